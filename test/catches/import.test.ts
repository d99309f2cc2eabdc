// `catchd catches import`: idempotent by external_id, bad lines reported by number.
import { describe, expect, test } from 'bun:test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deferSchema, openDatabase, restoreDeferredSchema } from '../../src/db/client';
import { SqliteStore } from '../../src/db/sqlite-store';
import type { PostgresStore } from '../../src/db/postgres-store';
import { derivedMismatchSql } from '../../src/db/postgres-derived';
import { CatchImporter, catchesDerivedDataSql, importCatchesFile } from '../../src/modules/catches/import';
import { importCatchesInto } from '../../src/modules/catches/import-file';
import { ensureSpeciesSeeded } from '../../src/modules/catches/species/service';
import type { Store } from '../../src/db/store';
import { engine, freshDatabase, freshSqliteDatabase, testContext, testFilesDir, testNow } from '../support';

// The importer's behaviour runs on both engines (import.ts on SQLite, import-postgres.ts on
// PostgreSQL); SQLite's bulk mode (indexes and triggers set aside in the file) is tested on SQLite.

function file(lines: (string | object)[]): string {
  const path = join(mkdtempSync(join(testFilesDir, 'import-')), 'log.jsonl');
  writeFileSync(path, `${lines.map((l) => (typeof l === 'string' ? l : JSON.stringify(l))).join('\n')}\n`);
  return path;
}

const line = (extra: object = {}) => ({ diver_email: 'old@club.test', species: 'Wahoo', weight_lbs: 40, depth_ft: 50, ...extra });

describe('catches import', () => {
  test('imports, then re-importing the same file changes nothing', async () => {
    const db = freshDatabase();
    const path = file([
      line({ external_id: 'a-1', diver_name: 'Old Timer', created_at: '2019-06-01T10:00:00Z', verification_tier: 'silver' }),
      { diver_email: 'old@club.test', external_id: 'a-2', species: 'Mahi-mahi', weight_kg: 9, depth_m: 12 },
      line({ diver_email: 'NEW@club.test', notes: 'no external id' }),
    ]);
    expect(await importCatchesInto(db, path, testNow)).toEqual({ imported: 3, updated: 0, unchanged: 0, rejected: [] });
    const again = await importCatchesInto(db, path, testNow);
    // Lines without external_id are always new catches.
    expect(again).toEqual({ imported: 1, updated: 0, unchanged: 2, rejected: [] });
    const first = await db.get<{ tier: number; created_at: number; display_name: string }>(
      "SELECT c.tier, c.created_at, u.display_name FROM catches c JOIN users u ON u.id = c.diver_id WHERE external_id = 'a-1'",
    );
    expect(first).toEqual({ tier: 2, created_at: Date.UTC(2019, 5, 1, 10) / 1000, display_name: 'Old Timer' });
    expect(await db.get("SELECT count(*) AS n FROM users WHERE email = 'new@club.test'")).toEqual({ n: 1 });
    // Imports update counts but emit no events.
    expect(await db.get('SELECT count(*) AS n FROM events')).toEqual({ n: 0 });
    expect(await db.get(`SELECT sum(n) AS n FROM ${db.dialect.counters('catch_counts_total')}`)).toEqual({ n: 4 });
  });

  test('a later batch of lines goes as fast as the first', async () => {
    // 5,000 lines make one transaction. A second file's lines change pages that the first
    // stored (counters, boards of the same divers): inside a savepoint SQLite journalled those
    // again at every statement, and such a batch took ~20 times as long per line.
    const batch = (from: number) =>
      file(
        Array.from({ length: 5_000 }, (_, i) =>
          line({
            diver_email: `d${(from + i) % 400}@club.test`,
            species: ['Wahoo', 'Mahi-mahi', 'Dusky grouper'][i % 3],
            weight_lbs: 5 + (i % 37),
            caught_at: new Date(Date.UTC(2019, 0, 1) + (from + i) * 3_600_000).toISOString(),
            verification_tier: 'gold',
          }),
        ),
      );
    const db = freshDatabase();
    const [first, second] = [batch(0), batch(5_000)];
    const timed = async (path: string): Promise<number> => {
      const started = performance.now();
      expect(await importCatchesInto(db, path, testNow)).toMatchObject({ imported: 5_000, rejected: [] });
      return performance.now() - started;
    };
    const firstMs = await timed(first);
    const secondMs = await timed(second);
    expect(secondMs).toBeLessThan(4 * firstMs);
  });

  test('a changed line updates its catch', async () => {
    const db = freshDatabase();
    await importCatchesInto(db, file([line({ external_id: 'x' })]), testNow);
    const report = await importCatchesInto(db, file([line({ external_id: 'x', weight_lbs: 45, notes: 'reweighed' })]), testNow);
    expect(report).toMatchObject({ imported: 0, updated: 1, unchanged: 0 });
    expect(await db.get("SELECT weight_lbs, notes FROM catches WHERE external_id = 'x'")).toEqual({ weight_lbs: 45, notes: 'reweighed' });
  });

  test('bad lines are reported by number with the reason; the rest are imported', async () => {
    const db = freshDatabase();
    const report = await importCatchesInto(
      db,
      file([
        line(),
        '{"species": ',
        line({ species: 'Unicorn fish of Atlantis' }),
        line({ weight_lbs: -3 }),
        line({ diver_email: 'not-an-email' }),
        line({ colour: 'red' }),
        line({ verification_tier: 'platinum' }),
        line({ created_at: 'long ago' }),
        { species: 'Wahoo', weight_lbs: 1, depth_ft: 1 },
        line({ location: { lat: 1, lon: 2, name: 'nul\u0000byte' } }),
        '',
        line(),
      ]),
      testNow,
    );
    expect(report.imported).toBe(2);
    expect(report.rejected.map((r) => r.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const reasons = report.rejected.map((r) => r.reason);
    expect(reasons[0]).toContain('not valid JSON');
    expect(reasons[1]).toContain('unknown species');
    expect(reasons[2]).toContain('weight_lbs');
    expect(reasons[3]).toContain('diver_email');
    expect(reasons[4]).toContain('colour');
    expect(reasons[5]).toContain('verification_tier');
    expect(reasons[6]).toContain('created_at');
    expect(reasons[7]).toContain('diver_email');
    expect(reasons[8]).toBe('location.name: must not contain the NUL character (U+0000)');
    expect(await db.get(`SELECT sum(n) AS n FROM ${db.dialect.counters('catch_counts_total')}`)).toEqual({ n: 2 });
  });
});

describe.if(engine === 'sqlite')('bulk loads', () => {
  const schemaOf = (db: SqliteStore) =>
    db.sqlite
      .query<{ name: string }, []>(
        "SELECT name FROM sqlite_master WHERE tbl_name = 'catches' AND type IN ('index', 'trigger') ORDER BY name",
      )
      .all();

  test('renew every competition entry version, as the catches triggers would (scored fish are kept per version)', async () => {
    const db = await freshSqliteDatabase();
    db.sqlite.exec(
      `INSERT INTO competitions (pk, id, name, starts_at, ends_at, time_zone, team_size, divisions, entry, weigh_in, weighmasters, protest_hours, rules, status, created_at, updated_at)
       VALUES (1, 'cmp_1', 'Cup', 0, 1, 'UTC', 1, '[]', 'open', 'none', '[]', 1, '{}', 'running', 0, 0);
       INSERT INTO competition_entries (pk, id, competition_pk, created_at) VALUES (1, 'ent_1', 1, 0)`,
    );
    await importCatchesFile(db, file(Array.from({ length: 12 }, (_, i) => line({ external_id: `v${i}` }))), testNow, { bulkLoadLines: 10 });
    expect(db.sqlite.query<{ version: number }, []>('SELECT version FROM competition_entries').get()!.version).not.toBe(0);
  });

  test('set indexes and triggers aside, then rebuild them, the counters and the search index', async () => {
    const db = await freshSqliteDatabase();
    const before = schemaOf(db);
    const lines = Array.from({ length: 30 }, (_, i) =>
      line({
        external_id: `b${i}`,
        notes: i % 3 === 0 ? 'reef ledge' : undefined,
        dive_type: i % 2 ? 'scuba' : 'freedive',
        verification_tier: (['unverified', 'bronze', 'silver', 'gold'] as const)[i % 4],
        gear: i % 5 ? 'speargun' : undefined,
        weight_lbs: 10 + i,
      }),
    );
    const path = file(lines);
    const report = await importCatchesFile(db, path, testNow, { bulkLoadLines: 10 });
    expect(report.imported).toBe(30);
    expect(schemaOf(db)).toEqual(before);
    expect(db.sqlite.query('SELECT count(*) AS n FROM deferred_schema').get()).toEqual({ n: 0 });
    expect(db.sqlite.query("SELECT sum(n) AS n FROM catch_counts_total WHERE dive_type = 'scuba'").get()).toEqual({ n: 15 });
    expect(db.sqlite.query("SELECT count(*) AS n FROM catch_fts WHERE catch_fts MATCH 'reef'").get()).toEqual({ n: 10 });
    // Derived tables equal what the triggers keep when the same file loads row by row.
    const rowByRow = await freshSqliteDatabase();
    await importCatchesFile(rowByRow, path, testNow, { bulkLoadLines: 1_000_000 });
    for (const table of ['board_totals', 'catch_counts_by_species', 'catch_counts_by_diver', 'catch_counts_total']) {
      // Diver ids differ between the two databases: compare by email.
      const rows = (d: typeof db) =>
        d.sqlite
          .query<Record<string, unknown>, []>(
            `SELECT t.*, u.email FROM ${table} t LEFT JOIN users u ON ${table === 'board_totals' || table === 'catch_counts_by_diver' ? 'u.id = t.diver_id' : '0'} WHERE t.n > 0`,
          )
          .all()
          .map(({ diver_id, ...rest }) => JSON.stringify(rest))
          .sort();
      expect({ table, rows: rows(db) }).toEqual({ table, rows: rows(rowByRow) });
    }
    // The triggers are back: a later single write is counted again.
    await importCatchesFile(db, file([line({ external_id: 'after' })]), testNow, { bulkLoadLines: 10 });
    expect(db.sqlite.query('SELECT sum(n) AS n FROM catch_counts_total').get()).toEqual({ n: 31 });
  });

  const derivedTables = ['board_totals', 'catch_counts_by_species', 'catch_counts_by_diver', 'catch_counts_total'];
  const derivedRows = (db: SqliteStore) =>
    derivedTables.map((table) => ({ table, rows: db.sqlite.query(`SELECT * FROM ${table} ORDER BY 1, 2, 3`).all() }));
  const mixedLines = Array.from({ length: 40 }, (_, i) =>
    line({
      diver_email: `d${i % 7}@club.test`,
      species: i % 3 ? 'Wahoo' : 'Mahi-mahi',
      caught_at: `20${20 + (i % 4)}-05-01T10:00:00Z`,
      dive_type: i % 2 ? 'scuba' : 'freedive',
      verification_tier: (['unverified', 'bronze', 'silver', 'gold'] as const)[i % 4],
      gear: i % 5 ? (['speargun', 'polespear', 'sling', 'other'] as const)[i % 4] : undefined,
      weight_lbs: 10 + ((i * 7) % 13) + 0.33,
      depth_ft: 20 + ((i * 5) % 11),
    }),
  );

  test('the one-pass rebuild and the stored recovery script agree', async () => {
    const db = await freshSqliteDatabase();
    await importCatchesFile(db, file(mixedLines), testNow, { bulkLoadLines: 10 });
    const onePass = derivedRows(db);
    expect(onePass[0].rows.length).toBeGreaterThan(100);
    deferSchema(db.writer, 'catches', catchesDerivedDataSql);
    restoreDeferredSchema(db.writer);
    expect(derivedRows(db)).toEqual(onePass);
  });

  test('a bulk load beside another open connection stays in WAL mode and completes', async () => {
    const path = join(mkdtempSync(join(testFilesDir, 'bulk-')), 'catchd.db');
    const db = SqliteStore.open(path);
    await ensureSpeciesSeeded(db, testNow);
    // Another process's connection (a running server), holding the file open.
    const server = openDatabase(path);
    server.$client.query('SELECT count(*) FROM catches').get();
    await importCatchesFile(db, file(mixedLines), testNow, { bulkLoadLines: 10 });
    expect(db.sqlite.query('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    expect(server.$client.query('SELECT sum(n) AS n FROM catch_counts_total').get()).toEqual({ n: 40 });
    server.$client.close();
  });

  test("alone on the file (the CLI's one connection), a bulk load leaves WAL mode and comes back to it", async () => {
    const path = join(mkdtempSync(join(testFilesDir, 'bulk-')), 'catchd.db');
    const db = SqliteStore.open(path, { alone: true });
    await ensureSpeciesSeeded(db, testNow);
    const exec = db.sqlite.exec.bind(db.sqlite);
    const journalModes: string[] = [];
    db.sqlite.exec = (sql: string) => (sql.startsWith('PRAGMA journal_mode') && journalModes.push(sql), exec(sql));
    await importCatchesFile(db, file(mixedLines), testNow, { bulkLoadLines: 10 });
    // Set back to WAL only after leaving it (leaveWal switches through a query).
    expect(journalModes).toEqual(['PRAGMA journal_mode = WAL']);
    expect(db.sqlite.query('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    expect(db.sqlite.query('SELECT sum(n) AS n FROM catch_counts_total').get()).toEqual({ n: 40 });
    await db.close();
  });

  test('alone on the file, a bulk load matches external ids without their index, as a load row by row does', async () => {
    const stored = [
      line({ external_id: 'e1', weight_lbs: 10 }),
      line({ external_id: 'e2' }),
      line({ diver_email: 'two@club.test', external_id: 'e1' }),
    ];
    const loaded = [
      line({ external_id: 'e1', weight_lbs: 11 }), // the stored catch, changed
      line({ diver_email: 'two@club.test', external_id: 'e1' }), // the stored catch, as it is
      line({ external_id: 'e3', weight_lbs: 20 }),
      line({ external_id: 'e3', weight_lbs: 21 }), // the line above, changed within the load
      line({ diver_email: 'three@club.test', external_id: 'e1' }),
      line({ notes: 'no external id' }),
      line({ notes: 'no external id' }),
    ];
    const load = async (options: { alone: boolean; bulkLoadLines: number }) => {
      const db = SqliteStore.open(join(mkdtempSync(join(testFilesDir, 'bulk-')), 'catchd.db'), { alone: options.alone });
      await ensureSpeciesSeeded(db, testNow);
      await importCatchesFile(db, file(stored), testNow, { bulkLoadLines: 1_000_000 });
      const before = schemaOf(db);
      const exec = db.sqlite.exec.bind(db.sqlite);
      const dropped: string[] = [];
      db.sqlite.exec = (sql: string) => (sql.startsWith('DROP INDEX') && dropped.push(sql), exec(sql));
      const report = await importCatchesFile(db, file(loaded), testNow, { bulkLoadLines: options.bulkLoadLines });
      expect(schemaOf(db)).toEqual(before);
      const catches = db.sqlite
        .query(
          'SELECT u.email, c.external_id, c.weight_lbs, c.notes FROM catches c JOIN users u ON u.id = c.diver_id ORDER BY u.email, c.external_id, c.pk',
        )
        .all();
      await db.close();
      return { report, catches, setAsideExternal: dropped.some((sql) => sql.includes('catches_diver_external')) };
    };
    const bulk = await load({ alone: true, bulkLoadLines: 5 });
    const rowByRow = await load({ alone: false, bulkLoadLines: 1_000_000 });
    expect(bulk.setAsideExternal).toBe(true);
    expect(rowByRow.setAsideExternal).toBe(false);
    expect(bulk.report).toEqual({ imported: 4, updated: 2, unchanged: 1, rejected: [] });
    expect(bulk.report).toEqual(rowByRow.report);
    expect(bulk.catches).toEqual(rowByRow.catches);
    expect(bulk.catches.filter((c) => (c as { external_id: string }).external_id === 'e3')).toEqual([
      { email: 'old@club.test', external_id: 'e3', weight_lbs: 21, notes: null },
    ]);
  });

  test('a load that died half-way is finished when the database is next opened', async () => {
    const dir = mkdtempSync(join(testFilesDir, 'bulk-'));
    const path = join(dir, 'catchd.db');
    const db = SqliteStore.open(path);
    await ensureSpeciesSeeded(db, testNow);
    const before = schemaOf(db);
    deferSchema(db.writer, 'catches', catchesDerivedDataSql);
    expect(schemaOf(db).length).toBeLessThan(before.length);
    await new CatchImporterRun(db).add(line({ notes: 'wreck' }));
    await db.close();
    const reopened = SqliteStore.open(path);
    expect(schemaOf(reopened)).toEqual(before);
    expect(reopened.sqlite.query('SELECT sum(n) AS n FROM catch_counts_total').get()).toEqual({ n: 1 });
    expect(reopened.sqlite.query("SELECT count(*) AS n FROM catch_fts WHERE catch_fts MATCH 'wreck'").get()).toEqual({ n: 1 });
  });
});

/** Imports lines straight through the importer (no file, no bulk mode). */
class CatchImporterRun {
  constructor(private readonly db: SqliteStore) {}
  async add(value: object): Promise<void> {
    const importer = new CatchImporter(this.db, testNow);
    await importer.add(1, JSON.stringify(value));
    await importer.flush();
  }
}

describe.if(engine === 'postgres')('import on PostgreSQL against SQLite', () => {
  // Divers 0..23 log 1..24 catches each (distinct counts), every weight, depth and created_at
  // distinct: no ties on any board or page, so both engines must answer in the same order.
  const clubLines = Array.from({ length: 24 }, (_, diver) => Array.from({ length: diver + 1 }, () => diver))
    .flat()
    .map((diver, i) => ({
      diver_email: `d${diver}@club.test`,
      diver_name: `Diver ${diver}`,
      external_id: `e${i}`,
      species: ['Wahoo', 'Mahi-mahi', 'Hogfish', 'Mutton snapper'][i % 4],
      weight_lbs: 2 + i * 0.37,
      depth_m: 3 + i * 0.11,
      caught_at: new Date(Date.UTC(2022, 0, 1) + i * 86_400_000 * 3.1).toISOString(),
      created_at: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString(),
      dive_type: i % 3 ? 'freedive' : 'scuba',
      gear: [undefined, 'speargun', 'polespear', 'sling', 'other'][i % 5],
      verification_tier: (['unverified', 'bronze', 'silver', 'gold'] as const)[(i * 7) % 4],
      notes: i % 6 === 0 ? 'reef ledge drift' : undefined,
    }));
  // A re-import: some lines changed (species, weight, tier), one duplicated within the file, one
  // new, one that renames a stored diver.
  const changedLines = [
    ...clubLines
      .filter((_, i) => i % 9 === 0)
      .map((l, i) => ({ ...l, weight_lbs: l.weight_lbs + 100 + i, species: 'Hogfish', verification_tier: 'gold' })),
    { ...clubLines[5], notes: 'reef wreck' },
    { ...clubLines[5], notes: 'reef wreck', weight_lbs: 500 },
    { ...clubLines[7], external_id: 'new-1', weight_lbs: 321 },
    { ...clubLines[1], external_id: 'new-2', diver_name: 'Renamed Diver' },
  ];

  // The first file also changes one of its own lines (an update inside the load).
  const firstFile = [...clubLines, { ...clubLines[3], weight_lbs: 77.7, verification_tier: 'gold' }];

  test.each([
    ['in batches', 1_000_000],
    ['in bulk mode', 10],
  ])('the same files give the same counters, boards and API answers on both engines, %s', async (_, bulkLoadLines) => {
    const sqlite = await freshSqliteDatabase();
    const postgres = freshDatabase();
    const indexesAndConstraints = () =>
      postgres.all(`SELECT indexdef AS definition FROM pg_indexes WHERE tablename IN ('catches', 'board_totals')
        UNION ALL SELECT conrelid::regclass || ' ' || pg_get_constraintdef(oid) FROM pg_constraint WHERE conrelid IN ('catches'::regclass, 'board_totals'::regclass)
        ORDER BY 1`);
    const before = await indexesAndConstraints();
    for (const lines of [firstFile, changedLines]) {
      const path = file(lines);
      expect(await importCatchesInto(postgres, path, testNow, { bulkLoadLines })).toEqual(
        await importCatchesInto(sqlite, path, testNow, { bulkLoadLines }),
      );
    }
    // A bulk load sets indexes and board_totals' key aside and builds them again: every one comes back.
    expect(await indexesAndConstraints()).toEqual(before);
    expect(await postgres.get('SELECT sum(n) AS n FROM catch_counts_total_live')).toEqual({ n: clubLines.length + 2 });
    const divers = (db: Store) => db.all('SELECT email, display_name FROM users ORDER BY email');
    expect(await divers(postgres)).toEqual(await divers(sqlite));
    expect(await postgres.get("SELECT display_name FROM users WHERE email = 'd1@club.test'")).toEqual({ display_name: 'Renamed Diver' });
    // Updated catches wait as deltas for the background fold: folded now, to compare the tables themselves.
    await (postgres as PostgresStore).foldCatchDeltas();
    expect(await postgres.get('SELECT count(*) AS n FROM events')).toEqual({ n: 0 });
    // Counters, boards and board sizes equal to what PostgreSQL's own rule recomputes from the catches.
    expect(await postgres.get(derivedMismatchSql)).toEqual({ n: 0 });

    // Derived tables row for row (diver ids differ between the databases: compared by email).
    for (const table of ['board_totals', 'catch_counts_by_species', 'catch_counts_by_diver', 'catch_counts_total']) {
      const byDiver = table === 'board_totals' || table === 'catch_counts_by_diver';
      const rows = async (db: Store) =>
        (
          await db.all<Record<string, unknown>>(
            `SELECT t.*, u.email FROM ${table} t LEFT JOIN users u ON ${byDiver ? 'u.id = t.diver_id' : '1 = 0'} WHERE t.n > 0`,
          )
        )
          .map(({ diver_id, ...rest }) => JSON.stringify(rest, Object.keys(rest).sort()))
          .sort();
      expect({ table, rows: await rows(postgres) }).toEqual({ table, rows: await rows(sqlite) });
    }

    // Through the API, with every catch, user and species id written as its external_id, email or name.
    const stableIds = async (db: Store): Promise<[string, string][]> => [
      ...(await db.all<{ id: string; key: string }>('SELECT id, external_id AS key FROM catches')).map((r): [string, string] => [
        r.id,
        r.key,
      ]),
      ...(await db.all<{ id: string; key: string }>('SELECT id, email AS key FROM users')).map((r): [string, string] => [r.id, r.key]),
      ...(await db.all<{ id: string; key: string }>('SELECT id, scientific_name AS key FROM species')).map((r): [string, string] => [
        r.id,
        r.key,
      ]),
    ];
    const contexts = [sqlite, postgres].map((db) => testContext({}, { db }));
    const keys = await Promise.all(contexts.map((ctx) => ctx.user('reader@club.test')));
    const speciesIds = await Promise.all(
      contexts.map(
        async (ctx) => (await ctx.db.get<{ id: string }>("SELECT id FROM species WHERE scientific_name = 'Lachnolaimus maximus'"))!.id,
      ),
    );
    const answers = async (i: number, path: string): Promise<string> => {
      let text = await (await contexts[i].request('GET', path.replace('SPECIES', speciesIds[i]), { key: keys[i].key })).text();
      for (const [id, key] of await stableIds(contexts[i].db)) text = text.replaceAll(id, key);
      return text;
    };
    for (const path of [
      '/v1/catches?per_page=100',
      '/v1/catches?per_page=20&page=3',
      '/v1/catches?species_id=SPECIES&min_tier=silver&per_page=50',
      '/v1/catches?q=reef&per_page=50',
      '/v1/catches?q=wahoo&per_page=50',
      '/v1/leaderboards/heaviest?min_tier=unverified&per_page=100',
      '/v1/leaderboards/total-weight?min_tier=unverified&per_page=100',
      '/v1/leaderboards/catch-count?min_tier=unverified&per_page=100',
      '/v1/leaderboards/deepest?min_tier=bronze&dive_type=freedive&per_page=100',
      '/v1/leaderboards/heaviest?species=wahoo&season=2023&min_tier=unverified',
      '/v1/leaderboards/catch-count?gear=speargun&min_tier=silver',
    ]) {
      const [expected, actual] = [await answers(0, path), await answers(1, path)];
      expect(expected, path).toContain('"data":[{');
      expect({ path, body: actual }).toEqual({ path, body: expected });
    }
  });
});
