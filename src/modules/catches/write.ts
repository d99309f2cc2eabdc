// Catches written: a body checked and turned into columns (units, species, times), then
// create, update and delete, each with its event and leaderboard upkeep in the same
// transaction. Plain async functions of (db, input, now) over the storage seam.
import type { Static } from '@sinclair/typebox';
import type { SqlParam, Sql } from '../../db/store';
import {
  disableDerivedTriggersSql,
  enableDerivedTriggersSql,
  removeDiverCountsSql,
  removeDiverMonthTotalsSql,
} from '../../db/postgres-derived';
import { newId } from '../../lib/ids';
import { HttpError, NotFound, ValidationFailed, type FieldError } from '../../lib/problem';
import { readIsoTime } from '../../lib/time';
import { recordEvent, type EventInput, type EventType } from '../events/service';
import type { Viewer } from '../../identity/person';
import { UnknownSpecies, type SpeciesRow } from './species/service';
import { dropDiverBoards, eventMinTier, leaderboardEffects } from './leaderboards/service';
import { findCatch, namedSpecies, photosFor, type CatchRecord } from './read';
import { withCatchWriteEffects } from './write-effects';
import { presentCatch } from './present';
import type { CatchUpdate, DiveType } from './model';
import { kgPerLb, mPerFt, round4 } from '../../lib/units';
import { clubSettingsNow } from '../../identity/club';
import { isTimeZone } from '../../identity/club-settings';

/** A create or update body: every field optional here (a create's required ones are checked by catchColumns). */
export type CatchInput = Static<typeof CatchUpdate>;

/** Column values a create or update writes, after units and species are resolved. */
export interface CatchColumns {
  species_pk?: number;
  weight_lbs?: number;
  depth_ft?: number;
  length_in?: number;
  caught_at?: number;
  time_zone?: string;
  lat?: number | null;
  lon?: number | null;
  location_name?: string | null;
  notes?: string | null;
  dive_type?: DiveType;
  gear?: string | null;
  conditions?: string | null;
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
function checkColumns(
  input: CatchInput,
  mode: 'create' | 'update',
  now: number,
  named: SpeciesRow | UnknownSpecies | null,
): CheckedColumns {
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
  if (input.time_zone !== undefined) {
    if (isTimeZone(input.time_zone)) columns.time_zone = input.time_zone;
    else errors.push({ field: 'time_zone', message: 'must be an IANA time zone such as Europe/Madrid' });
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

interface InsertOptions {
  externalId?: string | null;
  createdAt?: number;
  tier?: number;
  /** A developer's catch (the role developer): theirs alone, on no board (catches.sandbox). */
  sandbox?: boolean;
}

/** Inserts one new catch; its parameters come from catchInsertParams. */
export const insertCatchRowSql = `INSERT INTO catches (id, diver_id, species_pk, weight_lbs, depth_ft, length_in, tier, dive_type, gear,
  lat, lon, location_name, notes, conditions, external_id, caught_at, time_zone, created_at, updated_at, sandbox)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/**
 * insertCatchRowSql inserting nothing when the diver already has a catch with this
 * external_id: its conflict clause needs the unique index catches_diver_external.
 */
export const insertCatchSql = `${insertCatchRowSql}
  ON CONFLICT (diver_id, external_id) WHERE external_id IS NOT NULL DO NOTHING`;

/** insertCatchSql's parameters for already-validated columns of a new catch with this id. */
export function catchInsertParams(
  id: string,
  diverId: string,
  columns: CatchColumns,
  now: number,
  options: InsertOptions = {},
): SqlParam[] {
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
    columns.time_zone!,
    createdAt,
    now,
    options.sandbox ? 1 : 0,
  ];
}

/**
 * insertCatchRowSql handing back the row as stored, the columns findCatch reads (no
 * external_id: a create always inserts), with the names it is shown with: its diver's and its
 * species' (subqueries in RETURNING, which both engines take: one statement, not two).
 */
const createCatchSql = `${insertCatchRowSql}
  RETURNING pk, id, diver_id, species_pk, weight_lbs, depth_ft, length_in, tier, dive_type, gear, lat, lon, location_name, notes, conditions,
    external_id, caught_at, time_zone, created_at, updated_at, sandbox,
    (SELECT u.display_name FROM users u WHERE u.id = catches.diver_id) AS display_name,
    (SELECT s.id FROM species s WHERE s.pk = catches.species_pk) AS species_id,
    (SELECT s.common_name FROM species s WHERE s.pk = catches.species_pk) AS common_name,
    (SELECT s.scientific_name FROM species s WHERE s.pk = catches.species_pk) AS scientific_name`;

/**
 * Inserts a new catch and returns its record, read back from the insert itself: a new catch
 * has no verification, so findCatch's lookup by id, its cache generation reads and its
 * verification query would learn nothing more (docs/benchmarks.md#creating-catches-and-reading-boards).
 */
async function insertNewCatch(tx: Sql, diver: Viewer, columns: CatchColumns, now: number): Promise<CatchRecord> {
  const stored = (await tx.get<Omit<CatchRecord, 'verification'>>(
    createCatchSql,
    ...catchInsertParams(newId('catch'), diver.userId, columns, now, { sandbox: diver.role === 'developer' }),
  ))!;
  return { ...stored, verification: null };
}

/** The event of a change of `record`: a sandbox catch's is seen by its developer alone. */
function catchEvent(
  type: EventType,
  record: CatchRecord,
  object: object,
  previous?: Record<string, unknown>,
): EventInput & { type: EventType } {
  return {
    type,
    subjectUserId: record.diver_id,
    audienceUserId: record.sandbox ? record.diver_id : null,
    object: object as Record<string, unknown>,
    ...(previous ? { previous } : {}),
  };
}

/** The zone of a new catch of `diverId` whose body names none: the diver's, else the club's. */
export async function defaultTimeZone(db: Sql, diverId: string): Promise<string> {
  const diver = await db.get<{ time_zone: string | null }>('SELECT time_zone FROM users WHERE id = ?', diverId);
  return diver?.time_zone ?? clubSettingsNow(db.store).time_zone;
}

/** A new catch of `diver` (a developer's is a sandbox catch: theirs alone). */
export async function createCatch(db: Sql, diver: Viewer, input: CatchInput, now: number): Promise<CatchRecord> {
  const { columns } = await catchColumns(db, input, 'create', now);
  columns.time_zone ??= await defaultTimeZone(db, diver.userId);
  return db.transaction(
    async (tx) => {
      const record = await withCatchWriteEffects(tx, diver.userId, now, () => insertNewCatch(tx, diver, columns, now));
      await recordEvent(tx, catchEvent('catch.created', record, presentCatch(record, null, [])), now);
      return record;
    },
    { isolation: 'read committed' },
  );
}

interface UpdateOptions {
  /** Bulk imports update records and boards but emit no webhook events. */
  emitEvents?: boolean;
  /** Sets the tier outright (imports); otherwise a weight or species change resets it. */
  tier?: number;
}

const updatableColumns = [
  'species_pk',
  'weight_lbs',
  'depth_ft',
  'length_in',
  'caught_at',
  'time_zone',
  'lat',
  'lon',
  'location_name',
  'notes',
  'dive_type',
  'gear',
  'conditions',
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
  const update = () =>
    tx.run(
      `UPDATE catches SET ${keys.map((k) => `${k} = ?`).join(', ')} WHERE pk = ?`,
      ...(keys.map((k) => changed[k]) as SqlParam[]),
      current.pk,
    );
  await (emitEvents ? withCatchWriteEffects(tx, current.diver_id, now, update) : update());
  const updated = (await findCatch(tx, current.id))!;
  if (emitEvents) {
    await boards!(now);
    const before = presentCatch(current, null, []) as unknown as Record<string, unknown>;
    const after = presentCatch(updated, null, []) as unknown as Record<string, unknown>;
    const previous: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(before))
      if (field !== 'updated_at' && JSON.stringify(value) !== JSON.stringify(after[field])) previous[field] = value;
    await recordEvent(tx, catchEvent('catch.updated', current, after, previous), now);
  }
  return updated;
}

class PreconditionFailed extends HttpError {
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
  return db.transaction((tx) => deleteCatchWithin(tx, viewer, id, now));
}

/** deleteCatch's work inside the caller's transaction `tx`, which rolls back as a whole on error. */
async function deleteCatchWithin(tx: Sql, viewer: Viewer, id: string, now: number): Promise<{ deleted: CatchRecord; photoIds: string[] }> {
  const current = await ownedCatch(tx, viewer, id);
  const photoRows = (await photosFor(tx, [current.pk], (photoId) => photoId)).get(current.pk) ?? [];
  const boards = await leaderboardEffects(tx, current, null);
  await withCatchWriteEffects(tx, current.diver_id, now, () => tx.run('DELETE FROM catches WHERE pk = ?', current.pk));
  await boards(now);
  await recordEvent(tx, catchEvent('catch.deleted', current, presentCatch(current, null, photoRows)), now);
  return { deleted: current, photoIds: photoRows.map((p) => p.id) };
}

/** Catch ids read per query while deleting all of a diver's catches. */
const deletePageSize = 500;

/**
 * Deletes every catch of the viewer (their account is going), each through deleteCatch: events,
 * webhooks and board upkeep as usual. Catches that can move a reported board (silver and up)
 * go first, against the boards as they stand; then the diver's board rows go at once, so the
 * rest cost no recomputation of maxima. Returns the photo ids, for removal after the commit.
 */
export async function deleteCatchesOfDiver(tx: Sql, viewer: Viewer, now: number): Promise<string[]> {
  const photoIds: string[] = [];
  const deleteWhere = async (condition: string, ...params: SqlParam[]): Promise<void> => {
    for (;;) {
      // Always the first page: the ones before it are gone.
      const page = await tx.all<{ id: string }>(
        `SELECT id FROM catches WHERE diver_id = ? ${condition} ORDER BY pk LIMIT ?`,
        viewer.userId,
        ...params,
        deletePageSize,
      );
      // In `tx` itself, not in a savepoint each: the account goes whole or not at all, so a
      // savepoint (two more statements a catch) could never roll back alone.
      for (const { id } of page) photoIds.push(...(await deleteCatchWithin(tx, viewer, id, now)).photoIds);
      if (page.length < deletePageSize) return;
    }
  };
  await deleteWhere('AND tier >= ?', eventMinTier);
  if (tx.store.engine === 'postgres') {
    // PostgreSQL keeps every version of a row that one transaction updates again and again: each
    // of thousands of deletes would find the counter rows behind a longer chain. The counters are
    // taken down set-based instead, with the row trigger off (other writers of catches wait);
    // the board rows go after the diver's pending deltas, so that no fold brings them back.
    await tx.run(disableDerivedTriggersSql);
    for (const statement of removeDiverMonthTotalsSql) await tx.run(statement, viewer.userId);
    await tx.run(removeDiverCountsSql, viewer.userId);
    await dropDiverBoards(tx, viewer.userId);
    await deleteWhere('');
    await tx.run(enableDerivedTriggersSql);
  } else {
    await dropDiverBoards(tx, viewer.userId);
    await deleteWhere('');
  }
  return photoIds;
}
