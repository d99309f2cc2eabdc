// Who is told of an event, and what: one notice per event, each with its kind, the people
// it goes to and what the list shows. Nobody is told of their own doing, and a diver hears
// only of their own catches and entries.
import type { Sql } from '../../db/store';
import type { NotificationKind } from './kinds';

export interface NoticeText {
  title: string;
  text: string;
  /** The page the notification opens. */
  path: string;
}

export interface Notice extends NoticeText {
  kind: NotificationKind;
  userIds: string[];
}

export interface NotifyingEvent {
  type: string;
  data: string;
}

/** The `object` of each event type notifications are made from, as events/service.ts's callers write it. */
interface VerificationObject {
  catch: { id: string; diver_id: string };
  tier: string;
  previous_tier: string;
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

const boardTitles: Record<string, string> = {
  heaviest: 'heaviest fish',
  'total-weight': 'total weight',
  'catch-count': 'number of catches',
  deepest: 'deepest catch',
};

async function verificationRequested(db: Sql, object: Pick<VerificationObject, 'catch'>): Promise<Notice | null> {
  const named = await catchTitle(db, object.catch.id);
  if (!named) return null;
  return {
    kind: 'verification_requested',
    userIds: await peopleWithRoles(db, ['verifier', 'admin'], object.catch.diver_id),
    title: 'A catch waits for verification',
    text: `${named.diver} asks for their ${named.species} to be verified.`,
    path: `/catches/${object.catch.id}`,
  };
}

async function verificationDecided(db: Sql, object: VerificationObject): Promise<Notice | null> {
  const named = await catchTitle(db, object.catch.id);
  if (!named) return null;
  const refused = object.tier === 'unverified';
  const reason = object.note ? ` Reason: ${object.note}` : '';
  return {
    kind: 'catch_graded',
    userIds: [object.catch.diver_id],
    title: refused ? 'Your catch was refused' : `Your catch was graded ${object.tier}`,
    text: refused
      ? `A verifier refused your ${named.species}.${reason}`
      : `A verifier graded your ${named.species} ${object.tier} (it was ${object.previous_tier}).${reason}`,
    path: `/catches/${object.catch.id}`,
  };
}

async function admins(db: Sql, kind: NotificationKind, text: NoticeText): Promise<Notice> {
  return { kind, userIds: await peopleWithRoles(db, ['admin']), ...text };
}

/** The divers who moved down within or out of the top 10. */
async function boardOvertaken(db: Sql, object: BoardObject): Promise<Notice[]> {
  const species = object.species_id
    ? (await db.get<{ common_name: string }>('SELECT common_name FROM species WHERE id = ?', object.species_id))?.common_name
    : undefined;
  const query = new URLSearchParams({ board: object.board });
  if (object.species_id) query.set('species', object.species_id);
  if (object.season) query.set('season', String(object.season));
  const board = [boardTitles[object.board] ?? object.board, species, object.season ? `season ${object.season}` : null]
    .filter(Boolean)
    .join(', ');
  const notices: Notice[] = [];
  for (const change of object.changes) {
    if (change.old_rank === null || (change.new_rank !== null && change.new_rank <= change.old_rank)) continue;
    notices.push({
      kind: 'board_overtaken',
      userIds: [change.diver.id],
      title: 'You were overtaken on a leaderboard',
      text:
        change.new_rank === null
          ? `You left the top 10 of the board “${board}” (you were #${change.old_rank}).`
          : `You went from #${change.old_rank} to #${change.new_rank} on the board “${board}”.`,
      path: `/boards?${query}`,
    });
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
      title: 'A new competition',
      text: `${object.name} is open for entries.`,
      path,
    };
  if (object.status !== 'provisional' && object.status !== 'final') return null;
  const entrants = await db.all<{ id: string }>(
    'SELECT m.user_id AS id FROM competition_members m JOIN competitions c ON c.pk = m.competition_pk WHERE c.id = ?',
    object.id,
  );
  return {
    kind: 'competition_results',
    userIds: ids(entrants),
    title: object.status === 'final' ? 'Final results are in' : 'Provisional results are up',
    text:
      object.status === 'final'
        ? `The results of ${object.name} are final.`
        : `The results of ${object.name} are provisional: protests are open until they become final.`,
    path,
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
    title: 'A protest against your entry',
    text: `Someone protested ${protest.entry_id ? 'your entry' : 'a catch of your entry'} in ${competition.name}; an admin will decide.`,
    path: `/competitions/${competition.id}`,
  };
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
        await admins(db, 'sign_up_waiting', {
          title: 'A sign-up waits for you',
          text: `${(object as { sign_up: { display_name: string } }).sign_up.display_name} asks to join the club.`,
          path: '/admin/people#sign-ups',
        }),
      ];
    case 'developer_application.requested':
      return [
        await admins(db, 'developer_application_waiting', {
          title: 'A developer application waits for you',
          text: `${(object as { application: { name: string } }).application.name} applies for developer access.`,
          path: '/developers/applications',
        }),
      ];
    case 'leaderboard.updated':
      return boardOvertaken(db, object);
    case 'competition.status_changed':
      return one(await competitionStatus(db, object, previous));
    case 'competition.protest_filed':
      return [await protestFiled(db, object)];
    default:
      return [];
  }
}
