// The second factor: setting up an authenticator app on /account (codes the test computes with
// otpauth, as the person's app would), its recovery codes, removing it, and what each ends.
import { describe, expect, test } from 'bun:test';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { SqliteStore } from '../../../src/db/sqlite-store';
import { SealedSecretUnreadable, SecretBox } from '../../../src/lib/sealed-secrets';
import { prepareSealedSecrets, SecretKeyMissing, secretBoxOf } from '../../../src/modules/people/second-factor/service';
import { deleteAccount } from '../../../src/modules/people/leaving/service';
import { findUserById, upsertUser } from '../../../src/identity/people';
import { engine, testContext, testFilesDir, testNow, testPasswords, type TestContext } from '../../support';
import { codeFlow, FormBrowser, formFields, password, registerApp } from '../../developers/oauth/helpers';

async function person(ctx: TestContext, email = 'diver@reef.test') {
  const { id } = await ctx.user(email);
  await upsertUser(ctx.db, { email, passwordHash: await testPasswords.hash(password) }, ctx.clock.now);
  const browser = new FormBrowser(ctx);
  expect((await browser.signIn(email)).status).toBe(303);
  return { id, email, browser };
}

const codeAt = (secret: string, seconds: number): string =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: seconds * 1000 });

async function post(browser: FormBrowser, path: string, form: Record<string, string> = {}): Promise<Response> {
  const csrf = formFields(await (await browser.send('GET', '/account')).text()).csrf_token!;
  return browser.send('POST', path, { csrf_token: csrf, ...form });
}

/** Sets up the app for the signed-in browser: the secret and the recovery codes shown. */
async function setUp(ctx: TestContext, browser: FormBrowser): Promise<{ secret: string; codes: string[] }> {
  expect((await post(browser, '/account/second-factor/setup')).status).toBe(303);
  const page = await (await browser.send('GET', '/account')).text();
  const secret = /id="second-factor-secret">([A-Z2-7]+)</.exec(page)![1]!;
  expect(page).toContain('otpauth://totp/catchd:');
  const confirmed = await post(browser, '/account/second-factor/confirm', { code: codeAt(secret, ctx.clock.now) });
  expect(confirmed.status).toBe(200);
  const codes = [...(await confirmed.text()).matchAll(/<li><code>([0-9a-f-]+)<\/code>/g)].map((m) => m[1]!);
  return { secret, codes };
}

describe('setting up an authenticator app', () => {
  test('confirmed with a current code: ten recovery codes shown once, stored as hashes; other sessions end', async () => {
    const ctx = testContext();
    const { id, email, browser } = await person(ctx);
    const other = new FormBrowser(ctx);
    expect((await other.signIn(email)).status).toBe(303);
    const { codes } = await setUp(ctx, browser);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await ctx.db.all<{ code_hash: string }>('SELECT code_hash FROM recovery_codes WHERE user_id = ?', id);
    expect(stored).toHaveLength(10);
    expect(stored.map((r) => r.code_hash)).not.toContain(codes[0]);
    // This browser stays signed in; the other session ended.
    expect((await browser.send('GET', '/account')).status).toBe(200);
    expect((await other.send('GET', '/account')).status).toBe(302);
    const page = await (await browser.send('GET', '/account')).text();
    expect(page).toContain('Recovery codes left: 10');
    expect(page).toContain('Authenticator app added');
  });

  test('a wrong code does not confirm: a readable 400 page, the app stays unconfirmed', async () => {
    const ctx = testContext();
    const { id, browser } = await person(ctx);
    expect((await post(browser, '/account/second-factor/setup')).status).toBe(303);
    const refused = await post(browser, '/account/second-factor/confirm', { code: '000000' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('That code is not right');
    const row = await ctx.db.get<{ confirmed_at: number | null }>('SELECT confirmed_at FROM totp_factors WHERE user_id = ?', id);
    expect(row?.confirmed_at).toBeNull();
  });

  test('removing needs a current code (not the one already used); it ends other sessions and deletes the codes', async () => {
    const ctx = testContext();
    const { id, email, browser } = await person(ctx);
    const { secret } = await setUp(ctx, browser);
    // The code that confirmed the app is spent: the same one again is a replay.
    expect((await post(browser, '/account/second-factor/remove', { code: codeAt(secret, ctx.clock.now) })).status).toBe(400);
    ctx.clock.now += 30;
    const other = new FormBrowser(ctx);
    expect((await sendCode(other, (await passwordStep(other, email)).fields, codeAt(secret, ctx.clock.now))).status).toBe(303);
    ctx.clock.now += 30;
    const removed = await post(browser, '/account/second-factor/remove', { code: codeAt(secret, ctx.clock.now) });
    expect(removed.status).toBe(303);
    expect(removed.headers.get('location')).toBe('/account?done=second-factor-removed');
    expect(await ctx.db.all('SELECT * FROM totp_factors WHERE user_id = ?', id)).toEqual([]);
    expect(await ctx.db.all('SELECT * FROM recovery_codes WHERE user_id = ?', id)).toEqual([]);
    expect((await other.send('GET', '/account')).status).toBe(302);
    expect(await (await browser.send('GET', '/account')).text()).toContain('Set up an authenticator app');
  });

  test('a recovery code removes it too', async () => {
    const ctx = testContext();
    const { browser } = await person(ctx);
    const { codes } = await setUp(ctx, browser);
    expect((await post(browser, '/account/second-factor/remove', { code: codes[3]! })).status).toBe(303);
  });

  test('leaving deletes the factor rows', async () => {
    const ctx = testContext();
    const { id, browser } = await person(ctx);
    await setUp(ctx, browser);
    await deleteAccount(ctx.db, (await findUserById(ctx.db, id))!, 'keep', ctx.clock.now);
    expect(await ctx.db.all('SELECT * FROM totp_factors WHERE user_id = ?', id)).toEqual([]);
    expect(await ctx.db.all('SELECT * FROM recovery_codes WHERE user_id = ?', id)).toEqual([]);
  });
});

/** Email and password right: the code page, with its half-done sign-in token. */
async function passwordStep(browser: FormBrowser, email: string): Promise<{ status: number; fields: Record<string, string> }> {
  const answer = await browser.signIn(email);
  return { status: answer.status, fields: formFields(await answer.text()) };
}

const sendCode = (browser: FormBrowser, fields: Record<string, string>, code: string): Promise<Response> =>
  browser.send('POST', '/sign-in/code', { csrf_token: fields.csrf_token!, token: fields.token!, code });

/** A person with a confirmed app, signed out; a fresh browser to sign in with. */
async function withApp(ctx: TestContext) {
  const { id, email, browser } = await person(ctx);
  const { secret, codes } = await setUp(ctx, browser);
  ctx.clock.now += 30;
  return { id, email, secret, codes, browser: new FormBrowser(ctx) };
}

describe('signing in with an authenticator app', () => {
  test('the right password leads to the code page, not a session; the current code signs in', async () => {
    const ctx = testContext();
    const { email, secret, browser } = await withApp(ctx);
    const step = await passwordStep(browser, email);
    expect(step.status).toBe(200);
    expect(step.fields.token).toMatch(/^sfp_/);
    expect((await browser.send('GET', '/account')).status).toBe(302);
    const signedIn = await sendCode(browser, step.fields, codeAt(secret, ctx.clock.now));
    expect(signedIn.status).toBe(303);
    expect((await browser.send('GET', '/account')).status).toBe(200);
    // The token is spent: it cannot start a second session.
    const csrf = formFields(await (await browser.send('GET', '/account')).text()).csrf_token!;
    expect((await sendCode(browser, { ...step.fields, csrf_token: csrf }, codeAt(secret, ctx.clock.now + 30))).status).toBe(400);
  });

  test('a wrong code is refused (401, the page again) and a code already used is refused (replay)', async () => {
    const ctx = testContext();
    const { email, secret, browser } = await withApp(ctx);
    const step = await passwordStep(browser, email);
    const wrong = await sendCode(browser, step.fields, '123456');
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('That code is not right');
    const code = codeAt(secret, ctx.clock.now);
    expect((await sendCode(browser, step.fields, code)).status).toBe(303);
    const again = new FormBrowser(ctx);
    const second = await passwordStep(again, email);
    expect((await sendCode(again, second.fields, code)).status).toBe(401);
    expect((await again.send('GET', '/account')).status).toBe(302);
  });

  test('a recovery code signs in once', async () => {
    const ctx = testContext();
    const { email, codes } = await withApp(ctx);
    const first = new FormBrowser(ctx);
    expect((await sendCode(first, (await passwordStep(first, email)).fields, codes[0]!.toUpperCase())).status).toBe(303);
    const second = new FormBrowser(ctx);
    expect((await sendCode(second, (await passwordStep(second, email)).fields, codes[0]!)).status).toBe(401);
  });

  test('an expired or forged token gets a readable 400 page', async () => {
    const ctx = testContext();
    const { email, secret, browser } = await withApp(ctx);
    const step = await passwordStep(browser, email);
    const forged = await sendCode(browser, { ...step.fields, token: 'sfp_made-up' }, codeAt(secret, ctx.clock.now));
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('Please sign in again');
    ctx.clock.now += 301;
    const expired = await sendCode(browser, step.fields, codeAt(secret, ctx.clock.now));
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain('Please sign in again');
  });

  test('wrong codes count against the account backoff, and the right password again does not wipe them', async () => {
    const ctx = testContext();
    const { email, browser } = await withApp(ctx);
    // Five free attempts: the password, three wrong codes, the password again; the next one waits.
    const first = await passwordStep(browser, email);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await sendCode(browser, first.fields, '000000')).status);
    expect(statuses).toEqual([401, 401, 401]);
    const second = await passwordStep(browser, email);
    expect(second.status).toBe(200);
    expect((await sendCode(browser, second.fields, '000000')).status).toBe(429);
  });
});

describe('CATCHD_REQUIRE_SECOND_FACTOR', () => {
  const cases = [
    { requirement: 'admins', role: 'admin', sent: true },
    { requirement: 'admins', role: 'verifier', sent: false },
    { requirement: 'staff', role: 'verifier', sent: true },
    { requirement: 'staff', role: 'diver', sent: false },
    { requirement: 'none', role: 'admin', sent: false },
  ] as const;
  for (const { requirement, role, sent } of cases)
    test(`${requirement}: a ${role} without one is ${sent ? '' : 'not '}sent to set it up`, async () => {
      const ctx = testContext({ requireSecondFactor: requirement });
      const email = `${role}@reef.test`;
      await ctx.user(email, role);
      await upsertUser(ctx.db, { email, passwordHash: await testPasswords.hash(password) }, ctx.clock.now);
      const browser = new FormBrowser(ctx);
      expect((await browser.signIn(email)).status).toBe(303);
      const catches = await browser.send('GET', '/catches');
      expect(catches.status).toBe(sent ? 302 : 200);
      if (!sent) return;
      expect(catches.headers.get('location')).toBe('/account#second-factor');
      expect((await browser.send('GET', '/account')).status).toBe(200);
      await setUp(ctx, browser);
      expect((await browser.send('GET', '/catches')).status).toBe(200);
    });
});

test('admins: a passkey counts as a second factor, so the password alone only reaches the passkey step', async () => {
  const ctx = testContext({ requireSecondFactor: 'admins' });
  const { id } = await ctx.user('keyed@reef.test', 'admin');
  await upsertUser(ctx.db, { email: 'keyed@reef.test', passwordHash: await testPasswords.hash(password) }, ctx.clock.now);
  await ctx.db.run(
    "INSERT INTO passkeys (id, user_id, credential_id, public_key, counter, transports, name, created_at) VALUES ('pkey_1', ?, 'cred', 'key', 0, '[]', 'Phone', ?)",
    id,
    ctx.clock.now,
  );
  const browser = new FormBrowser(ctx);
  const step = await browser.signIn('keyed@reef.test');
  expect(step.status).toBe(200);
  expect(await step.text()).toContain('Use your passkey');
  expect((await browser.send('GET', '/catches')).status).toBe(302);
});

describe('CATCHD_REQUIRE_SECOND_FACTOR holds for API keys and OAuth tokens too', () => {
  test('an admin without a factor: every /v1 call of their key or token is 403 second_factor_required; with one, they work', async () => {
    const before = testContext();
    const admin = await before.user('admin@reef.test', 'admin');
    await upsertUser(before.db, { email: 'admin@reef.test', passwordHash: await testPasswords.hash(password) }, before.clock.now);
    const diver = await before.user('diver@reef.test');
    // Minted before the operator set the rule: they must follow it as soon as it is set.
    const app = await registerApp(before, admin.key, { scopes: ['catches:read', 'account:read', 'account:write'] });
    const adminBrowser = new FormBrowser(before);
    expect((await adminBrowser.signIn('admin@reef.test')).status).toBe(303);
    const { tokens } = await codeFlow(before, adminBrowser, app, 'catches:read account:read');

    const ctx = testContext({ requireSecondFactor: 'admins' }, { db: before.db });
    const calls = [
      ['POST', '/v1/invitations', { email: 'new-admin@reef.test', role: 'admin' }],
      ['POST', '/v1/keys', { name: 'more', scopes: ['all'] }],
      ['GET', '/v1/catches', undefined],
      ['GET', '/v1/me', undefined],
    ] as const;
    for (const credential of [admin.key, tokens.access_token])
      for (const [method, path, body] of calls) {
        const refused = await ctx.request(method, path, { key: credential, body });
        expect(`${method} ${path} ${refused.status}`).toBe(`${method} ${path} 403`);
        expect(refused.headers.get('content-type')).toContain('application/problem+json');
        expect(((await refused.json()) as { code: string }).code).toBe('second_factor_required');
      }
    expect(await ctx.db.all('SELECT id FROM invitations')).toEqual([]);
    // A diver's key is not concerned.
    expect((await ctx.request('GET', '/v1/catches', { key: diver.key })).status).toBe(200);

    const browser = new FormBrowser(ctx);
    expect((await browser.signIn('admin@reef.test')).status).toBe(303);
    await setUp(ctx, browser);
    expect((await ctx.request('POST', '/v1/invitations', { key: admin.key, body: calls[0][2] })).status).toBe(201);
    expect((await ctx.request('GET', '/v1/catches', { key: tokens.access_token })).status).toBe(200);
  });
});

describe('an admin resets a second factor', () => {
  test('the people page shows it; the reset removes the app and codes and ends every session of the person', async () => {
    const ctx = testContext();
    const { id, email, browser } = await person(ctx);
    const { secret } = await setUp(ctx, browser);
    ctx.clock.now += 30;
    const elsewhere = new FormBrowser(ctx);
    expect((await sendCode(elsewhere, (await passwordStep(elsewhere, email)).fields, codeAt(secret, ctx.clock.now))).status).toBe(303);
    const admin = (await person(ctx, 'admin@reef.test')).browser;
    await upsertUser(ctx.db, { email: 'admin@reef.test', role: 'admin' }, ctx.clock.now);
    const people = await (await admin.send('GET', '/admin/people')).text();
    expect(people).toContain(`Reset the second factor of ${email.split('@')[0]}`);
    const reset = await admin.send('POST', `/admin/people/${id}/second-factor/reset`, { csrf_token: formFields(people).csrf_token! });
    expect(reset.status).toBe(303);
    expect(reset.headers.get('location')).toBe('/admin/people?done=second-factor-reset');
    expect(await ctx.db.all('SELECT * FROM totp_factors WHERE user_id = ?', id)).toEqual([]);
    expect(await ctx.db.all('SELECT * FROM recovery_codes WHERE user_id = ?', id)).toEqual([]);
    for (const b of [browser, elsewhere]) expect((await b.send('GET', '/account')).status).toBe(302);
    // The password alone signs in again.
    expect((await new FormBrowser(ctx).signIn(email)).status).toBe(303);
    // A person with only a passkey, lost: the reset removes it too, so the password alone signs in.
    await ctx.db.run(
      "INSERT INTO passkeys (id, user_id, credential_id, public_key, counter, transports, name, created_at) VALUES ('pkey_lost', ?, 'cred', 'key', 0, '[]', 'Lost phone', ?)",
      id,
      ctx.clock.now,
    );
    expect((await new FormBrowser(ctx).signIn(email)).status).toBe(200);
    const again = await admin.send('POST', `/admin/people/${id}/second-factor/reset`, {
      csrf_token: formFields(await (await admin.send('GET', '/admin/people')).text()).csrf_token!,
    });
    expect(again.status).toBe(303);
    expect(await ctx.db.all('SELECT id FROM passkeys WHERE user_id = ?', id)).toEqual([]);
    const events = await ctx.db.all<{ type: string }>('SELECT type FROM account_events WHERE user_id = ? ORDER BY pk DESC', id);
    expect(events.slice(0, 3).map((e) => e.type)).toEqual(['second_factor_removed', 'sign_in', 'second_factor_removed']);
  });

  test('a diver cannot reset anyone’s', async () => {
    const ctx = testContext();
    const { id, browser } = await person(ctx);
    await setUp(ctx, browser);
    const csrf = formFields(await (await browser.send('GET', '/account')).text()).csrf_token!;
    expect((await browser.send('POST', `/admin/people/${id}/second-factor/reset`, { csrf_token: csrf })).status).toBe(403);
    expect(await ctx.db.all('SELECT * FROM totp_factors WHERE user_id = ?', id)).toHaveLength(1);
  });
});

test('GET /v1/me tells whether the person has an authenticator app', async () => {
  const ctx = testContext();
  const { key } = await ctx.user('api@reef.test');
  await upsertUser(ctx.db, { email: 'api@reef.test', passwordHash: await testPasswords.hash(password) }, ctx.clock.now);
  const me = async () => ((await (await ctx.request('GET', '/v1/me', { key })).json()) as { second_factor: boolean }).second_factor;
  expect(await me()).toBe(false);
  const browser = new FormBrowser(ctx);
  expect((await browser.signIn('api@reef.test')).status).toBe(303);
  await setUp(ctx, browser);
  expect(await me()).toBe(true);
});

test('removing with the password works; a wrong password is refused and counts against the backoff', async () => {
  const ctx = testContext();
  const { id, browser } = await person(ctx);
  await setUp(ctx, browser);
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++)
    statuses.push((await post(browser, '/account/second-factor/remove', { password: 'not the password' })).status);
  expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
  expect(statuses.at(-1)).toBe(429);
  expect(await ctx.db.all('SELECT * FROM totp_factors WHERE user_id = ?', id)).toHaveLength(1);
  ctx.clock.now += 3600;
  expect((await post(browser, '/account/second-factor/remove', { password })).status).toBe(303);
  expect(await ctx.db.all('SELECT * FROM totp_factors WHERE user_id = ?', id)).toEqual([]);
});

describe('the secret sealed at rest (AES-256-GCM, under a key outside the database)', () => {
  const storedSecret = async (ctx: TestContext, id: string): Promise<string> =>
    (await ctx.db.get<{ secret: string }>('SELECT secret FROM totp_factors WHERE user_id = ?', id))!.secret;

  test('the row holds no trace of the secret; signing in with a code works', async () => {
    const ctx = testContext();
    const { id, email, secret, browser } = await withApp(ctx);
    const stored = await storedSecret(ctx, id);
    expect(stored).toStartWith('v1.');
    expect(stored).not.toContain(secret);
    expect(Buffer.from(stored.split('.').at(-1)!, 'base64url').toString('latin1')).not.toContain(secret);
    const step = await passwordStep(browser, email);
    expect((await sendCode(browser, step.fields, codeAt(secret, ctx.clock.now))).status).toBe(303);
    // Sealed for its owner: moved to another person's row, it does not open.
    const box = secretBoxOf(ctx.deps.config.secretKey)!;
    expect(() => box.open(stored, 'usr_someone_else')).toThrow(SealedSecretUnreadable);
  });

  test('a secret stored in plain by an older version is sealed at start, once; its codes still work', async () => {
    const ctx = testContext();
    const { id, email } = await person(ctx);
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await ctx.db.run('INSERT INTO totp_factors (user_id, secret, created_at, confirmed_at) VALUES (?, ?, ?, ?)', id, secret, 1, 1);
    const box = secretBoxOf(ctx.deps.config.secretKey);
    expect(await prepareSealedSecrets(ctx.db, box)).toBe(1);
    expect(await storedSecret(ctx, id)).toStartWith('v1.');
    expect(await prepareSealedSecrets(ctx.db, box)).toBe(0);
    const browser = new FormBrowser(ctx);
    const step = await passwordStep(browser, email);
    expect((await sendCode(browser, step.fields, codeAt(secret, ctx.clock.now))).status).toBe(303);
  });

  test('another key: the start is refused in words; a page that needs the secret is a readable 503, never a 500', async () => {
    const ctx = testContext();
    const { email, secret } = await withApp(ctx);
    const wrongKey = 'not the key the secrets were sealed with, 32+ chars';
    await expect(prepareSealedSecrets(ctx.db, secretBoxOf(wrongKey))).rejects.toThrow('cannot be read with this server’s secret key');
    const other = testContext({ secretKey: wrongKey }, { db: ctx.db });
    const browser = new FormBrowser(other);
    const step = await passwordStep(browser, email);
    const refused = await sendCode(browser, step.fields, codeAt(secret, ctx.clock.now));
    expect(refused.status).toBe(503);
    expect(refused.headers.get('content-type')).toContain('text/html');
    expect(await refused.text()).toContain('CATCHD_SECRET_KEY');
    expect(browser.cookies.has('catchd_session')).toBe(false);
  });

  test('no key (PostgreSQL without CATCHD_SECRET_KEY): set-up refused in words; the start refused while secrets exist', async () => {
    const ctx = testContext({ secretKey: null });
    const { id, browser } = await person(ctx);
    const refused = await post(browser, '/account/second-factor/setup');
    expect(refused.status).toBe(503);
    expect(await refused.text()).toContain('the operator must set CATCHD_SECRET_KEY');
    expect(await ctx.db.all('SELECT * FROM totp_factors WHERE user_id = ?', id)).toEqual([]);
    expect(await prepareSealedSecrets(ctx.db, null)).toBe(0);
    await ctx.db.run('INSERT INTO totp_factors (user_id, secret, created_at) VALUES (?, ?, ?)', id, 'JBSWY3DPEHPK3PXP', 1);
    await expect(prepareSealedSecrets(ctx.db, null)).rejects.toBeInstanceOf(SecretKeyMissing);
  });

  test.skipIf(engine !== 'sqlite')(
    'catchd serve on SQLite makes secret.key (0600) on first start, and refuses to start with another CATCHD_SECRET_KEY',
    async () => {
      const dataDir = join(testFilesDir, `sealed-${process.pid}`);
      const serve = (env: Record<string, string> = {}) =>
        Bun.spawn([process.execPath, join(import.meta.dir, '../../../src/index.ts'), 'serve'], {
          cwd: join(import.meta.dir, '../../..'),
          env: { PATH: process.env.PATH ?? '', CATCHD_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', CATCHD_UPDATE_CHECK: '0', ...env },
          stdout: 'ignore',
          stderr: 'pipe',
        });
      /** Reads the server's stderr until the setup link it prints once listening: false if it ended first. */
      const listening = async (server: ReturnType<typeof serve>): Promise<boolean> => {
        for await (const chunk of server.stderr as ReadableStream<Uint8Array>)
          if (new TextDecoder().decode(chunk).includes('/setup?token=')) return true;
        return false;
      };
      const first = serve();
      expect(await listening(first)).toBe(true);
      first.kill('SIGTERM');
      await first.exited;
      const keyFile = join(dataDir, 'secret.key');
      expect(statSync(keyFile).mode & 0o777).toBe(0o600);
      const db = SqliteStore.open(join(dataDir, 'catchd.db'));
      const { user } = await upsertUser(db, { email: 'sealed@reef.test' }, testNow);
      const box = new SecretBox(readFileSync(keyFile, 'utf8'));
      await db.run(
        'INSERT INTO totp_factors (user_id, secret, created_at) VALUES (?, ?, ?)',
        user.id,
        box.seal('JBSWY3DPEHPK3PXP', user.id),
        1,
      );
      await db.close();

      const otherKey = { CATCHD_SECRET_KEY: 'a different key of more than 32 characters' };
      const refused = serve(otherKey);
      expect(await refused.exited).toBe(1);
      const said = await new Response(refused.stderr).text();
      expect(said).toContain('catchd: Stored authenticator app keys cannot be read');
      expect(said).toContain('catchd users reset-second-factor --all');

      // The key is lost: the operator removes the apps; the next start goes ahead.
      const reset = Bun.spawnSync([process.execPath, 'src/index.ts', 'users', 'reset-second-factor', '--all'], {
        cwd: join(import.meta.dir, '../../..'),
        env: { PATH: process.env.PATH ?? '', CATCHD_DATA_DIR: dataDir, ...otherKey },
      });
      expect(reset.stderr.toString()).toContain('removed the authenticator app of 1 person');
      expect(reset.exitCode).toBe(0);
      const started = serve(otherKey);
      expect(await listening(started)).toBe(true);
      started.kill('SIGTERM');
      await started.exited;
    },
    60_000,
  );
});
