// Hit and miss counts of the in-process caches, by cache name: /metrics shows them as
// catchd_cache_lookups_total{cache,result}, so a benchmark (or an operator) can tell an
// answer computed from one remembered.
import { remember } from './remember';

export interface CacheCounts {
  hits: number;
  misses: number;
}

const counts = new Map<string, CacheCounts>();

/** The counts of the cache called `name` (the same object for every caller). */
export function cacheCounts(name: string): CacheCounts {
  return remember(counts, name, () => ({ hits: 0, misses: 0 }));
}

/** Every cache's counts so far, by name. */
export function allCacheCounts(): ReadonlyMap<string, Readonly<CacheCounts>> {
  return counts;
}
