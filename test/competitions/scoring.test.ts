// The scoring rules of §7a as pure functions, table by table from rule sets clubs run.
import { describe, expect, test } from 'bun:test';
import fc from 'fast-check';
import {
  computeStandings,
  insidePolygon,
  type Fish,
  type Reason,
  type Rules,
  type ScoringRules,
  scoreEntryFish,
} from '../../src/modules/competitions/scoring';

const base: Rules = {
  points_per_kg: 1000,
  fish_bonus: 0,
  species_bonus: 0,
  other_species: 'allowed',
  default_min_weight_kg: 0,
  default_max_count: null,
  max_fish: null,
  species: [],
};

let n = 0;
const fish = (entry: string, species: string, kg: number, extra: Partial<Fish> = {}): Fish => ({
  catch_id: `catch_${String(++n).padStart(4, '0')}`,
  entry_id: entry,
  species,
  weight_kg: kg,
  caught_at: 1000 + n,
  inside_area: true,
  weigh_in: { decision: 'accepted', weight_kg: kg },
  ...extra,
});

const setupOf = (rules: Partial<Rules>, weighInRequired = true): ScoringRules => ({ rules: { ...base, ...rules }, weighInRequired });

describe('a fish: points and the reason it does or does not count', () => {
  const cmas = setupOf({
    fish_bonus: 100,
    default_min_weight_kg: 0.5,
    species: [
      { species: 'grouper', min_weight_kg: 2, max_count: 1 },
      { species: 'octopus', fixed_points: 500 },
    ],
  });
  const cases: [string, Fish, ScoringRules, { points: number; counted: boolean; reason: Reason | null }][] = [
    ['a point a gram plus the fish bonus', fish('e', 'bass', 1.234), cmas, { points: 1334, counted: true, reason: null }],
    ['fixed points replace weight', fish('e', 'octopus', 3), cmas, { points: 600, counted: true, reason: null }],
    ['under the default minimum', fish('e', 'bass', 0.499), cmas, { points: 599, counted: false, reason: 'below_minimum' }],
    ['under the species minimum', fish('e', 'grouper', 1.9), cmas, { points: 2000, counted: false, reason: 'below_minimum' }],
    ['at the minimum counts', fish('e', 'grouper', 2), cmas, { points: 2100, counted: true, reason: null }],
    ['outside the area', fish('e', 'bass', 2, { inside_area: false }), cmas, { points: 2100, counted: false, reason: 'outside_area' }],
    [
      'another species when excluded',
      fish('e', 'bass', 2),
      setupOf({ other_species: 'excluded', species: [{ species: 'grouper' }] }),
      { points: 2000, counted: false, reason: 'species_excluded' },
    ],
    [
      'not weighed when weighing is required',
      fish('e', 'bass', 2, { weigh_in: null }),
      cmas,
      { points: 2100, counted: false, reason: 'not_weighed' },
    ],
    [
      'the catch weight when weighing is not required',
      fish('e', 'bass', 2, { weigh_in: null }),
      setupOf({}, false),
      { points: 2000, counted: true, reason: null },
    ],
    [
      'rejected at the weigh-in',
      fish('e', 'bass', 2, { weigh_in: { decision: 'rejected', weight_kg: 2 } }),
      cmas,
      { points: 2100, counted: false, reason: 'rejected' },
    ],
    [
      'the weigh-in weight over the catch weight',
      fish('e', 'bass', 2, { weigh_in: { decision: 'accepted', weight_kg: 1.5 } }),
      cmas,
      { points: 1600, counted: true, reason: null },
    ],
  ];
  for (const [name, f, setup, expected] of cases)
    test(name, () => {
      const [scored] = scoreEntryFish([f], setup);
      expect({ points: scored!.points, counted: scored!.counted, reason: scored!.reason }).toEqual(expected);
    });

  test('per species only the max_count best count; equal points, the earlier catch', () => {
    const limited = setupOf({ species: [{ species: 'grouper', max_count: 2 }] });
    const a = fish('e', 'grouper', 3, { caught_at: 10 });
    const b = fish('e', 'grouper', 5, { caught_at: 20 });
    const c = fish('e', 'grouper', 3, { caught_at: 5 });
    const scored = new Map(scoreEntryFish([a, b, c], limited).map((f) => [f.catch_id, f.reason]));
    expect([scored.get(b.catch_id), scored.get(c.catch_id), scored.get(a.catch_id)]).toEqual([null, null, 'over_species_limit']);
  });

  test('default_max_count limits every species without a rule of its own', () => {
    const scored = scoreEntryFish([fish('e', 'bass', 1), fish('e', 'bass', 2), fish('e', 'bream', 1)], setupOf({ default_max_count: 1 }));
    expect(scored.map((f) => f.reason)).toEqual(['over_species_limit', null, null]);
  });

  test('max_fish keeps the entry\u2019s best fish after the species limits', () => {
    const rules = setupOf({ max_fish: 2, species: [{ species: 'grouper', max_count: 1 }] });
    const scored = scoreEntryFish([fish('e', 'grouper', 9), fish('e', 'grouper', 8), fish('e', 'bass', 1), fish('e', 'bream', 2)], rules);
    expect(scored.map((f) => f.reason)).toEqual([null, 'over_species_limit', 'over_fish_limit', null]);
  });
});

describe('standings', () => {
  const entries = [
    { id: 'ent_a', division: 'open' },
    { id: 'ent_b', division: 'women' },
    { id: 'ent_c', division: 'open' },
    { id: 'ent_d', division: 'juniors' },
  ];

  test('ties share a rank (1, 2, 2, 4); an entry without fish is listed last with 0', () => {
    const standings = computeStandings(
      entries,
      [fish('ent_a', 'bass', 3), fish('ent_b', 'bass', 2), fish('ent_c', 'bass', 2)],
      setupOf({}),
    );
    expect(standings.map((s) => [s.rank, s.entry_id, s.points])).toEqual([
      [1, 'ent_a', 3000],
      [2, 'ent_b', 2000],
      [2, 'ent_c', 2000],
      [4, 'ent_d', 0],
    ]);
  });

  test('species bonus per distinct species counted, and the biggest fish', () => {
    const rules = setupOf({ species_bonus: 1000, fish_bonus: 50 });
    const [top] = computeStandings(
      [entries[0]!],
      [fish('ent_a', 'bass', 1), fish('ent_a', 'bream', 2.5), fish('ent_a', 'bass', 1.5)],
      rules,
    );
    expect(top).toMatchObject({
      points: 1000 + 2500 + 1500 + 150 + 2000,
      fish: 3,
      species: 2,
      biggest: { species: 'bream', weight_kg: 2.5 },
    });
  });

  test('a team pools its members\u2019 fish under the same limits', () => {
    // Fish of two members arrive under their one entry: the species limit applies to the team.
    const rules = setupOf({ species: [{ species: 'grouper', max_count: 2 }] });
    const team = [fish('ent_a', 'grouper', 4), fish('ent_a', 'grouper', 5), fish('ent_a', 'grouper', 6)];
    const [top] = computeStandings([entries[0]!], team, rules);
    expect(top).toMatchObject({ points: 11000, fish: 2 });
  });

  test('a division ranks among its own entries', () => {
    const standings = computeStandings(
      entries,
      [fish('ent_a', 'bass', 1), fish('ent_b', 'bass', 9), fish('ent_c', 'bass', 2)],
      setupOf({}),
      'open',
    );
    expect(standings.map((s) => [s.rank, s.entry_id])).toEqual([
      [1, 'ent_c'],
      [2, 'ent_a'],
    ]);
  });

  test('heaviest fish: max_fish 1 with no weight floor', () => {
    const rules = setupOf({ max_fish: 1 });
    const standings = computeStandings(
      entries.slice(0, 2),
      [fish('ent_a', 'bass', 3), fish('ent_a', 'tuna', 7), fish('ent_b', 'tuna', 6)],
      rules,
    );
    expect(standings.map((s) => [s.entry_id, s.points, s.fish])).toEqual([
      ['ent_a', 7000, 1],
      ['ent_b', 6000, 1],
    ]);
  });
});

describe('the area', () => {
  const square = [
    [
      [0, 0],
      [10, 0],
      [10, 10],
      [0, 10],
      [0, 0],
    ],
    [
      [4, 4],
      [6, 4],
      [6, 6],
      [4, 6],
      [4, 4],
    ],
  ];
  test.each([
    [2, 2, true],
    [5, 5, false],
    [11, 5, false],
  ])('(%p, %p) inside: %p', (lon, lat, inside) => expect(insidePolygon(lon, lat, square)).toBe(inside));
});

describe('properties', () => {
  const arbitraryFish = fc.record({
    entry: fc.constantFrom('ent_a', 'ent_b', 'ent_c'),
    species: fc.constantFrom('bass', 'bream', 'grouper', 'octopus'),
    grams: fc.integer({ min: 0, max: 20_000 }),
    at: fc.integer({ min: 0, max: 50 }),
    state: fc.constantFrom('accepted', 'rejected', 'none', 'outside'),
  });
  const arbitraryRules = fc.record({
    fish_bonus: fc.integer({ min: 0, max: 100 }),
    species_bonus: fc.integer({ min: 0, max: 1000 }),
    default_min_weight_kg: fc.constantFrom(0, 0.5, 2),
    default_max_count: fc.constantFrom(null, 1, 3),
    max_fish: fc.constantFrom(null, 1, 4),
    species: fc.constant([{ species: 'octopus', fixed_points: 700 }] as Rules['species']),
  });

  test('standings never depend on the order the fish arrived in', () => {
    fc.assert(
      fc.property(
        fc
          .array(arbitraryFish, { maxLength: 40 })
          .map((drawn) =>
            drawn.map(
              (d, i): Fish => ({
                catch_id: `catch_${String(i).padStart(3, '0')}`,
                entry_id: d.entry,
                species: d.species,
                weight_kg: d.grams / 1000,
                caught_at: d.at,
                inside_area: d.state !== 'outside',
                weigh_in:
                  d.state === 'none' ? null : { decision: d.state === 'rejected' ? 'rejected' : 'accepted', weight_kg: d.grams / 1000 },
              }),
            ),
          )
          .chain((all) => fc.tuple(fc.constant(all), fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length }))),
        arbitraryRules,
        ([all, shuffled], rules) => {
          const entries = [
            { id: 'ent_a', division: null },
            { id: 'ent_b', division: null },
            { id: 'ent_c', division: null },
          ];
          const setup = setupOf(rules);
          expect(computeStandings(entries, shuffled, setup)).toEqual(computeStandings(entries, all, setup));
          expect(computeStandings([...entries].reverse(), all, setup)).toEqual(computeStandings(entries, all, setup));
        },
      ),
      { numRuns: 300 },
    );
  });
});
