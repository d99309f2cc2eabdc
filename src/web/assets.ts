// Static files of the pages, imported as text so that `bun build --compile` embeds them:
// the executable serves every asset itself (no CDN, works offline).
import { Elysia } from 'elysia';
import { ownValue } from '../lib/records';
import { sha256Hex } from '../lib/secrets';
import appCss from './assets/app.css' with { type: 'text' };
import appJs from './assets/app.js' with { type: 'text' };
import docsCss from './assets/docs.css' with { type: 'text' };
import docsJs from './assets/docs.js' with { type: 'text' };
import passkeysJs from './assets/passkeys.js' with { type: 'text' };
// @simplewebauthn/browser's one-file bundle, by a tsconfig path: the package's exports name only its many-file module build.
import webauthnJs from '#webauthn-browser' with { type: 'text' };

interface Asset {
  body: string;
  type: string;
  /** Part of the URL: a changed file gets a new URL, so browsers may cache each one for a year. */
  version: string;
}

const assets: Record<string, Asset> = {
  'app.css': { body: appCss, type: 'text/css; charset=utf-8', version: sha256Hex(appCss).slice(0, 12) },
  'app.js': { body: appJs, type: 'text/javascript; charset=utf-8', version: sha256Hex(appJs).slice(0, 12) },
  'docs.css': { body: docsCss, type: 'text/css; charset=utf-8', version: sha256Hex(docsCss).slice(0, 12) },
  'docs.js': { body: docsJs, type: 'text/javascript; charset=utf-8', version: sha256Hex(docsJs).slice(0, 12) },
  'passkeys.js': { body: passkeysJs, type: 'text/javascript; charset=utf-8', version: sha256Hex(passkeysJs).slice(0, 12) },
  'webauthn.js': { body: webauthnJs, type: 'text/javascript; charset=utf-8', version: sha256Hex(webauthnJs).slice(0, 12) },
};

export type AssetName = keyof typeof assets;

export function assetUrl(name: AssetName): string {
  return `/assets/${assets[name].version}/${name}`;
}

export const assetRoutes = new Elysia({ name: 'web-assets' }).get(
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
