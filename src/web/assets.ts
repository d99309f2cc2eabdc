// Static files of the pages, imported as text (the icons as files) so that `bun build --compile`
// embeds them: the executable serves every asset itself (no CDN, works offline).
import { readFileSync } from 'node:fs';
import { Elysia } from 'elysia';
import { ownValue } from '../lib/records';
import { sha256Hex } from '../lib/secrets';
import appCss from './assets/app.css' with { type: 'text' };
import docsCss from './assets/docs.css' with { type: 'text' };
import appleTouchIconPng from './assets/icons/apple-touch-icon.png' with { type: 'file' };
import icon192Png from './assets/icons/icon-192.png' with { type: 'file' };
import icon512Png from './assets/icons/icon-512.png' with { type: 'file' };
import maskable512Png from './assets/icons/maskable-512.png' with { type: 'file' };
import faviconIco from './assets/icons/favicon.ico' with { type: 'file' };
import { browserScript } from './browser-script' with { type: 'macro' };
import faviconSvg from './assets/icons/favicon.svg' with { type: 'text' };
// @simplewebauthn/browser's one-file bundle, by a tsconfig path: the package's exports name only its many-file module build.
import webauthnJs from '#webauthn-browser' with { type: 'text' };

interface Asset {
  body: string | Uint8Array<ArrayBuffer>;
  type: string;
  /** Part of the URL: a changed file gets a new URL, so browsers may cache each one for a year. */
  version: string;
}

const script = (body: string): Asset => ({ body, type: 'text/javascript; charset=utf-8', version: sha256Hex(body).slice(0, 12) });
const image = (path: string, type: string): Asset => {
  const body = new Uint8Array(readFileSync(path));
  return { body, type, version: sha256Hex(body).slice(0, 12) };
};
const png = (path: string): Asset => image(path, 'image/png');
const favicon = image(faviconIco, 'image/x-icon');

const assets: Record<string, Asset> = {
  'app.css': { body: appCss, type: 'text/css; charset=utf-8', version: sha256Hex(appCss).slice(0, 12) },
  'app.js': script(browserScript('app')),
  'docs.css': { body: docsCss, type: 'text/css; charset=utf-8', version: sha256Hex(docsCss).slice(0, 12) },
  'docs.js': script(browserScript('docs')),
  'passkeys.js': script(browserScript('passkeys')),
  'outbox.js': script(browserScript('outbox')),
  'offline.js': script(browserScript('offline')),
  'share.js': script(browserScript('share')),
  'push.js': script(browserScript('push')),
  'icon-192.png': png(icon192Png),
  'icon-512.png': png(icon512Png),
  'maskable-512.png': png(maskable512Png),
  'apple-touch-icon.png': png(appleTouchIconPng),
  'favicon.svg': { body: faviconSvg, type: 'image/svg+xml', version: sha256Hex(faviconSvg).slice(0, 12) },
  'webauthn.js': { body: webauthnJs, type: 'text/javascript; charset=utf-8', version: sha256Hex(webauthnJs).slice(0, 12) },
};

export type AssetName = keyof typeof assets;

export function assetUrl(name: AssetName): string {
  return `/assets/${assets[name].version}/${name}`;
}

/** Whether a path is one of these files (the rate limit leaves them out: they cost a map lookup). */
export const isAssetPath = (path: string): boolean => path.startsWith('/assets/') || path === '/favicon.ico';

export const assetRoutes = new Elysia({ name: 'web-assets' })
  // Where browsers and bots look for an icon without asking the page (an ICO holding a 32 px PNG).
  .get(
    '/favicon.ico',
    () => new Response(favicon.body, { headers: { 'content-type': favicon.type, 'cache-control': 'public, max-age=86400' } }),
    { detail: { hide: true } },
  )
  .get(
    '/assets/:version/:name',
    ({ params }) => {
      const asset = ownValue(assets, params.name);
      if (!asset) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
      const immutable = params.version === asset.version;
      return new Response(asset.body, {
        headers: { 'content-type': asset.type, 'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache' },
      });
    },
    { detail: { hide: true } },
  );
