// Protests (contract §7a): an entrant protests while the results are provisional; an admin
// upholds or dismisses each. The clock finalizes only when none is open.
import type { Static } from '@sinclair/typebox';
import type { Sql } from '../../db/store';
import { newId } from '../../lib/ids';
import { Conflict, HttpError, NotFound, ValidationFailed, type FieldError } from '../../lib/problem';
import { toIso } from '../../lib/time';
import { entryOf } from './entries';
import { recordInternalEvent } from '../events/service';
import type { Protest, ProtestCreate, ProtestResolve } from './model';
import type { CompetitionRow } from './rows';
import { type Actor, requireAdmin } from './service';

type ProtestInput = Static<typeof ProtestCreate>;
type ProtestDecision = Static<typeof ProtestResolve>;
type ProtestView = Static<typeof Protest>;

interface ProtestRow {
  id: string;
  entry_id: string | null;
  catch_id: string | null;
  reason: string;
  protested_by: string | null;
  decision: 'upheld' | 'dismissed' | null;
  note: string | null;
  created_at: number;
  resolved_at: number | null;
}

const columns = 'id, entry_id, catch_id, reason, protested_by, decision, note, created_at, resolved_at';

const presentProtest = (competition: CompetitionRow, row: ProtestRow): ProtestView => ({
  id: row.id,
  competition_id: competition.id,
  entry_id: row.entry_id,
  catch_id: row.catch_id,
  reason: row.reason,
  status: row.decision ?? 'open',
  note: row.note,
  protested_by: row.protested_by,
  created_at: toIso(row.created_at),
  resolved_at: row.resolved_at === null ? null : toIso(row.resolved_at),
});

async function targetErrors(db: Sql, competition: CompetitionRow, input: ProtestInput): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (input.entry_id !== undefined) {
    const entry = await db.get(
      'SELECT 1 AS one FROM competition_entries WHERE id = ? AND competition_pk = ?',
      input.entry_id,
      competition.pk,
    );
    if (!entry) errors.push({ field: 'entry_id', message: 'is not an entry of this competition' });
  }
  if (input.catch_id !== undefined) {
    const fish = await db.get(
      'SELECT 1 AS one FROM catches c JOIN competition_members m ON m.user_id = c.diver_id AND m.competition_pk = ? WHERE c.id = ?',
      competition.pk,
      input.catch_id,
    );
    if (!fish) errors.push({ field: 'catch_id', message: 'is not a catch of an entry of this competition' });
  }
  return errors;
}

export async function fileProtest(
  db: Sql,
  actor: Actor,
  competition: CompetitionRow,
  input: ProtestInput,
  now: number,
): Promise<ProtestView> {
  if (actor.role !== 'admin' && !(await entryOf(db, competition, actor.userId)))
    throw new HttpError(403, 'forbidden', 'Only entrants protest.');
  if (competition.status !== 'provisional')
    throw new Conflict(
      `The competition is ${competition.status}: protests are filed while results are provisional.`,
      'competition_not_provisional',
    );
  if (now >= competition.ends_at + competition.protest_hours * 3600)
    throw new Conflict('The protest window has closed.', 'protest_window_closed');
  const errors = await targetErrors(db, competition, input);
  if (errors.length > 0) throw new ValidationFailed(errors);
  const row: ProtestRow = {
    id: newId('prt'),
    entry_id: input.entry_id ?? null,
    catch_id: input.catch_id ?? null,
    reason: input.reason,
    protested_by: actor.userId,
    decision: null,
    note: null,
    created_at: now,
    resolved_at: null,
  };
  await db.transaction(async (tx) => {
    // Conditional on the status still being provisional: a protest never lands on final results.
    const inserted = await tx.run(
      `INSERT INTO competition_protests (id, competition_pk, entry_id, catch_id, reason, protested_by, created_at)
       SELECT ?, pk, ?, ?, ?, ?, ? FROM competitions WHERE pk = ? AND status = 'provisional'`,
      row.id,
      row.entry_id,
      row.catch_id,
      row.reason,
      row.protested_by,
      now,
      competition.pk,
    );
    if (inserted === 0) throw new Conflict('The results became final meanwhile.', 'competition_not_provisional');
    await recordInternalEvent(
      tx,
      {
        type: 'competition.protest_filed',
        subjectUserId: null,
        object: {
          competition: { id: competition.id, name: competition.name },
          protest: { id: row.id, entry_id: row.entry_id, catch_id: row.catch_id, protested_by: row.protested_by },
        },
      },
      now,
    );
  });
  return presentProtest(competition, row);
}

export async function resolveProtest(
  db: Sql,
  actor: Actor,
  competition: CompetitionRow,
  protestId: string,
  decision: ProtestDecision,
  now: number,
): Promise<ProtestView> {
  requireAdmin(actor);
  const changed = await db.transaction((tx) =>
    tx.run(
      'UPDATE competition_protests SET decision = ?, note = ?, resolved_by = ?, resolved_at = ? WHERE id = ? AND competition_pk = ? AND decision IS NULL',
      decision.decision,
      decision.note,
      actor.userId,
      now,
      protestId,
      competition.pk,
    ),
  );
  const row = await db.get<ProtestRow>(
    `SELECT ${columns} FROM competition_protests WHERE id = ? AND competition_pk = ?`,
    protestId,
    competition.pk,
  );
  if (!row) throw new NotFound('The protest');
  if (changed === 0) throw new Conflict(`The protest was already ${row.decision}.`, 'protest_resolved');
  return presentProtest(competition, row);
}

export async function listProtests(db: Sql, competition: CompetitionRow): Promise<ProtestView[]> {
  const rows = await db.all<ProtestRow>(`SELECT ${columns} FROM competition_protests WHERE competition_pk = ? ORDER BY pk`, competition.pk);
  return rows.map((row) => presentProtest(competition, row));
}
