// Catches: create, list, read, update, delete. Plain functions of (db, input, now); the
// HTTP controller is index.ts. Hot paths use prepared SQL (bun:sqlite caches statements).
import type { Db } from '../../db/client';
import { dataVersion, writeTransaction } from '../../db/client';
import { newId } from '../../lib/ids';
import { HttpError, NotFound, ValidationFailed, type FieldError } from '../../lib/problem';
import { sha256Hex } from '../../lib/secrets';
import { ftsAllWords } from '../../lib/text';
import { parseIsoSeconds, toIso } from '../../lib/time';
import type { Role } from '../auth/scopes';
import { recordEvent } from '../events/service';
import { displayNames, resolveSpeciesCached, speciesNames } from './lookups';
import { UnknownSpecies, type SpeciesRow } from '../species/service';
import { leaderboardEffects } from '../leaderboards/service';
import { tiers, type Tier } from './model';

export const kgPerLb = 0.45359237;
export const mPerFt = 0.3048;

export interface Viewer {
  userId: string;
  role: Role;
}

/** Exact coordinates for the owner and for verifiers/admins; everyone else gets ~11 km. */
export function seesExactLocation(viewer: Viewer, diverId: string): boolean {
  return viewer.userId === diverId || viewer.role === 'verifier' || viewer.role === 'admin';
}

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
  /** The latest verification as JSON (see selectCatch), or null. */
  verification: string | null;
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
  location: { lat: number; lon: number; name?: string; precise: boolean } | null;
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

/** A catch row as stored; hydrate() adds the names it is shown with. */
type StoredCatch = Omit<CatchRecord, 'display_name' | 'species_id' | 'common_name' | 'scientific_name'>;

const selectCatch = `SELECT c.pk, c.id, c.diver_id, c.species_pk, c.weight_lbs, c.depth_ft, c.length_in, c.tier, c.dive_type,
  c.gear, c.lat, c.lon, c.location_name, c.notes, c.conditions, c.external_id, c.caught_at, c.created_at, c.updated_at,
  -- The latest verification rides along as one JSON value (an index probe per catch).
  (SELECT json_object('id', v.id, 'tier', v.tier, 'previous_tier', v.previous_tier, 'verifier_id', v.verifier_id,
     'verifier_name', vu.display_name, 'note', v.note, 'evidence', v.evidence, 'created_at', v.created_at)
   FROM verifications v JOIN users vu ON vu.id = v.verifier_id WHERE v.catch_pk = c.pk ORDER BY v.pk DESC LIMIT 1) AS verification
  FROM catches c`;

/** Adds species and diver names from the in-process caches (no join per row). */
function hydrate(db: Db, rows: StoredCatch[]): CatchRecord[] {
  if (rows.length === 0) return [];
  const species = speciesNames(db);
  const divers = displayNames(db, rows.map((r) => r.diver_id));
  return rows.map((row) => {
    const names = species.get(row.species_pk)!;
    return {
      ...row,
      display_name: divers.get(row.diver_id) ?? '',
      species_id: names.id,
      common_name: names.common_name,
      scientific_name: names.scientific_name,
    };
  });
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

/** A stored exact location as `viewer` may see it (also applied to catches inside events). */
export function visibleLocation(location: CatchView['location'], viewer: Viewer | null, diverId: string): CatchView['location'] {
  if (location === null || viewer === null || seesExactLocation(viewer, diverId)) return location;
  return { ...location, lat: round1(location.lat), lon: round1(location.lon), precise: false };
}

export function presentCatch(row: CatchRecord, viewer: Viewer | null, photos: PhotoView[]): CatchView {
  let location: CatchView['location'] = null;
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
  if (row.verification === null) return null;
  const latest = JSON.parse(row.verification) as VerificationRow;
  return latest.tier === row.tier ? presentVerification(latest) : null;
}

/**
 * presentCatch as JSON, remembered per record object and visibility: records of a cached
 * list page are the same objects until the next write, so a repeated read reuses the text.
 */
const renderedCatches = new WeakMap<CatchRecord, { exact?: string; rounded?: string }>();

export function catchJson(record: CatchRecord, viewer: Viewer, photos: PhotoView[]): string {
  const visibility = seesExactLocation(viewer, record.diver_id) ? 'exact' : 'rounded';
  let rendered = renderedCatches.get(record);
  if (!rendered) renderedCatches.set(record, (rendered = {}));
  return (rendered[visibility] ??= JSON.stringify(presentCatch(record, viewer, photos)));
}

/** Photos of several catches in one query: pk → views. */
export function photosFor(db: Db, catchPks: number[], photoUrl: (id: string) => string): Map<number, PhotoView[]> {
  const result = new Map<number, PhotoView[]>();
  if (catchPks.length === 0) return result;
  const rows = db.$client
    .query<{ catch_pk: number; id: string; content_type: string; width: number; height: number }, number[]>(
      `SELECT catch_pk, id, content_type, width, height FROM photos WHERE catch_pk IN (${catchPks.map(() => '?').join(',')}) ORDER BY pk`,
    )
    .all(...catchPks);
  for (const r of rows) {
    const list = result.get(r.catch_pk) ?? [];
    list.push({ id: r.id, url: photoUrl(r.id), content_type: r.content_type, width: r.width, height: r.height });
    result.set(r.catch_pk, list);
  }
  return result;
}

export function findCatch(db: Db, id: string): CatchRecord | null {
  const row = db.$client.query<StoredCatch, [string]>(`${selectCatch} WHERE c.id = ?`).get(id);
  return row ? hydrate(db, [row])[0] : null;
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

/** Turns a create/update body into columns, collecting every field error at once. */
export function catchColumns(
  db: Db,
  input: CatchInput,
  mode: 'create' | 'update',
  now: number,
): { columns: CatchColumns; species: SpeciesRow | null } {
  const errors: FieldError[] = [];
  const columns: CatchColumns = {};
  let species: SpeciesRow | null = null;
  let unknownSpecies: UnknownSpecies | null = null;

  if (input.species !== undefined) {
    try {
      species = resolveSpeciesCached(db, input.species);
      columns.species_pk = species.pk;
    } catch (error) {
      if (!(error instanceof UnknownSpecies)) throw error;
      unknownSpecies = error;
      errors.push(...(error.errors ?? []));
    }
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
    const at = parseIsoSeconds(input.caught_at);
    if (at === null) errors.push({ field: 'caught_at', message: 'must be an ISO 8601 date-time with a time zone, e.g. 2026-05-04T13:22:08Z' });
    else if (at > now + 24 * 3600) errors.push({ field: 'caught_at', message: 'must not be in the future' });
    else if (at < Date.UTC(1900, 0, 1) / 1000) errors.push({ field: 'caught_at', message: 'must be after 1900' });
    else columns.caught_at = at;
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

const insertSql = `INSERT INTO catches (id, diver_id, species_pk, weight_lbs, depth_ft, length_in, tier, dive_type, gear,
  lat, lon, location_name, notes, conditions, external_id, caught_at, created_at, updated_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (diver_id, external_id) WHERE external_id IS NOT NULL DO NOTHING`;

/**
 * Inserts already-validated columns and returns the new id, or null when the diver already
 * has a catch with this external_id (one index probe instead of a lookup before every
 * imported line). The caller owns the transaction.
 */
export function insertCatch(db: Db, diverId: string, columns: CatchColumns, now: number, options: InsertOptions = {}): string | null {
  const createdAt = options.createdAt ?? now;
  const id = newId('catch');
  const { changes } = db.$client
    .query(insertSql)
    .run(
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
    );
  return changes === 1 ? id : null;
}

export function createCatch(db: Db, diverId: string, input: CatchInput, now: number): CatchRecord {
  const { columns } = catchColumns(db, input, 'create', now);
  return writeTransaction(db, () => {
    const boards = leaderboardEffects(db, null, { species_pk: columns.species_pk!, caught_at: columns.caught_at ?? now, tier: 0 });
    // No external_id, so the insert always happens.
    const record = findCatch(db, insertCatch(db, diverId, columns, now)!)!;
    boards(now);
    recordEvent(db, { type: 'catch.created', subjectUserId: diverId, object: presentCatch(record, null, []) as never }, now);
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
 * Applies changed columns to a catch the caller owns. A change of weight or species on a
 * verified catch resets it to unverified: the evidence was for the old values.
 * Returns null when nothing differed.
 */
export function applyCatchChanges(
  db: Db,
  current: CatchRecord,
  columns: CatchColumns,
  now: number,
  options: UpdateOptions = {},
): CatchRecord | null {
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
  const boards = emitEvents ? leaderboardEffects(db, current, { ...current, ...changed }) : null;
  db.$client
    .query(`UPDATE catches SET ${keys.map((k) => `${k} = ?`).join(', ')} WHERE pk = ?`)
    .run(...(keys.map((k) => changed[k]) as (string | number | null)[]), current.pk);
  const updated = findCatch(db, current.id)!;
  if (emitEvents) {
    boards!(now);
    const before = presentCatch(current, null, []) as unknown as Record<string, unknown>;
    const after = presentCatch(updated, null, []) as unknown as Record<string, unknown>;
    const previous: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(before))
      if (field !== 'updated_at' && JSON.stringify(value) !== JSON.stringify(after[field])) previous[field] = value;
    recordEvent(db, { type: 'catch.updated', subjectUserId: current.diver_id, object: after, previous }, now);
  }
  return updated;
}

export class PreconditionFailed extends HttpError {
  constructor() {
    super(412, 'precondition_failed', 'The catch has changed since you read it (If-Match does not match its ETag).');
  }
}

/** The catch, if `viewer` owns it: someone else's catch answers 404 to a writer. */
function ownedCatch(db: Db, viewer: Viewer, id: string): CatchRecord {
  const record = findCatch(db, id);
  if (!record || record.diver_id !== viewer.userId) throw new NotFound('The catch');
  return record;
}

export function updateCatch(
  db: Db,
  viewer: Viewer,
  id: string,
  input: CatchInput,
  now: number,
  precondition: { ifMatch?: string; etag: (record: CatchRecord) => string } ,
): CatchRecord {
  const { columns } = catchColumns(db, input, 'update', now);
  return writeTransaction(db, () => {
    const current = ownedCatch(db, viewer, id);
    if (precondition.ifMatch !== undefined) {
      const tags = precondition.ifMatch.split(',').map((t) => t.trim());
      if (!tags.includes('*') && !tags.includes(precondition.etag(current))) throw new PreconditionFailed();
    }
    return applyCatchChanges(db, current, columns, now) ?? current;
  });
}

/**
 * Deletes the catch and its photo rows. The caller removes the returned photos' files
 * once this has committed (files never go before their rows).
 */
export function deleteCatch(db: Db, viewer: Viewer, id: string, now: number): { deleted: CatchRecord; photoIds: string[] } {
  return writeTransaction(db, () => {
    const current = ownedCatch(db, viewer, id);
    const photoRows = photosFor(db, [current.pk], (photoId) => photoId).get(current.pk) ?? [];
    const boards = leaderboardEffects(db, current, null);
    db.$client.query('DELETE FROM catches WHERE pk = ?').run(current.pk);
    boards(now);
    recordEvent(db, { type: 'catch.deleted', subjectUserId: current.diver_id, object: presentCatch(current, null, photoRows) as never }, now);
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
 * connection, moves dataVersion. Entries are never mutated by readers.
 */
const readCache = new WeakMap<Db, Map<string, unknown>>();
const readCacheLimit = 500;

function cachedRead<T>(db: Db, key: string, read: () => T): T {
  let cache = readCache.get(db);
  if (!cache) readCache.set(db, (cache = new Map()));
  const versionedKey = `${dataVersion(db)}|${key}`;
  if (cache.has(versionedKey)) return cache.get(versionedKey) as T;
  const value = read();
  if (cache.size >= readCacheLimit) cache.clear();
  cache.set(versionedKey, value);
  return value;
}

export function listCatches(db: Db, viewer: Viewer, query: ListQuery, photoUrl: (photoId: string) => string): ListResult {
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
    try {
      const species = resolveSpeciesCached(db, query.species);
      where.push('c.species_pk = ?');
      params.push(species.pk);
      countable.speciesPk = species.pk;
    } catch (error) {
      if (!(error instanceof UnknownSpecies)) throw error;
      errors.push(...(error.errors ?? []));
    }
  }
  if (query.species_id !== undefined) {
    const row = db.$client.query<{ pk: number }, [string]>('SELECT pk FROM species WHERE id = ?').get(query.species_id);
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
    where.push(tierSet.length === 0 ? '0' : `c.tier IN (${tierSet.join(',')})`);
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
    const seconds = parseIsoSeconds(text);
    if (seconds === null) return errors.push({ field, message: 'must be an ISO 8601 date-time, e.g. 2026-05-04T13:22:08Z' });
    range(column, op, seconds);
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
      : { sql: `(CASE WHEN c.diver_id = ? THEN c.${column} ELSE round(c.${column}, 1) END)`, params: [viewer.userId] };
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
          `6371.0088 * 2 * asin(min(1, sqrt(pow(sin(radians(${la.sql} - ?) / 2), 2) + cos(radians(?)) * cos(radians(${la.sql})) * pow(sin(radians(${lo.sql} - ?) / 2), 2)))) <= ?`,
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
    const match = ftsAllWords(query.q);
    if (match === null) errors.push({ field: 'q', message: 'must contain at least one letter or digit' });
    else {
      where.push(
        '(c.species_pk IN (SELECT rowid FROM species_fts WHERE species_fts MATCH ?) OR c.pk IN (SELECT rowid FROM catch_fts WHERE catch_fts MATCH ?))',
      );
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
    const cursor = db.$client
      .query<{ v: number; id: string }, [string]>(`SELECT ${sortColumn} AS v, c.id FROM catches c WHERE c.id = ?`)
      .get(query.after);
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
  const pageSql = `${selectCatch} ${whereSql(pageWhere)} ORDER BY ${sortColumn} ${direction}, c.id ${direction} LIMIT ? OFFSET ?`;
  const viewerKey = viewerDependent ? viewer.userId : '';
  const countSql = `SELECT count(*) AS n FROM catches c ${whereSql(where)}`;
  const countMatches = (): number | null => {
    if (query.skip_total) return null;
    return countableOnly ? countFromCounters(db, countable) : db.$client.query<{ n: number }, Param[]>(countSql).get(...params)!.n;
  };
  // A page (and its total) stays valid until the next write anywhere: identical reads in
  // between — a popular list, a client polling — are answered from memory.
  const key = `${viewerKey}|${pageSql}|${JSON.stringify(pageParams)}|${perPage}|${offset}|${query.skip_total ? '' : countSql}`;
  const cached = cachedRead(db, key, () => {
    const rows = hydrate(db, db.$client.query<StoredCatch, Param[]>(pageSql).all(...pageParams, perPage + 1, offset));
    return { records: rows, photos: photosFor(db, rows.map((r) => r.pk), photoUrl), total: countMatches() };
  });
  const hasMore = cached.records.length > perPage;
  const records = hasMore ? cached.records.slice(0, perPage) : cached.records;
  const total = cached.total;
  return { records, photos: cached.photos, total, page, perPage, hasMore };
}

function countFromCounters(db: Db, filter: CountableFilter): number {
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
  if (filter.tiers !== undefined) conditions.push(filter.tiers.length ? `tier IN (${filter.tiers.join(',')})` : '0');
  if (filter.diveType !== undefined) {
    conditions.push('dive_type = ?');
    params.push(filter.diveType);
  }
  const sql = `SELECT coalesce(sum(n), 0) AS n FROM ${table} ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}`;
  return db.$client.query<{ n: number }, Param[]>(sql).get(...params)!.n;
}
