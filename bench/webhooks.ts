// Webhook speed: lag from a create's 201 to the receiver holding the event, and sustained
// delivery throughput. Everything on loopback: the app (Bun.serve on a free port, fresh temp
// data dir), the dispatcher as `catchd serve` runs it, and a Bun.serve receiver.
//   npx bun bench/webhooks.ts [lag catches=300] [backlog catches=2500] [endpoints=4]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../src/app';
import { benchDeps } from './lib';
import { databasePath, loadConfig } from '../src/config';
import { SqliteStore } from '../src/db/sqlite-store';
import { createApiKey } from '../src/modules/developers/keys/service';
import { ensureSpeciesSeeded } from '../src/modules/catches/species/service';
import { upsertUser } from '../src/identity/people';
import { MetricsRegistry } from '../src/lib/metrics';
import { WebhookDispatcher } from '../src/modules/events/webhooks/dispatcher';
import { cryptoRandomBytes } from '../src/lib/secrets';

const [lagCatches = 300, backlogCatches = 2500, endpointCount = 4] = process.argv.slice(2).map(Number);
const dataDir = mkdtempSync(join(tmpdir(), 'catchd-bench-webhooks-'));
const config = { ...loadConfig({ CATCHD_DATA_DIR: dataDir, CATCHD_WEBHOOK_ALLOW_PRIVATE: '1', CATCHD_RATE_LIMIT: '0' }) };
const db = SqliteStore.open(databasePath(config));
const nowSeconds = (): number => Math.floor(Date.now() / 1000);
await ensureSpeciesSeeded(db, nowSeconds());

/** Arrival time (performance.now) per catch id and event type, and a total count. */
const arrivals = new Map<string, number>();
let deliveredCount = 0;
const receiver = Bun.serve({
  hostname: '127.0.0.1',
  port: 0,
  async fetch(request) {
    const event = (await request.json()) as { type: string; data: { object: { id: string } } };
    deliveredCount++;
    if (event.type === 'catch.created') arrivals.set(event.data.object.id, performance.now());
    return new Response(null, { status: 204 });
  },
});

const log = (): void => {};
const deps = benchDeps(db, config);
const app = createApp(deps);
const server = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: (request) => app.handle(request) });
const base = `http://127.0.0.1:${server.port}`;
const { user } = await upsertUser(db, { email: 'bench@example.com', role: 'diver', displayName: 'bench' }, nowSeconds());
const { secret: key } = await createApiKey(
  db,
  { userId: user.id, role: 'diver', name: 'bench', scopes: ['all'], expiresAt: null },
  nowSeconds(),
  cryptoRandomBytes,
);

async function api(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const createCatch = async (i: number): Promise<string> => {
  const response = await api('POST', '/v1/catches', { species: 'Barber surgeonfish', weight_lbs: 1 + (i % 50), depth_ft: 10 });
  if (response.status !== 201) throw new Error(`create answered ${response.status}`);
  return ((await response.json()) as { id: string }).id;
};
const waitFor = async (condition: () => boolean): Promise<void> => {
  while (!condition()) await Bun.sleep(1);
};
const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const endpointIds: string[] = [];
for (let i = 0; i < endpointCount; i++) {
  const response = await api('POST', '/v1/webhooks', { url: `http://127.0.0.1:${receiver.port}/hook/${i}`, events: ['catch.created'] });
  endpointIds.push(((await response.json()) as { id: string }).id);
}

// 1. Throughput: a backlog queued while no dispatcher runs, then drained.
for (let i = 0; i < backlogCatches; i += 16)
  await Promise.all(Array.from({ length: Math.min(16, backlogCatches - i) }, (_, j) => createCatch(i + j)));
const backlog = backlogCatches * endpointCount;
const dispatcher = new WebhookDispatcher({
  db,
  fetch: deps.fetch,
  resolve: deps.resolve,
  random: Math.random,
  nowMs: Date.now,
  log,
  metrics: new MetricsRegistry(),
  allowPrivate: true,
  schedule: config.webhookRetrySchedule,
  timeoutMs: config.webhookTimeoutMs,
  retentionDays: config.eventRetentionDays,
});
const drainStart = performance.now();
dispatcher.start();
await waitFor(() => deliveredCount >= backlog);
const drainSeconds = (performance.now() - drainStart) / 1000;

// 2. Lag: one endpoint, catches created one after another, each 201 timed against its arrival.
for (const id of endpointIds.slice(1)) await api('DELETE', `/v1/webhooks/${id}`);
arrivals.clear();
const lags: number[] = [];
for (let i = 0; i < lagCatches; i++) {
  const id = await createCatch(i);
  const answeredAt = performance.now();
  await waitFor(() => arrivals.has(id));
  lags.push(Math.max(0, arrivals.get(id)! - answeredAt));
}
lags.sort((a, b) => a - b);

await dispatcher.stop(1000);
server.stop(true);
receiver.stop(true);
await db.close();
rmSync(dataDir, { recursive: true, force: true });

console.log(
  `throughput: ${backlog} deliveries to ${endpointCount} endpoints in ${drainSeconds.toFixed(2)} s = ${Math.round(backlog / drainSeconds)} deliveries/s (target >= 1000)`,
);
console.log(
  `lag 201 -> receiver over ${lagCatches} creates: p50 ${percentile(lags, 50).toFixed(1)} ms, p99 ${percentile(lags, 99).toFixed(1)} ms, max ${lags[lags.length - 1]!.toFixed(1)} ms (targets p50 < 100, p99 < 500)`,
);
