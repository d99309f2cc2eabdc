// What PostgreSQL derives from catches (counters for exact totals, leaderboard rows). A write
// of one catch appends it to catch_deltas (its trigger, db/migrations-pg/0014_catch_deltas.sql)
// and foldCatchDeltasSql moves the deltas into the counters and board_totals in the
// background. When catches arrive in bulk the trigger is switched off and the same sums are
// written set-based instead (the importer, migrate-to-postgres).

/** The trigger on catches whose work a bulk load does set-based. */
const derivedRowTriggers = ['catches_derived'];
/** The triggers on board_totals that keep board_sizes, set aside by a recount. */
const boardSizeTriggers = ['board_sizes_insert', 'board_sizes_delete'];

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
  // Each catch counts on a board row per scope of board_scopes_of (db/migrations-pg/0014):
  // every combination of {all, its species} x {all time, its season} x {both kinds, its kind}
  // x {all gear, its gear (when set)} that does not split a species board by kind or gear, at
  // each minimum tier up to its own. Here the same rows come from grouping sets over the
  // catches joined once to their minimum tiers, the scope number built from the grouped
  // values (a dimension left out is 0): 1M catches, 3.8M board rows in 12 s, where a row per
  // catch and scope (18.7M) sorted into groups took 22 s. Tests hold the two to the same rows
  // (derivedMismatchSql recounts through board_scopes_of) and to SQLite's (test/catches/import.test.ts).
  const boards =
    `INSERT INTO board_totals AS b (scope, diver_id, n, weight_sum_e4, weight_max, depth_max)
    SELECT (((coalesce(g.species_pk, 0)::bigint * 10000 + coalesce(g.season, 0)) * 3 + coalesce(g.kind, 0)) * 5 + coalesce(g.gear_code, 0)) * 4 + g.min_tier,
      g.diver_id, count(*), sum(g.weight_e4), max(g.weight_lbs), max(g.depth_ft)
    FROM (SELECT c.diver_id, c.species_pk, catchd_season(c.caught_at) AS season, CASE c.dive_type WHEN 'freedive' THEN 1 ELSE 2 END AS kind,
        CASE WHEN c.gear IS NOT NULL THEN coalesce(catchd_gear_code(c.gear), 4) END AS gear_code, m.min_tier,
        board_weight_e4(c.weight_lbs) AS weight_e4, c.weight_lbs, c.depth_ft
      FROM ${source} JOIN (VALUES (0), (1), (2), (3)) AS m (min_tier) ON m.min_tier <= c.tier) g
    GROUP BY g.diver_id, g.min_tier, GROUPING SETS ((), (species_pk), (season), (species_pk, season), (kind), (season, kind),
      (gear_code), (season, gear_code), (kind, gear_code), (season, kind, gear_code))
    HAVING GROUPING(gear_code) = 1 OR gear_code IS NOT NULL` +
    (mode === 'add'
      ? ` ON CONFLICT (diver_id, scope) DO UPDATE SET n = b.n + excluded.n, weight_sum_e4 = b.weight_sum_e4 + excluded.weight_sum_e4,
    weight_max = greatest(b.weight_max, excluded.weight_max), depth_max = greatest(b.depth_max, excluded.depth_max)`
      : '');
  return [...(mode === 'replace' ? emptyDerivedDataSql : []), ...counters, ...monthTotalsSql(source, mode), boards];
}

/** The chart totals of the catches of `source` (as derivedDataSql's): added to the stored rows, or into emptied tables. */
export function monthTotalsSql(source: string, mode: 'add' | 'replace'): string[] {
  const month = 'catchd_utc_month_start(c.caught_at)';
  const pounds = 'floor(c.weight_lbs)::integer';
  const count = (table: string, key: string, values: string): string =>
    `INSERT INTO ${table} AS t (${key}, n) SELECT ${values}, count(*) FROM ${source} GROUP BY 1, 2` +
    (mode === 'add' ? ` ON CONFLICT (${key}) DO UPDATE SET n = t.n + excluded.n` : '');
  return [
    `INSERT INTO catch_month_species_totals AS t (month_start, species_pk, n, weight_sum_e4, weight_min, weight_max, depth_max)
    SELECT ${month}, c.species_pk, count(*), sum(board_weight_e4(c.weight_lbs)), min(c.weight_lbs), max(c.weight_lbs), max(c.depth_ft)
    FROM ${source} GROUP BY 1, 2` +
      (mode === 'add'
        ? ` ON CONFLICT (month_start, species_pk) DO UPDATE SET n = t.n + excluded.n, weight_sum_e4 = t.weight_sum_e4 + excluded.weight_sum_e4,
    weight_min = least(t.weight_min, excluded.weight_min), weight_max = greatest(t.weight_max, excluded.weight_max), depth_max = greatest(t.depth_max, excluded.depth_max)`
        : ''),
    ...(mode === 'add'
      ? [
          // Before catch_month_divers takes them in (or, in the fold, in the same statement,
          // which sees the rows as they were): the (month, diver) pairs it has no row of yet.
          `INSERT INTO catch_month_diver_counts AS t (month_start, divers)
    SELECT p.month_start, count(*) FROM (SELECT DISTINCT ${month} AS month_start, c.diver_id FROM ${source}) p
    WHERE NOT EXISTS (SELECT 1 FROM catch_month_divers m WHERE m.month_start = p.month_start AND m.diver_id = p.diver_id)
    GROUP BY 1 ON CONFLICT (month_start) DO UPDATE SET divers = t.divers + excluded.divers`,
          count('catch_month_divers', 'month_start, diver_id', `${month}, c.diver_id`),
        ]
      : [
          // Into emptied tables: each month's rows, once they are all there.
          count('catch_month_divers', 'month_start, diver_id', `${month}, c.diver_id`),
          'INSERT INTO catch_month_diver_counts (month_start, divers) SELECT month_start, count(*) FROM catch_month_divers GROUP BY 1',
        ]),
    count('catch_month_weights', 'month_start, weight_lb', `${month}, ${pounds}`),
    count('catch_species_weights', 'species_pk, weight_lb', `c.species_pk, ${pounds}`),
  ];
}

/** The chart totals' tables (db/migrations-pg/0026_catch_month_totals.sql). */
export const monthTotalTables = [
  'catch_month_species_totals',
  'catch_month_divers',
  'catch_month_diver_counts',
  'catch_month_weights',
  'catch_species_weights',
];

/** Before a recount: every counter, board row and pending delta gone. */
export const emptyDerivedDataSql = [
  'catch_counts_by_species',
  'catch_counts_by_diver',
  'catch_counts_total',
  'board_totals',
  ...monthTotalTables,
  'catch_deltas',
].map((table) => `DELETE FROM ${table}`);
/**
 * Takes every catch of one diver (?1) out of the counters, run before those catches are
 * deleted with the derived trigger off: pending deltas of theirs go, and the catches whose
 * deltas were already folded are subtracted. (Their board rows go whole: every catch of theirs goes.)
 */
export const removeDiverCountsSql = `WITH pending AS (DELETE FROM catch_deltas WHERE diver_id = ?1 RETURNING catch_pk),
  folded AS (SELECT c.species_pk, c.tier, c.dive_type FROM catches c WHERE c.diver_id = ?1 AND c.sandbox = 0 AND c.pk NOT IN (SELECT catch_pk FROM pending)),
  by_species AS (UPDATE catch_counts_by_species t SET n = t.n - d.n
    FROM (SELECT species_pk, tier, dive_type, count(*) AS n FROM folded GROUP BY species_pk, tier, dive_type) d
    WHERE t.species_pk = d.species_pk AND t.tier = d.tier AND t.dive_type = d.dive_type),
  total AS (UPDATE catch_counts_total t SET n = t.n - d.n
    FROM (SELECT tier, dive_type, count(*) AS n FROM folded GROUP BY tier, dive_type) d
    WHERE t.tier = d.tier AND t.dive_type = d.dive_type)
  DELETE FROM catch_counts_by_diver WHERE diver_id = ?1`;

/**
 * Takes every folded catch of one diver (?1) out of the chart totals, run (like
 * removeDiverCountsSql, and before it: its pending deltas must still be there) before those
 * catches are deleted with the derived trigger off. Maxima and minima of the months and species
 * they touched are then asked of the other divers' folded catches.
 */
export const removeDiverMonthTotalsSql: string[] = (() => {
  const folded = `SELECT c.* FROM catches c WHERE c.diver_id = ?1 AND c.sandbox = 0
    AND NOT EXISTS (SELECT 1 FROM catch_deltas d WHERE d.catch_pk = c.pk)`;
  const month = 'catchd_utc_month_start(f.caught_at)';
  const pounds = 'floor(f.weight_lbs)::integer';
  const keys: [table: string, key: string, values: string][] = [
    ['catch_month_species_totals', 'month_start, species_pk', `${month}, f.species_pk`],
    ['catch_month_divers', 'month_start, diver_id', `${month}, f.diver_id`],
    ['catch_month_weights', 'month_start, weight_lb', `${month}, ${pounds}`],
    ['catch_species_weights', 'species_pk, weight_lb', `f.species_pk, ${pounds}`],
  ];
  const subtract = ([table, key, values]: (typeof keys)[number]): string => {
    const [k0, k1] = key.split(', ');
    return `UPDATE ${table} t SET n = t.n - d.n${table === 'catch_month_species_totals' ? ', weight_sum_e4 = t.weight_sum_e4 - d.e4' : ''}
    FROM (SELECT ${values}, count(*) AS n, sum(board_weight_e4(f.weight_lbs)) AS e4 FROM (${folded}) f GROUP BY 1, 2) d (k0, k1, n, e4)
    WHERE t.${k0} = d.k0 AND t.${k1} = d.k1`;
  };
  // The catches are still there: the rows they emptied are found by the same keys.
  const dropEmptied = ([table, key, values]: (typeof keys)[number]): string =>
    `DELETE FROM ${table} WHERE n = 0 AND (${key}) IN (SELECT ${values} FROM (${folded}) f)`;
  return [
    ...keys.map(subtract),
    `UPDATE catch_month_diver_counts t SET divers = t.divers - d.n
    FROM (SELECT month_start, count(*) AS n FROM catch_month_divers WHERE diver_id = ?1 AND n = 0 GROUP BY 1) d WHERE t.month_start = d.month_start`,
    ...keys.map(dropEmptied),
    `DELETE FROM catch_month_diver_counts WHERE divers = 0 AND month_start IN (SELECT ${month} FROM (${folded}) f)`,
    `UPDATE catch_month_species_totals t SET (weight_min, weight_max, depth_max) = (
      SELECT min(o.weight_lbs), max(o.weight_lbs), max(o.depth_ft) FROM catches o
      WHERE o.species_pk = t.species_pk AND o.caught_at >= t.month_start AND o.caught_at < catchd_utc_month_start(t.month_start + 32 * 86400)
        AND o.sandbox = 0 AND o.diver_id <> ?1 AND NOT EXISTS (SELECT 1 FROM catch_deltas d WHERE d.catch_pk = o.pk))
    WHERE (t.month_start, t.species_pk) IN (SELECT DISTINCT ${month}, f.species_pk FROM (${folded}) f)`,
  ];
})();

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

/** Memory for this transaction's hashing and index builds, rather than batches on disk. */
export const recountMemorySql = ["SET LOCAL work_mem = '256MB'", "SET LOCAL maintenance_work_mem = '512MB'"];

/**
 * board_sizes (db/migrations-pg/0017_board_sizes_low_tier_order.sql) is counted afresh after
 * a recount of the boards, not row by row from every board row deleted and inserted.
 */
export const disableBoardSizeTriggersSql = `ALTER TABLE board_totals ${boardSizeTriggers.map((name) => `DISABLE TRIGGER ${name}`).join(', ')}`;
export const enableBoardSizeTriggersSql = `ALTER TABLE board_totals ${boardSizeTriggers.map((name) => `ENABLE TRIGGER ${name}`).join(', ')}`;

/**
 * Counters and boards computed again from every catch. The board rows' grouping sets are
 * hashed (1M catches: ~300 MB) and index builds may follow in the same transaction: both in
 * memory, for this transaction only, rather than in batches on disk.
 */
export const recountDerivedDataSql: string[] = [
  ...recountMemorySql,
  disableBoardSizeTriggersSql,
  ...derivedDataSql('catches c', 'replace'),
  'DELETE FROM board_sizes',
  'INSERT INTO board_sizes (scope, divers) SELECT scope, count(*) FROM board_totals GROUP BY scope',
  enableBoardSizeTriggersSql,
];

/**
 * `n`: the rows of board_totals and of the counters that differ from ones recomputed from
 * every catch (counters at 0 count as absent), and the board sizes that differ from
 * board_totals' rows. 0 once every delta is folded, if they are right:
 * for tests and benchmarks, which check that nothing was counted twice or lost.
 */
export const derivedMismatchSql = `WITH boards AS (
    SELECT s.scope, c.diver_id, count(*)::integer AS n, sum(board_weight_e4(c.weight_lbs)) AS weight_sum_e4,
      max(c.weight_lbs) AS weight_max, max(c.depth_ft) AS depth_max
    FROM catches c CROSS JOIN LATERAL board_scopes_of(c.species_pk, c.caught_at, c.dive_type, c.gear, c.tier) AS s (scope)
    WHERE c.sandbox = 0 GROUP BY s.scope, c.diver_id)
  SELECT (SELECT count(*) FROM boards e FULL JOIN board_totals b USING (scope, diver_id)
      WHERE (e.n, e.weight_sum_e4, e.weight_max, e.depth_max) IS DISTINCT FROM (b.n, b.weight_sum_e4, b.weight_max, b.depth_max))
    ${[
      ['catch_counts_by_species', 'species_pk, tier, dive_type'],
      ['catch_counts_by_diver', 'diver_id, tier, dive_type'],
      ['catch_counts_total', 'tier, dive_type'],
    ]
      .map(
        ([table, key]) =>
          `+ (SELECT count(*) FROM (SELECT ${key}, count(*)::integer AS n FROM catches WHERE sandbox = 0 GROUP BY ${key}) e
      FULL JOIN ${table} t USING (${key}) WHERE coalesce(e.n, 0) <> coalesce(t.n, 0))`,
      )
      .join('\n    ')}
    + (SELECT count(*) FROM (SELECT catchd_utc_month_start(caught_at) AS month_start, species_pk, count(*)::integer AS n,
        sum(board_weight_e4(weight_lbs)) AS weight_sum_e4, min(weight_lbs) AS weight_min, max(weight_lbs) AS weight_max, max(depth_ft) AS depth_max
        FROM catches WHERE sandbox = 0 GROUP BY 1, 2) e
      FULL JOIN catch_month_species_totals t USING (month_start, species_pk)
      WHERE (e.n, e.weight_sum_e4, e.weight_min, e.weight_max, e.depth_max) IS DISTINCT FROM (t.n, t.weight_sum_e4, t.weight_min, t.weight_max, t.depth_max))
    ${[
      ['catch_month_divers', 'month_start, diver_id', 'catchd_utc_month_start(caught_at) AS month_start, diver_id'],
      [
        'catch_month_weights',
        'month_start, weight_lb',
        'catchd_utc_month_start(caught_at) AS month_start, floor(weight_lbs)::integer AS weight_lb',
      ],
      ['catch_species_weights', 'species_pk, weight_lb', 'species_pk, floor(weight_lbs)::integer AS weight_lb'],
    ]
      .map(
        ([table, key, values]) =>
          `+ (SELECT count(*) FROM (SELECT ${values}, count(*)::integer AS n FROM catches WHERE sandbox = 0 GROUP BY 1, 2) e
      FULL JOIN ${table} t USING (${key}) WHERE coalesce(e.n, 0) <> coalesce(t.n, 0))`,
      )
      .join('\n    ')}
    + (SELECT count(*) FROM (SELECT catchd_utc_month_start(caught_at) AS month_start, count(DISTINCT diver_id)::integer AS n
        FROM catches WHERE sandbox = 0 GROUP BY 1) e
      FULL JOIN catch_month_diver_counts t USING (month_start) WHERE coalesce(e.n, 0) <> coalesce(t.divers, 0))
    + (SELECT count(*) FROM (SELECT scope, count(*)::integer AS n FROM board_totals GROUP BY scope) e
      FULL JOIN board_sizes s USING (scope) WHERE coalesce(e.n, 0) <> coalesce(s.divers, 0)) AS n`;
