// End to end over real HTTP on 127.0.0.1: the app served by Bun.serve, the dispatcher with
// the real fetch, and a receiver that verifies every delivery with the `standardwebhooks`
// and `svix` libraries, unchanged.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { Webhook as SvixWebhook } from 'svix';
import { loopbackDispatcher, testContext } from '../../support';

interface Received {
  path: string;
  id: string;
  type: string;
  verifiedBy: string[];
}

const ctx = testContext({ webhookAllowPrivate: true });
ctx.clock.now = Math.floor(Date.now() / 1000);
const received: Received[] = [];
/** Status the receiver answers per path, in order; 200 once a list is used up. */
const script = new Map<string, number[]>();
const secrets = new Map<string, string>();

const receiver = Bun.serve({
  hostname: '127.0.0.1',
  port: 0,
  async fetch(request) {
    const path = new URL(request.url).pathname;
    const body = await request.text();
    const headers = Object.fromEntries(request.headers);
    const secret = secrets.get(path)!;
    const verifiedBy: string[] = [];
    try {
      new StandardWebhook(secret).verify(body, headers);
      verifiedBy.push('standardwebhooks');
    } catch {}
    try {
      new SvixWebhook(secret).verify(body, headers);
      verifiedBy.push('svix');
    } catch {}
    const event = JSON.parse(body) as { id: string; type: string };
    expect(headers['webhook-id']).toBe(event.id);
    received.push({ path, id: event.id, type: event.type, verifiedBy });
    return new Response('thanks', { status: script.get(path)?.shift() ?? 200 });
  },
});
const app = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: (request) => ctx.app.handle(request) });
// Only the outbox signal can start a first attempt within the test.
const dispatcher = loopbackDispatcher(ctx, { schedule: [0.05, 0.05], pollMs: 60_000 });
const alice = await ctx.user('alice@example.com');

beforeAll(() => dispatcher.start());
afterAll(async () => {
  await dispatcher.stop(1000);
  app.stop(true);
  receiver.stop(true);
});

async function api(method: string, path: string, body?: unknown): Promise<any> {
  ctx.clock.now = Math.floor(Date.now() / 1000);
  const response = await fetch(`http://127.0.0.1:${app.port}${path}`, {
    method,
    headers: { authorization: `Bearer ${alice.key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status).toBeLessThan(300);
  return response.status === 204 ? null : response.json();
}

async function endpoint(path: string, events = ['*']): Promise<{ id: string; secret: string }> {
  const created = await api('POST', '/v1/webhooks', { url: `http://127.0.0.1:${receiver.port}${path}`, events });
  secrets.set(path, created.secret);
  return created;
}

/** Waits (without asserting on time) until `count` deliveries reached `path`. */
async function receivedAt(path: string, count: number): Promise<Received[]> {
  for (let i = 0; i < 500; i++) {
    const found = received.filter((r) => r.path === path);
    if (found.length >= count) return found;
    await Bun.sleep(10);
  }
  throw new Error(`only ${received.filter((r) => r.path === path).length} of ${count} deliveries reached ${path}`);
}

test('deliveries verify with standardwebhooks and svix, and arrive without waiting for a poll', async () => {
  await endpoint('/verify');
  const fish = await api('POST', '/v1/catches', { species: 'Barber surgeonfish', weight_lbs: 2, depth_ft: 10 });
  await api('PATCH', `/v1/catches/${fish.id}`, { notes: 'tasty' });
  await api('DELETE', `/v1/catches/${fish.id}`);
  const got = await receivedAt('/verify', 3);
  expect(got.map((r) => r.type).sort()).toEqual(['catch.created', 'catch.deleted', 'catch.updated']);
  for (const r of got) expect(r.verifiedBy).toEqual(['standardwebhooks', 'svix']);
});

test('two failures, then a success; every attempt has the same webhook-id; a manual retry too', async () => {
  const hook = await endpoint('/flaky', ['catch.created']);
  script.set('/flaky', [500, 503]);
  await api('POST', '/v1/catches', { species: 'Barber surgeonfish', weight_lbs: 2, depth_ft: 10 });
  const got = await receivedAt('/flaky', 3);
  expect(new Set(got.map((r) => r.id)).size).toBe(1);
  let deliveries = await api('GET', `/v1/webhooks/${hook.id}/deliveries`);
  for (let i = 0; i < 100 && deliveries.data[0].status === 'pending'; i++) {
    await Bun.sleep(10);
    deliveries = await api('GET', `/v1/webhooks/${hook.id}/deliveries`);
  }
  const [delivery] = deliveries.data;
  expect(delivery).toMatchObject({ status: 'succeeded', event_id: got[0]!.id, event_type: 'catch.created', next_attempt_at: null });
  expect(delivery.attempts.map((a: { status_code: number }) => a.status_code)).toEqual([500, 503, 200]);
  expect(delivery.attempts[2]).toMatchObject({ error: null, response_body: 'thanks' });

  await api('POST', `/v1/webhooks/${hook.id}/deliveries/${delivery.id}/retry`);
  const again = await receivedAt('/flaky', 4);
  expect(again[3]!.id).toBe(got[0]!.id);
  expect(again[3]!.verifiedBy).toEqual(['standardwebhooks', 'svix']);
});

test('POST /test pings only that endpoint', async () => {
  const pinged = await endpoint('/ping', ['catch.deleted']);
  await endpoint('/other', ['catch.deleted']);
  await api('POST', `/v1/webhooks/${pinged.id}/test`);
  const got = await receivedAt('/ping', 1);
  expect(got[0]).toMatchObject({ type: 'webhook.test', verifiedBy: ['standardwebhooks', 'svix'] });
  expect(received.filter((r) => r.path === '/other')).toEqual([]);
});
