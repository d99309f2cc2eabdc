// The installable web app: the manifest, the service worker (served at the root so that its
// scope is every page) and the links every page carries to them. What the worker does is in
// scripts/sw.ts; the phone's outbox is scripts/outbox.ts, its page side scripts/offline.ts.
import { Elysia } from 'elysia';
import type { Html } from '#jsx/jsx-runtime';
import { sha256Hex } from '../lib/secrets';
import { assetUrl } from './assets';
import { browserScript } from './browser-script' with { type: 'macro' };

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
