// In-process profile of one kind of request: the app (src/, not the binary) over a copy of
// the benchmark database, asked the paths of a pool file one after another (no HTTP, no
// load generator), with one create in every `writeEvery` requests. Reports the process's CPU
// time per request — steady even when other programs share the cores — and, run under
// `bun --cpu-prof`, leaves a profile of just this work. With `concurrency` > 1 the requests go
// in rounds of that many, awaited together, as concurrent HTTP clients would send them (creates
// of one round then share a group commit); a round's CPU is split evenly among its requests.
// Usage: bun [--cpu-prof] bench/profile.ts <catchd.db> <pool file> [requests=3000] [writeEvery=0] [concurrency=1]
// (BG=1: the request log written on its own thread, as the server does; CATCHD_REQUEST_LOG_MAX_ROWS=0: no request log.)
import { openRequestLog } from '../src/db/request-log/buffer';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { SqliteStore } from '../src/db/sqlite-store';
import { MetricsRegistry } from '../src/lib/metrics';
import { createApiKey } from '../src/modules/developers/keys/service';
import { upsertUser } from '../src/identity/people';

const [file, poolFile, requestsText = '3000', writeEveryText = '0', concurrencyText = '1'] = process.argv.slice(2);
const requests = Number(requestsText);
const writeEvery = Number(writeEveryText);
const concurrency = Number(concurrencyText);
const paths = (await Bun.file(poolFile).text()).trim().split('\n');
const db = SqliteStore.open(file);
// CATCHD_REQUEST_LOG_MAX_ROWS=0 from the environment: the same without the request log.
const config = loadConfig({
  CATCHD_BASE_URL: 'http://catchd.test',
  CATCHD_RATE_LIMIT: '0',
  CATCHD_DATA_DIR: '/tmp',
  CATCHD_REQUEST_LOG_MAX_ROWS: process.env.CATCHD_REQUEST_LOG_MAX_ROWS,
});
const now = (): number => Math.floor(Date.now() / 1000);
const requestLog = openRequestLog(db, { log: () => {}, maxRows: config.requestLogMaxRows, inBackground: process.env.BG === '1' });
const app = createApp({
  db,
  config,
  now,
  randomBytes: (n) => crypto.getRandomValues(new Uint8Array(n)),
  photoUrl: (id) => `${config.baseUrl}/v1/photos/${id}`,
  log: () => {},
  fetch: (url, init) => fetch(url, init),
  resolve: async () => ['93.184.215.14'],
  random: Math.random,
  clientAddress: () => '127.0.0.1',
  metrics: new MetricsRegistry(),
  passwords: { hash: async (p) => p, verify: async (p, h) => p === h },
  requestLog,
});
const { user } = await upsertUser(db, { email: 'profile@bench.test', role: 'diver', displayName: 'profile' }, now());
const { secret } = await createApiKey(db, { userId: user.id, role: 'diver', name: 'profile', scopes: ['all'], expiresAt: null }, now());
const headers = { authorization: `Bearer ${secret}` };
const body = JSON.stringify({
  species: 'Wahoo',
  weight_lbs: 42.5,
  depth_ft: 35,
  gear: 'speargun',
  notes: 'bench reef',
  location: { lat: 25.1, lon: -80.4 },
});

async function ask(i: number): Promise<void> {
  const write = writeEvery > 0 && i % writeEvery === writeEvery - 1;
  const request = write
    ? new Request('http://catchd.test/v1/catches', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body })
    : new Request(`http://catchd.test${paths[Math.floor(Math.random() * paths.length)]}`, { headers });
  const answer = await app.handle(request);
  await answer.arrayBuffer();
  if (answer.status >= 300) throw new Error(`${request.url}: ${answer.status}`);
}

for (let i = 0; i < Math.min(1000, requests); i++) await ask(i); // warm-up
await new Promise((next) => setImmediate(next));
const cpu = process.cpuUsage();
const started = performance.now();
const latencies: number[] = [];
const cpuOf = { read: 0, write: 0, reads: 0, writes: 0 };
for (let first = 0; first < requests; first += concurrency) {
  const round = Array.from({ length: Math.min(concurrency, requests - first) }, (_, k) => first + k);
  const t = performance.now();
  const before = process.cpuUsage();
  await Promise.all(round.map(ask));
  // What runs after an answer (the log line, metrics, the request log) is scheduled as a task:
  // without a turn of the event loop it would pile up, uncounted, until the end.
  await new Promise((next) => setImmediate(next));
  const spent = process.cpuUsage(before);
  for (const i of round) {
    const kind = writeEvery > 0 && i % writeEvery === writeEvery - 1 ? 'write' : 'read';
    cpuOf[kind] += (spent.user + spent.system) / round.length;
    cpuOf[`${kind}s`]++;
    latencies.push(performance.now() - t);
  }
}
console.log(
  `CPU per read ${(cpuOf.read / cpuOf.reads).toFixed(0)} us, per write ${(cpuOf.write / Math.max(1, cpuOf.writes)).toFixed(0)} us`,
);
const used = process.cpuUsage(cpu);
latencies.sort((a, b) => a - b);
console.log(
  `${requests} requests: CPU ${((used.user + used.system) / requests).toFixed(0)} us/request (user ${(used.user / requests).toFixed(0)}, system ${(used.system / requests).toFixed(0)}), ` +
    `wall ${(((performance.now() - started) / requests) * 1000).toFixed(0)} us, p50 ${latencies[Math.floor(requests / 2)].toFixed(2)} ms, p99 ${latencies[Math.floor(requests * 0.99)].toFixed(2)} ms, ` +
    `RSS ${(process.memoryUsage.rss() / 1048576).toFixed(0)} MiB (${(await Bun.file('/proc/self/status').text()).match(/Rss(Anon|File):\s+\d+ kB/g)!.join(', ')}; JS heap ${(process.memoryUsage().heapUsed / 1048576).toFixed(0)} MiB)`,
);
Bun.gc(true);
console.log(
  `after a full GC: RSS ${(process.memoryUsage.rss() / 1048576).toFixed(0)} MiB, JS heap ${(process.memoryUsage().heapUsed / 1048576).toFixed(0)} MiB`,
);
await requestLog.close();
await db.close();
