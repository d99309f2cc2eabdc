// Entries (contract §7a): a diver enters themselves (and their team's members) while the
// competition is open and takes entries from divers; admins add anyone's entry any time before
// `final`. A diver is in one entry per competition: competition_members' key refuses a second.
import type { Static } from '@sinclair/typebox';
import { isUniqueViolation, type Sql } from '../../db/store';
import { newId } from '../../lib/ids';
import { Conflict, type FieldError, HttpError, NotFound, ValidationFailed } from '../../lib/problem';
import { toIso } from '../../lib/time';
import { withStandingsEvent } from './effects';
import type { EntryCreate, Entry } from './model';
import type { CompetitionRow } from './rows';
import type { Actor } from './service';
import { readEntries, type EntryRecord } from './standings';

type EntryInput = Static<typeof EntryCreate>;
type EntryView = Static<typeof Entry>;

class AlreadyEntered extends HttpError {
  constructor(who: string[]) {
    super(409, 'already_entered', `Already in an entry of this competition: ${who.join(', ')}.`);
  }
}

export const presentEntry = (competition: CompetitionRow, entry: EntryRecord): EntryView => ({
  id: entry.id,
  competition_id: competition.id,
  division: entry.division,
  team_name: entry.team_name,
  divers: entry.divers,
  created_at: toIso(entry.created_at),
});

function entryRefusal(competition: CompetitionRow, actor: Actor, input: EntryInput): HttpError | null {
  if (actor.role === 'admin')
    return ['final', 'cancelled'].includes(competition.status)
      ? new Conflict(`The competition is ${competition.status}: entries are closed.`, 'entries_closed')
      : null;
  if (competition.entry === 'admin') return new HttpError(403, 'forbidden', 'Admins add the entries of this competition.');
  if (input.diver_id !== undefined && input.diver_id !== actor.userId)
    return new HttpError(403, 'forbidden', 'Only admins enter someone else (diver_id).');
  if (competition.status !== 'open')
    return new Conflict(`The competition is ${competition.status}: divers enter while it is open.`, 'entries_closed');
  return null;
}

export async function createEntry(db: Sql, actor: Actor, competition: CompetitionRow, input: EntryInput, now: number): Promise<EntryView> {
  const refusal = entryRefusal(competition, actor, input);
  if (refusal) throw refusal;
  const members = [input.diver_id ?? actor.userId, ...(input.members ?? []).filter((m) => m !== (input.diver_id ?? actor.userId))];
  const errors: FieldError[] = [];
  const divisions = JSON.parse(competition.divisions) as string[];
  if (input.division !== undefined && !divisions.includes(input.division))
    errors.push({
      field: 'division',
      message: divisions.length ? `is not one of ${divisions.join(', ')}` : 'this competition has no divisions',
    });
  if (input.division === undefined && divisions.length > 0)
    errors.push({ field: 'division', message: `pick one of ${divisions.join(', ')}` });
  if (members.length > competition.team_size)
    errors.push({
      field: 'members',
      message: `a team has at most ${competition.team_size} member${competition.team_size === 1 ? '' : 's'}`,
    });
  if (input.team_name !== undefined && competition.team_size === 1)
    errors.push({ field: 'team_name', message: 'this competition has no teams' });
  const known = new Set(
    // Developers who are not members (auth/scopes.ts) enter no club competition.
    (
      await db.all<{ id: string }>(
        `SELECT id FROM users WHERE role <> 'developer' AND id IN (${members.map(() => '?').join(', ')})`,
        ...members,
      )
    ).map((u) => u.id),
  );
  members.forEach((id, i) => {
    if (!known.has(id))
      errors.push({ field: i === 0 && input.diver_id !== undefined ? 'diver_id' : `members[${i - 1}]`, message: 'is not a member' });
  });
  if (errors.length > 0) throw new ValidationFailed(errors);
  const id = newId('ent');
  try {
    await db.transaction(async (tx) =>
      withStandingsEvent(tx, competition, now, async () => {
        const taken = await tx.all<{ user_id: string }>(
          `SELECT user_id FROM competition_members WHERE competition_pk = ? AND user_id IN (${members.map(() => '?').join(', ')})`,
          competition.pk,
          ...members,
        );
        if (taken.length > 0) throw new AlreadyEntered(taken.map((t) => t.user_id));
        const entry = await tx.get<{ pk: number }>(
          'INSERT INTO competition_entries (id, competition_pk, division, team_name, created_at) VALUES (?, ?, ?, ?, ?) RETURNING pk',
          id,
          competition.pk,
          input.division ?? null,
          input.team_name ?? null,
          now,
        );
        for (const userId of members)
          await tx.run(
            'INSERT INTO competition_members (competition_pk, user_id, entry_pk) VALUES (?, ?, ?)',
            competition.pk,
            userId,
            entry!.pk,
          );
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw new AlreadyEntered(members);
    throw error;
  }
  return presentEntry(competition, (await readEntries(db, competition.pk)).find((e) => e.id === id)!);
}

export async function findEntry(db: Sql, competition: CompetitionRow, entryId: string): Promise<{ pk: number; id: string }> {
  const row = await db.get<{ pk: number; id: string }>(
    'SELECT pk, id FROM competition_entries WHERE id = ? AND competition_pk = ?',
    entryId,
    competition.pk,
  );
  if (!row) throw new NotFound('The entry');
  return row;
}

/** Before the competition runs, by an admin or a member of the entry. */
export async function deleteEntry(db: Sql, actor: Actor, competition: CompetitionRow, entryId: string, now: number): Promise<void> {
  const entry = await findEntry(db, competition, entryId);
  const member = await db.get('SELECT 1 AS one FROM competition_members WHERE entry_pk = ? AND user_id = ?', entry.pk, actor.userId);
  if (actor.role !== 'admin' && !member) throw new NotFound('The entry');
  if (!['draft', 'open'].includes(competition.status))
    throw new Conflict('The competition has started: entries stay.', 'competition_started');
  await db.transaction((tx) =>
    withStandingsEvent(tx, competition, now, async () => {
      await tx.run('DELETE FROM competition_entries WHERE pk = ?', entry.pk);
    }),
  );
}

/** The entry `userId` is in, if any. */
export async function entryOf(db: Sql, competition: CompetitionRow, userId: string): Promise<{ pk: number; id: string } | null> {
  return (
    (await db.get<{ pk: number; id: string }>(
      'SELECT e.pk, e.id FROM competition_members m JOIN competition_entries e ON e.pk = m.entry_pk WHERE m.competition_pk = ? AND m.user_id = ?',
      competition.pk,
      userId,
    )) ?? null
  );
}

/** The users with these emails (pages name people by email), or the emails nobody has as 422 errors of `field`. */
export async function usersByEmail(db: Sql, emails: string[], field: string): Promise<string[]> {
  const ids: string[] = [];
  const errors: FieldError[] = [];
  for (const email of emails) {
    const user = await db.get<{ id: string }>('SELECT id FROM users WHERE email = ?', email.trim().toLowerCase());
    if (user) ids.push(user.id);
    else errors.push({ field, message: `nobody has the address ${email}` });
  }
  if (errors.length > 0) throw new ValidationFailed(errors);
  return ids;
}
