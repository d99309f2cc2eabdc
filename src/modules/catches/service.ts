// Catches: create, list, read, update, delete. Plain async functions of (db, input, now) over
// the storage seam; the HTTP controller is index.ts. Hot paths keep their SQL text stable, so
// the engine reuses each prepared statement.
import type { SqlParam, Sql, Store } from '../../db/store';
import { cacheCounts } from '../../lib/cache-stats';
import { newId } from '../../lib/ids';
import { HttpError, NotFound, ValidationFailed, type FieldError } from '../../lib/problem';
import { sha256Hex } from '../../lib/secrets';
import { readIsoTime, toIso } from '../../lib/time';
import { recordEvent } from '../events/service';
import { displayNames, resolveSpeciesCached, speciesNames } from './lookups';
import { seesExactLocation, visibleLocation, type CatchLocation, type Viewer } from './privacy';
import { UnknownSpecies, type SpeciesRow } from '../species/service';
import { leaderboardEffects } from '../leaderboards/service';
import { tiers, type Tier } from './model';

export const kgPerLb = 0.45359237;
export const mPerFt = 0.3048;

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

export interface VerificationView {
  id: string;
  tier: Tier;
  previous_tier: Tier;
  verifier: { id: string; display_name: string };
  note: string | null;
  evidence: Record<string, unknown>;
  created_at: string;
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

export function presentVerification(row: VerificationRow): VerificationView {
  return {
    id: row.id,
    tier: tiers[row.tier],
    previous_tier: tiers[row.previous_tier],
    verifier: { id: row.verifier_id, display_name: row.verifier_name },
    note: row.note,
    evidence: JSON.parse(row.evidence),
    created_at: toIso(row.created_at),
  };
}

export interface PhotoView {
  id: string;
  url: string;
  content_type: string;
  width: number;
  height: number;
}

export interface CatchView {
  id: string;
  object: 'catch';
  species: string;
  weight_lbs: number;
  depth_ft: number;
  verification_tier: Tier;
  created_at: string;
  species_id: string;
  scientific_name: string;
  caught_at: string;
  updated_at: string;
  diver: { id: string; display_name: string };
  location: CatchLocation;
  length_in: number | null;
  notes: string | null;
  photos: PhotoView[];
  dive_type: 'freedive' | 'scuba';
  gear: 'speargun' | 'polespear' | 'sling' | 'other' | null;
  conditions: Record<string, unknown> | null;
  verification: VerificationView | null;
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

export function presentCatch(row: CatchRecord, viewer: Viewer | null, photos: PhotoView[]): CatchView {
  let location: CatchLocation = null;
  if (row.lat !== null && row.lon !== null) {
    location = { lat: row.lat, lon: row.lon, precise: true };
    if (row.location_name !== null) location.name = row.location_name;
    location = visibleLocation(location, viewer, row.diver_id);
  }
  return {
    id: row.id,
    object: 'catch',
    species: row.common_name,
    weight_lbs: row.weight_lbs,
    depth_ft: row.depth_ft,
    verification_tier: tiers[row.tier],
    created_at: toIso(row.created_at),
    species_id: row.species_id,
    scientific_name: row.scientific_name,
    caught_at: toIso(row.caught_at),
    updated_at: toIso(row.updated_at),
    diver: { id: row.diver_id, display_name: row.display_name },
    location,
    length_in: row.length_in,
    notes: row.notes,
    photos,
    dive_type: row.dive_type,
    gear: row.gear,
    conditions: row.conditions === null ? null : JSON.parse(row.conditions),
    verification: currentVerification(row),
  };
}

/** The latest verification, unless an edit of weight or species has since reset the tier. */
function currentVerification(row: CatchRecord): VerificationView | null {
  const latest = row.verification;
  return latest !== null && latest.tier === row.tier ? presentVerification(latest) : null;
}

/**
 * presentCatch as JSON, remembered per record object and visibility: records of a cached
 * list page are the same objects until the next write, so a repeated read reuses the text.
 */
const renderedCatches = new WeakMap<CatchRecord, { exact?: string; rounded?: string }>();
const renderedCounts = cacheCounts('catch_json');

export function catchJson(record: CatchRecord, viewer: Viewer, photos: PhotoView[]): string {
  const visibility = seesExactLocation(viewer, record.diver_id) ? 'exact' : 'rounded';
  let rendered = renderedCatches.get(record);
  if (!rendered) renderedCatches.set(record, (rendered = {}));
  const remembered = rendered[visibility];
  if (remembered !== undefined) {
    renderedCounts.hits++;
    return remembered;
  }
  renderedCounts.misses++;
  return (rendered[visibility] = JSON.stringify(presentCatch(record, viewer, photos)));
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

/** A strong validator of one representation (they differ by viewer: privacy). */
export function etagOf(view: CatchView): string {
  return `"${sha256Hex(JSON.stringify(view)).slice(0, 32)}"`;
}

// ---------------------------------------------------------------- writes

export interface CatchInput {
  species?: string;
  weight_lbs?: number;
  weight_kg?: number;
  depth_ft?: number;
  depth_m?: number;
  length_in?: number;
  caught_at?: string;
  location?: { lat: number; lon: number; name?: string } | null;
  notes?: string | null;
  dive_type?: 'freedive' | 'scuba';
  gear?: 'speargun' | 'polespear' | 'sling' | 'other' | null;
  conditions?: Record<string, unknown> | null;
}

/** Column values a create or update writes, after units and species are resolved. */
export interface CatchColumns {
  species_pk?: number;
  weight_lbs?: number;
  depth_ft?: number;
  length_in?: number;
  caught_at?: number;
  lat?: number | null;
  lon?: number | null;
  location_name?: string | null;
  notes?: string | null;
  dive_type?: 'freedive' | 'scuba';
  gear?: string | null;
  conditions?: string | null;
}

const round4 = (n: number): number => Math.round(n * 10_000) / 10_000;

/** The species a body names, or the UnknownSpecies that says why it names none. */
async function namedSpecies(db: Sql, text: string): Promise<SpeciesRow | UnknownSpecies> {
  try {
    return await resolveSpeciesCached(db, text);
  } catch (error) {
    if (!(error instanceof UnknownSpecies)) throw error;
    return error;
  }
}

export interface CheckedColumns {
  columns: CatchColumns;
  species: SpeciesRow | null;
}

/** Turns a create/update body into columns, collecting every field error at once. */
export async function catchColumns(db: Sql, input: CatchInput, mode: 'create' | 'update', now: number): Promise<CheckedColumns> {
  const species = input.species === undefined ? null : await namedSpecies(db, input.species);
  return checkColumns(input, mode, now, species);
}

/** catchColumns once the named species is looked up (`null`: the body names none). */
function checkColumns(input: CatchInput, mode: 'create' | 'update', now: number, named: SpeciesRow | UnknownSpecies | null): CheckedColumns {
  const errors: FieldError[] = [];
  const columns: CatchColumns = {};
  let species: SpeciesRow | null = null;
  let unknownSpecies: UnknownSpecies | null = null;

  if (named instanceof UnknownSpecies) {
    unknownSpecies = named;
    errors.push(...(named.errors ?? []));
  } else if (named !== null) {
    species = named;
    columns.species_pk = named.pk;
  }
  const unit = (canonical: 'weight_lbs' | 'depth_ft', metric: 'weight_kg' | 'depth_m', factor: number): number | undefined => {
    const a = input[canonical];
    const b = input[metric];
    if (a !== undefined && b !== undefined) errors.push({ field: metric, message: `send ${canonical} or ${metric}, not both` });
    else if (a !== undefined) return a;
    else if (b !== undefined) return round4(b / factor);
    else if (mode === 'create') errors.push({ field: canonical, message: `is required (or ${metric})` });
    return undefined;
  };
  const weight = unit('weight_lbs', 'weight_kg', kgPerLb);
  if (weight !== undefined) columns.weight_lbs = weight;
  const depth = unit('depth_ft', 'depth_m', mPerFt);
  if (depth !== undefined) columns.depth_ft = depth;
  if (input.length_in !== undefined) columns.length_in = input.length_in;
  if (input.caught_at !== undefined) {
    const reading = readIsoTime(input.caught_at);
    if ('problem' in reading) errors.push({ field: 'caught_at', message: reading.problem });
    else if (reading.seconds > now + 24 * 3600) errors.push({ field: 'caught_at', message: 'must not be in the future' });
    else if (reading.seconds < Date.UTC(1900, 0, 1) / 1000) errors.push({ field: 'caught_at', message: 'must be after 1900' });
    else columns.caught_at = reading.seconds;
  }
  if (input.location !== undefined) {
    columns.lat = input.location?.lat ?? null;
    columns.lon = input.location?.lon ?? null;
    columns.location_name = input.location?.name ?? null;
  }
  if (input.notes !== undefined) columns.notes = input.notes;
  if (input.dive_type !== undefined) columns.dive_type = input.dive_type;
  if (input.gear !== undefined) columns.gear = input.gear;
  if (input.conditions !== undefined) columns.conditions = input.conditions === null ? null : JSON.stringify(input.conditions);
  if (errors.length > 0) throw new ValidationFailed(errors, unknownSpecies?.message, unknownSpecies?.extensions);
  return { columns, species };
}

export interface InsertOptions {
  externalId?: string | null;
  createdAt?: number;
  tier?: number;
}

/** Inserts one catch; its parameters come from catchInsertParams. */
export const insertCatchSql = `INSERT INTO catches (id, diver_id, species_pk, weight_lbs, depth_ft, length_in, tier, dive_type, gear,
  lat, lon, location_name, notes, conditions, external_id, caught_at, created_at, updated_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (diver_id, external_id) WHERE external_id IS NOT NULL DO NOTHING`;

/** insertCatchSql's parameters for already-validated columns of a new catch with this id. */
export function catchInsertParams(id: string, diverId: string, columns: CatchColumns, now: number, options: InsertOptions = {}): SqlParam[] {
  const createdAt = options.createdAt ?? now;
  return [
    id,
    diverId,
    columns.species_pk!,
    columns.weight_lbs!,
    columns.depth_ft!,
    columns.length_in ?? null,
    options.tier ?? 0,
    columns.dive_type ?? 'freedive',
    columns.gear ?? null,
    columns.lat ?? null,
    columns.lon ?? null,
    columns.location_name ?? null,
    columns.notes ?? null,
    columns.conditions ?? null,
    options.externalId ?? null,
    columns.caught_at ?? createdAt,
    createdAt,
    now,
  ];
}

/**
 * Inserts already-validated columns and returns the new id, or null when the diver already
 * has a catch with this external_id (one index probe instead of a lookup first). The
 * caller owns the transaction.
 */
export async function insertCatch(db: Sql, diverId: string, columns: CatchColumns, now: number, options: InsertOptions = {}): Promise<string | null> {
  const id = newId('catch');
  const changes = await db.run(insertCatchSql, ...catchInsertParams(id, diverId, columns, now, options));
  return changes === 1 ? id : null;
}

export async function createCatch(db: Sql, diverId: string, input: CatchInput, now: number): Promise<CatchRecord> {
  const { columns } = await catchColumns(db, input, 'create', now);
  return db.transaction(async (tx) => {
    const boards = await leaderboardEffects(tx, null, { species_pk: columns.species_pk!, caught_at: columns.caught_at ?? now, tier: 0 });
    // No external_id, so the insert always happens.
    const record = (await findCatch(tx, (await insertCatch(tx, diverId, columns, now))!))!;
    await boards(now);
    await recordEvent(tx, { type: 'catch.created', subjectUserId: diverId, object: presentCatch(record, null, []) as never }, now);
    return record;
  });
}

export interface UpdateOptions {
  /** Bulk imports update records and boards but emit no webhook events. */
  emitEvents?: boolean;
  /** Sets the tier outright (imports); otherwise a weight or species change resets it. */
  tier?: number;
}

const updatableColumns = [
  'species_pk', 'weight_lbs', 'depth_ft', 'length_in', 'caught_at', 'lat', 'lon', 'location_name', 'notes', 'dive_type', 'gear', 'conditions',
] as const;

/**
 * Applies changed columns to a catch the caller owns, inside the caller's transaction. A
 * change of weight or species on a verified catch resets it to unverified: the evidence
 * was for the old values. Returns null when nothing differed.
 */
export async function applyCatchChanges(
  tx: Sql,
  current: CatchRecord,
  columns: CatchColumns,
  now: number,
  options: UpdateOptions = {},
): Promise<CatchRecord | null> {
  const changed: Record<string, unknown> = {};
  for (const key of updatableColumns) {
    const value = columns[key];
    if (value !== undefined && value !== current[key as keyof CatchRecord]) changed[key] = value;
  }
  if (options.tier !== undefined && options.tier !== current.tier) changed.tier = options.tier;
  if (Object.keys(changed).length === 0) return null;
  if (current.tier > 0 && ('weight_lbs' in changed || 'species_pk' in changed) && options.tier === undefined) changed.tier = 0;
  changed.updated_at = now;
  const keys = Object.keys(changed);
  const emitEvents = options.emitEvents !== false;
  const boards = emitEvents ? await leaderboardEffects(tx, current, { ...current, ...changed }) : null;
  await tx.run(`UPDATE catches SET ${keys.map((k) => `${k} = ?`).join(', ')} WHERE pk = ?`, ...(keys.map((k) => changed[k]) as SqlParam[]), current.pk);
  const updated = (await findCatch(tx, current.id))!;
  if (emitEvents) {
    await boards!(now);
    const before = presentCatch(current, null, []) as unknown as Record<string, unknown>;
    const after = presentCatch(updated, null, []) as unknown as Record<string, unknown>;
    const previous: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(before))
      if (field !== 'updated_at' && JSON.stringify(value) !== JSON.stringify(after[field])) previous[field] = value;
    await recordEvent(tx, { type: 'catch.updated', subjectUserId: current.diver_id, object: after, previous }, now);
  }
  return updated;
}

export class PreconditionFailed extends HttpError {
  constructor() {
    super(412, 'precondition_failed', 'The catch has changed since you read it (If-Match does not match its ETag).');
  }
}

/** The catch, if `viewer` owns it: someone else's catch answers 404 to a writer. */
async function ownedCatch(db: Sql, viewer: Viewer, id: string): Promise<CatchRecord> {
  const record = await findCatch(db, id);
  if (!record || record.diver_id !== viewer.userId) throw new NotFound('The catch');
  return record;
}

export async function updateCatch(
  db: Sql,
  viewer: Viewer,
  id: string,
  input: CatchInput,
  now: number,
  precondition: { ifMatch?: string; etag: (tx: Sql, record: CatchRecord) => Promise<string> },
): Promise<CatchRecord> {
  const { columns } = await catchColumns(db, input, 'update', now);
  return db.transaction(async (tx) => {
    const current = await ownedCatch(tx, viewer, id);
    if (precondition.ifMatch !== undefined) {
      const tags = precondition.ifMatch.split(',').map((t) => t.trim());
      if (!tags.includes('*') && !tags.includes(await precondition.etag(tx, current))) throw new PreconditionFailed();
    }
    return (await applyCatchChanges(tx, current, columns, now)) ?? current;
  });
}

/**
 * Deletes the catch and its photo rows. The caller removes the returned photos' files
 * once this has committed (files never go before their rows).
 */
export async function deleteCatch(db: Sql, viewer: Viewer, id: string, now: number): Promise<{ deleted: CatchRecord; photoIds: string[] }> {
  return db.transaction(async (tx) => {
    const current = await ownedCatch(tx, viewer, id);
    const photoRows = (await photosFor(tx, [current.pk], (photoId) => photoId)).get(current.pk) ?? [];
    const boards = await leaderboardEffects(tx, current, null);
    await tx.run('DELETE FROM catches WHERE pk = ?', current.pk);
    await boards(now);
    await recordEvent(tx, { type: 'catch.deleted', subjectUserId: current.diver_id, object: presentCatch(current, null, photoRows) as never }, now);
    return { deleted: current, photoIds: photoRows.map((p) => p.id) };
  });
}

// ---------------------------------------------------------------- reads

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

const sortColumns: Record<string, string> = {
  created_at: 'c.created_at',
  caught_at: 'c.caught_at',
  weight_lbs: 'c.weight_lbs',
  depth_ft: 'c.depth_ft',
};

/** Filters that the counter tables can total without touching `catches`. */
interface CountableFilter {
  speciesPk?: number;
  diverId?: string;
  tiers?: number[];
  diveType?: string;
}

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
    const row = await db.get<{ pk: number }>('SELECT pk FROM species WHERE id = ?', query.species_id);
    // A well-formed id of no species matches nothing (like any other filter).
    const pk = row?.pk ?? -1;
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
  if (query.q !== undefined) {
    const match = db.dialect.textQuery(query.q);
    if (match === null) errors.push({ field: 'q', message: 'must contain at least one letter or digit' });
    else {
      where.push(db.dialect.catchTextMatch);
      params.push(match, match);
      countableOnly = false;
    }
  }

  const sortText = query.sort ?? '-created_at';
  const descending = sortText.startsWith('-');
  const sortColumn = sortColumns[sortText.replace(/^-/, '')];
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
  const pageSql = `SELECT c.pk FROM catches c ${whereSql(pageWhere)} ${order} LIMIT ? OFFSET ?`;
  const viewerKey = viewerDependent ? viewer.userId : '';
  const countSql = `SELECT count(*) AS n FROM catches c ${whereSql(where)}`;
  const countMatches = async (): Promise<number | null> => {
    if (query.skip_total) return null;
    return countableOnly ? countFromCounters(db, countable) : (await db.get<{ n: number }>(countSql, ...params))!.n;
  };
  // A page (and its total) stays valid until the next write anywhere: identical reads in
  // between — a popular list, a client polling — are answered from memory.
  const key = `${viewerKey}|${pageSql}|${JSON.stringify(pageParams)}|${perPage}|${offset}|${query.skip_total ? '' : countSql}`;
  const cached = await cachedRead(db, key, async () => {
    // One key past the page says whether there is more; its row is not read.
    const keys = await db.all<{ pk: number }>(pageSql, ...pageParams, perPage + 1, offset);
    const records = await catchesByPk(db, keys.slice(0, perPage).map((key) => key.pk));
    return { records, hasMore: keys.length > perPage, photos: await photosFor(db, records.map((r) => r.pk), photoUrl), total: await countMatches() };
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
