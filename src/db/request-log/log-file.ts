// The request log's rows and the SQL that writes them, for both engines, and the SQLite
// engine's log file: its pragmas and its own small schema. Shared by storage.ts and the
// writer's thread (writer-worker.ts), so it imports nothing of the server.
import { Database } from 'bun:sqlite';
import { closeSync, existsSync, openSync } from 'node:fs';

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

type Param = string | number | null;

/** Rows per INSERT statement (9 parameters each: well within every engine's limit). */
const rowsPerStatement = 100;
const insertSql = (rows: number): string =>
  `INSERT INTO request_log (user_id, at_ms, method, path, status, duration_ms, request_id, key_id, app_id) VALUES ${Array(rows).fill('(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`;
const fullStatement = insertSql(rowsPerStatement);

/**
 * The statements that add `entries` and then keep the newest `maxRows` rows. pk only grows
 * (SQLite's rowid is one more than the largest; PostgreSQL's identity is a sequence), so the
 * rows beyond the newest `maxRows` have pk ≤ newest − maxRows (fewer remain where a sequence
 * skipped numbers): one range delete on the primary key.
 */
export function writeStatements(entries: RequestLogEntry[], maxRows: number): [string, Param[]][] {
  const statements: [string, Param[]][] = [];
  for (let start = 0; start < entries.length; start += rowsPerStatement) {
    const rows = entries.slice(start, start + rowsPerStatement);
    statements.push([
      rows.length === rowsPerStatement ? fullStatement : insertSql(rows.length),
      rows.flatMap((e) => [e.userId, e.atMs, e.method, e.path, e.status, e.durationMs, e.requestId, e.keyId, e.appId]),
    ]);
  }
  statements.push(['DELETE FROM request_log WHERE pk <= (SELECT max(pk) FROM request_log) - ?', [maxRows]]);
  return statements;
}

/**
 * Housekeeping: entries before a time (the parameter) go. Entries come in time order, so those
 * are the rows before the first one at or after it in pk order: a scan from the oldest that
 * stops there, with no index on time to keep up at every write.
 */
export const pruneSql =
  'DELETE FROM request_log WHERE pk < coalesce((SELECT pk FROM request_log WHERE at_ms >= ? ORDER BY pk LIMIT 1), (SELECT max(pk) + 1 FROM request_log))';

/**
 * The log file's schema, one step per entry; PRAGMA user_version counts the steps applied.
 * Append only: a file written by an older catchd takes the steps it lacks when opened. No
 * index on time: the housekeeping deletes from the oldest pk (pruneSql).
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
   CREATE INDEX request_log_app ON request_log (app_id, at_ms) WHERE app_id IS NOT NULL;`,
];

/**
 * WAL pages between the log file's checkpoints (and their fsyncs), ten times SQLite's default:
 * cheaper per entry (docs/benchmarks.md#sqlite-checkpoints-caches-and-statements). They run on
 * the writer's thread.
 */
const logCheckpointPages = 10_000;

/** Opens (creating and migrating when needed) the SQLite engine's request log file. */
export function openLogFile(path: string): Database {
  // Paths and request ids of a person's calls: owner-only from the first byte, as the database.
  if (path !== ':memory:' && !existsSync(path)) closeSync(openSync(path, 'a', 0o600));
  const db = new Database(path, { create: true, strict: true });
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA busy_timeout = 5000');
  // A crash of the process loses nothing committed; a power cut may lose the last batches.
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA cache_size = -2048');
  db.exec(`PRAGMA wal_autocheckpoint = ${logCheckpointPages}`);
  const applied = db.query<{ user_version: number }, []>('PRAGMA user_version').get()!.user_version;
  for (let step = applied; step < logFileMigrations.length; step++)
    db.transaction(() => {
      db.exec(logFileMigrations[step]!);
      db.exec(`PRAGMA user_version = ${step + 1}`);
    })();
  return db;
}

/** Adds `entries` to the log file and keeps its newest `maxRows` rows, in one transaction. */
export function writeToLogFile(db: Database, entries: RequestLogEntry[], maxRows: number): void {
  db.transaction(() => {
    for (const [text, params] of writeStatements(entries, maxRows)) db.query<unknown, Param[]>(text).run(...params);
  }).immediate();
}
