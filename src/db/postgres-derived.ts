// What PostgreSQL derives from catches (counters for exact totals, leaderboard rows). A write
// of one catch appends it to catch_deltas (its trigger, db/migrations-pg/0014_catch_deltas.sql)
// and foldCatchDeltasSql moves the deltas into the counters and board_totals in the
// background. When catches arrive in bulk the trigger is switched off and the same sums are
// written set-based instead (the importer, migrate-to-postgres).

/** The trigger on catches whose work a bulk load does set-based. */
const derivedRowTriggers = ['catches_derived'];

export const disableDerivedTriggersSql = `ALTER TABLE catches ${derivedRowTriggers.map((name) => `DISABLE TRIGGER ${name}`).join(', ')}`;
export const enableDerivedTriggersSql = `ALTER TABLE catches ${derivedRowTriggers.map((name) => `ENABLE TRIGGER ${name}`).join(', ')}`;

/**
 * The counters and board rows of the catches of `source` (a FROM item with alias c, whose
 * columns are named as in catches) at once: added to the stored rows, or (`replace`) instead
 * of them and of any pending delta.
 */
export function derivedDataSql(source: string, mode: 'add' | 'replace'): string[] {
  const counters = [
    ['catch_counts_by_species', 'species_pk, tier, dive_type'],
    ['catch_counts_by_diver', 'diver_id, tier, dive_type'],
    ['catch_counts_total', 'tier, dive_type'],
  ].map(
    ([table, key]) =>
      `INSERT INTO ${table} AS t (${key}, n) SELECT ${key}, count(*) FROM ${source} GROUP BY ${key}` +
      (mode === 'add' ? ` ON CONFLICT (${key}) DO UPDATE SET n = t.n + excluded.n` : ''),
  );
  // The catch's weight in board units once per catch, not once per board row (~20 a catch):
  // OFFSET 0 keeps the planner from folding the subquery into the join (100k catches: 3.9 → 2.9 s).
  // A recount takes the catches diver by diver (see recountDerivedDataSql).
  const boards =
    `INSERT INTO board_totals AS b (scope, diver_id, n, weight_sum_e4, weight_max, depth_max)
    SELECT s.scope, c.diver_id, count(*), sum(c.weight_e4), max(c.weight_lbs), max(c.depth_ft)
    FROM (SELECT c.diver_id, c.species_pk, c.caught_at, c.dive_type, c.gear, c.tier, c.weight_lbs, c.depth_ft, board_weight_e4(c.weight_lbs) AS weight_e4
      FROM ${source}${mode === 'replace' ? ' ORDER BY c.diver_id' : ''} OFFSET 0) c
    CROSS JOIN LATERAL board_scopes_of(c.species_pk, c.caught_at, c.dive_type, c.gear, c.tier) AS s (scope) GROUP BY c.diver_id, s.scope` +
    (mode === 'add'
      ? ` ON CONFLICT (diver_id, scope) DO UPDATE SET n = b.n + excluded.n, weight_sum_e4 = b.weight_sum_e4 + excluded.weight_sum_e4,
    weight_max = greatest(b.weight_max, excluded.weight_max), depth_max = greatest(b.depth_max, excluded.depth_max)`
      : '');
  const emptied =
    mode === 'replace'
      ? ['catch_counts_by_species', 'catch_counts_by_diver', 'catch_counts_total', 'board_totals', 'catch_deltas'].map(
          (t) => `DELETE FROM ${t}`,
        )
      : [];
  return [...emptied, ...counters, boards];
}
/**
 * Takes every catch of one diver (?1) out of the counters, run before those catches are
 * deleted with the derived trigger off: pending deltas of theirs go, and the catches whose
 * deltas were already folded are subtracted. (Their board rows go whole: every catch of theirs goes.)
 */
export const removeDiverCountsSql = `WITH pending AS (DELETE FROM catch_deltas WHERE diver_id = ?1 RETURNING catch_pk),
  folded AS (SELECT c.species_pk, c.tier, c.dive_type FROM catches c WHERE c.diver_id = ?1 AND c.pk NOT IN (SELECT catch_pk FROM pending)),
  by_species AS (UPDATE catch_counts_by_species t SET n = t.n - d.n
    FROM (SELECT species_pk, tier, dive_type, count(*) AS n FROM folded GROUP BY species_pk, tier, dive_type) d
    WHERE t.species_pk = d.species_pk AND t.tier = d.tier AND t.dive_type = d.dive_type),
  total AS (UPDATE catch_counts_total t SET n = t.n - d.n
    FROM (SELECT tier, dive_type, count(*) AS n FROM folded GROUP BY tier, dive_type) d
    WHERE t.tier = d.tier AND t.dive_type = d.dive_type)
  DELETE FROM catch_counts_by_diver WHERE diver_id = ?1`;

/** pg_advisory_xact_lock key of the fold: one instance folds at a time, the others skip their turn. */
export const foldLockKey = 0x666f6c64; // "fold"

/**
 * Moves up to ?1 pending deltas (oldest first) into the counters and board_totals, in one
 * statement: readers of base plus pending see the same sums before and after its commit.
 * Deltas locked by a transaction under way (a delete or update of that catch) are left for
 * the next fold. Answers `n`, the deltas moved.
 */
export const foldCatchDeltasSql = `WITH moved AS (
    DELETE FROM catch_deltas WHERE catch_pk IN (SELECT catch_pk FROM catch_deltas ORDER BY catch_pk LIMIT ?1 FOR UPDATE SKIP LOCKED)
    RETURNING *),
  ${derivedDataSql('moved c', 'add')
    .map((statement, i) => `folded_${i} AS (${statement})`)
    .join(',\n  ')}
  SELECT count(*) AS n FROM moved`;

/**
 * Counters and boards computed again from every catch. The recount groups ~20 board rows per
 * catch, and index builds may follow in the same transaction: both in memory (for this
 * transaction only) rather than in batches on disk. The board rows are grouped diver by
 * diver, from catches sorted by diver, rather than in one hash table of every row, which
 * spilled to disk (1M catches, 3.8M board rows: 26.6 s hashed with 452 MB written, 18.1 s by diver).
 */
export const recountDerivedDataSql = ((): string[] => {
  const statements = derivedDataSql('catches c', 'replace');
  const boards = statements.pop()!;
  return [
    "SET LOCAL work_mem = '256MB'",
    "SET LOCAL maintenance_work_mem = '512MB'",
    ...statements,
    // Only there: the counters' few groups are best hashed (sorted, 1M catches by diver took 2.7 s, not 0.5).
    'SET LOCAL enable_hashagg = off',
    boards,
    'SET LOCAL enable_hashagg = on',
  ];
})();

/**
 * `n`: the rows of board_totals and of the counters that differ from ones recomputed from
 * every catch (counters at 0 count as absent). 0 once every delta is folded, if they are right:
 * for tests and benchmarks, which check that nothing was counted twice or lost.
 */
export const derivedMismatchSql = `WITH boards AS (
    SELECT s.scope, c.diver_id, count(*)::integer AS n, sum(board_weight_e4(c.weight_lbs)) AS weight_sum_e4,
      max(c.weight_lbs) AS weight_max, max(c.depth_ft) AS depth_max
    FROM catches c CROSS JOIN LATERAL board_scopes_of(c.species_pk, c.caught_at, c.dive_type, c.gear, c.tier) AS s (scope)
    GROUP BY s.scope, c.diver_id)
  SELECT (SELECT count(*) FROM boards e FULL JOIN board_totals b USING (scope, diver_id)
      WHERE (e.n, e.weight_sum_e4, e.weight_max, e.depth_max) IS DISTINCT FROM (b.n, b.weight_sum_e4, b.weight_max, b.depth_max))
    ${[
      ['catch_counts_by_species', 'species_pk, tier, dive_type'],
      ['catch_counts_by_diver', 'diver_id, tier, dive_type'],
      ['catch_counts_total', 'tier, dive_type'],
    ]
      .map(
        ([table, key]) =>
          `+ (SELECT count(*) FROM (SELECT ${key}, count(*)::integer AS n FROM catches GROUP BY ${key}) e
      FULL JOIN ${table} t USING (${key}) WHERE coalesce(e.n, 0) <> coalesce(t.n, 0))`,
      )
      .join('\n    ')} AS n`;
