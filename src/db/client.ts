// The SQLite engine's connection: pragmas, the embedded migrations, bulk-load helpers. Services
// never use it: they go through the storage seam (store.ts, sqlite-store.ts).
import { Database } from 'bun:sqlite';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync } from 'node:fs';
import { drizzle, type BunSQLiteDatabase } from 'drizzle-orm/bun-sqlite';
import { migrationJournal, migrationSql } from './migrations.gen';
import * as schema from './schema';

export type Db = BunSQLiteDatabase<typeof schema> & { $client: Database };

/**
 * `normal` (the default) in WAL mode never corrupts the database, and a crash of the
 * process loses nothing; a power cut or kernel panic may roll back the last transactions
 * acknowledged since the last WAL sync. `full` syncs the WAL on every commit: no
 * acknowledged write is lost even on power loss, at the cost of one fsync per write.
 */
export type SynchronousMode = 'normal' | 'full';

export interface OpenOptions {
  synchronous?: SynchronousMode;
  /** How many of the embedded migrations to apply (default: all); upgrade tests use fewer. */
  migrationCount?: number;
}

/**
 * WAL pages between checkpoints, ten times SQLite's default of 1,000. A write dirties a few
 * dozen pages, mostly the same hot index pages as the writes before it: fewer checkpoints copy
 * each of them back fewer times (docs/benchmarks.md#sqlite-checkpoints-caches-and-statements).
 */
export const walAutocheckpointPages = 10_000;

/**
 * Prepared statements bun:sqlite keeps per connection, by SQL text (its default is 20, least
 * recently used first out). The server runs a few hundred texts (a list page alone runs five,
 * and `IN (?, …)` lists of each length are texts of their own): with 20, most statements were
 * compiled again on every use (docs/benchmarks.md#sqlite-checkpoints-caches-and-statements).
 */
Database.MAX_QUERY_CACHE_SIZE = 1000;

/** How long a writer waits for another connection's write lock before failing. */
export const busyTimeoutMs = 5000;

export function openDatabase(path: string, options: OpenOptions = {}): Db {
  // The file holds password hashes and contact details: owner-only from the first byte.
  if (path !== ':memory:' && !existsSync(path)) closeSync(openSync(path, 'a', 0o600));
  return wrapDatabase(new Database(path, { create: true, strict: true }), options);
}

/** Pragmas and migrations on an already open SQLite handle (tests use deserialized copies). */
export function wrapDatabase(sqlite: Database, options: OpenOptions = {}): Db {
  sqlite.exec('PRAGMA journal_mode = WAL');
  sqlite.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`);
  sqlite.exec('PRAGMA foreign_keys = ON');
  sqlite.exec(`PRAGMA synchronous = ${options.synchronous === 'full' ? 'FULL' : 'NORMAL'}`);
  // 8 MiB of page cache, and no memory map: the server's reads run here too while no
  // transaction is open (sqlite-store.ts). Reads of a large database land all over the file, so
  // a bigger cache mostly holds pages that are not asked again, and each MiB more is a MiB of
  // resident memory. A map would answer reads without copying pages, but every page it touches
  // stays in the process's resident memory (docs/benchmarks.md#sqlite-checkpoints-caches-and-statements).
  sqlite.exec('PRAGMA cache_size = -8192');
  sqlite.exec('PRAGMA mmap_size = 0');
  sqlite.exec('PRAGMA temp_store = MEMORY');
  sqlite.exec(`PRAGMA wal_autocheckpoint = ${walAutocheckpointPages}`);
  const db = drizzle({ client: sqlite, schema }) as Db;
  applyMigrations(db, options.migrationCount);
  restoreDeferredSchema(db);
  return db;
}

const quoteName = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** The non-unique indexes and the triggers of `table`, and its unique indexes named in `unique`, with the SQL that creates them. */
function secondarySchema(db: Db, table: string, unique: string[] = []): { type: 'index' | 'trigger'; name: string; sql: string }[] {
  return db.$client
    .query<{ type: 'index' | 'trigger'; name: string; sql: string }, [string, string]>(
      `SELECT type, name, sql FROM sqlite_master WHERE tbl_name = ?1 AND sql IS NOT NULL AND (type = 'trigger'
         OR (type = 'index' AND name IN (SELECT name FROM pragma_index_list(?1) WHERE "unique" = 0 OR name IN (SELECT value FROM json_each(?2)))))`,
    )
    .all(table, JSON.stringify(unique));
}

/**
 * Rows per statement in insertRows: a statement run per row spends about as long in the call
 * as in SQLite (3.8M leaderboard rows: 5.2 s one by one, 2.5 s 64 at a time).
 */
const rowsPerInsert = 64;

/** Inserts `count` rows, `row(i)` giving the i-th row's values for `columns`, many rows per statement. */
export function insertRows(
  sqlite: Database,
  table: string,
  columns: readonly string[],
  count: number,
  row: (index: number) => readonly (string | number | null)[],
): void {
  const statement = (rows: number) =>
    sqlite.query(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${Array(rows)
        .fill(`(${columns.map(() => '?').join(', ')})`)
        .join(', ')}`,
    );
  const full = statement(rowsPerInsert);
  const params: (string | number | null)[] = [];
  for (let first = 0; first < count; first += rowsPerInsert) {
    const rows = Math.min(rowsPerInsert, count - first);
    params.length = 0;
    for (let i = first; i < first + rows; i++) params.push(...row(i));
    (rows === rowsPerInsert ? full : statement(rows)).run(...params);
  }
}

/**
 * Sets aside the non-unique indexes and the triggers of `table` for a bulk load (far faster
 * without them), and the unique indexes named in `unique`, whose uniqueness the loader then
 * keeps itself (their creation fails otherwise). They are remembered in deferred_schema with
 * `rebuildSql`, the script that recomputes what the triggers maintain, until
 * restoreDeferredSchema puts everything back.
 */
export function deferSchema(db: Db, table: string, rebuildSql: string, unique: string[] = []): void {
  writeTransaction(db, () => {
    const objects = secondarySchema(db, table, unique);
    const remember = db.$client.query('INSERT OR REPLACE INTO deferred_schema (name, type, sql) VALUES (?, ?, ?)');
    remember.run(`rebuild ${table}`, 'rebuild', rebuildSql);
    for (const object of objects) {
      remember.run(object.name, object.type, object.sql);
      db.$client.exec(`DROP ${object.type === 'index' ? 'INDEX' : 'TRIGGER'} ${quoteName(object.name)}`);
    }
  });
}

/** What a bulk load set aside and has not put back yet (see deferSchema). */
function deferredSchema(db: Db): { name: string; type: string; sql: string }[] {
  return db.$client
    .query<{ name: string; type: string; sql: string }, []>('SELECT name, type, sql FROM deferred_schema ORDER BY type')
    .all();
}

/**
 * Rebuilds what a bulk load set aside — indexes, triggers, then the derived data — in one
 * transaction, so no write slips between the triggers' return and the recount. Runs on
 * every open: a load that died half-way is finished here by the stored scripts.
 */
export function restoreDeferredSchema(db: Db): void {
  const pending = deferredSchema(db);
  if (pending.length === 0) return;
  writeTransaction(db, () => {
    restoreDeferredObjects(db);
    for (const script of pending.filter((o) => o.type === 'rebuild')) db.$client.exec(script.sql);
    forgetDeferredSchema(db);
  });
}

/**
 * The indexes and triggers that a bulk load set aside, created again (those a load that died
 * half-way had already put back are left be). Call in the write transaction that then
 * recomputes the derived data and calls forgetDeferredSchema, as restoreDeferredSchema does.
 */
export function restoreDeferredObjects(db: Db): void {
  for (const object of deferredSchema(db).filter((o) => o.type !== 'rebuild')) {
    const exists = db.$client.query('SELECT 1 FROM sqlite_master WHERE type = ? AND name = ?').get(object.type, object.name);
    if (!exists) db.$client.exec(object.sql);
  }
}

/** Marks everything set aside as put back and recounted. */
export function forgetDeferredSchema(db: Db): void {
  db.$client.exec('DELETE FROM deferred_schema');
}

interface MigrationMeta {
  sql: string[];
  bps: boolean;
  folderMillis: number;
  hash: string;
}

/**
 * Applies the migrations compiled into this program (same bookkeeping as drizzle's migrator).
 * `count` stops after the first `count` of them: upgrade tests start from an older schema.
 */
export function applyMigrations(db: Db, count = migrationJournal.entries.length): void {
  const migrations: MigrationMeta[] = migrationJournal.entries.slice(0, count).map((entry) => {
    const text = migrationSql[entry.tag];
    if (text === undefined) throw new Error(`migration ${entry.tag} is not embedded`);
    return {
      sql: text.split('--> statement-breakpoint'),
      bps: entry.breakpoints,
      folderMillis: entry.when,
      hash: createHash('sha256').update(text).digest('hex'),
    };
  });
  // drizzle's dialect does the bookkeeping in __drizzle_migrations, inside one transaction.
  const internals = db as unknown as { dialect: { migrate: (...args: unknown[]) => unknown }; session: unknown };
  internals.dialect.migrate(migrations, internals.session, {});
}

/**
 * Runs `work` in one synchronous write transaction on this connection (BEGIN IMMEDIATE, so
 * concurrent writers queue on busy_timeout instead of failing on lock upgrade). Only for the
 * SQLite engine's own tools (migrations, bulk import); services use Sql.transaction.
 * `work` must not await anything: on bun:sqlite an await inside breaks its rollback.
 */
function writeTransaction<T>(db: Db, work: () => T): T {
  const run = db.$client.transaction(work);
  return run.immediate();
}
