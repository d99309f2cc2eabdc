// Answers of reads remembered while the database is unchanged: a wrapper around any read of
// the catches (a list page with its total, a diver's best catches), keyed by what was asked.
import type { Sql, Store } from '../../db/store';
import { cacheCounts } from '../../lib/cache-stats';
import { rememberForVersion } from '../../lib/remember';

/**
 * Every commit, from any connection, moves the store's version(), and answers of an older
 * version are dropped at once (a busy server writes all the time: they would only hold
 * memory). Entries are never mutated by readers. Only committed reads (on the store, not
 * inside a transaction) are remembered. Pages with their catches and rendered JSON take up
 * to ~0.5 MiB each: 64 of them keep the heap small (200 held ~120 MiB in the varied-pages
 * benchmark).
 */
const readCache = new WeakMap<Store, { version: string; answers: Map<string, unknown> }>();

export const readCacheLimit = 64;

const readCounts = cacheCounts('catch_list_pages');

/** The answer of `read`, remembered under `key` until the next commit (run afresh inside a transaction). */
export async function cachedRead<T>(db: Sql, key: string, read: () => Promise<T>): Promise<T> {
  if (db !== db.store) return read();
  const version = await db.store.version();
  const cache = rememberForVersion(readCache, db.store, version, () => ({ version, answers: new Map() }));
  if (cache.answers.has(key)) {
    readCounts.hits++;
    return cache.answers.get(key) as T;
  }
  readCounts.misses++;
  const value = await read();
  // A commit meanwhile started a newer cache: this answer belongs to the older one, now gone.
  if (readCache.get(db.store) !== cache) return value;
  if (cache.answers.size >= readCacheLimit) cache.answers.clear();
  cache.answers.set(key, value);
  return value;
}
