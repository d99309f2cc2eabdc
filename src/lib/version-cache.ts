// Answers remembered while a store's version stays put. Every commit, from any connection or
// instance, moves the version, and answers of an older one are dropped at once: a busy server
// writes all the time, and they would only hold memory. Entries are never mutated by readers.
import { cacheCounts, type CacheCounts } from './cache-stats';

export class VersionCache<T> {
  #current: { version: string; answers: Map<string, T> } | null = null;
  readonly #counts: CacheCounts;

  /** `name`: its hit and miss counts in /metrics. `limit`: answers kept at once (one more starts over). */
  constructor(
    name: string,
    private readonly limit: number,
  ) {
    this.#counts = cacheCounts(name);
  }

  /**
   * The answer remembered under `key` for `version`, or the one `make` gives, then remembered.
   * The key must name everything the answer depends on besides the data.
   */
  async answer(version: string, key: string, make: () => Promise<T>): Promise<T> {
    if (this.#current?.version !== version) this.#current = { version, answers: new Map() };
    const cache = this.#current;
    if (cache.answers.has(key)) {
      this.#counts.hits++;
      return cache.answers.get(key) as T;
    }
    this.#counts.misses++;
    const made = await make();
    // A newer version started meanwhile: this answer may be of either; keep it for neither.
    if (this.#current !== cache) return made;
    if (cache.answers.size >= this.limit) cache.answers.clear();
    cache.answers.set(key, made);
    return made;
  }
}
