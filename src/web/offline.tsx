// The installable web app: the manifest, the service worker (served at the root so that its
// scope is every page) and the links every page carries to them. What the worker does is in
// scripts/sw.ts; the phone's outbox is scripts/outbox.ts, its page side scripts/offline.ts.
import { Elysia } from 'elysia';
import type { Html } from '#jsx/jsx-runtime';
import { sha256Hex } from '../lib/secrets';
import { assetUrl } from './assets';
import { browserScript } from './browser-script' with { type: 'macro' };
import type { Language } from '../i18n/locale';
import { m } from '../i18n/paraglide/messages.js';

/** The brand blue of app.css: the phone's title bar and splash screen. */
const themeColour = '#0b5cad';
/** Where the installed app opens: logging a catch, what a diver does on the boat. */
const startUrl = '/catches/new';

const manifest = JSON.stringify({
  id: '/',
  name: 'catchd',
  short_name: 'catchd',
  description: 'Log, verify and rank spearfishing catches, with or without signal.',
  start_url: startUrl,
  scope: '/',
  display: 'standalone',
  background_color: '#f4f7f9',
  theme_color: themeColour,
  icons: [
    { src: assetUrl('icon-192.png'), sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: assetUrl('icon-512.png'), sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: assetUrl('maskable-512.png'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
});

/** A quoted placeholder of sw.ts, as the transpiler prints it (in either kind of quotes). */
const placeholder = (name: string): RegExp => new RegExp(`(["'])__${name}__\\1`);

/**
 * The worker with the URLs of this build's files written in: a new build is a new worker
 * (browsers compare its bytes), which caches the new files and drops the old ones.
 */
const serviceWorkerWithUrls = browserScript('sw')
  .replace(placeholder('OUTBOX_URL'), JSON.stringify(assetUrl('outbox.js')))
  .replace(
    placeholder('SHELL_URLS'),
    JSON.stringify(
      (['app.css', 'app.js', 'outbox.js', 'offline.js', 'icon-192.png', 'icon-512.png', 'maskable-512.png'] as const).map(assetUrl),
    ),
  )
  .replace(placeholder('START_URL'), JSON.stringify(startUrl));
const serviceWorker = serviceWorkerWithUrls.replace(placeholder('VERSION'), JSON.stringify(sha256Hex(serviceWorkerWithUrls).slice(0, 12)));

/** In the head of every page (not embedded ones): what a phone needs to install the app. */
export function InstallLinks(): Html {
  return (
    <>
      <link rel="manifest" href="/manifest.webmanifest" />
      <meta name="theme-color" content={themeColour} />
      <link rel="apple-touch-icon" href={assetUrl('apple-touch-icon.png')} />
    </>
  );
}

/** A message with `{count}`, as the offline app fills it in the browser. */
type Counted = (inputs: { count: number }, options: { locale: Language }) => string;

/**
 * Each plural form `message` has in `locale`, with `{count}` where the number goes: the browser
 * picks one by Intl.PluralRules, as Paraglide's selector does on the server. Each form is the
 * message said of the smallest number of that form (1 for "one", 2 for Croatian's "few"…).
 */
function pluralForms(message: Counted, locale: Language): [form: string, text: string][] {
  const made = pluralFormsMade.get(message)?.get(locale);
  if (made) return made;
  const rules = new Intl.PluralRules(locale);
  const forms = new Map<string, string>();
  for (let n = 0; forms.size < rules.resolvedOptions().pluralCategories.length && n < 200; n++) {
    const form = rules.select(n);
    if (!forms.has(form)) forms.set(form, message({ count: n }, { locale }).replace(String(n), '{count}'));
  }
  const answer = [...forms];
  pluralFormsMade.set(message, (pluralFormsMade.get(message) ?? new Map()).set(locale, answer));
  return answer;
}

/** pluralForms' answers by message and language: every page carries some, and they never change while the server runs. */
const pluralFormsMade = new Map<Counted, Map<Language, [form: string, text: string][]>>();

/**
 * Words the offline app's script (scripts/offline.ts) shows, rendered here in the page's
 * language: an inert `<template>` it reads (the strict CSP allows no inline script, and no
 * message library goes to the browser). `{name}` marks a value the script fills in; a counted
 * message has one `data-plural` form per plural category.
 */
function Words({
  id,
  words,
  counted,
  locale,
  zone,
}: {
  id: string;
  words: Record<string, string>;
  counted: Record<string, Counted>;
  locale: Language;
  zone?: string;
}): Html {
  return (
    <template id={id} data-zone={zone}>
      {Object.entries(words).map(([name, text]) => (
        <span data-word={name}>{text}</span>
      ))}
      {Object.entries(counted).flatMap(([name, message]) =>
        pluralForms(message, locale).map(([form, text]) => (
          <span data-word={name} data-plural={form}>
            {text}
          </span>
        )),
      )}
    </template>
  );
}

/** On every page of a signed-in person: what the script says about the connection and when signing out, and the reader's zone for the times it shows. */
export function OfflineWords({ locale, timeZone }: { locale: Language; timeZone: string }): Html {
  const o = { locale };
  return (
    <Words
      id="offline-words"
      locale={locale}
      zone={timeZone}
      words={{
        back: m.offline_back_in_reach({ time: '{time}' }, o),
        stale: m.offline_no_connection({ time: '{time}' }, o),
        offline: m.offline_you_are_offline({}, o),
      }}
      counted={{ 'sign-out': m.offline_sign_out_question }}
    />
  );
}

/** Beside the phone's outbox (the catch pages): what the script says of each catch waiting, refused or sent. */
export function OutboxWords({ locale }: { locale: Language }): Html {
  const o = { locale };
  return (
    <Words
      id="outbox-words"
      locale={locale}
      words={{
        'sign-in-to-send': m.offline_sign_in_to_send({}, o),
        'sent-saved': m.offline_sent_saved({}, o),
        'open-catch': m.offline_open_catch({}, o),
        waiting: m.offline_state_waiting({}, o),
        refused: m.offline_state_refused({}, o),
        sent: m.offline_state_sent({}, o),
        fix: m.offline_fix({}, o),
        'fix-elsewhere': m.offline_fix_elsewhere({}, o),
        dismiss: m.offline_dismiss({}, o),
        discard: m.offline_discard({}, o),
        'sign-in-again': m.offline_sign_in_again({}, o),
        unnamed: m.offline_unnamed_species({}, o),
        caught: m.offline_caught({ time: '{time}' }, o),
        saving: m.offline_saving({}, o),
        saved: m.offline_saved({}, o),
        fixing: m.offline_fixing({}, o),
      }}
      counted={{ 'waiting-count': m.offline_waiting, photos: m.offline_photos }}
    />
  );
}

export const offlineRoutes = new Elysia({ name: 'web-offline' })
  .get(
    '/manifest.webmanifest',
    () => new Response(manifest, { headers: { 'content-type': 'application/manifest+json', 'cache-control': 'no-cache' } }),
    { detail: { hide: true } },
  )
  .get(
    '/sw.js',
    () =>
      new Response(serviceWorker, {
        headers: {
          'content-type': 'text/javascript; charset=utf-8',
          // Checked for a new version on every visit, never kept stale.
          'cache-control': 'no-cache',
          'service-worker-allowed': '/',
          'content-security-policy': "default-src 'self'",
          'x-content-type-options': 'nosniff',
        },
      }),
    { detail: { hide: true } },
  );
