// /docs/guides: the guides as pages beside the generated reference at /docs.
import { Elysia, t } from 'elysia';
import { trustedHtml } from '#jsx/jsx-runtime';
import { documentPage, errorPage } from '../../web/respond';
import { findGuide, guides, renderGuide, type Guide } from './service';
import { remember } from '../../lib/remember';

const hidden = { detail: { hide: true } };

export function guidesModule() {
  // Rendered on first view, not at start: Markdown rendering is a tenth of a second of start-up.
  const rendered = new Map<string, string>();
  const html = (guide: Guide): string => {
    const text = remember(rendered, guide.name, () => renderGuide(guide.markdown));
    return text;
  };
  return new Elysia()
    .get(
      '/docs/guides',
      () =>
        documentPage(
          200,
          'Guides',
          <div class="card">
            <h1>Guides</h1>
            <p>
              Walk-throughs of the catchd API; the complete reference is at <a href="/docs">/docs</a>.
            </p>
            <ul>
              {guides.map((g) => (
                <li>
                  <a href={`/docs/guides/${g.name}`}>{g.title}</a>
                </li>
              ))}
            </ul>
          </div>,
        ),
      hidden,
    )
    .get(
      '/docs/guides/:name',
      ({ params }) => {
        const guide = findGuide(params.name);
        if (!guide) return errorPage(404, 'No such guide', 'See /docs/guides for the list.');
        return documentPage(
          200,
          guide.title,
          <article class="card">
            <p>
              <a href="/docs/guides">Guides</a> · <a href="/docs">Reference</a>
            </p>
            {/* Rendered from the guides bundled in the executable, not from anyone's input. */}
            {trustedHtml(html(guide))}
          </article>,
        );
      },
      { params: t.Object({ name: t.String({ maxLength: 100 }) }), ...hidden },
    );
}
