// Answers of reads remembered while the database is unchanged: a wrapper around any read of
// the catches (a list page with its total, a diver's best catches), keyed by what was asked.
import type { Sql, Store } from '../../db/store';
import { remember } from '../../lib/remember';
import { VersionCache } from '../../lib/version-cache';

/**
 * One cache per store (src/lib/version-cache.ts). Only committed reads (on the store, not
 * inside a transaction) are remembered. Pages with their catches and rendered JSON take up
 * to ~0.5 MiB each: 64 of them keep the heap small (200 held ~120 MiB in the varied-pages
 * benchmark).
 */
const readCaches = new WeakMap<Store, VersionCache<unknown>>();

export const readCacheLimit = 64;

/** The answer of `read`, remembered under `key` until the next commit (run afresh inside a transaction). */
export async function cachedRead<T>(db: Sql, key: string, read: () => Promise<T>): Promise<T> {
  if (db !== db.store) return read();
  const cache = remember(readCaches, db.store, () => new VersionCache<unknown>('catch_list_pages', readCacheLimit));
  return cache.answer(await db.store.version(), key, read) as Promise<T>;
}
