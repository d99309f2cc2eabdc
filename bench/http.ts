// HTTP benchmark of the catches API at scale, as ratios to a bare Bun.serve ceiling
// measured in alternating rounds in the same run (shared machines are noisy; ratios are
// stable). The server (the built dist/catchd) and wrk are pinned to different cores.
//
// Every read case runs in three forms:
//   - varied: each request picks a path at random from a pool of 20,000 distinct ones (more
//     than any cache of the server holds), so answers are computed, not remembered;
//   - mixed: the same, with one POST /v1/catches in every 20 requests (every write empties
//     the answer caches);
//   - cached path: one URL again and again, no writes (answers come from the cache).
// Hit rates of every in-process cache (from /metrics) are printed with each case. The list
// pools also run against bench/baseline/node-baseline.mjs (Node 20 + better-sqlite3), same data, alone
// and then in rounds alternating with catchd (the ratio to Node comes from those pairs).
// Usage: bun bench/http.ts <data dir with imported catches> [seconds per run=5] [rounds=3]
// (bench/run.sh generates 1M catches, imports them and runs this.) With CATCHD_DATABASE_URL
// set, the server runs on that PostgreSQL database instead (the data dir then holds nothing
// but the server's lock), and the Node baseline, which reads the SQLite file, is left out.
import { existsSync } from 'node:fs';
import { dataLandmarks, writeListPools } from './pools';
import { PostgresStore } from '../src/db/postgres-store';
import { SqliteStore } from '../src/db/sqlite-store';
import { join, resolve } from 'node:path';
import {
  cacheLookups,
  createKey,
  freePort,
  hitRates,
  median,
  ratioWithLatency,
  root,
  rssMiB,
  startCeiling,
  startServer,
  wrkRun,
  wrkRunAsync,
  type RunningServer,
  type WrkResult,
} from './lib';

const dataDir = resolve(process.argv[2] ?? 'bench/out/data');
const seconds = Number(process.argv[3] ?? 5);
const rounds = Number(process.argv[4] ?? 3);
const binary = join(root, 'dist/catchd');
const dbFile = join(dataDir, 'catchd.db');
const out = join(root, 'bench/out');

const databaseUrl = process.env.CATCHD_DATABASE_URL || null;
const env = { CATCHD_DATA_DIR: dataDir, ...(databaseUrl ? { CATCHD_DATABASE_URL: databaseUrl } : {}) };
const key = createKey(binary, env);

// ---------------------------------------------------------------- the data and the URL pools

const db = databaseUrl ? await PostgresStore.open(databaseUrl, { max: 2 }) : SqliteStore.open(dbFile);
const landmarks = await dataLandmarks(db);
await db.close();
const { total, big, small, deep } = landmarks;
console.log(
  `catches: ${total}; big species ${((big.n / total) * 100).toFixed(1)}%, small species ${((small.n / total) * 100).toFixed(2)}%`,
);
const pools = writeListPools(landmarks);

// ---------------------------------------------------------------- measuring

const script = join(root, 'bench/varied.lua');
const ceiling = await startCeiling();
const server = await startServer([binary, 'serve'], env);

interface Row {
  case: string;
  form: 'varied' | 'mixed' | 'cached path' | 'baseline' | 'paired';
  command: string;
  rps: number;
  ceiling: number;
  ratio: number;
  p50: number;
  p99: number;
  hitRates: string;
  target: string;
}
const results: Row[] = [];

async function measure(
  name: string,
  form: Row['form'],
  target: string,
  on: RunningServer,
  load: () => WrkResult,
  withCaches = true,
): Promise<Row> {
  const before = withCaches ? await cacheLookups(on.url) : new Map();
  const m = ratioWithLatency(ceiling.url, load, seconds, rounds);
  // Requests wrk gave up on (its 2 s timeout) may still be running: the next case starts once they are done.
  await fetch(`${on.url}/healthz`);
  const rates = withCaches ? hitRates(before, await cacheLookups(on.url)) : '';
  const row: Row = {
    case: name,
    form,
    command: `npx bun bench/http.ts ${process.argv[2] ?? 'bench/out/data'} ${seconds} ${rounds}`,
    rps: Math.round(m.rps),
    ceiling: Math.round(m.ceiling),
    ratio: Number(m.ratio.toFixed(4)),
    p50: Number(m.p50.toFixed(2)),
    p99: Number(m.p99.toFixed(2)),
    hitRates: rates,
    target,
  };
  results.push(row);
  console.log(
    `[${form}] ${name}: ${m.rps.toFixed(0)} req/s, ceiling ${m.ceiling.toFixed(0)}, ratio ${m.ratio.toFixed(4)}, p50 ${m.p50.toFixed(2)} ms, p99 ${m.p99.toFixed(2)} ms (target ${target})` +
      (rates ? `\n    cache hits: ${rates}` : ''),
  );
  return row;
}

const pooled =
  (on: RunningServer, paths: string, writeEvery = 0, connections = 32) =>
  () =>
    wrkRun(on.url, { seconds, key, script, connections }, { BENCH_PATHS: paths, BENCH_WRITE_EVERY: String(writeEvery) });
const repeated =
  (url: string, options: { script?: string; countFailures?: boolean } = {}) =>
  () =>
    wrkRun(url, { seconds, key, ...options });
/** On PostgreSQL concurrent creates may end in 503 busy (docs/architecture.md): counted, not fatal. */
const countFailures = databaseUrl !== null;

/** How long the server is left without requests before its resident memory is read again. */
const quietMs = 10_000;

/** Milliseconds from starting the server on the 1M database to its first list answer. */
async function startToFirstAnswer(): Promise<number> {
  const port = freePort();
  const started = performance.now();
  const child = Bun.spawn(['taskset', '-c', '0', binary, 'serve'], {
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port), CATCHD_RATE_LIMIT: '0' },
    stdout: 'ignore',
    stderr: 'inherit',
  });
  try {
    for (;;) {
      try {
        const answer = await fetch(`http://127.0.0.1:${port}/v1/catches?per_page=1`, { headers: { authorization: `Bearer ${key}` } });
        if (answer.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await Bun.sleep(2);
    }
  } finally {
    child.kill('SIGTERM');
    await child.exited;
  }
}

/**
 * catchd and the Node baseline on one pool in alternating rounds, as a ratio per round: a
 * shared machine's speed drifts over minutes, and apart in time the two cases would not be
 * measured on the same machine (one VM gave 1.5× and 4.4× for the same builds in two runs).
 */
function versusNode(name: string, paths: string, node: RunningServer, target: string): void {
  const pairs = Array.from({ length: rounds }, () => {
    const catchd = pooled(server, paths)().rps;
    const baseline = pooled(node, paths)().rps;
    return { catchd, baseline, ratio: catchd / baseline };
  });
  const ratio = median(pairs.map((p) => p.ratio));
  const rounded = (n: number): string => n.toLocaleString('en-US', { maximumFractionDigits: 0 });
  console.log(
    `[paired] ${name}: catchd / Node in ${rounds} alternating rounds: ${pairs.map((p) => `${p.ratio.toFixed(2)}x (${rounded(p.catchd)} / ${rounded(p.baseline)})`).join(', ')}; median ${ratio.toFixed(2)}x (target ${target})`,
  );
  results.push({
    case: `catchd / Node, alternating rounds: ${name}`,
    form: 'paired',
    command: `npx bun bench/http.ts ${process.argv[2] ?? 'bench/out/data'} ${seconds} ${rounds}`,
    rps: Math.round(median(pairs.map((p) => p.catchd))),
    ceiling: 0,
    ratio: Number(ratio.toFixed(2)),
    p50: 0,
    p99: 0,
    hitRates: `Node ${Math.round(median(pairs.map((p) => p.baseline)))} req/s`,
    target,
  });
}

/**
 * The Node baseline's folder, its better-sqlite3 installed on first use: a native module kept out of
 * the project's own install (built from source where npm has no prebuilt binary for it).
 */
function nodeBaseline(): string {
  const dir = join(root, 'bench/baseline');
  if (existsSync(join(dir, 'node_modules/better-sqlite3'))) return dir;
  console.log(
    "Installing the Node baseline's better-sqlite3 into bench/baseline (npm ci; without a prebuilt binary it builds with python3, make and g++)",
  );
  const install = Bun.spawnSync(['npm', 'ci', '--no-audit', '--no-fund'], { cwd: dir, stdout: 'inherit', stderr: 'inherit' });
  if (install.exitCode !== 0) throw new Error('npm ci in bench/baseline failed: the Node baseline needs better-sqlite3');
  return dir;
}

let nodeServer: RunningServer | null = null;
try {
  wrkRun(ceiling.url, { seconds: 2 }); // warm-up
  const listCases = [
    {
      name: 'list, per_page=20, exact total: random species x filter x page 1-10',
      paths: pools.list20,
      varied: '>= 0.08',
      mixed: '>= 0.05',
      mixedBusy: 'p99 < 50 ms',
    },
    {
      name: 'list, per_page 1-100, exact total: random species x filter x page 1-10',
      paths: pools.list100,
      varied: '>= 3x Node',
      mixed: '',
    },
    { name: 'keyset pages: after=<random catch>, per_page 1-100', paths: pools.after, varied: '', mixed: '' },
    { name: 'q: one or two random words x per_page 1-100 x page 1-10', paths: pools.q, varied: '', mixed: '' },
  ];
  for (const c of listCases) {
    await measure(c.name, 'varied', c.varied, server, pooled(server, c.paths));
    await measure(c.name, 'mixed', c.mixed, server, pooled(server, c.paths, 20));
    if (c.mixedBusy) await measure(`${c.name}, 50 connections`, 'mixed', c.mixedBusy, server, pooled(server, c.paths, 20, 50));
  }

  // The baseline, on the same pools of the two list cases.
  if (!databaseUrl) {
    nodeServer = await startServer(['node', join(nodeBaseline(), 'node-baseline.mjs')], { DB: dbFile });
    for (const c of listCases.slice(0, 2))
      await measure(`Node 20 + better-sqlite3: ${c.name}`, 'baseline', '', nodeServer, pooled(nodeServer, c.paths), false);
    for (const c of listCases.slice(0, 2)) versusNode(c.name, c.paths, nodeServer, c.varied.includes('Node') ? c.varied : '');
    await nodeServer.stop();
    nodeServer = null;
  }

  const base = `${server.url}/v1/catches`;
  const cached = [
    {
      name: `list page 1, filter matching ${((small.n / total) * 100).toFixed(2)}%, exact total`,
      url: `${base}?species_id=${small.id}&per_page=20`,
    },
    {
      name: `list page 1, filter matching ${((big.n / total) * 100).toFixed(1)}%, exact total`,
      url: `${base}?species_id=${big.id}&per_page=20`,
    },
    { name: 'page 10,000 through after', url: `${base}?after=${deep.id}&per_page=20` },
    { name: 'q search for a common word', url: `${base}?q=reef` },
  ];
  for (const c of cached) await measure(c.name, 'cached path', 'keep', server, repeated(c.url));
  await measure(
    'create catch (201 after commit), no reads',
    'varied',
    '>= 2,000 req/s',
    server,
    repeated(base, { script: join(root, 'bench/post-catch.lua'), countFailures }),
  );

  // Creates with reads beside them: two loads at once, 16 connections each.
  const beside: { creates: number; reads: number; p99: number }[] = [];
  for (let i = 0; i < rounds; i++) {
    const [creates, reads] = await Promise.all([
      wrkRunAsync(base, { seconds, key, connections: 16, script: join(root, 'bench/post-catch.lua'), countFailures }),
      wrkRunAsync(server.url, { seconds, key, connections: 16, script }, { BENCH_PATHS: pools.list20, BENCH_WRITE_EVERY: '0' }),
    ]);
    beside.push({ creates: creates.rps, reads: reads.rps, p99: creates.p99 });
  }
  const creates = median(beside.map((b) => b.creates));
  console.log(
    `[varied] create with varied list reads beside (16 + 16 connections): ${creates.toFixed(0)} creates/s, ${median(beside.map((b) => b.reads)).toFixed(0)} reads/s, create p99 ${median(beside.map((b) => b.p99)).toFixed(1)} ms (target >= 2,000/s)`,
  );
  results.push({
    case: 'create with varied list reads beside (16 + 16 connections)',
    form: 'varied',
    command: `npx bun bench/http.ts ${process.argv[2] ?? 'bench/out/data'} ${seconds} ${rounds}`,
    rps: Math.round(creates),
    ceiling: 0,
    ratio: 0,
    p50: 0,
    p99: Number(median(beside.map((b) => b.p99)).toFixed(2)),
    hitRates: `reads beside: ${Math.round(median(beside.map((b) => b.reads)))} req/s`,
    target: '>= 2,000/s',
  });

  const rss = rssMiB(server.pid);
  // Bun hands back what the last case's garbage held within seconds of the load stopping
  // (240 → 142 MiB on 1M catches, 2026-11-27): both figures, so a run says which it reports.
  await Bun.sleep(quietMs);
  const rssQuiet = rssMiB(server.pid);
  console.log(
    `resident memory of the server after every case above: ${rss.toFixed(0)} MiB at once, ${rssQuiet.toFixed(0)} MiB ${quietMs / 1000} s later (target < 200)`,
  );
  await server.stop();
  const starts: number[] = [];
  for (let i = 0; i < 5; i++) starts.push(await startToFirstAnswer());
  console.log(
    `start to first list answer: median ${median(starts).toFixed(0)} ms of ${starts.map((s) => s.toFixed(0)).join(', ')} (target < 200)`,
  );
  await Bun.write(
    join(out, databaseUrl ? 'http-results-postgres.json' : 'http-results.json'),
    JSON.stringify({ total, seconds, rounds, results, rssMiB: rss, rssQuietMiB: rssQuiet, startMs: starts }, null, 2),
  );
} finally {
  await nodeServer?.stop();
  await server.stop();
  await ceiling.stop();
}
