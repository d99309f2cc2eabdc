// The storage seam: every service reaches the database through `Sql`, never through an
// engine's own client. A service takes `db: Sql` (the store, or a transaction of it), reads
// with `db.get/all`, and writes inside `db.transaction(async (tx) => …)`. The engines behind
// it (sqlite-store.ts, postgres-store.ts) keep their connections and locking to themselves;
// the SQL that differs between them is named in each engine's dialect (`db.dialect`).
// docs/architecture.md explains the rules and why.
import { AsyncLocalStorage } from 'node:async_hooks';
import { HttpError } from '../lib/problem';
import type { Dialect } from './dialect';

export type Engine = 'sqlite' | 'postgres';

/** What a statement's `?` placeholders may be bound to. */
export type SqlParam = string | number | bigint | boolean | null | Uint8Array;

/**
 * Somewhere SQL runs: the store itself (each statement on its own, seeing committed data) or
 * one transaction (seeing its own writes). SQL text uses `?` placeholders (or `?N`, numbered
 * from 1, consistently within one statement) and portable SQL; what differs between the
 * engines comes from `dialect`.
 */
export interface Sql {
  readonly engine: Engine;
  /** This engine's SQL fragments. */
  readonly dialect: Dialect;
  /** The store this runs on (caches key on it; they never key on a transaction). */
  readonly store: Store;
  all<Row>(text: string, ...params: SqlParam[]): Promise<Row[]>;
  get<Row>(text: string, ...params: SqlParam[]): Promise<Row | undefined>;
  /** Runs a statement; resolves to the number of rows it changed. */
  run(text: string, ...params: SqlParam[]): Promise<number>;
  /**
   * Runs `work` in one write transaction and resolves to its result after the commit; a
   * thrown error rolls everything back. Called on a transaction, it opens a savepoint: the
   * inner work rolls back alone if it throws (and `options` are the outer transaction's).
   * `work` must use the `tx` it is given for every statement: the store itself refuses to
   * run inside a transaction (NestedStoreUse).
   */
  transaction<T>(work: (tx: Sql) => Promise<T>, options?: TransactionOptions): Promise<T>;
}

/**
 * What a transaction needs of concurrent ones. SQLite has a single writer: every transaction
 * runs alone there, whatever is asked. PostgreSQL runs them side by side.
 */
export interface TransactionOptions {
  /**
   * `serializable` (the default): as if it ran alone, for work that reads, decides, then
   * writes; PostgreSQL may abort it for a concurrent one, and it runs again. `read committed`:
   * each statement sees what was committed when it began; for work that only inserts rows
   * (unique constraints guarding what must be unique) or locks the rows it decides on.
   * Concurrent updates of one row then wait for each other instead of failing.
   */
  isolation?: 'serializable' | 'read committed';
}

export interface Store extends Sql {
  /**
   * A token that changes whenever committed data may have changed (this process's commits
   * and other processes' alike). In-process caches of query answers key on it. SQLite knows
   * it without a query; PostgreSQL asks the server (another instance may have committed),
   * once per request where the server marks requests (readsSince).
   */
  version(): string | Promise<string>;
  /** Waits for open transactions, then closes every connection. */
  close(): Promise<void>;
}

/** The store was used directly where a transaction's `tx` must be used. */
export class NestedStoreUse extends Error {
  constructor() {
    super('the store was used inside one of its own transactions: use the transaction (tx) passed to the work');
    this.name = 'NestedStoreUse';
  }
}

/**
 * Concurrent writers kept conflicting with this transaction until it gave up (PostgreSQL's
 * serialization failures past the retries; SQLite's lock held past busy_timeout). Nothing was
 * written: the request may simply be sent again.
 */
export class WriteContention extends Error {
  constructor(cause: unknown) {
    super('the database stayed busy with concurrent writes', { cause });
    this.name = 'WriteContention';
  }
}

/**
 * Whether `error` is a unique (or primary key) constraint refusing a row, on either engine:
 * under READ COMMITTED, how a transaction learns that a concurrent one inserted the same key first.
 */
export function isUniqueViolation(error: unknown): boolean {
  const { errno, code } = (error ?? {}) as { errno?: unknown; code?: unknown };
  return errno === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * Text holding U+0000, refused on both engines alike: PostgreSQL cannot store it in text, and
 * no field of catchd has a use for it. Bad input, so a 422 wherever it came from.
 */
export class UnstorableText extends HttpError {
  constructor() {
    super(422, 'validation_failed', 'Text must not contain the NUL character (U+0000).');
    this.name = 'UnstorableText';
  }
}

/** Throws UnstorableText when a string parameter holds U+0000. */
export function assertStorable(params: SqlParam[]): void {
  for (const param of params) if (typeof param === 'string' && param.includes('\0')) throw new UnstorableText();
}

/**
 * Marks the async context of an open transaction, so that the store can refuse being used
 * inside it, and collects what must happen once it has committed.
 */
export interface TransactionMark {
  open: boolean;
  afterCommit: (() => void)[];
}
export const openTransactions = new AsyncLocalStorage<TransactionMark>();

/** A mark for a transaction that starts now. */
export const newTransactionMark = (): TransactionMark => ({ open: true, afterCommit: [] });

/**
 * Runs `callback` once the transaction open in this async context has committed (never after
 * a rollback), outside that transaction's context; outside any transaction, in a microtask.
 * For signals to other parts of the process: on PostgreSQL a listener that reads at once,
 * on another connection, would otherwise not see the writes yet.
 */
export function afterCommit(callback: () => void): void {
  const mark = openTransactions.getStore();
  if (mark?.open) mark.afterCommit.push(callback);
  else queueMicrotask(callback);
}

/** Runs the callbacks of a committed transaction, outside its async context. */
export function runAfterCommit(mark: TransactionMark): void {
  if (mark.afterCommit.length === 0) return;
  openTransactions.exit(() =>
    queueMicrotask(() => {
      for (const callback of mark.afterCommit) callback();
    }),
  );
}

/**
 * When the work of this async context began (`performance.now()`): one HTTP request, set by
 * the server around each (readsSince). A store's version() read at or after that moment, and
 * after this process's last commit, is as new as this work needs (every commit it can have
 * seen is in it): PostgreSQL answers the request's later version() calls with it instead of
 * another round trip (for at most a second: timers a request starts inherit its context).
 * Outside any such context every call is asked afresh.
 */
const workBegan = new AsyncLocalStorage<number>();

/** Runs `work` as one unit of reads (an HTTP request) beginning now: see workBegan. */
export function readsSince<T>(work: () => T): T {
  return workBegan.run(performance.now(), work);
}

/** When the work in this async context began, if it is marked (readsSince). */
export const workBeganAt = (): number | undefined => workBegan.getStore();

/** Throws when called from inside an open transaction of any store. */
export function assertOutsideTransaction(): void {
  if (openTransactions.getStore()?.open) throw new NestedStoreUse();
}

/** One holder at a time, first come first served: the single writer of an embedded engine. */
export class Mutex {
  #tail: Promise<void> = Promise.resolve();

  /** Resolves to the function that releases the lock. */
  acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const ready = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => held);
    return ready;
  }
}
