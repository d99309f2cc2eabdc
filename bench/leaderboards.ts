// Leaderboard benchmark on the imported catches of bench/run.sh (1M by default), with the
// built dist/catchd pinned to core 0 and wrk to core 1:
//   - the top 10 of the biggest species' heaviest board and of the all-species heaviest
//     board, as ratios to the Bun.serve ceiling (alternating rounds, medians);
//   - POST /v1/catches with board upkeep, against a copy of the data without the board
//     triggers (alternating rounds): what upkeep costs a write.
// Usage: bun bench/leaderboards.ts <data dir> [seconds per run=5] [rounds=3]
import { Database } from 'bun:sqlite';
import { cpSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { median, ratioToCeiling, root, startCeiling, startServer, wrk } from './lib';

const dataDir = resolve(process.argv[2] ?? 'bench/out/data');
const seconds = Number(process.argv[3] ?? 5);
const rounds = Number(process.argv[4] ?? 3);
const binary = join(root, 'dist/catchd');
const script = join(root, 'bench/post-catch.lua');

const key = Bun.spawnSync([binary, 'keys', 'create', '--email', 'boards@bench.test', '--scopes', 'all'], { env: { ...process.env, CATCHD_DATA_DIR: dataDir } })
  .stdout.toString().trim().split('\n').at(-1)!;
const db = new Database(join(dataDir, 'catchd.db'), { readonly: true });
const total = db.query<{ n: number }, []>('SELECT sum(n) AS n FROM catch_counts_total').get()!.n;
const big = db
  .query<{ id: string }, []>('SELECT s.id FROM catch_counts_by_species c JOIN species s ON s.pk = c.species_pk GROUP BY s.id ORDER BY sum(c.n) DESC LIMIT 1')
  .get()!;
db.close();

// The same data without the board triggers: what a create costs without upkeep.
const bareDir = `${dataDir}-no-boards`;
rmSync(bareDir, { recursive: true, force: true });
cpSync(dataDir, bareDir, { recursive: true });
{
  const bare = new Database(join(bareDir, 'catchd.db'));
  bare.exec('DROP TRIGGER catches_board_insert; DROP TRIGGER catches_board_update; DROP TRIGGER catches_board_delete');
  bare.close();
}

console.log(`catches: ${total}`);
const ceiling = await startCeiling();
const boards = await startServer([binary, 'serve'], { CATCHD_DATA_DIR: dataDir });
const noBoards = await startServer([binary, 'serve'], { CATCHD_DATA_DIR: bareDir });
try {
  wrk(ceiling.url, { seconds: 2 }); // warm-up
  for (const [name, path] of [
    ['heaviest board of the biggest species', `/v1/leaderboards/heaviest?species=${big.id}`],
    ['all-species heaviest board', '/v1/leaderboards/heaviest'],
  ]) {
    const measured = ratioToCeiling(ceiling.url, () => wrk(boards.url + path, { seconds, key }), seconds, rounds);
    console.log(`${name}, top 10: ${measured.rps.toFixed(0)} req/s, ceiling ${measured.ceiling.toFixed(0)}, ratio ${measured.ratio.toFixed(3)} (target >= 0.3)`);
  }
  const pairs: { with: number; without: number }[] = [];
  for (let i = 0; i < rounds; i++)
    pairs.push({ without: wrk(`${noBoards.url}/v1/catches`, { seconds, key, script }), with: wrk(`${boards.url}/v1/catches`, { seconds, key, script }) });
  console.log(
    `create: ${median(pairs.map((p) => p.with)).toFixed(0)} req/s with board upkeep, ${median(pairs.map((p) => p.without)).toFixed(0)} without; ` +
      `ratio ${median(pairs.map((p) => p.with / p.without)).toFixed(3)} (target >= 0.8)`,
  );
} finally {
  await Promise.all([ceiling.stop(), boards.stop(), noBoards.stop()]);
  rmSync(bareDir, { recursive: true, force: true });
}
