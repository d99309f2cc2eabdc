// The club's settings (contract §8b): defaults, an admin's changes seen by another instance on
// the same database at once, 422 per bad field, 409 setting_pinned for pinned ones, and the
// settings that used to be fixed (how people join, the boards' default tier) following them.
// Both engines.
import { describe, expect, test } from 'bun:test';
import { loadConfig } from '../../src/config';
import { otherStore, testContext } from '../support';

const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });

describe('GET and PATCH /v1/club', () => {
  test('defaults, then an admin changes them and another instance sees it at once', async () => {
    const ctx = testContext();
    const admin = await ctx.user('admin@club.test', 'admin');
    const diver = await ctx.user('diver@club.test', 'diver');
    const read = await json(await ctx.request('GET', '/v1/club', { key: diver.key }));
    expect(read).toEqual({
      status: 200,
      body: {
        name: 'catchd',
        time_zone: 'UTC',
        units: 'metric',
        language: 'en',
        languages: ['en', 'es', 'fr', 'it', 'pt', 'el', 'hr'],
        season_start: '01-01',
        signup: 'invite',
        board_min_tier: 'silver',
        pinned: [],
      },
    });
    const other = testContext({}, { db: otherStore(ctx.db) });
    expect((await json(await other.request('GET', '/v1/club', { key: diver.key }))).body.name).toBe('catchd');
    const changes = {
      name: 'Club de Buceo Cabo',
      time_zone: 'Europe/Madrid',
      units: 'imperial',
      language: 'es',
      season_start: '04-01',
      signup: 'open',
      board_min_tier: 'bronze',
    };
    const patched = await json(await ctx.request('PATCH', '/v1/club', { key: admin.key, body: changes }));
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject(changes);
    expect((await json(await other.request('GET', '/v1/club', { key: diver.key }))).body).toMatchObject(changes);
    await other.db.close();
  });

  test('divers may not change them; bad values get one error each; nothing is stored', async () => {
    const ctx = testContext();
    const admin = await ctx.user('admin@club.test', 'admin');
    const diver = await ctx.user('diver@club.test', 'diver');
    expect((await ctx.request('PATCH', '/v1/club', { key: diver.key, body: { name: 'Mine' } })).status).toBe(403);
    expect((await ctx.request('PATCH', '/v1/club', { body: { name: 'Mine' } })).status).toBe(401);
    const bad = await json(
      await ctx.request('PATCH', '/v1/club', { key: admin.key, body: { name: 'Fine', time_zone: 'Mars/Olympus', season_start: '02-30' } }),
    );
    expect(bad.status).toBe(422);
    expect((bad.body.errors as { field: string }[]).map((e) => e.field).sort()).toEqual(['season_start', 'time_zone']);
    const units = await json(await ctx.request('PATCH', '/v1/club', { key: admin.key, body: { units: 'furlongs' } }));
    expect(units.status).toBe(422);
    expect((await json(await ctx.request('GET', '/v1/club', { key: admin.key }))).body.name).toBe('catchd');
  });

  test('visitors read them only while the boards are public', async () => {
    const ctx = testContext();
    await ctx.user('admin@club.test', 'admin');
    expect((await ctx.request('GET', '/v1/club')).status).toBe(401);
    expect((await ctx.request('GET', '/v1/club', { key: 'cdk_unknown' })).status).toBe(401);
    await ctx.db.transaction((tx) =>
      tx.run("INSERT INTO site_settings (name, value, updated_at) VALUES ('public_areas', 'leaderboards', 0)"),
    );
    expect((await ctx.request('GET', '/v1/club')).status).toBe(200);
  });
});

describe('pinned settings', () => {
  test('an environment variable pins its setting: 409 setting_pinned naming it', async () => {
    const env = { CATCHD_BASE_URL: 'http://catchd.test', CATCHD_SIGNUP: 'closed', CATCHD_TIME_ZONE: 'Europe/Athens' };
    const { signup, clubPins } = loadConfig(env);
    const ctx = testContext({ signup, clubPins });
    const admin = await ctx.user('admin@club.test', 'admin');
    const read = await json(await ctx.request('GET', '/v1/club', { key: admin.key }));
    expect(read.body).toMatchObject({ signup: 'closed', time_zone: 'Europe/Athens', pinned: ['time_zone', 'signup'] });
    const refused = await json(await ctx.request('PATCH', '/v1/club', { key: admin.key, body: { signup: 'open', name: 'Ok' } }));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'setting_pinned', variables: ['CATCHD_SIGNUP'] });
    expect(String(refused.body.detail)).toContain('CATCHD_SIGNUP');
    // The same value as the pin changes nothing and is no conflict.
    expect((await ctx.request('PATCH', '/v1/club', { key: admin.key, body: { time_zone: 'Europe/Athens' } })).status).toBe(200);
    expect(() => loadConfig({ ...env, CATCHD_UNITS: 'stones' })).toThrow('CATCHD_UNITS');
  });

  test('how people join follows the club setting', async () => {
    const ctx = testContext({ signup: null });
    const admin = await ctx.user('admin@club.test', 'admin');
    const invite = async (email: string) =>
      json(await ctx.request('POST', '/v1/invitations', { key: admin.key, body: { email, role: 'diver' } }));
    expect((await invite('first@club.test')).status).toBe(201);
    await ctx.request('PATCH', '/v1/club', { key: admin.key, body: { signup: 'closed' } });
    expect((await invite('second@club.test')).body.code).toBe('joining_closed');
  });

  test("the boards' default tier is the club's", async () => {
    const ctx = testContext();
    const admin = await ctx.user('admin@club.test', 'admin');
    const logged = await json(
      await ctx.request('POST', '/v1/catches', { key: admin.key, body: { species: 'Wahoo', weight_lbs: 3, depth_ft: 20 } }),
    );
    expect(logged).toMatchObject({ status: 201 });
    const board = async () => (await json(await ctx.request('GET', '/v1/leaderboards/heaviest', { key: admin.key }))).body.total;
    expect(await board()).toBe(0);
    await ctx.request('PATCH', '/v1/club', { key: admin.key, body: { board_min_tier: 'unverified' } });
    expect(await board()).toBe(1);
  });
});
