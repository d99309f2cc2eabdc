// Which page of a list a page address asks for: `?page=` as a whole number from 1 to `last`;
// anything else (missing, 0, 2.5, words) is the first page, never an error.
export function pageNumber(search: URLSearchParams, last = 100_000): number {
  const page = Number(search.get('page') ?? '1');
  return Number.isInteger(page) && page >= 1 && page <= last ? page : 1;
}
