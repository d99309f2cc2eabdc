// The cross-cutting HTTP layer: rate limits, request ids, logs, security headers, CORS,
// metrics and readiness, through real requests to the app.
import { describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Elysia } from 'elysia';
import { openDatabase } from '../../src/db/client';
import { errorPlugin } from '../../src/http/errors';
import { WriteContention } from '../../src/db/store';
import { operationsPlugin } from '../../src/http/operations';
import { isLoopback, resolveClientAddress } from '../../src/http/client-address';
import { MetricsRegistry } from '../../src/lib/metrics';
import { createRateLimiter } from '../../src/db/rate-limit';
import { engine, otherStore, testContext } from '../support';
import { buildInfo } from '../../src/build-info';
import { FormBrowser, formFields } from '../developers/oauth/helpers';

const catchBody = { species: 'Grey triggerfish', weight_lbs: 3, depth_ft: 30 };

describe('rate limiter', () => {
  test('counts per key in a fixed window and resets after it', () => {
    const clock = { now: 1000 };
    const limiter = createRateLimiter({ limit: 2, windowSeconds: 60, now: () => clock.now });
    const steps: [number, string, boolean, number, number][] = [
      // at, key, allowed, remaining, reset seconds
      [1000, 'a', true, 1, 60],
      [1010, 'a', true, 0, 50],
      [1020, 'a', false, 0, 40],
      [1020, 'b', true, 1, 60],
      [1060, 'a', true, 1, 60],
    ];
    for (const [at, key, allowed, remaining, reset] of steps) {
      clock.now = at;
      expect({ at, ...limiter.hit(key) }).toEqual({ at, allowed, remaining, resetSeconds: reset });
    }
  });
});

describe('rate limits with several instances', () => {
  // Three requests a minute in all, whichever instance answers; the second instance is another
  // store (its own connections) on the same database, as another process would be.
  test.skipIf(engine !== 'postgres')('instances on one PostgreSQL database share one budget per credential and per address', async () => {
    const first = testContext({ rateLimitPerMinute: 3, authRateLimitPerMinute: 2 });
    const second = testContext({ rateLimitPerMinute: 3, authRateLimitPerMinute: 2 }, { db: otherStore(first.db) });
    second.clock.now = first.clock.now;
    const { key } = await first.user('shared@limits.test');
    const statuses: number[] = [];
    for (const ctx of [first, second, first, second]) statuses.push((await ctx.request('GET', '/v1/me', { key })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // The sign-in limit (per client address) is shared too. The form carries a valid token:
    // every instance checks it with the key they share, before the limit counts the attempt.
    const [onSecond, onFirst] = [new FormBrowser(second), new FormBrowser(first)];
    const form = { ...formFields(await (await onSecond.send('GET', '/sign-in')).text()), email: 'a@b.test', password: 'x' };
    for (const [name, value] of onSecond.cookies) onFirst.cookies.set(name, value);
    const signIns: number[] = [];
    for (const browser of [onSecond, onFirst, onSecond]) signIns.push((await browser.send('POST', '/sign-in', form)).status);
    expect(signIns[2]).toBe(429);
    expect(signIns.slice(0, 2)).not.toContain(429);
    // A new window starts the count again, for every instance.
    first.clock.now += 60;
    second.clock.now += 60;
    expect((await second.request('GET', '/v1/me', { key })).status).toBe(200);
    await second.db.close();
  });
});

describe('client address', () => {
  test.each([
    ['untrusted peer: X-Forwarded-For ignored', '203.0.113.9', '10.0.0.1', [], '203.0.113.9'],
    ['trusted proxy: the last untrusted hop', '127.0.0.1', '198.51.100.7, 203.0.113.5', ['127.0.0.1'], '203.0.113.5'],
    ['chain of trusted proxies', '127.0.0.1', '198.51.100.7, 10.0.0.2', ['127.0.0.1', '10.0.0.2'], '198.51.100.7'],
    ['trusted proxy without header', '::ffff:127.0.0.1', null, ['127.0.0.1'], '127.0.0.1'],
    ['no peer', null, '198.51.100.7', ['127.0.0.1'], null],
  ] as const)('%s', (_name, peer, forwarded, trusted, expected) => {
    expect(resolveClientAddress(peer, forwarded, trusted)).toBe(expected);
  });
  test.each([
    ['127.0.0.1', true],
    ['::1', true],
    ['::ffff:127.0.0.5', true],
    ['10.0.0.1', false],
    [null, false],
  ] as const)('%s loopback: %s', (a, loop) => {
    expect(isLoopback(a)).toBe(loop);
  });
});

describe('rate limits over HTTP', () => {
  test('per credential and per address, with RateLimit fields and a 429 problem', async () => {
    const ctx = testContext({ rateLimitPerMinute: 2 }, { clientAddress: (r) => r.headers.get('x-test-peer') });
    const alice = await ctx.user('alice@example.com');
    const bob = await ctx.user('bob@example.com');
    const peer = (p: string) => ({ 'x-test-peer': p });
    const steps: [string, { key?: string; headers?: Record<string, string> }, number, string][] = [
      ['alice 1', { key: alice.key }, 200, '"default";r=1;t=60'],
      ['alice 2', { key: alice.key }, 200, '"default";r=0;t=60'],
      ['alice 3', { key: alice.key }, 429, '"default";r=0;t=60'],
      ['bob 1 (own budget)', { key: bob.key, headers: peer('198.51.100.1') }, 200, '"default";r=1;t=60'],
      ['anonymous A 1', { headers: peer('198.51.100.1') }, 401, '"default";r=1;t=60'],
      ['bad key from A counts for A', { key: 'cdk_not_a_real_key_000', headers: peer('198.51.100.1') }, 401, '"default";r=0;t=60'],
      ['anonymous A 3', { headers: peer('198.51.100.1') }, 429, '"default";r=0;t=60'],
      ['anonymous B 1', { headers: peer('198.51.100.2') }, 401, '"default";r=1;t=60'],
    ];
    for (const [name, options, status, rateLimit] of steps) {
      const response = await ctx.request('GET', '/v1/catches', options);
      expect({ name, status: response.status, rateLimit: response.headers.get('ratelimit') }).toEqual({ name, status, rateLimit });
      expect(response.headers.get('ratelimit-policy')).toBe('"default";q=2;w=60');
      if (status === 429) {
        expect(response.headers.get('content-type')).toBe('application/problem+json');
        expect(response.headers.get('retry-after')).toBe('60');
        expect(await response.json()).toMatchObject({ status: 429, code: 'rate_limited' });
      }
    }
    ctx.clock.now += 60;
    expect((await ctx.request('GET', '/v1/catches', { key: alice.key })).status).toBe(200);
  });

  test('the pages’ own files count against no limit: a first page load asks for a dozen', async () => {
    const ctx = testContext({ rateLimitPerMinute: 2 });
    const home = await (await ctx.request('GET', '/')).text();
    const files = [...new Set([...home.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!)), '/favicon.ico'];
    expect(files.length).toBeGreaterThan(3);
    for (const file of [...files, ...files]) {
      const response = await ctx.request('GET', file);
      expect({ file, status: response.status, limited: response.headers.has('ratelimit') }).toEqual({ file, status: 200, limited: false });
    }
    // The page itself still counts: the home page above, then one more, then refused.
    expect((await ctx.request('GET', '/')).status).toBe(200);
    expect((await ctx.request('GET', '/')).status).toBe(429);
  });

  test('a limited request changes nothing', async () => {
    const ctx = testContext({ rateLimitPerMinute: 1 });
    const alice = await ctx.user('alice@example.com');
    expect((await ctx.request('POST', '/v1/catches', { key: alice.key, body: catchBody })).status).toBe(201);
    expect((await ctx.request('POST', '/v1/catches', { key: alice.key, body: catchBody })).status).toBe(429);
    expect(await ctx.db.get('SELECT count(*) AS n FROM catches')).toEqual({ n: 1 });
  });

  test('CATCHD_RATE_LIMIT=0 sends no RateLimit fields', async () => {
    const ctx = testContext({ rateLimitPerMinute: 0 });
    const response = await ctx.request('GET', '/healthz');
    expect(response.headers.has('ratelimit')).toBe(false);
    expect(response.headers.has('ratelimit-policy')).toBe(false);
  });
});

describe('request ids and logs', () => {
  test.each([
    ['kept when sane', 'abc-123_XYZ.42', true],
    ['replaced when it has spaces', 'abc 123', false],
    ['replaced when longer than 200', 'x'.repeat(201), false],
    ['replaced when it has control characters', 'a\u0007b', false],
  ])('X-Request-Id %s', async (_name, sent, kept) => {
    const ctx = testContext();
    const headers = new Headers();
    // Headers refuses control characters; those reach the app only from a raw socket.
    if (!/[\u0000-\u001f]/.test(sent)) headers.set('x-request-id', sent);
    const response = await ctx.app.handle(new Request('http://catchd.test/nowhere', { headers }));
    const id = response.headers.get('x-request-id');
    if (kept) expect(id).toBe(sent);
    else expect(id).toMatch(/^req_[0-9a-z]{26}$/);
  });

  test('one JSON log line per request with the matched route and real status', async () => {
    const lines: Record<string, unknown>[] = [];
    const ctx = testContext({}, { log: (entry) => lines.push(entry) });
    const alice = await ctx.user('alice@example.com');
    const cases: [string, string, object, number, string][] = [
      ['GET', '/v1/catches', { key: alice.key }, 200, '/v1/catches'],
      ['POST', '/v1/catches', { key: alice.key, body: catchBody }, 201, '/v1/catches'],
      ['GET', '/api/v1/catches/catch_00000000000000000000000000', { key: alice.key }, 404, '/api/v1/catches/:id'],
      ['POST', '/v1/catches', { key: alice.key, body: '{bad' }, 400, '/v1/catches'],
      ['GET', '/v1/nothing-here', {}, 404, 'unmatched'],
      ['PUT', '/v1/catches', { key: alice.key }, 405, 'unmatched'],
    ];
    for (const [method, path, options, status] of cases) {
      const response = await ctx.request(method, path, { ...options, headers: { 'x-request-id': `t-${lines.length}-${path.length}` } });
      expect(response.status).toBe(status);
    }
    // Logs are written after the response is handed over: wait for them (a loaded machine is slow).
    const requestLines = (): Record<string, unknown>[] => lines.filter((l) => l.msg === 'request');
    for (let waited = 0; requestLines().length < cases.length && waited < 5000; waited += 10) await Bun.sleep(10);
    const requests = requestLines();
    expect(requests.map((l) => [l.method, l.route, l.status])).toEqual(cases.map(([m, , , s, r]) => [m, r, s]));
    for (const line of requests) {
      expect(typeof line.request_id).toBe('string');
      expect(typeof line.duration_ms).toBe('number');
    }
  });
});

test('an unexpected error is a 500 problem without internals, logged with the request id', async () => {
  const lines: Record<string, unknown>[] = [];
  const log = (entry: Record<string, unknown>) => lines.push(entry);
  const app = new Elysia()
    .use(
      errorPlugin({
        problemTypeBase: 'http://catchd.test/errors',
        routes: () => [],
        maxUploadBytes: 1024,
        log: (error, requestId) => log({ msg: 'unhandled error', request_id: requestId, error: String(error) }),
      }),
    )
    .use(
      operationsPlugin({
        limiter: null,
        credentialOf: async () => null,
        clientAddress: () => null,
        corsOrigins: [],
        metrics: new MetricsRegistry(),
        log,
        https: false,
      }),
    )
    .get('/boom', () => {
      throw new Error('secret internals');
    });
  const response = await app.handle(new Request('http://catchd.test/boom', { headers: { 'x-request-id': 'trace-me-42' } }));
  expect(response.status).toBe(500);
  expect(response.headers.get('content-type')).toBe('application/problem+json');
  expect(await response.text()).not.toContain('secret internals');
  await Bun.sleep(5);
  expect(lines.find((l) => l.msg === 'unhandled error')).toMatchObject({ request_id: 'trace-me-42', error: 'Error: secret internals' });
  expect(lines.find((l) => l.msg === 'request')).toMatchObject({ request_id: 'trace-me-42', status: 500, route: '/boom' });
});

test('a transaction that concurrent writers kept refusing is a 503 busy problem with Retry-After, not a 500', async () => {
  const app = new Elysia()
    .use(errorPlugin({ problemTypeBase: 'http://catchd.test/errors', routes: () => [], maxUploadBytes: 1024 }))
    .post('/contended', () => {
      throw new WriteContention(Object.assign(new Error('could not serialize access'), { errno: '40001' }));
    });
  const response = await app.handle(new Request('http://catchd.test/contended', { method: 'POST' }));
  expect([response.status, response.headers.get('retry-after'), ((await response.json()) as { code: string }).code]).toEqual([
    503,
    '1',
    'busy',
  ]);
});

describe('security headers', () => {
  test.each([
    ['JSON', 'GET', '/healthz', "default-src 'none'; frame-ancestors 'none'"],
    ['problem', 'GET', '/v1/catches', "default-src 'none'; frame-ancestors 'none'"],
    ['not found', 'GET', '/nope', "default-src 'none'; frame-ancestors 'none'"],
    ['OpenAPI document', 'GET', '/openapi.json', "default-src 'none'; frame-ancestors 'none'"],
  ])('%s', async (_name, method, path, csp) => {
    const response = await testContext().request(method, path);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('content-security-policy')).toBe(csp);
    expect(response.headers.has('x-request-id')).toBe(true);
    expect(response.headers.has('strict-transport-security')).toBe(false);
  });

  test('the docs page may run its own script and nothing from elsewhere', async () => {
    const response = await testContext().request('GET', '/docs');
    expect(response.headers.get('content-type')).toContain('text/html');
    const csp = response.headers.get('content-security-policy')!;
    // Scalar's configuration is data in the page, so no inline script needs allowing.
    expect(csp.split('; ').find((directive) => directive.startsWith('script-src'))).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  test('HSTS when the public URL is https', async () => {
    const response = await testContext({ baseUrl: 'https://catchd.example' }).request('GET', '/healthz');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });
});

describe('CORS', () => {
  const origin = 'https://app.example';
  test.each([
    ['off by default', [], 'GET', '/v1/catches', origin, null],
    ['listed origin', [origin], 'GET', '/v1/catches', origin, origin],
    ['listed origin under /api', [origin], 'GET', '/api/v1/catches', origin, origin],
    ['other origin', [origin], 'GET', '/v1/catches', 'https://evil.example', null],
    ['any origin', ['*'], 'GET', '/v1/catches', 'https://evil.example', '*'],
    ['never on the docs page', ['*'], 'GET', '/docs', origin, null],
    ['never on health', ['*'], 'GET', '/healthz', origin, null],
  ] as const)('%s', async (_name, origins, method, path, sent, allowed) => {
    const response = await testContext({ corsOrigins: [...origins] }).request(method, path, { headers: { origin: sent } });
    expect(response.headers.get('access-control-allow-origin')).toBe(allowed);
    if (allowed) expect(response.headers.get('access-control-expose-headers')).toContain('RateLimit');
  });

  test.each(['/v1/catches', '/api/v1/catches/catch_00000000000000000000000000', '/v1/keys'])('preflight for %s', async (path) => {
    const ctx = testContext({ corsOrigins: [origin] });
    const response = await ctx.request('OPTIONS', path, {
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-allow-headers')).toContain('Authorization');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('vary')).toBe('Origin');
  });
});

describe('metrics and readiness', () => {
  test('requests, webhook deliveries, outbox and database size in Prometheus text', async () => {
    const ctx = testContext();
    const alice = await ctx.user('alice@example.com');
    await ctx.request('GET', '/v1/catches', { key: alice.key });
    await ctx.request('GET', '/v1/catches');
    await Bun.sleep(5);
    const response = await ctx.request('GET', '/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('catchd_http_requests_total{method="GET",route="/v1/catches",status="200"} 1');
    expect(text).toContain('catchd_http_requests_total{method="GET",route="/v1/catches",status="401"} 1');
    expect(text).toContain('catchd_http_request_duration_seconds_bucket{method="GET",route="/v1/catches",le="+Inf"} 2');
    expect(text).toContain('# TYPE catchd_webhook_deliveries_total counter');
    expect(text).toMatch(/^catchd_database_size_bytes [1-9]\d*$/m);
    const hasOutbox = (await ctx.db.get(ctx.db.dialect.tableExists, 'webhook_deliveries')) !== undefined;
    expect(/^catchd_webhook_outbox_pending \d+$/m.test(text)).toBe(hasOutbox);
  });

  test('lookups of the in-process caches are counted by cache and result', async () => {
    // The request log's timed flush is a commit that moves the version: off here.
    const ctx = testContext({ requestLogMaxRows: 0 });
    const alice = await ctx.user('alice@example.com');
    await ctx.request('POST', '/v1/catches', { key: alice.key, body: catchBody });
    const lookups = async (): Promise<Record<string, number>> => {
      const text = await (await ctx.request('GET', '/metrics')).text();
      const found: Record<string, number> = {};
      for (const [, cache, result, n] of text.matchAll(/^catchd_cache_lookups_total\{cache="([a-z_]+)",result="(hit|miss)"\} (\d+)$/gm))
        found[`${cache} ${result}`] = Number(n);
      return found;
    };
    // The first read computes the page and its JSON (one catch) and remembers the answer; the
    // two after it are that answer, without the page's cache or the catch's JSON. Boards alike.
    // On PostgreSQL any write anywhere on the server (another test's timers) moves the version
    // the caches key on: the pattern is due within a few tries, not always on the first.
    const counted: number[][] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const before = await lookups();
      for (let i = 0; i < 3; i++) {
        expect((await ctx.request('GET', `/v1/catches?per_page=${5 + attempt}`, { key: alice.key })).status).toBe(200);
        expect((await ctx.request('GET', `/v1/leaderboards/heaviest?per_page=${5 + attempt}`, { key: alice.key })).status).toBe(200);
      }
      const after = await lookups();
      const delta = (name: string): number => (after[name] ?? 0) - (before[name] ?? 0);
      counted.push([
        delta('catch_list_answers miss'),
        delta('catch_list_answers hit'),
        delta('catch_list_pages miss'),
        delta('catch_list_pages hit'),
        delta('catch_json miss'),
        delta('catch_json hit'),
        delta('board_pages miss'),
        delta('board_pages hit'),
        delta('board_bodies miss'),
        delta('board_bodies hit'),
      ]);
      if (counted.at(-1)!.join() === '1,2,1,0,1,0,1,2,1,2') break;
    }
    expect(counted.at(-1)).toEqual([1, 2, 1, 0, 1, 0, 1, 2, 1, 2]);
  });

  test('a counter other modules increment shows up with its labels', () => {
    const registry = new MetricsRegistry();
    registry.counter('catchd_webhook_deliveries_total', 'x').inc({ result: 'succeeded' });
    registry.counter('catchd_webhook_deliveries_total', 'x').inc({ result: 'succeeded' });
    registry.counter('catchd_webhook_deliveries_total', 'x').inc({ result: 'fail"ed\n' });
    expect(registry.render()).toContain('catchd_webhook_deliveries_total{result="succeeded"} 2');
    expect(registry.render()).toContain('catchd_webhook_deliveries_total{result="fail\\"ed\\n"} 1');
  });

  test.each([
    ['remote client, no token configured', null, '203.0.113.9', undefined, 403],
    ['loopback, no token configured', null, '127.0.0.1', undefined, 200],
    ['token configured, none sent', 's3cret-token', '127.0.0.1', undefined, 401],
    ['token configured, wrong one', 's3cret-token', '203.0.113.9', 'Bearer nope', 401],
    ['token configured, right one', 's3cret-token', '203.0.113.9', 'Bearer s3cret-token', 200],
  ] as const)('/metrics access: %s', async (_name, token, address, authorization, status) => {
    const ctx = testContext({ metricsToken: token }, { clientAddress: () => address });
    const response = await ctx.request('GET', '/metrics', { headers: authorization ? { authorization } : {} });
    expect(response.status).toBe(status);
    if (status !== 200) expect(response.headers.get('content-type')).toBe('application/problem+json');
  });

  test('/readyz needs every migration applied', async () => {
    const ctx = testContext();
    expect(await (await ctx.request('GET', '/readyz')).json()).toEqual({ status: 'ready' });
    const migrations = ctx.db.dialect.migrationsTable;
    await ctx.db.run(`DELETE FROM ${migrations} WHERE created_at = (SELECT max(created_at) FROM ${migrations})`);
    const response = await ctx.request('GET', '/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'not_ready' });
  });
});

test('the database file is created owner-only (0600)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'catchd-mode-'));
  try {
    const db = openDatabase(join(dir, 'catchd.db'));
    db.$client.close();
    expect(statSync(join(dir, 'catchd.db')).mode & 0o777).toBe(0o600);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('the running version', () => {
  test('/healthz and the metrics name the version of the running executable', async () => {
    const ctx = testContext();
    expect(await (await ctx.request('GET', '/healthz')).json()).toEqual({ status: 'ok', version: buildInfo.version });
    const metrics = await (await ctx.request('GET', '/metrics')).text();
    expect(metrics).toContain(
      `catchd_build_info{version="${buildInfo.version}",commit="${buildInfo.commit}",target="${buildInfo.target}"} 1`,
    );
  });
});
