// /docs/guides: the guides as pages beside the generated reference at /docs. The frame (titles,
// links, headings written here) speaks the reader's language; a guide's own text is written in
// English only and says so (`lang="en"`), for screen readers and translation tools.
import { Elysia, t } from 'elysia';
import { trustedHtml } from '#jsx/jsx-runtime';
import { documentPage, errorPage } from '../../web/respond';
import { aroundLink, requestLanguage, sourceLanguage, type Language } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import { findGuide, guides, renderGuide, type Guide } from './service';
import { remember } from '../../lib/remember';

const hidden = { detail: { hide: true } };

type Words = (inputs: Record<string, never>, options: { locale: Language }) => string;

/** Each guide's title in every language (the English one is the guide's own first heading). */
const titles: Record<string, Words> = {
  quickstart: m.guide_title_quickstart,
  'oauth-pkce': m.guide_title_oauth_pkce,
  'paging-and-search': m.guide_title_paging_and_search,
  'idempotent-retries': m.guide_title_idempotent_retries,
  errors: m.guide_title_errors,
};

const titleOf = (guide: Guide, locale: Language): string => titles[guide.name]?.({}, { locale }) ?? guide.title;

/** Said once under the heading when the page speaks another language than its guides. */
function EnglishOnly({ locale }: { locale: Language }) {
  return locale === sourceLanguage ? null : <p class="muted">{m.guide_english_only({}, { locale })}</p>;
}

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
      ({ request }) => {
        // No session is read here: the visitor's pick, else the browser's language (as error pages choose).
        const locale = requestLanguage(request);
        const o = { locale };
        const [before, after] = aroundLink((inputs) => m.guide_lead(inputs, o));
        return documentPage(
          200,
          m.guide_guides({}, o),
          <div class="card">
            <h1>{m.guide_guides({}, o)}</h1>
            <p>
              {before}
              <a href="/docs" hreflang="en">
                /docs
              </a>
              {after}
            </p>
            <EnglishOnly locale={locale} />
            <ul>
              {guides.map((g) => (
                <li>
                  <a href={`/docs/guides/${g.name}`} hreflang="en">
                    {titleOf(g, locale)}
                  </a>
                </li>
              ))}
            </ul>
          </div>,
          {},
          locale,
        );
      },
      hidden,
    )
    .get(
      '/docs/guides/:name',
      ({ params, request }) => {
        const locale = requestLanguage(request);
        const o = { locale };
        const guide = findGuide(params.name);
        if (!guide) return errorPage(404, m.guide_not_found_title({}, o), m.guide_not_found({ path: '/docs/guides' }, o), {}, locale);
        return documentPage(
          200,
          titleOf(guide, locale),
          <article class="card">
            <p>
              <a href="/docs/guides">{m.guide_guides({}, o)}</a> · <a href="/docs">{m.guide_reference({}, o)}</a>
            </p>
            <EnglishOnly locale={locale} />
            {/* Rendered from the guides bundled in the executable, not from anyone's input; written in English. */}
            <div lang="en">{trustedHtml(html(guide))}</div>
          </article>,
          {},
          locale,
        );
      },
      { params: t.Object({ name: t.String({ maxLength: 100 }) }), ...hidden },
    );
}
