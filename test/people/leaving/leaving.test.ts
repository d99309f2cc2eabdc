// Leaving (contract §8a): the export archive checked against the API, its speed for a diver with
// 10,000 catches, and account deletion both ways: boards, events, credentials, sessions, the
// last admin, confirmation refusals, the club's setting and the account page's forms.
import { describe, expect, test } from 'bun:test';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { Config } from '../../../src/config';
import { importCatchesInto } from '../../../src/modules/catches/import-file';
import { photoStorageFor } from '../../../src/modules/catches/photos/storage';
import { addPasskey, registrationOptions, relyingParty } from '../../../src/modules/people/passkeys/service';
import { noClient } from '../../../src/identity/activity';
import { SoftAuthenticator } from '../passkeys/soft-authenticator';
import { testContext, testFilesDir, type TestContext } from '../../support';
import { addPhoto } from '../../catches/verifications/helpers';
import * as oauth from 'oauth4webapi';
import { discover, FormBrowser, formFields, password, registerApp, userWithPassword } from '../../developers/oauth/helpers';
import { createApiKey } from '../../../src/modules/developers/keys/service';

function leavingContext(config: Partial<Config> = {}): TestContext {
  return testContext({ dataDir: mkdtempSync(join(testFilesDir, 'leaving-')), ...config });
}

/** A person with a password and an API key holding every scope of their role. */
async function member(
  ctx: TestContext,
  email: string,
  role: 'admin' | 'verifier' | 'diver' = 'diver',
): Promise<{ id: string; key: string }> {
  const id = await userWithPassword(ctx, email, role);
  const { secret } = await createApiKey(ctx.db, { userId: id, role, name: 'test', scopes: ['all'], expiresAt: null }, ctx.clock.now);
  return { id, key: secret };
}

async function logCatch(ctx: TestContext, key: string, body: Record<string, unknown> = {}): Promise<string> {
  const response = await ctx.request('POST', '/v1/catches', { key, body: { species: 'Wahoo', weight_lbs: 40, depth_ft: 30, ...body } });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function exported(ctx: TestContext, key: string): Promise<Record<string, Uint8Array>> {
  const response = await ctx.request('GET', '/v1/me/export', { key });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="catchd-export-\d{4}-\d\d-\d\d\.zip"$/);
  return unzipSync(new Uint8Array(await response.arrayBuffer()));
}

const jsonOf = (files: Record<string, Uint8Array>, name: string): any => JSON.parse(strFromU8(files[name]));

type Board = { data: { rank: number; value: number; diver: { id: string; display_name: string } }[] };
async function board(ctx: TestContext, key: string): Promise<Board> {
  const response = await ctx.request('GET', '/v1/leaderboards/catch-count?min_tier=unverified&per_page=100', { key });
  expect(response.status).toBe(200);
  return (await response.json()) as Board;
}

/** The counter tables agree with the catches left (the deletion may take them down set-based). */
async function expectCountersInStep(ctx: TestContext): Promise<void> {
  const n = async (sql: string): Promise<number> => Number((await ctx.db.get<{ n: number }>(sql))?.n ?? 0);
  const catches = await n('SELECT count(*) AS n FROM catches');
  const { counters, pendingCatches } = ctx.db.dialect;
  // PostgreSQL: no delta outlives its catch (a fold would count it again).
  if (pendingCatches !== null)
    expect(
      await n(`SELECT count(*) AS n FROM ${pendingCatches} d WHERE NOT EXISTS (SELECT 1 FROM catches c WHERE c.pk = d.catch_pk)`),
    ).toBe(0);
  expect(await n(`SELECT sum(n) AS n FROM ${counters('catch_counts_total')}`)).toBe(catches);
  expect(await n(`SELECT sum(n) AS n FROM ${counters('catch_counts_by_species')}`)).toBe(catches);
  expect(await n(`SELECT sum(n) AS n FROM ${counters('catch_counts_by_diver')}`)).toBe(catches);
  expect(await n('SELECT count(*) AS n FROM board_totals b WHERE NOT EXISTS (SELECT 1 FROM catches c WHERE c.diver_id = b.diver_id)')).toBe(
    0,
  );
}

describe('GET /v1/me/export', () => {
  test('catches.csv: a cell that a spreadsheet would run as a formula starts with a quote; numbers stay numbers', async () => {
    const ctx = leavingContext();
    const diver = await member(ctx, 'csv@reef.test');
    const notes = ['=HYPERLINK("https://evil.test","x")', '+1+2', '-2+3', '@SUM(A1)', '\tx', '\rx'];
    for (const note of notes)
      await logCatch(ctx, diver.key, { notes: note, location: { lat: -33.25, lon: -70.5, name: '=cmd|"/c calc"!A1' } });
    const csv = strFromU8((await exported(ctx, diver.key))['catches.csv']);
    for (const note of notes) expect(csv).toContain(`'${note.replaceAll('"', '""')}`);
    expect(csv).toContain(`"'=cmd|""/c calc""!A1"`);
    expect(csv).toContain(',-33.25,-70.5,');
    expect(csv).not.toMatch(/,[=+@\t-][^0-9]/);
  });

  test('one zip: catches as the API shows them (JSON and CSV), verifications, photos, keys and apps without secrets', async () => {
    const ctx = leavingContext();
    const diver = await member(ctx, 'ann@reef.test');
    const verifier = await ctx.user('vic@reef.test', 'verifier');
    const first = await logCatch(ctx, diver.key, {
      notes: 'by the "north" wall,\nlow tide',
      location: { lat: 25.1234, lon: -80.5, name: 'Reef' },
    });
    const second = await logCatch(ctx, diver.key, { species: 'Mangrove red snapper', weight_lbs: 12.5 });
    await logCatch(ctx, verifier.key);
    const photo = await addPhoto(ctx, first);
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3, 4, 5]);
    await photoStorageFor(ctx.db, ctx.deps.config.dataDir).put(photo, bytes);
    const verified = await ctx.request('POST', `/v1/catches/${first}/verifications`, {
      key: verifier.key,
      body: { tier: 'bronze', evidence: { photo_ids: [photo] } },
    });
    expect(verified.status).toBe(201);
    const app = await ctx.request('POST', '/v1/apps', {
      key: diver.key,
      body: { name: 'Log', type: 'confidential', scopes: ['catches:read'], redirect_uris: ['https://log.example/cb'] },
    });
    expect(app.status).toBe(201);
    const appSecret = ((await app.json()) as { client_secret: string }).client_secret;
    const rp = relyingParty(ctx.deps.config.baseUrl);
    const authenticator = new SoftAuthenticator();
    const options = await registrationOptions(ctx.db, rp, { id: diver.id, email: 'ann@reef.test', displayName: 'Ann' }, ctx.clock.now);
    const at = { rpId: rp.id, origin: rp.origin };
    await addPasskey(ctx.db, rp, diver.id, 'Phone', authenticator.register(options.challenge, at), {
      now: ctx.clock.now,
      client: noClient,
    });

    const files = await exported(ctx, diver.key);
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'account.json',
        'api-keys.json',
        'catches.csv',
        'catches.json',
        'oauth-apps.json',
        `photos/${photo}.jpg`,
        'verifications-given.json',
        'verifications.json',
        'webhook-endpoints.json',
        'passkeys.json',
      ].sort(),
    );
    const fromApi = await Promise.all(
      [first, second].map(async (id) => (await ctx.request('GET', `/v1/catches/${id}`, { key: diver.key })).json()),
    );
    expect(jsonOf(files, 'catches.json')).toEqual(fromApi);
    const history = (await (await ctx.request('GET', `/v1/catches/${first}/verifications`, { key: diver.key })).json()) as {
      data: object[];
    };
    expect(jsonOf(files, 'verifications.json')).toEqual(history.data.map((v) => ({ catch_id: first, ...v })));
    expect(jsonOf(files, 'verifications-given.json')).toEqual([]);
    expect(files[`photos/${photo}.jpg`]).toEqual(bytes);
    expect(jsonOf(files, 'account.json')).toMatchObject({ id: diver.id, email: 'ann@reef.test' });

    const csv = strFromU8(files['catches.csv']).split('\r\n');
    expect(csv[0]).toStartWith(
      'id,caught_at,time_zone,species,scientific_name,species_id,weight_lbs,weight_kg,depth_ft,depth_m,length_in,length_cm,',
    );
    expect(csv[1]).toStartWith(`${first},`);
    // Both units: 40 lb and 30 ft, with 18.1437 kg and 9.144 m; no length.
    expect(csv[1]).toContain(',UTC,Wahoo,');
    expect(csv[1]).toContain(',40,18.1437,30,9.144,,,freedive,');
    expect(csv[1]).toContain('"by the ""north"" wall,\nlow tide"');
    expect(csv[1]).toContain(photo);
    expect(csv[2]).toStartWith(`${second},`);
    expect(csv.length).toBe(4);

    const keys = (await (await ctx.request('GET', '/v1/keys', { key: diver.key })).json()) as { data: object[] };
    expect(jsonOf(files, 'api-keys.json')).toEqual(keys.data);
    expect(jsonOf(files, 'oauth-apps.json')).toMatchObject([{ name: 'Log', redirect_uris: ['https://log.example/cb'] }]);
    const passkeys = (await (await ctx.request('GET', '/v1/me/passkeys', { key: diver.key })).json()) as { data: object[] };
    expect(jsonOf(files, 'passkeys.json')).toEqual(passkeys.data);
    expect(jsonOf(files, 'passkeys.json')).toMatchObject([{ name: 'Phone', last_used_at: null }]);
    const credentialId = authenticator.credentialId.toString('base64url');
    const everything = Object.values(files)
      .map((f) => strFromU8(f, true))
      .join('\n');
    expect(everything).not.toContain(diver.key);
    expect(everything).not.toContain(appSecret);
    expect(everything).not.toContain(credentialId);
    // The verifier's export holds what they decided.
    expect(jsonOf(await exported(ctx, verifier.key), 'verifications-given.json')).toEqual(
      history.data.map((v) => ({ catch_id: first, ...v })),
    );
  });

  test('needs account:write; a page visitor downloads the same archive from the account page', async () => {
    const ctx = leavingContext();
    await member(ctx, 'ann@reef.test');
    const reader = await ctx.user('rae@reef.test', 'diver', ['account:read']);
    expect((await ctx.request('GET', '/v1/me/export', { key: reader.key })).status).toBe(403);
    expect((await ctx.request('GET', '/v1/me/export')).status).toBe(401);
    const browser = new FormBrowser(ctx);
    expect((await browser.signIn('ann@reef.test')).status).toBe(303);
    const page = await (await browser.send('GET', '/account')).text();
    expect(page).toContain('href="/account/export"');
    expect(page).toContain('Delete my account');
    const download = await browser.send('GET', '/account/export');
    expect(download.status).toBe(200);
    expect(Object.keys(unzipSync(new Uint8Array(await download.arrayBuffer())))).toContain('catches.json');
  });

  test('10,000 catches export in well under a few seconds (and are deleted)', async () => {
    const ctx = leavingContext();
    const diver = await member(ctx, 'busy@reef.test');
    const count = Number(process.env.LEAVING_BENCH_COUNT ?? 10_000);
    const lines = Array.from({ length: count }, (_, i) =>
      JSON.stringify({
        diver_email: 'busy@reef.test',
        species: 'Wahoo',
        weight_lbs: 10 + (i % 50),
        depth_ft: 20,
        notes: `catch ${i}`,
        caught_at: new Date((ctx.clock.now - i * 3600) * 1000).toISOString(),
      }),
    );
    const file = join(ctx.deps.config.dataDir, 'catches.jsonl');
    await Bun.write(file, `${lines.join('\n')}\n`);
    const setup = performance.now();
    // The bulk importer of the engine (the API would take minutes for 10,000 catches).
    expect(await importCatchesInto(ctx.db, file, ctx.clock.now)).toMatchObject({ imported: count, rejected: [] });
    console.log(`inserted in ${((performance.now() - setup) / 1000).toFixed(2)} s`);
    // Bounded by this process's CPU time, not the wall clock: a busy machine stretches the latter.
    const started = process.cpuUsage();
    const files = await exported(ctx, diver.key);
    const used = process.cpuUsage(started);
    const seconds = (used.user + used.system) / 1e6;
    console.log(`export of ${count} catches: ${seconds.toFixed(2)} s of CPU, ${files['catches.json'].length} bytes of JSON`);
    const catches = jsonOf(files, 'catches.json') as { id: string; created_at: string }[];
    expect(catches.length).toBe(count);
    expect(new Set(catches.map((c) => c.id)).size).toBe(count);
    expect(strFromU8(files['catches.csv']).trimEnd().split('\r\n').length).toBe(count + 1);
    expect(seconds).toBeLessThan(5);

    const deleting = performance.now();
    expect((await ctx.request('DELETE', '/v1/me', { key: diver.key, body: { password, catches: 'delete' } })).status).toBe(204);
    console.log(`deletion of ${count} catches: ${((performance.now() - deleting) / 1000).toFixed(2)} s`);
    expect(Number((await ctx.db.get<{ n: number }>('SELECT count(*) AS n FROM catches'))!.n)).toBe(0);
    await expectCountersInStep(ctx);
  }, 120_000);
});

describe('DELETE /v1/me', () => {
  test('keep: the catches stay on the boards under "Former member"; name, email, key and session are gone', async () => {
    const ctx = leavingContext();
    const diver = await member(ctx, 'ann@reef.test');
    const other = await ctx.user('bob@reef.test');
    const catchId = await logCatch(ctx, diver.key);
    await logCatch(ctx, diver.key);
    await logCatch(ctx, other.key);
    const browser = new FormBrowser(ctx);
    expect((await browser.signIn('ann@reef.test')).status).toBe(303);
    expect((await browser.send('GET', '/account')).status).toBe(200);

    const requestLog = ctx.deps.requestLog!;
    await requestLog.flushAnswered();
    const logged = async (): Promise<number> =>
      Number((await requestLog.storage.get<{ n: number }>('SELECT count(*) AS n FROM request_log WHERE user_id = ?', diver.id))!.n);
    expect(await logged()).toBeGreaterThan(0);
    expect((await ctx.request('DELETE', '/v1/me', { key: diver.key, body: { password, catches: 'keep' } })).status).toBe(204);
    // The request log, kept apart from the database, forgot the person too, and records no
    // more of them (not even the request that deleted the account, answered after).
    expect(await logged()).toBe(0);
    await requestLog.flushAnswered();
    expect(await logged()).toBe(0);

    expect((await ctx.request('GET', '/v1/me', { key: diver.key })).status).toBe(401);
    expect((await browser.send('GET', '/account')).headers.get('location')).toStartWith('/sign-in');
    expect((await new FormBrowser(ctx).signIn('ann@reef.test')).status).toBe(401);
    const entries = (await board(ctx, other.key)).data;
    expect(entries.find((e) => e.diver.id === diver.id)).toMatchObject({ value: 2, diver: { display_name: 'Former member' } });
    const kept = (await (await ctx.request('GET', `/v1/catches/${catchId}`, { key: other.key })).json()) as { diver: object };
    expect(kept.diver).toEqual({ id: diver.id, display_name: 'Former member' });
    const row = await ctx.db.get<{ email: string; password_hash: string | null }>(
      'SELECT email, password_hash FROM users WHERE id = ?',
      diver.id,
    );
    expect(row).toEqual({ email: `${diver.id}@deleted.invalid`, password_hash: null });
    const events = (await (await ctx.request('GET', '/v1/events?type=catch.deleted', { key: other.key })).json()) as { data: object[] };
    expect(events.data).toEqual([]);
    for (const table of ['sessions', 'api_keys', 'oauth_grants', 'external_identities'])
      expect(Number((await ctx.db.get<{ n: number }>(`SELECT count(*) AS n FROM ${table} WHERE user_id = ?`, diver.id))!.n)).toBe(0);

    // On the people page the former member is a deleted account: nothing to enable, no role to give.
    await userWithPassword(ctx, 'admin@reef.test', 'admin');
    const admin = new FormBrowser(ctx);
    await admin.signIn('admin@reef.test');
    const people = await (await admin.send('GET', '/admin/people')).text();
    const formerRow = people.slice(people.indexOf('Former member'), people.indexOf('</tr>', people.indexOf('Former member')));
    expect(formerRow).toContain('Account deleted');
    expect(formerRow).not.toContain('Enable');
    expect(formerRow).not.toContain('Change role');
    for (const action of ['enable', 'role']) {
      const refused = await admin.send('POST', `/admin/people/${diver.id}/${action}`, { ...formFields(people), role: 'admin' });
      expect(refused.status).toBe(409);
      expect(await refused.text()).toContain('This person deleted their account');
    }
    expect(await ctx.db.get('SELECT role, disabled_at FROM users WHERE id = ?', diver.id)).toEqual({
      role: 'diver',
      disabled_at: ctx.clock.now,
    });
  });

  test('delete: the catches and their photos go, boards follow, catch.deleted events go out, OAuth apps and tokens die', async () => {
    const ctx = leavingContext();
    const diver = await member(ctx, 'ann@reef.test');
    const other = await ctx.user('bob@reef.test');
    const ids = [await logCatch(ctx, diver.key), await logCatch(ctx, diver.key, { weight_lbs: 90 })];
    await logCatch(ctx, other.key);
    const photo = await addPhoto(ctx, ids[0]);
    await photoStorageFor(ctx.db, ctx.deps.config.dataDir).put(photo, new Uint8Array([0xff, 0xd8, 0xff, 0]));
    expect((await board(ctx, other.key)).data.map((e) => e.diver.id)).toContain(diver.id);
    const app = await registerApp(ctx, diver.key, { scopes: ['account:read'] });
    const { as, options } = await discover(ctx);
    const granted = await oauth.clientCredentialsGrantRequest(as, app.client, app.auth, { scope: 'account:read' }, options);
    const token = (await oauth.processClientCredentialsResponse(as, app.client, granted)).access_token;
    expect((await ctx.request('GET', '/v1/me', { key: token })).status).toBe(200);

    expect((await ctx.request('DELETE', '/v1/me', { key: diver.key, body: { password, catches: 'delete' } })).status).toBe(204);

    expect((await ctx.request('GET', '/v1/me', { key: token })).status).toBe(401);
    expect((await ctx.request('GET', '/v1/me', { key: diver.key })).status).toBe(401);
    expect((await board(ctx, other.key)).data.map((e) => e.diver.id)).toEqual([other.id]);
    for (const id of ids) expect((await ctx.request('GET', `/v1/catches/${id}`, { key: other.key })).status).toBe(404);
    expect((await ctx.request('GET', `/v1/photos/${photo}`)).status).toBe(404);
    expect(await photoStorageFor(ctx.db, ctx.deps.config.dataDir).get(photo)).toBeNull();
    const events = (await (await ctx.request('GET', '/v1/events?type=catch.deleted', { key: other.key })).json()) as {
      data: { data: { object: { id: string } } }[];
    };
    expect(events.data.map((e) => e.data.object.id).sort()).toEqual([...ids].sort());
    expect(await ctx.db.get('SELECT id FROM oauth_apps WHERE owner_id = ?', diver.id)).toBeUndefined();
    const counts = await ctx.db.get<{ n: number }>('SELECT count(*) AS n FROM catches WHERE diver_id = ?', diver.id);
    expect(Number(counts!.n)).toBe(0);
    await expectCountersInStep(ctx);
  });

  test('delete: a silver catch leaving a top 10 sends leaderboard.updated, as a single delete would', async () => {
    const ctx = leavingContext();
    const diver = await member(ctx, 'ann@reef.test');
    const verifier = await ctx.user('vic@reef.test', 'verifier');
    const silver = await logCatch(ctx, diver.key, { weight_lbs: 80 });
    await logCatch(ctx, diver.key);
    const photo = await addPhoto(ctx, silver);
    const verified = await ctx.request('POST', `/v1/catches/${silver}/verifications`, {
      key: verifier.key,
      body: { tier: 'silver', evidence: { photo_ids: [photo], witness: { name: 'Wes Witness' } } },
    });
    expect(verified.status).toBe(201);
    const heaviest = async () =>
      ((await (await ctx.request('GET', '/v1/leaderboards/heaviest', { key: verifier.key })).json()) as Board).data.map((e) => e.diver.id);
    expect(await heaviest()).toEqual([diver.id]);
    const before = (await (await ctx.request('GET', '/v1/events?type=leaderboard.updated', { key: verifier.key })).json()) as {
      data: object[];
    };

    expect((await ctx.request('DELETE', '/v1/me', { key: diver.key, body: { password, catches: 'delete' } })).status).toBe(204);

    expect(await heaviest()).toEqual([]);
    const after = (await (await ctx.request('GET', '/v1/events?type=leaderboard.updated', { key: verifier.key })).json()) as {
      data: object[];
    };
    expect(after.data.length).toBeGreaterThan(before.data.length);
    await expectCountersInStep(ctx);
  });

  test('the last admin cannot leave; once another admin exists they can', async () => {
    const ctx = leavingContext();
    const admin = await member(ctx, 'ada@reef.test', 'admin');
    const refused = await ctx.request('DELETE', '/v1/me', { key: admin.key, body: { password, catches: 'keep' } });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'last_admin' });
    expect((await ctx.request('GET', '/v1/me', { key: admin.key })).status).toBe(200);
    await member(ctx, 'second@reef.test', 'admin');
    expect((await ctx.request('DELETE', '/v1/me', { key: admin.key, body: { password, catches: 'keep' } })).status).toBe(204);
  });

  const refusals: { name: string; body: unknown; status: number; field: string; config?: Partial<Config> }[] = [
    { name: 'wrong password', body: { password: 'not the password at all', catches: 'keep' }, status: 403, field: 'password' },
    { name: 'no password', body: { catches: 'keep' }, status: 422, field: 'password' },
    { name: 'no choice', body: { password }, status: 422, field: 'catches' },
    { name: 'an unknown choice', body: { password, catches: 'archive' }, status: 422, field: 'catches' },
    {
      name: 'a choice the club does not allow',
      body: { password, catches: 'delete' },
      status: 422,
      field: 'catches',
      config: { deletedCatches: 'keep' },
    },
  ];
  for (const refusal of refusals)
    test(`refused: ${refusal.name} (${refusal.status}, naming ${refusal.field}); nothing changes`, async () => {
      const ctx = leavingContext(refusal.config);
      const diver = await member(ctx, 'ann@reef.test');
      await logCatch(ctx, diver.key);
      const answer = await ctx.request('DELETE', '/v1/me', { key: diver.key, body: refusal.body });
      expect(answer.status).toBe(refusal.status);
      expect(answer.headers.get('content-type')).toStartWith('application/problem+json');
      const problem = (await answer.json()) as { errors: { field: string }[] };
      expect(problem.errors.map((e) => e.field)).toContain(refusal.field);
      expect((await ctx.request('GET', '/v1/me', { key: diver.key })).status).toBe(200);
    });

  test('password guesses here wait like sign-in attempts: after five, 429 with Retry-After', async () => {
    const ctx = leavingContext();
    const diver = await member(ctx, 'ann@reef.test');
    const guess = () => ctx.request('DELETE', '/v1/me', { key: diver.key, body: { password: 'a wrong guess, again', catches: 'keep' } });
    for (let i = 0; i < 5; i++) expect((await guess()).status).toBe(403);
    const refused = await guess();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect((await ctx.request('DELETE', '/v1/me', { key: diver.key, body: { password, catches: 'keep' } })).status).toBe(429);
    ctx.clock.now += 2;
    expect((await ctx.request('DELETE', '/v1/me', { key: diver.key, body: { password, catches: 'keep' } })).status).toBe(204);
  });

  test('an account without a password confirms with its email; a key without account:write cannot delete', async () => {
    const ctx = leavingContext();
    const diver = await ctx.user('outside@reef.test');
    const reader = await ctx.user('rae@reef.test', 'diver', ['account:read']);
    expect((await ctx.request('DELETE', '/v1/me', { key: reader.key, body: { catches: 'keep' } })).status).toBe(403);
    const missing = await ctx.request('DELETE', '/v1/me', { key: diver.key, body: { catches: 'keep' } });
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { errors: { field: string }[] }).errors[0].field).toBe('confirm_email');
    expect(
      (await ctx.request('DELETE', '/v1/me', { key: diver.key, body: { catches: 'keep', confirm_email: 'Outside@Reef.test' } })).status,
    ).toBe(204);
  });
});

describe('the account page: delete my account', () => {
  test('the typed word, then a wrong password shows the last step again saying so; the right one deletes, signs out and keeps the catches', async () => {
    const ctx = leavingContext({ deletedCatches: 'keep' });
    const diver = await member(ctx, 'ann@reef.test');
    await logCatch(ctx, diver.key);
    const browser = new FormBrowser(ctx);
    expect((await browser.signIn('ann@reef.test')).status).toBe(303);
    const page = await (await browser.send('GET', '/account')).text();
    expect(page).toContain('value="keep"');
    expect(page).not.toContain('value="delete"');
    // The word first: without it, nothing is deleted and the field says why.
    const unsure = await browser.send('POST', '/account/delete/confirm', { ...formFields(page), catches: 'keep', confirm: 'yes' });
    expect(unsure.status).toBe(422);
    expect(await unsure.text()).toContain('id="leave-confirm-problem"');
    const last = await (
      await browser.send('POST', '/account/delete/confirm', { ...formFields(page), catches: 'keep', confirm: 'Delete' })
    ).text();
    expect(last).toContain('Delete your account for good?');
    const wrong = await browser.send('POST', '/account/delete', { ...formFields(last), password: 'not it at all' });
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).toContain('That is not the password of this account.');
    const done = await browser.send('POST', '/account/delete', { ...formFields(last), password });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/?done=account-deleted');
    expect(done.headers.get('clear-site-data')).toBe('"cache"');
    expect(browser.cookies.has('catchd_session')).toBe(false);
    expect((await ctx.request('GET', '/v1/me', { key: diver.key })).status).toBe(401);
    expect((await board(ctx, (await ctx.user('bob@reef.test')).key)).data[0].diver.display_name).toBe('Former member');
  });
});
