// `competition.standings_changed`: a write that may move the standings (a weigh-in, an entry
// added or withdrawn, an entrant's catch created, changed or deleted) compares the top 10 before and after itself, in its own transaction,
// and records who moved within, into or out of it (as `leaderboard.updated` does for boards).
import type { Sql } from '../../db/store';
import { onCatchWrite } from '../catches/write-effects';
import { recordEvent, recordInternalEvent } from '../events/service';
import { type CompetitionRow, competitionColumns } from './rows';
import { advanceByClock } from './service';
import { liveStandings, type EntrySummary, type StandingView } from './standings';

const topSize = 10;

export interface RankChange {
  entry: EntrySummary;
  /** null: was not in the top 10. */
  old_rank: number | null;
  /** null: is no longer in the top 10. */
  new_rank: number | null;
}

/** Who moved within, into or out of the top 10; in new-rank order, leavers last. */
export function rankChanges(before: readonly StandingView[], after: readonly StandingView[]): RankChange[] {
  const oldRanks = new Map(before.map((s) => [s.entry.id, s.rank]));
  const newIds = new Set(after.map((s) => s.entry.id));
  const changes: RankChange[] = [];
  for (const s of after) {
    const old = oldRanks.get(s.entry.id) ?? null;
    if (old !== s.rank) changes.push({ entry: s.entry, old_rank: old, new_rank: s.rank });
  }
  for (const s of before) if (!newIds.has(s.entry.id)) changes.push({ entry: s.entry, old_rank: s.rank, new_rank: null });
  return changes;
}

/**
 * The entries pushed down within or out of the top 10 by others: their own points did not
 * drop (an entry that lost a fish of its own, or points, moved down by itself).
 */
export function overtakenEntries(
  before: readonly StandingView[],
  after: readonly StandingView[],
  changes: readonly RankChange[],
): RankChange[] {
  const pointsBefore = new Map(before.map((s) => [s.entry.id, s.points]));
  const pointsAfter = new Map(after.map((s) => [s.entry.id, s.points]));
  return changes.filter(
    (c) =>
      c.old_rank !== null &&
      (c.new_rank === null || c.new_rank > c.old_rank) &&
      (pointsAfter.get(c.entry.id) ?? Number.NEGATIVE_INFINITY) >= pointsBefore.get(c.entry.id)!,
  );
}

/**
 * Reads the top 10 in `tx` now; the function it resolves to reads it again and records
 * `competition.standings_changed` when it moved meanwhile, and `competition.overtaken` (for
 * the notifications alone) when it pushed entries down.
 */
async function watchStandings(tx: Sql, competition: CompetitionRow, now: number): Promise<() => Promise<void>> {
  const before = (await liveStandings(tx, competition)).slice(0, topSize);
  return async () => {
    const all = await liveStandings(tx, competition);
    const after = all.slice(0, topSize);
    const changes = rankChanges(before, after);
    const overtaken = overtakenEntries(before, all, changes);
    if (overtaken.length > 0)
      await recordInternalEvent(
        tx,
        {
          type: 'competition.overtaken',
          subjectUserId: null,
          object: {
            competition: { id: competition.id, name: competition.name },
            entries: overtaken.map((c) => ({
              entry_id: c.entry.id,
              member_ids: c.entry.divers.map((d) => d.id),
              old_rank: c.old_rank,
              new_rank: c.new_rank,
            })),
          },
        },
        now,
      );
    if (changes.length > 0)
      await recordEvent(
        tx,
        {
          type: 'competition.standings_changed',
          subjectUserId: null,
          object: { competition: { id: competition.id, name: competition.name, status: competition.status }, changes, top: after },
        },
        now,
      );
  };
}

/** Runs `work` in `tx` and records `competition.standings_changed` when it moved the top 10. */
export async function withStandingsEvent<T>(tx: Sql, competition: CompetitionRow, now: number, work: () => Promise<T>): Promise<T> {
  const done = await watchStandings(tx, competition, now);
  const result = await work();
  await done();
  return result;
}

/**
 * A catch written by an entrant: each of their competitions whose standings still follow the
 * catches is first moved along by the clock (so that a catch edited after the protest window
 * finds the standings already frozen), then watched around the write.
 */
onCatchWrite(async (tx, diverId, now) => {
  const rows = await tx.all<CompetitionRow>(
    `SELECT ${competitionColumns.replace(/(^|, )/g, '$1c.')} FROM competition_members m JOIN competitions c ON c.pk = m.competition_pk
     WHERE m.user_id = ? AND c.status IN ('open', 'running', 'provisional')`,
    diverId,
  );
  const watches: (() => Promise<void>)[] = [];
  for (const row of rows) {
    const current = await advanceByClock(tx, row, now);
    if (current.status === 'running' || current.status === 'provisional') watches.push(await watchStandings(tx, current, now));
  }
  return async () => {
    for (const done of watches) await done();
  };
});
