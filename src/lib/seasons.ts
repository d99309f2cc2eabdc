// When the club's seasons start (contract §7a): season Y begins on the club's season_start
// (MM-DD) of Y at midnight in the club's time zone, and lasts until the next one begins. Pure:
// db/seasons.ts stores the result, where the database looks every catch's season up.
import { wallDay } from './zones';

/** The seasons stored: a catch is after 1900 (write.ts), so its season is 1899 at the earliest. */
export const firstSeason = 1899;
export const lastSeason = 2199;

/** Zones are at most 14 hours from UTC; a day begins within these many seconds of its UTC midnight. */
const widestOffset = 15 * 3600;

/**
 * The first second of day `monthDay` (MM-DD) of `year` in `timeZone`: the first instant whose
 * local day is that day, found by bisection (so a midnight a clock change skips starts the
 * day at the change).
 */
export function seasonStartsAt(year: number, monthDay: string, timeZone: string): number {
  const day = `${String(year).padStart(4, '0')}-${monthDay}`;
  const utcMidnight = Date.UTC(year, Number(monthDay.slice(0, 2)) - 1, Number(monthDay.slice(3))) / 1000;
  let [before, after] = [utcMidnight - widestOffset, utcMidnight + widestOffset];
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (wallDay(middle, timeZone) >= day) after = middle;
    else before = middle;
  }
  return after;
}

/** [year, starts_at] of every stored season, in order. */
export function seasonStarts(monthDay: string, timeZone: string): [number, number][] {
  const starts: [number, number][] = [];
  for (let year = firstSeason; year <= lastSeason; year++) starts.push([year, seasonStartsAt(year, monthDay, timeZone)]);
  return starts;
}
