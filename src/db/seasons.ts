// The club's seasons in the database (`seasons`, see the season_starts migrations): written
// again, with every board row that depends on them, when the club's season_start or time zone
// changes, in the transaction that changes the setting.
import { seasonStarts } from '../lib/seasons';
import { foldLockKey, recountDerivedDataSql } from './postgres-derived';
import type { Sql } from './store';

/** SQL of the season (a year) that unix time `time` (an SQL expression) falls in. */
export const seasonOfSql = (time: string): string =>
  `(SELECT year FROM seasons WHERE starts_at <= ${time} ORDER BY starts_at DESC LIMIT 1)`;

/**
 * SQLite: board_totals recomputed from `catches` (each flag of `f` picks "this catch's value"
 * or "all" for species, season, dive type and gear), as the insert trigger adds catches.
 */
export const boardTotalsRebuildSql = [
  'DELETE FROM board_totals',
  `INSERT INTO board_totals(scope, diver_id, n, weight_sum_e4, weight_max, depth_max)
SELECT ((((CASE WHEN f.sp THEN c.species_pk ELSE 0 END) * 10000 + (CASE WHEN f.se THEN ${seasonOfSql('c.caught_at')} ELSE 0 END)) * 3
    + (CASE WHEN f.dt THEN CASE c.dive_type WHEN 'freedive' THEN 1 ELSE 2 END ELSE 0 END)) * 5 + (CASE WHEN f.ge THEN CASE c.gear WHEN 'speargun' THEN 1 WHEN 'polespear' THEN 2 WHEN 'sling' THEN 3 ELSE 4 END ELSE 0 END)) * 4 + mt.v,
  c.diver_id, count(*), sum(CAST(round(c.weight_lbs * 10000) AS INTEGER)), max(c.weight_lbs), max(c.depth_ft)
FROM catches c,
  (SELECT a.v AS sp, b.v AS se, d.v AS dt, g.v AS ge FROM (SELECT 0 AS v UNION ALL SELECT 1) a, (SELECT 0 AS v UNION ALL SELECT 1) b,
    (SELECT 0 AS v UNION ALL SELECT 1) d, (SELECT 0 AS v UNION ALL SELECT 1) g) AS f,
  (SELECT 0 AS v UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3) AS mt
WHERE c.sandbox = 0 AND mt.v <= c.tier AND (f.ge = 0 OR c.gear IS NOT NULL) AND (f.sp = 0 OR f.dt + f.ge = 0)
GROUP BY 1, 2`,
];

/** Whether `seasons` holds `wanted` (seasonStarts' rows). */
export async function seasonsAre(db: Sql, wanted: [number, number][]): Promise<boolean> {
  const stored = await db.all<{ year: number; starts_at: number | string }>('SELECT year, starts_at FROM seasons ORDER BY year');
  return stored.length === wanted.length && stored.every((row, i) => row.year === wanted[i][0] && Number(row.starts_at) === wanted[i][1]);
}

/**
 * Makes `seasons` start on `monthDay` in `timeZone`; when that changes anything, recounts the
 * boards from the catches. Runs first in its transaction, which on PostgreSQL must be READ
 * COMMITTED: it locks out catch writes (their board upkeep reads the seasons) and the fold of
 * pending catches, then reads what those committed. Answers whether the seasons changed.
 */
export async function deriveSeasons(tx: Sql, monthDay: string, timeZone: string): Promise<boolean> {
  const wanted = seasonStarts(monthDay, timeZone);
  if (tx.engine === 'postgres') {
    await tx.run('LOCK TABLE catches IN SHARE ROW EXCLUSIVE MODE');
    await tx.get('SELECT pg_advisory_xact_lock(?) IS NOT NULL AS locked', foldLockKey);
  }
  if (await seasonsAre(tx, wanted)) return false;
  await tx.run('DELETE FROM seasons');
  await tx.run(`INSERT INTO seasons (year, starts_at) VALUES ${wanted.map(() => '(?, ?)').join(', ')}`, ...wanted.flat());
  if (tx.engine === 'postgres') for (const statement of recountDerivedDataSql) await tx.run(statement);
  else for (const statement of boardTotalsRebuildSql) await tx.run(statement);
  return true;
}
