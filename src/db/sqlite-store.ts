// The embedded engine behind the storage seam: one SQLite file in WAL mode, opened twice. The
// writer connection runs every transaction, one at a time (SQLite has one writer anyway); the
// reader connection answers reads outside transactions from the last committed state, so a
// request never sees another request's transaction half-way, even while that transaction
// awaits something. Transactions are BEGIN IMMEDIATE … COMMIT issued by hand, not bun:sqlite's
// synchronous transaction(), so the work inside may await: the write lock, not the event loop,
// keeps everyone else off the writer connection meanwhile. While no transaction is open, reads
// run on the writer connection too: it sees the same committed state, and its page cache
// survives its own commits, whereas SQLite empties a connection's whole cache whenever another
// connection has committed (every read after a write would re-read its pages). The server
// adds a third connection, on a worker thread, for WAL checkpoints (checkpointInBackground).
import type { Database } from 'bun:sqlite';
import type { CheckpointerMessage, CheckpointerReport } from './checkpoint-worker';
import { openDatabase, busyTimeoutMs, walAutocheckpointPages, type Db, type OpenOptions } from './client';
import { sqliteDialect } from './sqlite-dialect';
import {
  assertOutsideTransaction,
  assertStorable,
  Mutex,
  newTransactionMark,
  openTransactions,
  runAfterCommit,
  type Sql,
  type SqlParam,
  type Store,
  type TransactionMark,
} from './store';
import { Database as SqliteDatabase } from 'bun:sqlite';

type Bindings = SqlParam[];

/** A transaction waiting for its batch. */
interface QueuedWork {
  work: (tx: Sql) => Promise<unknown>;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * The checkpoint worker's script. In the executable: the entry point that the build makes of
 * checkpoint-worker.ts, named by its path under src/ (package.json; as the recount worker's).
 */
const checkpointWorkerScript = Bun.isStandaloneExecutable
  ? './db/checkpoint-worker.ts'
  : new URL('./checkpoint-worker.ts', import.meta.url).href;

/** The server's checkpoint worker (see checkpointInBackground; started at its first checkpoint) and what it owes. */
interface Checkpointer {
  worker: Worker | null;
  everyMs: number;
  lastAt: number;
  /** The store's count of committed changes when the last checkpoint began: nothing new, nothing to copy. */
  committedAt: number;
  log: (failure: string) => void;
  /** Who waits for each report the worker owes, in the order it answers. */
  answers: ((report: CheckpointerReport) => void)[];
  /**
   * Checkpoints the worker has finished, counted by it in shared memory: the writer sees the
   * first step end without waiting for its message (messages wait while the event loop is busy).
   */
  finished: Int32Array;
  /** Checkpoints asked for so far. */
  asked: number;
  /** While the first step copies beside the writes: the number of its checkpoint. */
  copying: number | null;
}

/** Works per commit at most: a batch's first caller waits for all of them. */
const maxBatch = 64;

/** Statements on one bun:sqlite connection (bun:sqlite caches each prepared statement by its text). */
function statements(connection: Database): Pick<Sql, 'all' | 'get' | 'run'> {
  return {
    async all<Row>(text: string, ...params: SqlParam[]): Promise<Row[]> {
      assertStorable(params);
      return connection.query<Row, Bindings>(text).all(...params);
    },
    async get<Row>(text: string, ...params: SqlParam[]): Promise<Row | undefined> {
      assertStorable(params);
      return connection.query<Row, Bindings>(text).get(...params) ?? undefined;
    },
    async run(text: string, ...params: SqlParam[]): Promise<number> {
      assertStorable(params);
      return connection.query<unknown, Bindings>(text).run(...params).changes;
    },
  };
}

class SqliteTransaction implements Sql {
  readonly engine = 'sqlite' as const;
  readonly dialect = sqliteDialect;
  readonly all: Sql['all'];
  readonly get: Sql['get'];
  readonly run: Sql['run'];
  #savepoints = 0;

  constructor(
    readonly store: SqliteStore,
    private readonly connection: Database,
  ) {
    ({ all: this.all, get: this.get, run: this.run } = statements(connection));
  }

  async transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    const name = `sp${++this.#savepoints}`;
    this.connection.exec(`SAVEPOINT ${name}`);
    try {
      const result = await work(this);
      this.connection.exec(`RELEASE ${name}`);
      return result;
    } catch (error) {
      this.connection.exec(`ROLLBACK TO ${name}`);
      this.connection.exec(`RELEASE ${name}`);
      throw error;
    } finally {
      this.#savepoints--;
    }
  }
}

export class SqliteStore implements Store {
  readonly engine = 'sqlite' as const;
  readonly dialect = sqliteDialect;
  readonly store = this;
  /** The writer connection (drizzle-wrapped): for the SQLite-only tools (bulk import, backup) and tests. */
  readonly writer: Db;
  readonly #reader: Database;
  readonly #reads: Pick<Sql, 'all' | 'get' | 'run'>;
  readonly #idleWriterReads: Pick<Sql, 'all' | 'get' | 'run'>;
  /** Whether a transaction has begun on the writer and not yet ended: reads go to the reader meanwhile. */
  #writing = false;
  readonly #transaction: SqliteTransaction;
  readonly #lock = new Mutex();
  /** Transactions waiting for the writer: the next batch (see transaction()). */
  readonly #queue: QueuedWork[] = [];
  #draining = false;
  /** Transactions of this process that committed changes: part of version(). */
  #committed = 0;
  #dataVersion: number | null = null;
  #checkpointer: Checkpointer | null = null;

  constructor(writer: Db, reader: Database) {
    this.writer = writer;
    this.#reader = reader;
    this.#reads = statements(reader);
    this.#idleWriterReads = statements(writer.$client);
    this.#transaction = new SqliteTransaction(this, writer.$client);
  }

  /**
   * Opens (creating and migrating when needed) the database file at `path`. `alone`: a
   * command that is the process's only user of the store (the bulk import) gets the writer
   * connection alone, as `:memory:` stores do, since only the file's sole connection may
   * leave WAL mode.
   */
  static open(path: string, options: OpenOptions & { alone?: boolean } = {}): SqliteStore {
    const writer = openDatabase(path, options);
    return options.alone ? new SqliteStore(writer, writer.$client) : SqliteStore.over(writer);
  }

  /** A store over an already opened and migrated writer; `:memory:` databases get no second connection. */
  static over(writer: Db): SqliteStore {
    const file = writer.$client.filename;
    if (file === '' || file === ':memory:') return new SqliteStore(writer, writer.$client);
    const reader = new SqliteDatabase(file, { strict: true });
    reader.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`);
    // Only reads made while a transaction is open come here (see #writing): a small cache.
    reader.exec('PRAGMA cache_size = -4096');
    reader.exec('PRAGMA mmap_size = 0');
    reader.exec('PRAGMA temp_store = MEMORY');
    // Writes belong to the writer connection; a write sent here is a bug, and fails loudly.
    reader.exec('PRAGMA query_only = 1');
    return new SqliteStore(writer, reader);
  }

  /** The writer's bun:sqlite handle: SQLite-only tools and tests. */
  get sqlite(): Database {
    return this.writer.$client;
  }

  all<Row>(text: string, ...params: SqlParam[]): Promise<Row[]> {
    assertOutsideTransaction();
    return (this.#writing ? this.#reads : this.#idleWriterReads).all<Row>(text, ...params);
  }

  get<Row>(text: string, ...params: SqlParam[]): Promise<Row | undefined> {
    assertOutsideTransaction();
    return (this.#writing ? this.#reads : this.#idleWriterReads).get<Row>(text, ...params);
  }

  /** A single statement that writes: its own transaction on the writer. */
  run(text: string, ...params: SqlParam[]): Promise<number> {
    return this.transaction((tx) => tx.run(text, ...params));
  }

  /**
   * Group commit: transactions asked for while others run wait in a queue, and the queue is
   * then worked through in one BEGIN IMMEDIATE … COMMIT, each work inside its own savepoint
   * (a work that throws rolls back alone). One commit writes the pages that a batch of
   * creates shares (indexes, counters, boards) once instead of once per create. Every work
   * still runs alone on the connection, in order, and its caller hears of it only after the
   * COMMIT that made it durable.
   */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    assertOutsideTransaction();
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({ work, resolve, reject } as QueuedWork);
      // The batch starts on the next turn of the event loop: requests read in this turn join it.
      if (!this.#draining) {
        this.#draining = true;
        setImmediate(() => void this.#drain());
      }
    });
  }

  async #drain(): Promise<void> {
    const release = await this.#lock.acquire();
    try {
      while (this.#queue.length > 0) {
        await this.#commitBatch(this.#queue.splice(0, maxBatch));
        await this.#checkpointWhenDue();
      }
    } finally {
      this.#draining = false;
      release();
    }
  }

  async #commitBatch(batch: QueuedWork[]): Promise<void> {
    const connection = this.writer.$client;
    try {
      // IMMEDIATE takes the write lock now: another process's writer makes us wait
      // (busy_timeout) here rather than fail when a read would turn into a write.
      connection.exec('BEGIN IMMEDIATE');
    } catch (error) {
      for (const queued of batch) queued.reject(error);
      return;
    }
    this.#writing = true;
    const changesBefore = this.#totalChanges();
    const done: { queued: QueuedWork; mark: TransactionMark; result: unknown }[] = [];
    // A work alone in its batch needs no savepoint: the transaction is its own. Inside an open
    // savepoint SQLite journals again every page that each statement touches, so a work of
    // thousands of statements slowed down as it went (docs/benchmarks.md#importing-catches).
    const savepoint = batch.length > 1;
    try {
      for (const queued of batch) {
        const mark = newTransactionMark();
        try {
          const result = await openTransactions.run(mark, async () => {
            if (savepoint) connection.exec('SAVEPOINT work');
            try {
              const value = await queued.work(this.#transaction);
              if (savepoint) connection.exec('RELEASE work');
              return value;
            } catch (error) {
              if (connection.inTransaction) {
                connection.exec(savepoint ? 'ROLLBACK TO work' : 'ROLLBACK');
                if (savepoint) connection.exec('RELEASE work');
              }
              throw error;
            }
          });
          done.push({ queued, mark, result });
        } catch (error) {
          mark.open = false;
          queued.reject(error);
          // SQLite ended the whole transaction (a full disk, say): the works done before this
          // one are lost with it and run again in the next batch (works may run twice: see Sql).
          if (!connection.inTransaction) {
            this.#queue.unshift(...done.map((d) => d.queued), ...batch.slice(batch.indexOf(queued) + 1));
            for (const d of done) d.mark.open = false;
            return;
          }
        }
      }
      const changed = this.#totalChanges() !== changesBefore;
      try {
        connection.exec('COMMIT');
      } catch (error) {
        if (connection.inTransaction) connection.exec('ROLLBACK');
        for (const d of done) {
          d.mark.open = false;
          d.queued.reject(error);
        }
        return;
      }
      // A batch that wrote nothing (dispatcher polls finding no work) keeps caches valid.
      if (changed) this.#committed++;
      for (const d of done) {
        d.mark.open = false;
        runAfterCommit(d.mark);
        d.queued.resolve(d.result);
      }
    } finally {
      this.#writing = false;
    }
  }

  /**
   * PRAGMA data_version on the reader moves on every commit of another connection (the
   * writer, the CLI, another process); it costs a look at the WAL index, so it is read at
   * most once per turn of the event loop. This process's own commits that changed rows count at once.
   */
  version(): string {
    if (this.#dataVersion === null) {
      this.#dataVersion = this.#reader.query<{ data_version: number }, []>('PRAGMA data_version').get()!.data_version;
      setImmediate(() => (this.#dataVersion = null));
    }
    return `${this.#dataVersion}:${this.#committed}`;
  }

  /**
   * WAL checkpoints on a worker thread (checkpoint-worker.ts), between two commits at most
   * every `everyMs`, instead of inside the commit that fills the WAL: with SQLite's own, that
   * commit's request and every request behind it on the event loop waited for the copy and
   * its fsync. Writes wait in the queue meanwhile, so the checkpoint copies the whole WAL and
   * the next commit starts it over; reads go on. Should the worker stop, the writer
   * checkpoints by itself again (and at ten times the usual WAL size meanwhile). The worker
   * starts at the first checkpoint, not here: a starting server has other work. For the
   * server; commands keep SQLite's own checkpoints.
   */
  checkpointInBackground(everyMs: number, log: (failure: string) => void): void {
    if (this.#checkpointer !== null || this.#reader === this.writer.$client) return;
    this.#checkpointer = {
      worker: null,
      everyMs,
      lastAt: performance.now(),
      committedAt: this.#committed,
      log,
      answers: [],
      finished: new Int32Array(new SharedArrayBuffer(4)),
      asked: 0,
      copying: null,
    };
  }

  #startWorker(checkpointer: Checkpointer): Worker {
    const sqlite = this.writer.$client;
    const synchronous = sqlite.query<{ synchronous: number }, []>('PRAGMA synchronous').get()!.synchronous >= 2 ? 'FULL' : 'NORMAL';
    const worker = new Worker(checkpointWorkerScript, { smol: true });
    worker.onmessage = ({ data }: MessageEvent<CheckpointerReport>) => checkpointer.answers.shift()?.(data);
    worker.onerror = (event) => {
      const stopped = `the checkpoint worker stopped: ${event.message}`;
      if (this.#checkpointer === checkpointer) this.#checkpointer = null;
      sqlite.exec(`PRAGMA wal_autocheckpoint = ${walAutocheckpointPages}`);
      worker.terminate();
      // A checkpoint waiting for its report hears of it, and logs it; else it is logged here.
      const waiting = checkpointer.answers.splice(0);
      if (waiting.length === 0) checkpointer.log(stopped);
      for (const answer of waiting) answer({ failed: stopped });
    };
    worker.postMessage({ open: { path: sqlite.filename, synchronous, finished: checkpointer.finished } } satisfies CheckpointerMessage);
    sqlite.exec(`PRAGMA wal_autocheckpoint = ${walAutocheckpointPages * 10}`);
    checkpointer.worker = worker;
    return worker;
  }

  /** The worker's report on `message`; the worker answers its messages in order. */
  #ask(checkpointer: Checkpointer, message: CheckpointerMessage): Promise<CheckpointerReport> {
    const worker = checkpointer.worker ?? this.#startWorker(checkpointer);
    return new Promise((resolve) => {
      checkpointer.answers.push(resolve);
      worker.postMessage(message);
    });
  }

  /** Asks the worker for a checkpoint of everything committed so far; its failure is logged. */
  #checkpoint(checkpointer: Checkpointer): Promise<void> {
    checkpointer.committedAt = this.#committed;
    checkpointer.asked++;
    return this.#ask(checkpointer, { checkpoint: true }).then((report) => {
      if ('failed' in report) checkpointer.log(report.failed);
    });
  }

  /**
   * Called between two batches, holding the writer's lock. A checkpoint takes two steps. The
   * first copies the WAL while writes go on: holding them for the whole copy kept creates
   * waiting too long (docs/benchmarks.md#sqlite-checkpoints-caches-and-statements). But a WAL starts over only once it has been copied whole, which a copy beside
   * running writes never finishes; so the second step, if writes came during the first,
   * copies what they added with writes held: the writes of one copy's time, not of the interval.
   */
  async #checkpointWhenDue(): Promise<void> {
    const checkpointer = this.#checkpointer;
    if (checkpointer === null) return;
    if (checkpointer.copying !== null) {
      if (Atomics.load(checkpointer.finished, 0) < checkpointer.copying) return;
      checkpointer.copying = null;
      if (checkpointer.committedAt !== this.#committed) await this.#checkpoint(checkpointer);
      checkpointer.lastAt = performance.now();
      return;
    }
    if (checkpointer.committedAt === this.#committed || performance.now() - checkpointer.lastAt < checkpointer.everyMs) return;
    void this.#checkpoint(checkpointer);
    checkpointer.copying = checkpointer.asked;
  }

  #totalChanges(): number {
    return this.writer.$client.query<{ n: number }, []>('SELECT total_changes() AS n').get()!.n;
  }

  async close(): Promise<void> {
    const release = await this.#lock.acquire();
    try {
      const checkpointer = this.#checkpointer;
      if (checkpointer?.worker) {
        // Answered after any checkpoint under way: the worker answers in order.
        await this.#ask(checkpointer, { close: true });
        checkpointer.worker.terminate();
      }
      this.#checkpointer = null;
      if (this.#reader !== this.writer.$client) this.#reader.close();
      this.writer.$client.close();
    } finally {
      release();
    }
  }
}
