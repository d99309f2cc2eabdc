// Catches as stored: find one or several, list with every filter of the API (exact totals
// from the counter tables, keyset paging, search), a diver's best catch per species. Hot
// paths keep their SQL text stable, so the engine reuses each prepared statement.
import type { Sql, Store } from '../../db/store';
import { cacheCounts } from '../../lib/cache-stats';
import { ValidationFailed, type FieldError } from '../../lib/problem';
import { readIsoTime } from '../../lib/time';
import { displayNames, resolveSpeciesCached, speciesNames, speciesPkOf } from './lookups';
import type { Viewer } from './privacy';
import { UnknownSpecies, type SpeciesRow } from '../species/service';
import { tiers, type Tier } from './model';

/** One catch as stored, joined with its species and diver. */
export interface CatchRecord {
  pk: number;
  id: string;
  diver_id: string;
  display_name: string;
  species_pk: number;
  species_id: string;
  common_name: string;
  scientific_name: string;
  weight_lbs: number;
  depth_ft: number;
  length_in: number | null;
  tier: number;
  dive_type: 'freedive' | 'scuba';
  gear: 'speargun' | 'polespear' | 'sling' | 'other' | null;
  lat: number | null;
  lon: number | null;
  location_name: string | null;
  notes: string | null;
  conditions: string | null;
  external_id: string | null;
  caught_at: number;
  created_at: number;
  updated_at: number;
  /** The latest verification, or null. */
  verification: VerificationRow | null;
}

/** A verification as stored, joined with its verifier. */
export interface VerificationRow {
  id: string;
  tier: number;
  previous_tier: number;
  verifier_id: string;
  verifier_name: string;
  note: string | null;
  evidence: string;
  created_at: number;
}

export interface PhotoView {
  id: string;
  url: string;
  content_type: string;
  width: number;
  height: number;
}

/** Columns of a verification joined with its verifier, for `FROM verifications v JOIN users vu`. */
export const verificationColumns = `v.id, v.tier, v.previous_tier, v.verifier_id, vu.display_name AS verifier_name, v.note, v.evidence, v.created_at`;

/** A catch row as stored; hydrate() adds the names it is shown with and its latest verification. */
type StoredCatch = Omit<CatchRecord, 'display_name' | 'species_id' | 'common_name' | 'scientific_name' | 'verification'>;

const selectCatch = `SELECT c.pk, c.id, c.diver_id, c.species_pk, c.weight_lbs, c.depth_ft, c.length_in, c.tier, c.dive_type,
  c.gear, c.lat, c.lon, c.location_name, c.notes, c.conditions, c.external_id, c.caught_at, c.created_at, c.updated_at
  FROM catches c`;

/** The latest verification of each of these catches, by catch pk: one query for a page, not a subquery per row. */
async function latestVerifications(db: Sql, catchPks: number[]): Promise<Map<number, VerificationRow>> {
  const rows = await db.all<VerificationRow & { catch_pk: number }>(
    `SELECT v.catch_pk, ${verificationColumns} FROM verifications v JOIN users vu ON vu.id = v.verifier_id
     WHERE v.catch_pk IN (${catchPks.map(() => '?').join(',')}) ORDER BY v.pk`,
    ...catchPks,
  );
  // Ascending pk: the last one written wins.
  return new Map(rows.map(({ catch_pk, ...verification }) => [catch_pk, verification]));
}

/** Adds species and diver names from the in-process caches (no join per row) and the latest verifications. */
async function hydrate(db: Sql, rows: StoredCatch[]): Promise<CatchRecord[]> {
  if (rows.length === 0) return [];
  const species = await speciesNames(db, rows.map((r) => r.species_pk));
  const divers = await displayNames(db, rows.map((r) => r.diver_id));
  const verifications = await latestVerifications(db, rows.map((r) => r.pk));
  // The rows are fresh objects of this read: completed in place rather than copied.
  return rows.map((row) => {
    const record = row as CatchRecord;
    const names = species.get(row.species_pk)!;
    record.display_name = divers.get(row.diver_id) ?? '';
    record.species_id = names.id;
    record.common_name = names.common_name;
    record.scientific_name = names.scientific_name;
    record.verification = verifications.get(row.pk) ?? null;
    return record;
  });
}

/** Photos of several catches in one query: pk → views. */
export async function photosFor(db: Sql, catchPks: number[], photoUrl: (id: string) => string): Promise<Map<number, PhotoView[]>> {
  const result = new Map<number, PhotoView[]>();
  if (catchPks.length === 0) return result;
  const rows = await db.all<{ catch_pk: number; id: string; content_type: string; width: number; height: number }>(
    `SELECT catch_pk, id, content_type, width, height FROM photos WHERE catch_pk IN (${catchPks.map(() => '?').join(',')}) ORDER BY pk`,
    ...catchPks,
  );
  for (const r of rows) {
    const list = result.get(r.catch_pk) ?? [];
    list.push({ id: r.id, url: photoUrl(r.id), content_type: r.content_type, width: r.width, height: r.height });
    result.set(r.catch_pk, list);
  }
  return result;
}

export async function findCatch(db: Sql, id: string): Promise<CatchRecord | null> {
  const row = await db.get<StoredCatch>(`${selectCatch} WHERE c.id = ?`, id);
  return row ? (await hydrate(db, [row]))[0] : null;
}

/** Several catches by id in one query (ids of no catch are left out): for lists that show catches. */
export async function findCatches(db: Sql, ids: string[]): Promise<Map<string, CatchRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db.all<StoredCatch>(`${selectCatch} WHERE c.id IN (${ids.map(() => '?').join(',')})`, ...ids);
  return new Map((await hydrate(db, rows)).map((record) => [record.id, record]));
}

/** The catches of these pks, in that order (a catch deleted since its pk was read is left out). */
async function catchesByPk(db: Sql, pks: number[]): Promise<CatchRecord[]> {
  if (pks.length === 0) return [];
  const rows = await db.all<StoredCatch>(`${selectCatch} WHERE c.pk IN (${pks.map(() => '?').join(',')})`, ...pks);
  const records = new Map((await hydrate(db, rows)).map((record) => [record.pk, record]));
  return pks.flatMap((pk) => records.get(pk) ?? []);
}

/** The species a body names, or the UnknownSpecies that says why it names none. */
export async function namedSpecies(db: Sql, text: string): Promise<SpeciesRow | UnknownSpecies> {
  try {
    return await resolveSpeciesCached(db, text);
  } catch (error) {
    if (!(error instanceof UnknownSpecies)) throw error;
    return error;
  }
}

export interface ListQuery {
  page?: number;
  per_page?: number;
  after?: string;
  species?: string;
  species_id?: string;
  diver_id?: string;
  verification_tier?: string;
  min_tier?: Tier;
  min_weight_lbs?: number;
  max_weight_lbs?: number;
  min_depth_ft?: number;
  max_depth_ft?: number;
  caught_after?: string;
  caught_before?: string;
  created_after?: string;
  created_before?: string;
  updated_after?: string;
  dive_type?: 'freedive' | 'scuba';
  gear?: string;
  near?: string;
  bbox?: string;
  q?: string;
  sort?: string;
  skip_total?: boolean;
}

export interface ListResult {
  records: CatchRecord[];
  /** Photos of the listed catches, by catch pk. */
  photos: Map<number, PhotoView[]>;
  total: number | null;
  page: number | null;
  perPage: number;
  hasMore: boolean;
}

type Param = string | number;

/** A Map, not an object: a sort such as `constructor` must find nothing rather than a prototype member. */
const sortColumns: ReadonlyMap<string, string> = new Map([
  ['created_at', 'c.created_at'],
  ['caught_at', 'c.caught_at'],
  ['weight_lbs', 'c.weight_lbs'],
  ['depth_ft', 'c.depth_ft'],
]);

/** The ORDER BY column and direction of a `sort` value (`name` or `-name`), or null when it names no sortable column. */
export function catchSortOf(sort: string): { column: string; descending: boolean } | null {
  const descending = sort.startsWith('-');
  const column = sortColumns.get(descending ? sort.slice(1) : sort);
  return column === undefined ? null : { column, descending };
}

/** Filters that the counter tables can total without touching `catches`. */
interface CountableFilter {
  speciesPk?: number;
  diverId?: string;
  tiers?: number[];
  diveType?: string;
}

/** The placeholders of a statement whose every parameter is the same value (the text searches'). */
const placeholders = (sql: string): number => sql.split('?').length - 1;

function parseNumbers(text: string, count: number, field: string, format: string): number[] {
  const parts = text.split(',').map((p) => p.trim());
  const numbers = parts.map(Number);
  if (parts.length !== count || parts.some((p) => p === '') || numbers.some((n) => !Number.isFinite(n)))
    throw new ValidationFailed([{ field, message: `must be ${format}` }]);
  return numbers;
}

/**
 * Results of reads, valid while the database is unchanged: every commit, from any
 * connection, moves the store's version(), and answers of an older version are dropped at
 * once (a busy server writes all the time: they would only hold memory). Entries are never
 * mutated by readers. Only committed reads (on the store, not inside a transaction) are
 * remembered. Pages with their catches and rendered JSON take up to ~0.5 MiB each: 64 of them
 * keep the heap small (200 held ~120 MiB in the varied-pages benchmark).
 */
const readCache = new WeakMap<Store, { version: string; answers: Map<string, unknown> }>();

const readCacheLimit = 64;

const readCounts = cacheCounts('catch_list_pages');

async function cachedRead<T>(db: Sql, key: string, read: () => Promise<T>): Promise<T> {
  if (db !== db.store) return read();
  const version = await db.store.version();
  let cache = readCache.get(db.store);
  if (cache?.version !== version) readCache.set(db.store, (cache = { version, answers: new Map() }));
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

export async function listCatches(db: Sql, viewer: Viewer, query: ListQuery, photoUrl: (photoId: string) => string): Promise<ListResult> {
  const where: string[] = [];
  const params: Param[] = [];
  const errors: FieldError[] = [];
  const countable: CountableFilter = {};
  let countableOnly = true;
  let viewerDependent = false;
  const perPage = query.per_page ?? 20;

  if (query.after !== undefined && query.page !== undefined)
    errors.push({ field: 'after', message: 'use either page or after, not both' });

  if (query.species !== undefined) {
    const species = await namedSpecies(db, query.species);
    if (species instanceof UnknownSpecies) errors.push(...(species.errors ?? []));
    else {
      where.push('c.species_pk = ?');
      params.push(species.pk);
      countable.speciesPk = species.pk;
    }
  }
  if (query.species_id !== undefined) {
    // A well-formed id of no species matches nothing (like any other filter).
    const pk = await speciesPkOf(db, query.species_id);
    if (countable.speciesPk !== undefined && countable.speciesPk !== pk) countableOnly = false;
    where.push('c.species_pk = ?');
    params.push(pk);
    countable.speciesPk = pk;
  }
  if (query.diver_id !== undefined) {
    where.push('c.diver_id = ?');
    params.push(query.diver_id);
    countable.diverId = query.diver_id;
    if (countable.speciesPk !== undefined) countableOnly = false;
  }
  let tierSet = [0, 1, 2, 3];
  if (query.verification_tier !== undefined) {
    const listed = new Set(query.verification_tier.split(',').map((name) => tiers.indexOf(name as Tier)));
    tierSet = tierSet.filter((n) => listed.has(n));
  }
  if (query.min_tier !== undefined) {
    const min = tiers.indexOf(query.min_tier);
    tierSet = tierSet.filter((n) => n >= min);
  }
  if (tierSet.length < 4) {
    where.push(tierSet.length === 0 ? '1 = 0' : `c.tier IN (${tierSet.join(',')})`);
    countable.tiers = tierSet;
  }
  const range = (column: string, op: string, value: number | undefined) => {
    if (value === undefined) return;
    where.push(`${column} ${op} ?`);
    params.push(value);
    countableOnly = false;
  };
  range('c.weight_lbs', '>=', query.min_weight_lbs);
  range('c.weight_lbs', '<=', query.max_weight_lbs);
  range('c.depth_ft', '>=', query.min_depth_ft);
  range('c.depth_ft', '<=', query.max_depth_ft);
  const timeBound = (field: keyof ListQuery, column: string, op: '>' | '<') => {
    const text = query[field] as string | undefined;
    if (text === undefined) return;
    const reading = readIsoTime(text);
    if ('problem' in reading) return errors.push({ field, message: reading.problem });
    range(column, op, reading.seconds);
  };
  timeBound('caught_after', 'c.caught_at', '>');
  timeBound('caught_before', 'c.caught_at', '<');
  timeBound('created_after', 'c.created_at', '>');
  timeBound('created_before', 'c.created_at', '<');
  timeBound('updated_after', 'c.updated_at', '>');
  if (query.dive_type !== undefined) {
    where.push('c.dive_type = ?');
    params.push(query.dive_type);
    countable.diveType = query.dive_type;
  }
  if (query.gear !== undefined) {
    where.push('c.gear = ?');
    params.push(query.gear);
    countableOnly = false;
  }

  // Location filters see what this viewer may see: other divers' spots are rounded.
  const exactForAll = viewer.role === 'verifier' || viewer.role === 'admin';
  const coordinate = (column: 'lat' | 'lon'): { sql: string; params: Param[] } =>
    exactForAll
      ? { sql: `c.${column}`, params: [] }
      : { sql: `(CASE WHEN c.diver_id = ? THEN c.${column} ELSE ${db.dialect.round1(`c.${column}`)} END)`, params: [viewer.userId] };
  if (query.near !== undefined) {
    try {
      const [lat, lon, radiusKm] = parseNumbers(query.near, 3, 'near', 'lat,lon,radius_km, e.g. 25.1,-80.3,10');
      if (lat < -90 || lat > 90) errors.push({ field: 'near', message: 'latitude must be between -90 and 90' });
      else if (lon < -180 || lon > 180) errors.push({ field: 'near', message: 'longitude must be between -180 and 180' });
      else if (!(radiusKm > 0 && radiusKm <= 20_000)) errors.push({ field: 'near', message: 'radius_km must be > 0 and <= 20000' });
      else {
        const la = coordinate('lat');
        const lo = coordinate('lon');
        const dLat = radiusKm / 111.32 + 0.1;
        // A latitude band first (cheap), then the great-circle distance.
        where.push(`${la.sql} BETWEEN ? AND ?`);
        params.push(...la.params, lat - dLat, lat + dLat);
        where.push(
          `6371.0088 * 2 * asin(${db.dialect.least('1', `sqrt(pow(sin(radians(${la.sql} - ?) / 2), 2) + cos(radians(?)) * cos(radians(${la.sql})) * pow(sin(radians(${lo.sql} - ?) / 2), 2))`)}) <= ?`,
        );
        params.push(...la.params, lat, lat, ...la.params, ...lo.params, lon, radiusKm);
        countableOnly = false;
        viewerDependent = !exactForAll;
      }
    } catch (error) {
      if (!(error instanceof ValidationFailed)) throw error;
      errors.push(...(error.errors ?? []));
    }
  }
  if (query.bbox !== undefined) {
    try {
      const [minLon, minLat, maxLon, maxLat] = parseNumbers(query.bbox, 4, 'bbox', 'min_lon,min_lat,max_lon,max_lat');
      if ([minLon, maxLon].some((v) => v < -180 || v > 180) || [minLat, maxLat].some((v) => v < -90 || v > 90))
        errors.push({ field: 'bbox', message: 'longitudes must be within ±180 and latitudes within ±90' });
      else if (minLat > maxLat) errors.push({ field: 'bbox', message: 'min_lat must not exceed max_lat' });
      else {
        const la = coordinate('lat');
        const lo = coordinate('lon');
        where.push(`${la.sql} BETWEEN ? AND ?`);
        params.push(...la.params, minLat, maxLat);
        // min_lon > max_lon: the box crosses the antimeridian.
        where.push(minLon <= maxLon ? `${lo.sql} BETWEEN ? AND ?` : `(${lo.sql} >= ? OR ${lo.sql} <= ?)`);
        params.push(...(minLon <= maxLon ? [...lo.params, minLon, maxLon] : [...lo.params, minLon, ...lo.params, maxLon]));
        countableOnly = false;
        viewerDependent = !exactForAll;
      }
    } catch (error) {
      if (!(error instanceof ValidationFailed)) throw error;
      errors.push(...(error.errors ?? []));
    }
  }
  // A search whose words name no species searches notes and location names alone: the
  // species half of catchTextMatch could match nothing.
  let textSearch: { match: string; at: number; notesOnly: boolean } | null = null;
  if (query.q !== undefined) {
    const match = db.dialect.textQuery(query.q);
    if (match === null) errors.push({ field: 'q', message: 'must contain at least one letter or digit' });
    else {
      const notesOnly = (await db.get<{ n: number }>(db.dialect.speciesTextMatchCount, match))!.n === 0;
      textSearch = { match, at: where.length, notesOnly };
      where.push(notesOnly ? db.dialect.catchNotesMatch : db.dialect.catchTextMatch);
      params.push(...(notesOnly ? [match] : [match, match]));
      countableOnly = false;
    }
  }

  const sort = catchSortOf(query.sort ?? '-created_at');
  if (!sort) {
    const names = [...sortColumns.keys()].flatMap((name) => [name, `-${name}`]);
    throw new ValidationFailed([...errors, { field: 'sort', message: `must be one of ${names.join(', ')}` }]);
  }
  const { column: sortColumn, descending } = sort;
  const direction = descending ? 'DESC' : 'ASC';

  const pageWhere = [...where];
  const pageParams = [...params];
  if (query.after !== undefined) {
    const cursor = await db.get<{ v: number; id: string }>(`SELECT ${sortColumn} AS v, c.id FROM catches c WHERE c.id = ?`, query.after);
    if (!cursor) errors.push({ field: 'after', message: 'is not the id of an existing catch' });
    else {
      pageWhere.push(`(${sortColumn}, c.id) ${descending ? '<' : '>'} (?, ?)`);
      pageParams.push(cursor.v, cursor.id);
    }
  }
  if (errors.length > 0) throw new ValidationFailed(errors);

  const page = query.after === undefined ? (query.page ?? 1) : null;
  const offset = page === null ? 0 : (page - 1) * perPage;
  const whereSql = (list: string[]) => (list.length > 0 ? `WHERE ${list.join(' AND ')}` : '');
  const order = `ORDER BY ${sortColumn} ${direction}, c.id ${direction}`;
  // The page's keys first (from an index alone where it holds the filtered columns), then
  // its rows by key: a skipped or filtered-out catch is never read from the table.
  const pageSqlOf = (conditions: string[]): string => `SELECT c.pk FROM catches c ${whereSql(conditions)} ${order} LIMIT ? OFFSET ?`;
  const pageSql = pageSqlOf(pageWhere);
  const viewerKey = viewerDependent ? viewer.userId : '';
  const countSql = `SELECT count(*) AS n FROM catches c ${whereSql(where)}`;
  // A search as the only filter is counted from the search index (and the species counters
  // when its words name species) rather than by visiting every catch it matches.
  const searchAlone = textSearch !== null && where.length === 1;
  const countSearch = async ({ match, notesOnly }: { match: string; notesOnly: boolean }): Promise<number> =>
    notesOnly
      ? (await db.get<{ n: number }>(db.dialect.catchNotesMatchCount, match))!.n
      : (await db.get<{ n: number }>(db.dialect.catchTextMatchCount, ...Array<string>(placeholders(db.dialect.catchTextMatchCount)).fill(match)))!.n;
  const countMatches = async (): Promise<number> => {
    if (searchAlone) return countSearch(textSearch!);
    return countableOnly ? countFromCounters(db, countable) : (await db.get<{ n: number }>(countSql, ...params))!.n;
  };
  /**
   * A search alone, in created order, walks that order testing each catch when its matches are
   * common enough that the page is near the start: gathering every match to sort them costs
   * ~0.7-1.2 µs a match (0.1 s for a word in 10% of 1M catches), walking ~0.2 µs a catch
   * passed (on the benchmark's data, page 1 of such a word: 117 -> 12 ms). A search whose words
   * also name species reads the row of each catch passed (its species): up to ~3 µs where rows
   * lie apart, so it walks only when that passes far fewer catches ("reef", a species and 35%
   * of notes: 280 -> 90 ms a page of 50 with its total).
   */
  const pageSqlFor = async (): Promise<{ sql: string; matches: number | null }> => {
    if (!searchAlone || sortColumn !== 'c.created_at') return { sql: pageSql, matches: null };
    const search = textSearch!;
    const matches = await countSearch(search);
    const walked = matches === 0 ? Infinity : ((offset + perPage + 1) * (await countFromCounters(db, {}))) / matches;
    const walks = search.notesOnly ? walked <= matches * 5 : walked <= matches / 4;
    const inOrder = search.notesOnly ? db.dialect.catchNotesMatchInOrder : db.dialect.catchTextMatchInOrder;
    return { sql: walks ? pageSqlOf(pageWhere.with(search.at, inOrder)) : pageSql, matches };
  };
  // A page (and its total) stays valid until the next write anywhere: identical reads in
  // between — a popular list, a client polling — are answered from memory.
  const key = `${viewerKey}|${pageSql}|${JSON.stringify(pageParams)}|${perPage}|${offset}|${query.skip_total ? '' : countSql}`;
  const cached = await cachedRead(db, key, async () => {
    const plan = await pageSqlFor();
    // One key past the page says whether there is more; its row is not read.
    const keys = await db.all<{ pk: number }>(plan.sql, ...pageParams, perPage + 1, offset);
    const records = await catchesByPk(db, keys.slice(0, perPage).map((key) => key.pk));
    const total = query.skip_total ? null : (plan.matches ?? (await countMatches()));
    return { records, hasMore: keys.length > perPage, photos: await photosFor(db, records.map((r) => r.pk), photoUrl), total };
  });
  return { ...cached, page, perPage };
}

async function countFromCounters(db: Sql, filter: CountableFilter): Promise<number> {
  const conditions: string[] = [];
  const params: Param[] = [];
  let table = 'catch_counts_total';
  if (filter.speciesPk !== undefined) {
    table = 'catch_counts_by_species';
    conditions.push('species_pk = ?');
    params.push(filter.speciesPk);
  } else if (filter.diverId !== undefined) {
    table = 'catch_counts_by_diver';
    conditions.push('diver_id = ?');
    params.push(filter.diverId);
  }
  if (filter.tiers !== undefined) conditions.push(filter.tiers.length ? `tier IN (${filter.tiers.join(',')})` : '1 = 0');
  if (filter.diveType !== undefined) {
    conditions.push('dive_type = ?');
    params.push(filter.diveType);
  }
  const sql = `SELECT coalesce(sum(n), 0) AS n FROM ${table} ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}`;
  return (await db.get<{ n: number }>(sql, ...params))!.n;
}

/**
 * A diver's heaviest catch of each species (ties: the one logged first), heaviest first:
 * `limit` of them from `offset`, and how many species the diver has caught in all.
 */
export async function bestCatchPerSpecies(db: Sql, diverId: string, offset: number, limit: number): Promise<{ species: number; records: CatchRecord[] }> {
  // The ranking comes from the diver's entries of catches_diver_species_weight alone (a busy
  // diver has thousands of catches) and is kept until the data changes; only the rows shown are read.
  const ranked = await cachedRead(db, `best-per-species|${diverId}`, () =>
    db.all<{ pk: number }>(
      `SELECT pk FROM (
         SELECT c.weight_lbs, c.pk, row_number() OVER (PARTITION BY c.species_pk ORDER BY c.weight_lbs DESC, c.pk) AS place
         FROM catches c WHERE c.diver_id = ?
       ) ranked WHERE place = 1 ORDER BY weight_lbs DESC, pk`,
      diverId,
    ),
  );
  const shown = ranked.slice(offset, offset + limit);
  return { species: ranked.length, records: await catchesByPk(db, shown.map((row) => row.pk)) };
}
