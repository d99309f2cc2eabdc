// Weigh-ins (contract §7a): a weighmaster of the competition (or an admin) records a catch's
// weight and decision while it runs or is provisional. Append-only: the latest one of a
// catch is the one that scores.
import type { Static } from '@sinclair/typebox';
import type { Sql } from '../../../db/store';
import { newId } from '../../../lib/ids';
import { Conflict, HttpError, ValidationFailed } from '../../../lib/problem';
import { toIso } from '../../../lib/time';
import { withStandingsEvent } from '../effects';
import type { WeighIn, WeighInCreate } from '../model';
import type { CompetitionRow } from '../rows';
import type { Actor } from '../service';

export type WeighInInput = Static<typeof WeighInCreate>;
type WeighInView = Static<typeof WeighIn>;

interface WeighInRow {
  id: string;
  catch_id: string;
  weight_kg: number;
  decision: 'accepted' | 'rejected';
  reason: string | null;
  weighed_by: string | null;
  created_at: number;
}

const presentWeighIn = (competition: CompetitionRow, row: WeighInRow): WeighInView => ({
  id: row.id,
  competition_id: competition.id,
  catch_id: row.catch_id,
  weight_kg: row.weight_kg,
  decision: row.decision,
  reason: row.reason,
  weighed_by: row.weighed_by,
  created_at: toIso(row.created_at),
});

export const isWeighmaster = (competition: CompetitionRow, actor: Actor): boolean =>
  actor.role === 'admin' || (actor.role === 'verifier' && (JSON.parse(competition.weighmasters) as string[]).includes(actor.userId));

export async function recordWeighIn(
  db: Sql,
  actor: Actor,
  competition: CompetitionRow,
  input: WeighInInput,
  now: number,
): Promise<WeighInView> {
  if (!isWeighmaster(competition, actor))
    throw new HttpError(403, 'forbidden', 'Only this competition\u2019s weighmasters and admins weigh fish.');
  if (competition.status !== 'running' && competition.status !== 'provisional')
    throw new Conflict(
      `The competition is ${competition.status}: fish are weighed while it runs or is provisional.`,
      'competition_not_running',
    );
  const fish = await db.get<{ pk: number; diver_id: string; caught_at: number; entered: number | null }>(
    `SELECT c.pk, c.diver_id, c.caught_at, m.entry_pk AS entered FROM catches c
     LEFT JOIN competition_members m ON m.competition_pk = ? AND m.user_id = c.diver_id WHERE c.id = ?`,
    competition.pk,
    input.catch_id,
  );
  if (!fish) throw new ValidationFailed([{ field: 'catch_id', message: 'is not a catch' }]);
  if (fish.diver_id === actor.userId) throw new HttpError(403, 'forbidden', 'Nobody weighs their own catch.');
  if (fish.entered === null) throw new ValidationFailed([{ field: 'catch_id', message: 'is a catch of no entry of this competition' }]);
  if (fish.caught_at < competition.starts_at || fish.caught_at >= competition.ends_at)
    throw new ValidationFailed([{ field: 'catch_id', message: 'was caught outside the competition\u2019s window' }]);
  const row: WeighInRow = {
    id: newId('wgh'),
    catch_id: input.catch_id,
    weight_kg: input.weight_kg,
    decision: input.decision,
    reason: input.reason ?? null,
    weighed_by: actor.userId,
    created_at: now,
  };
  await db.transaction((tx) =>
    withStandingsEvent(tx, competition, now, () =>
      tx.run(
        `INSERT INTO competition_weigh_ins (id, competition_pk, catch_pk, entry_pk, catch_id, weight_kg, decision, reason, weighed_by, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        row.id,
        competition.pk,
        fish.pk,
        fish.entered,
        row.catch_id,
        row.weight_kg,
        row.decision,
        row.reason,
        row.weighed_by,
        now,
      ),
    ),
  );
  return presentWeighIn(competition, row);
}

/** Every weigh-in, oldest first (a catch weighed again shows both). */
export async function listWeighIns(db: Sql, competition: CompetitionRow): Promise<WeighInView[]> {
  const rows = await db.all<WeighInRow>(
    'SELECT id, catch_id, weight_kg, decision, reason, weighed_by, created_at FROM competition_weigh_ins WHERE competition_pk = ? ORDER BY pk',
    competition.pk,
  );
  return rows.map((row) => presentWeighIn(competition, row));
}
