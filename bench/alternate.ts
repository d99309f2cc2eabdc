// Two builds of catchd on one URL, in alternating rounds (which goes first alternates too): for
// telling a change in a cached-path figure from the spread of a shared machine. Each round
// starts the build on the data dir, warms the URL up for 2 s, measures it with wrk for
// `seconds`, and stops it.
// Usage: bun bench/alternate.ts <data dir> <binary A> <binary B> <path, e.g. /v1/leaderboards/heaviest> [rounds=4] [seconds=5]
// In the path, {big} stands for the id of the species with the most catches.
import { join } from 'node:path';
import { SqliteStore } from '../src/db/sqlite-store';
import { createKey, median, startServer, wrk } from './lib';

const [dataDir, binaryA, binaryB, pathText, roundsText = '4', secondsText = '5'] = process.argv.slice(2);
const env = { CATCHD_DATA_DIR: dataDir };
const key = createKey(binaryA, env);
const db = SqliteStore.open(join(dataDir, 'catchd.db'));
const big = (await db.get<{ id: string }>(
  'SELECT s.id FROM catch_counts_by_species c JOIN species s ON s.pk = c.species_pk GROUP BY s.id ORDER BY sum(c.n) DESC LIMIT 1',
))!.id;
await db.close();
const path = pathText.replaceAll('{big}', big);

const figures = new Map<string, number[]>([
  [binaryA, []],
  [binaryB, []],
]);
for (let round = 0; round < Number(roundsText); round++)
  for (const binary of round % 2 === 0 ? [binaryA, binaryB] : [binaryB, binaryA]) {
    const server = await startServer([binary, 'serve'], env);
    wrk(server.url + path, { seconds: 2, key });
    figures.get(binary)!.push(Math.round(wrk(server.url + path, { seconds: Number(secondsText), key })));
    await server.stop();
  }
for (const [binary, rps] of figures) console.log(`${binary} ${path}: ${rps.join(', ')} req/s; median ${median(rps)}`);
