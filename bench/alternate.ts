// Two builds of catchd on one URL or one pool of URLs, in alternating rounds (which goes first
// alternates too): for telling a change from the spread of a shared machine. Each round starts
// the build on the data, warms it up for 2 s, measures it with wrk for `seconds`, and stops it.
// Usage: bun bench/alternate.ts <data dir> <binary A> <binary B> <path | pool:NAME> [rounds=4] [seconds=5]
// In a path, {big} stands for the id of the species with the most catches. `pool:list20`,
// `pool:list100`, `pool:after` or `pool:q`: every request picks one of that pool's 20,000 paths
// (bench/pools.ts, written afresh from the data), so answers are computed, not remembered.
// WRITE_EVERY=20 makes every 20th request of a pool a create, as the benchmarks' mixed cases
// (every write starts the caches over). Each round prints the caches' hit rates.
// With CATCHD_DATABASE_URL set, both builds run on that PostgreSQL database.
import { join } from 'node:path';
import { PostgresStore } from '../src/db/postgres-store';
import { SqliteStore } from '../src/db/sqlite-store';
import { cacheLookups, createKey, hitRates, median, root, startServer, wrkRun } from './lib';
import { dataLandmarks, writeListPools, type ListPools } from './pools';

const [dataDir, binaryA, binaryB, pathText, roundsText = '4', secondsText = '5'] = process.argv.slice(2);
const databaseUrl = process.env.CATCHD_DATABASE_URL || null;
const writeEvery = process.env.WRITE_EVERY ?? '0';
const env = { CATCHD_DATA_DIR: dataDir, ...(databaseUrl ? { CATCHD_DATABASE_URL: databaseUrl } : {}) };
const key = createKey(binaryA, env);
const db = databaseUrl ? await PostgresStore.open(databaseUrl, { max: 2 }) : SqliteStore.open(join(dataDir, 'catchd.db'));
const landmarks = await dataLandmarks(db);
await db.close();

const poolName = pathText.startsWith('pool:') ? (pathText.slice('pool:'.length) as keyof ListPools) : null;
const poolFile = poolName === null ? null : writeListPools(landmarks)[poolName];
if (poolName !== null && !poolFile) throw new Error(`no pool named ${poolName}`);
const path = pathText.replaceAll('{big}', landmarks.big.id);

/** Requests per second of one wrk run on the path or the pool. */
function measure(url: string, seconds: number): number {
  if (poolFile === null) return wrkRun(url + path, { seconds, key }).rps;
  const script = join(root, 'bench/varied.lua');
  return wrkRun(url, { seconds, key, script }, { BENCH_PATHS: poolFile, BENCH_WRITE_EVERY: writeEvery }).rps;
}

const figures = new Map<string, number[]>([
  [binaryA, []],
  [binaryB, []],
]);
for (let round = 0; round < Number(roundsText); round++)
  for (const binary of round % 2 === 0 ? [binaryA, binaryB] : [binaryB, binaryA]) {
    const server = await startServer([binary, 'serve'], env);
    measure(server.url, 2);
    const before = await cacheLookups(server.url);
    figures.get(binary)!.push(Math.round(measure(server.url, Number(secondsText))));
    console.log(`round ${round + 1}, ${binary}: ${figures.get(binary)!.at(-1)} req/s; ${hitRates(before, await cacheLookups(server.url))}`);
    await server.stop();
  }
for (const [binary, rps] of figures) console.log(`${binary} ${pathText}: ${rps.join(', ')} req/s; median ${median(rps)}`);
