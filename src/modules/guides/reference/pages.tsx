// /docs: the generated API reference, Scalar's bundle from this program in a page of our own:
// a language for screen readers, catchd's theme (contrast checked by axe-core, light and dark)
// as a stylesheet from this server, a repair of Scalar's sidebar ARIA (docs.js), and Scalar's
// configuration as data (no inline script).
import scalarBundle from '@scalar/api-reference/browser/standalone.js' with { type: 'text' };
import { Elysia } from 'elysia';
import { assetUrl } from '../../../web/assets';

const hidden = { detail: { hide: true } };

const configuration = {
  url: '/openapi.json',
  // Nothing leaves the reader's browser: no outside fonts, no Scalar Agent (api.scalar.com, and the CSP blocks it).
  withDefaultFonts: false,
  hideClientButton: true,
  // Scalar's own toolbar (share, deploy) talks to scalar.com.
  showToolbar: 'never',
  agent: { disabled: true },
};

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function referencePage(title: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeAttribute(title)}</title>
<link rel="stylesheet" href="${assetUrl('docs.css')}">
<link rel="icon" href="data:,">
</head>
<body>
<script src="${assetUrl('docs.js')}"></script>
<script id="api-reference" type="application/json" data-configuration="${escapeAttribute(JSON.stringify(configuration))}"></script>
<script src="/docs/assets/scalar.js"></script>
</body>
</html>`;
}

export function referencePages(title: string) {
  const page = referencePage(title);
  return new Elysia({ name: 'api-reference' })
    .get('/docs', () => new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8' } }), hidden)
    .get(
      '/docs/assets/scalar.js',
      () =>
        new Response(scalarBundle, {
          headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=86400' },
        }),
      hidden,
    );
}
