// Where the request log is kept: apart from the catch data, because the answer caches are
// keyed on the store's version() and a write of the log must not start them over.
//  - SQLite: a file of its own beside the database (catchd.db → catchd.request-log.db, its
//    schema in log-file.ts). Its commits do not move the database's data_version. The server
//    writes it on a thread of its own (writer-worker.ts); reads stay on this thread.
//  - PostgreSQL: the UNLOGGED table request_log of the same database, so that every instance
//    sees every instance's requests. Any commit on the server moves pg_current_snapshot, the
//    version there, so the buffer writes at most once a second per instance (service.ts).
import type { Database } from 'bun:sqlite';
import { SqliteStore } from '../sqlite-store';
import type { SqlParam, Store } from '../store';
import { openLogFile, pruneSql, writeStatements, writeToLogFile, type RequestLogEntry } from './log-file';
import type { LogWriterMessage, LogWriterReport } from './writer-worker';

export type { RequestLogEntry } from './log-file';

/** The request log's table wherever it is kept: rows as `SELECT * FROM request_log` returns them. */
export interface RequestLogStorage {
  all<Row>(text: string, ...params: SqlParam[]): Promise<Row[]>;
  get<Row>(text: string, ...params: SqlParam[]): Promise<Row | undefined>;
  /** Adds `entries`, then keeps the newest `maxRows` rows: one transaction. */
  write(entries: RequestLogEntry[], maxRows: number): Promise<void>;
  /** A person's rows go (their account is deleted); how many. */
  forget(userId: string): Promise<number>;
  /** Rows from before `beforeMs` go; how many. */
  prune(beforeMs: number): Promise<number>;
  close(): Promise<void>;
}

const forgetSql = 'DELETE FROM request_log WHERE user_id = ?';

/**
 * The writer's thread. In the executable: the entry point that the build makes of
 * writer-worker.ts, named by its path under src/ (scripts/build.ts; as the checkpoint worker's).
 */
const writerScript = Bun.isStandaloneExecutable ? './db/request-log/writer-worker.ts' : new URL('./writer-worker.ts', import.meta.url).href;

/** The SQLite engine's request log: a file of its own; reads on this thread, writes here or on the writer's thread. */
class RequestLogFile implements RequestLogStorage {
  readonly #db: Database;
  /** Started by the first write, not with the file: a starting server has other work. */
  #writer: Worker | null = null;
  /** Whether writes go to the writer's thread (until it stops). */
  #inBackground: boolean;
  /** Who waits for each report the writer owes, in the order it answers. */
  readonly #answers: ((report: LogWriterReport) => void)[] = [];

  constructor(
    private readonly path: string,
    inBackground: boolean,
  ) {
    this.#db = openLogFile(path);
    this.#inBackground = inBackground && path !== ':memory:';
  }

  #startWriter(): Worker {
    const writer = new Worker(writerScript, { smol: true });
    writer.onmessage = ({ data }: MessageEvent<LogWriterReport>) => this.#answers.shift()?.(data);
    // Should the thread stop, writes go on here; those it owed fail, and the buffer retries them.
    writer.onerror = (event) => {
      if (this.#writer === writer) this.#writer = null;
      this.#inBackground = false;
      writer.terminate();
      for (const answer of this.#answers.splice(0)) answer({ failed: `the request log writer stopped: ${event.message}` });
    };
    writer.postMessage({ open: { path: this.path } } satisfies LogWriterMessage);
    return writer;
  }

  /** The writer's answer to the message, or the work done here when there is no writer thread. */
  async #send(message: () => LogWriterMessage, here: () => number): Promise<number> {
    if (this.#writer === null && this.#inBackground) this.#writer = this.#startWriter();
    const writer = this.#writer;
    if (writer === null) return here();
    const report = await new Promise<LogWriterReport>((resolve) => {
      this.#answers.push(resolve);
      writer.postMessage(message());
    });
    if ('failed' in report) throw new Error(report.failed);
    return report.done;
  }

  async all<Row>(text: string, ...params: SqlParam[]): Promise<Row[]> {
    return this.#db.query<Row, SqlParam[]>(text).all(...params);
  }

  async get<Row>(text: string, ...params: SqlParam[]): Promise<Row | undefined> {
    return this.#db.query<Row, SqlParam[]>(text).get(...params) ?? undefined;
  }

  async write(entries: RequestLogEntry[], maxRows: number): Promise<void> {
    await this.#send(
      () => ({ write: { entriesJson: JSON.stringify(entries), maxRows } }),
      () => {
        writeToLogFile(this.#db, entries, maxRows);
        return entries.length;
      },
    );
  }

  forget(userId: string): Promise<number> {
    return this.#send(
      () => ({ remove: { text: forgetSql, params: [userId] } }),
      () => this.#db.query(forgetSql).run(userId).changes,
    );
  }

  prune(beforeMs: number): Promise<number> {
    return this.#send(
      () => ({ remove: { text: pruneSql, params: [beforeMs] } }),
      () => this.#db.query(pruneSql).run(beforeMs).changes,
    );
  }

  async close(): Promise<void> {
    const writer = this.#writer;
    if (writer !== null) {
      // Answered after every write sent before it: the writer answers in order.
      await this.#send(
        () => ({ close: true }),
        () => 0,
      ).catch(() => 0);
      writer.terminate();
      this.#writer = null;
    }
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
    return this.db.transaction(async (tx) => {
      for (const [text, params] of writeStatements(entries, maxRows)) await tx.run(text, ...params);
    });
  }

  forget(userId: string): Promise<number> {
    return this.db.run(forgetSql, userId);
  }

  prune(beforeMs: number): Promise<number> {
    return this.db.run(pruneSql, beforeMs);
  }

  /** The store is the caller's to close. */
  async close(): Promise<void> {}
}

/** The log file beside a database file: `catchd.db` → `catchd.request-log.db`. */
function requestLogFileOf(databaseFile: string): string {
  return `${databaseFile.replace(/\.db$/, '')}.request-log.db`;
}

/**
 * Where the request log of the database behind `db` is kept (see the top of this file).
 * `inBackground`: the SQLite file is written on a thread of its own (the server).
 */
export function requestLogStorageFor(db: Store, inBackground = false): RequestLogStorage {
  if (!(db instanceof SqliteStore)) return new RequestLogTable(db);
  const file = db.sqlite.filename;
  return new RequestLogFile(file === '' || file === ':memory:' ? ':memory:' : requestLogFileOf(file), inBackground);
}
