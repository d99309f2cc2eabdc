// The numbers behind the charts: catches counted and weighed by month and by species, their
// weights as a histogram, and the catches that beat every earlier one of their species,
// all over exactly the catches the list shows for the same filters (catches/list-plan.ts).
// Months are UTC months. An answer is remembered until the next commit. Where the filters
// allow (no diver, species or other filter but whole months) the sums come from the chart
// totals the catch triggers keep (totals.ts), else from the catches.
import { scaleLinear } from 'd3-scale';
import type { Sql } from '../../db/store';
import type { Viewer } from '../../identity/person';
import { ValidationFailed } from '../../lib/problem';
import { filterConditions, type ListLookups, type ListQuery, type Param } from '../catches/list-plan';
import { speciesNames, speciesPkOf } from '../catches/lookups';
import { tiers } from '../../db/vocabulary';
import { cachedRead } from '../catches/read-cache';
import { listLookups } from '../catches/read';
import { binsFromTotals, rangeFromTotals, sumsFromTotals, totalsScope, type Sums, type TotalsScope } from './totals';

/** The catch list's filters; paging and order mean nothing to a sum. */
export type StatsQuery = Omit<ListQuery, 'page' | 'per_page' | 'after' | 'sort' | 'skip_total'>;

export interface SpeciesRef {
  id: string;
  common_name: string;
}

export interface MonthStats {
  /** YYYY-MM, UTC. */
  month: string;
  catches: number;
  weight_lbs: number;
  /** Divers with a catch that month. */
  divers: number;
}

export interface SpeciesStats {
  species: SpeciesRef;
  catches: number;
  weight_lbs: number;
  heaviest_lbs: number;
  deepest_ft: number;
}

export interface WeightBin {
  /** Inclusive. */
  from_lbs: number;
  /** Exclusive, but for the last bin. */
  to_lbs: number;
  catches: number;
}

export interface Best {
  catch_id: string;
  species: SpeciesRef;
  caught_at: string;
  weight_lbs: number;
}

export interface CatchStats {
  total: { catches: number; weight_lbs: number; divers: number };
  by_month: MonthStats[];
  by_species: SpeciesStats[];
  weights: WeightBin[];
  bests: Best[];
}

/** Bins a histogram aims at: d3's nice steps make it 10 to 30. */
export const weightBinsWanted = 20;
/** The latest bests kept: a chart of more dots is a smear. */
export const bestsLimit = 500;

/** Weights are summed to 0.01 lb: a total of floats otherwise differs between engines in its last digits. */
const hundredths = (value: number | string | null): number => Math.round(Number(value ?? 0) * 100) / 100;

/** The catch list's conditions for `query` as a WHERE clause (422 for a filter of no meaning, as on the list), with what they looked up. */
async function conditions(db: Sql, viewer: Viewer, query: StatsQuery): Promise<{ where: string; params: Param[]; lookups: ListLookups }> {
  const lookups = await listLookups(db, query);
  const { filter, errors } = filterConditions(query, lookups, viewer, db.dialect);
  if (errors.length > 0) throw new ValidationFailed(errors);
  return { where: filter.where.length > 0 ? `WHERE ${filter.where.join(' AND ')}` : '', params: filter.params, lookups };
}

/** The statistics of the catches `viewer` lists with `query`'s filters. */
export async function catchStats(db: Sql, viewer: Viewer, query: StatsQuery): Promise<CatchStats> {
  const { where, params, lookups } = await conditions(db, viewer, query);
  const scope = totalsScope(query, lookups, viewer);
  return cachedRead(db, `stats|${where}|${JSON.stringify(params)}`, () => computeStats(db, { where, params, scope }, query.diver_id));
}

/**
 * catchStats' count and weight histogram alone: what a species' page draws. From the chart
 * totals where they serve; else it reads the weights alone, from an index where one covers
 * them (catches_species_tier_weight for a species), not each catch's row as the months and
 * species of catchStats do.
 */
export async function weightStats(db: Sql, viewer: Viewer, query: StatsQuery): Promise<Pick<CatchStats, 'weights'> & { catches: number }> {
  const { where, params, lookups } = await conditions(db, viewer, query);
  const scope = totalsScope(query, lookups, viewer);
  return cachedRead(db, `weights|${where}|${JSON.stringify(params)}`, async () => {
    const range =
      scope !== null
        ? await rangeFromTotals(db, scope)
        : (await db.get<{ catches: number; lightest: number | null; heaviest: number | null }>(
            `SELECT count(*) AS catches, min(c.weight_lbs) AS lightest, max(c.weight_lbs) AS heaviest FROM catches c ${where}`,
            ...params,
          ))!;
    return {
      catches: Number(range.catches),
      weights:
        range.lightest === null ? [] : await weightBins(db, { where, params, scope }, Number(range.lightest), Number(range.heaviest)),
    };
  });
}

/** The matching catches as the list's WHERE clause, and what of the chart totals answers for them (null: none). */
interface Matches {
  where: string;
  params: Param[];
  scope: TotalsScope | null;
}

/** Each catch heavier than every earlier one of its species among the matches, the latest bestsLimit. */
function personalBests(db: Sql, where: string, params: Param[]) {
  return db.all<{ id: string; species_pk: number; caught_at: number; weight_lbs: number }>(
    `SELECT id, species_pk, caught_at, weight_lbs FROM (
       SELECT c.id, c.species_pk, c.caught_at, c.weight_lbs,
         max(c.weight_lbs) OVER (PARTITION BY c.species_pk ORDER BY c.caught_at, c.pk ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS before
       FROM catches c ${where}
     ) ranked WHERE before IS NULL OR weight_lbs > before ORDER BY caught_at DESC, id DESC LIMIT ?`,
    ...params,
    bestsLimit,
  );
}

/** Totals, months and species summed from the matching catches. */
async function sumsFromCatches(db: Sql, where: string, params: Param[]): Promise<Sums> {
  const month = db.dialect.utcMonth('c.caught_at');
  const total = (await db.get<Sums['total']>(
    `SELECT count(*) AS catches, sum(c.weight_lbs) AS weight_lbs, count(DISTINCT c.diver_id) AS divers,
       min(c.weight_lbs) AS lightest, max(c.weight_lbs) AS heaviest FROM catches c ${where}`,
    ...params,
  ))!;
  const months = await db.all<Sums['months'][number]>(
    `SELECT ${month} AS month, count(*) AS catches, sum(c.weight_lbs) AS weight_lbs, count(DISTINCT c.diver_id) AS divers
     FROM catches c ${where} GROUP BY ${month} ORDER BY 1`,
    ...params,
  );
  const species = await db.all<Sums['species'][number]>(
    `SELECT c.species_pk, count(*) AS catches, sum(c.weight_lbs) AS weight_lbs, max(c.weight_lbs) AS heaviest_lbs, max(c.depth_ft) AS deepest_ft
     FROM catches c ${where} GROUP BY c.species_pk ORDER BY 2 DESC, 1`,
    ...params,
  );
  return { total, months, species };
}

/**
 * `diverId`: the diver the filters name, whose personal bests are listed; without one (every
 * diver's catches) the bests are left out: that would sort every catch of the club by time.
 */
async function computeStats(db: Sql, matches: Matches, diverId: string | undefined): Promise<CatchStats> {
  const { where, params, scope } = matches;
  const { total, months, species } =
    (scope !== null ? await sumsFromTotals(db, scope) : null) ?? (await sumsFromCatches(db, where, params));
  const bests = diverId === undefined ? [] : await personalBests(db, where, params);
  const names = await speciesNames(db, [...species.map((s) => Number(s.species_pk)), ...bests.map((b) => b.species_pk)]);
  const ref = (pk: number): SpeciesRef => {
    const found = names.get(Number(pk))!;
    return { id: found.id, common_name: found.common_name };
  };
  return {
    total: { catches: Number(total.catches), weight_lbs: hundredths(total.weight_lbs), divers: Number(total.divers) },
    by_month: months.map((m) => ({
      month: m.month,
      catches: Number(m.catches),
      weight_lbs: hundredths(m.weight_lbs),
      divers: Number(m.divers),
    })),
    by_species: species.map((s) => ({
      species: ref(s.species_pk),
      catches: Number(s.catches),
      weight_lbs: hundredths(s.weight_lbs),
      heaviest_lbs: Number(s.heaviest_lbs),
      deepest_ft: Number(s.deepest_ft),
    })),
    weights: total.lightest === null ? [] : await weightBins(db, matches, Number(total.lightest), Number(total.heaviest)),
    bests: bests.reverse().map((b) => ({
      catch_id: b.id,
      species: ref(b.species_pk),
      caught_at: new Date(Number(b.caught_at) * 1000).toISOString(),
      weight_lbs: Number(b.weight_lbs),
    })),
  };
}

/**
 * The weights in bins of a nice width (d3's ticks) from the lightest to the heaviest, every bin
 * listed, empty ones too: counted from the whole-pound totals where the edges are whole pounds
 * and the scope has them, else from the catches.
 */
async function weightBins(db: Sql, matches: Matches, lightest: number, heaviest: number): Promise<WeightBin[]> {
  const { where, params, scope } = matches;
  const edges = scaleLinear().domain([lightest, heaviest]).nice(weightBinsWanted).ticks(weightBinsWanted);
  const step = edges.length > 1 ? edges[1] - edges[0] : 1;
  const start = edges[0] <= lightest ? edges[0] : edges[0] - step;
  const count = Math.max(1, Math.floor((heaviest - start) / step) + 1);
  const rows =
    (scope !== null ? await binsFromTotals(db, scope, start, step) : null) ??
    (await db.all<{ bin: number; catches: number }>(
      `SELECT floor((c.weight_lbs - ?) / ?) AS bin, count(*) AS catches FROM catches c ${where} GROUP BY 1`,
      start,
      step,
      ...params,
    ));
  const counts = new Map<number, number>();
  // The heaviest catch sits on the last bin's upper edge: it belongs to that bin.
  for (const r of rows) {
    const bin = Math.min(count - 1, Number(r.bin));
    counts.set(bin, (counts.get(bin) ?? 0) + Number(r.catches));
  }
  // Edges to 10^-9 lb: a step such as 0.2 adds up to 0.6000000000000001 otherwise.
  const edge = (n: number): number => Math.round((start + n * step) * 1e9) / 1e9;
  return Array.from({ length: count }, (_, n) => ({ from_lbs: edge(n), to_lbs: edge(n + 1), catches: counts.get(n) ?? 0 }));
}

export interface ClubRecord {
  heaviest_lbs: number;
  deepest_ft: number;
}

/**
 * The club's heaviest and deepest catch of each of these species (every diver and tier;
 * developers' sandbox catches left out): what a diver's bests are measured against. The
 * largest of one index seek per tier (catches_species_tier_weight, _depth), not a sum over
 * every catch as catchStats would make it.
 */
export async function clubRecords(db: Sql, speciesIds: string[]): Promise<Map<string, ClubRecord>> {
  // One column per tier and measure, then the largest of each measure's columns (greatest()
  // repeats its arguments on SQLite: names, not statements with parameters).
  const perTier = (column: string, name: string): string[] =>
    tiers.map(
      (_, tier) =>
        `(SELECT max(c.${column}) FROM catches c WHERE c.species_pk = ? AND c.tier = ${tier} AND c.sandbox = 0) AS ${name}${tier}`,
    );
  const largest = (name: string): string => tiers.map((_, tier) => `${name}${tier}`).reduce((a, b) => db.dialect.greatest(a, b));
  const sql = `SELECT ${largest('w')} AS heaviest_lbs, ${largest('d')} AS deepest_ft
    FROM (SELECT ${[...perTier('weight_lbs', 'w'), ...perTier('depth_ft', 'd')].join(', ')}) tiers`;
  return cachedRead(db, `club-records|${speciesIds.join(',')}`, async () => {
    const records = new Map<string, ClubRecord>();
    for (const id of speciesIds) {
      const pk = await speciesPkOf(db, id);
      const row = (await db.get<{ heaviest_lbs: number | null; deepest_ft: number | null }>(sql, ...Array(2 * tiers.length).fill(pk)))!;
      if (row.heaviest_lbs !== null) records.set(id, { heaviest_lbs: Number(row.heaviest_lbs), deepest_ft: Number(row.deepest_ft) });
    }
    return records;
  });
}
