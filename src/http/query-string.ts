// A query string split into its parameters as sent, without URLSearchParams: that decodes and
// re-encodes every value, and lists ask for the names on every request.

interface QueryPair {
  /** `name=value` as the request has it (the URL parser has already encoded it). */
  pair: string;
  /** The name as URLSearchParams reads it. */
  name: string;
}

/** The parameters of `search` (with or without its `?`), in order. */
export function queryPairs(search: string): QueryPair[] {
  const text = search.startsWith('?') ? search.slice(1) : search;
  const pairs: QueryPair[] = [];
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const end = pair.indexOf('=');
    const name = end < 0 ? pair : pair.slice(0, end);
    // Decoded only when it needs to be; a malformed escape stays as it is, as URLSearchParams keeps it.
    pairs.push({ pair, name: /[%+]/.test(name) ? decodeName(name) : name });
  }
  return pairs;
}

function decodeName(name: string): string {
  const spaced = name.replaceAll('+', ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}
