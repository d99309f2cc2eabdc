// The chart totals (migration 0026, src/modules/stats/totals.ts) against the catches they total:
// after a random mix of creates, edits (weight, depth, species, month, diver), deletes and a
// diver's leaving, the statistics read from the totals equal those summed from every catch, for
// each set of filters the totals serve, and for each kind of viewer. The twin of a query adds
// min_weight_lbs=0 (every catch weighs more): the same catches, but a filter the totals are not
// kept by, so it is summed from the catches. Both engines; on PostgreSQL with deltas pending and folded.
import { beforeAll, describe, expect, test } from 'bun:test';
import { PostgresStore } from '../../src/db/postgres-store';
import type { Viewer } from '../../src/identity/person';
import { listLookups } from '../../src/modules/catches/read';
import { deleteCatchesOfDiver } from '../../src/modules/catches/write';
import { catchStats, weightStats, type StatsQuery } from '../../src/modules/stats/service';
import { totalsScope } from '../../src/modules/stats/totals';
import { testContext, testNow, type TestContext } from '../support';

/** mulberry32: the same mix every run. */
function prng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = prng(43);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
const speciesNames = ['Wahoo', 'Grey triggerfish', 'Dentex dentex', 'Mutton snapper'];
/** November 2024 to March 2025: a season's edge inside, and catches on months' first and last seconds. */
const months = [Date.UTC(2024, 10, 1), Date.UTC(2024, 11, 1), Date.UTC(2025, 0, 1), Date.UTC(2025, 1, 1), Date.UTC(2025, 2, 1)].map(
  (ms) => ms / 1000,
);

function caughtAt(): string {
  const start = pick(months);
  const roll = random();
  // The first second of a month, the last of the one before, or any second of it.
  const seconds = roll < 0.15 ? start : roll < 0.3 ? start - 1 : start + Math.floor(random() * 27 * 86400);
  return new Date(seconds * 1000).toISOString();
}

/** Whole pounds now and then: a catch on a bin's edge. */
const weight = (): number => (random() < 0.25 ? 1 + Math.floor(random() * 40) : Math.round((0.5 + random() * 45) * 100) / 100);

let ctx: TestContext;
let admin: Viewer;
let member: Viewer;
let developer: Viewer;
const divers: { id: string; key: string }[] = [];
const keyOf = new Map<string, string>();
/** Each live catch's id and its diver now (the developer's sandbox catches are not edited). */
const live = new Map<string, string>();

const fold = async (): Promise<void> => {
  if (ctx.db instanceof PostgresStore) await ctx.db.foldCatchDeltas();
};

async function create(diver: { id: string; key: string }, sandbox = false): Promise<void> {
  const response = await ctx.request('POST', '/v1/catches', {
    key: diver.key,
    body: { species: pick(speciesNames), weight_lbs: weight(), depth_ft: 5 + Math.floor(random() * 120), caught_at: caughtAt() },
  });
  expect(response.status).toBe(201);
  if (!sandbox) live.set(((await response.json()) as { id: string }).id, diver.id);
}

async function edit(id: string, body: Record<string, unknown>): Promise<void> {
  const response = await ctx.request('PATCH', `/v1/catches/${id}`, { key: keyOf.get(live.get(id)!), body });
  expect(response.status).toBe(200);
}

/** One random write: mostly creates, then each kind of edit, a move to another diver, a delete. */
async function randomWrite(): Promise<void> {
  const roll = random();
  const id = pick([...live.keys()]);
  if (roll < 0.4 || id === undefined) return create(pick(divers));
  if (roll < 0.5) return edit(id, { weight_lbs: weight() });
  if (roll < 0.57) return edit(id, { depth_ft: 5 + Math.floor(random() * 120) });
  if (roll < 0.67) return edit(id, { species: pick(speciesNames) });
  if (roll < 0.77) return edit(id, { caught_at: caughtAt() });
  if (roll < 0.87) {
    // No route moves a catch to another diver: the column itself, as a repair would.
    const to = pick(divers).id;
    await ctx.db.transaction((tx) => tx.run('UPDATE catches SET diver_id = ? WHERE id = ?', to, id));
    live.set(id, to);
    return;
  }
  const response = await ctx.request('DELETE', `/v1/catches/${id}`, { key: keyOf.get(live.get(id)!) });
  expect(response.status).toBe(204);
  live.delete(id);
}

/** Every catch weighs more than 0 lb: the same catches, summed from the catches. */
const twin = (query: StatsQuery): StatsQuery => ({ ...query, min_weight_lbs: 0 });

const pkOf = async (name: string): Promise<string> =>
  (await ctx.db.get<{ id: string }>(
    'SELECT s.id FROM species s JOIN species_names n ON n.species_pk = s.pk WHERE n.name = ? LIMIT 1',
    name,
  ))!.id;

/** [name, query, whether catchStats reads the totals for it (weightStats does for all)]. */
async function filterSets(): Promise<[string, StatsQuery, boolean][]> {
  const wahoo = await pkOf('Wahoo');
  return [
    ['every catch', {}, true],
    ['the 2025 season (the /stats page)', { caught_after: '2024-12-31T23:59:59Z', caught_before: '2026-01-01T00:00:00Z' }, true],
    ['December to February', { caught_after: '2024-11-30T23:59:59Z', caught_before: '2025-03-01T00:00:00Z' }, true],
    ['before 2025', { caught_before: '2025-01-01T00:00:00Z' }, true],
    ['from February', { caught_after: '2025-01-31T23:59:59Z' }, true],
    ['one species', { species_id: wahoo }, false],
    ['one species by name', { species: 'Wahoo' }, false],
  ];
}

async function expectTotalsMatchCatches(stage: string): Promise<void> {
  for (const [name, query, statsFromTotals] of await filterSets()) {
    for (const [who, viewer] of [
      ['admin', admin],
      ['member', member],
    ] as const) {
      const scope = totalsScope(query, await listLookups(ctx.db, query), viewer);
      // The totals do serve here (a test of equal answers from the scan twice would prove nothing).
      expect({ stage, name, who, served: scope !== null }).toEqual({ stage, name, who, served: true });
      expect(totalsScope(twin(query), await listLookups(ctx.db, twin(query)), viewer)).toBeNull();
      const weights = await weightStats(ctx.db, viewer, query);
      expect({ stage, name, who, weights }).toEqual({ stage, name, who, weights: await weightStats(ctx.db, viewer, twin(query)) });
      expect(weights.catches).toBeGreaterThan(0);
      if (statsFromTotals) {
        const stats = await catchStats(ctx.db, viewer, query);
        expect({ stage, name, who, stats }).toEqual({ stage, name, who, stats: await catchStats(ctx.db, viewer, twin(query)) });
        expect(stats.by_month.length).toBeGreaterThan(0);
      }
    }
  }
}

beforeAll(async () => {
  ctx = testContext();
  for (let n = 0; n < 4; n++) {
    const diver = await ctx.user(`diver${n}@totals.test`, 'diver');
    divers.push(diver);
    keyOf.set(diver.id, diver.key);
  }
  const adminUser = await ctx.user('admin@totals.test', 'admin');
  admin = { userId: adminUser.id, role: 'admin' };
  member = { userId: divers[0].id, role: 'diver' };
  const dev = await ctx.user('dev@totals.test', 'developer');
  developer = { userId: dev.id, role: 'developer' };
  // A developer's sandbox catches: in no total, and left out of every list but theirs.
  for (let n = 0; n < 3; n++) await create(dev, true);
  // Past two batches of pending catches (64, migration 0026): folds into rows that exist.
  for (let n = 0; n < 150; n++) await create(pick(divers));
});

describe('chart totals equal the sums of the catches', () => {
  test('after creates', async () => {
    await expectTotalsMatchCatches('creates');
    await fold();
    await expectTotalsMatchCatches('creates, folded');
  });

  test('after a random mix of creates, edits, moves and deletes (folded now and then)', async () => {
    for (let round = 0; round < 6; round++) {
      for (let n = 0; n < 40; n++) await randomWrite();
      await expectTotalsMatchCatches(`mix ${round}`);
      if (round % 2 === 0) await fold();
    }
    await fold();
    await expectTotalsMatchCatches('mix, folded');
  });

  test('after a diver leaves with their catches', async () => {
    const leaving = divers[3];
    await create(leaving);
    await ctx.db.transaction((tx) => deleteCatchesOfDiver(tx, { userId: leaving.id, role: 'diver' }, testNow));
    for (const [id, diver] of live) if (diver === leaving.id) live.delete(id);
    await expectTotalsMatchCatches('leaving');
    await fold();
    await expectTotalsMatchCatches('leaving, folded');
  });

  test("a developer's view holds their sandbox catches: summed from the catches", async () => {
    const query = {};
    expect(totalsScope(query, await listLookups(ctx.db, query), developer)).toBeNull();
    const mine = await catchStats(ctx.db, developer, query);
    const everyone = await catchStats(ctx.db, admin, query);
    expect(mine.total.catches).toBe(everyone.total.catches + 3);
  });

  test('the totals are what the catches add up to, row for row', async () => {
    await fold();
    const postgres = ctx.db instanceof PostgresStore;
    const month = postgres
      ? 'catchd_utc_month_start(caught_at)'
      : "CAST(strftime('%s', caught_at, 'unixepoch', 'start of month') AS INTEGER)";
    const pounds = postgres ? 'floor(weight_lbs)::integer' : 'CAST(floor(weight_lbs) AS INTEGER)';
    const e4 = postgres ? 'board_weight_e4(weight_lbs)' : 'CAST(round(weight_lbs * 10000) AS INTEGER)';
    // As readers see them (the *_live views: on SQLite some catches may still be pending).
    const pairs: [string, string][] = [
      [
        `SELECT month_start, species_pk, sum(n) AS n, sum(weight_sum_e4) AS e4, min(weight_min) AS lightest, max(weight_max) AS heaviest,
           max(depth_max) AS deepest FROM catch_month_species_totals_live GROUP BY 1, 2 ORDER BY 1, 2`,
        `SELECT ${month} AS m, species_pk, count(*) AS n, sum(${e4}) AS e4, min(weight_lbs) AS lightest, max(weight_lbs) AS heaviest, max(depth_ft) AS deepest
         FROM catches WHERE sandbox = 0 GROUP BY 1, 2 ORDER BY 1, 2`,
      ],
      [
        'SELECT month_start, diver_id, sum(n) AS n FROM catch_month_divers_live GROUP BY 1, 2 ORDER BY 1, 2',
        `SELECT ${month}, diver_id, count(*) FROM catches WHERE sandbox = 0 GROUP BY 1, 2 ORDER BY 1, 2`,
      ],
      [
        'SELECT month_start, sum(divers) AS divers FROM catch_month_diver_counts_live GROUP BY 1 ORDER BY 1',
        `SELECT ${month}, count(DISTINCT diver_id) FROM catches WHERE sandbox = 0 GROUP BY 1 ORDER BY 1`,
      ],
      [
        'SELECT month_start, weight_lb, sum(n) AS n FROM catch_month_weights_live GROUP BY 1, 2 ORDER BY 1, 2',
        `SELECT ${month}, ${pounds}, count(*) FROM catches WHERE sandbox = 0 GROUP BY 1, 2 ORDER BY 1, 2`,
      ],
      [
        'SELECT species_pk, weight_lb, sum(n) AS n FROM catch_species_weights_live GROUP BY 1, 2 ORDER BY 1, 2',
        `SELECT species_pk, ${pounds}, count(*) FROM catches WHERE sandbox = 0 GROUP BY 1, 2 ORDER BY 1, 2`,
      ],
    ];
    // Compared as numbers: PostgreSQL's sums and counts come back as bigint or numeric text.
    const rowsOf = async (sql: string): Promise<unknown[][]> =>
      (await ctx.db.all<Record<string, unknown>>(sql)).map((row) =>
        Object.values(row).map((value) => (typeof value === 'string' && /^[0-9.]+$/.test(value) ? Number(value) : value)),
      );
    if (postgres) expect((await ctx.db.get<{ n: number }>('SELECT count(*)::integer AS n FROM catch_deltas'))!.n).toBe(0);
    for (const [stored, counted] of pairs) {
      const rows = await rowsOf(stored);
      expect(rows.length).toBeGreaterThan(0);
      expect({ stored, rows }).toEqual({ stored, rows: await rowsOf(counted) });
    }
  });
});
