// Newest-first pages over a table: by page number, or by keyset cursor (rows older than the
// cursor row) for deep pages, with the total count of matches.
import type { FieldError } from '../lib/problem';
import type { Sql, SqlParam } from './store';

export interface Page<T> {
  data: T[];
  total: number;
  /** null when paging with a cursor. */
  page: number | null;
  perPage: number;
  hasMore: boolean;
}

export interface PageRequest {
  page?: number;
  per_page?: number;
  after?: string;
}

/** A page number and a cursor never travel together. */
export function pagingErrors(request: PageRequest): FieldError[] {
  return request.after !== undefined && request.page !== undefined
    ? [{ field: 'after', message: 'use either page or after, not both' }]
    : [];
}

interface NewestFirstQuery extends PageRequest {
  /** `SELECT … FROM …` without WHERE. */
  select: string;
  /** `FROM …` for the count. */
  from: string;
  /** The integer primary key column, in creation order. */
  pk: string;
  where: string[];
  params: SqlParam[];
  /** The pk of the `after` row, already looked up; null for page-number paging. */
  cursorPk: number | null;
}

export async function newestFirstPage<Row>(db: Sql, query: NewestFirstQuery): Promise<Page<Row>> {
  const filter = query.where.length > 0 ? query.where.join(' AND ') : '1 = 1';
  const total = (await db.get<{ n: number }>(`SELECT COUNT(*) AS n ${query.from} WHERE ${filter}`, ...query.params))!.n;
  const perPage = query.per_page ?? 20;
  const page = query.cursorPk === null ? (query.page ?? 1) : null;
  const cursor = query.cursorPk === null ? '' : ` AND ${query.pk} < ?`;
  const rows = await db.all<Row>(
    `${query.select} WHERE ${filter}${cursor} ORDER BY ${query.pk} DESC LIMIT ? OFFSET ?`,
    ...query.params,
    ...(query.cursorPk === null ? [] : [query.cursorPk]),
    perPage + 1,
    page === null ? 0 : (page - 1) * perPage,
  );
  const hasMore = rows.length > perPage;
  if (hasMore) rows.pop();
  return { data: rows, total, page, perPage, hasMore };
}
