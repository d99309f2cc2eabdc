// board_totals' rows computed in memory from catches: the bulk importer's recount. Pure (no
// database, no I/O), so that it runs on a worker thread while the writer rebuilds indexes
// (catches/recount-worker.ts). The scope packing is shared with the board reads (service.ts).
import { diveTypes, gears } from '../../../db/vocabulary';

/** A dive type's scope code: 1 + its index in diveTypes (0 stands for both). */
export function diveCode(diveType: string): number {
  return diveTypes.indexOf(diveType as never) + 1;
}

/** A gear's scope code: 1 + its index in gears; 0 (any) when none is given. */
export function gearCode(gear: string | null): number {
  return gear === null ? 0 : gears.indexOf(gear as never) + 1;
}

export function packScope(speciesPk: number, season: number, dive: number, gear: number, minTier: number): number {
  return (((speciesPk * 10_000 + season) * 3 + dive) * 5 + gear) * 4 + minTier;
}

/** [0 (all), code] for a dive-type or gear code; code 0 (no gear given) counts under "any" only. Made once: the rebuild runs ~20 scopes per catch. */
const allAndOwn: readonly number[][] = [[0], [0, 1], [0, 2], [0, 3], [0, 4]];

/** Numbers per row of BoardTotalsBuilder.rows(): diver, scope, n, weight_sum_e4, weight_max, depth_max. */
export const boardTotalsRowWidth = 6;

/** board_totals' columns, in the order of BoardTotalsBuilder's rows. */
export const boardTotalsColumns: readonly string[] = ['diver_id', 'scope', 'n', 'weight_sum_e4', 'weight_max', 'depth_max'];

/** How many rows `rows` (BoardTotalsBuilder.rows()) holds. */
export const boardTotalsRowCount = (rows: Float64Array): number => rows.length / boardTotalsRowWidth;

/** The row-th of `rows` as board_totals' values (boardTotalsColumns): the diver's number given as its id in `divers`. */
export function boardTotalsRow(
  divers: readonly string[],
  rows: Float64Array,
  row: number,
): [string, number, number, number, number, number] {
  const at = row * boardTotalsRowWidth;
  return [divers[rows[at]], rows[at + 1], rows[at + 2], rows[at + 3], rows[at + 4], rows[at + 5]];
}

/**
 * Recomputes board_totals from catches fed to it grouped by diver, divers in id order, so
 * that its rows come out in primary-key order. Same result as boardTotalsRebuildSql (a test
 * holds them equal), but SQLite would sort ~20 expanded rows per catch for that GROUP BY: a
 * minute at 1M catches, against seconds here. Memory: six numbers per board_totals row.
 */
export class BoardTotalsBuilder {
  /** Flat rows (see boardTotalsRowWidth) in (diver, scope) order: the first `length` numbers. */
  private flat: Float64Array<ArrayBuffer> = new Float64Array(1 << 16);
  private length = 0;
  private diver = -1;
  /**
   * The current diver's rows: where each scope's running totals are in `totals`, four
   * numbers a row (count, weight sum in 0.0001 lb, weight max, depth max). Numbers in
   * arrays reused from diver to diver, not an array per row (~900k per 100k catches).
   */
  private readonly slots = new Map<number, number>();
  private totals: Float64Array<ArrayBuffer> = new Float64Array(1 << 12);
  /** [all time, a season]: the seasons a catch counts in, reused. */
  private readonly seasons = [0, 0];

  /**
   * Adds one catch of the diver numbered `diver` (the caller's numbering, in diver id order);
   * `dive` and `gear` are its scope codes (diveCode, gearCode); `weightE4` its weight in
   * 0.0001 lb as the engine's own rounding gives it (the dialect's timesE4), so that the
   * sums equal the ones its triggers keep.
   */
  add(
    diver: number,
    speciesPk: number,
    season: number,
    dive: number,
    gear: number,
    tier: number,
    weight: number,
    weightE4: number,
    depth: number,
  ): void {
    if (diver !== this.diver) {
      this.flushDiver();
      this.diver = diver;
    }
    this.seasons[1] = season;
    const dives = allAndOwn[dive];
    const gearsToCount = allAndOwn[gear];
    // The scopes a catch counts in, exactly as the insert trigger of the ladder migration lists
    // them: every species x {all time, its season} x {both, its dive type} x {any, its gear},
    // and its species x {all time, its season}; each for every min_tier up to its tier.
    for (let minTier = 0; minTier <= tier; minTier++)
      for (const s of this.seasons) {
        this.count(packScope(speciesPk, s, 0, 0, minTier), weightE4, weight, depth);
        for (const d of dives) for (const g of gearsToCount) this.count(packScope(0, s, d, g, minTier), weightE4, weight, depth);
      }
  }

  /** The rows of everything added, flat (see boardTotalsRowWidth), with the diver numbers given to add(). */
  rows(): Float64Array {
    this.flushDiver();
    return this.flat.subarray(0, this.length);
  }

  private count(scope: number, weightE4: number, weight: number, depth: number): void {
    const slot = this.slots.get(scope);
    if (slot === undefined) {
      const at = this.slots.size * 4;
      if (at === this.totals.length) this.totals = grown(this.totals);
      this.slots.set(scope, at);
      const totals = this.totals;
      totals[at] = 1;
      totals[at + 1] = weightE4;
      totals[at + 2] = weight;
      totals[at + 3] = depth;
    } else {
      const totals = this.totals;
      totals[slot]++;
      totals[slot + 1] += weightE4;
      if (weight > totals[slot + 2]) totals[slot + 2] = weight;
      if (depth > totals[slot + 3]) totals[slot + 3] = depth;
    }
  }

  private flushDiver(): void {
    if (this.length + this.slots.size * boardTotalsRowWidth > this.flat.length)
      this.flat = grown(this.flat, this.length + this.slots.size * boardTotalsRowWidth);
    const { flat, totals } = this;
    // A typed array sorts numbers natively, without a comparator call per step (1M catches: 2.1 s -> 1.2 s here).
    for (const scope of Float64Array.from(this.slots.keys()).sort()) {
      const slot = this.slots.get(scope)!;
      const at = this.length;
      flat[at] = this.diver;
      flat[at + 1] = scope;
      for (let i = 0; i < 4; i++) flat[at + 2 + i] = totals[slot + i];
      this.length += boardTotalsRowWidth;
    }
    this.slots.clear();
  }
}

/** A copy of `array` with room for at least `needed` numbers (twice as many by default). */
function grown(array: Float64Array, needed = array.length + 1): Float64Array<ArrayBuffer> {
  const bigger = new Float64Array(Math.max(needed, array.length * 2));
  bigger.set(array);
  return bigger;
}
