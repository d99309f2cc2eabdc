// The list benchmark's varied and mixed cases on catchd and on the least server
// (bench/least-server.ts: the least work those requests need, with Elysia and with a bare
// Bun.serve), each round measuring the ceiling just before each server. What the least server
// reaches bounds what catchd can reach on this machine: the gap between them is catchd's own.
// Usage: bun bench/least.ts <data dir> [seconds=5] [rounds=3] [pool=bench/out/pool-list20.txt]
// (the pool must come from the same import as the data, which it checks: bench/http.ts writes it)
import { join } from 'node:path';
import { createKey, median, requirePoolOf, root, startCeiling, startServer, wrk, wrkRun, type RunningServer } from './lib';

const [dataDir = 'bench/out/data', secondsText = '5', roundsText = '3', pool = join(root, 'bench/out/pool-list20.txt')] =
  process.argv.slice(2);
await requirePoolOf(pool, dataDir);
const seconds = Number(secondsText);
const rounds = Number(roundsText);
const binary = join(root, 'dist/catchd');
const env = { CATCHD_DATA_DIR: dataDir };
const key = createKey(binary, env);
const database = join(dataDir, 'catchd.db');
const script = join(root, 'bench/varied.lua');

const ceiling = await startCeiling();
const servers: { name: string; server: RunningServer }[] = [
  {
    name: 'least server, bare Bun.serve',
    server: await startServer([process.execPath, join(root, 'bench/least-server.ts')], { DB: database, KEY: key, FRAMEWORK: 'none' }),
  },
  {
    name: 'least server, Elysia',
    server: await startServer([process.execPath, join(root, 'bench/least-server.ts')], { DB: database, KEY: key, FRAMEWORK: 'elysia' }),
  },
  { name: 'catchd', server: await startServer([binary, 'serve'], env) },
];
try {
  wrk(ceiling.url, { seconds: 2 }); // warm-up
  for (const [form, writeEvery] of [
    ['varied', 0],
    ['mixed', 20],
  ] as const) {
    const ratios = new Map<string, { ratio: number; rps: number; ceiling: number; p99: number }[]>(servers.map((s) => [s.name, []]));
    for (let round = 0; round < rounds; round++)
      for (const { name, server } of servers) {
        const top = wrk(ceiling.url, { seconds });
        const run = wrkRun(server.url, { seconds, key, script }, { BENCH_PATHS: pool, BENCH_WRITE_EVERY: String(writeEvery) });
        ratios.get(name)!.push({ ratio: run.rps / top, rps: run.rps, ceiling: top, p99: run.p99 });
      }
    for (const [name, runs] of ratios)
      console.log(
        `[${form}] ${name}: ${median(runs.map((r) => r.rps)).toFixed(0)} req/s, ceiling ${median(runs.map((r) => r.ceiling)).toFixed(0)}, ` +
          `ratio ${median(runs.map((r) => r.ratio)).toFixed(4)} (rounds ${runs.map((r) => r.ratio.toFixed(4)).join(', ')}), p99 ${median(runs.map((r) => r.p99)).toFixed(1)} ms`,
      );
  }
} finally {
  for (const { server } of servers) await server.stop();
  await ceiling.stop();
}
