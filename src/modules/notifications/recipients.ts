// Who is told of an event, and what: one notice per event, each with its kind, the people
// it goes to, the page it opens and the values its sentences are made of (wording.ts words
// them for each reader). Nobody is told of their own doing, and a diver hears only of their
// own catches and entries.
import type { Sql } from '../../db/store';
import type { Tier } from '../../db/vocabulary';
import type { NotificationKind } from './kinds';
import { emptyWeek } from './digest';
import type { BoardMove, Said } from './wording';

export type Notice = { [K in NotificationKind]: { kind: K; userIds: string[] } & Said<K> }[NotificationKind];

export interface NotifyingEvent {
  type: string;
  data: string;
}

/** The `object` of each event type notifications are made from, as events/service.ts's callers write it. */
interface VerificationObject {
  catch: { id: string; diver_id: string };
  tier: Tier;
  previous_tier: Tier;
  note: string | null;
}
interface BoardObject {
  board: string;
  species_id: string | null;
  season: number | null;
  changes: { diver: { id: string }; old_rank: number | null; new_rank: number | null }[];
}
interface CompetitionObject {
  id: string;
  name: string;
  status: string;
}
interface OvertakenObject {
  competition: { id: string; name: string };
  entries: { member_ids: string[]; old_rank: number; new_rank: number | null }[];
}
interface ProtestObject {
  competition: { id: string; name: string };
  protest: { id: string; entry_id: string | null; catch_id: string | null; protested_by: string };
}

const ids = (rows: { id: string }[]): string[] => rows.map((row) => row.id);

/** Active accounts of these roles, but `except`. */
async function peopleWithRoles(db: Sql, roles: string[], except: string | null = null): Promise<string[]> {
  return ids(
    await db.all<{ id: string }>(
      `SELECT id FROM users WHERE role IN (${roles.map(() => '?').join(', ')}) AND disabled_at IS NULL AND id <> ?`,
      ...roles,
      except ?? '',
    ),
  );
}

async function catchTitle(db: Sql, catchId: string): Promise<{ species: string; diver: string } | undefined> {
  return db.get<{ species: string; diver: string }>(
    `SELECT s.common_name AS species, u.display_name AS diver
     FROM catches c JOIN species s ON s.pk = c.species_pk JOIN users u ON u.id = c.diver_id WHERE c.id = ?`,
    catchId,
  );
}

async function verificationRequested(db: Sql, object: Pick<VerificationObject, 'catch'>): Promise<Notice | null> {
  const named = await catchTitle(db, object.catch.id);
  if (!named) return null;
  return {
    kind: 'verification_requested',
    userIds: await peopleWithRoles(db, ['verifier', 'admin'], object.catch.diver_id),
    path: `/catches/${object.catch.id}`,
    say: { diver: named.diver, species: named.species },
  };
}

async function verificationDecided(db: Sql, object: VerificationObject): Promise<Notice | null> {
  const named = await catchTitle(db, object.catch.id);
  if (!named) return null;
  return {
    kind: 'catch_graded',
    userIds: [object.catch.diver_id],
    path: `/catches/${object.catch.id}`,
    say: { species: named.species, tier: object.tier, previous_tier: object.previous_tier, note: object.note },
  };
}

const admins = (db: Sql): Promise<string[]> => peopleWithRoles(db, ['admin']);

/** The divers who moved down within or out of the top 10. */
async function boardOvertaken(db: Sql, object: BoardObject): Promise<Notice[]> {
  const species = object.species_id
    ? (await db.get<{ common_name: string }>('SELECT common_name FROM species WHERE id = ?', object.species_id))?.common_name
    : undefined;
  const query = new URLSearchParams({ board: object.board });
  if (object.species_id) query.set('species', object.species_id);
  if (object.season) query.set('season', String(object.season));
  const notices: Notice[] = [];
  for (const change of object.changes) {
    if (change.old_rank === null || (change.new_rank !== null && change.new_rank <= change.old_rank)) continue;
    const move: BoardMove = {
      board: object.board,
      species: species ?? null,
      season: object.season,
      old_rank: change.old_rank,
      new_rank: change.new_rank,
    };
    notices.push({ kind: 'board_overtaken', userIds: [change.diver.id], path: `/boards?${query}`, say: { boards: [move] } });
  }
  return notices;
}

async function competitionStatus(
  db: Sql,
  object: CompetitionObject,
  previous: Partial<CompetitionObject> | undefined,
): Promise<Notice | null> {
  const path = `/competitions/${object.id}`;
  if (object.status === 'open' && previous?.status === 'draft')
    return {
      kind: 'competition_published',
      // Everyone of the club sees a published competition (a developer's account is not of the club).
      userIds: await peopleWithRoles(db, ['admin', 'verifier', 'diver']),
      path,
      say: { competition: object.name },
    };
  if (object.status !== 'provisional' && object.status !== 'final') return null;
  const entrants = await db.all<{ id: string }>(
    'SELECT m.user_id AS id FROM competition_members m JOIN competitions c ON c.pk = m.competition_pk WHERE c.id = ?',
    object.id,
  );
  return {
    kind: 'competition_results',
    userIds: ids(entrants),
    path,
    say: { competition: object.name, final: object.status === 'final' },
  };
}

/** The members of the entry protested (for a catch: of its diver's entry), but the one who protested. */
async function protestFiled(db: Sql, object: ProtestObject): Promise<Notice> {
  const { competition, protest } = object;
  const members = protest.entry_id
    ? await db.all<{ id: string }>(
        `SELECT m.user_id AS id FROM competition_members m JOIN competition_entries e ON e.pk = m.entry_pk WHERE e.id = ?`,
        protest.entry_id,
      )
    : await db.all<{ id: string }>(
        `SELECT team.user_id AS id FROM catches c
         JOIN competitions k ON k.id = ?
         JOIN competition_members m ON m.competition_pk = k.pk AND m.user_id = c.diver_id
         JOIN competition_members team ON team.entry_pk = m.entry_pk
         WHERE c.id = ?`,
        competition.id,
        protest.catch_id,
      );
  return {
    kind: 'protest_on_entry',
    userIds: ids(members).filter((id) => id !== protest.protested_by),
    path: `/competitions/${competition.id}`,
    say: { competition: competition.name, entry: protest.entry_id !== null },
  };
}

/** The members of each entry pushed down in a competition's top 10 by another entry (competitions/effects.ts decides who). */
function competitionOvertaken(object: OvertakenObject): Notice[] {
  return object.entries.map((entry) => ({
    kind: 'competition_overtaken',
    userIds: entry.member_ids,
    path: `/competitions/${object.competition.id}`,
    say: { competition: object.competition.name, old_rank: entry.old_rank, new_rank: entry.new_rank },
  }));
}

/** What `event` tells whom; nothing for a type notifications are not made from. */
export async function noticesOf(db: Sql, event: NotifyingEvent): Promise<Notice[]> {
  // Each case reads the object its type carries (the interfaces above).
  const { object, previous } = JSON.parse(event.data) as { object: never; previous?: Partial<CompetitionObject> };
  const one = (notice: Notice | null): Notice[] => (notice ? [notice] : []);
  switch (event.type) {
    case 'verification.requested':
      return one(await verificationRequested(db, object));
    case 'verification.decided':
      return one(await verificationDecided(db, object));
    case 'sign_up.requested':
      return [
        {
          kind: 'sign_up_waiting',
          userIds: await admins(db),
          path: '/admin/people#sign-ups',
          say: { name: (object as { sign_up: { display_name: string } }).sign_up.display_name },
        },
      ];
    case 'developer_application.requested':
      return [
        {
          kind: 'developer_application_waiting',
          userIds: await admins(db),
          path: '/developers/applications',
          say: { name: (object as { application: { name: string } }).application.name },
        },
      ];
    case 'leaderboard.updated':
      return boardOvertaken(db, object);
    case 'competition.status_changed':
      return one(await competitionStatus(db, object, previous));
    case 'competition.protest_filed':
      return [await protestFiled(db, object)];
    case 'competition.overtaken':
      return competitionOvertaken(object);
    case 'club.digest':
      return emptyWeek(object) ? [] : [{ kind: 'club_digest', userIds: await admins(db), path: '/admin', say: object }];
    default:
      return [];
  }
}
