// What PostgreSQL derives from catches (counters for exact totals, leaderboard rows) when
// catches arrive in bulk: the row triggers that keep them one catch at a time are switched
// off, and the same sums are written set-based instead. Used by the importer and by
// migrate-to-postgres.

/** The triggers on catches whose work a bulk load does set-based. */
const derivedRowTriggers = ['catches_counts', 'catches_board'];

export const disableDerivedTriggersSql = `ALTER TABLE catches ${derivedRowTriggers.map((name) => `DISABLE TRIGGER ${name}`).join(', ')}`;
export const enableDerivedTriggersSql = `ALTER TABLE catches ${derivedRowTriggers.map((name) => `ENABLE TRIGGER ${name}`).join(', ')}`;

/**
 * What catch_counts_add() and board_add() keep row by row, for the catches of `source` (a
 * FROM item with alias c) at once: added to the stored rows, or (`replace`) instead of them.
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
  const boards =
    `INSERT INTO board_totals AS b (scope, diver_id, n, weight_sum_e4, weight_max, depth_max)
    SELECT s.scope, c.diver_id, count(*), sum(board_weight_e4(c.weight_lbs)), max(c.weight_lbs), max(c.depth_ft)
    FROM ${source} CROSS JOIN LATERAL board_scopes(c) AS s (scope) GROUP BY s.scope, c.diver_id` +
    (mode === 'add'
      ? ` ON CONFLICT (diver_id, scope) DO UPDATE SET n = b.n + excluded.n, weight_sum_e4 = b.weight_sum_e4 + excluded.weight_sum_e4,
    weight_max = greatest(b.weight_max, excluded.weight_max), depth_max = greatest(b.depth_max, excluded.depth_max)`
      : '');
  const emptied =
    mode === 'replace'
      ? ['catch_counts_by_species', 'catch_counts_by_diver', 'catch_counts_total', 'board_totals'].map((t) => `DELETE FROM ${t}`)
      : [];
  return [...emptied, ...counters, boards];
}
/**
 * What catch_counts_upkeep() would take away for every catch of one diver (the parameter), set
 * based: run before those catches are deleted with the derived triggers off. (Their board rows
 * go whole: every catch of theirs goes.)
 */
export const removeDiverCountsSql = [
  ...[
    ['catch_counts_by_species', ['species_pk', 'tier', 'dive_type']],
    ['catch_counts_total', ['tier', 'dive_type']],
  ].map(
    ([table, key]) =>
      `UPDATE ${table} t SET n = t.n - d.n FROM (SELECT ${(key as string[]).join(', ')}, count(*) AS n FROM catches WHERE diver_id = ? GROUP BY ${(key as string[]).join(', ')}) d
      WHERE ${(key as string[]).map((k) => `t.${k} = d.${k}`).join(' AND ')}`,
  ),
  'DELETE FROM catch_counts_by_diver WHERE diver_id = ?',
];

/**
 * Counters and boards computed again from every catch. The recount groups ~20 board rows per
 * catch, and index builds may follow in the same transaction: both in memory (for this
 * transaction only) rather than in batches on disk.
 */
export const recountDerivedDataSql = [
  "SET LOCAL work_mem = '256MB'",
  "SET LOCAL maintenance_work_mem = '512MB'",
  ...derivedDataSql('catches c', 'replace'),
];
