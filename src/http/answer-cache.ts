// Whole answers of hot GET routes (the body as sent, and its headers), remembered while the
// store's version stays put: a client polling one URL costs one lookup instead of the route's
// work. Every commit, from any connection or instance, moves the version, and answers of an
// older one are dropped at once, as the services' own caches do (src/modules/catches/read-cache.ts).
import { cacheCounts, type CacheCounts } from '../lib/cache-stats';

export interface RememberedAnswer {
  body: string;
  headers: Record<string, string>;
}

export class AnswerCache {
  #current: { version: string; answers: Map<string, RememberedAnswer> } | null = null;
  readonly #counts: CacheCounts;

  /**
   * `name`: its hit and miss counts in /metrics. `limit`: answers kept per version (a list page
   * of 100 catches is ~70 KB).
   */
  constructor(
    name: string,
    private readonly limit: number,
  ) {
    this.#counts = cacheCounts(name);
  }

  /**
   * The answer remembered under `key` for `version`, or the one `make` gives, then remembered.
   * The key must name everything the answer depends on besides the data: the viewer, the URL.
   */
  async answer(version: string, key: string, make: () => Promise<RememberedAnswer>): Promise<RememberedAnswer> {
    if (this.#current?.version !== version) this.#current = { version, answers: new Map() };
    const cache = this.#current;
    const remembered = cache.answers.get(key);
    if (remembered !== undefined) {
      this.#counts.hits++;
      return remembered;
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
