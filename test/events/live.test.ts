// Live boards (/boards/stream) over real HTTP: open to anyone when the boards are public, so
// the streams are capped in all and per client address (429 / 503 with Retry-After, a place
// is given back when a stream ends), and a burst of writes is one "changed" a second.
import { describe, expect, test } from 'bun:test';
import { createEventHub } from '../../src/modules/events/hub';
import { LiveChannel } from '../../src/modules/events/live';
import { setPublicAreas } from '../../src/identity/settings';
import { launchChromium } from '../browser';
import { testContext, type TestContext } from '../support';

/** Boards open to visitors; each request's client address is its `x-test-peer` header. */
async function publicBoards(limits: { liveStreams: number; liveStreamsPerAddress: number }): Promise<TestContext> {
  const ctx = testContext(limits, { clientAddress: (request) => request.headers.get('x-test-peer') ?? '127.0.0.1' });
  await setPublicAreas(ctx.db, ['leaderboards'], ctx.clock.now);
  return ctx;
}

const openStream = (ctx: TestContext, peer: string) => ctx.request('GET', '/boards/stream', { headers: { 'x-test-peer': peer } });

/** The `event:` names a stream sends within `ms`. */
async function eventsWithin(response: Response, ms: number): Promise<string[]> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + ms;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) break;
    const chunk = await Promise.race([reader.read(), Bun.sleep(left).then(() => null)]);
    if (chunk === null || chunk.done) break;
    text += decoder.decode(chunk.value);
  }
  await reader.cancel();
  return [...text.matchAll(/^event: (\w+)$/gm)].map((m) => m[1]);
}

describe('live board streams', () => {
  test('capped per address (429) and per instance (503), with Retry-After; an ended stream gives its place back', async () => {
    const ctx = await publicBoards({ liveStreams: 3, liveStreamsPerAddress: 2 });
    const first = await openStream(ctx, '198.51.100.1');
    const second = await openStream(ctx, '198.51.100.1');
    for (const response of [first, second]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/event-stream');
    }
    const sameAddress = await openStream(ctx, '198.51.100.1');
    expect(sameAddress.status).toBe(429);
    expect(sameAddress.headers.get('retry-after')).toBe('60');
    expect(sameAddress.headers.get('content-type')).toContain('text/html');
    const other = await openStream(ctx, '198.51.100.2');
    expect(other.status).toBe(200);
    const full = await openStream(ctx, '198.51.100.3');
    expect(full.status).toBe(503);
    expect(full.headers.get('retry-after')).toBe('60');
    const metrics = await (await ctx.request('GET', '/metrics')).text();
    expect(metrics).toContain('catchd_live_streams 3');

    await first.body!.cancel();
    const again = await openStream(ctx, '198.51.100.1');
    expect(again.status).toBe(200);
    for (const response of [second, other, again]) await response.body!.cancel();
    expect(await (await ctx.request('GET', '/metrics')).text()).toContain('catchd_live_streams 0');
  });

  test('a burst of writes is at most one "changed" a second', async () => {
    const ctx = await publicBoards({ liveStreams: 10, liveStreamsPerAddress: 10 });
    const { key } = await ctx.user('diver@example.com');
    const stream = await openStream(ctx, '198.51.100.1');
    expect(stream.status).toBe(200);
    const received = eventsWithin(stream, 2600);
    // 14 catches, one every 100 ms: the hub alone (a read every 250 ms) would announce about six times.
    for (let i = 0; i < 14; i++) {
      await ctx.request('POST', '/v1/catches', { key, body: { species: 'Grey triggerfish', weight_lbs: 2 + i, depth_ft: 20 } });
      await Bun.sleep(100);
    }
    const events = await received;
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(events.length).toBeLessThanOrEqual(3);
    expect(new Set(events)).toEqual(new Set(['changed']));
  });
});

describe('LiveChannel', () => {
  test('irrelevant events send nothing; the hub is tailed only while a stream is open', async () => {
    const ctx = testContext();
    const hub = createEventHub(ctx.db, 10);
    const channel = new LiveChannel(hub, (type) => type.startsWith('catch.'), { total: 5, perAddress: 5, coalesceMs: 1000 });
    const sent: string[][] = [];
    const stream = channel.openStream('a', (types) => sent.push(types));
    expect(typeof stream).toBe('object');
    expect(hub.listeners).toBe(1);
    await ctx.db.run("INSERT INTO events (pk, id, type, data, created_at) VALUES (100000, 'evt_x', 'webhook.test', '{}', 0)");
    await Bun.sleep(100);
    expect(sent).toEqual([]);
    (stream as { close(): void }).close();
    (stream as { close(): void }).close(); // twice: counted once
    expect(channel.open).toBe(0);
    expect(hub.listeners).toBe(0);
    await ctx.db.close();
  });
});

describe('the board page when live places are full', () => {
  test('Chromium keeps the board, says live updates are off, and does not retry', async () => {
    const ctx = await publicBoards({ liveStreams: 0, liveStreamsPerAddress: 20 });
    const streams: number[] = [];
    const server = Bun.serve({
      hostname: '127.0.0.1',
      port: 0,
      fetch: async (request) => {
        const response = await ctx.app.handle(request);
        if (new URL(request.url).pathname === '/boards/stream') streams.push(response.status);
        return response;
      },
    });
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${server.port}/boards`);
      await page.waitForFunction(() => document.querySelector('[data-live-status]')?.getAttribute('data-state') === 'closed');
      expect(await page.textContent('[data-live-status]')).toStartWith('Live updates are off');
      expect(await page.textContent('#board')).toContain('No catch counts here yet.');
      await Bun.sleep(2500); // longer than the stream's retry: a refused EventSource stays closed
      expect(streams).toEqual([503]);
    } finally {
      await browser.close();
      server.stop(true);
    }
  });
});
