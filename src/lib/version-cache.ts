// Answers remembered while a store's version stays put. Every commit, from any connection or
// instance, moves the version, and answers of an older one are dropped at once: a busy server
// writes all the time, and they would only hold memory. An answer is made after its caller
// read the version, so it holds every commit that version holds (or later ones). Entries are
// never mutated by readers.
import { cacheCounts, type CacheCounts } from './cache-stats';

export class VersionCache<T> {
  #current: { version: string; answers: Map<string, Promise<T>> } | null = null;
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
   * The key must name everything the answer depends on besides the data. An answer still
   * being made is shared: callers asking meanwhile wait for it rather than make it again (after
   * a commit, every connection polling one expensive list would otherwise compute it at once).
   * A failure is handed to those callers and forgotten.
   */
  answer(version: string, key: string, make: () => Promise<T>): Promise<T> {
    if (this.#current?.version !== version) this.#current = { version, answers: new Map() };
    const answers = this.#current.answers;
    const known = answers.get(key);
    if (known) {
      this.#counts.hits++;
      return known;
    }
    this.#counts.misses++;
    const made = make();
    if (answers.size >= this.limit) answers.clear();
    answers.set(key, made);
    made.catch(() => {
      if (answers.get(key) === made) answers.delete(key);
    });
    return made;
  }
}
