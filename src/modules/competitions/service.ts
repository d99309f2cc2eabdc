// Competitions (contract §7a): create, read, change, publish, cancel, finalize; and the
// clock. Status follows the clock on every read: `advanceByClock` moves a competition past
// each time it has reached with a conditional UPDATE (WHERE status = the status read), so with
// several instances on one database exactly one writer makes each transition and writes its
// events in that same transaction; the others see the row already moved.
import type { Static } from '@sinclair/typebox';
import type { Sql } from '../../db/store';
import { newestFirstPage, type Page } from '../../db/paging';
import { newId } from '../../lib/ids';
import { Conflict, type FieldError, HttpError, NotFound, ValidationFailed } from '../../lib/problem';
import { readIsoTime, toIso } from '../../lib/time';
import type { Principal } from '../../identity/credentials';
import { recordEvent } from '../events/service';
import { resolveSpecies, UnknownSpecies } from '../catches/species/service';
import type { CompetitionCreate, CompetitionUpdate, Competition, Status } from './model';
import { type CompetitionRow, competitionColumns, findCompetitionRow } from './rows';
import type { Rules } from './scoring';
import { finalSnapshot, type FinalSnapshot } from './standings';

export type CompetitionInput = Static<typeof CompetitionCreate>;
export type CompetitionPatch = Static<typeof CompetitionUpdate>;
export type CompetitionView = Static<typeof Competition>;

/** Who acts: the fields of a principal (API) or a signed-in visitor (pages) the rules need. */
export interface Actor {
  userId: string;
  role: Principal['role'];
}

export class AdminsOnly extends HttpError {
  constructor() {
    super(403, 'forbidden', 'Only admins create and run competitions.');
  }
}

export const requireAdmin = (actor: Actor): void => {
  if (actor.role !== 'admin') throw new AdminsOnly();
};

export function presentCompetition(row: CompetitionRow): CompetitionView {
  return {
    id: row.id,
    status: row.status,
    name: row.name,
    description: row.description,
    starts_at: toIso(row.starts_at),
    ends_at: toIso(row.ends_at),
    time_zone: row.time_zone,
    area: row.area === null ? null : JSON.parse(row.area),
    team_size: row.team_size,
    divisions: JSON.parse(row.divisions),
    entry: row.entry,
    weigh_in: row.weigh_in,
    weighmasters: JSON.parse(row.weighmasters),
    protest_hours: row.protest_hours,
    rules: JSON.parse(row.rules),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

// ---------------------------------------------------------------- validation

/** Every field a competition stores, in input form with defaults filled in. */
interface Settings {
  name: string;
  description: string | null;
  starts_at: string;
  ends_at: string;
  time_zone: string;
  area: { type: 'Polygon'; coordinates: number[][][] } | null;
  team_size: number;
  divisions: string[];
  entry: 'open' | 'admin';
  weigh_in: 'required' | 'none';
  weighmasters: string[];
  protest_hours: number;
  rules: NonNullable<CompetitionInput['rules']>;
}

interface Checked {
  startsAt: number;
  endsAt: number;
  rules: Rules;
}

const ianaZone = /^(UTC|[A-Z][A-Za-z_+-]*(\/[A-Za-z0-9_+-]+){1,2})$/;

function validZone(zone: string): boolean {
  if (!ianaZone.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function areaErrors(area: Settings['area']): FieldError[] {
  if (area === null) return [];
  return area.coordinates.flatMap((ring, i): FieldError[] => {
    const field = `area.coordinates[${i}]`;
    if (ring.some((p) => p[1]! < -90 || p[1]! > 90)) return [{ field, message: 'latitudes are -90 to 90' }];
    const [first, last] = [ring[0]!, ring[ring.length - 1]!];
    if (first[0] !== last[0] || first[1] !== last[1])
      return [{ field, message: 'a ring must be closed: its last position equals its first' }];
    if (new Set(ring.map((p) => `${p[0]},${p[1]}`)).size < 3) return [{ field, message: 'a ring needs at least three distinct positions' }];
    return [];
  });
}

/** Every problem with `s`, one entry each (422); else the times read and the rules with species as sp_ ids. */
async function checkSettings(db: Sql, s: Settings): Promise<Checked> {
  const errors: FieldError[] = [];
  const starts = readIsoTime(s.starts_at);
  const ends = readIsoTime(s.ends_at);
  if ('problem' in starts) errors.push({ field: 'starts_at', message: starts.problem });
  if ('problem' in ends) errors.push({ field: 'ends_at', message: ends.problem });
  if ('seconds' in starts && 'seconds' in ends && ends.seconds <= starts.seconds)
    errors.push({ field: 'ends_at', message: 'must be after starts_at' });
  if (!validZone(s.time_zone)) errors.push({ field: 'time_zone', message: `is not an IANA time zone (e.g. Europe/Lisbon)` });
  errors.push(...areaErrors(s.area));
  const species: Rules['species'] = [];
  const seen = new Set<string>();
  for (const [i, rule] of (s.rules.species ?? []).entries()) {
    const field = `rules.species[${i}].species`;
    try {
      const row = await resolveSpecies(db, rule.species, field);
      if (seen.has(row.id)) errors.push({ field, message: 'names a species already ruled above' });
      seen.add(row.id);
      species.push({ ...rule, species: row.id });
    } catch (error) {
      if (!(error instanceof UnknownSpecies)) throw error;
      errors.push(...(error.errors ?? []));
    }
  }
  if (s.weighmasters.length > 0) {
    const found = await db.all<{ id: string; role: string }>(
      `SELECT id, role FROM users WHERE id IN (${s.weighmasters.map(() => '?').join(', ')})`,
      ...s.weighmasters,
    );
    const roles = new Map(found.map((u) => [u.id, u.role]));
    s.weighmasters.forEach((id, i) => {
      const role = roles.get(id);
      if (role === undefined) errors.push({ field: `weighmasters[${i}]`, message: 'is not a user' });
      else if (role !== 'verifier' && role !== 'admin')
        errors.push({ field: `weighmasters[${i}]`, message: 'must be a verifier or an admin' });
    });
  }
  if (errors.length > 0) throw new ValidationFailed(errors);
  const r = s.rules;
  return {
    startsAt: (starts as { seconds: number }).seconds,
    endsAt: (ends as { seconds: number }).seconds,
    rules: {
      points_per_kg: r.points_per_kg ?? 1000,
      fish_bonus: r.fish_bonus ?? 0,
      species_bonus: r.species_bonus ?? 0,
      other_species: r.other_species ?? 'allowed',
      default_min_weight_kg: r.default_min_weight_kg ?? 0,
      default_max_count: r.default_max_count ?? null,
      max_fish: r.max_fish ?? null,
      species,
    },
  };
}

const settingsValues = (s: Settings, c: Checked) => [
  s.name,
  s.description,
  c.startsAt,
  c.endsAt,
  s.time_zone,
  s.area === null ? null : JSON.stringify(s.area),
  s.team_size,
  JSON.stringify(s.divisions),
  s.entry,
  s.weigh_in,
  JSON.stringify(s.weighmasters),
  s.protest_hours,
  JSON.stringify(c.rules),
];

const settingsColumns = [
  'name',
  'description',
  'starts_at',
  'ends_at',
  'time_zone',
  'area',
  'team_size',
  'divisions',
  'entry',
  'weigh_in',
  'weighmasters',
  'protest_hours',
  'rules',
];

// ---------------------------------------------------------------- create, read, change

export async function createCompetition(db: Sql, actor: Actor, input: CompetitionInput, now: number): Promise<CompetitionRow> {
  requireAdmin(actor);
  const settings: Settings = {
    name: input.name,
    description: input.description ?? null,
    starts_at: input.starts_at,
    ends_at: input.ends_at,
    time_zone: input.time_zone,
    area: input.area ?? null,
    team_size: input.team_size ?? 1,
    divisions: input.divisions ?? [],
    entry: input.entry,
    weigh_in: input.weigh_in ?? 'required',
    weighmasters: input.weighmasters ?? [],
    protest_hours: input.protest_hours ?? 1,
    rules: input.rules ?? {},
  };
  const checked = await checkSettings(db, settings);
  const id = newId('cmp');
  await db.transaction(async (tx) => {
    await tx.run(
      `INSERT INTO competitions (id, ${settingsColumns.join(', ')}, status, created_by, created_at, updated_at)
       VALUES (?, ${settingsColumns.map(() => '?').join(', ')}, 'draft', ?, ?, ?)`,
      id,
      ...settingsValues(settings, checked),
      actor.userId,
      now,
      now,
    );
  });
  return (await findCompetitionRow(db, id))!;
}

/** The competition as `actor` may see it (a draft is admins' only), moved along by the clock first. */
export async function readCompetition(db: Sql, actor: Actor | null, id: string, now: number): Promise<CompetitionRow> {
  const row = await findCompetitionRow(db, id);
  if (!row || (row.status === 'draft' && actor?.role !== 'admin')) throw new NotFound('The competition');
  return advanceByClock(db, row, now);
}

export interface ListQuery {
  status?: Status;
  page?: number;
  per_page?: number;
}

/** Newest first; drafts for admins only. Every competition whose next time has come moves first. */
export async function listCompetitions(db: Sql, actor: Actor | null, query: ListQuery, now: number): Promise<Page<CompetitionRow>> {
  const due = await db.all<CompetitionRow>(
    `SELECT ${competitionColumns} FROM competitions
     WHERE (status = 'open' AND starts_at <= ?) OR (status = 'running' AND ends_at <= ?)
        OR (status = 'provisional' AND ends_at + protest_hours * 3600 <= ?)`,
    now,
    now,
    now,
  );
  for (const row of due) await advanceByClock(db, row, now);
  const where: string[] = [];
  const params: string[] = [];
  if (actor?.role !== 'admin') where.push("status <> 'draft'");
  if (query.status !== undefined) {
    where.push('status = ?');
    params.push(query.status);
  }
  return newestFirstPage<CompetitionRow>(db, {
    ...query,
    select: `SELECT ${competitionColumns} FROM competitions`,
    from: 'FROM competitions',
    pk: 'pk',
    where,
    params,
    cursorPk: null,
  });
}

const started = (status: Status): boolean => !['draft', 'open'].includes(status);

export async function updateCompetition(db: Sql, actor: Actor, id: string, patch: CompetitionPatch, now: number): Promise<CompetitionRow> {
  requireAdmin(actor);
  // A time that is no time is refused as the body's fault, before the competition is looked up.
  const badTimes = (['starts_at', 'ends_at'] as const).flatMap((field): FieldError[] => {
    const text = patch[field];
    const reading = text === undefined ? null : readIsoTime(text);
    return reading && 'problem' in reading ? [{ field, message: reading.problem }] : [];
  });
  if (badTimes.length > 0) throw new ValidationFailed(badTimes);
  const row = await readCompetition(db, actor, id, now);
  const fields = Object.keys(patch);
  if (started(row.status) && fields.some((f) => f !== 'description'))
    throw new Conflict('The competition has started: only its description may change.', 'competition_started');
  const current = presentCompetition(row);
  const settings: Settings = { ...current, ...patch, rules: patch.rules ?? current.rules } as Settings;
  const checked = await checkSettings(db, settings);
  await db.transaction(async (tx) => {
    const changed = await tx.run(
      `UPDATE competitions SET ${settingsColumns.map((c) => `${c} = ?`).join(', ')}, updated_at = ? WHERE pk = ? AND status = ?`,
      ...settingsValues(settings, checked),
      now,
      row.pk,
      row.status,
    );
    if (changed === 0) throw new Conflict('The competition changed meanwhile; read it again.');
  });
  return advanceByClock(db, (await findCompetitionRow(db, id))!, now);
}

export async function deleteCompetition(db: Sql, actor: Actor, id: string, now: number): Promise<void> {
  requireAdmin(actor);
  const row = await readCompetition(db, actor, id, now);
  if (row.status !== 'draft')
    throw new Conflict('Only a draft is deleted; cancel a published competition instead.', 'competition_not_draft');
  await db.transaction(async (tx) => {
    await tx.run("DELETE FROM competitions WHERE pk = ? AND status = 'draft'", row.pk);
  });
}

// ---------------------------------------------------------------- status

/** The status the clock gives `row` now, or null when it stays. */
function clockStep(row: CompetitionRow, now: number, openProtests: number): Status | null {
  if (row.status === 'open' && now >= row.starts_at) return 'running';
  if (row.status === 'running' && now >= row.ends_at) return 'provisional';
  if (row.status === 'provisional' && now >= row.ends_at + row.protest_hours * 3600 && openProtests === 0) return 'final';
  return null;
}

const countOpenProtests = async (db: Sql, pk: number): Promise<number> =>
  Number(
    (await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM competition_protests WHERE competition_pk = ? AND decision IS NULL', pk))!.n,
  );

/**
 * Moves `row` from `from` to `to` if it is still at `from` (one writer wins), with its events,
 * in one transaction; `final` stores the standings. Resolves to the row as it now is.
 */
async function transition(db: Sql, row: CompetitionRow, to: Status, now: number): Promise<CompetitionRow> {
  await db.transaction(async (tx) => {
    const snapshot: FinalSnapshot | null = to === 'final' ? await finalSnapshot(tx, row) : null;
    const moved = await tx.run(
      'UPDATE competitions SET status = ?, final_standings = ?, updated_at = ? WHERE pk = ? AND status = ?',
      to,
      snapshot === null ? null : JSON.stringify(snapshot),
      now,
      row.pk,
      row.status,
    );
    if (moved === 0) return;
    const after = { ...row, status: to, updated_at: now };
    await recordEvent(
      tx,
      { type: 'competition.status_changed', subjectUserId: null, object: presentCompetition(after), previous: { status: row.status } },
      now,
    );
    if (snapshot)
      await recordEvent(
        tx,
        {
          type: 'competition.finalized',
          subjectUserId: null,
          object: { competition: { id: row.id, name: row.name, status: to }, top: snapshot.standings.slice(0, 10) },
        },
        now,
      );
  });
  return (await findCompetitionRow(db, row.id))!;
}

/** Applies every transition the clock has reached (open → running → provisional → final). */
export async function advanceByClock(db: Sql, row: CompetitionRow, now: number): Promise<CompetitionRow> {
  let current = row;
  for (;;) {
    const protests = current.status === 'provisional' ? await countOpenProtests(db, current.pk) : 0;
    const next = clockStep(current, now, protests);
    if (next === null) return current;
    current = await transition(db, current, next, now);
  }
}

export async function publishCompetition(db: Sql, actor: Actor, id: string, now: number): Promise<CompetitionRow> {
  requireAdmin(actor);
  const row = await readCompetition(db, actor, id, now);
  if (row.status !== 'draft') throw new Conflict(`The competition is ${row.status}: only a draft is published.`, 'competition_not_draft');
  return advanceByClock(db, await transition(db, row, 'open', now), now);
}

export async function cancelCompetition(db: Sql, actor: Actor, id: string, now: number): Promise<CompetitionRow> {
  requireAdmin(actor);
  const row = await readCompetition(db, actor, id, now);
  if (row.status === 'final' || row.status === 'cancelled')
    throw new Conflict(`The competition is already ${row.status}.`, `competition_${row.status}`);
  return transition(db, row, 'cancelled', now);
}

export async function finalizeCompetition(db: Sql, actor: Actor, id: string, now: number): Promise<CompetitionRow> {
  requireAdmin(actor);
  const row = await readCompetition(db, actor, id, now);
  if (row.status !== 'provisional')
    throw new Conflict(`The competition is ${row.status}: only provisional results are finalized.`, 'competition_not_provisional');
  if ((await countOpenProtests(db, row.pk)) > 0) throw new Conflict('Resolve every open protest first.', 'protests_open');
  return transition(db, row, 'final', now);
}
