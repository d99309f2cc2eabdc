// /docs/guides: the guides as pages beside the generated reference at /docs.
import { Elysia, t } from 'elysia';
import { errorPage, html, Html, page } from '../accounts/html';
import { findGuide, guides, renderGuide } from './service';

const hidden = { detail: { hide: true } };

export function guidesModule() {
  const rendered = new Map(guides.map((g) => [g.name, renderGuide(g.markdown)]));
  return new Elysia()
    .get(
      '/docs/guides',
      () =>
        page(
          'Guides',
          html`<h1>Guides</h1>
<p>Walk-throughs of the catchd API; the complete reference is at <a href="/docs">/docs</a>.</p>
<ul>${guides.map((g) => html`<li><a href="/docs/guides/${g.name}">${g.title}</a></li>`)}</ul>`,
        ),
      hidden,
    )
    .get(
      '/docs/guides/:name',
      ({ params }) => {
        const guide = findGuide(params.name);
        if (!guide) return errorPage(404, 'No such guide', 'See /docs/guides for the list.');
        return page(guide.title, html`<p><a href="/docs/guides">Guides</a> · <a href="/docs">Reference</a></p>${new Html(rendered.get(guide.name)!)}`);
      },
      { params: t.Object({ name: t.String({ maxLength: 100 }) }), ...hidden },
    );
}
