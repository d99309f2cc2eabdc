// Leaderboard scenarios: listing, ranks with ties, deep pages (on PostgreSQL with catches
// both folded and pending), privacy, bad input, and a diver pushed out of the top 10.
import { beforeEach, describe, expect, test } from 'bun:test';
import { PostgresStore } from '../../../src/db/postgres-store';
import { holdFoldsOff, testContext, type TestContext } from '../../support';
import { addPhoto, json } from '../verifications/helpers';

let ctx: TestContext;
let verifier: { id: string; key: string };

beforeEach(async () => {
  ctx = testContext();
  verifier = await ctx.user('vic@example.com', 'verifier');
});

/** Logs a catch and verifies it at silver; returns its id. */
async function silverCatch(owner: { key: string }, body: Record<string, unknown>): Promise<string> {
  const created = await ctx.request('POST', '/v1/catches', { key: owner.key, body: { species: 'Wahoo', depth_ft: 30, ...body } });
  expect(created.status).toBe(201);
  const id = (await json(created)).id;
  const evidence = { photo_ids: [await addPhoto(ctx, id)], measurement: { weight_lbs: 1 } };
  expect(
    (await ctx.request('POST', `/v1/catches/${id}/verifications`, { key: verifier.key, body: { tier: 'silver', evidence } })).status,
  ).toBe(201);
  return id;
}

const board = async (path: string, key: string) => {
  const response = await ctx.request('GET', path, { key });
  expect(response.status).toBe(200);
  return json(response);
};

describe('leaderboards', () => {
  test('lists the four boards', async () => {
    const reader = await ctx.user('rea@example.com');
    const body = await board('/v1/leaderboards', reader.key);
    expect(body.data.map((b: { board: string }) => b.board)).toEqual(['heaviest', 'total-weight', 'catch-count', 'deepest']);
    for (const entry of body.data) expect(entry.description.length).toBeGreaterThan(10);
  });

  test('ties share a rank (1, 2, 2, 4), ordered by diver id; pages keep ranks; unverified catches wait for silver', async () => {
    const divers = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((n) => ctx.user(`${n}@example.com`)));
    const weights = [50, 40, 40, 30];
    for (const [i, weight] of weights.entries()) await silverCatch(divers[i], { weight_lbs: weight });
    await ctx.request('POST', '/v1/catches', { key: divers[4].key, body: { species: 'Wahoo', weight_lbs: 99, depth_ft: 1 } });
    const full = await board('/v1/leaderboards/heaviest', divers[0].key);
    expect(full.total).toBe(4);
    expect(full.data.map((e: { rank: number }) => e.rank)).toEqual([1, 2, 2, 4]);
    const tied = [divers[1].id, divers[2].id].sort();
    expect(full.data.slice(1, 3).map((e: { diver: { id: string } }) => e.diver.id)).toEqual(tied);
    const page2 = await board('/v1/leaderboards/heaviest?per_page=2&page=2', divers[0].key);
    expect(page2).toMatchObject({ page: 2, per_page: 2, total: 4 });
    expect(page2.data.map((e: { rank: number; value: number }) => [e.rank, e.value])).toEqual([
      [2, 40],
      [4, 30],
    ]);
    expect((await board('/v1/leaderboards/heaviest?page=99', divers[0].key)).data).toEqual([]);
    const all = await board('/v1/leaderboards/heaviest?min_tier=unverified', divers[0].key);
    expect(all.data[0]).toMatchObject({ rank: 1, value: 99, diver: { id: divers[4].id } });
  });

  test('every page is its slice of the whole board, also while some catches are folded and others pending (PostgreSQL)', async () => {
    const divers = await Promise.all(Array.from({ length: 10 }, (_, i) => ctx.user(`diver${i}@example.com`)));
    for (const [i, diver] of divers.entries()) await silverCatch(diver, { weight_lbs: 10 + i * 10, depth_ft: 60 - i * 5 });
    if (ctx.db instanceof PostgresStore) await ctx.db.foldCatchDeltas();
    const letFoldsRun = await holdFoldsOff(ctx.db);
    // Pending on PostgreSQL, below folded divers on most boards: two divers into a tie mid-board, a newcomer.
    await silverCatch(divers[0], { weight_lbs: 55, depth_ft: 5 });
    await silverCatch(divers[4], { weight_lbs: 55, depth_ft: 5 });
    const newcomer = await ctx.user('new@example.com');
    await silverCatch(newcomer, { weight_lbs: 5, depth_ft: 1 });
    if (ctx.db instanceof PostgresStore) expect(await ctx.db.get('SELECT count(*) AS n FROM catch_deltas')).toEqual({ n: 3 });
    for (const name of ['heaviest', 'total-weight', 'catch-count', 'deepest'])
      for (const minTier of ['unverified', 'silver']) {
        const path = `/v1/leaderboards/${name}?min_tier=${minTier}`;
        const whole = await board(`${path}&per_page=100`, newcomer.key);
        expect(whole.total).toBe(11);
        for (const perPage of [1, 2, 3]) {
          const paged = [];
          for (let page = 1; (page - 1) * perPage < whole.total; page++) {
            const body = await board(`${path}&per_page=${perPage}&page=${page}`, newcomer.key);
            expect(body.total).toBe(11);
            paged.push(...body.data);
          }
          expect({ name, minTier, perPage, paged }).toEqual({ name, minTier, perPage, paged: whole.data });
        }
      }
    await letFoldsRun();
  });

  test('entries show id and display name only, and the catch with rounded coordinates unless the reader may see exact', async () => {
    const owner = await ctx.user('owner@example.com');
    const catchId = await silverCatch(owner, { weight_lbs: 20, location: { lat: 25.123456, lon: -80.654321, name: 'Secret Ledge' } });
    const stranger = await ctx.user('stranger@example.com');
    const seen = await board('/v1/leaderboards/deepest', stranger.key);
    expect(seen.data[0].diver).toEqual({ id: owner.id, display_name: 'owner' });
    expect(seen.data[0].catch.id).toBe(catchId);
    expect(seen.data[0].catch.location).toMatchObject({ lat: 25.1, lon: -80.7, precise: false });
    expect(JSON.stringify(seen)).not.toContain('owner@example.com');
    expect(JSON.stringify(seen)).not.toContain('25.123456');
    const exact = await board('/v1/leaderboards/heaviest', verifier.key);
    expect(exact.data[0].catch.location).toMatchObject({ lat: 25.123456, precise: true });
    const counted = await board('/v1/leaderboards/catch-count', stranger.key);
    expect(counted.data[0]).toEqual({ rank: 1, value: 1, diver: { id: owner.id, display_name: 'owner' } });
  });

  test('refuses bad requests', async () => {
    const reader = await ctx.user('rea@example.com');
    const cases: [string, number, string, string?][] = [
      ['/v1/leaderboards/longest', 404, 'not_found'],
      ['/v1/leaderboards/heaviest?species=Unicornfish%20zzz', 422, 'validation_failed', 'species'],
      ['/v1/leaderboards/heaviest?season=20x5', 422, 'validation_failed', 'season'],
      // (Out-of-range integers in a query are named "body" by the shared error mapping today.)
      ['/v1/leaderboards/heaviest?per_page=101', 422, 'validation_failed'],
      ['/v1/leaderboards/heaviest?page=0', 422, 'validation_failed'],
      ['/v1/leaderboards/heaviest?min_tier=platinum', 422, 'validation_failed', 'min_tier'],
      ['/v1/leaderboards/heaviest?gear=trident', 422, 'validation_failed', 'gear'],
      ['/v1/leaderboards/heaviest?colour=red', 422, 'validation_failed'],
    ];
    for (const [path, status, code, field] of cases) {
      const response = await ctx.request('GET', path, { key: reader.key });
      expect([path, response.status]).toEqual([path, status]);
      const problem = await json(response);
      expect(problem.code).toBe(code);
      if (field) expect(problem.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const noScope = await ctx.user('nos@example.com', 'diver', ['catches:read']);
    expect((await ctx.request('GET', '/v1/leaderboards/heaviest', { key: noScope.key })).status).toBe(403);
    expect((await ctx.request('GET', '/v1/leaderboards')).status).toBe(401);
  });

  test('a diver pushed out of the top 10 gets new_rank null; events name only id and display name', async () => {
    // One after another: ids grow with creation, so the newcomer has the highest id.
    const divers: { id: string; key: string }[] = [];
    for (let i = 0; i < 11; i++) divers.push(await ctx.user(`d${String(i).padStart(2, '0')}@example.com`));
    for (const [i, diver] of divers.slice(0, 10).entries()) await silverCatch(diver, { weight_lbs: 10 + i });
    const before = (await ctx.db.get<{ pk: number }>('SELECT max(pk) AS pk FROM events'))!.pk;
    await silverCatch(divers[10], { weight_lbs: 100 });
    const events = (
      await ctx.db.all<{ data: string }>("SELECT data FROM events WHERE type = 'leaderboard.updated' AND pk > ? ORDER BY pk", before)
    ).map((e) => JSON.parse(e.data).object);
    const heaviest = events.find((e) => e.board === 'heaviest' && e.species_id === null && e.season === null);
    expect(heaviest.changes[0]).toEqual({ diver: { id: divers[10].id, display_name: 'd10' }, old_rank: null, new_rank: 1 });
    expect(heaviest.changes.at(-1)).toEqual({ diver: { id: divers[0].id, display_name: 'd00' }, old_rank: 10, new_rank: null });
    expect(heaviest.changes).toHaveLength(11);
    // Everyone has one catch at 30 ft: catch-count and deepest are ten-way ties ordered by
    // diver id, which the newcomer (the highest id) does not enter.
    expect(events.map((e) => `${e.board}|${e.species_id === null ? 'all' : 'species'}|${e.season ?? 'all'}`).sort()).toEqual(
      ['heaviest', 'total-weight'].flatMap((b) => [`${b}|all|all`, `${b}|all|2026`, `${b}|species|all`, `${b}|species|2026`]).sort(),
    );
    expect(JSON.stringify(events)).not.toContain('@example.com');
    const eleventh = await board('/v1/leaderboards/heaviest?page=2', divers[0].key);
    expect(eleventh.data).toEqual([{ rank: 11, value: 10, diver: { id: divers[0].id, display_name: 'd00' }, catch: expect.any(Object) }]);
  });

  test('deleting and editing catches keeps boards right (maximum recomputed)', async () => {
    const diver = await ctx.user('del@example.com');
    const big = await silverCatch(diver, { weight_lbs: 80, depth_ft: 90 });
    const small = await silverCatch(diver, { weight_lbs: 20, depth_ft: 15 });
    expect((await ctx.request('DELETE', `/v1/catches/${big}`, { key: diver.key })).status).toBe(204);
    let top = (await board('/v1/leaderboards/heaviest', diver.key)).data[0];
    expect([top.value, top.catch.id]).toEqual([20, small]);
    expect((await board('/v1/leaderboards/deepest', diver.key)).data[0].value).toBe(15);
    await ctx.request('PATCH', `/v1/catches/${small}`, { key: diver.key, body: { depth_ft: 44 } });
    top = (await board('/v1/leaderboards/deepest', diver.key)).data[0];
    expect([top.value, top.catch.verification_tier]).toEqual([44, 'silver']);
    await ctx.request('PATCH', `/v1/catches/${small}`, { key: diver.key, body: { weight_lbs: 21 } });
    expect((await board('/v1/leaderboards/heaviest', diver.key)).data).toEqual([]);
  });
});
