// The admins' weekly digest of the club: what the last week brought (new members, catches
// logged, grades given, new club records, competitions published and finished), counted once
// and written as one `club.digest` event for the notifier, which makes one `club_digest`
// notification per admin who keeps it (a weekly mail unless they chose otherwise, kinds.ts).
//
// Weeks run Monday 00:00 to Monday 00:00 on the club's clock (its time zone, daylight saving
// included: a week of 167 or 169 hours). The event's id is the week's, so however many
// instances look at once, one insert wins and the others change nothing; its mails then go
// through the mailing's claims like every other mail, each once. A week with nothing in it
// makes the event (so it is not counted again) and no notification.
import type { Sql, Store } from '../../db/store';
import { fromWallClock, wallDay } from '../../lib/zones';
import { recordInternalEvent } from '../events/service';
import type { DigestValues, NamedCatch } from './wording';

const day = 86_400;
/** Names a digest lists at most (the counts say the rest). */
const namedAtMost = 5;
const recordsNamed = 3;

/** The calendar day `days` after `date` (YYYY-MM-DD), and its weekday (0 Sunday, 1 Monday…). */
function dayAfter(date: string, days: number): { date: string; weekday: number } {
  const moved = new Date(Date.parse(`${date}T00:00:00Z`) + days * day * 1000);
  return { date: moved.toISOString().slice(0, 10), weekday: moved.getUTCDay() };
}

/**
 * The last whole week before `now` on `timeZone`'s clock: [start, end) in unix seconds, end
 * the latest Monday 00:00 there not after now; `from` and `to` its first and last day there.
 */
export function lastWeek(now: number, timeZone: string): { start: number; end: number; from: string; to: string } {
  const today = wallDay(now, timeZone);
  const sinceMonday = (dayAfter(today, 0).weekday + 6) % 7;
  const monday = dayAfter(today, -sinceMonday).date;
  const before = dayAfter(monday, -7).date;
  return {
    start: fromWallClock(`${before}T00:00`, timeZone),
    end: fromWallClock(`${monday}T00:00`, timeZone),
    from: before,
    to: dayAfter(monday, -1).date,
  };
}

/** The week's new club records: per species, the heaviest catch of the week when it beats every earlier one. */
async function records(db: Sql, start: number, end: number): Promise<NamedCatch[]> {
  return db.all<NamedCatch>(
    `SELECT s.common_name AS species, c.weight_lbs, u.display_name AS diver
     FROM catches c JOIN species s ON s.pk = c.species_pk JOIN users u ON u.id = c.diver_id
     WHERE c.created_at >= ?1 AND c.created_at < ?2 AND c.sandbox = 0
       AND c.weight_lbs > COALESCE((SELECT max(o.weight_lbs) FROM catches o WHERE o.species_pk = c.species_pk AND o.sandbox = 0 AND o.created_at < ?1), 0)
       AND NOT EXISTS (SELECT 1 FROM catches w WHERE w.species_pk = c.species_pk AND w.sandbox = 0 AND w.created_at >= ?1 AND w.created_at < ?2
         AND (w.weight_lbs > c.weight_lbs OR (w.weight_lbs = c.weight_lbs AND w.pk < c.pk)))
     ORDER BY c.weight_lbs DESC, c.pk`,
    start,
    end,
  );
}

/** What the week (lastWeek's) brought the club named `club`. */
export async function weekOfClub(db: Sql, club: string, week: ReturnType<typeof lastWeek>): Promise<DigestValues> {
  const { start, end } = week;
  const members = await db.all<{ display_name: string }>(
    `SELECT display_name FROM users WHERE created_at >= ? AND created_at < ? AND role IN ('admin', 'verifier', 'diver') AND disabled_at IS NULL
     ORDER BY created_at, id`,
    start,
    end,
  );
  const catches = (await db.get<{ n: number }>(
    'SELECT count(*) AS n FROM catches WHERE created_at >= ? AND created_at < ? AND sandbox = 0',
    start,
    end,
  ))!.n;
  const heaviest = await db.get<NamedCatch>(
    `SELECT s.common_name AS species, c.weight_lbs, u.display_name AS diver
     FROM catches c JOIN species s ON s.pk = c.species_pk JOIN users u ON u.id = c.diver_id
     WHERE c.created_at >= ? AND c.created_at < ? AND c.sandbox = 0 ORDER BY c.weight_lbs DESC, c.pk LIMIT 1`,
    start,
    end,
  );
  const grades = (await db.get<{ n: number }>(
    "SELECT count(*) AS n FROM events WHERE type = 'verification.decided' AND created_at >= ? AND created_at < ?",
    start,
    end,
  ))!.n;
  const newRecords = await records(db, start, end);
  const statuses = await db.all<{ data: string }>(
    "SELECT data FROM events WHERE type = 'competition.status_changed' AND created_at >= ? AND created_at < ? AND audience_user_id IS NULL ORDER BY pk",
    start,
    end,
  );
  const published: string[] = [];
  const finished: string[] = [];
  for (const row of statuses) {
    const { object, previous } = JSON.parse(row.data) as { object: { name: string; status: string }; previous?: { status?: string } };
    if (object.status === 'open' && previous?.status === 'draft') published.push(object.name);
    if (object.status === 'final') finished.push(object.name);
  }
  return {
    club,
    from: week.from,
    to: week.to,
    counts: {
      members: members.length,
      catches: Number(catches),
      grades: Number(grades),
      records: newRecords.length,
      published: published.length,
      finished: finished.length,
    },
    members: members.slice(0, namedAtMost).map((row) => row.display_name),
    heaviest: heaviest ? { ...heaviest, weight_lbs: Number(heaviest.weight_lbs) } : null,
    records: newRecords.slice(0, recordsNamed).map((row) => ({ ...row, weight_lbs: Number(row.weight_lbs) })),
    published: published.slice(0, namedAtMost),
    finished: finished.slice(0, namedAtMost),
  };
}

/** Nothing happened that week: no digest is sent. */
export const emptyWeek = (values: DigestValues): boolean => Object.values(values.counts).every((count) => count === 0);

/**
 * Records the last week's digest event unless it exists (on any instance); resolves to
 * whether this call recorded it.
 */
export async function recordClubDigest(db: Store, club: { name: string; time_zone: string }, now: number): Promise<boolean> {
  const week = lastWeek(now, club.time_zone);
  const id = `evt_digest_${week.start}`;
  if (await db.get('SELECT 1 AS found FROM events WHERE id = ?', id)) return false;
  return db.transaction(
    async (tx) => {
      const values = await weekOfClub(tx, club.name, week);
      return (await recordInternalEvent(tx, { type: 'club.digest', subjectUserId: null, object: { ...values } }, now, id)) !== null;
    },
    { isolation: 'read committed' },
  );
}
