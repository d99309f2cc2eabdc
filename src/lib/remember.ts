// Keep-on-first-use lookups: the one way a cache here fills itself.

/** A Map or WeakMap, as far as `remember` uses it. */
interface KeyedStore<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

/** What `store` holds for `key`; the first time, made by `make` and kept. */
export function remember<K, V>(store: KeyedStore<K, V>, key: K, make: () => V): V {
  let value = store.get(key);
  if (value === undefined) {
    value = make();
    store.set(key, value);
  }
  return value;
}

/**
 * What `store` holds for `key` while it was made for `version` (and is not `full`); otherwise a
 * fresh entry, made by `make`, takes its place. Caches of answers keyed on a database version
 * start over this way at every commit.
 */
export function rememberForVersion<K, V extends { version: string }>(
  store: KeyedStore<K, V>,
  key: K,
  version: string,
  make: () => V,
  full: (entry: V) => boolean = () => false,
): V {
  const entry = store.get(key);
  if (entry !== undefined && entry.version === version && !full(entry)) return entry;
  const fresh = make();
  store.set(key, fresh);
  return fresh;
}
