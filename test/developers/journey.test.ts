// The developer journey of issue 13 through the API, over real HTTP (the portal pages will be
// a thin controller over the same services): apply, get approved, create a key and an app,
// register a webhook to a local receiver, send a test event and see it delivered, break the
// receiver and watch the retries, resend, then find the failed calls in the request log.
import { afterAll, expect, test } from 'bun:test';
import { loopbackDispatcher, testContext } from '../support';

const ctx = testContext({ developerAccess: 'approval', webhookAllowPrivate: true });
let receiverStatus = 200;
const received: string[] = [];
const receiver = Bun.serve({
  hostname: '127.0.0.1',
  port: 0,
  async fetch(request) {
    received.push(request.headers.get('webhook-id')!);
    await request.text();
    return new Response(receiverStatus === 200 ? 'ok' : 'receiver is down', { status: receiverStatus });
  },
});
const server = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: (request) => ctx.app.handle(request) });
const dispatcher = loopbackDispatcher(ctx, { schedule: [0.3, 0.3], pollMs: 100 });
dispatcher.start();
afterAll(async () => {
  await dispatcher.stop(1000);
  server.stop(true);
  receiver.stop(true);
});

async function call(key: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  ctx.clock.now = Math.floor(Date.now() / 1000);
  const response = await fetch(`http://127.0.0.1:${server.port}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

async function until<T>(what: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await what();
    if (done(value)) return value;
    await Bun.sleep(100);
  }
  throw new Error('gave up waiting');
}

test('from application to the request log', async () => {
  const dev = await ctx.user('dev@journey.test');
  const admin = await ctx.user('admin@journey.test', 'admin');

  expect((await call(dev.key, 'POST', '/v1/keys', { name: 'early', scopes: ['catches:read'] })).status).toBe(403);
  const application = await call(dev.key, 'POST', '/v1/developer-applications', {
    name: 'Dev',
    email: 'dev@journey.test',
    building: 'A dive log',
  });
  expect(application.status).toBe(201);
  const waiting = await call(admin.key, 'GET', '/v1/developer-applications?state=requested');
  expect(waiting.body.data.map((a: { id: string }) => a.id)).toEqual([application.body.id]);
  expect((await call(admin.key, 'POST', `/v1/developer-applications/${application.body.id}/approve`)).status).toBe(200);

  const key = await call(dev.key, 'POST', '/v1/keys', { name: 'integration', scopes: ['catches:read', 'webhooks:write', 'account:read'] });
  expect(key.status).toBe(201);
  const secretKey: string = key.body.key;
  const app = await call(dev.key, 'POST', '/v1/apps', {
    name: 'Dive Log',
    type: 'public',
    redirect_uris: ['http://127.0.0.1/callback'],
    scopes: ['catches:read'],
  });
  expect(app.status).toBe(201);

  const endpoint = await call(secretKey, 'POST', '/v1/webhooks', {
    url: `http://127.0.0.1:${receiver.port}/hooks`,
    events: ['catch.created'],
  });
  expect(endpoint.status).toBe(201);
  const deliveries = `/v1/webhooks/${endpoint.body.id}/deliveries`;
  const test1 = await call(secretKey, 'POST', `/v1/webhooks/${endpoint.body.id}/test`);
  expect(test1.status).toBe(202);
  const delivered = await until(
    () => call(secretKey, 'GET', `${deliveries}/${test1.body.id}`),
    (d) => d.body.status === 'succeeded',
  );
  expect(delivered.body.attempts).toMatchObject([{ status_code: 200, response_body: 'ok' }]);

  // The receiver breaks: attempts fail, each logged with its status and answer, and a next retry.
  receiverStatus = 503;
  const test2 = await call(secretKey, 'POST', `/v1/webhooks/${endpoint.body.id}/test`);
  const failing = await until(
    () => call(secretKey, 'GET', `${deliveries}/${test2.body.id}`),
    (d) => d.body.attempts.length >= 2,
  );
  expect(failing.body.attempts[0]).toMatchObject({ status_code: 503, response_body: 'receiver is down', error: null });
  expect(failing.body.attempts[0].duration_ms).toBeGreaterThanOrEqual(0);
  const failed = await until(
    () => call(secretKey, 'GET', `${deliveries}/${test2.body.id}`),
    (d) => d.body.status === 'failed',
  );
  expect(failed.body.attempts).toHaveLength(3);
  expect(failed.body.next_attempt_at).toBeNull();
  expect((await call(secretKey, 'GET', `${deliveries}?status=failed`)).body.data.map((d: { id: string }) => d.id)).toEqual([test2.body.id]);

  // Fixed: resend the failed delivery; the receiver sees the same webhook-id again.
  receiverStatus = 200;
  expect((await call(secretKey, 'POST', `${deliveries}/${test2.body.id}/retry`)).status).toBe(202);
  const resent = await until(
    () => call(secretKey, 'GET', `${deliveries}/${test2.body.id}`),
    (d) => d.body.status === 'succeeded',
  );
  expect(resent.body.attempts.at(-1)).toMatchObject({ status_code: 200 });
  expect(received.at(-1)).toBe(received.at(-2)!);

  // A call that fails, found again in the request log with the key that made it.
  const bad = await call(secretKey, 'POST', '/v1/webhooks', { url: 'not a url', events: ['catch.created'] });
  expect(bad.status).toBe(422);
  const log = await call(dev.key, 'GET', '/v1/request-log?status=4xx');
  expect(log.body.data[0]).toMatchObject({ method: 'POST', path: '/v1/webhooks', status: 422, key_id: key.body.id });
  expect(log.body.data.map((e: { path: string; status: number }) => `${e.status} ${e.path}`)).toContain('403 /v1/keys');
});
