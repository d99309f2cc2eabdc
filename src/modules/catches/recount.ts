// What the triggers on `catches` keep row by row (the counter tables and board_totals),
// recounted in one pass over all catches: the end of a bulk load. Pure (no database, no
// I/O), so that it runs on a worker thread (recount-worker.ts) while the writer connection
// rebuilds the catches indexes. The importers (import.ts, import-postgres.ts) read the
// catches with catchFactsSql and write what the recount gives.
import type { Dialect } from '../../db/dialect';
import { seasonOfSql } from '../../db/seasons';
import { BoardTotalsBuilder, diveCode, gearCode } from './leaderboards/board-totals';
import { diveTypes, tiers } from '../../db/vocabulary';
import { remember } from '../../lib/remember';

/** Every catch's fields that the derived data counts, one typed array per column (moved to the worker without a copy). */
export interface CatchFacts {
  /** Diver ids in the order first met; `diver` holds indexes into it. */
  divers: string[];
  diver: Int32Array;
  speciesPk: Int32Array;
  /** The club's season of each catch (db/seasons.ts). */
  season: Int32Array;
  /** Scope codes (diveCode, gearCode in leaderboards/board-totals.ts). */
  dive: Uint8Array;
  gear: Uint8Array;
  tier: Uint8Array;
  weight: Float64Array;
  /** The weight in 0.0001 lb, rounded by the engine (the dialect's timesE4), as its triggers add it. */
  weightE4: Float64Array;
  depth: Float64Array;
}

/** A row of catchFactsSql: diver_id, species_pk, season, dive_type, gear, tier, weight_lbs, its weight in 0.0001 lb, depth_ft. */
export type CatchFactRow = [string, number, number, string, string | null, number, number, number | string, number];

/**
 * Every counted catch's fields (no sandbox catch), in table order (1M catches on SQLite: 0.4 s; in diver order,
 * 1.7 s). The weight in 0.0001 lb is rounded by the engine, as its triggers round it.
 */
export const catchFactsSql = (dialect: Dialect): string =>
  `SELECT diver_id, species_pk, ${seasonOfSql('caught_at')}, dive_type, gear, tier, weight_lbs, ${dialect.timesE4('weight_lbs')}, depth_ft FROM catches WHERE sandbox = 0`;

/** catchFactsSql's rows as columns. PostgreSQL's int8 values come as text: a typed array stores them as numbers. */
export function catchFactsOf(rows: CatchFactRow[]): CatchFacts {
  const count = rows.length;
  const facts: CatchFacts = {
    divers: [],
    diver: new Int32Array(count),
    speciesPk: new Int32Array(count),
    season: new Int32Array(count),
    dive: new Uint8Array(count),
    gear: new Uint8Array(count),
    tier: new Uint8Array(count),
    weight: new Float64Array(count),
    weightE4: new Float64Array(count),
    depth: new Float64Array(count),
  };
  const diverNumbers = new Map<string, number>();
  rows.forEach(([diverId, speciesPk, season, diveType, gear, tier, weight, weightE4, depth], at) => {
    facts.diver[at] = remember(diverNumbers, diverId, () => facts.divers.push(diverId) - 1);
    facts.speciesPk[at] = speciesPk;
    facts.season[at] = season;
    facts.dive[at] = diveCode(diveType);
    facts.gear[at] = gearCode(gear);
    facts.tier[at] = tier;
    facts.weight[at] = weight;
    facts.weightE4[at] = weightE4 as number;
    facts.depth[at] = depth;
  });
  return facts;
}

/** The typed arrays of facts: moved to a worker, not copied. */
export const factColumns = (facts: CatchFacts): ArrayBufferLike[] =>
  [facts.diver, facts.speciesPk, facts.season, facts.dive, facts.gear, facts.tier, facts.weight, facts.weightE4, facts.depth].map(
    (column) => column.buffer,
  );

/** A counter table's rows: [key (when counted under one), tier, dive_type, n]. */
export type CountRow = (string | number)[];

/** The counter tables' rows. */
export interface Counts {
  bySpecies: CountRow[];
  byDiver: CountRow[];
  total: CountRow[];
}

export interface Recount {
  counts: Counts;
  /** Diver ids in id order: the diver numbers of `boardRows` index it. */
  boardDivers: string[];
  /** board_totals rows, flat (see BoardTotalsBuilder), in primary-key order. */
  boardRows: Float64Array;
}

/**
 * Catches counted by tier and dive type under a leading key (a species, a diver, or none):
 * the rows of a counter table. One small array of counts per key, not a joined string per
 * catch (3M string keys took ~1.5 s of a 1M-line load).
 */
class TierCounts<Key extends string | number | null> {
  private readonly counts = new Map<Key, number[]>();

  add(key: Key, tier: number, dive: number): void {
    const row = remember(this.counts, key, () => new Array<number>(tiers.length * diveTypes.length).fill(0));
    row[tier * diveTypes.length + dive - 1]++;
  }

  rows(): CountRow[] {
    const rows: CountRow[] = [];
    for (const [key, row] of this.counts)
      row.forEach((n, cell) => {
        const group = [Math.floor(cell / diveTypes.length), diveTypes[cell % diveTypes.length], n];
        if (n > 0) rows.push(key === null ? group : [key, ...group]);
      });
    return rows;
  }
}

/** The catches' positions grouped by diver, divers in id order, and that order's diver ids. */
function byDiverInIdOrder(facts: CatchFacts): { order: Int32Array; divers: string[]; rank: Int32Array } {
  const divers = [...facts.divers].sort();
  const rankOf = new Map(divers.map((id, rank) => [id, rank]));
  const rank = Int32Array.from(facts.divers, (id) => rankOf.get(id)!);
  // A counting sort on the diver's rank: each diver's catches stay in table order.
  const start = new Int32Array(divers.length + 1);
  for (const diver of facts.diver) start[rank[diver] + 1]++;
  for (let r = 0; r < divers.length; r++) start[r + 1] += start[r];
  const order = new Int32Array(facts.diver.length);
  facts.diver.forEach((diver, at) => {
    order[start[rank[diver]]++] = at;
  });
  return { order, divers, rank };
}

export function recount(facts: CatchFacts): Recount {
  const boards = new BoardTotalsBuilder();
  const bySpecies = new TierCounts<number>();
  const byDiver = new TierCounts<string>();
  const total = new TierCounts<null>();
  const { order, divers, rank } = byDiverInIdOrder(facts);
  for (const at of order) {
    const diver = facts.diver[at];
    const [tier, dive] = [facts.tier[at], facts.dive[at]];
    boards.add(
      rank[diver],
      facts.speciesPk[at],
      facts.season[at],
      dive,
      facts.gear[at],
      tier,
      facts.weight[at],
      facts.weightE4[at],
      facts.depth[at],
    );
    bySpecies.add(facts.speciesPk[at], tier, dive);
    byDiver.add(facts.divers[diver], tier, dive);
    total.add(null, tier, dive);
  }
  return {
    counts: { bySpecies: bySpecies.rows(), byDiver: byDiver.rows(), total: total.rows() },
    boardDivers: divers,
    boardRows: boards.rows(),
  };
}
