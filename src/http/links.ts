// RFC 8288 Link headers for paged lists.

/** Each relation's query changes; null leaves the relation out. */
export function linkHeader(baseUrl: string, requestUrl: URL, relations: Record<string, Record<string, string> | null>): string | null {
  const links: string[] = [];
  for (const [rel, changes] of Object.entries(relations)) {
    if (!changes) continue;
    const target = new URL(requestUrl.pathname + requestUrl.search, baseUrl);
    // A cursor and a page number never travel together.
    if ('after' in changes) target.searchParams.delete('page');
    if ('page' in changes) target.searchParams.delete('after');
    for (const [name, value] of Object.entries(changes)) target.searchParams.set(name, value);
    links.push(`<${target.toString()}>; rel="${rel}"`);
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
