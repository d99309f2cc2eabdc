// A developer's own recent API requests: the first place to look when a call fails.
// Entries are buffered in memory and written in batches, one transaction each, off the
// request path; reads flush the buffer first, so a reader sees its own requests at once.
import type { Page } from '../../db/paging';
import type { Sql, SqlParam } from '../../db/store';
import { toIso } from '../../lib/time';

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

export interface RequestLogOptions {
  /** How long an entry may wait in memory before its batch is written. */
  flushAfterMs: number;
  /** A batch this size is written at once (on the next turn of the event loop). */
  batchSize: number;
  /** Entries held while writes fail (a locked database): beyond it the oldest are dropped. */
  maxPending: number;
  log: (entry: Record<string, unknown>) => void;
}

const defaults: Omit<RequestLogOptions, 'log'> = { flushAfterMs: 1000, batchSize: 200, maxPending: 20_000 };

/** Rows per INSERT statement (9 parameters each: well within every engine's limit). */
const rowsPerStatement = 100;
const insertSql = (rows: number): string =>
  `INSERT INTO request_log (user_id, at_ms, method, path, status, duration_ms, request_id, key_id, app_id) VALUES ${Array(rows).fill('(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`;
const fullStatement = insertSql(rowsPerStatement);

export class RequestLogBuffer {
  private pending: RequestLogEntry[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The last flush (see flush()), never rejecting. */
  private flushing: Promise<number> = Promise.resolve(0);
  private readonly options: RequestLogOptions;

  constructor(
    private readonly db: Sql,
    options: Partial<RequestLogOptions> & Pick<RequestLogOptions, 'log'>,
  ) {
    this.options = { ...defaults, ...options };
  }

  /** Cheap: an array push, and at most one timer per batch. */
  record(entry: RequestLogEntry): void {
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

  private async writePending(): Promise<number> {
    const batch = this.pending;
    if (batch.length === 0) return 0;
    this.pending = [];
    try {
      await this.db.transaction(async (tx) => {
        for (let start = 0; start < batch.length; start += rowsPerStatement) {
          const rows = batch.slice(start, start + rowsPerStatement);
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
      });
      return batch.length;
    } catch (error) {
      this.pending = batch.concat(this.pending);
      this.options.log({ level: 'error', msg: 'request log write failed', pending: this.pending.length, error: String(error) });
      this.schedule(this.options.flushAfterMs);
      return 0;
    }
  }
}

interface RequestLogRow {
  pk: number;
  at_ms: number;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
  request_id: string;
  key_id: string | null;
  app_id: string | null;
}

export interface ApiRequestView {
  id: string;
  object: 'api_request';
  at: string;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
  request_id: string;
  key_id: string | null;
  app_id: string | null;
}

function present(row: RequestLogRow): ApiRequestView {
  return {
    id: row.request_id,
    object: 'api_request',
    at: toIso(Math.floor(row.at_ms / 1000)),
    method: row.method,
    path: row.path,
    status: row.status,
    duration_ms: row.duration_ms,
    request_id: row.request_id,
    key_id: row.key_id,
    app_id: row.app_id,
  };
}

export interface RequestLogQuery {
  page?: number;
  per_page?: number;
  method?: string;
  /** `404`, or a class: `4xx`, `5xx`. */
  status?: string;
  /** Paths starting with this. */
  path?: string;
  key_id?: string;
  app_id?: string;
  request_id?: string;
  /** Unix seconds, inclusive / exclusive. */
  since?: number;
  until?: number;
}

/** The caller's requests and those of the caller's apps (for whoever authorised them), newest first, filtered. */
export async function listRequests(
  db: Sql,
  buffer: RequestLogBuffer | null,
  userId: string,
  query: RequestLogQuery,
): Promise<Page<ApiRequestView>> {
  await buffer?.flushAnswered();
  const where = ['(user_id = ? OR app_id IN (SELECT id FROM oauth_apps WHERE owner_id = ?))'];
  const params: (string | number)[] = [userId, userId];
  const equal = (column: string, value: string | undefined): void => {
    if (value === undefined) return;
    where.push(`${column} = ?`);
    params.push(value);
  };
  equal('method', query.method?.toUpperCase());
  equal('key_id', query.key_id);
  equal('app_id', query.app_id);
  equal('request_id', query.request_id);
  if (query.status !== undefined) {
    const statusClass = /^([1-5])xx$/i.exec(query.status);
    where.push(statusClass ? 'status >= ? AND status < ?' : 'status = ?');
    params.push(...(statusClass ? [Number(statusClass[1]) * 100, Number(statusClass[1]) * 100 + 100] : [Number(query.status)]));
  }
  if (query.path !== undefined) {
    // A prefix, matched literally (no LIKE wildcards from the caller).
    where.push('substr(path, 1, ?) = ?');
    params.push(query.path.length, query.path);
  }
  if (query.since !== undefined) {
    where.push('at_ms >= ?');
    params.push(query.since * 1000);
  }
  if (query.until !== undefined) {
    where.push('at_ms < ?');
    params.push(query.until * 1000);
  }
  const filter = where.join(' AND ');
  const perPage = query.per_page ?? 20;
  const page = query.page ?? 1;
  const total = (await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM request_log WHERE ${filter}`, ...params))!.n;
  const rows = await db.all<RequestLogRow>(
    `SELECT * FROM request_log WHERE ${filter} ORDER BY at_ms DESC, pk DESC LIMIT ? OFFSET ?`,
    ...params,
    perPage,
    (page - 1) * perPage,
  );
  return { data: rows.map(present), total, page, perPage, hasMore: page * perPage < total };
}

/** Housekeeping: entries older than the retention go. */
export async function pruneRequestLog(db: Sql, now: number, retentionDays: number): Promise<number> {
  return db.run('DELETE FROM request_log WHERE at_ms < ?', (now - retentionDays * 86_400) * 1000);
}
