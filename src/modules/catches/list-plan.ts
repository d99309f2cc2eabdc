// A list of catches as SQL, in pure steps: the query's filters as conditions on catches `c`
// (with what the counter tables can total them by), the order and the page, and the plan of
// statements for the page's keys and its total. Nothing here runs a statement: read.ts looks
// up what the filters name first (listLookups), then runs the plan as it stands (runListPlan).
import type { CounterTable, Dialect } from '../../db/dialect';
import { ValidationFailed, type FieldError } from '../../lib/problem';
import { readIsoTime } from '../../lib/time';
import type { Viewer } from '../../identity/person';
import { tiers, type DiveType, type Tier } from '../../db/vocabulary';

export type Param = string | number;

/** A statement with its parameters in order. */
export interface Statement {
  sql: string;
  params: Param[];
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
  dive_type?: DiveType;
  gear?: string;
  near?: string;
  bbox?: string;
  q?: string;
  sort?: string;
  skip_total?: boolean;
}

/** What the query's filters name, read from the database before they become SQL (a field left out: not in the query). */
export interface ListLookups {
  /** `species`: the pk of the species it names, or the errors that say why it names none. */
  species?: { pk: number } | { errors: FieldError[] };
  /** `species_id`: the species' pk; a pk of no species (matching nothing) when no species has that id. */
  speciesIdPk?: number;
  /** `q`: its text-search parameter and whether its words name a species; null when it holds no word. */
  search?: { match: string; namesSpecies: boolean } | null;
  /** `after`: the cursor catch's value of every sort column (cursorCatchSql), and its id; null when no catch has that id. */
  cursor?: CursorCatch | null;
  /** Whether any sandbox catch (a developer's) exists: lists then keep each to its owner. */
  sandboxCatches?: boolean;
}

/** Filters that the counter tables can total without touching `catches`. */
export interface CountableFilter {
  speciesPk?: number;
  diverId?: string;
  tiers?: number[];
  diveType?: string;
}

/** A list's filters as SQL. */
interface ListFilter {
  /** Conditions on catches `c`, all of which hold; `params` binds their placeholders in order. */
  where: string[];
  params: Param[];
  /** What the counter tables total the same catches by; null when only the catches themselves can. */
  countable: CountableFilter | null;
  /** The text search: its condition is where[at] (a plan may swap it for the in-order form). */
  search: { match: string; notesOnly: boolean; at: number } | null;
}

/** The conditions gathered so far, with the errors of the filters that cannot become any. */
interface Gathered extends ListFilter {
  errors: FieldError[];
  countable: CountableFilter;
  countableOnly: boolean;
}

/**
 * The filters of `query` as conditions on catches `c`, with every field error at once. Other
 * divers' spots are rounded for this viewer in location filters, as in what it is shown.
 */
export function filterConditions(
  query: ListQuery,
  lookups: ListLookups,
  viewer: Viewer,
  dialect: Dialect,
): { filter: ListFilter; errors: FieldError[] } {
  const gathered: Gathered = { where: [], params: [], errors: [], countable: {}, countableOnly: true, search: null };
  sandboxFilter(gathered, lookups, viewer);
  whoAndWhatFilters(gathered, query, lookups);
  rangeFilters(gathered, query);
  placeFilters(gathered, query, viewer, dialect);
  searchFilter(gathered, lookups, dialect);
  const { where, params, countable, countableOnly, search, errors } = gathered;
  return { filter: { where, params, countable: countableOnly ? countable : null, search }, errors };
}

function add(to: Gathered, condition: string, ...params: Param[]): void {
  to.where.push(condition);
  to.params.push(...params);
}

/**
 * Sandbox catches (a developer's) are listed to their owner alone; the counters never count
 * them, so a member's list is still totalled there, a developer's (their own among the rest) not.
 */
function sandboxFilter(to: Gathered, lookups: ListLookups, viewer: Viewer): void {
  if (!lookups.sandboxCatches) return;
  if (viewer.role !== 'developer') add(to, 'c.sandbox = 0');
  else {
    add(to, '(c.sandbox = 0 OR c.diver_id = ?)', viewer.userId);
    to.countableOnly = false;
  }
}

/** Species, diver, tiers, dive type and gear: equalities (all but gear totalled by the counter tables). */
function whoAndWhatFilters(to: Gathered, query: ListQuery, lookups: ListLookups): void {
  const { countable } = to;
  if (lookups.species !== undefined) {
    if ('errors' in lookups.species) to.errors.push(...lookups.species.errors);
    else {
      add(to, 'c.species_pk = ?', lookups.species.pk);
      countable.speciesPk = lookups.species.pk;
    }
  }
  if (lookups.speciesIdPk !== undefined) {
    // Two different species match nothing: counted from the catches, not a counter of either.
    if (countable.speciesPk !== undefined && countable.speciesPk !== lookups.speciesIdPk) to.countableOnly = false;
    add(to, 'c.species_pk = ?', lookups.speciesIdPk);
    countable.speciesPk = lookups.speciesIdPk;
  }
  if (query.diver_id !== undefined) {
    add(to, 'c.diver_id = ?', query.diver_id);
    countable.diverId = query.diver_id;
    // The counters are kept by species or by diver, not by both.
    if (countable.speciesPk !== undefined) to.countableOnly = false;
  }
  const tierSet = tiersOf(query);
  if (tierSet.length < tiers.length) {
    add(to, tierSet.length === 0 ? '1 = 0' : `c.tier IN (${tierSet.join(',')})`);
    countable.tiers = tierSet;
  }
  if (query.dive_type !== undefined) {
    add(to, 'c.dive_type = ?', query.dive_type);
    countable.diveType = query.dive_type;
  }
  if (query.gear !== undefined) {
    add(to, 'c.gear = ?', query.gear);
    to.countableOnly = false;
  }
}

/** The tiers (as stored numbers) that verification_tier and min_tier leave; a name of no tier matches none. */
function tiersOf(query: ListQuery): number[] {
  let tierSet = tiers.map((_, n) => n);
  if (query.verification_tier !== undefined) {
    const listed = new Set(query.verification_tier.split(',').map((name) => tiers.indexOf(name as Tier)));
    tierSet = tierSet.filter((n) => listed.has(n));
  }
  if (query.min_tier !== undefined) {
    const min = tiers.indexOf(query.min_tier);
    tierSet = tierSet.filter((n) => n >= min);
  }
  return tierSet;
}

/** Weight, depth and time bounds. */
function rangeFilters(to: Gathered, query: ListQuery): void {
  const bound = (column: string, op: string, value: number | undefined): void => {
    if (value === undefined) return;
    add(to, `${column} ${op} ?`, value);
    to.countableOnly = false;
  };
  bound('c.weight_lbs', '>=', query.min_weight_lbs);
  bound('c.weight_lbs', '<=', query.max_weight_lbs);
  bound('c.depth_ft', '>=', query.min_depth_ft);
  bound('c.depth_ft', '<=', query.max_depth_ft);
  const timeBounds = [
    ['caught_after', 'c.caught_at', '>'],
    ['caught_before', 'c.caught_at', '<'],
    ['created_after', 'c.created_at', '>'],
    ['created_before', 'c.created_at', '<'],
    ['updated_after', 'c.updated_at', '>'],
  ] as const;
  for (const [field, column, op] of timeBounds) {
    const text = query[field];
    if (text === undefined) continue;
    const reading = readIsoTime(text);
    if ('problem' in reading) to.errors.push({ field, message: reading.problem });
    else bound(column, op, reading.seconds);
  }
}

/** `count` numbers separated by commas, or the error that says the expected `format`. */
function numbersOf(text: string, count: number, field: string, format: string): number[] | FieldError {
  const parts = text.split(',').map((p) => p.trim());
  const numbers = parts.map(Number);
  if (parts.length !== count || parts.some((p) => p === '') || numbers.some((n) => !Number.isFinite(n)))
    return { field, message: `must be ${format}` };
  return numbers;
}

/** near and bbox, over the coordinates this viewer sees: exact for their own catches (and for verifiers and admins), rounded otherwise. */
function placeFilters(to: Gathered, query: ListQuery, viewer: Viewer, dialect: Dialect): void {
  if (query.near === undefined && query.bbox === undefined) return;
  const exactForAll = viewer.role === 'verifier' || viewer.role === 'admin';
  const coordinate = (column: 'lat' | 'lon'): { sql: string; params: Param[] } =>
    exactForAll
      ? { sql: `c.${column}`, params: [] }
      : { sql: `(CASE WHEN c.diver_id = ? THEN c.${column} ELSE ${dialect.round1(`c.${column}`)} END)`, params: [viewer.userId] };
  const la = coordinate('lat');
  const lo = coordinate('lon');
  if (query.near !== undefined) {
    const near = numbersOf(query.near, 3, 'near', 'lat,lon,radius_km, e.g. 25.1,-80.3,10');
    const problem = Array.isArray(near) ? nearProblem(near) : near.message;
    if (problem !== null) to.errors.push({ field: 'near', message: problem });
    else {
      const [lat, lon, radiusKm] = near as number[];
      const dLat = radiusKm / 111.32 + 0.1;
      // A latitude band first (cheap), then the great-circle distance.
      add(to, `${la.sql} BETWEEN ? AND ?`, ...la.params, lat - dLat, lat + dLat);
      const haversine = `sqrt(pow(sin(radians(${la.sql} - ?) / 2), 2) + cos(radians(?)) * cos(radians(${la.sql})) * pow(sin(radians(${lo.sql} - ?) / 2), 2))`;
      add(
        to,
        `6371.0088 * 2 * asin(${dialect.least('1', haversine)}) <= ?`,
        ...la.params,
        lat,
        lat,
        ...la.params,
        ...lo.params,
        lon,
        radiusKm,
      );
      to.countableOnly = false;
    }
  }
  if (query.bbox !== undefined) {
    const box = numbersOf(query.bbox, 4, 'bbox', 'min_lon,min_lat,max_lon,max_lat');
    const problem = Array.isArray(box) ? bboxProblem(box) : box.message;
    if (problem !== null) to.errors.push({ field: 'bbox', message: problem });
    else {
      const [minLon, minLat, maxLon, maxLat] = box as number[];
      add(to, `${la.sql} BETWEEN ? AND ?`, ...la.params, minLat, maxLat);
      // min_lon > max_lon: the box crosses the antimeridian.
      if (minLon <= maxLon) add(to, `${lo.sql} BETWEEN ? AND ?`, ...lo.params, minLon, maxLon);
      else add(to, `(${lo.sql} >= ? OR ${lo.sql} <= ?)`, ...lo.params, minLon, ...lo.params, maxLon);
      to.countableOnly = false;
    }
  }
}

function nearProblem([lat, lon, radiusKm]: number[]): string | null {
  if (lat < -90 || lat > 90) return 'latitude must be between -90 and 90';
  if (lon < -180 || lon > 180) return 'longitude must be between -180 and 180';
  if (!(radiusKm > 0 && radiusKm <= 20_000)) return 'radius_km must be > 0 and <= 20000';
  return null;
}

function bboxProblem([minLon, minLat, maxLon, maxLat]: number[]): string | null {
  if ([minLon, maxLon].some((v) => v < -180 || v > 180) || [minLat, maxLat].some((v) => v < -90 || v > 90))
    return 'longitudes must be within ±180 and latitudes within ±90';
  if (minLat > maxLat) return 'min_lat must not exceed max_lat';
  return null;
}

/**
 * q: a search whose words name no species searches notes and location names alone (the
 * species half of catchTextMatch could match nothing).
 */
function searchFilter(to: Gathered, lookups: ListLookups, dialect: Dialect): void {
  if (lookups.search === undefined) return;
  if (lookups.search === null) {
    to.errors.push({ field: 'q', message: 'must contain at least one letter or digit' });
    return;
  }
  const { match, namesSpecies } = lookups.search;
  to.search = { match, notesOnly: !namesSpecies, at: to.where.length };
  if (namesSpecies) add(to, dialect.catchTextMatch, match, match);
  else add(to, dialect.catchNotesMatch, match);
  to.countableOnly = false;
}

const sortNames = ['created_at', 'caught_at', 'weight_lbs', 'depth_ft'] as const;
type SortName = (typeof sortNames)[number];

/** A catch a page starts after: its value of every column a list may sort on, so that looking it up needs no order. */
export type CursorCatch = Record<SortName, number> & { id: string };

/** The cursor catch of `after`, whatever the sort. */
export const cursorCatchSql = `SELECT ${sortNames.map((name) => `c.${name}`).join(', ')}, c.id FROM catches c WHERE c.id = ?`;

interface ListOrder {
  /** The column sorted on; ties are broken by c.id in the same direction. */
  name: SortName;
  descending: boolean;
}

/** The order a sort parameter names (`-` first: descending); null for a sort of no column. */
export function listOrder(sort = '-created_at'): ListOrder | null {
  const descending = sort.startsWith('-');
  const name = descending ? sort.slice(1) : sort;
  return (sortNames as readonly string[]).includes(name) ? { name: name as SortName, descending } : null;
}

/** The plan of a list's statements; read.ts runs it. */
export interface ListPlan {
  /** The page number; null for a page after a cursor. */
  page: number | null;
  perPage: number;
  offset: number;
  /**
   * The page's keys (from an index alone where it holds the filtered columns; the rows are read
   * by key afterwards), one past the page: the extra says whether there is more.
   */
  keys: Statement;
  /**
   * A search alone in created order: the same keys walking that order and testing each catch,
   * taken instead of `keys` when `walks` says so from the count of its matches (`count`) and
   * of all catches (`allCatches`): the plan's rule (walksInOrder) for its own page.
   */
  walk: { keys: Statement; notesOnly: boolean; allCatches: Statement; walks: (matches: number, allCatches: number) => boolean } | null;
  /** `n`: the total (with `walk`, the search's matches). */
  count: Statement;
  skipTotal: boolean;
  /** Names the answer among the cached reads of the same database version. */
  cacheKey: string;
}

/** The plan of a list: its filters, order and page as statements, or every field error at once (ValidationFailed). */
export function planList(query: ListQuery, lookups: ListLookups, viewer: Viewer, dialect: Dialect): ListPlan {
  const errors: FieldError[] = [];
  if (query.after !== undefined && query.page !== undefined) errors.push({ field: 'after', message: 'use either page or after, not both' });
  const { filter, errors: filterErrors } = filterConditions(query, lookups, viewer, dialect);
  errors.push(...filterErrors);
  const order = listOrder(query.sort);
  if (order === null)
    errors.push({ field: 'sort', message: `must be one of ${sortNames.flatMap((name) => [name, `-${name}`]).join(', ')}` });
  if (lookups.cursor === null) errors.push({ field: 'after', message: 'is not the id of an existing catch' });
  if (errors.length > 0 || order === null) throw new ValidationFailed(errors);

  const perPage = query.per_page ?? 20;
  const page = query.after === undefined ? (query.page ?? 1) : null;
  const offset = page === null ? 0 : (page - 1) * perPage;
  const { cursor } = lookups;
  const column = `c.${order.name}`;
  const pageWhere = cursor ? [...filter.where, `(${column}, c.id) ${order.descending ? '<' : '>'} (?, ?)`] : filter.where;
  const pageParams = [...filter.params, ...(cursor ? [cursor[order.name], cursor.id] : []), perPage + 1, offset];
  const direction = order.descending ? 'DESC' : 'ASC';
  const orderBy = `ORDER BY ${column} ${direction}, c.id ${direction}`;
  const keysSql = (where: string[]): string => `SELECT c.pk FROM catches c ${whereSql(where)} ${orderBy} LIMIT ? OFFSET ?`;
  const keys = { sql: keysSql(pageWhere), params: pageParams };
  const { search } = filter;
  const searchAlone = search !== null && filter.where.length === 1;
  const inOrder = search?.notesOnly ? dialect.catchNotesMatchInOrder : dialect.catchTextMatchInOrder;
  // The page ends this many catches into the order (the key past it included).
  const reach = offset + perPage + 1;
  const walk =
    searchAlone && order.name === 'created_at'
      ? {
          keys: { sql: keysSql(pageWhere.with(search.at, inOrder)), params: pageParams },
          notesOnly: search.notesOnly,
          allCatches: counterCount({}, dialect),
          walks: (matches: number, catches: number) => walksInOrder(search.notesOnly, { matches, catches, reach }),
        }
      : null;
  const count = searchAlone
    ? searchCount(search, dialect)
    : filter.countable
      ? counterCount(filter.countable, dialect)
      : catchesCount(filter);
  const skipTotal = query.skip_total === true;
  // The count's parameters are among the page's: its text completes the key.
  const cacheKey = `${keys.sql}|${JSON.stringify(keys.params)}|${skipTotal ? '' : count.sql}`;
  return { page, perPage, offset, keys, walk, count, skipTotal, cacheKey };
}

const whereSql = (conditions: string[]): string => (conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '');

/** Counts the filtered catches themselves. */
function catchesCount(filter: ListFilter): Statement {
  return { sql: `SELECT count(*) AS n FROM catches c ${whereSql(filter.where)}`, params: filter.params };
}

/** The placeholders of a statement whose every parameter is the same value (the text searches'). */
const placeholders = (sql: string): number => sql.split('?').length - 1;

/**
 * A search as the only filter, counted from the search index (and the species counters when
 * its words name species) rather than by visiting every catch it matches.
 */
function searchCount({ match, notesOnly }: { match: string; notesOnly: boolean }, dialect: Dialect): Statement {
  if (notesOnly) return { sql: dialect.catchNotesMatchCount, params: [match] };
  return { sql: dialect.catchTextMatchCount, params: Array<string>(placeholders(dialect.catchTextMatchCount)).fill(match) };
}

/** Counts from the counter tables: by species, else by diver, else the totals; `{}` counts every catch. */
export function counterCount(filter: CountableFilter, dialect: Dialect): Statement {
  const conditions: string[] = [];
  const params: Param[] = [];
  let table: CounterTable = 'catch_counts_total';
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
  return { sql: `SELECT coalesce(sum(n), 0) AS n FROM ${dialect.counters(table)} ${whereSql(conditions)}`, params };
}

/**
 * How many catches a search of notes alone may walk past per match before gathering is
 * cheaper: walking tests a catch for a fraction of what gathering and sorting costs a match.
 */
const notesWalkPerMatch = 5;
/**
 * The same for a search whose words also name species: walking then reads each passed
 * catch's row too, which costs more than gathering a match, so it walks only past far fewer.
 */
const speciesWalkPerMatch = 1 / 4;

/**
 * Whether a search alone, in created order, walks that order testing each catch rather than
 * gathering every match and sorting them: when its matches are common enough that the page
 * (ending `reach` catches in) is near the start. Figures: docs/benchmarks.md#catch-lists-walking-the-created-order-or-gathering-matches.
 */
export function walksInOrder(
  notesOnly: boolean,
  { matches, catches, reach }: { matches: number; catches: number; reach: number },
): boolean {
  if (matches === 0) return false;
  const walked = (reach * catches) / matches;
  return walked <= matches * (notesOnly ? notesWalkPerMatch : speciesWalkPerMatch);
}
