// The charts' sums read from the chart totals (migration 0026: rows by UTC month and species,
// by month and diver with each month's number of divers, by month and whole pounds, by species
// and whole pounds, kept by the catch triggers) instead of from every catch. They serve only where the query's conditions select
// exactly the catches the totals count: every catch but a developer's sandbox ones, of one
// species or all, in whole UTC months or all time. Any other filter (a diver, tiers, weights,
// places, text...) is summed from the catches by service.ts.
import type { Dialect } from '../../db/dialect';
import type { Sql } from '../../db/store';
import type { Viewer } from '../../identity/person';
import { readIsoTime } from '../../lib/time';
import type { ListLookups, ListQuery, Param } from '../catches/list-plan';

/** What the totals are read for: one species or all, and UTC months from `from` up to `to` (seconds, either open). */
export interface TotalsScope {
  speciesPk?: number;
  from?: number;
  to?: number;
}

/** The sums the charts are drawn from, as service.ts also gets them from the catches. */
export interface Sums {
  total: { catches: number; weight_lbs: number; divers: number; lightest: number | null; heaviest: number | null };
  months: { month: string; catches: number; weight_lbs: number; divers: number }[];
  species: { species_pk: number; catches: number; weight_lbs: number; heaviest_lbs: number; deepest_ft: number }[];
}

/** The only filters the totals are kept by; a query with any other is summed from the catches. */
const totalsFields = new Set<string>(['species', 'species_id', 'caught_after', 'caught_before']);

/** Whether `seconds` is the first second of a UTC month. */
function isMonthStart(seconds: number): boolean {
  if (!Number.isInteger(seconds)) return false;
  const day = new Date(seconds * 1000);
  return day.getUTCDate() === 1 && seconds % 86400 === 0;
}

/**
 * What of the totals answers `query` as `viewer` lists it, or null when only the catches can.
 * The list's conditions for it (catches/list-plan.ts filterConditions) are then: the species,
 * caught_at bounds on month edges, and `c.sandbox = 0` once any sandbox catch exists (for all
 * but a developer, whose own sandbox catches are listed to them, and whom the totals cannot
 * serve). Nothing else of the viewer narrows a list: every tier is listed to everyone, and a
 * deleted catch is gone from catches (and from the totals, by the delete trigger).
 */
export function totalsScope(query: ListQuery, lookups: ListLookups, viewer: Viewer): TotalsScope | null {
  for (const [field, value] of Object.entries(query)) if (value !== undefined && !totalsFields.has(field)) return null;
  if (lookups.sandboxCatches && viewer.role === 'developer') return null;
  const named = lookups.species !== undefined && 'pk' in lookups.species ? lookups.species.pk : undefined;
  // Two different species match nothing: summed from the catches, as the list counts them.
  if (named !== undefined && lookups.speciesIdPk !== undefined && named !== lookups.speciesIdPk) return null;
  const scope: TotalsScope = {};
  const speciesPk = named ?? lookups.speciesIdPk;
  if (speciesPk !== undefined) scope.speciesPk = speciesPk;
  // caught_after is exclusive: a month's catches from its first second on follow the second before it.
  if (query.caught_after !== undefined) {
    const after = readIsoTime(query.caught_after);
    if (!('seconds' in after) || !isMonthStart(after.seconds + 1)) return null;
    scope.from = after.seconds + 1;
  }
  if (query.caught_before !== undefined) {
    const before = readIsoTime(query.caught_before);
    if (!('seconds' in before) || !isMonthStart(before.seconds)) return null;
    scope.to = before.seconds;
  }
  return scope;
}

/** The scope's months (and species, where the table has them) as conditions on a totals table. */
function scopeWhere(scope: TotalsScope, withSpecies: boolean): { where: string; params: Param[] } {
  const conditions: string[] = [];
  const params: Param[] = [];
  if (withSpecies && scope.speciesPk !== undefined) {
    conditions.push('species_pk = ?');
    params.push(scope.speciesPk);
  }
  if (scope.from !== undefined) {
    conditions.push('month_start >= ?');
    params.push(scope.from);
  }
  if (scope.to !== undefined) {
    conditions.push('month_start < ?');
    params.push(scope.to);
  }
  return { where: conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/**
 * Every diver with a catch: the rows of the all-time board of every species, kind, gear and
 * tier (scope 0, catches/leaderboards/board-totals.ts), which counts the same catches (sandbox
 * ones left out). PostgreSQL keeps that board's size (board_sizes) and adds the divers whose
 * first catch is still pending; SQLite counts the rows in its index of low-tier boards.
 */
function everyDiverSql(dialect: Dialect): string {
  if (dialect.boardSizes !== null && dialect.pendingCatches !== null)
    return `SELECT coalesce((SELECT divers FROM ${dialect.boardSizes} WHERE scope = 0), 0)
      + (SELECT count(DISTINCT c.diver_id) FROM ${dialect.pendingCatches} c
         WHERE NOT EXISTS (SELECT 1 FROM board_totals b WHERE b.scope = 0 AND b.diver_id = c.diver_id)) AS n`;
  return `SELECT count(*) AS n FROM board_totals${dialect.indexedBy('board_totals_low_tiers')} WHERE scope = 0 AND scope % 4 < 2`;
}

/** YYYY-MM of a month's first second. */
const monthName = (monthStart: number): string => new Date(monthStart * 1000).toISOString().slice(0, 7);

/** Weights are summed in 10^-4 lb (the trigger's round(weight * 10000)). */
const pounds = (sumE4: number | string | null): number => Number(sumE4 ?? 0) / 10000;

/** The count and lightest and heaviest catch of the scope: what a histogram's range needs. */
export async function rangeFromTotals(
  db: Sql,
  scope: TotalsScope,
): Promise<{ catches: number; lightest: number | null; heaviest: number | null }> {
  const { where, params } = scopeWhere(scope, true);
  const row = (await db.get<{ catches: number | null; lightest: number | null; heaviest: number | null }>(
    `SELECT sum(n) AS catches, min(weight_min) AS lightest, max(weight_max) AS heaviest
     FROM ${db.dialect.counters('catch_month_species_totals')} ${where}`,
    ...params,
  ))!;
  return {
    catches: Number(row.catches ?? 0),
    lightest: row.lightest === null ? null : Number(row.lightest),
    heaviest: row.heaviest === null ? null : Number(row.heaviest),
  };
}

/**
 * Totals, months and species of every species' catches in the scope's months (a species'
 * divers by month are not kept: null for a scope of one species).
 */
export async function sumsFromTotals(db: Sql, scope: TotalsScope): Promise<Sums | null> {
  if (scope.speciesPk !== undefined) return null;
  const { where, params } = scopeWhere(scope, false);
  const divers = db.dialect.counters('catch_month_divers');
  // The stored rows and the pending ones grouped apart, then together: SQLite then reads the
  // stored rows in key order instead of sorting a view's union (36k rows at 1M catches: 3x).
  const bothParts = (select: (from: string) => string): string =>
    `${select('catch_month_species_totals')} UNION ALL ${select('catch_month_species_totals_pending')}`;
  const months = await db.all<{ month_start: number; catches: number; weight_e4: number; lightest: number; heaviest: number }>(
    `SELECT month_start, sum(n) AS catches, sum(e4) AS weight_e4, min(lightest) AS lightest, max(heaviest) AS heaviest FROM (${bothParts(
      (from) =>
        `SELECT month_start, sum(n) AS n, sum(weight_sum_e4) AS e4, min(weight_min) AS lightest, max(weight_max) AS heaviest
         FROM ${from} ${where} GROUP BY month_start`,
    )}) u GROUP BY month_start ORDER BY 1`,
    ...params,
    ...params,
  );
  const diversByMonth = new Map(
    (
      await db.all<{ month_start: number; divers: number }>(
        `SELECT month_start, sum(divers) AS divers FROM ${db.dialect.counters('catch_month_diver_counts')} ${where} GROUP BY month_start`,
        ...params,
      )
    ).map((row) => [Number(row.month_start), Number(row.divers)]),
  );
  const allTime = scope.from === undefined && scope.to === undefined;
  const diverCount = allTime
    ? await db.get<{ n: number }>(everyDiverSql(db.dialect))
    : // Grouped rather than count(DISTINCT): PostgreSQL hashes a GROUP BY, where DISTINCT sorts.
      await db.get<{ n: number }>(`SELECT count(*) AS n FROM (SELECT diver_id FROM ${divers} ${where} GROUP BY diver_id) d`, ...params);
  const species = await db.all<{ species_pk: number; catches: number; weight_e4: number; heaviest_lbs: number; deepest_ft: number }>(
    `SELECT species_pk, sum(n) AS catches, sum(e4) AS weight_e4, max(heaviest) AS heaviest_lbs, max(deepest) AS deepest_ft FROM (${bothParts(
      (from) =>
        `SELECT species_pk, sum(n) AS n, sum(weight_sum_e4) AS e4, max(weight_max) AS heaviest, max(depth_max) AS deepest
         FROM ${from} ${where} GROUP BY species_pk`,
    )}) u GROUP BY species_pk ORDER BY 2 DESC, 1`,
    ...params,
    ...params,
  );
  const number = (value: number | null): number | null => (value === null ? null : Number(value));
  return {
    total: {
      catches: months.reduce((sum, m) => sum + Number(m.catches), 0),
      weight_lbs: pounds(months.reduce((sum, m) => sum + Number(m.weight_e4), 0)),
      divers: Number(diverCount!.n),
      lightest: months.length === 0 ? null : Math.min(...months.map((m) => number(m.lightest)!)),
      heaviest: months.length === 0 ? null : Math.max(...months.map((m) => number(m.heaviest)!)),
    },
    months: months.map((m) => ({
      month: monthName(Number(m.month_start)),
      catches: Number(m.catches),
      weight_lbs: pounds(m.weight_e4),
      divers: diversByMonth.get(Number(m.month_start)) ?? 0,
    })),
    species: species.map((s) => ({
      species_pk: Number(s.species_pk),
      catches: Number(s.catches),
      weight_lbs: pounds(s.weight_e4),
      heaviest_lbs: Number(s.heaviest_lbs),
      deepest_ft: Number(s.deepest_ft),
    })),
  };
}

/**
 * The catches per histogram bin (`bin`: floor((weight - start) / step)) from the whole-pound
 * totals, or null where those cannot say it: a bin edge off the whole pounds, or one species
 * in some months (kept by species for all time alone). With whole edges, a catch's bin follows
 * from its whole pounds: floor((w - start) / step) = floor((floor(w) - start) / step).
 */
export async function binsFromTotals(
  db: Sql,
  scope: TotalsScope,
  start: number,
  step: number,
): Promise<{ bin: number; catches: number }[] | null> {
  if (!Number.isInteger(start) || !Number.isInteger(step)) return null;
  const bySpecies = scope.speciesPk !== undefined;
  if (bySpecies && (scope.from !== undefined || scope.to !== undefined)) return null;
  const { where, params } = bySpecies ? { where: 'WHERE species_pk = ?', params: [scope.speciesPk!] } : scopeWhere(scope, false);
  const table = db.dialect.counters(bySpecies ? 'catch_species_weights' : 'catch_month_weights');
  const rows = await db.all<{ weight_lb: number; catches: number }>(
    `SELECT weight_lb, sum(n) AS catches FROM ${table} ${where} GROUP BY weight_lb`,
    ...params,
  );
  return rows.map((r) => ({ bin: Math.floor((Number(r.weight_lb) - start) / step), catches: Number(r.catches) }));
}
