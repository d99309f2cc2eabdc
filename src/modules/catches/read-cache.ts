// Answers of reads remembered while the database is unchanged: wrappers around reads of the
// catches, keyed by what was asked. Two caches: whole reads (a list page with its total, a
// diver's best catches) and the totals of lists, which every page of the same filters shares.
import type { Sql, Store } from '../../db/store';
import { remember } from '../../lib/remember';
import { VersionCache } from '../../lib/version-cache';

/** A read remembered under `key` until the next commit (run afresh inside a transaction). */
type CachedRead = <T>(db: Sql, key: string, read: () => Promise<T>) => Promise<T>;

/** One cache per store (src/lib/version-cache.ts), counted in /metrics as `name`. Only committed reads (on the store, not inside a transaction) are remembered. */
function readCache(name: string, limit: number): CachedRead {
  const caches = new WeakMap<Store, VersionCache<unknown>>();
  return async <T>(db: Sql, key: string, read: () => Promise<T>): Promise<T> => {
    if (db !== db.store) return read();
    const cache = remember(caches, db.store, () => new VersionCache<unknown>(name, limit));
    return cache.answer(await db.store.version(), key, read) as Promise<T>;
  };
}

/**
 * Pages kept with their catches and rendered JSON: a page is large, so few of them, to keep
 * the heap small (figures: docs/benchmarks.md#catch-list-caches).
 */
export const readCacheLimit = 64;

export const cachedRead: CachedRead = readCache('catch_list_pages', readCacheLimit);

/**
 * A total is a number under its count's statement: a few hundred bytes each. Counting the
 * matches of a common word is most of a search's work on PostgreSQL, and a client paging
 * through the results asks for it again with every page (figures: docs/benchmarks.md#catch-list-caches).
 */
const totalCacheLimit = 1024;

export const cachedTotal: CachedRead = readCache('catch_list_totals', totalCacheLimit);

/** Small facts every list asks for (whether any sandbox catch exists), apart from the totals. */
export const cachedFact: CachedRead = readCache('catch_list_facts', 16);
