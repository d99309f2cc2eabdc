// Catches as stored: find one or several, list with every filter of the API (exact totals
// from the counter tables, keyset paging, search), a diver's best catch per species. Hot
// paths keep their SQL text stable, so the engine reuses each prepared statement.
import type { Sql } from '../../db/store';
import { displayNames, resolveSpeciesCached, speciesNames, speciesPkOf } from './lookups';
import { cursorCatchSql, type CursorCatch, planList, type ListLookups, type ListPlan, type ListQuery, type Statement } from './list-plan';
import type { Viewer } from '../../identity/person';
import type { DiveType, Gear } from '../../db/vocabulary';
import { cachedFact, cachedRead, cachedTotal } from './read-cache';
import { UnknownSpecies, type SpeciesRow } from './species/service';

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
  dive_type: DiveType;
  gear: Gear | null;
  lat: number | null;
  lon: number | null;
  location_name: string | null;
  notes: string | null;
  conditions: string | null;
  external_id: string | null;
  caught_at: number;
  /** The IANA zone where the fish was taken. */
  time_zone: string;
  created_at: number;
  updated_at: number;
  /** 1: a developer's sandbox catch, seen by them alone (catches.sandbox). */
  sandbox: number;
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
  c.gear, c.lat, c.lon, c.location_name, c.notes, c.conditions, c.external_id, c.caught_at, c.time_zone, c.created_at, c.updated_at, c.sandbox
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
  const species = await speciesNames(
    db,
    rows.map((r) => r.species_pk),
  );
  const divers = await displayNames(
    db,
    rows.map((r) => r.diver_id),
  );
  const verifications = await latestVerifications(
    db,
    rows.map((r) => r.pk),
  );
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

export type { ListQuery } from './list-plan';

export interface ListResult {
  records: CatchRecord[];
  /** Photos of the listed catches, by catch pk. */
  photos: Map<number, PhotoView[]>;
  total: number | null;
  page: number | null;
  perPage: number;
  hasMore: boolean;
}

/**
 * A list of catches with every filter of the API: what the filters name is looked up, the
 * plan of statements made (list-plan.ts), then run. A page (and its total) stays valid until
 * the next write anywhere: identical reads in between (a popular list, a client polling)
 * are answered from memory.
 */
export async function listCatches(db: Sql, viewer: Viewer, query: ListQuery, photoUrl: (photoId: string) => string): Promise<ListResult> {
  const plan = planList(query, await listLookups(db, query), viewer, db.dialect);
  const found = await cachedRead(db, plan.cacheKey, () => runListPlan(db, plan, photoUrl));
  return { ...found, page: plan.page, perPage: plan.perPage };
}

/** Whether any developer has a sandbox catch (the partial index catches_sandbox: one probe). */
const anySandboxCatchSql = 'SELECT 1 AS x FROM catches WHERE sandbox = 1 LIMIT 1';

/** What the query's filters name, from the database: the species, whether q names any, the cursor catch. */
export async function listLookups(db: Sql, query: ListQuery): Promise<ListLookups> {
  const lookups: ListLookups = {};
  if (query.species !== undefined) {
    const species = await namedSpecies(db, query.species);
    lookups.species = species instanceof UnknownSpecies ? { errors: species.errors ?? [] } : { pk: species.pk };
  }
  // A well-formed id of no species matches nothing (like any other filter).
  if (query.species_id !== undefined) lookups.speciesIdPk = await speciesPkOf(db, query.species_id);
  if (query.q !== undefined) {
    const match = db.dialect.textQuery(query.q);
    lookups.search =
      match === null ? null : { match, namesSpecies: (await db.get<{ n: number }>(db.dialect.speciesTextMatchCount, match))!.n > 0 };
  }
  lookups.sandboxCatches = await cachedFact(db, 'sandbox-catches', async () => (await db.get(anySandboxCatchSql)) !== undefined);
  if (query.after !== undefined) lookups.cursor = (await db.get<CursorCatch>(cursorCatchSql, query.after)) ?? null;
  return lookups;
}

const countOf = async (db: Sql, count: Statement): Promise<number> => (await db.get<{ n: number }>(count.sql, ...count.params))!.n;

/** A list's total, shared by every page and page size of the same filters until the next commit. */
const totalOf = (db: Sql, count: Statement): Promise<number> =>
  cachedTotal(db, `${count.sql}|${JSON.stringify(count.params)}`, () => countOf(db, count));

/** Runs a list's plan: the page's keys (walking the created order where the plan says so), their catches and photos, the total. */
async function runListPlan(db: Sql, plan: ListPlan, photoUrl: (photoId: string) => string): Promise<Omit<ListResult, 'page' | 'perPage'>> {
  let keys = plan.keys;
  let matches: number | null = null;
  if (plan.walk !== null) {
    matches = await totalOf(db, plan.count);
    if (plan.walk.walks(matches, await countOf(db, plan.walk.allCatches))) keys = plan.walk.keys;
  }
  const pks = await db.all<{ pk: number }>(keys.sql, ...keys.params);
  // The key past the page only says that there is more: its row is not read.
  const records = await catchesByPk(
    db,
    pks.slice(0, plan.perPage).map((key) => key.pk),
  );
  const total = plan.skipTotal ? null : (matches ?? (await totalOf(db, plan.count)));
  return {
    records,
    hasMore: pks.length > plan.perPage,
    photos: await photosFor(
      db,
      records.map((r) => r.pk),
      photoUrl,
    ),
    total,
  };
}

/**
 * A diver's heaviest catch of each species (ties: the one logged first), heaviest first:
 * `limit` of them from `offset`, and how many species the diver has caught in all.
 */
export async function bestCatchPerSpecies(
  db: Sql,
  diverId: string,
  offset: number,
  limit: number,
): Promise<{ species: number; records: CatchRecord[] }> {
  // The ranking comes from the diver's entries of catches_diver_species_weight alone (a busy
  // diver has thousands of catches) and is kept until the data changes; only the rows shown are read.
  const ranked = await cachedRead(db, `best-per-species|${diverId}`, () =>
    db.all<{ pk: number }>(
      `SELECT pk FROM (
         SELECT c.weight_lbs, c.pk, row_number() OVER (PARTITION BY c.species_pk ORDER BY c.weight_lbs DESC, c.pk) AS place
         FROM catches c WHERE c.diver_id = ? AND c.sandbox = 0
       ) ranked WHERE place = 1 ORDER BY weight_lbs DESC, pk`,
      diverId,
    ),
  );
  const shown = ranked.slice(offset, offset + limit);
  return {
    species: ranked.length,
    records: await catchesByPk(
      db,
      shown.map((row) => row.pk),
    ),
  };
}

/** Where a walk through a diver's catches stopped: the last catch it handed out. */
export interface DiverCatchCursor {
  created_at: number;
  id: string;
}

/**
 * The next `limit` of a diver's catches in the order they were logged, after `after`: an
 * export or a deletion walks them all a page at a time along catches_diver_created.
 */
export async function catchesOfDiver(db: Sql, diverId: string, after: DiverCatchCursor | null, limit: number): Promise<CatchRecord[]> {
  const rows = after
    ? await db.all<StoredCatch>(
        // A row value: both engines seek the index to it (an OR of the two cases scans from the diver's first catch).
        `${selectCatch} WHERE c.diver_id = ? AND (c.created_at, c.id) > (?, ?) ORDER BY c.created_at, c.id LIMIT ?`,
        diverId,
        after.created_at,
        after.id,
        limit,
      )
    : await db.all<StoredCatch>(`${selectCatch} WHERE c.diver_id = ? ORDER BY c.created_at, c.id LIMIT ?`, diverId, limit);
  return hydrate(db, rows);
}
