// The second factor: setting up an authenticator app on /account (codes the test computes with
// otpauth, as the person's app would), its recovery codes, removing it, and what each ends.
import { describe, expect, test } from 'bun:test';
import { Secret, TOTP } from 'otpauth';
import { deleteAccount } from '../../src/modules/leaving/service';
import { findUserById, upsertUser } from '../../src/modules/users/service';
import { testContext, testPasswords, type TestContext } from '../support';
import { FormBrowser, formFields, password } from '../oauth/helpers';

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
    const other = new FormBrowser(ctx);
    expect((await other.signIn(email)).status).toBe(303);
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
