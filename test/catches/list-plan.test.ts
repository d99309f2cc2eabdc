// The pure steps of a catch list (src/modules/catches/list-plan.ts), case by case without a
// database: the filters as SQL conditions, the order, the plan of statements and the choice
// between walking the created order and gathering a search's matches. test/catches/catches.test.ts
// runs the same lists over HTTP on both engines.
import { describe, expect, test } from 'bun:test';
import { postgresDialect } from '../../src/db/postgres-dialect';
import { sqliteDialect } from '../../src/db/sqlite-dialect';
import { ValidationFailed, type FieldError } from '../../src/lib/problem';
import {
  counterCount,
  filterConditions,
  listOrder,
  type CursorCatch,
  planList,
  walksInOrder,
  type CountableFilter,
  type ListLookups,
  type ListPlan,
  type ListQuery,
} from '../../src/modules/catches/list-plan';
import type { Viewer } from '../../src/identity/person';

const diver: Viewer = { userId: 'usr_me', role: 'diver' };
const verifier: Viewer = { userId: 'usr_checker', role: 'verifier' };
const dialect = sqliteDialect;
const rounded = (column: string): string => `(CASE WHEN c.diver_id = ? THEN c.${column} ELSE round(c.${column}, 1) END)`;

describe('filterConditions', () => {
  const cases: {
    name: string;
    query?: ListQuery;
    lookups?: ListLookups;
    viewer?: Viewer;
    where?: string[];
    params?: (string | number)[];
    countable?: CountableFilter | null;
    errors?: string[];
  }[] = [
    { name: 'no filter: every catch, from the total counter', where: [], params: [], countable: {} },
    { name: 'a species named', lookups: { species: { pk: 7 } }, where: ['c.species_pk = ?'], params: [7], countable: { speciesPk: 7 } },
    { name: 'a species of no name', lookups: { species: { errors: [{ field: 'species', message: 'unknown' }] } }, errors: ['species'] },
    {
      name: 'species and species_id, the same species',
      lookups: { species: { pk: 7 }, speciesIdPk: 7 },
      where: ['c.species_pk = ?', 'c.species_pk = ?'],
      params: [7, 7],
      countable: { speciesPk: 7 },
    },
    {
      name: 'species and species_id, two species: counted from the catches',
      lookups: { species: { pk: 7 }, speciesIdPk: 8 },
      countable: null,
    },
    {
      name: 'a species_id of no species',
      lookups: { speciesIdPk: -1 },
      where: ['c.species_pk = ?'],
      params: [-1],
      countable: { speciesPk: -1 },
    },
    { name: 'a diver', query: { diver_id: 'usr_x' }, where: ['c.diver_id = ?'], params: ['usr_x'], countable: { diverId: 'usr_x' } },
    {
      name: 'a diver and a species: no counter holds both',
      query: { diver_id: 'usr_x' },
      lookups: { species: { pk: 7 } },
      countable: null,
    },
    {
      name: 'tiers listed',
      query: { verification_tier: 'gold,silver' },
      where: ['c.tier IN (2,3)'],
      params: [],
      countable: { tiers: [2, 3] },
    },
    { name: 'every tier listed: no condition', query: { verification_tier: 'gold,silver,bronze,unverified' }, where: [], countable: {} },
    { name: 'a minimum tier', query: { min_tier: 'silver' }, where: ['c.tier IN (2,3)'], countable: { tiers: [2, 3] } },
    {
      name: 'tiers listed below the minimum: none',
      query: { verification_tier: 'bronze', min_tier: 'silver' },
      where: ['1 = 0'],
      countable: { tiers: [] },
    },
    { name: 'a tier of no name matches none', query: { verification_tier: 'platinum' }, where: ['1 = 0'], countable: { tiers: [] } },
    { name: 'a dive type', query: { dive_type: 'scuba' }, where: ['c.dive_type = ?'], params: ['scuba'], countable: { diveType: 'scuba' } },
    { name: 'gear: no counter', query: { gear: 'sling' }, where: ['c.gear = ?'], params: ['sling'], countable: null },
    {
      name: 'weight and depth bounds',
      query: { min_weight_lbs: 5, max_weight_lbs: 10, min_depth_ft: 0, max_depth_ft: 30 },
      where: ['c.weight_lbs >= ?', 'c.weight_lbs <= ?', 'c.depth_ft >= ?', 'c.depth_ft <= ?'],
      params: [5, 10, 0, 30],
      countable: null,
    },
    {
      name: 'time bounds, strict',
      query: { caught_after: '1970-01-01T00:01:00Z', created_before: '1970-01-02', updated_after: '1970-01-01T00:00:01+00:00' },
      where: ['c.caught_at > ?', 'c.created_at < ?', 'c.updated_at > ?'],
      params: [60, 86_400, 1],
      countable: null,
    },
    {
      name: 'a time that is none',
      query: { caught_before: 'last-tuesday', created_after: '2026-02-30' },
      errors: ['caught_before', 'created_after'],
    },
    {
      name: 'near, for a verifier: exact coordinates',
      query: { near: '10,20,5' },
      viewer: verifier,
      where: [
        'c.lat BETWEEN ? AND ?',
        '6371.0088 * 2 * asin(min(1, sqrt(pow(sin(radians(c.lat - ?) / 2), 2) + ' +
          'cos(radians(?)) * cos(radians(c.lat)) * pow(sin(radians(c.lon - ?) / 2), 2)))) <= ?',
      ],
      params: [10 - (5 / 111.32 + 0.1), 10 + 5 / 111.32 + 0.1, 10, 10, 20, 5],
      countable: null,
    },
    {
      name: 'bbox, for a diver: exact for their own catches, rounded for the others',
      query: { bbox: '1,2,3,4' },
      where: [`${rounded('lat')} BETWEEN ? AND ?`, `${rounded('lon')} BETWEEN ? AND ?`],
      params: ['usr_me', 2, 4, 'usr_me', 1, 3],
      countable: null,
    },
    {
      name: 'bbox across the antimeridian',
      query: { bbox: '170,-10,-170,10' },
      viewer: verifier,
      where: ['c.lat BETWEEN ? AND ?', '(c.lon >= ? OR c.lon <= ?)'],
      params: [-10, 10, 170, -170],
    },
    { name: 'near with two numbers', query: { near: '1,2' }, errors: ['near'] },
    { name: 'near with a word', query: { near: '1,x,3' }, errors: ['near'] },
    { name: 'near off the globe', query: { near: '95,0,10' }, errors: ['near'] },
    { name: 'near with no radius', query: { near: '0,0,0' }, errors: ['near'] },
    { name: 'a box upside down', query: { bbox: '0,10,1,5' }, errors: ['bbox'] },
    { name: 'a box off the globe', query: { bbox: '-181,0,0,1' }, errors: ['bbox'] },
    {
      name: 'q naming a species: species names, notes and places',
      lookups: { search: { match: '"reef"', namesSpecies: true } },
      where: [sqliteDialect.catchTextMatch],
      params: ['"reef"', '"reef"'],
      countable: null,
    },
    {
      name: 'q naming no species: notes and places alone',
      lookups: { search: { match: '"sand"', namesSpecies: false } },
      where: [sqliteDialect.catchNotesMatch],
      params: ['"sand"'],
      countable: null,
    },
    { name: 'q without a word', lookups: { search: null }, errors: ['q'] },
    {
      name: 'every error at once',
      query: { caught_after: 'x', near: '1', bbox: '1' },
      lookups: { species: { errors: [{ field: 'species', message: 'unknown' }] }, search: null },
      errors: ['species', 'caught_after', 'near', 'bbox', 'q'],
    },
  ];
  for (const c of cases)
    test(c.name, () => {
      const { filter, errors } = filterConditions(c.query ?? {}, c.lookups ?? {}, c.viewer ?? diver, dialect);
      expect(errors.map((e) => e.field)).toEqual(c.errors ?? []);
      if (c.where) expect(filter.where).toEqual(c.where);
      if (c.params) expect(filter.params).toEqual(c.params);
      if (c.countable !== undefined) expect(filter.countable).toEqual(c.countable);
      // Every placeholder has its parameter.
      expect(filter.where.join(' ').split('?').length - 1).toBe(filter.params.length);
    });

  test("the search's place is kept for the plan, after the other conditions", () => {
    const { filter } = filterConditions(
      { diver_id: 'usr_x', gear: 'other' },
      { search: { match: 'm', namesSpecies: false } },
      diver,
      postgresDialect,
    );
    expect(filter.search).toEqual({ match: 'm', notesOnly: true, at: 2 });
    expect(filter.where[2]).toBe(postgresDialect.catchNotesMatch);
  });
});

/** A cursor catch with these sort values (the others 0). */
const cursorAt = (values: Partial<CursorCatch>): CursorCatch => ({
  created_at: 0,
  caught_at: 0,
  weight_lbs: 0,
  depth_ft: 0,
  id: 'catch_x',
  ...values,
});

describe('listOrder', () => {
  const cases: [string | undefined, ReturnType<typeof listOrder>][] = [
    [undefined, { name: 'created_at', descending: true }],
    ['created_at', { name: 'created_at', descending: false }],
    ['-weight_lbs', { name: 'weight_lbs', descending: true }],
    ['depth_ft', { name: 'depth_ft', descending: false }],
    ['-caught_at', { name: 'caught_at', descending: true }],
    ['colour', null],
    ['--created_at', null],
    ['toString', null],
    ['c.pk; DROP TABLE catches', null],
  ];
  for (const [sort, order] of cases) test(`sort=${sort}`, () => expect(listOrder(sort)).toEqual(order));
});

describe('planList', () => {
  const fieldsOf = (run: () => unknown): string[] => {
    try {
      run();
    } catch (error) {
      if (error instanceof ValidationFailed) return (error.errors as FieldError[]).map((e) => e.field);
      throw error;
    }
    return [];
  };

  test('the first page, newest first, counted from the total counter', () => {
    const plan = planList({}, {}, diver, dialect);
    expect(plan).toMatchObject({ page: 1, perPage: 20, offset: 0, walk: null, skipTotal: false });
    expect(plan.keys).toEqual({
      sql: 'SELECT c.pk FROM catches c  ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?',
      params: [21, 0],
    });
    expect(plan.count).toEqual(counterCount({}, sqliteDialect));
  });

  test('a page by number skips the pages before it and reads one key past it', () => {
    const plan = planList({ page: 3, per_page: 10, sort: 'weight_lbs', gear: 'sling' }, {}, diver, dialect);
    expect(plan).toMatchObject({ page: 3, perPage: 10, offset: 20 });
    expect(plan.keys).toEqual({
      sql: 'SELECT c.pk FROM catches c WHERE c.gear = ? ORDER BY c.weight_lbs ASC, c.id ASC LIMIT ? OFFSET ?',
      params: ['sling', 11, 20],
    });
    expect(plan.count).toEqual({ sql: 'SELECT count(*) AS n FROM catches c WHERE c.gear = ?', params: ['sling'] });
  });

  test('a page after a cursor: keyset condition in the order, its parameters before the page size', () => {
    const plan = planList(
      { after: 'catch_x', sort: '-depth_ft', dive_type: 'scuba' },
      { cursor: cursorAt({ depth_ft: 40 }) },
      diver,
      dialect,
    );
    expect(plan).toMatchObject({ page: null, offset: 0 });
    expect(plan.keys).toEqual({
      sql: 'SELECT c.pk FROM catches c WHERE c.dive_type = ? AND (c.depth_ft, c.id) < (?, ?) ORDER BY c.depth_ft DESC, c.id DESC LIMIT ? OFFSET ?',
      params: ['scuba', 40, 'catch_x', 21, 0],
    });
    // The total is the filter's, whatever the cursor.
    expect(plan.count).toEqual(counterCount({ diveType: 'scuba' }, sqliteDialect));
  });

  const refused: [string, ListQuery, ListLookups, string[]][] = [
    ['page and after', { page: 2, after: 'catch_x' }, { cursor: cursorAt({}) }, ['after']],
    ['a cursor of no catch', { after: 'catch_x' }, { cursor: null }, ['after']],
    ['a sort of no column', { sort: 'colour' }, {}, ['sort']],
    ['a sort of no column, with a cursor (not looked up)', { sort: 'colour', after: 'catch_x' }, {}, ['sort']],
    [
      'filters and paging at once',
      { page: 1, after: 'catch_x', near: 'x' },
      { cursor: null, search: null },
      ['after', 'near', 'q', 'after'],
    ],
  ];
  for (const [name, query, lookups, fields] of refused)
    test(`refused: ${name}`, () => expect(fieldsOf(() => planList(query, lookups, diver, dialect))).toEqual(fields));

  test('a search alone in created order may walk that order, and is counted from the search index', () => {
    for (const [namesSpecies, inOrder, count] of [
      [false, dialect.catchNotesMatchInOrder, dialect.catchNotesMatchCount],
      [true, dialect.catchTextMatchInOrder, dialect.catchTextMatchCount],
    ] as const) {
      const plan = planList({ q: 'reef', per_page: 5 }, { search: { match: '"reef"', namesSpecies } }, diver, dialect);
      expect(plan.walk?.notesOnly).toBe(!namesSpecies);
      expect(plan.walk?.keys.sql).toBe(
        `SELECT c.pk FROM catches c WHERE ${inOrder} ORDER BY c.created_at DESC, c.id DESC LIMIT ? OFFSET ?`,
      );
      expect(plan.walk?.keys.params).toEqual(plan.keys.params);
      expect(plan.count.sql).toBe(count);
      expect(new Set(plan.count.params)).toEqual(new Set(['"reef"']));
      expect(plan.count.params.length).toBe(count.split('?').length - 1);
    }
  });

  test("a walking plan carries its rule: walksInOrder for its own page's reach, and the count of all catches", () => {
    const search: ListLookups = { search: { match: '"reef"', namesSpecies: false } };
    const plan = planList({ q: 'reef', page: 3, per_page: 10 }, search, diver, dialect);
    expect(plan.walk?.allCatches).toEqual(counterCount({}, dialect));
    // Page 3 of 10 ends 31 catches in (the key past the page included).
    for (const [matches, catches] of [
      [1_000, 10_000],
      [100, 10_000],
      // Walks for page 1 (11 catches in), not for page 3.
      [200, 10_000],
      [10, 1_000_000],
      [0, 10],
    ])
      expect(plan.walk?.walks(matches!, catches!)).toBe(walksInOrder(true, { matches: matches!, catches: catches!, reach: 31 }));
  });

  test('a search in another order, or with another filter, gathers its matches', () => {
    const search: ListLookups = { search: { match: '"reef"', namesSpecies: false } };
    const byWeight = planList({ q: 'reef', sort: '-weight_lbs' }, search, diver, dialect);
    expect(byWeight.walk).toBeNull();
    expect(byWeight.count.sql).toBe(dialect.catchNotesMatchCount);
    const withGear = planList({ q: 'reef', gear: 'sling' }, search, diver, dialect);
    expect(withGear.walk).toBeNull();
    expect(withGear.count.sql).toBe(`SELECT count(*) AS n FROM catches c WHERE c.gear = ? AND ${dialect.catchNotesMatch}`);
  });

  test('the cache key tells apart what answers differ, and only that', () => {
    const key = (query: ListQuery, viewer: Viewer = diver, lookups: ListLookups = {}): string =>
      planList(query, lookups, viewer, dialect).cacheKey;
    expect(key({ page: 1 })).toBe(key({}));
    expect(key({ gear: 'sling' })).not.toBe(key({ gear: 'other' }));
    expect(key({ per_page: 10 })).not.toBe(key({}));
    expect(key({ page: 2 })).not.toBe(key({}));
    expect(key({ skip_total: true })).not.toBe(key({}));
    expect(key({ diver_id: 'usr_x' })).not.toBe(key({ diver_id: 'usr_x', min_weight_lbs: 0 }));
    // Rounded spots depend on who looks; exact ones do not.
    expect(key({ bbox: '1,2,3,4' })).not.toBe(key({ bbox: '1,2,3,4' }, { userId: 'usr_other', role: 'diver' }));
    expect(key({ bbox: '1,2,3,4' }, verifier)).toBe(key({ bbox: '1,2,3,4' }, { userId: 'usr_admin', role: 'admin' }));
    expect(key({ gear: 'sling' })).toBe(key({ gear: 'sling' }, verifier));
  });

  test('every statement has a parameter for each placeholder, on both engines', () => {
    const query: ListQuery = {
      q: 'x',
      near: '1,2,3',
      bbox: '170,0,-170,5',
      diver_id: 'usr_x',
      min_weight_lbs: 1,
      after: 'catch_x',
      sort: 'created_at',
    };
    const lookups: ListLookups = { species: { pk: 3 }, search: { match: 'x', namesSpecies: true }, cursor: cursorAt({ created_at: 5 }) };
    for (const d of [sqliteDialect, postgresDialect]) {
      const plan: ListPlan = planList(query, lookups, diver, d);
      for (const statement of [plan.keys, plan.count]) expect(statement.sql.split('?').length - 1).toBe(statement.params.length);
    }
  });
});

describe('counterCount', () => {
  const cases: [CountableFilter, string, (string | number)[]][] = [
    [{}, 'SELECT coalesce(sum(n), 0) AS n FROM catch_counts_total ', []],
    [
      { tiers: [1, 2], diveType: 'scuba' },
      'SELECT coalesce(sum(n), 0) AS n FROM catch_counts_total WHERE tier IN (1,2) AND dive_type = ?',
      ['scuba'],
    ],
    [{ speciesPk: 4, diverId: 'usr_x' }, 'SELECT coalesce(sum(n), 0) AS n FROM catch_counts_by_species WHERE species_pk = ?', [4]],
    [{ diverId: 'usr_x', tiers: [] }, 'SELECT coalesce(sum(n), 0) AS n FROM catch_counts_by_diver WHERE diver_id = ? AND 1 = 0', ['usr_x']],
  ];
  for (const [filter, sql, params] of cases)
    test(JSON.stringify(filter), () => expect(counterCount(filter, sqliteDialect)).toEqual({ sql, params }));
  test('PostgreSQL adds the catches whose deltas are not folded yet', () =>
    expect(counterCount({ speciesPk: 4 }, postgresDialect).sql).toBe(
      'SELECT coalesce(sum(n), 0) AS n FROM catch_counts_by_species_live WHERE species_pk = ?',
    ));
});

describe('walksInOrder', () => {
  // reach × catches / matches is how many catches the walk passes before the page ends.
  const cases: [string, boolean, { matches: number; catches: number; reach: number }, boolean][] = [
    ['no match: nothing to walk to', true, { matches: 0, catches: 1000, reach: 21 }, false],
    ['notes, common: passes 105, 5 × 20 matches is 100', true, { matches: 20, catches: 100, reach: 21 }, false],
    ['notes, common: passes 100 of 5 × 20', true, { matches: 20, catches: 100, reach: 20 }, true],
    ['notes, a word in 10% of 1M, page 1', true, { matches: 100_000, catches: 1_000_000, reach: 21 }, true],
    ['notes, rare: 30 of 1M', true, { matches: 30, catches: 1_000_000, reach: 21 }, false],
    ['species named, 35% of 1M, page 1 of 50', false, { matches: 350_000, catches: 1_000_000, reach: 51 }, true],
    ['species named, far page', false, { matches: 350_000, catches: 1_000_000, reach: 40_000 }, false],
    ['species named: walks only when a quarter of its matches suffices', false, { matches: 40, catches: 100, reach: 4 }, true],
    ['species named: not a catch further', false, { matches: 40, catches: 100, reach: 5 }, false],
  ];
  for (const [name, notesOnly, counts, walks] of cases) test(name, () => expect(walksInOrder(notesOnly, counts)).toBe(walks));
});
