// The one page layout: header with what this person may open, main content, the stylesheet
// and script from this server. Pages pass their content as children.
import type { Child, Html } from '#jsx/jsx-runtime';
import { assetUrl, type AssetName } from './assets';
import { InstallLinks, OfflineWords } from './offline';
import { CsrfField } from './components';
import { PreviewTags, type SharePreview } from './kit/share';
import type { Visitor } from './visitor';
import { unreadCap } from '../identity/notifications';
import { languageNames, languages, sourceLanguage, type Language } from '../i18n/locale';
import { m } from '../i18n/paraglide/messages.js';

interface LayoutProps {
  title: string;
  /** Who is looking (null on pages that know nobody, such as error pages). */
  visitor: Visitor | null;
  /** narrow: forms such as sign-in; bare: no header (embeddable pages). */
  width?: 'normal' | 'narrow' | 'bare';
  /** Scripts this page needs beyond app.js, in order. */
  scripts?: AssetName[];
  /** The page's language where no visitor says it (error pages): the visitor's otherwise. */
  language?: Language;
  /** What a chat app shows of a link to this page (only on pages strangers may see). */
  preview?: SharePreview;
  children?: Child;
}

function Navigation({ visitor, locale }: { visitor: Visitor | null; locale: Language }): Html {
  const user = visitor?.user ?? null;
  const o = { locale };
  const role = user?.role;
  const sees = (area: 'leaderboards' | 'species') => user !== null || (visitor?.publicAreas.has(area) ?? false);
  const places: [href: string, label: string, shown: boolean][] = [
    ['/boards', m.nav_leaderboards({}, o), sees('leaderboards')],
    ['/competitions', m.nav_competitions({}, o), sees('leaderboards')],
    ['/species', m.nav_species({}, o), sees('species')],
    ['/stats', m.nav_stats({}, o), sees('leaderboards')],
    ['/catches/new', m.nav_log_catch({}, o), user !== null],
    ['/catches', m.nav_my_catches({}, o), user !== null],
    ['/verify', m.nav_verify({}, o), role === 'verifier' || role === 'admin'],
    // Only for those who may use keys and apps; others find the portal from their account page.
    ['/developers', m.nav_developers({}, o), visitor?.developer ?? false],
    ['/admin', m.nav_admin({}, o), role === 'admin'],
  ];
  return (
    <header class="top">
      {/* On a phone the places fold into a menu; from 48rem they stand in one row (app.css). */}
      <nav aria-label={m.nav_main({}, o)}>
        <a class="brand" href={user ? '/catches' : '/'}>
          {visitor?.club.name ?? 'catchd'}
        </a>
        <details class="places">
          <summary>{m.nav_menu({}, o)}</summary>
          <ul>
            {places
              .filter(([, , shown]) => shown)
              .map(([href, label]) => (
                <li>
                  <a href={href}>{label}</a>
                </li>
              ))}
          </ul>
        </details>
        {user && (
          <a class="bell" href="/notifications" aria-label={m.nav_unread({ count: visitor!.unread }, o)}>
            🔔{visitor!.unread > 0 && <span class="count">{visitor!.unread >= unreadCap ? '99+' : String(visitor!.unread)}</span>}
          </a>
        )}
        {user ? (
          <div class="account">
            <a class="person" href="/account" aria-label={m.nav_your_account({ name: user.displayName }, o)}>
              {user.displayName}
            </a>
            <form method="post" action="/sign-out">
              <CsrfField csrf={visitor!.csrf} />
              <button type="submit" class="secondary">
                {m.sign_out({}, o)}
              </button>
            </form>
          </div>
        ) : (
          <a class="account" href="/sign-in">
            {m.sign_in({}, o)}
          </a>
        )}
      </nav>
    </header>
  );
}

/**
 * For visitors (nobody signed in), a switch to each other language: plain links to /language,
 * which keeps the pick in a cookie and comes back here. The signed-in choose on /account.
 */
function LanguageSwitch({ locale, here }: { locale: Language; here: string }): Html {
  return (
    <footer class="languages">
      <nav aria-label={m.footer_language({}, { locale })}>
        <ul>
          {languages.map((language) => (
            <li>
              {language === locale ? (
                <span aria-current="true">{languageNames[language]}</span>
              ) : (
                <a href={`/language/${language}?back=${encodeURIComponent(here)}`} hreflang={language} lang={language}>
                  {languageNames[language]}
                </a>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}

export function Layout({ title, visitor, width = 'normal', scripts = [], language, preview, children }: LayoutProps): Html {
  const locale = visitor?.reader.locale ?? language ?? sourceLanguage;
  // Whose page this is (empty: nobody signed in; absent: a page that knows nobody): the service worker keeps each person's pages apart.
  const person = visitor ? (visitor.user?.id ?? '') : undefined;
  return (
    <html lang={locale} data-person={person}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="description" content={m.site_description({}, { locale })} />
        <title>
          {title} · {visitor?.club.name ?? 'catchd'}
        </title>
        {preview && <PreviewTags preview={preview} />}
        <link rel="icon" href={assetUrl('favicon.svg')} type="image/svg+xml" />
        <link rel="stylesheet" href={assetUrl('app.css')} />
        {width !== 'bare' && <InstallLinks />}
        <script src={assetUrl('app.js')} defer></script>
        {width !== 'bare' && <script src={assetUrl('outbox.js')} defer></script>}
        {width !== 'bare' && <script src={assetUrl('offline.js')} defer></script>}
        {scripts.map((name) => (
          <script src={assetUrl(name)} defer></script>
        ))}
      </head>
      <body>
        {width !== 'bare' && (
          <a class="skip" href="#main">
            {m.skip_to_content({}, { locale })}
          </a>
        )}
        {width !== 'bare' && <Navigation visitor={visitor} locale={locale} />}
        <main id="main" class={width === 'normal' ? undefined : width}>
          {children}
        </main>
        {width !== 'bare' && !visitor?.user && <LanguageSwitch locale={locale} here={visitor?.here ?? '/'} />}
        {/* Only the signed-in have pages kept on the phone and an outbox: the words offline.js says of them. */}
        {width !== 'bare' && visitor?.user && <OfflineWords locale={locale} timeZone={visitor.reader.timeZone} />}
      </body>
    </html>
  );
}
