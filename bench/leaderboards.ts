// Leaderboard benchmark. Builds a file database of N catches (direct inserts, then the
// migration's own board backfill, which test/ladder/backfill.test.ts proves equal to the
// trigger upkeep; row-by-row triggers would take an hour at 1M on 2 cores), then measures with wrk, server on core 0 and wrk on core 1:
//   - a bare Bun.serve 2 KB JSON answer (the ceiling),
//   - the top 10 of a species board and of the all-species heaviest board,
//   - POST /v1/catches with board upkeep, and on a copy without the board triggers.
// Usage: bun bench/leaderboards.ts [N=1000000] [seconds per wrk run=10]
// Prints requests/s and the ratios (reads / ceiling, writes with / without upkeep).
//
// Run of 2026-11-23, 1,000,000 catches, 5,000 divers, 2 shared cores, wrk -t1 -c32 -d10s:
//   ceiling 172,460/s; species board 22,672/s (0.13); all-species heaviest 24,484/s (0.14);
//   POST /v1/catches 952/s with upkeep vs 1,720/s without (0.55).
// Where the read time goes (in-process, per request): authenticate() 12 us, the rest of
// Elysia's route (bearer, query schema) ~10 us, the board itself one cache lookup (~2 us).
// Writes: each new catch upserts 10 board_totals rows (4 value indexes each); at 1M catches
// those pages no longer fit the 64 MiB page cache.
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { openDatabase } from '../src/db/client';
import { migrationSql } from '../src/db/migrations.gen';
import { createApiKey } from '../src/modules/keys/service';
import { ensureSpeciesSeeded } from '../src/modules/species/service';
import { upsertUser } from '../src/modules/users/service';
import { newId } from '../src/lib/ids';

const total = Number(process.argv[2] ?? 1_000_000);
const seconds = Number(process.argv[3] ?? 10);
const dir = `${import.meta.dir}/out`;
mkdirSync(dir, { recursive: true });
const dbPath = `${dir}/boards-${total}.db`;
const now = Math.floor(Date.now() / 1000);

/** Deterministic pseudo-random numbers (mulberry32), so runs are comparable. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function build(): { key: string; speciesId: string } {
  rmSync(dbPath, { force: true });
  const db = openDatabase(dbPath);
  ensureSpeciesSeeded(db, now);
  const species = db.$client.query<{ pk: number; id: string }, []>('SELECT pk, id FROM species ORDER BY pk').all();
  const diverCount = Math.max(10, Math.round(total / 200));
  const divers: string[] = [];
  db.$client.transaction(() => {
    for (let i = 0; i < diverCount; i++) divers.push(upsertUser(db, { email: `diver${i}@bench.test` }, now).user.id);
  })();
  const { secret } = createApiKey(db, { userId: divers[0], role: 'diver', name: 'bench', scopes: ['all'], expiresAt: null }, now);
  const next = random(42);
  const insert = db.$client.prepare(
    `INSERT INTO catches (id, diver_id, species_pk, weight_lbs, depth_ft, tier, dive_type, gear, lat, lon, caught_at, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const gears = ['speargun', 'polespear', 'sling', 'other', null];
  const tag = Object.keys(migrationSql).find((name) => name.endsWith('ladder_boards'))!;
  const statements = migrationSql[tag].split('--> statement-breakpoint');
  const triggers = statements.filter((sql) => sql.includes('CREATE TRIGGER catches_board_'));
  db.$client.exec('DROP TRIGGER catches_board_insert; DROP TRIGGER catches_board_update; DROP TRIGGER catches_board_delete');
  const started = performance.now();
  const batch = 10_000;
  for (let done = 0; done < total; done += batch) {
    db.$client.transaction(() => {
      for (let i = done; i < Math.min(total, done + batch); i++) {
        // Popular species are popular: a skewed pick makes the species boards realistic.
        const s = species[Math.floor(species.length * next() ** 3)];
        const r = next();
        const tier = r < 0.5 ? 0 : r < 0.7 ? 1 : r < 0.9 ? 2 : 3;
        const caught = now - Math.floor(next() * 6 * 365 * 86400);
        insert.run(
          newId('catch'), divers[Math.floor(next() * diverCount)], s.pk, Math.round(next() * 8000) / 100 + 1, Math.round(next() * 1500) / 10,
          tier, next() < 0.8 ? 'freedive' : 'scuba', gears[Math.floor(next() * gears.length)], 25 + next(), -80 + next(), caught, caught, caught,
        );
      }
    })();
    if ((done / batch) % 10 === 9) console.error(`${done + batch} catches, ${Math.round((done + batch) / ((performance.now() - started) / 1000))}/s`);
  }
  console.error(`inserted in ${((performance.now() - started) / 1000).toFixed(0)} s; filling boards`);
  db.$client.transaction(() => {
    db.$client.run(statements.at(-1)!);
    for (const sql of triggers) db.$client.run(sql);
  })();
  db.$client.exec('PRAGMA optimize; PRAGMA wal_checkpoint(TRUNCATE)');
  const popular = db.$client.query<{ id: string }, []>('SELECT s.id FROM catches c JOIN species s ON s.pk = c.species_pk GROUP BY c.species_pk ORDER BY count(*) DESC LIMIT 1').get()!;
  db.$client.close();
  console.error(`built ${total} catches for ${diverCount} divers in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return { key: secret, speciesId: popular.id };
}

const servers = new Set<Bun.Subprocess>();
process.on('exit', () => servers.forEach((s) => s.kill()));

async function startServer(args: string[]): Promise<Bun.Subprocess> {
  const server = Bun.spawn(['taskset', '-c', '0', process.execPath, `${import.meta.dir}/serve.ts`, ...args], { stdout: 'pipe', stderr: 'inherit' });
  const reader = server.stdout.getReader();
  const { value } = await reader.read();
  servers.add(server);
  if (!new TextDecoder().decode(value).includes('ready')) throw new Error('server did not start');
  return server;
}

async function wrk(url: string, options: { key?: string; script?: string } = {}): Promise<number> {
  const args = ['taskset', '-c', '1', 'wrk', '-t1', '-c32', `-d${seconds}s`, '--latency'];
  if (options.key) args.push('-H', `Authorization: Bearer ${options.key}`);
  if (options.script) args.push('-s', options.script);
  args.push(url);
  const run = Bun.spawnSync(args, { stdin: 'ignore' });
  const text = run.stdout.toString();
  const match = /Requests\/sec:\s+([\d.]+)/.exec(text);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(text);
  if (!match) throw new Error(`wrk failed: ${text}${run.stderr.toString()}`);
  if (non2xx) throw new Error(`wrk saw ${non2xx[1]} error responses for ${url}`);
  return Number(match[1]);
}

const { key, speciesId } = build();
const port = 3900 + Math.floor(Math.random() * 50);
const base = `http://127.0.0.1:${port}`;
const results: Record<string, number> = {};

let server = await startServer(['ceiling', String(port)]);
results.ceiling = await wrk(`${base}/`);
server.kill();
await server.exited;

server = await startServer(['app', String(port), dbPath]);
results.speciesBoard = await wrk(`${base}/v1/leaderboards/heaviest?species=${speciesId}`, { key });
results.allSpeciesHeaviest = await wrk(`${base}/v1/leaderboards/heaviest`, { key });
const script = `${dir}/post-catch.lua`;
writeFileSync(
  script,
  `wrk.method = "POST"
wrk.body = '{"species":"${speciesId}","weight_lbs":12.5,"depth_ft":40,"gear":"speargun"}'
wrk.headers["Content-Type"] = "application/json"`,
);
results.createWithUpkeep = await wrk(`${base}/v1/catches`, { key, script });
server.kill();
await server.exited;

// The same database without the board triggers: what a create costs without upkeep.
const bare = `${dir}/boards-${total}-bare.db`;
copyFileSync(dbPath, bare);
for (const suffix of ['-wal', '-shm']) if (existsSync(bare + suffix)) rmSync(bare + suffix);
{
  const db = openDatabase(bare);
  db.$client.exec('DROP TRIGGER catches_board_insert; DROP TRIGGER catches_board_update; DROP TRIGGER catches_board_delete');
  db.$client.close();
}
server = await startServer(['app', String(port), bare]);
results.createWithoutUpkeep = await wrk(`${base}/v1/catches`, { key, script });
server.kill();
await server.exited;
rmSync(bare, { force: true });

console.log(JSON.stringify(results, null, 2));
console.log(`species board / ceiling: ${(results.speciesBoard / results.ceiling).toFixed(2)} (goal >= 0.3)`);
console.log(`all-species heaviest / ceiling: ${(results.allSpeciesHeaviest / results.ceiling).toFixed(2)} (goal >= 0.3)`);
console.log(`create with / without upkeep: ${(results.createWithUpkeep / results.createWithoutUpkeep).toFixed(2)} (goal >= 0.8)`);
