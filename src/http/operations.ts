// The cross-cutting HTTP layer every response goes through: request ids, security headers,
// CORS for the API, rate limits, one JSON log line per request and the request metrics.
import { Elysia } from 'elysia';
import { newId } from '../lib/ids';
import type { Counter, Histogram, MetricsRegistry } from '../lib/metrics';
import { RateLimited, rateLimitHeaders, type RateLimiter } from '../db/rate-limit';

interface OperationsOptions {
  limiter: RateLimiter | null;
  /** Paths no limit counts: the pages' own files, which a page's first load asks for by the dozen. */
  unlimited?: (path: string) => boolean;
  /** The authenticated credential's id, or null (no or bad credential): limits are per credential. */
  credentialOf: (request: Request) => Promise<string | null>;
  clientAddress: (request: Request) => string | null;
  /** `*`, or exact origins allowed to call the API from a browser; empty: no CORS. */
  corsOrigins: readonly string[];
  metrics: MetricsRegistry;
  log: (entry: Record<string, unknown>) => void;
  /** HSTS is sent only when the public URL is https. */
  https: boolean;
  /** Told of every answered request (after the log line); must be cheap. */
  requestFinished?: (request: Request, outcome: RequestOutcome) => void;
}

/** How a request went, for what is told once it is answered. */
export interface RequestOutcome {
  requestId: string;
  /** The request's path, as it came (no query). */
  path: string;
  status: number;
  durationMs: number;
}

const visibleAscii = /^[\x21-\x7e]{1,200}$/;

/** A client's X-Request-Id is kept when it is sane; anything else gets a fresh one. */
function requestIdFor(header: string | null): string {
  return header !== null && visibleAscii.test(header) ? header : newId('req');
}

export const apiPathPattern = /^\/(api\/)?v1(\/|$)/;

/** The path of an absolute request URL, without building a URL object (once per request). */
export function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start < 0) return '/';
  const end = url.slice(start).search(/[?#]/);
  return end < 0 ? url.slice(start) : url.slice(start, start + end);
}

const jsonContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/** The docs page runs the bundled Scalar script from this server and nothing else (its configuration is data, not script). */
const docsContentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  // Scalar injects its styles at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const corsExposedHeaders = [
  'RateLimit',
  'RateLimit-Policy',
  'Retry-After',
  'Link',
  'ETag',
  'Location',
  'X-Request-Id',
  'Idempotent-Replayed',
];
const corsAllowedHeaders = ['Authorization', 'Content-Type', 'Idempotency-Key', 'If-Match', 'If-None-Match', 'X-Request-Id'];
const corsAllowedMethods = ['GET', 'POST', 'PATCH', 'DELETE'];

/** CORS response headers for an API request from `origin`, or null when that origin is not allowed. */
function corsHeaders(origin: string | null, allowed: readonly string[]): Record<string, string> | null {
  if (origin === null || allowed.length === 0) return null;
  if (allowed.includes('*')) return { 'access-control-allow-origin': '*', 'access-control-expose-headers': corsExposedHeaders.join(', ') };
  if (!allowed.includes(origin)) return null;
  return { 'access-control-allow-origin': origin, vary: 'Origin', 'access-control-expose-headers': corsExposedHeaders.join(', ') };
}

interface RequestState {
  id: string;
  started: number;
  path: string;
}

export function operationsPlugin(options: OperationsOptions) {
  const states = new WeakMap<Request, RequestState>();
  const requests: Counter = options.metrics.counter('catchd_http_requests_total', 'HTTP requests by method, route and status.');
  const latency: Histogram = options.metrics.histogram('catchd_http_request_duration_seconds', 'HTTP request latency by method and route.');

  const finish = (request: Request, route: string, status: number): void => {
    const state = states.get(request);
    if (!state) return;
    states.delete(request);
    const seconds = (performance.now() - state.started) / 1000;
    const durationMs = Math.round(seconds * 100_000) / 100;
    requests.inc({ method: request.method, route, status: String(status) });
    latency.observe({ method: request.method, route }, seconds);
    options.log({
      level: 'info',
      msg: 'request',
      request_id: state.id,
      method: request.method,
      route,
      status,
      duration_ms: durationMs,
    });
    options.requestFinished?.(request, { requestId: state.id, path: state.path, status, durationMs });
  };

  /** Counts the request against its credential (or, without one, its address); throws past the limit. */
  const limitRate = async (limiter: RateLimiter, request: Request, headers: Record<string, unknown>): Promise<void> => {
    const credential = await options.credentialOf(request);
    const key = credential !== null ? `credential:${credential}` : `address:${options.clientAddress(request) ?? 'unknown'}`;
    const decision = await limiter.hit(key);
    Object.assign(headers, rateLimitHeaders(limiter, decision));
    if (!decision.allowed) throw new RateLimited(decision);
  };

  return new Elysia({ name: 'operations' })
    .onRequest(({ request, set }) => {
      const id = requestIdFor(request.headers.get('x-request-id'));
      const path = pathOf(request.url);
      states.set(request, { id, started: performance.now(), path });
      Object.assign(set.headers, {
        'x-request-id': id,
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        // HTML pages that need more send their own policy; it wins over this default.
        'content-security-policy': path === '/docs' ? docsContentSecurityPolicy : jsonContentSecurityPolicy,
        ...(options.https ? { 'strict-transport-security': 'max-age=31536000' } : {}),
      });
      if (apiPathPattern.test(path)) {
        const cors = corsHeaders(request.headers.get('origin'), options.corsOrigins);
        if (cors) {
          Object.assign(set.headers, cors);
          if (request.method === 'OPTIONS' && request.headers.has('access-control-request-method')) {
            Object.assign(set.headers, {
              'access-control-allow-methods': corsAllowedMethods.join(', '),
              'access-control-allow-headers': corsAllowedHeaders.join(', '),
              'access-control-max-age': '600',
            });
            finish(request, 'preflight', 204);
            return new Response(null, { status: 204 });
          }
        }
      }
      if (options.limiter && !options.unlimited?.(path)) return limitRate(options.limiter, request, set.headers);
    })
    .onAfterResponse({ as: 'global' }, ({ request, route, set, responseValue }) => {
      const status = responseValue instanceof Response ? responseValue.status : typeof set.status === 'number' ? set.status : 200;
      finish(request, route || 'unmatched', status);
    })
    .as('global');
}
