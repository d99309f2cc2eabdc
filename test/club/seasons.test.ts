// The club's seasons (contract §7a): boards' season=YYYY is the season starting that year on the
// club's season_start, at midnight in the club's zone. A catch at 23:30 on 31 March in Madrid
// belongs to the season before a 04-01 club's, one at 00:30 on 1 April to the new one; with the
// defaults, seasons are calendar years (UTC). Changing either setting moves the catches already
// stored, on every board and on every instance at once. Both engines.
import { describe, expect, test } from 'bun:test';
import { holdFoldsOff, otherStore, testContext, type TestContext } from '../support';

// 31 March 2026 23:30 and 1 April 00:30 in Madrid (summer time, UTC+2 since 29 March).
const lastNight = '2026-03-31T21:30:00Z';
const firstMorning = '2026-03-31T22:30:00Z';

interface Board {
  data: { rank: number; value: number; diver: { display_name: string } }[];
  total: number;
}

async function divers(ctx: TestContext, path: string, key: string): Promise<string[]> {
  const response = await ctx.request('GET', path, { key });
  expect(response.status).toBe(200);
  return ((await response.json()) as Board).data.map((entry) => entry.diver.display_name).sort();
}

/** Who is on each board of season `season` (materialized all-species boards, and a species board split by dive type, read from catches). */
async function seasonBoards(ctx: TestContext, key: string, season: number): Promise<string[][]> {
  const query = `season=${season}&min_tier=unverified`;
  return Promise.all([
    divers(ctx, `/v1/leaderboards/heaviest?${query}`, key),
    divers(ctx, `/v1/leaderboards/catch-count?${query}&dive_type=freedive`, key),
    divers(ctx, `/v1/leaderboards/deepest?${query}&species=Common%20dentex&dive_type=freedive`, key),
  ]);
}

const catchAt = (caughtAt: string) => ({ species: 'Common dentex', weight_kg: 4, depth_m: 12, dive_type: 'freedive', caught_at: caughtAt });

describe("the club's seasons", () => {
  test('a catch of 23:30 on 31 March is in the season before a 04-01 club in Europe/Madrid; 00:30 on 1 April in the new one', async () => {
    const ctx = testContext();
    const admin = await ctx.user('admin@club.test', 'admin');
    const night = await ctx.user('night@club.test');
    const morning = await ctx.user('morning@club.test');
    const late = await ctx.user('late@club.test');
    const release = await holdFoldsOff(ctx.db);
    for (const [diver, at] of [
      [night, lastNight],
      [morning, firstMorning],
    ] as const)
      expect((await ctx.request('POST', '/v1/catches', { key: diver.key, body: catchAt(at) })).status).toBe(201);
    // Defaults: the calendar year (UTC).
    expect(await seasonBoards(ctx, admin.key, 2026)).toEqual([
      ['morning', 'night'],
      ['morning', 'night'],
      ['morning', 'night'],
    ]);
    expect(await seasonBoards(ctx, admin.key, 2025)).toEqual([[], [], []]);
    await release();

    const other = testContext({}, { db: otherStore(ctx.db) });
    // Read on the other instance before the change, so that a stale cache there would show.
    expect(await seasonBoards(other, admin.key, 2025)).toEqual([[], [], []]);
    const patched = await ctx.request('PATCH', '/v1/club', { key: admin.key, body: { season_start: '04-01', time_zone: 'Europe/Madrid' } });
    expect(patched.status).toBe(200);
    for (const instance of [ctx, other]) {
      expect(await seasonBoards(instance, admin.key, 2025)).toEqual([['night'], ['night'], ['night']]);
      expect(await seasonBoards(instance, admin.key, 2026)).toEqual([['morning'], ['morning'], ['morning']]);
    }
    // A catch stored after the change counts in the club's season too.
    expect((await ctx.request('POST', '/v1/catches', { key: late.key, body: catchAt(lastNight) })).status).toBe(201);
    expect(await seasonBoards(other, admin.key, 2025)).toEqual([
      ['late', 'night'],
      ['late', 'night'],
      ['late', 'night'],
    ]);
    // Back to calendar years in UTC: the seasons move back.
    expect((await ctx.request('PATCH', '/v1/club', { key: admin.key, body: { season_start: '01-01', time_zone: 'UTC' } })).status).toBe(
      200,
    );
    expect(await seasonBoards(other, admin.key, 2025)).toEqual([[], [], []]);
    expect((await seasonBoards(other, admin.key, 2026))[0]).toEqual(['late', 'morning', 'night']);
    await other.db.close();
  });

  test('only the zone changes: the same instants move between seasons', async () => {
    const ctx = testContext();
    const admin = await ctx.user('admin@club.test', 'admin');
    const night = await ctx.user('night@club.test');
    expect((await ctx.request('POST', '/v1/catches', { key: night.key, body: catchAt(lastNight) })).status).toBe(201);
    expect((await ctx.request('PATCH', '/v1/club', { key: admin.key, body: { season_start: '04-01' } })).status).toBe(200);
    // 21:30 UTC on 31 March is still March in UTC: the 2025 season.
    expect((await seasonBoards(ctx, admin.key, 2025))[0]).toEqual(['night']);
    // In Asia/Tokyo (UTC+9) it is 06:30 on 1 April: the 2026 season.
    expect((await ctx.request('PATCH', '/v1/club', { key: admin.key, body: { time_zone: 'Asia/Tokyo' } })).status).toBe(200);
    expect((await seasonBoards(ctx, admin.key, 2025))[0]).toEqual([]);
    expect((await seasonBoards(ctx, admin.key, 2026))[0]).toEqual(['night']);
  });
});
