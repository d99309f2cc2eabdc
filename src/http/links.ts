// RFC 8288 Link headers for paged lists.
import { queryPairs } from './query-string';

/**
 * Each relation's query changes; null leaves the relation out. The request's other
 * parameters are kept as it sent them (the URL parser has already encoded them), in order; a
 * changed one keeps its place, a new one comes last.
 */
function linkHeader(baseUrl: string, requestUrl: URL, relations: Record<string, Record<string, string> | null>): string | null {
  const links: string[] = [];
  const origin = new URL(baseUrl).origin;
  const pairs = queryPairs(requestUrl.search);
  for (const [rel, changes] of Object.entries(relations)) {
    if (!changes) continue;
    const pending = new Map(Object.entries(changes));
    // A cursor and a page number never travel together.
    const dropped = 'after' in changes ? 'page' : 'page' in changes ? 'after' : null;
    const query: string[] = [];
    for (const { pair, name } of pairs) {
      if (name === dropped) continue;
      if (!Object.hasOwn(changes, name)) query.push(pair);
      else if (pending.has(name)) {
        query.push(`${encodeURIComponent(name)}=${encodeURIComponent(pending.get(name)!)}`);
        pending.delete(name);
      }
    }
    for (const [name, value] of pending) query.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
    links.push(`<${origin}${requestUrl.pathname}${query.length > 0 ? `?${query.join('&')}` : ''}>; rel="${rel}"`);
  }
  return links.length > 0 ? links.join(', ') : null;
}

/** `next`/`prev` of a list paged by number (`page`) or by keyset cursor (`page` null, `after`). */
export function pageLinkHeader(
  baseUrl: string,
  requestUrl: URL,
  list: { page: number | null; hasMore: boolean; lastId: string | undefined },
): string | null {
  const { page, hasMore, lastId } = list;
  return linkHeader(baseUrl, requestUrl, {
    next: hasMore && lastId !== undefined ? (page === null ? { after: lastId } : { page: String(page + 1) }) : null,
    prev: page !== null && page > 1 ? { page: String(page - 1) } : null,
  });
}
