// Leaderboard benchmark on the imported catches of bench/run.sh (1M by default), with the
// built dist/catchd pinned to core 0 and wrk to core 1:
//   - board reads varied (a random board x species x season x min_tier x page per request,
//     from a pool of 20,000 paths: more than the board cache holds) and mixed (the same with
//     one create in every 20 requests), as ratios to the Bun.serve ceiling, with cache hit rates;
//   - a board read right after a write that changed it (latency of each board, all species,
//     the biggest and a small species), and the first read of each board after a start;
//   - (cached path) the top 10 of the biggest species' heaviest board and of the all-species heaviest
//     board, as ratios to the Bun.serve ceiling (alternating rounds, medians);
//   - POST /v1/catches with board upkeep, against a copy of the data without the board
//     triggers (alternating rounds): what upkeep costs a write (on PostgreSQL one trigger
//     queues counters and boards alike: the copy has neither).
// Usage: bun bench/leaderboards.ts <data dir> [seconds per run=5] [rounds=3]
// With CATCHD_DATABASE_URL set, everything runs on that PostgreSQL database instead (the copy
// without board triggers is a database made from it as a template; bench/run-postgres.sh).
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SQL } from 'bun';
import { PostgresStore } from '../src/db/postgres-store';
import { SqliteStore } from '../src/db/sqlite-store';
import type { Store } from '../src/db/store';
import {
  cacheLookups,
  createKey,
  hitRates,
  median,
  ratioToCeiling,
  ratioWithLatency,
  root,
  rssMiB,
  startCeiling,
  startServer,
  wrk,
  wrkRun,
  type RunningServer,
} from './lib';

const dataDir = resolve(process.argv[2] ?? 'bench/out/data');
const seconds = Number(process.argv[3] ?? 5);
const rounds = Number(process.argv[4] ?? 3);
const binary = join(root, 'dist/catchd');
const postScript = join(root, 'bench/post-catch.lua');

const databaseUrl = process.env.CATCHD_DATABASE_URL || null;
const env = { CATCHD_DATA_DIR: dataDir, ...(databaseUrl ? { CATCHD_DATABASE_URL: databaseUrl } : {}) };
const key = createKey(binary, env, 'boards@bench.test');
/** Another connection to the data, as the CLI or a second instance has. */
const openData = (): Promise<Store> =>
  databaseUrl ? PostgresStore.open(databaseUrl, { max: 2 }) : Promise.resolve(SqliteStore.open(join(dataDir, 'catchd.db')));
const db = await openData();
const total = (await db.get<{ n: number }>('SELECT sum(n) AS n FROM catch_counts_total'))!.n;
const bySpecies = await db.all<{ id: string; pk: number; n: number }>(
  'SELECT s.id, s.pk, sum(c.n) AS n FROM catch_counts_by_species c JOIN species s ON s.pk = c.species_pk GROUP BY s.id, s.pk ORDER BY n DESC',
);
const big = bySpecies[0];
const small = bySpecies.reduce((best, s) => (Math.abs(s.n / total - 0.004) < Math.abs(best.n / total - 0.004) ? s : best));
await db.close();

const boards = ['heaviest', 'total-weight', 'catch-count', 'deepest'];
const randomInt = (from: number, to: number): number => from + Math.floor(Math.random() * (to - from + 1));
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];
const cumulative: number[] = [];
for (const s of bySpecies) cumulative.push((cumulative.at(-1) ?? 0) + s.n);
/** A quarter of paths on all species; the rest half by share of catches, half any species. */
const randomSpeciesParam = (): string => {
  const r = Math.random();
  if (r < 0.25) return '';
  const species = r < 0.625 ? pick(bySpecies) : bySpecies[cumulative.findIndex((sum) => sum > Math.random() * total)];
  return `species=${species.id}&`;
};
const poolFile = join(root, 'bench/out/pool-boards.txt');
{
  const paths = new Set<string>();
  while (paths.size < 20_000) {
    const season = Math.random() < 0.5 ? '' : `season=${randomInt(2021, 2026)}&`;
    const tier = pick(['', '', 'min_tier=gold&', 'min_tier=bronze&', 'min_tier=unverified&']);
    paths.add(
      `/v1/leaderboards/${pick(boards)}?${randomSpeciesParam()}${season}${tier}page=${randomInt(1, 5)}&per_page=${randomInt(5, 50)}`,
    );
  }
  writeFileSync(poolFile, `${[...paths].join('\n')}\n`);
}

// The same data without the board triggers: what a create costs without upkeep.
const bareDir = `${dataDir}-no-boards`;
rmSync(bareDir, { recursive: true, force: true });
cpSync(dataDir, bareDir, { recursive: true });
const bareUrl = databaseUrl ? Object.assign(new URL(databaseUrl), { pathname: `${new URL(databaseUrl).pathname}_no_boards` }).href : null;
const bareEnv = { CATCHD_DATA_DIR: bareDir, ...(bareUrl ? { CATCHD_DATABASE_URL: bareUrl } : {}) };
if (databaseUrl && bareUrl) {
  const admin = new SQL(Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).href);
  const [source, copy] = [new URL(databaseUrl).pathname.slice(1), new URL(bareUrl).pathname.slice(1)];
  await admin.unsafe(`DROP DATABASE IF EXISTS "${copy}"`);
  await admin.unsafe(`CREATE DATABASE "${copy}" TEMPLATE "${source}"`);
  await admin.close();
  const bare = new SQL(bareUrl);
  // One trigger queues both the counters' and the boards' upkeep (catch_deltas): without it, a create has neither.
  await bare.unsafe('DROP TRIGGER catches_derived ON catches');
  await bare.close();
} else {
  const bare = SqliteStore.open(join(bareDir, 'catchd.db'));
  for (const trigger of ['catches_board_insert', 'catches_board_update', 'catches_board_delete']) await bare.run(`DROP TRIGGER ${trigger}`);
  await bare.close();
}

console.log(`catches: ${total}`);
const ceiling = await startCeiling();

/** Milliseconds of one board read. */
async function timedRead(server: RunningServer, path: string): Promise<number> {
  const started = performance.now();
  const answer = await fetch(server.url + path, { headers: { authorization: `Bearer ${key}` } });
  await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
  return performance.now() - started;
}
const scopes = [
  { name: 'all species', param: '', pk: 0 },
  { name: `biggest species (${((big.n / total) * 100).toFixed(0)}%)`, param: `species=${big.id}&`, pk: big.pk },
  { name: `small species (${((small.n / total) * 100).toFixed(1)}%)`, param: `species=${small.id}&`, pk: small.pk },
];

// The first read of each board after a start (caches and page cache of the process empty).
{
  const fresh = await startServer([binary, 'serve'], env);
  try {
    for (const scope of scopes.slice(0, 2))
      for (const board of boards)
        console.log(
          `first read after start, ${board}, ${scope.name}: ${(await timedRead(fresh, `/v1/leaderboards/${board}?${scope.param}`)).toFixed(1)} ms`,
        );
  } finally {
    await fresh.stop();
  }
}

const server = await startServer([binary, 'serve'], env);
const noBoards = await startServer([binary, 'serve'], bareEnv);
try {
  wrk(ceiling.url, { seconds: 2 }); // warm-up
  const script = join(root, 'bench/varied.lua');
  for (const [form, writeEvery, target] of [
    ['varied', 0, ''],
    ['mixed', 20, ''],
  ] as const) {
    const before = await cacheLookups(server.url);
    const m = ratioWithLatency(
      ceiling.url,
      () => wrkRun(server.url, { seconds, key, script }, { BENCH_PATHS: poolFile, BENCH_WRITE_EVERY: String(writeEvery) }),
      seconds,
      rounds,
    );
    console.log(
      `[${form}] board pages: random board x species x season x min_tier x page 1-5 x per_page 5-50: ${m.rps.toFixed(0)} req/s, ceiling ${m.ceiling.toFixed(0)}, ratio ${m.ratio.toFixed(4)}, p50 ${m.p50.toFixed(2)} ms, p99 ${m.p99.toFixed(2)} ms${target}` +
        `\n    cache hits: ${hitRates(before, await cacheLookups(server.url))}`,
    );
  }

  // A read right after a write that changed the board: the write (another connection, like
  // the CLI or a second instance) raises a catch of the scope to silver with a new top
  // weight and depth, which moves every board of that scope at min_tier silver and below.
  const writer = await openData();
  const someCatch = (speciesPk: number, fromPk: number) =>
    writer.get<{ pk: number }>(
      'SELECT pk FROM catches WHERE (?1 = 0 OR species_pk = ?1) AND pk >= ?2 ORDER BY pk LIMIT 1',
      speciesPk,
      fromPk,
    );
  const maxPk = (await writer.get<{ pk: number }>('SELECT max(pk) AS pk FROM catches'))!.pk;
  for (const scope of scopes)
    for (const minTier of ['', 'min_tier=unverified&'])
      for (const board of boards) {
        const times: number[] = [];
        for (let i = 0; i < 25; i++) {
          const row = (await someCatch(scope.pk, randomInt(1, maxPk))) ?? (await someCatch(scope.pk, 1))!;
          await writer.run('UPDATE catches SET tier = 2, weight_lbs = weight_lbs + 100, depth_ft = depth_ft + 100 WHERE pk = ?', row.pk);
          times.push(await timedRead(server, `/v1/leaderboards/${board}?${scope.param}${minTier}per_page=10`));
        }
        times.sort((a, b) => a - b);
        console.log(
          `read right after a write, ${board}, ${scope.name}, ${minTier || 'min_tier=silver (default)&'}: p50 ${median(times).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms (target p50 < 5 ms)`,
        );
      }
  await writer.close();
  for (const [name, path] of [
    ['heaviest board of the biggest species', `/v1/leaderboards/heaviest?species=${big.id}`],
    ['all-species heaviest board', '/v1/leaderboards/heaviest'],
  ]) {
    const before = await cacheLookups(server.url);
    const measured = ratioToCeiling(ceiling.url, () => wrk(server.url + path, { seconds, key }), seconds, rounds);
    console.log(
      `[cached path] ${name}, top 10 (hits: ${hitRates(before, await cacheLookups(server.url))}): ${measured.rps.toFixed(0)} req/s, ceiling ${measured.ceiling.toFixed(0)}, ratio ${measured.ratio.toFixed(3)} (target >= 0.3)`,
    );
  }
  const pairs: { with: number; without: number }[] = [];
  for (let i = 0; i < rounds; i++)
    pairs.push({
      without: wrk(`${noBoards.url}/v1/catches`, { seconds, key, script: postScript, countFailures: databaseUrl !== null }),
      with: wrk(`${server.url}/v1/catches`, { seconds, key, script: postScript, countFailures: databaseUrl !== null }),
    });
  console.log(
    `create: ${median(pairs.map((p) => p.with)).toFixed(0)} req/s with board upkeep, ${median(pairs.map((p) => p.without)).toFixed(0)} without; ` +
      `ratio ${median(pairs.map((p) => p.with / p.without)).toFixed(3)} (target >= 0.8)`,
  );
  console.log(`resident memory of the board server after every case above: ${rssMiB(server.pid).toFixed(0)} MiB (target < 200)`);
} finally {
  await Promise.all([ceiling.stop(), server.stop(), noBoards.stop()]);
  rmSync(bareDir, { recursive: true, force: true });
  if (bareUrl) {
    const admin = new SQL(Object.assign(new URL(bareUrl), { pathname: '/postgres' }).href);
    await admin.unsafe(`DROP DATABASE IF EXISTS "${new URL(bareUrl).pathname.slice(1)}"`);
    await admin.close();
  }
}
