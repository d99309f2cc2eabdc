// One spelling per path, settled before any gate looks at it. Elysia answers `/x/` as `/x`,
// so a check that compares paths (the documentation's access rule) would not know `/x/`.
// People's pages send every other spelling to the canonical one (308); the API, whose clients
// are programs, never redirects: another spelling is a 400 problem+json, so that
// `DELETE /v1/catches/%2e%2e/keys/x` cannot reach `/v1/keys/x`.
import { Elysia } from 'elysia';
import { HttpError } from '../lib/problem';
import { pathOf } from './operations';

/** The path without empty segments (`//`) and without a trailing slash; `/` stays `/`. */
export function canonicalPath(path: string): string {
  const collapsed = path.replace(/\/{2,}/g, '/');
  return collapsed.length > 1 && collapsed.endsWith('/') ? collapsed.slice(0, -1) : collapsed;
}

/**
 * Requests whose target, as sent, had a `.` or `..` segment (encoded or not). Bun resolves
 * them before `request.url` is built (WHATWG URL rules), so only the raw target shows them:
 * Bun.serve's `routes` match the raw target, and `rawPathRoutes` notes what their parameters saw.
 */
const dotted = new WeakSet<Request>();

/** Segments `rawPathRoutes` reads one by one; a deeper target is read as dotted (no API path comes near it). */
const checkedSegments = 16;

const isDotSegment = (segment: string): boolean => segment === '.' || segment === '..';

/**
 * Bun.serve `routes` that pass every request with at least one segment to `handle`, first
 * noting whether its raw target had a dot segment.
 */
export function rawPathRoutes(
  handle: (request: Request) => Response | Promise<Response>,
): Record<string, (request: Request & { params: Record<string, string> }) => Response | Promise<Response>> {
  const routes: Record<string, (request: Request & { params: Record<string, string> }) => Response | Promise<Response>> = {};
  const segments: string[] = [];
  for (let n = 1; n <= checkedSegments; n++) {
    segments.push(`:s${n}`);
    routes[`/${segments.join('/')}`] = (request) => {
      if (Object.values(request.params).some(isDotSegment)) dotted.add(request);
      return handle(request);
    };
  }
  routes[`/${segments.join('/')}/*`] = (request) => {
    dotted.add(request);
    return handle(request);
  };
  return routes;
}

/** Why a path that is not canonical is refused, for the problem's detail. */
const oneSpelling = 'API paths have one spelling: no trailing slash and no empty, "." or ".." segments.';

/**
 * Pages (`redirects(path)`): a 308 (method and body kept) to the canonical path with the same
 * query. Everything else: 400 `non_canonical_path`. The collapsed slashes mean a redirect's
 * target can never start with `//` (another host).
 */
export function canonicalPathPlugin(redirects: (path: string) => boolean) {
  return new Elysia({ name: 'canonical-path' })
    .onRequest(({ request }) => {
      const path = pathOf(request.url);
      const canonical = canonicalPath(path);
      const page = redirects(canonical);
      if (!page && dotted.has(request)) throw new HttpError(400, 'non_canonical_path', oneSpelling);
      if (canonical === path) return;
      if (!page) throw new HttpError(400, 'non_canonical_path', `${oneSpelling} Use ${canonical}.`);
      // What follows the path (pathOf found it at the first `/` after the host): the query.
      const rest = request.url.slice(request.url.indexOf('/', request.url.indexOf('//') + 2) + path.length);
      return new Response(null, { status: 308, headers: { location: `${canonical}${rest}`.replaceAll('\\', '%5C') } });
    })
    .as('global');
}
