// `catchd migrate-to-postgres <url>`: a club's whole SQLite database copied into an empty
// PostgreSQL database, in one transaction (all or nothing). Rows keep their ids, primary keys,
// times and secrets' hashes; what PostgreSQL derives itself is made there: counters and
// boards summed set-based once every catch is in (their row triggers are off meanwhile),
// search documents and cache versions by its own triggers; then compared with SQLite's. Reads a snapshot (VACUUM INTO), so the club's server
// may keep running; writes it takes after the snapshot are not copied.
import { Database } from 'bun:sqlite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { disableDerivedTriggersSql, enableDerivedTriggersSql, monthTotalTables, recountDerivedDataSql } from './postgres-derived';
import type { OnProgress } from '../lib/progress';
import type { PostgresStore } from './postgres-store';
import type { SqlParam } from './store';

/** Tables PostgreSQL fills itself (triggers, migrations); compared after the copy where SQLite has them. */
const derivedTables = new Set([
  'catch_counts_by_species',
  'catch_counts_by_diver',
  'catch_counts_total',
  'board_totals',
  ...monthTotalTables,
  'species_search',
  'cache_versions',
  'species_catalog_version',
]);
/** Derived tables both engines keep, compared row for row once the copy is in. */
const comparedTables = ['catch_counts_by_species', 'catch_counts_by_diver', 'catch_counts_total', 'board_totals', ...monthTotalTables];
/** Tables the migrations fill with defaults, which the copy replaces with the source's rows. */
const seededTables = new Set(['seasons']);
/** Tables whose rows must be absent for the target to count as empty. */
const mustBeEmpty = ['users', 'species', 'catches'];

export class TargetNotEmpty extends Error {}
export class CopyMismatch extends Error {}

interface MigrationReport {
  /** Rows copied, by table. */
  rows: Record<string, number>;
  photos: number;
}

interface ForeignKey {
  child: string;
  parent: string;
}

/** The tables to copy, parents before children (foreign keys are checked row by row). */
function copyOrder(tables: string[], foreignKeys: ForeignKey[]): string[] {
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: Set<string>): void => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const fk of foreignKeys) if (fk.child === table && fk.parent !== table && tables.includes(fk.parent)) place(fk.parent, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of [...tables].sort()) place(table, new Set());
  return ordered;
}

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** A photo's bytes as the SQLite install keeps them (files in its data dir), or null if missing. */
type ReadPhoto = (photoId: string) => Promise<Uint8Array | null>;

/**
 * Copies `sqliteFile` into the PostgreSQL database of `target` (migrated, empty), photos'
 * bytes into `photo_blobs`, then checks row counts and the derived tables. `onProgress` hears
 * rows and photos copied of all there are.
 */
export async function migrateToPostgres(
  sqliteFile: string,
  target: PostgresStore,
  readPhoto: ReadPhoto,
  onProgress?: OnProgress,
): Promise<MigrationReport> {
  for (const table of mustBeEmpty) {
    const n = (await target.get<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))!.n;
    if (n > 0)
      throw new TargetNotEmpty(`the PostgreSQL database is not empty (${table} has ${n} rows): migrate into a new, empty database`);
  }
  const snapshotDir = mkdtempSync(join(tmpdir(), 'catchd-migrate-'));
  const snapshotFile = join(snapshotDir, 'snapshot.db');
  try {
    const live = new Database(sqliteFile, { readonly: true });
    live.query('VACUUM INTO ?').run(snapshotFile);
    live.close();
    const source = new Database(snapshotFile, { readonly: true });
    try {
      return await copy(source, target, readPhoto, onProgress);
    } finally {
      source.close();
    }
  } finally {
    rmSync(snapshotDir, { recursive: true, force: true });
  }
}

async function copy(source: Database, target: PostgresStore, readPhoto: ReadPhoto, onProgress?: OnProgress): Promise<MigrationReport> {
  const sourceTables = new Set(
    source
      .query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((r) => r.name),
  );
  const targetTables = (
    await target.all<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    )
  )
    .map((r) => r.name)
    .filter((name) => sourceTables.has(name) && !derivedTables.has(name));
  const foreignKeys = await target.all<ForeignKey>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent FROM pg_constraint c
     JOIN pg_namespace n ON n.oid = c.connamespace WHERE c.contype = 'f' AND n.nspname = 'public'`,
  );
  const tables = copyOrder(targetTables, foreignKeys);
  const report: MigrationReport = { rows: {}, photos: 0 };
  const total = tables.reduce((sum, table) => sum + countRows(source, table), 0) + countRows(source, 'photos');
  let done = 0;

  await target.transaction(async (tx) => {
    await tx.run(disableDerivedTriggersSql);
    for (const table of tables) {
      if (seededTables.has(table)) await tx.run(`DELETE FROM ${table}`);
      const targetColumns = new Set(
        (
          await tx.all<{ name: string }>(
            'SELECT column_name AS name FROM information_schema.columns WHERE table_schema = ? AND table_name = ?',
            'public',
            table,
          )
        ).map((r) => r.name),
      );
      const columns = sourceColumns(source, table).filter((c) => targetColumns.has(c));
      // PostgreSQL takes at most 65,535 parameters a statement.
      const perStatement = Math.max(1, Math.floor(60_000 / columns.length));
      const tuple = `(${columns.map(() => '?').join(', ')})`;
      const insert = (rows: Record<string, SqlParam>[]) =>
        tx.run(
          `INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) VALUES ${rows.map(() => tuple).join(', ')}`,
          ...rows.flatMap((row) => columns.map((c) => row[c] ?? null)),
        );
      // One pass over the snapshot (LIMIT … OFFSET would step over every earlier row again for each batch).
      let batch: Record<string, SqlParam>[] = [];
      let copied = 0;
      for (const row of source
        .query<Record<string, SqlParam>, []>(`SELECT ${columns.map(quote).join(', ')} FROM ${quote(table)} ORDER BY rowid`)
        .iterate()) {
        batch.push(row);
        if (batch.length < perStatement) continue;
        await insert(batch);
        copied += batch.length;
        done += batch.length;
        onProgress?.(done, total);
        batch = [];
      }
      if (batch.length > 0) await insert(batch);
      report.rows[table] = copied + batch.length;
      done += batch.length;
      onProgress?.(done, total);
    }
    for (const statement of recountDerivedDataSql) await tx.run(statement);
    await tx.run(enableDerivedTriggersSql);
    // Identity columns go on after the highest copied key.
    const identities = await tx.all<{ table_name: string; column_name: string }>(
      "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND is_identity = 'YES'",
    );
    for (const { table_name, column_name } of identities)
      await tx.get(
        `SELECT setval(pg_get_serial_sequence(?, ?), GREATEST((SELECT max(${quote(column_name)}) FROM ${quote(table_name)}), 1), (SELECT max(${quote(column_name)}) FROM ${quote(table_name)}) IS NOT NULL)`,
        table_name,
        column_name,
      );
    for (const { id } of source.query<{ id: string }, []>('SELECT id FROM photos ORDER BY pk').all()) {
      const bytes = await readPhoto(id);
      if (!bytes) throw new CopyMismatch(`the file of photo ${id} is missing from the data dir`);
      await tx.run('INSERT INTO photo_blobs (photo_id, content) VALUES (?, ?)', id, bytes);
      report.photos++;
      onProgress?.(++done, total);
    }
    await compare(source, tx, tables);
  });
  return report;
}

/**
 * The chart totals as SQLite's readers see them (migration 0026): the stored rows with the
 * catches still pending in catch_month_deltas, summed by key, as PostgreSQL's recount has them.
 */
const sqliteTotalsAsRead: Record<string, string> = {
  catch_month_species_totals: `SELECT month_start, species_pk, sum(n) AS n, sum(weight_sum_e4) AS weight_sum_e4, min(weight_min) AS weight_min,
    max(weight_max) AS weight_max, max(depth_max) AS depth_max FROM catch_month_species_totals_live GROUP BY 1, 2`,
  catch_month_divers: 'SELECT month_start, diver_id, sum(n) AS n FROM catch_month_divers_live GROUP BY 1, 2',
  catch_month_diver_counts: 'SELECT month_start, sum(divers) AS divers FROM catch_month_diver_counts_live GROUP BY 1',
  catch_month_weights: 'SELECT month_start, weight_lb, sum(n) AS n FROM catch_month_weights_live GROUP BY 1, 2',
  catch_species_weights: 'SELECT species_pk, weight_lb, sum(n) AS n FROM catch_species_weights_live GROUP BY 1, 2',
};

/** Row counts of every copied table, and the derived tables row for row. */
async function compare(source: Database, tx: Pick<PostgresStore, 'get' | 'all'>, tables: string[]): Promise<void> {
  for (const table of tables) {
    const expected = countRows(source, table);
    const found = (await tx.get<{ n: number }>(`SELECT count(*) AS n FROM ${quote(table)}`))!.n;
    if (found !== expected) throw new CopyMismatch(`${table}: ${expected} rows in SQLite, ${found} in PostgreSQL`);
  }
  for (const table of comparedTables) {
    const columns = sourceColumns(source, table).map(quote).join(', ');
    // Compared as sets (the engines sort text differently); a counter back at 0 may linger on one side.
    const zero = sourceColumns(source, table).includes('n') ? 'WHERE n <> 0' : '';
    const canonical = (rows: Record<string, unknown>[]): string[] => rows.map((row) => JSON.stringify(row)).sort();
    const expected = canonical(
      source.query<Record<string, unknown>, []>(sqliteTotalsAsRead[table] ?? `SELECT ${columns} FROM ${quote(table)} ${zero}`).all(),
    );
    const found = canonical(await tx.all<Record<string, unknown>>(`SELECT ${columns} FROM ${quote(table)} ${zero}`));
    if (JSON.stringify(found) !== JSON.stringify(expected))
      throw new CopyMismatch(`${table} differs after the copy (${expected.length} rows in SQLite, ${found.length} in PostgreSQL)`);
  }
}

const countRows = (source: Database, table: string): number =>
  source.query<{ n: number }, []>(`SELECT count(*) AS n FROM ${quote(table)}`).get()!.n;

function sourceColumns(source: Database, table: string): string[] {
  return source
    .query<{ name: string }, [string]>('SELECT name FROM pragma_table_info(?)')
    .all(table)
    .map((r) => r.name);
}
