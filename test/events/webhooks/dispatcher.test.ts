// The dispatcher with injected fetch, clock, randomness and timeout signal: no sleeping,
// no network. Deliveries are created through the real HTTP app.
import { describe, expect, test } from 'bun:test';
import { Webhook } from 'standardwebhooks';
import { WebhookDispatcher, type DispatcherDeps } from '../../../src/modules/events/webhooks/dispatcher';
import type { WebhookFetch } from '../../../src/app-deps';
import { testContext } from '../../support';

const catchBody = { species: 'Barber surgeonfish', weight_lbs: 3.5, depth_ft: 20, location: { lat: 43.123456, lon: 5.987654 } };
const publicAddress = '93.184.215.14';

interface Call {
  url: string;
  init: Parameters<WebhookFetch>[1];
  headers: Record<string, string>;
  body: string;
}

type Handler = (call: Call) => Promise<Response> | Response;

async function harness(overrides: Partial<DispatcherDeps> = {}) {
  const ctx = testContext();
  ctx.clock.now = Math.floor(Date.now() / 1000); // signatures are checked against the real time
  const clock = { ms: ctx.clock.now * 1000 };
  const calls: Call[] = [];
  let handler: Handler = () => new Response('ok');
  const deps: DispatcherDeps = {
    db: ctx.db,
    fetch: async (url, init) => {
      const call = { url, init, headers: init.headers as Record<string, string>, body: String(init.body) };
      calls.push(call);
      return handler(call);
    },
    resolve: async () => [publicAddress],
    random: () => 0.5,
    nowMs: () => clock.ms,
    log: () => {},
    metrics: ctx.deps.metrics,
    allowPrivate: false,
    schedule: [5, 300, 1800],
    timeoutMs: 10_000,
    retentionDays: 30,
    leaseMs: 15_000,
    ...overrides,
  };
  const dispatcher = new WebhookDispatcher(deps);
  const alice = await ctx.user('alice@example.com');
  return {
    ctx,
    clock,
    calls,
    deps,
    dispatcher,
    alice,
    setHandler(next: Handler) {
      handler = next;
    },
    /** Moves both the app's and the dispatcher's clock. */
    advance(ms: number) {
      clock.ms += ms;
      ctx.clock.now = Math.floor(clock.ms / 1000);
    },
    async endpoint(key = alice.key, url = 'https://hooks.example.com/catchd', events = ['*']): Promise<{ id: string; secret: string }> {
      const response = await ctx.request('POST', '/v1/webhooks', { key, body: { url, events } });
      expect(response.status).toBe(201);
      return response.json();
    },
    async createCatch(key = alice.key): Promise<string> {
      const response = await ctx.request('POST', '/v1/catches', { key, body: catchBody });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    },
    async delivery() {
      return (await ctx.db.get<{ status: string; attempt_count: number; next_attempt_at_ms: number | null; lease_until_ms: number | null }>(
        'SELECT status, attempt_count, next_attempt_at_ms, lease_until_ms FROM webhook_deliveries ORDER BY pk LIMIT 1',
      ))!;
    },
    async attempts() {
      return await ctx.db.all<{ status_code: number | null; error: string | null; response_body: string | null }>(
        'SELECT status_code, error, response_body FROM webhook_attempts ORDER BY pk',
      );
    },
    async endpointRow() {
      return (await ctx.db.get<{ enabled: number; disabled_reason: string | null; failing_since: number | null }>(
        'SELECT enabled, disabled_reason, failing_since FROM webhook_endpoints',
      ))!;
    },
  };
}

describe('dispatcher', () => {
  test('delivers a signed Standard Webhooks request to the checked, pinned address', async () => {
    const h = await harness();
    const endpoint = await h.endpoint();
    const catchId = await h.createCatch();
    await h.dispatcher.drain();
    expect(h.calls).toHaveLength(1);
    const [call] = h.calls;
    expect(call!.url).toBe(`https://${publicAddress}/catchd`);
    expect(call!.headers.host).toBe('hooks.example.com');
    expect(call!.init.tls).toEqual({ serverName: 'hooks.example.com' });
    expect(call!.init.redirect).toBe('manual');
    const payload = new Webhook(endpoint.secret).verify(call!.body, call!.headers) as {
      id: string;
      type: string;
      data: { object: { id: string } };
    };
    expect(payload.type).toBe('catch.created');
    expect(payload.data.object.id).toBe(catchId);
    expect(call!.headers['webhook-id']).toBe(payload.id);
    expect(Object.keys(JSON.parse(call!.body)).sort()).toEqual(['created_at', 'data', 'id', 'type']);
    expect(await h.delivery()).toMatchObject({ status: 'succeeded', attempt_count: 1, next_attempt_at_ms: null, lease_until_ms: null });
    expect(await h.attempts()).toEqual([{ status_code: 200, error: null, response_body: 'ok' }]);
  });

  test('the payload follows the privacy rule for the endpoint owner', async () => {
    const h = await harness();
    const bob = await h.ctx.user('bob@example.com');
    await h.endpoint(bob.key);
    await h.endpoint(h.alice.key);
    await h.createCatch();
    await h.dispatcher.drain();
    const locations = h.calls.map((c) => JSON.parse(c.body).data.object.location);
    expect(locations).toContainEqual({ lat: 43.1, lon: 6, precise: false });
    expect(locations).toContainEqual({ lat: 43.123456, lon: 5.987654, precise: true });
  });

  test.each([
    ['random 0 gives -20 %', 0, 4000],
    ['random 0.5 gives the schedule', 0.5, 5000],
    ['random near 1 gives +20 %', 0.999999, 6000],
  ])('retry schedule with jitter: %s', async (_name, random, delayMs) => {
    const h = await harness({ random: () => random });
    h.setHandler(() => new Response('down', { status: 500 }));
    await h.endpoint();
    await h.createCatch();
    await h.dispatcher.drain();
    const first = await h.delivery();
    expect(first.status).toBe('pending');
    expect(first.next_attempt_at_ms! - h.clock.ms).toBeCloseTo(delayMs, -1);
  });

  test('follows the whole schedule, then gives up', async () => {
    const h = await harness();
    h.setHandler(() => new Response('down', { status: 500 }));
    await h.endpoint();
    await h.createCatch();
    await h.dispatcher.drain();
    const delays: number[] = [];
    for (;;) {
      const row = await h.delivery();
      if (row.status !== 'pending') break;
      const wait = row.next_attempt_at_ms! - h.clock.ms;
      delays.push(wait);
      h.advance(wait - 1);
      await h.dispatcher.drain();
      expect((await h.delivery()).attempt_count).toBe(delays.length); // not due yet: nothing happened
      h.advance(1);
      await h.dispatcher.drain();
    }
    expect(delays).toEqual([5000, 300_000, 1_800_000]);
    expect(await h.delivery()).toMatchObject({ status: 'failed', attempt_count: 4, next_attempt_at_ms: null });
    expect((await h.endpointRow()).enabled).toBe(1);
  });

  test('two failures then a success', async () => {
    const h = await harness();
    const statuses = [503, 500, 204];
    h.setHandler(() => new Response(null, { status: statuses.shift()! }));
    await h.endpoint();
    await h.createCatch();
    for (let i = 0; i < 3; i++) {
      await h.dispatcher.drain();
      h.advance(3_600_000);
    }
    expect((await h.attempts()).map((a) => a.status_code)).toEqual([503, 500, 204]);
    expect((await h.delivery()).status).toBe('succeeded');
    expect(new Set(h.calls.map((c) => c.headers['webhook-id'])).size).toBe(1);
    expect((await h.endpointRow()).failing_since).toBeNull();
  });

  test('every attempt is counted by result in catchd_webhook_deliveries_total, next to the outbox depth', async () => {
    const h = await harness({ schedule: [5] });
    const statuses = [500, 500, 204, 410];
    h.setHandler(() => new Response(null, { status: statuses.shift()! }));
    await h.endpoint();
    await h.createCatch(); // 500 (retry), 500 (failed: the schedule has one retry)
    await h.dispatcher.drain();
    const scrape = async (): Promise<string> => (await h.ctx.request('GET', '/metrics')).text();
    expect(await scrape()).toContain('catchd_webhook_outbox_pending 1');
    h.advance(3_600_000);
    await h.dispatcher.drain();
    await h.createCatch(); // 204 (succeeded)
    await h.dispatcher.drain();
    await h.createCatch(); // 410 (disable_endpoint)
    await h.dispatcher.drain();
    const text = await scrape();
    for (const result of ['retry', 'failed', 'succeeded', 'disable_endpoint'])
      expect(text).toContain(`catchd_webhook_deliveries_total{result="${result}"} 1`);
    expect(text).toContain('catchd_webhook_outbox_pending 0');
  });

  test.each([
    ['429 Retry-After 120 s postpones the retry', 429, '120', 120_000],
    ['503 Retry-After beyond the cap waits one hour', 503, '999999', 3_600_000],
    ['a Retry-After shorter than the schedule changes nothing', 429, '1', 5000],
    ['Retry-After on a 500 is ignored', 500, '120', 5000],
  ])('%s', async (_name, status, retryAfter, delayMs) => {
    const h = await harness();
    h.setHandler(() => new Response(null, { status, headers: { 'retry-after': retryAfter } }));
    await h.endpoint();
    await h.createCatch();
    await h.dispatcher.drain();
    expect((await h.delivery()).next_attempt_at_ms! - h.clock.ms).toBe(delayMs);
  });

  test('a redirect is a failure and is not followed', async () => {
    const h = await harness();
    h.setHandler(() => new Response(null, { status: 302, headers: { location: 'http://169.254.169.254/' } }));
    await h.endpoint();
    await h.createCatch();
    await h.dispatcher.drain();
    expect(h.calls).toHaveLength(1);
    expect(await h.delivery()).toMatchObject({ status: 'pending', attempt_count: 1 });
  });

  test('410 Gone disables the endpoint; PATCH enables it again and pending deliveries resume', async () => {
    const h = await harness({ maxPerEndpoint: 1 });
    h.setHandler(() => new Response('gone', { status: 410 }));
    const endpoint = await h.endpoint();
    await h.createCatch();
    await h.createCatch();
    await h.dispatcher.drain();
    expect(h.calls).toHaveLength(1); // the second delivery waits for a re-enable
    expect(await h.endpointRow()).toMatchObject({ enabled: 0, disabled_reason: 'The endpoint answered 410 Gone.' });
    await h.createCatch(); // a disabled endpoint gets no new deliveries
    expect(await h.ctx.db.get('SELECT COUNT(*) AS n FROM webhook_deliveries')).toEqual({ n: 2 });
    const read = await (await h.ctx.request('GET', `/v1/webhooks/${endpoint.id}`, { key: h.alice.key })).json();
    expect(read).toMatchObject({ enabled: false, disabled_reason: 'The endpoint answered 410 Gone.' });

    h.setHandler(() => new Response('ok'));
    await h.ctx.request('PATCH', `/v1/webhooks/${endpoint.id}`, { key: h.alice.key, body: { enabled: true } });
    await h.dispatcher.drain();
    expect(h.calls).toHaveLength(2);
    expect(await h.endpointRow()).toMatchObject({ enabled: 1, disabled_reason: null });
  });

  test('an endpoint failing for 5 days is disabled', async () => {
    const h = await harness();
    h.setHandler(() => new Response(null, { status: 500 }));
    await h.endpoint();
    await h.createCatch();
    await h.dispatcher.drain();
    expect((await h.endpointRow()).enabled).toBe(1);
    await h.ctx.db.run('UPDATE webhook_endpoints SET failing_since = ?', h.ctx.clock.now - 5 * 86400);
    h.advance(10_000);
    await h.dispatcher.drain();
    expect((await h.endpointRow()).enabled).toBe(0);
    expect((await h.endpointRow()).disabled_reason).toContain('failing since');
    expect((await h.delivery()).status).toBe('failed');
  });

  test('a timeout is a failed attempt with the timeout error, then retried', async () => {
    let fire!: () => void;
    const h = await harness({
      timeoutSignal: () => {
        const controller = new AbortController();
        fire = () => controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
        return controller.signal;
      },
    });
    h.setHandler(
      (call) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = call.init.signal!;
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    );
    await h.endpoint();
    await h.createCatch();
    const done = h.dispatcher.drain();
    await Promise.resolve();
    while (h.calls.length === 0) await new Promise((r) => setImmediate(r));
    fire();
    await done;
    expect(await h.attempts()).toEqual([{ status_code: null, error: 'No answer within 10000 ms.', response_body: null }]);
    expect(await h.delivery()).toMatchObject({ status: 'pending', attempt_count: 1 });
  });

  test('a host that now resolves to a private address is not contacted', async () => {
    const h = await harness();
    await h.endpoint();
    await h.createCatch();
    h.deps.resolve = async () => ['10.0.0.5'];
    await h.dispatcher.drain();
    expect(h.calls).toHaveLength(0);
    expect((await h.attempts())[0]!.error).toContain('non-public');
    expect((await h.delivery()).status).toBe('pending');
  });

  test('the response body is kept up to 1 KiB', async () => {
    const h = await harness();
    h.setHandler(() => new Response('x'.repeat(5000), { status: 500 }));
    await h.endpoint();
    await h.createCatch();
    await h.dispatcher.drain();
    expect((await h.attempts())[0]!.response_body).toHaveLength(1024);
  });

  test('a slow endpoint never holds up the others', async () => {
    const h = await harness({ maxInFlight: 4, maxPerEndpoint: 2 });
    const release: (() => void)[] = [];
    let fastCount = 0;
    let fastDone!: () => void;
    const allFast = new Promise<void>((resolve) => (fastDone = resolve));
    h.setHandler((call) => {
      if (call.headers.host === 'slow.example.com')
        return new Promise<Response>((resolve) => release.push(() => resolve(new Response('late'))));
      if (++fastCount === 10) fastDone();
      return new Response('ok');
    });
    await h.endpoint(h.alice.key, 'https://slow.example.com/hook');
    await h.endpoint(h.alice.key, 'https://fast.example.com/hook');
    for (let i = 0; i < 10; i++) await h.createCatch();
    h.dispatcher.pump();
    await allFast;
    // The fast attempts are being recorded (a transaction each): wait for them, boundedly.
    for (let i = 0; i < 500 && h.dispatcher.inFlightCount > 2; i++) await Bun.sleep(2);
    expect(release).toHaveLength(2); // the slow endpoint has its 2 slots, no more
    expect(h.dispatcher.inFlightCount).toBe(2);
    // The slow endpoint recovers: the two held answer, later attempts answer at once.
    h.setHandler(() => new Response('ok'));
    release.splice(0).forEach((r) => r());
    await h.dispatcher.drain();
    expect(h.calls.filter((c) => c.headers.host === 'slow.example.com')).toHaveLength(10);
    expect(await h.ctx.db.get("SELECT COUNT(*) AS n FROM webhook_deliveries WHERE status = 'succeeded'")).toEqual({ n: 20 });
  });

  test('a crashed holder’s lease expires and the delivery is redelivered with the same webhook-id', async () => {
    const h = await harness({ leaseMs: 15_000 });
    h.setHandler(() => new Promise<Response>(() => {})); // the first process hangs, then "dies"
    await h.endpoint();
    await h.createCatch();
    expect(await h.dispatcher.pump()).toBe(1);
    await new Promise((r) => setImmediate(r));

    const secondCalls: string[] = [];
    const second = new WebhookDispatcher({
      ...h.deps,
      fetch: async (_url, init) => {
        secondCalls.push((init.headers as Record<string, string>)['webhook-id']!);
        return new Response('ok');
      },
    });
    expect(await second.pump()).toBe(0); // still leased
    h.advance(15_001);
    await second.drain();
    expect(secondCalls).toEqual([h.calls[0]!.headers['webhook-id']!]);
    expect(await h.delivery()).toMatchObject({ status: 'succeeded', lease_until_ms: null });
  });

  test('stop() waits for attempts under way, then releases the rest without recording them', async () => {
    const h = await harness();
    h.setHandler(
      (call) =>
        new Promise<Response>((_resolve, reject) => call.init.signal!.addEventListener('abort', () => reject(call.init.signal!.reason))),
    );
    await h.endpoint();
    await h.createCatch();
    await h.dispatcher.pump();
    expect((await h.delivery()).lease_until_ms).not.toBeNull();
    await h.dispatcher.stop(5);
    expect(await h.delivery()).toMatchObject({ status: 'pending', attempt_count: 0, lease_until_ms: null });
    expect(await h.attempts()).toEqual([]);
    expect(await h.dispatcher.pump()).toBe(0); // stopped: claims nothing
  });

  test('during a secret rotation each delivery carries both signatures', async () => {
    const h = await harness();
    const endpoint = await h.endpoint();
    const rotated = (await (await h.ctx.request('POST', `/v1/webhooks/${endpoint.id}/rotate-secret`, { key: h.alice.key })).json()) as {
      secret: string;
    };
    for (const step of [0, 23, 2]) {
      h.advance(step * 3600 * 1000);
      await h.createCatch();
      await h.dispatcher.drain();
    }
    expect(h.calls.map((c) => c.headers['webhook-signature']!.split(' ').length)).toEqual([2, 2, 1]);
    // The first delivery was signed at the real current time: both secrets verify it.
    const first = h.calls[0]!;
    for (const secret of [endpoint.secret, rotated.secret])
      expect(() => new Webhook(secret).verify(first.body, first.headers)).not.toThrow();
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(first.body, first.headers)).toThrow();
  });

  test('events older than the retention are pruned with their deliveries', async () => {
    const h = await harness({ retentionDays: 30 });
    await h.endpoint();
    await h.createCatch();
    h.advance(31 * 86400 * 1000);
    await h.createCatch();
    h.dispatcher.start();
    await h.dispatcher.stop(1000);
    expect(await h.ctx.db.get('SELECT COUNT(*) AS n FROM events')).toEqual({ n: 1 });
    expect(await h.ctx.db.get('SELECT COUNT(*) AS n FROM webhook_deliveries')).toEqual({ n: 1 });
  });
});
