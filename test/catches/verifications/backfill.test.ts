// The ladder migration fills board_totals for catches stored before it: the backfill
// must produce exactly what the triggers maintain. SQLite only: these are the SQLite
// migrations' own scripts (PostgreSQL's boards are checked by the leaderboard property test).
import { Database } from 'bun:sqlite';
import { expect, test } from 'bun:test';
import { applyMigrations, wrapDatabase } from '../../../src/db/client';
import { SqliteStore } from '../../../src/db/sqlite-store';
import { migrationJournal, migrationSql } from '../../../src/db/migrations.gen';
import { boardTotalsRebuildScript } from '../../../src/modules/catches/leaderboards/service';
import { newId } from '../../../src/lib/ids';
import { engine, freshSqliteDatabase } from '../../support';
import { ensureSpeciesSeeded } from '../../../src/modules/catches/species/service';
import { upsertUser } from '../../../src/identity/people';

test.if(engine === 'sqlite')('backfill equals trigger upkeep', async () => {
  const db = await freshSqliteDatabase();
  const divers = await Promise.all([0, 1, 2].map(async (i) => (await upsertUser(db, { email: `b${i}@example.com` }, 0)).user.id));
  const insert = db.sqlite.prepare(
    'INSERT INTO catches (id, diver_id, species_pk, weight_lbs, depth_ft, tier, dive_type, gear, caught_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0)',
  );
  const gears = ['speargun', 'polespear', 'sling', 'other', null];
  for (let i = 0; i < 200; i++)
    insert.run(
      newId('catch'),
      divers[i % 3],
      1 + (i % 4),
      1 + ((i * 7) % 13) / 3,
      (i * 11) % 50,
      i % 4,
      i % 5 ? 'freedive' : 'scuba',
      gears[i % 5],
      1.6e9 + i * 4e5,
    );
  db.sqlite.run('DELETE FROM catches WHERE rowid % 7 = 0');
  db.sqlite.run("UPDATE catches SET weight_lbs = weight_lbs + 1, tier = 3 - tier, gear = 'sling' WHERE rowid % 5 = 0");
  const dump = () => db.sqlite.query('SELECT * FROM board_totals ORDER BY scope, diver_id').all();
  const maintained = dump();
  expect(maintained.length).toBeGreaterThan(100);
  const tag = Object.keys(migrationSql).find((name) => name.endsWith('ladder_boards'))!;
  const backfill = migrationSql[tag].split('--> statement-breakpoint').at(-1)!;
  db.sqlite.run('DELETE FROM board_totals');
  db.sqlite.run(backfill);
  expect(dump()).toEqual(maintained);
});

test.if(engine === 'sqlite')('re-keying board_totals by diver keeps every row, and the triggers keep working after it', async () => {
  const tag = 'board_totals_by_diver';
  const before = migrationJournal.entries.findIndex((entry) => entry.tag.endsWith(tag));
  const db = wrapDatabase(new Database(':memory:', { strict: true }), { migrationCount: before });
  const store = SqliteStore.over(db);
  await ensureSpeciesSeeded(store, 0);
  // Plain SQL: today's users service reads columns that this older schema does not have yet.
  const divers = [0, 1, 2].map((i) => {
    db.$client.run("INSERT INTO users (id, email, display_name, role, created_at, updated_at) VALUES (?, ?, ?, 'diver', 0, 0)", [
      `usr_m${i}`,
      `m${i}@example.com`,
      `m${i}`,
    ]);
    return `usr_m${i}`;
  });
  const insert = db.$client.prepare(
    'INSERT INTO catches (id, diver_id, species_pk, weight_lbs, depth_ft, tier, dive_type, gear, caught_at, created_at, updated_at) VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?, 0, 0)',
  );
  const gears = ['speargun', 'polespear', 'sling', 'other', null];
  const add = (from: number, to: number) => {
    for (let i = from; i < to; i++)
      insert.run(
        newId('catch'),
        divers[i % 3],
        1 + ((i * 7) % 13) / 3,
        (i * 11) % 50,
        i % 4,
        i % 5 ? 'freedive' : 'scuba',
        gears[i % 5],
        1.6e9 + i * 4e5,
      );
  };
  add(0, 60);
  const dump = () =>
    db.$client.query('SELECT scope, diver_id, n, weight_sum_e4, weight_max, depth_max FROM board_totals ORDER BY scope, diver_id').all();
  const kept = dump();
  expect(kept.length).toBeGreaterThan(100);
  applyMigrations(db);
  expect(dump()).toEqual(kept);
  // Writes after the migration still reach the boards exactly.
  add(60, 120);
  db.$client.run('DELETE FROM catches WHERE rowid % 7 = 0');
  const maintained = dump();
  db.$client.run(boardTotalsRebuildScript);
  expect(dump()).toEqual(maintained);
});
