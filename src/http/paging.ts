// Paged lists: the envelope `{ object: 'list', data, total, page, per_page, has_more }`, the
// query parameters `page`/`per_page`/`after`, and the Link header, shared by list routes.
import { t, type TSchema } from 'elysia';
import type { Page } from '../db/paging';
import { idPattern, type IdPrefix } from '../lib/ids';
import { pageLinkHeader } from './links';

export function PagedList<T extends TSchema>(item: T) {
  return t.Object({
    object: t.Literal('list'),
    data: t.Array(item),
    total: t.Integer(),
    page: t.Union([t.Integer(), t.Null()], { description: 'null when paging with `after`.' }),
    per_page: t.Integer(),
    has_more: t.Boolean(),
  });
}

/** `page` (from 1), `per_page` (1–100, default 20) and the keyset cursor `after=<id of the last item>`. */
export function pageQueryFields(prefix: IdPrefix, what: string) {
  return {
    page: t.Optional(t.Integer({ minimum: 1, maximum: 1_000_000, description: 'Page number, from 1 (the default).' })),
    per_page: t.Optional(t.Integer({ minimum: 1, maximum: 100, default: 20 })),
    after: t.Optional(
      t.String({ pattern: idPattern(prefix), description: `Keyset cursor: the id of the last ${what} of the previous page.` }),
    ),
  };
}

/** The list body, with its `Link` header (next/prev) set on `headers`. */
export function pagedBody<T extends { id: string }>(baseUrl: string, request: Request, headers: Record<string, unknown>, result: Page<T>) {
  const link = pageLinkHeader(baseUrl, new URL(request.url), {
    page: result.page,
    hasMore: result.hasMore,
    lastId: result.data[result.data.length - 1]?.id,
  });
  if (link) headers.link = link;
  return {
    object: 'list' as const,
    data: result.data,
    total: result.total,
    page: result.page,
    per_page: result.perPage,
    has_more: result.hasMore,
  };
}
