// Creates with varied list reads beside them (the case of bench/http.ts: 16 connections
// creating, 16 reading random pages of the per_page=20 pool) for two builds in alternating
// rounds (which goes first alternates too): for telling a change from a shared machine's drift.
// Each round starts the build on the data dir, warms up for 2 s, measures for `seconds`, stops it.
// Usage: bun bench/beside.ts <data dir> <binary A> <binary B> [rounds=4] [seconds=5]
// (the pool is bench/out/pool-list20.txt, written by bench/http.ts)
import { join } from 'node:path';
import { createKey, median, requirePoolOf, root, startServer, wrkRunAsync, type RunningServer } from './lib';

const [dataDir, binaryA, binaryB, roundsText = '4', secondsText = '5'] = process.argv.slice(2);
const env = { CATCHD_DATA_DIR: dataDir };
const pool = join(root, 'bench/out/pool-list20.txt');

await requirePoolOf(pool, dataDir);
const key = createKey(binaryA, env);

interface Figure {
  creates: number;
  reads: number;
  /** Latency percentiles of creates and reads, in milliseconds. */
  p50: number;
  p99: number;
  readP50: number;
  readP99: number;
}

async function beside(server: RunningServer, seconds: number): Promise<Figure> {
  const [creates, reads] = await Promise.all([
    wrkRunAsync(`${server.url}/v1/catches`, { seconds, key, connections: 16, script: join(root, 'bench/post-catch.lua') }),
    wrkRunAsync(
      server.url,
      { seconds, key, connections: 16, script: join(root, 'bench/varied.lua') },
      { BENCH_PATHS: pool, BENCH_WRITE_EVERY: '0' },
    ),
  ]);
  return { creates: creates.rps, reads: reads.rps, p50: creates.p50, p99: creates.p99, readP50: reads.p50, readP99: reads.p99 };
}

const figures = new Map<string, Figure[]>([
  [binaryA, []],
  [binaryB, []],
]);
for (let round = 0; round < Number(roundsText); round++)
  for (const binary of round % 2 === 0 ? [binaryA, binaryB] : [binaryB, binaryA]) {
    const server = await startServer([binary, 'serve'], env);
    await beside(server, 2);
    const figure = await beside(server, Number(secondsText));
    figures.get(binary)!.push(figure);
    console.log(
      `${binary}: ${figure.creates.toFixed(0)} creates/s + ${figure.reads.toFixed(0)} reads/s; ` +
        `p50 / p99 of creates ${figure.p50.toFixed(1)} / ${figure.p99.toFixed(1)} ms, of reads ${figure.readP50.toFixed(1)} / ${figure.readP99.toFixed(1)} ms`,
    );
    await server.stop();
  }
for (const [binary, runs] of figures)
  console.log(
    `${binary}: creates/s ${runs.map((r) => r.creates.toFixed(0)).join(', ')} (median ${median(runs.map((r) => r.creates)).toFixed(0)}); ` +
      `reads/s median ${median(runs.map((r) => r.reads)).toFixed(0)}; create p99 median ${median(runs.map((r) => r.p99)).toFixed(1)} ms`,
  );
