// Names a catch is shown with (species names, the diver's display name), from in-process
// caches instead of a join per row. Each cache is dropped when its generation number
// (species_catalog_version, cache_versions) moves (triggers bump it on every change, from any
// connection). Caches are filled only from committed reads: inside a transaction they are
// read, and what they lack is read through the transaction without being remembered (a
// rollback must not leave uncommitted names behind).
import type { Sql, Store } from '../../db/store';
import { cacheCounts } from '../../lib/cache-stats';
import { resolveSpecies, type SpeciesRow } from './species/service';
import { remember } from '../../lib/remember';

export interface SpeciesNames {
  id: string;
  common_name: string;
  scientific_name: string;
}

interface Cached<T> {
  version: number;
  value: T;
}

const speciesCaches = new WeakMap<Store, Cached<Map<number, SpeciesNames>>>();
const resolvedCaches = new WeakMap<Store, Cached<Map<string, SpeciesRow>>>();
const userCaches = new WeakMap<Store, Cached<Map<string, string>>>();
/** Display names kept per database; past this the cache starts over (a club has far fewer divers). */
const userCacheLimit = 50_000;
const speciesCounts = cacheCounts('species_names');
const userCounts = cacheCounts('display_names');
const resolvedCounts = cacheCounts('species_spellings');

interface Generations {
  storeVersion: string | null;
  species: number;
  users: number;
}
const generationReads = new WeakMap<Store, Generations>();

/** Whether `db` reads committed data (the store itself, not one of its transactions). */
const committed = (db: Sql): boolean => db === db.store;

/** The current generation number; read again only after the database changed at all. */
async function version(db: Sql, name: 'species' | 'users'): Promise<number> {
  const readGenerations = async (storeVersion: string | null): Promise<Generations> => {
    const row = (await db.get<{ species: number | null; users: number | null }>(
      "SELECT (SELECT species FROM species_catalog_version WHERE id = 1) AS species, (SELECT version FROM cache_versions WHERE name = 'users') AS users",
    ))!;
    return { storeVersion, species: row.species ?? 0, users: row.users ?? 0 };
  };
  // Inside a transaction the store is not asked: it may have to query on another connection.
  if (!committed(db)) return (await readGenerations(null))[name];
  const current = await db.store.version();
  let read = generationReads.get(db.store);
  if (read?.storeVersion !== current) {
    read = await readGenerations(current);
    generationReads.set(db.store, read);
  }
  return read[name];
}

/**
 * Species' ids and names by primary key: every species once read committed, or inside a
 * transaction whose cache is cold, just `pks` (a create must not read the whole catalogue).
 */
export async function speciesNames(db: Sql, pks: number[]): Promise<Map<number, SpeciesNames>> {
  const current = await version(db, 'species');
  const cached = speciesCaches.get(db.store);
  if (cached && cached.version === current) {
    speciesCounts.hits++;
    return cached.value;
  }
  speciesCounts.misses++;
  const some = !committed(db);
  const rows = await db.all<SpeciesNames & { pk: number }>(
    `SELECT pk, id, common_name, scientific_name FROM species${some ? ` WHERE pk IN (${pks.map(() => '?').join(',')})` : ''}`,
    ...(some ? pks : []),
  );
  const value = new Map(rows.map((r) => [r.pk, { id: r.id, common_name: r.common_name, scientific_name: r.scientific_name }]));
  if (!some) speciesCaches.set(db.store, { version: current, value });
  return value;
}

const speciesPks = new WeakMap<Map<number, SpeciesNames>, Map<string, number>>();

/**
 * The primary key of the species with this public id, or -1 for an id of no species: from the
 * catalogue speciesNames keeps, so a list filtered by `species_id` runs no statement for it.
 */
export async function speciesPkOf(db: Sql, id: string): Promise<number> {
  if (!committed(db)) return (await db.get<{ pk: number }>('SELECT pk FROM species WHERE id = ?', id))?.pk ?? -1;
  const names = await speciesNames(db, []);
  const byId = remember(speciesPks, names, () => new Map([...names].map(([pk, species]) => [species.id, pk])));
  return byId.get(id) ?? -1;
}

/** Display names of these users (ids that do not exist are left out). */
export async function displayNames(db: Sql, userIds: Iterable<string>): Promise<Map<string, string>> {
  const current = await version(db, 'users');
  let cached = userCaches.get(db.store);
  if (!cached || cached.version !== current || cached.value.size > userCacheLimit) {
    cached = { version: current, value: new Map() };
    if (committed(db)) userCaches.set(db.store, cached);
  }
  const names = cached.value;
  const wanted = [...new Set(userIds)];
  const missing = wanted.filter((id) => !names.has(id));
  userCounts.hits += wanted.length - missing.length;
  userCounts.misses += missing.length;
  if (missing.length === 0) return names;
  const rows = await db.all<{ id: string; display_name: string }>(
    `SELECT id, display_name FROM users WHERE id IN (${missing.map(() => '?').join(',')})`,
    ...missing,
  );
  if (committed(db)) {
    for (const row of rows) names.set(row.id, row.display_name);
    return names;
  }
  const answer = new Map(wanted.flatMap((id) => (names.has(id) ? [[id, names.get(id)!] as const] : [])));
  for (const row of rows) answer.set(row.id, row.display_name);
  return answer;
}

/**
 * resolveSpecies, remembered per spelling until species change: divers log the same few
 * species over and over. Unknown names are not remembered (they throw).
 */
export async function resolveSpeciesCached(db: Sql, text: string): Promise<SpeciesRow> {
  const current = await version(db, 'species');
  let cached = resolvedCaches.get(db.store);
  if (!cached || cached.version !== current || cached.value.size > 10_000) {
    cached = { version: current, value: new Map() };
    if (committed(db)) resolvedCaches.set(db.store, cached);
  }
  let row = cached.value.get(text);
  if (row !== undefined) resolvedCounts.hits++;
  else {
    resolvedCounts.misses++;
    row = await resolveSpecies(db, text);
    if (committed(db)) cached.value.set(text, row);
  }
  return row;
}
