// The one page layout: header with what this person may open, main content, the stylesheet
// and script from this server. Pages pass their content as children.
import type { Child, Html } from '#jsx/jsx-runtime';
import { assetUrl, type AssetName } from './assets';
import { InstallLinks } from './offline';
import { CsrfField } from './components';
import type { Visitor } from './visitor';
import { unreadCap } from '../identity/notifications';

interface LayoutProps {
  title: string;
  /** Who is looking (null on pages that know nobody, such as error pages). */
  visitor: Visitor | null;
  /** narrow: forms such as sign-in; bare: no header (embeddable pages). */
  width?: 'normal' | 'narrow' | 'bare';
  /** Scripts this page needs beyond app.js, in order. */
  scripts?: AssetName[];
  children?: Child;
}

function Navigation({ visitor }: { visitor: Visitor | null }): Html {
  const user = visitor?.user ?? null;
  const role = user?.role;
  const sees = (area: 'leaderboards' | 'species') => user !== null || (visitor?.publicAreas.has(area) ?? false);
  const places: [href: string, label: string, shown: boolean][] = [
    ['/boards', 'Leaderboards', sees('leaderboards')],
    ['/competitions', 'Competitions', sees('leaderboards')],
    ['/species', 'Species', sees('species')],
    ['/stats', 'Stats', sees('leaderboards')],
    ['/catches/new', 'Log a catch', user !== null],
    ['/catches', 'My catches', user !== null],
    ['/verify', 'Verify', role === 'verifier' || role === 'admin'],
    // Only for those who may use keys and apps; others find the portal from their account page.
    ['/developers', 'Developers', visitor?.developer ?? false],
    ['/admin', 'Admin', role === 'admin'],
  ];
  return (
    <header class="top">
      {/* On a phone the places fold into a menu; from 48rem they stand in one row (app.css). */}
      <nav aria-label="Main">
        <a class="brand" href={user ? '/catches' : '/'}>
          {visitor?.club.name ?? 'catchd'}
        </a>
        <details class="places">
          <summary>Menu</summary>
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
          <a class="bell" href="/notifications" aria-label={`Notifications: ${visitor!.unread} unread`}>
            🔔{visitor!.unread > 0 && <span class="count">{visitor!.unread >= unreadCap ? '99+' : String(visitor!.unread)}</span>}
          </a>
        )}
        {user ? (
          <div class="account">
            <a class="person" href="/account" aria-label={`${user.displayName}: your account`}>
              {user.displayName}
            </a>
            <form method="post" action="/sign-out">
              <CsrfField csrf={visitor!.csrf} />
              <button type="submit" class="secondary">
                Sign out
              </button>
            </form>
          </div>
        ) : (
          <a class="account" href="/sign-in">
            Sign in
          </a>
        )}
      </nav>
    </header>
  );
}

export function Layout({ title, visitor, width = 'normal', scripts = [], children }: LayoutProps): Html {
  // Whose page this is (empty: nobody signed in; absent: a page that knows nobody): the service worker keeps each person's pages apart.
  const person = visitor ? (visitor.user?.id ?? '') : undefined;
  return (
    <html lang="en" data-person={person}>
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width,initial-scale=1" />
        <meta name="description" content="catchd: log, verify and rank spearfishing catches." />
        <title>
          {title} · {visitor?.club.name ?? 'catchd'}
        </title>
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
            Skip to content
          </a>
        )}
        {width !== 'bare' && <Navigation visitor={visitor} />}
        <main id="main" class={width === 'normal' ? undefined : width}>
          {children}
        </main>
      </body>
    </html>
  );
}
