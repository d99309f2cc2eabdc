// The browser scripts as the server serves them: each is the JavaScript of its .ts file as it is
// now (the macro ran on this source, not on an older copy), strict, and a classic script the
// browser can parse: no TypeScript and no import left in it. The worker too, with its
// placeholders filled in.
import { expect, test } from 'bun:test';
import { assetRoutes, assetUrl, type AssetName } from '../../src/web/assets';
import { browserScript } from '../../src/web/browser-script';
import { offlineRoutes } from '../../src/web/offline';

const scripts = ['app', 'docs', 'offline', 'outbox', 'passkeys', 'share'] as const;

/** Compiles the text as a classic script's body (never runs it): a SyntaxError is what a browser would meet. */
const parsesAsScript = (source: string): boolean => typeof new Function(source) === 'function';

test.each(scripts)('%s: served as its .ts file without its types, strict, a classic script', async (name) => {
  const response = await assetRoutes.handle(new Request(`http://catchd.test${assetUrl(`${name}.js` as AssetName)}`));
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  const served = await response.text();
  expect(served).toBe(browserScript(name));
  expect(served.startsWith("'use strict';\n")).toBe(true);
  expect(parsesAsScript(served)).toBe(true);
});

test('the service worker is src/web/scripts/sw.ts without its types, its placeholders filled in', async () => {
  const served = await (await offlineRoutes.handle(new Request('http://catchd.test/sw.js'))).text();
  expect(served.startsWith("'use strict';\n")).toBe(true);
  expect(served).not.toMatch(/["']__[A-Z_]+__["']/);
  expect(parsesAsScript(served)).toBe(true);
  expect(browserScript('sw')).toContain('"__SHELL_URLS__"');
});
