// Where the request log is kept: apart from the catch data, because the answer caches are
// keyed on the store's version() and a write of the log must not start them over.
//  - SQLite: a file of its own beside the database (catchd.db → catchd.request-log.db), on a
//    connection of its own, with its own small schema (logFileMigrations below, compiled into
//    the program). Its commits do not move the database's data_version.
//  - PostgreSQL: the UNLOGGED table request_log of the same database, so that every instance
//    sees every instance's requests. Any commit on the server moves pg_current_snapshot, the
//    version there, so the buffer writes at most once a second per instance (openRequestLog).
import { Database } from 'bun:sqlite';
import { closeSync, existsSync, openSync } from 'node:fs';
import { SqliteStore } from '../../db/sqlite-store';
import type { Sql, SqlParam, Store } from '../../db/store';

export interface RequestLogEntry {
  userId: string;
  atMs: number;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  requestId: string;
  keyId: string | null;
  appId: string | null;
}

/** The request log's table wherever it is kept: rows as `SELECT * FROM request_log` returns them. */
export interface RequestLogStorage {
  all<Row>(text: string, ...params: SqlParam[]): Promise<Row[]>;
  get<Row>(text: string, ...params: SqlParam[]): Promise<Row | undefined>;
  /** Adds `entries`, then keeps the newest `maxRows` rows: one transaction. */
  write(entries: RequestLogEntry[], maxRows: number): Promise<void>;
  /** Runs one statement that deletes; how many rows went. */
  remove(text: string, ...params: SqlParam[]): Promise<number>;
  close(): Promise<void>;
}

/** Rows per INSERT statement (9 parameters each: well within every engine's limit). */
const rowsPerStatement = 100;
const insertSql = (rows: number): string =>
  `INSERT INTO request_log (user_id, at_ms, method, path, status, duration_ms, request_id, key_id, app_id) VALUES ${Array(rows).fill('(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`;
const fullStatement = insertSql(rowsPerStatement);
/**
 * The rows cap: pk only grows (SQLite's rowid is one more than the largest; PostgreSQL's
 * identity is a sequence), so the rows older than the newest `maxRows` have pk ≤ newest − maxRows
 * (fewer remain where a sequence skipped numbers). One range delete on the primary key.
 */
const trimSql = 'DELETE FROM request_log WHERE pk <= (SELECT max(pk) FROM request_log) - ?';

async function insertAndTrim(tx: Pick<Sql, 'run'>, entries: RequestLogEntry[], maxRows: number): Promise<void> {
  for (let start = 0; start < entries.length; start += rowsPerStatement) {
    const rows = entries.slice(start, start + rowsPerStatement);
    const params: SqlParam[] = rows.flatMap((e) => [
      e.userId,
      e.atMs,
      e.method,
      e.path,
      e.status,
      e.durationMs,
      e.requestId,
      e.keyId,
      e.appId,
    ]);
    await tx.run(rows.length === rowsPerStatement ? fullStatement : insertSql(rows.length), ...params);
  }
  await tx.run(trimSql, maxRows);
}

/**
 * The log file's schema, one step per entry; PRAGMA user_version counts the steps applied.
 * Append only: a file written by an older catchd takes the steps it lacks when opened.
 */
const logFileMigrations: readonly string[] = [
  `CREATE TABLE request_log (
     pk INTEGER PRIMARY KEY,
     user_id TEXT NOT NULL,
     at_ms INTEGER NOT NULL,
     method TEXT NOT NULL,
     path TEXT NOT NULL,
     status INTEGER NOT NULL,
     duration_ms REAL NOT NULL,
     request_id TEXT NOT NULL,
     key_id TEXT,
     app_id TEXT
   );
   CREATE INDEX request_log_user ON request_log (user_id, at_ms);
   CREATE INDEX request_log_app ON request_log (app_id, at_ms);
   CREATE INDEX request_log_at ON request_log (at_ms);`,
];

/** The log file beside a database file: `catchd.db` → `catchd.request-log.db`. */
export function requestLogFileOf(databaseFile: string): string {
  return `${databaseFile.replace(/\.db$/, '')}.request-log.db`;
}

/** The SQLite engine's request log: a file of its own, one connection (writes are batched and rare). */
class RequestLogFile implements RequestLogStorage {
  readonly #db: Database;

  constructor(path: string) {
    // Paths and request ids of a person's calls: owner-only from the first byte, as the database.
    if (path !== ':memory:' && !existsSync(path)) closeSync(openSync(path, 'a', 0o600));
    this.#db = new Database(path, { create: true, strict: true });
    this.#db.exec('PRAGMA journal_mode = WAL');
    this.#db.exec('PRAGMA busy_timeout = 5000');
    // A crash of the process loses nothing committed; a power cut may lose the last batches.
    this.#db.exec('PRAGMA synchronous = NORMAL');
    this.#db.exec('PRAGMA cache_size = -2048');
    const applied = this.#db.query<{ user_version: number }, []>('PRAGMA user_version').get()!.user_version;
    for (let step = applied; step < logFileMigrations.length; step++)
      this.#db.transaction(() => {
        this.#db.exec(logFileMigrations[step]!);
        this.#db.exec(`PRAGMA user_version = ${step + 1}`);
      })();
  }

  async all<Row>(text: string, ...params: SqlParam[]): Promise<Row[]> {
    return this.#db.query<Row, SqlParam[]>(text).all(...params);
  }

  async get<Row>(text: string, ...params: SqlParam[]): Promise<Row | undefined> {
    return this.#db.query<Row, SqlParam[]>(text).get(...params) ?? undefined;
  }

  async write(entries: RequestLogEntry[], maxRows: number): Promise<void> {
    const run = async (text: string, ...params: SqlParam[]): Promise<number> => this.#db.query(text).run(...params).changes;
    this.#db.exec('BEGIN IMMEDIATE');
    try {
      await insertAndTrim({ run }, entries, maxRows);
      this.#db.exec('COMMIT');
    } catch (error) {
      if (this.#db.inTransaction) this.#db.exec('ROLLBACK');
      throw error;
    }
  }

  async remove(text: string, ...params: SqlParam[]): Promise<number> {
    return this.#db.query(text).run(...params).changes;
  }

  async close(): Promise<void> {
    this.#db.close();
  }
}

/** The PostgreSQL engine's request log: the UNLOGGED table request_log, through the store. */
class RequestLogTable implements RequestLogStorage {
  constructor(private readonly db: Store) {}

  all<Row>(text: string, ...params: SqlParam[]): Promise<Row[]> {
    return this.db.all<Row>(text, ...params);
  }

  get<Row>(text: string, ...params: SqlParam[]): Promise<Row | undefined> {
    return this.db.get<Row>(text, ...params);
  }

  write(entries: RequestLogEntry[], maxRows: number): Promise<void> {
    return this.db.transaction((tx) => insertAndTrim(tx, entries, maxRows));
  }

  remove(text: string, ...params: SqlParam[]): Promise<number> {
    return this.db.run(text, ...params);
  }

  /** The store is the caller's to close. */
  async close(): Promise<void> {}
}

/** Where the request log of the database behind `db` is kept (see the top of this file). */
export function requestLogStorageFor(db: Store): RequestLogStorage {
  if (!(db instanceof SqliteStore)) return new RequestLogTable(db);
  const file = db.sqlite.filename;
  return new RequestLogFile(file === '' || file === ':memory:' ? ':memory:' : requestLogFileOf(file));
}
