// Link headers and query names built from the raw query string must read as URLSearchParams
// would read them: the same parameters, names decoded the same way, nothing re-encoded wrongly.
import { describe, expect, test } from 'bun:test';
import { pageLinkHeader } from '../src/http/links';
import { queryPairs } from '../src/http/query-string';

describe('queryPairs', () => {
  test.each(['a=1&b=2&a=3', '%70age=1&page=2', 'q=a+b&q%20x=1&q+x=2', '&&a&a=', 'x%ZZ=1&x%ZZ=2', '', '?per_page=2&page=3'])(
    'names of %p as URLSearchParams has them',
    (query) => {
      expect(queryPairs(query).map((p) => p.name)).toEqual([...new URLSearchParams(query).keys()]);
    },
  );
});

describe('pageLinkHeader', () => {
  const base = 'https://catchd.example:443/';
  const cases: [string, Parameters<typeof pageLinkHeader>[2], string | null][] = [
    [
      '/v1/catches?per_page=2',
      { page: 1, hasMore: true, lastId: 'catch_1' },
      '<https://catchd.example/v1/catches?per_page=2&page=2>; rel="next"',
    ],
    [
      '/v1/catches?page=3&q=caf%C3%A9%20reef&min_tier=silver',
      { page: 3, hasMore: true, lastId: 'catch_1' },
      '<https://catchd.example/v1/catches?page=4&q=caf%C3%A9%20reef&min_tier=silver>; rel="next", <https://catchd.example/v1/catches?page=2&q=caf%C3%A9%20reef&min_tier=silver>; rel="prev"',
    ],
    [
      '/api/v1/catches?page=2&q=x',
      { page: null, hasMore: true, lastId: 'catch_9' },
      '<https://catchd.example/api/v1/catches?q=x&after=catch_9>; rel="next"',
    ],
    ['/v1/catches?after=catch_3', { page: null, hasMore: false, lastId: 'catch_9' }, null],
    ['/v1/catches?%70age=2', { page: 2, hasMore: false, lastId: 'catch_9' }, '<https://catchd.example/v1/catches?page=1>; rel="prev"'],
  ];
  test.each(cases)('%p', (path, list, expected) => {
    const link = pageLinkHeader(base, new URL(`http://127.0.0.1:3000${path}`), list);
    expect(link).toBe(expected);
    // Every target reads back as the request's parameters with the page (or cursor) moved.
    for (const [, target] of (link ?? '').matchAll(/<([^>]+)>/g)) {
      const params = new URL(target).searchParams;
      const request = new URL(`http://127.0.0.1:3000${path}`).searchParams;
      for (const [name, value] of request) if (name !== 'page' && name !== 'after') expect(params.get(name)).toBe(value);
      expect(params.has('page') && params.has('after')).toBe(false);
    }
  });
});
