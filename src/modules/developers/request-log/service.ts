// A developer's own recent API requests: the first place to look when a call fails. The log
// itself (buffered writes, its own file on SQLite) is db/request-log/.
import type { Page } from '../../../db/paging';
import type { RequestLogBuffer } from '../../../db/request-log/buffer';
import type { Sql } from '../../../db/store';
import { toIso } from '../../../lib/time';

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
  requestLog: RequestLogBuffer,
  userId: string,
  query: RequestLogQuery,
): Promise<Page<ApiRequestView>> {
  await requestLog.flushAnswered();
  // The log is kept apart from the apps (db/request-log/storage.ts): their ids first, from the database.
  const appIds = (await db.all<{ id: string }>('SELECT id FROM oauth_apps WHERE owner_id = ?', userId)).map((app) => app.id);
  const where = [appIds.length > 0 ? `(user_id = ? OR app_id IN (${appIds.map(() => '?').join(', ')}))` : 'user_id = ?'];
  const params: (string | number)[] = [userId, ...appIds];
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
  const total = Number(
    (await requestLog.storage.get<{ n: number }>(`SELECT COUNT(*) AS n FROM request_log WHERE ${filter}`, ...params))!.n,
  );
  const rows = await requestLog.storage.all<RequestLogRow>(
    `SELECT * FROM request_log WHERE ${filter} ORDER BY at_ms DESC, pk DESC LIMIT ? OFFSET ?`,
    ...params,
    perPage,
    (page - 1) * perPage,
  );
  return { data: rows.map(present), total, page, perPage, hasMore: page * perPage < total };
}
