// What the chart totals' triggers (migration 0026) cost a catch create: POST /v1/catches in
// process, one after another, with the triggers and without them (dropped for the round, put
// back after), in CPU time, in alternating rounds of one run on a copy of a SQLite database (the 1M catches
// of bench/run.sh: the tables' trees as deep as they get). On PostgreSQL a create appends its
// delta as before; the totals are added by the background fold.
// The catches are caught this month, as a club logs them (`spread`: over the five years of
// the imported catches, a month each in turn: every create in other rows of the totals).
//   bun bench/create-cost.ts <catchd.db> [rounds=8] [creates per round=300] [current|spread]
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Database } from 'bun:sqlite';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { SqliteStore } from '../src/db/sqlite-store';
import { upsertUser } from '../src/identity/people';
import { cryptoRandomBytes } from '../src/lib/secrets';
import { createApiKey } from '../src/modules/developers/keys/service';
import { benchDeps, median } from './lib';

const source = resolve(process.argv[2] ?? 'bench/out/data/catchd.db');
const [rounds = 8, creates = 300] = process.argv.slice(3, 5).map(Number);
const spread = process.argv[5] === 'spread';
/** The triggers measured: those of migration 0026. */
const triggerNames = ['catches_month_totals_insert', 'catches_month_totals_delete', 'catches_month_totals_update'];
const species = ['Coryphaena hippurus', 'Wahoo', 'Grey triggerfish', 'Dentex dentex', 'Mutton snapper'];

// A checkpointed copy: the measured writes leave the benchmark's data as it was.
const dir = mkdtempSync(join(tmpdir(), 'catchd-create-cost-'));
const path = join(dir, 'catchd.db');
{
  const original = new Database(source);
  original.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  original.close();
}
copyFileSync(source, path);
const db = SqliteStore.open(path);
const config = loadConfig({ CATCHD_DATA_DIR: dir, CATCHD_RATE_LIMIT: '0', CATCHD_SECRET_KEY: Buffer.alloc(32, 3).toString('base64') });
const app = createApp(benchDeps(db, config));
const now = (): number => Math.floor(Date.now() / 1000);
const keys: string[] = [];
for (let n = 0; n < 4; n++) {
  const { user } = await upsertUser(db, { email: `cost${n}@bench.test`, role: 'diver', displayName: `cost${n}` }, now());
  keys.push(
    (await createApiKey(db, { userId: user.id, role: 'diver', name: 'bench', scopes: ['all'], expiresAt: null }, now(), cryptoRandomBytes))
      .secret,
  );
}
const triggerSql = (
  await db.all<{ sql: string }>(
    `SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name IN (${triggerNames.map(() => '?').join(', ')})`,
    ...triggerNames,
  )
).map((row) => row.sql);
if (triggerSql.length !== triggerNames.length) throw new Error(`${source} lacks the triggers of migration 0026`);

let made = 0;
/**
 * Mean ms per create over one round, in this process's CPU time (user and system: the WAL's
 * writes too), which other processes on a shared machine disturb less than the wall clock.
 */
async function round(): Promise<number> {
  const started = process.cpuUsage();
  for (let n = 0; n < creates; n++, made++) {
    const response = await app.handle(
      new Request('http://bench.test/v1/catches', {
        method: 'POST',
        headers: { authorization: `Bearer ${keys[n % keys.length]}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          species: species[made % species.length],
          weight_lbs: 1 + ((made * 37) % 8000) / 100,
          depth_ft: 5 + (made % 120),
          caught_at: spread
            ? new Date(Date.UTC(2021, made % 60, 1 + (made % 27), 9)).toISOString()
            : new Date(Date.now() - (made % 48) * 3_600_000).toISOString(),
        }),
      }),
    );
    if (response.status !== 201) throw new Error(`create answered ${response.status}: ${await response.text()}`);
  }
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000 / creates;
}

const withTriggers: number[] = [];
const without: number[] = [];
const dropTriggers = (): void => {
  for (const name of triggerNames) db.writer.$client.exec(`DROP TRIGGER ${name}`);
};
const restoreTriggers = (): void => {
  for (const sql of triggerSql) db.writer.$client.exec(sql);
};
// A warm-up pair first, not counted; the order within a pair alternates, so that what builds up
// over a run (the WAL, its checkpoints) falls on both alike.
for (let n = -1; n < rounds; n++) {
  let on: number;
  let off: number;
  if (n % 2 === 0) {
    on = await round();
    dropTriggers();
    off = await round();
    restoreTriggers();
  } else {
    dropTriggers();
    off = await round();
    restoreTriggers();
    on = await round();
  }
  if (n >= 0) {
    withTriggers.push(on);
    without.push(off);
  }
}
const on = median(withTriggers);
const off = median(without);
const pairs = withTriggers.map((ms, n) => ms / without[n]!);
console.log(
  `SQLite, ${source}: ${rounds} alternating rounds of ${creates} creates caught ${spread ? 'over 60 months' : 'in the last two days'} (medians of the rounds' means)`,
);
console.log(`with the chart totals' triggers    ${on.toFixed(3)} ms CPU per create`);
console.log(`without them                      ${off.toFixed(3)} ms CPU per create`);
console.log(`extra: ${((on / off - 1) * 100).toFixed(1)}% (median of the rounds' pairs: ${((median(pairs) - 1) * 100).toFixed(1)}%)`);
await db.close();
rmSync(dir, { recursive: true, force: true });
