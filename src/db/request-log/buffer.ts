// The request log's writes: entries are buffered in memory and written in batches, off the
// request path, where the log is kept apart from the catch data (storage.ts); reads flush the
// buffer first, so a reader sees their own requests at once. The log keeps at most
// CATCHD_REQUEST_LOG_MAX_ROWS rows (trimmed with every write) for at most
// CATCHD_REQUEST_LOG_DAYS (pruned hourly).
import type { Store } from '../store';
import { requestLogStorageFor, type RequestLogEntry, type RequestLogStorage } from './storage';

export type { RequestLogEntry } from './storage';

interface RequestLogOptions {
  /** How long an entry may wait in memory before its batch is written. */
  flushAfterMs: number;
  /** A batch this size is written at once (on the next turn of the event loop). */
  batchSize: number;
  /** Entries held while writes fail (a locked file): beyond it the oldest are dropped. */
  maxPending: number;
  /** Rows the log keeps, the newest; 0: nothing is recorded. */
  maxRows: number;
  log: (entry: Record<string, unknown>) => void;
}

const defaults: Omit<RequestLogOptions, 'log'> = { flushAfterMs: 1000, batchSize: 200, maxPending: 20_000, maxRows: 500_000 };

/**
 * Batching per engine. On SQLite the log's own file may be written as often as it likes. On
 * PostgreSQL every commit moves the version the answer caches are keyed on, so writes wait
 * for the timer (at most one a second per instance) unless 10,000 entries are waiting.
 */
const engineDefaults: Record<Store['engine'], Pick<RequestLogOptions, 'batchSize' | 'maxPending'>> = {
  sqlite: { batchSize: 200, maxPending: 20_000 },
  postgres: { batchSize: 10_000, maxPending: 50_000 },
};

/**
 * The request log of the database behind `db`, kept where storage.ts says. `inBackground`
 * (the server): SQLite's log file is written on a thread of its own.
 */
export function openRequestLog(
  db: Store,
  options: Partial<RequestLogOptions> & Pick<RequestLogOptions, 'log'> & { inBackground?: boolean },
): RequestLogBuffer {
  const { inBackground = false, ...rest } = options;
  return new RequestLogBuffer(requestLogStorageFor(db, inBackground), { ...engineDefaults[db.engine], ...rest });
}

export class RequestLogBuffer {
  private pending: RequestLogEntry[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The last flush (see flush()), never rejecting. */
  private flushing: Promise<number> = Promise.resolve(0);
  /**
   * People whose accounts were deleted while this process ran: the request that deleted one is
   * recorded after its answer, once forget() is done, and is dropped here. Ids are never reused.
   */
  private readonly forgotten = new Set<string>();
  private readonly options: RequestLogOptions;

  constructor(
    readonly storage: RequestLogStorage,
    options: Partial<RequestLogOptions> & Pick<RequestLogOptions, 'log'>,
  ) {
    this.options = { ...defaults, ...options };
  }

  /** Whether requests are recorded at all (CATCHD_REQUEST_LOG_MAX_ROWS=0 turns the log off). */
  get enabled(): boolean {
    return this.options.maxRows > 0;
  }

  /** Cheap: an array push, and at most one timer per batch. */
  record(entry: RequestLogEntry): void {
    if (!this.enabled || this.forgotten.has(entry.userId)) return;
    this.pending.push(entry);
    if (this.pending.length > this.options.maxPending) this.pending.splice(0, this.pending.length - this.options.maxPending);
    if (this.pending.length >= this.options.batchSize) this.schedule(0);
    else if (this.timer === null) this.schedule(this.options.flushAfterMs);
  }

  private schedule(delayMs: number): void {
    if (this.timer !== null) {
      if (delayMs > 0) return;
      clearTimeout(this.timer);
    }
    this.timer = setTimeout(() => void this.flush(), delayMs);
    // A pending batch never keeps the process alive; shutdown flushes it.
    this.timer.unref?.();
  }

  /**
   * Writes what is pending once requests already answered are recorded: the HTTP layer records
   * a request after its answer has gone (on the next turn of the event loop), so wait one turn.
   */
  async flushAnswered(): Promise<number> {
    await new Promise((resolve) => setImmediate(resolve));
    return this.flush();
  }

  /**
   * Writes what is pending; on failure the entries stay for the next try. How many were
   * written. Flushes run one after another, so a flush resolves only once every entry
   * recorded before it is written: a reader's flush waits for a timer's flush still under
   * way (its batch taken, its transaction not yet committed) instead of finding nothing to do.
   */
  flush(): Promise<number> {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const run = this.flushing.then(() => this.writePending());
    this.flushing = run.catch(() => 0);
    return run;
  }

  /**
   * At shutdown, once the server has answered its last request: writes what is pending, those
   * last requests included (each is recorded just after its answer went), then closes the
   * log's own file (SQLite).
   */
  async close(): Promise<void> {
    await this.flushAnswered();
    // Entries recorded while that flush ran; a write that keeps failing (a full disk) gives up.
    for (let tries = 0; this.pending.length > 0 && tries < 3; tries++) await this.flush();
    if (this.pending.length > 0)
      this.options.log({ level: 'error', msg: 'request log entries lost at shutdown', lost: this.pending.length });
    await this.storage.close();
  }

  /** A person's entries go, pending and stored (their account is deleted). */
  async forget(userId: string): Promise<number> {
    this.forgotten.add(userId);
    this.pending = this.pending.filter((entry) => entry.userId !== userId);
    await this.flushing;
    return this.storage.forget(userId);
  }

  /** Housekeeping: entries older than `retentionDays` go. */
  prune(now: number, retentionDays: number): Promise<number> {
    return this.storage.prune((now - retentionDays * 86_400) * 1000);
  }

  private async writePending(): Promise<number> {
    const batch = this.pending;
    if (batch.length === 0) return 0;
    this.pending = [];
    try {
      await this.storage.write(batch, this.options.maxRows);
      return batch.length;
    } catch (error) {
      this.pending = batch.concat(this.pending);
      this.options.log({ level: 'error', msg: 'request log write failed', pending: this.pending.length, error: String(error) });
      this.schedule(this.options.flushAfterMs);
      return 0;
    }
  }
}
