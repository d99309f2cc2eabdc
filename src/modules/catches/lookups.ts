// Names a catch is shown with (species names, the diver's display name), from in-process
// caches instead of a join per row. Each cache is dropped when its generation number
// (species_catalog_version, cache_versions) moves (triggers bump it on every change, from any connection).
import { dataVersion, type Db } from '../../db/client';
import { resolveSpecies, type SpeciesRow } from '../species/service';

export interface SpeciesNames {
  id: string;
  common_name: string;
  scientific_name: string;
}

interface Cached<T> {
  version: number;
  value: T;
}

const speciesCaches = new WeakMap<Db, Cached<Map<number, SpeciesNames>>>();
const resolvedCaches = new WeakMap<Db, Cached<Map<string, SpeciesRow>>>();
const userCaches = new WeakMap<Db, Cached<Map<string, string>>>();
/** Display names kept per database; past this the cache starts over (a club has far fewer divers). */
const userCacheLimit = 50_000;

interface Generations {
  dataVersion: string;
  species: number;
  users: number;
}
const generationReads = new WeakMap<Db, Generations>();

/** The current generation number; read again only after the database changed at all. */
function version(db: Db, name: 'species' | 'users'): number {
  const current = dataVersion(db);
  let read = generationReads.get(db);
  if (read?.dataVersion !== current) {
    const row = db.$client
      .query<{ species: number | null; users: number | null }, []>(
        "SELECT (SELECT species FROM species_catalog_version WHERE id = 1) AS species, (SELECT version FROM cache_versions WHERE name = 'users') AS users",
      )
      .get()!;
    read = { dataVersion: current, species: row.species ?? 0, users: row.users ?? 0 };
    generationReads.set(db, read);
  }
  return read[name];
}

/** Every species' id and names by primary key. */
export function speciesNames(db: Db): Map<number, SpeciesNames> {
  const current = version(db, 'species');
  const cached = speciesCaches.get(db);
  if (cached && cached.version === current) return cached.value;
  const rows = db.$client.query<SpeciesNames & { pk: number }, []>('SELECT pk, id, common_name, scientific_name FROM species').all();
  const value = new Map(rows.map((r) => [r.pk, { id: r.id, common_name: r.common_name, scientific_name: r.scientific_name }]));
  speciesCaches.set(db, { version: current, value });
  return value;
}

/** Display names of these users (ids that do not exist are left out). */
export function displayNames(db: Db, userIds: Iterable<string>): Map<string, string> {
  const current = version(db, 'users');
  let cached = userCaches.get(db);
  if (!cached || cached.version !== current || cached.value.size > userCacheLimit) {
    cached = { version: current, value: new Map() };
    userCaches.set(db, cached);
  }
  const names = cached.value;
  const missing = [...new Set(userIds)].filter((id) => !names.has(id));
  if (missing.length > 0) {
    const rows = db.$client
      .query<{ id: string; display_name: string }, string[]>(`SELECT id, display_name FROM users WHERE id IN (${missing.map(() => '?').join(',')})`)
      .all(...missing);
    for (const row of rows) names.set(row.id, row.display_name);
  }
  return names;
}

/**
 * resolveSpecies, remembered per spelling until species change: divers log the same few
 * species over and over. Unknown names are not remembered (they throw).
 */
export function resolveSpeciesCached(db: Db, text: string): SpeciesRow {
  const current = version(db, 'species');
  let cached = resolvedCaches.get(db);
  if (!cached || cached.version !== current || cached.value.size > 10_000) {
    cached = { version: current, value: new Map() };
    resolvedCaches.set(db, cached);
  }
  let row = cached.value.get(text);
  if (row === undefined) {
    row = resolveSpecies(db, text);
    cached.value.set(text, row);
  }
  return row;
}
