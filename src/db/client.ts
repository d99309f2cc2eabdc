// Opening the database: pragmas, the embedded migrations, and the write-transaction helper.
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

export function openDatabase(path: string, options: OpenOptions = {}): Db {
  // The file holds password hashes and contact details: owner-only from the first byte.
  if (path !== ':memory:' && !existsSync(path)) closeSync(openSync(path, 'a', 0o600));
  return wrapDatabase(new Database(path, { create: true, strict: true }), options);
}

/** Pragmas and migrations on an already open SQLite handle (tests use deserialized copies). */
export function wrapDatabase(sqlite: Database, options: OpenOptions = {}): Db {
  sqlite.exec('PRAGMA journal_mode = WAL');
  sqlite.exec('PRAGMA busy_timeout = 5000');
  sqlite.exec('PRAGMA foreign_keys = ON');
  sqlite.exec(`PRAGMA synchronous = ${options.synchronous === 'full' ? 'FULL' : 'NORMAL'}`);
  sqlite.exec('PRAGMA cache_size = -65536'); // 64 MiB of page cache
  sqlite.exec('PRAGMA temp_store = MEMORY');
  const db = drizzle({ client: sqlite, schema }) as Db;
  applyMigrations(db, options.migrationCount);
  return db;
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
  const internals = db as unknown as { dialect: { migrate: Function }; session: unknown };
  internals.dialect.migrate(migrations, internals.session, {});
}

/**
 * Runs `work` in one synchronous write transaction (BEGIN IMMEDIATE, so concurrent
 * writers queue on busy_timeout instead of failing on lock upgrade). `work` must not
 * await anything: on bun:sqlite an await inside a transaction breaks its rollback.
 */
export function writeTransaction<T>(db: Db, work: () => T): T {
  const run = db.$client.transaction(work);
  return run.immediate();
}
