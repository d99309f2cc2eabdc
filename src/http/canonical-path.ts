// One spelling per path, settled before any gate looks at it. Elysia answers `/x/` as `/x`,
// so a check that compares paths (the documentation's access rule) would not know `/x/`:
// every other spelling is sent to the canonical one instead of being served.
import { Elysia } from 'elysia';
import { pathOf } from './operations';

/** The path without empty segments (`//`) and without a trailing slash; `/` stays `/`. */
export function canonicalPath(path: string): string {
  const collapsed = path.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed;
}

/**
 * 308 (method and body kept, for pages and the API alike) to the canonical path with the
 * same query. Bun has already resolved `.` and `..` segments and turned `\` into `/`; the
 * collapsed slashes mean the target can never start with `//` (another host).
 */
export function canonicalPathPlugin() {
  return new Elysia({ name: 'canonical-path' })
    .onRequest(({ request }) => {
      const path = pathOf(request.url);
      const canonical = canonicalPath(path);
      if (canonical === path) return;
      // What follows the path (pathOf found it at the first `/` after the host): the query.
      const rest = request.url.slice(request.url.indexOf('/', request.url.indexOf('//') + 2) + path.length);
      return new Response(null, { status: 308, headers: { location: `${canonical}${rest}`.replaceAll('\\', '%5C') } });
    })
    .as('global');
}
