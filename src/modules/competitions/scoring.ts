// Competition scoring (contract §7a) as pure functions: the rules and an entry's fish in, each
// fish's points and reason and the ranked standings out. No database, no clock: the service
// gathers the fish, these decide. Every sort ends on a unique key (the catch or entry id), so the
// answer never depends on the order the fish arrived in.

export type Reason =
  | 'outside_area'
  | 'species_excluded'
  | 'below_minimum'
  | 'not_weighed'
  | 'rejected'
  | 'over_species_limit'
  | 'over_fish_limit';

interface SpeciesRule {
  species: string;
  min_weight_kg?: number;
  max_count?: number;
  fixed_points?: number;
}

export interface Rules {
  points_per_kg: number;
  fish_bonus: number;
  species_bonus: number;
  other_species: 'allowed' | 'excluded';
  default_min_weight_kg: number;
  default_max_count: number | null;
  max_fish: number | null;
  species: SpeciesRule[];
}

export interface ScoringRules {
  rules: Rules;
  weighInRequired: boolean;
}

/** A catch of an entry's diver inside the window, as the service found it. */
export interface Fish {
  catch_id: string;
  entry_id: string;
  species: string;
  /** The catch's own weight. */
  weight_kg: number;
  caught_at: number;
  inside_area: boolean;
  /** The latest weigh-in of the catch, if any. */
  weigh_in: { decision: 'accepted' | 'rejected'; weight_kg: number } | null;
}

export interface ScoredFish {
  catch_id: string;
  entry_id: string;
  species: string;
  /** The weight scored: the latest accepted weigh-in's, else the catch's. */
  weight_kg: number;
  caught_at: number;
  points: number;
  counted: boolean;
  reason: Reason | null;
}

interface EntryRef {
  id: string;
  division: string | null;
}

export interface Standing {
  rank: number;
  entry_id: string;
  division: string | null;
  points: number;
  fish: number;
  species: number;
  biggest: { catch_id: string; species: string; weight_kg: number } | null;
}

/** Grams: a catch's weight in kg, from its pounds (contract §1's factor). */
export const kgOfLbs = (lbs: number): number => Math.round(lbs * 0.45359237 * 1000) / 1000;

/** Higher points first; equal points the earlier catch (contract: ties, earlier caught_at); then the id. */
function byPoints(a: ScoredFish, b: ScoredFish): number {
  return b.points - a.points || a.caught_at - b.caught_at || (a.catch_id < b.catch_id ? -1 : a.catch_id > b.catch_id ? 1 : 0);
}

/** The reason a fish is out before any limit applies, or null when it is eligible. */
function eligibility(fish: Fish, weight: number, rule: SpeciesRule | undefined, setup: ScoringRules): Reason | null {
  if (!fish.inside_area) return 'outside_area';
  if (!rule && setup.rules.other_species === 'excluded') return 'species_excluded';
  if (weight < (rule?.min_weight_kg ?? setup.rules.default_min_weight_kg)) return 'below_minimum';
  if (fish.weigh_in?.decision === 'rejected') return 'rejected';
  if (setup.weighInRequired && !fish.weigh_in) return 'not_weighed';
  return null;
}

/**
 * Every fish of one entry with its points and reason. Eligible fish score their species'
 * fixed points, else round(kg × points_per_kg), plus fish_bonus; per species only the
 * max_count best count, then the entry's best max_fish overall.
 */
export function scoreEntryFish(fish: readonly Fish[], setup: ScoringRules): ScoredFish[] {
  const { rules } = setup;
  const speciesRules = new Map(rules.species.map((r) => [r.species, r]));
  const scored = fish.map((f): ScoredFish => {
    const rule = speciesRules.get(f.species);
    const weight = f.weigh_in?.decision === 'accepted' ? f.weigh_in.weight_kg : f.weight_kg;
    const points = (rule?.fixed_points ?? Math.round(weight * rules.points_per_kg)) + rules.fish_bonus;
    const reason = eligibility(f, weight, rule, setup);
    return {
      catch_id: f.catch_id,
      entry_id: f.entry_id,
      species: f.species,
      weight_kg: weight,
      caught_at: f.caught_at,
      points,
      counted: reason === null,
      reason,
    };
  });
  const eligible = scored.filter((f) => f.counted).sort(byPoints);
  const perSpecies = new Map<string, number>();
  let kept = 0;
  for (const f of eligible) {
    const limit = speciesRules.get(f.species)?.max_count ?? rules.default_max_count;
    const taken = perSpecies.get(f.species) ?? 0;
    if (limit !== null && taken >= limit) {
      f.counted = false;
      f.reason = 'over_species_limit';
    } else if (rules.max_fish !== null && kept >= rules.max_fish) {
      f.counted = false;
      f.reason = 'over_fish_limit';
    } else {
      perSpecies.set(f.species, taken + 1);
      kept++;
    }
  }
  return scored.sort((a, b) => a.caught_at - b.caught_at || (a.catch_id < b.catch_id ? -1 : 1));
}

const heavier = (a: ScoredFish, b: ScoredFish): boolean =>
  a.weight_kg > b.weight_kg ||
  (a.weight_kg === b.weight_kg && (a.caught_at < b.caught_at || (a.caught_at === b.caught_at && a.catch_id < b.catch_id)));

/** An entry's total from its scored fish: the counted points plus species_bonus per distinct species. */
function totalOf(entry: EntryRef, fish: readonly ScoredFish[], rules: Rules): Omit<Standing, 'rank'> {
  const counted = fish.filter((f) => f.counted);
  const species = new Set(counted.map((f) => f.species));
  // The heaviest counted fish; equal weights, the earlier catch.
  const biggest = counted.reduce<ScoredFish | null>((best, f) => (!best || heavier(f, best) ? f : best), null);
  return {
    entry_id: entry.id,
    division: entry.division,
    points: counted.reduce((sum, f) => sum + f.points, 0) + rules.species_bonus * species.size,
    fish: counted.length,
    species: species.size,
    biggest: biggest && { catch_id: biggest.catch_id, species: biggest.species, weight_kg: biggest.weight_kg },
  };
}

/** Competition ranking (1, 2, 2, 4) over rows already in order of points. */
export function rankByPoints<T extends { points: number }>(rows: readonly T[]): (T & { rank: number })[] {
  const ranked: (T & { rank: number })[] = [];
  rows.forEach((row, i) => {
    const previous = ranked[i - 1];
    ranked.push({ ...row, rank: previous && previous.points === row.points ? previous.rank : i + 1 });
  });
  return ranked;
}

/** The fish of each entry. */
export function fishByEntry(fish: readonly Fish[]): Map<string, Fish[]> {
  const byEntry = new Map<string, Fish[]>();
  for (const f of fish) {
    const list = byEntry.get(f.entry_id);
    if (list) list.push(f);
    else byEntry.set(f.entry_id, [f]);
  }
  return byEntry;
}

/**
 * The standings from each entry's scored fish (scoreEntryFish): every entry (none with fish
 * scores 0), most points first, equal points sharing a rank and listed by entry id; with
 * `division`, only that division's entries, ranked among themselves.
 */
export function rankEntries(
  entries: readonly EntryRef[],
  scored: ReadonlyMap<string, readonly ScoredFish[]>,
  rules: Rules,
  division?: string,
): Standing[] {
  const totals = entries
    .filter((e) => division === undefined || e.division === division)
    .map((e) => totalOf(e, scored.get(e.id) ?? [], rules))
    .sort((a, b) => b.points - a.points || (a.entry_id < b.entry_id ? -1 : 1));
  return rankByPoints(totals);
}

/** The standings from the fish themselves (rankEntries over each entry's scored fish). */
export function computeStandings(entries: readonly EntryRef[], fish: readonly Fish[], setup: ScoringRules, division?: string): Standing[] {
  const scored = new Map([...fishByEntry(fish)].map(([id, list]) => [id, scoreEntryFish(list, setup)]));
  return rankEntries(entries, scored, setup.rules, division);
}

/** Whether a point (lon, lat) lies in a GeoJSON Polygon: inside its outer ring and in none of its holes. */
export function insidePolygon(lon: number, lat: number, rings: readonly (readonly (readonly number[])[])[]): boolean {
  const inRing = (ring: readonly (readonly number[])[]): boolean => {
    let inside = false;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = [ring[i]![0]!, ring[i]![1]!];
      const [xj, yj] = [ring[j]![0]!, ring[j]![1]!];
      if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  };
  const [outer, ...holes] = rings;
  return outer !== undefined && inRing(outer) && !holes.some(inRing);
}
