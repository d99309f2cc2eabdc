// The PostgreSQL engine behind the storage seam, over Bun's built-in SQL client: a pool of
// connections, write transactions side by side (SERIALIZABLE unless the work asks for READ
// COMMITTED), each retried whole when PostgreSQL reports a serialization failure or a
// deadlock; and the background fold of catch deltas (postgres-derived.ts) after writes.
// Services see the same rows as on SQLite:
// `?` placeholders become `$n`, int8 and numeric columns come back as JS numbers, booleans
// are bound as 0/1. docs/architecture.md explains the choices.
import { SQL } from 'bun';
import { createHash } from 'node:crypto';
import { migrationJournal, migrationSql } from './migrations-pg.gen';
import { foldCatchDeltasSql, foldLockKey } from './postgres-derived';
import { postgresDialect } from './postgres-dialect';
import {
  assertOutsideTransaction,
  assertStorable,
  WriteContention,
  newTransactionMark,
  openTransactions,
  runAfterCommit,
  type Sql,
  type SqlParam,
  type Store,
  type TransactionOptions,
  workBeganAt,
} from './store';

/** SQLSTATEs after which the whole transaction may simply run again. */
const retryableStates = new Set(['40001', '40P01']);
/** Attempts of one transaction before its serialization failure reaches the caller. */
export const transactionAttempts = 20;
/** Column types (OIDs) that Bun returns as strings: int8 and numeric. */
const numericTypes = new Set([20, 1700]);
/** Milliseconds from a commit to the fold of the catch deltas it may have added; after a fold that found none. */
const foldDelayMs = 100;
const idleFoldDelayMs = 1_000;
/** How long a request's version() answers may be reused within it (see version()). */
const requestLongestMs = 1000;
/** Deltas moved per fold transaction. */
const foldBatch = 5_000;
/** Deltas folded between two VACUUMs of catch_deltas (a queue: every row is deleted soon after it is added). */
const vacuumEveryDeltas = 20_000;
/** pg_advisory_xact_lock key of the migrations: instances starting together apply them once. */
const migrationLockKey = 0x63617463; // "catc"

const placeholderTexts = new Map<string, string>();

/**
 * `?` → `$1, $2, …` in order and `?N` → `$N`, outside quoted strings, identifiers and
 * comments. An empty list, `IN ()` (SQLite takes it: a list built from no ids), becomes
 * `= ANY ('{}')`, and `NOT IN ()` `<> ALL ('{}')`: false and true, as on SQLite.
 * Converted once per distinct text (services' SQL texts are few and constant).
 */
export function toPostgresPlaceholders(text: string): string {
  let converted = placeholderTexts.get(text);
  if (converted !== undefined) return converted;
  let out = '';
  let next = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "'" || ch === '"') {
      const end = text.indexOf(ch, i + 1);
      const stop = end === -1 ? text.length : end + 1;
      out += text.slice(i, stop);
      i = stop - 1;
    } else if (ch === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      out += text.slice(i, stop);
      i = stop - 1;
    } else if (ch === '?') {
      const digits = /^\d+/.exec(text.slice(i + 1))?.[0];
      if (digits) {
        out += `$${digits}`;
        i += digits.length;
      } else out += `$${++next}`;
    } else out += ch;
  }
  converted = out.replace(/\bNOT\s+IN\s*\(\s*\)/gi, "<> ALL ('{}')").replace(/\bIN\s*\(\s*\)/gi, "= ANY ('{}')");
  placeholderTexts.set(text, converted);
  return converted;
}

/** Booleans as 0/1, as bun:sqlite binds them (flags are integer columns on both engines). */
const bindable = (params: SqlParam[]): SqlParam[] => params.map((p) => (typeof p === 'boolean' ? (p ? 1 : 0) : p));

interface Result extends Array<Record<string, unknown>> {
  columns: { name: string; type: number }[] | null;
  affectedRows: number;
}

/** int8 (counts, times, sums) and numeric values as numbers, like bun:sqlite gives them. */
function asNumbers(result: Result): Result {
  for (const column of result.columns ?? []) {
    if (!numericTypes.has(column.type)) continue;
    for (const row of result) {
      const value = row[column.name];
      if (value !== null && value !== undefined) row[column.name] = Number(value);
    }
  }
  return result;
}

async function query(client: SQL, text: string, params: SqlParam[]): Promise<Result> {
  assertStorable(params);
  return asNumbers((await client.unsafe(toPostgresPlaceholders(text), bindable(params))) as unknown as Result);
}

/** Statements on one client: the pool, or the connection of a transaction or savepoint. */
function statements(client: SQL): Pick<Sql, 'all' | 'get' | 'run'> {
  return {
    async all<Row>(text: string, ...params: SqlParam[]): Promise<Row[]> {
      return (await query(client, text, params)) as Row[];
    },
    async get<Row>(text: string, ...params: SqlParam[]): Promise<Row | undefined> {
      return ((await query(client, text, params))[0] as Row | undefined) ?? undefined;
    },
    async run(text: string, ...params: SqlParam[]): Promise<number> {
      return (await query(client, text, params)).affectedRows;
    },
  };
}

interface Savepoints {
  savepoint<T>(work: (client: SQL) => Promise<T>): Promise<T>;
}

class PostgresTransaction implements Sql {
  readonly engine = 'postgres' as const;
  readonly dialect = postgresDialect;
  readonly all: Sql['all'];
  readonly get: Sql['get'];
  readonly run: Sql['run'];

  constructor(
    readonly store: PostgresStore,
    private readonly client: SQL,
  ) {
    ({ all: this.all, get: this.get, run: this.run } = statements(client));
  }

  /** A savepoint: the inner work rolls back alone if it throws. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    return (this.client as unknown as Savepoints).savepoint((inner) => work(new PostgresTransaction(this.store, inner)));
  }

  /** A statement's rows as arrays (no object per row: 1M catches read in a third less time); int8 and numeric as text. */
  async values<Row extends unknown[]>(text: string): Promise<Row[]> {
    return (await this.client.unsafe(text).values()) as Row[];
  }

  /**
   * Appends `count` rows to `table` by COPY (3.8M board rows in ~4 s, where inserts of
   * array parameters took several times that): `row(i)` gives the i-th row's values for
   * `columns`, sent in chunks of about a megabyte.
   */
  async copyRows(table: string, columns: readonly string[], count: number, row: (index: number) => readonly CopyValue[]): Promise<void> {
    const writer = this.client
      .unsafe(`COPY ${table} (${columns.join(', ')}) FROM STDIN`)
      .writable()
      .getWriter();
    try {
      let chunk = '';
      for (let index = 0; index < count; index++) {
        const values = row(index);
        // One string grown in place, no array of texts per row (3.8M board rows: seconds of this thread).
        chunk += copyText(values[0]);
        for (let column = 1; column < values.length; column++) chunk += `\t${copyText(values[column])}`;
        chunk += '\n';
        if (chunk.length >= copyChunkChars) {
          await writer.write(chunk);
          chunk = '';
        }
      }
      if (chunk !== '') await writer.write(chunk);
    } catch (error) {
      await writer.abort(error);
      throw error;
    }
    await writer.close();
  }
}

/** A value COPY's text format takes: null as \N. */
type CopyValue = string | number | null;
const copyChunkChars = 1 << 20;
const copySpecial = /[\\\t\n\r]/;
const copySpecials = /[\\\t\n\r]/g;
const copyEscapes: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One value in COPY's text format. */
function copyText(value: CopyValue): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  return copySpecial.test(value) ? value.replace(copySpecials, (special) => copyEscapes[special]) : value;
}

/** The PostgreSQL transaction behind `tx`, for work only PostgreSQL does (bulk loads). */
export function postgresTransaction(tx: Sql): PostgresTransaction {
  if (!(tx instanceof PostgresTransaction)) throw new Error('a PostgreSQL transaction was expected');
  return tx;
}

interface PostgresOptions {
  /** Connections in the pool (default 10). */
  max?: number;
  /** Seconds an unused connection stays open (default 60). */
  idleTimeout?: number;
  /** Settled before the first statement (tests create the database meanwhile). */
  ready?: Promise<unknown>;
}

/** The error's SQLSTATE when PostgreSQL sent one. */
const sqlState = (error: unknown): string | undefined => (error as { errno?: unknown } | null)?.errno as string | undefined;

export class PostgresStore implements Store {
  readonly engine = 'postgres' as const;
  readonly dialect = postgresDialect;
  readonly store = this;
  readonly #client: SQL;
  readonly #reads: Pick<Sql, 'all' | 'get' | 'run'>;
  #ready: Promise<unknown> | null;
  /** The fold waiting to run, the one running, and whether a commit came while it ran (see #scheduleFold). */
  #foldTimer: ReturnType<typeof setTimeout> | null = null;
  #folding: Promise<void> | null = null;
  #foldAgain = false;
  #foldedSinceVacuum = 0;
  #foldFoundNothing = false;
  #closed = false;
  /** The snapshot query under way, and the one that will follow it (see version()). */
  #versionAsked: Promise<string> | null = null;
  #versionNext: Promise<string> | null = null;
  /** The latest snapshot answered, with when it was asked; and when this store's last transaction ended. */
  #versionKnown: { value: string; askedAt: number } | null = null;
  #transactionEndedAt = 0;

  constructor(url: string, options: PostgresOptions = {}) {
    this.#client = new SQL(url, { max: options.max ?? 10, idleTimeout: options.idleTimeout ?? 60 });
    this.#reads = statements(this.#client);
    this.#ready = options.ready ?? null;
  }

  /** Connects to the database at `url` and applies the migrations it lacks (and folds deltas left by a stopped instance). */
  static async open(url: string, options: PostgresOptions = {}): Promise<PostgresStore> {
    const store = new PostgresStore(url, options);
    await store.migrate();
    store.#scheduleFold();
    return store;
  }

  async #whenReady(): Promise<void> {
    if (this.#ready) {
      await this.#ready;
      this.#ready = null;
    }
  }

  async all<Row>(text: string, ...params: SqlParam[]): Promise<Row[]> {
    assertOutsideTransaction();
    await this.#whenReady();
    return this.#reads.all<Row>(text, ...params);
  }

  async get<Row>(text: string, ...params: SqlParam[]): Promise<Row | undefined> {
    assertOutsideTransaction();
    await this.#whenReady();
    return this.#reads.get<Row>(text, ...params);
  }

  /** A single statement that writes: its own transaction, under the same rules as any other. */
  run(text: string, ...params: SqlParam[]): Promise<number> {
    return this.transaction((tx) => tx.run(text, ...params));
  }

  /**
   * SERIALIZABLE by default: the transaction behaves as if it ran alone, as on SQLite's single
   * writer, so the services' read-then-write rules hold unchanged; READ COMMITTED where the
   * work asks for it (TransactionOptions). Transactions run side by side, in this process as
   * in others: no write updates a row that every create updates (catch deltas are folded in
   * the background), so they rarely meet. PostgreSQL may abort one of two that overlap
   * (40001) or deadlock (40P01): the whole work runs again on a fresh snapshot, a bounded
   * number of times, after a short random pause.
   */
  async transaction<T>(work: (tx: Sql) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    assertOutsideTransaction();
    await this.#whenReady();
    const result = await this.#transactionWithRetries(work, options.isolation ?? 'serializable');
    this.#scheduleFold();
    return result;
  }

  async #transactionWithRetries<T>(work: (tx: Sql) => Promise<T>, isolation: 'serializable' | 'read committed'): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const mark = newTransactionMark();
      try {
        const result = (await this.#client.begin(`isolation level ${isolation}`, (client) =>
          openTransactions.run(mark, () => work(new PostgresTransaction(this, client))),
        )) as T;
        mark.open = false;
        runAfterCommit(mark);
        return result;
      } catch (error) {
        if (!retryableStates.has(sqlState(error) ?? '')) throw error;
        if (attempt >= transactionAttempts) throw new WriteContention(error);
        await Bun.sleep(Math.random() * 5 * attempt);
      } finally {
        mark.open = false;
        // Ended either way: a connection lost after COMMIT was sent may still have committed.
        this.#transactionEndedAt = performance.now();
      }
    }
  }

  /**
   * Folds catch deltas foldDelayMs after a commit (one fold at a time per store; commits meanwhile
   * join it): counters and boards catch up in batches, whoever added the deltas. Readers add
   * pending deltas themselves, so when a fold runs changes no answer. One instance folds at a
   * time (an advisory lock; the others try again later). A fold that fails (the database went
   * away) is tried again after the next commit. A waiting fold keeps no process alive.
   */
  #scheduleFold(): void {
    if (this.#closed) return;
    if (this.#folding) {
      this.#foldAgain = true;
      return;
    }
    if (this.#foldTimer) return;
    // After a fold that found nothing, wait longer: commits that add no delta (a webhook
    // dispatcher's poll, the request log) would otherwise each cost a fold.
    this.#foldTimer = setTimeout(
      () => {
        this.#foldTimer = null;
        this.#foldAgain = false;
        this.#folding = this.#foldOnce(false)
          .catch(() => 0)
          .then((moved) => {
            this.#folding = null;
            this.#foldFoundNothing = moved === 0;
            // Deltas were moved (more may have come), another instance held the lock, or commits came meanwhile.
            if (moved !== 0 || this.#foldAgain) this.#scheduleFold();
          });
      },
      this.#foldFoundNothing ? idleFoldDelayMs : foldDelayMs,
    );
    this.#foldTimer.unref();
  }

  /**
   * Folds every pending catch delta now, after any fold under way in another instance: for
   * tests and tools that read the folded counters and board_totals themselves.
   */
  async foldCatchDeltas(): Promise<void> {
    assertOutsideTransaction();
    await this.#whenReady();
    while ((await this.#foldOnce(true)) === foldBatch);
  }

  /** Moves up to foldBatch deltas; -1 when another instance was folding and `wait` is false. */
  async #foldOnce(wait: boolean): Promise<number> {
    const moved = await this.#transactionWithRetries(async (tx) => {
      const lock = await tx.get<{ locked: boolean }>(
        wait ? 'SELECT pg_advisory_xact_lock(?) IS NOT NULL AS locked' : 'SELECT pg_try_advisory_xact_lock(?) AS locked',
        foldLockKey,
      );
      if (!lock!.locked) return -1;
      // Without deltas the fold would still fire the counters' statement triggers (which bump
      // species_catalog_version): a write, moving every cache's version for nothing.
      if (!(await tx.get<{ pending: boolean }>('SELECT EXISTS (SELECT 1 FROM catch_deltas) AS pending'))!.pending) return 0;
      return (await tx.get<{ n: number }>(foldCatchDeltasSql, foldBatch))!.n;
    }, 'read committed');
    this.#foldedSinceVacuum += Math.max(moved, 0);
    if (this.#foldedSinceVacuum >= vacuumEveryDeltas) {
      this.#foldedSinceVacuum = 0;
      // Readers scan catch_deltas whole: keep it as small as the deltas it holds.
      await this.#client.unsafe('VACUUM (TRUNCATE false) catch_deltas');
    }
    return moved;
  }

  /**
   * The cluster's current snapshot (`xmin:xmax:in-progress xids`): it moves when any
   * transaction that wrote commits, on this instance or any other, and only then (reads take
   * no transaction id). A cached answer keyed on it is therefore never older than a commit
   * that finished before the read began — one round trip instead of the read itself.
   */
  async version(): Promise<string> {
    assertOutsideTransaction();
    await this.#whenReady();
    // Within one request, a snapshot asked since it began and since this process last wrote
    // holds every commit the request can have seen (workBeganAt): no further round trip. Work
    // older than a request lasts (a stream, a timer a request started) asks every time.
    const began = workBeganAt();
    const known = this.#versionKnown;
    if (
      began !== undefined &&
      known !== null &&
      known.askedAt >= began &&
      known.askedAt >= this.#transactionEndedAt &&
      performance.now() - began < requestLongestMs
    )
      return known.value;
    // Callers share queries: each joins the next one sent after its call (never one already
    // under way, whose snapshot may predate a commit this caller has seen), so that under
    // load one round trip answers every request that asked meanwhile.
    if (!this.#versionAsked) return this.#askVersion();
    this.#versionNext ??= this.#versionAsked
      .catch(() => undefined)
      .then(() => {
        this.#versionNext = null;
        return this.#askVersion();
      });
    return this.#versionNext;
  }

  /** Sends the snapshot query now; #versionAsked is it until it answers. */
  #askVersion(): Promise<string> {
    const askedAt = performance.now();
    const asked = this.#reads
      .get<{ snapshot: string }>('SELECT pg_current_snapshot()::text AS snapshot')
      .then((row) => {
        if (askedAt > (this.#versionKnown?.askedAt ?? -1)) this.#versionKnown = { value: row!.snapshot, askedAt };
        return row!.snapshot;
      })
      .finally(() => {
        if (this.#versionAsked === asked) this.#versionAsked = null;
      });
    this.#versionAsked = asked;
    return asked;
  }

  /**
   * Applies the embedded migrations that the database lacks, in one transaction holding an
   * advisory lock: instances starting together wait for the first, then find nothing to do.
   * Bookkeeping as drizzle's PostgreSQL migrator (drizzle.__drizzle_migrations).
   */
  async migrate(count = migrationJournal.entries.length): Promise<void> {
    await this.#whenReady();
    await this.#client.begin(async (tx) => {
      await tx.unsafe(`SELECT pg_advisory_xact_lock(${migrationLockKey})`);
      await tx.unsafe('CREATE SCHEMA IF NOT EXISTS drizzle');
      await tx.unsafe(
        'CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
      );
      const [last] = await tx.unsafe('SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1');
      const appliedUntil = last ? Number(last.created_at) : -1;
      for (const entry of migrationJournal.entries.slice(0, count)) {
        if (entry.when <= appliedUntil) continue;
        const text = migrationSql[entry.tag];
        if (text === undefined) throw new Error(`migration ${entry.tag} is not embedded`);
        for (const statement of text.split('--> statement-breakpoint')) if (statement.trim()) await tx.unsafe(statement);
        const hash = createHash('sha256').update(text).digest('hex');
        await tx.unsafe('INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)', [hash, entry.when]);
      }
    });
  }

  /** Waits for the statements under way (a fold among them), then closes every connection. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#foldTimer) clearTimeout(this.#foldTimer);
    await this.#ready?.catch(() => undefined);
    await this.#folding;
    await this.#client.close();
  }
}
