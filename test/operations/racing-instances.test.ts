// Three instances on one database (three stores, as three processes open it: their own
// connections, sharing only the database) race creates of one species by a few divers. None
// is refused (no 503 busy), and at once, through every instance, the totals and every board
// equal what the stored catches say. On PostgreSQL, where creates append deltas folded in the
// background, that holds with every delta still pending (the fold is held off meanwhile), and
// once folded, the counters and board rows equal ones recomputed from the catches.
import { afterAll, expect, test } from 'bun:test';
import { derivedMismatchSql } from '../../src/db/postgres-derived';
import type { PostgresStore } from '../../src/db/postgres-store';
import { engine, holdFoldsOff, otherStore, testContext, type TestContext } from '../support';

const instances: TestContext[] = [];
/** Lets the fold run again (PostgreSQL): the test holds it off while it reads. */
let letFoldsRun = async (): Promise<void> => {};
afterAll(async () => {
  await letFoldsRun();
  for (const ctx of instances.reverse()) await ctx.db.close();
});

const writersPerInstance = 6;
const createsPerWriter = 12;
const gears = ['speargun', 'polespear', 'sling', 'other', undefined] as const;

interface Logged {
  diver: number;
  weight: number;
  depth: number;
  season: number;
  gear: string | undefined;
  diveType: 'freedive' | 'scuba';
}

test('three instances racing creates on one species: none refused; totals and boards exact at once', async () => {
  const first = testContext();
  instances.push(first, testContext({}, { db: otherStore(first.db) }), testContext({}, { db: otherStore(first.db) }));
  const divers = await Promise.all(['ana', 'ben', 'cy', 'dee'].map((name) => first.user(`${name}@reef.test`)));
  // PostgreSQL: another connection holds the fold's lock, so every read below adds the pending deltas itself.
  letFoldsRun = await holdFoldsOff(first.db);
  const logged: Logged[] = [];
  const refused: number[] = [];
  await Promise.all(
    instances.flatMap((ctx, instance) =>
      Array.from({ length: writersPerInstance }, async (_, writer) => {
        for (let i = 0; i < createsPerWriter; i++) {
          const n = (instance * writersPerInstance + writer) * createsPerWriter + i;
          const catchOf: Logged = {
            diver: n % divers.length,
            weight: 2 + ((n * 37) % 400) / 8,
            depth: 10 + ((n * 13) % 90),
            season: 2023 + (n % 3),
            gear: gears[n % gears.length],
            diveType: n % 4 === 0 ? 'scuba' : 'freedive',
          };
          const response = await ctx.request('POST', '/v1/catches', {
            key: divers[catchOf.diver].key,
            body: {
              species: 'Wahoo',
              weight_lbs: catchOf.weight,
              depth_ft: catchOf.depth,
              caught_at: `${catchOf.season}-06-0${1 + (n % 9)}T10:00:00Z`,
              dive_type: catchOf.diveType,
              ...(catchOf.gear ? { gear: catchOf.gear } : {}),
            },
          });
          if (response.status === 201) logged.push(catchOf);
          else refused.push(response.status);
          await response.body?.cancel();
        }
      }),
    ),
  );
  expect(refused).toEqual([]);
  const total = instances.length * writersPerInstance * createsPerWriter;
  expect(logged.length).toBe(total);

  /** A board's values, best first, as the catches that pass `keep` make it. */
  const expected = (board: string, keep: (c: Logged) => boolean): number[] =>
    divers
      .map((_, diver) => logged.filter((c) => c.diver === diver && keep(c)))
      .filter((mine) => mine.length > 0)
      .map((mine) => {
        if (board === 'catch-count') return mine.length;
        if (board === 'total-weight') return mine.reduce((sum, c) => sum + Math.round(c.weight * 10_000), 0) / 10_000;
        return Math.max(...mine.map((c) => (board === 'heaviest' ? c.weight : c.depth)));
      })
      .sort((a, b) => b - a);
  const filters: [string, (c: Logged) => boolean][] = [
    ['', () => true],
    ['&species=Wahoo', () => true],
    ['&season=2024', (c) => c.season === 2024],
    ['&species=Wahoo&season=2025', (c) => c.season === 2025],
    ['&gear=speargun', (c) => c.gear === 'speargun'],
    ['&dive_type=scuba&season=2023', (c) => c.diveType === 'scuba' && c.season === 2023],
  ];
  const reader = divers[0].key;
  for (const [instance, ctx] of instances.entries()) {
    const read = async (path: string) => (await ctx.request('GET', path, { key: reader })).json();
    expect({ instance, total: ((await read('/v1/catches?per_page=1')) as { total: number }).total }).toEqual({ instance, total });
    expect({ instance, total: ((await read('/v1/catches?species=Wahoo&per_page=1')) as { total: number }).total }).toEqual({
      instance,
      total,
    });
    for (const board of ['catch-count', 'total-weight', 'heaviest', 'deepest'])
      for (const [filter, keep] of filters) {
        const values = ((await read(`/v1/leaderboards/${board}?min_tier=unverified${filter}`)) as { data: { value: number }[] }).data.map(
          (entry) => entry.value,
        );
        expect({ instance, board, filter, values }).toEqual({ instance, board, filter, values: expected(board, keep) });
      }
  }

  if (engine === 'postgres') {
    const store = first.db as PostgresStore;
    expect(await store.get('SELECT count(*) AS n FROM catch_deltas')).toEqual({ n: total });
    await letFoldsRun();
    await store.foldCatchDeltas();
    expect(await store.get('SELECT count(*) AS n FROM catch_deltas')).toEqual({ n: 0 });
    expect(await store.get(derivedMismatchSql)).toEqual({ n: 0 });
  }
}, 120_000);
