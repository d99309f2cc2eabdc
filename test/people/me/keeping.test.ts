// Keeping an account (contract §8a), through the API and the /account page: name and email
// (a new address confirmed by a mailed link when there is mail, the old one told), password
// (every other session ends), sessions (listed with device and address, ended one by one or
// all others), and the account's activity, paged, for the person and for admins. Both engines.
import { describe, expect, test } from 'bun:test';
import { deviceOf } from '../../../src/lib/user-agent';
import { setUserRole } from '../../../src/identity/people';
import { FormBrowser, formFields, password, userWithPassword } from '../../developers/oauth/helpers';
import { testContext, type TestContext } from '../../support';
import { linkIn, mailsTo, smtpUrl } from '../joining/smtp';

const newPassword = 'a brand new long password';
const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** A client address per request, from a test header. */
const byHeader = { clientAddress: (request: Request) => request.headers.get('x-test-client') ?? '127.0.0.1' };

/** A person with a password and a key holding every scope they may have. */
async function person(ctx: TestContext, email = 'sam@reef.test', scopes = ['all']): Promise<{ id: string; key: string }> {
  const id = await userWithPassword(ctx, email);
  const { key } = await ctx.user(email, 'diver', scopes);
  return { id, key };
}

async function browserOf(ctx: TestContext, email: string, headers: Record<string, string> = {}, secret = password): Promise<FormBrowser> {
  const browser = new FormBrowser(ctx, headers);
  expect((await browser.signIn(email, secret)).status).toBe(303);
  return browser;
}

/** Opens /account and sends the form at `action` with these fields. */
async function post(browser: FormBrowser, action: string, fields: Record<string, string> = {}): Promise<Response> {
  const page = await (await browser.send('GET', '/account')).text();
  return browser.send('POST', action, { ...formFields(page), ...fields });
}

const json = async (response: Response) => (await response.json()) as Record<string, unknown> & { data: Record<string, unknown>[] };
const fields = async (response: Response) => ((await json(response)).errors as { field: string }[]).map((e) => e.field);
const activityTypes = async (ctx: TestContext, key: string) =>
  (await json(await ctx.request('GET', '/v1/me/activity', { key }))).data.map((e) => e.type);

describe('name and email', () => {
  test('GET /v1/me shows the address; without mail a new name and address apply at once', async () => {
    const ctx = testContext();
    const { key } = await person(ctx);
    expect(await json(await ctx.request('GET', '/v1/me', { key }))).toMatchObject({ email: 'sam@reef.test', pending_email: null });
    const changed = await ctx.request('PATCH', '/v1/me', { key, body: { display_name: 'Sam Reef', email: 'Sam@Deep.test' } });
    expect(changed.status).toBe(200);
    expect(await json(changed)).toMatchObject({ display_name: 'Sam Reef', email: 'sam@deep.test', pending_email: null });
    expect((await browserOf(ctx, 'sam@deep.test')).cookies.size).toBeGreaterThan(0);
    expect(await activityTypes(ctx, key)).toEqual(['sign_in', 'email_changed', 'display_name_changed']);
  });

  test('bad input is 422 naming each field; a taken address too; a read-only key may not change anything', async () => {
    const ctx = testContext();
    const { key } = await person(ctx);
    await person(ctx, 'kai@reef.test');
    const cases: [body: unknown, named: string[]][] = [
      [{ display_name: '' }, ['display_name']],
      [{ display_name: ' '.repeat(3) }, ['display_name']],
      [{ email: 'not an address' }, ['email']],
      [{ display_name: 'x'.repeat(201), email: `${'x'.repeat(250)}@reef.test` }, ['display_name', 'email']],
      [{ email: 'kai@reef.test' }, ['email']],
      [{ nickname: 'Sam' }, ['nickname']],
    ];
    for (const [body, named] of cases) {
      const answer = await ctx.request('PATCH', '/v1/me', { key, body });
      expect(answer.status, JSON.stringify(body)).toBe(422);
      for (const field of named) expect(await fields(answer.clone())).toContain(field);
    }
    const reader = await ctx.user('sam@reef.test', 'diver', ['account:read']);
    const refused = await ctx.request('PATCH', '/v1/me', { key: reader.key, body: { display_name: 'Nope' } });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('www-authenticate')).toContain('scope="account:write"');
    expect(
      (await ctx.request('POST', '/v1/me/password', { key: reader.key, body: { current_password: password, new_password: newPassword } }))
        .status,
    ).toBe(403);
  });

  test('with mail: the new address confirms by a single-use link, the old one is told, the old one stays until then', async () => {
    const ctx = testContext({ smtpUrl });
    const { key } = await person(ctx, 'old1@reef.test');
    const asked = await ctx.request('PATCH', '/v1/me', { key, body: { email: 'new1@reef.test' } });
    expect(await json(asked)).toMatchObject({ email: 'old1@reef.test', pending_email: 'new1@reef.test' });
    const [toNew] = await mailsTo('new1@reef.test');
    const [toOld] = await mailsTo('old1@reef.test');
    expect(toOld).toContain('asked to change its email address');
    expect(toOld).not.toContain('/account/email/');
    const link = linkIn(toNew!);
    expect(link).toStartWith('/account/email/cdem_');
    // Opening the link (a mail scanner would) changes nothing; the button does.
    const browser = new FormBrowser(ctx);
    const page = await browser.send('GET', link);
    expect(await page.clone().text()).toContain('new1@reef.test');
    expect(await json(await ctx.request('GET', '/v1/me', { key }))).toMatchObject({ email: 'old1@reef.test' });
    const confirmed = await browser.send('POST', link, formFields(await page.text()));
    expect(confirmed.headers.get('location')).toBe('/account?done=email-changed');
    expect(await json(await ctx.request('GET', '/v1/me', { key }))).toMatchObject({ email: 'new1@reef.test', pending_email: null });
    expect((await browser.send('GET', link)).status).toBe(404);
    expect(await activityTypes(ctx, key)).toEqual(['email_changed', 'email_change_requested']);
  });

  test('with mail: a newer change replaces the link of the older; the page says what is waiting', async () => {
    const ctx = testContext({ smtpUrl });
    await person(ctx, 'old2@reef.test');
    const browser = await browserOf(ctx, 'old2@reef.test');
    const first = await post(browser, '/account/profile', { display_name: 'Sam', email: 'first2@reef.test' });
    expect(first.headers.get('location')).toBe('/account?done=email-confirm-sent');
    expect(await (await browser.send('GET', '/account')).text()).toContain('Waiting for you to confirm <strong>first2@reef.test</strong>');
    await post(browser, '/account/profile', { display_name: 'Sam', email: 'second2@reef.test' });
    const stale = linkIn((await mailsTo('first2@reef.test'))[0]!);
    expect((await browser.send('GET', stale)).status).toBe(404);
    const fresh = linkIn((await mailsTo('second2@reef.test'))[0]!);
    expect((await browser.send('GET', fresh)).status).toBe(200);
  });

  test('the page form: saved, or shown again with the problem and what was typed', async () => {
    const ctx = testContext();
    await person(ctx);
    const browser = await browserOf(ctx, 'sam@reef.test');
    const refused = await post(browser, '/account/profile', { display_name: 'Sam "Fin"', email: 'nope' });
    expect(refused.status).toBe(422);
    const page = await refused.text();
    expect(page).toContain('Email must be an email address');
    expect(page).toContain('value="Sam &#34;Fin&#34;"');
    const saved = await post(browser, '/account/profile', { display_name: 'Sam Reef', email: 'sam@reef.test' });
    expect(saved.headers.get('location')).toBe('/account?done=saved');
    expect(await (await browser.send('GET', '/account')).text()).toContain('<h1>Sam Reef</h1>');
  });
});

describe('password', () => {
  test('API: 422 naming the field; 204 ends every session; the new password signs in', async () => {
    const ctx = testContext();
    const { key } = await person(ctx);
    const browser = await browserOf(ctx, 'sam@reef.test');
    const wrong = await ctx.request('POST', '/v1/me/password', { key, body: { current_password: 'wrong one', new_password: newPassword } });
    expect(wrong.status).toBe(422);
    expect(await fields(wrong)).toEqual(['current_password']);
    const short = await ctx.request('POST', '/v1/me/password', { key, body: { current_password: password, new_password: 'short' } });
    expect(short.status).toBe(422);
    expect(await fields(short)).toEqual(['new_password']);
    expect((await browser.send('GET', '/account')).status).toBe(200);
    const changed = await ctx.request('POST', '/v1/me/password', { key, body: { current_password: password, new_password: newPassword } });
    expect(changed.status).toBe(204);
    expect((await browser.send('GET', '/account')).status).toBe(302);
    expect((await new FormBrowser(ctx).signIn('sam@reef.test')).status).toBe(401);
    await browserOf(ctx, 'sam@reef.test', {}, newPassword);
    expect(await activityTypes(ctx, key)).toContain('password_changed');
  });

  test('wrong current passwords slow down like sign-in: 5 free, then 429 with Retry-After; a wait lets the owner in', async () => {
    const ctx = testContext();
    const { key } = await person(ctx);
    const guess = (current: string) =>
      ctx.request('POST', '/v1/me/password', { key, body: { current_password: current, new_password: newPassword } });
    for (let i = 0; i < 5; i++) expect((await guess(`guess ${i}`)).status).toBe(422);
    const refused = await guess(password);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    ctx.clock.now += 1;
    expect((await guess(password)).status).toBe(204);
  });

  test('page: needs the current password; keeps this session and ends the others', async () => {
    const ctx = testContext();
    await person(ctx);
    const here = await browserOf(ctx, 'sam@reef.test');
    const there = await browserOf(ctx, 'sam@reef.test');
    const refused = await post(here, '/account/password', { current_password: 'not it', new_password: newPassword });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('That is not your current password.');
    expect((await there.send('GET', '/account')).status).toBe(200);
    const changed = await post(here, '/account/password', { current_password: password, new_password: newPassword });
    expect(changed.headers.get('location')).toBe('/account?done=password-changed');
    expect((await here.send('GET', '/account')).status).toBe(200);
    expect((await there.send('GET', '/account')).status).toBe(302);
  });
});

describe('sessions', () => {
  test('API: listed with address and browser, ended one by one or all at once; others’ sessions are 404', async () => {
    const ctx = testContext({}, byHeader);
    const { key } = await person(ctx);
    const other = await person(ctx, 'kai@reef.test');
    const laptop = await browserOf(ctx, 'sam@reef.test', { 'user-agent': firefox, 'x-test-client': '203.0.113.7' });
    const phone = await browserOf(ctx, 'sam@reef.test', { 'user-agent': iphone, 'x-test-client': '198.51.100.2' });
    await browserOf(ctx, 'kai@reef.test');
    const list = await json(await ctx.request('GET', '/v1/me/sessions', { key }));
    expect(list.data).toHaveLength(2);
    expect(list.data.map((s) => [s.ip, s.user_agent, s.current])).toEqual(
      expect.arrayContaining([
        ['203.0.113.7', firefox, false],
        ['198.51.100.2', iphone, false],
      ]),
    );
    const phoneSession = list.data.find((s) => s.ip === '198.51.100.2')!;
    expect(phoneSession).toMatchObject({ object: 'session', created_at: '2026-05-04T13:22:08Z', last_seen_at: '2026-05-04T13:22:08Z' });
    const kaisSession = (await json(await ctx.request('GET', '/v1/me/sessions', { key: other.key }))).data[0]!;
    expect((await ctx.request('DELETE', `/v1/me/sessions/${kaisSession.id}`, { key })).status).toBe(404);
    expect((await ctx.request('DELETE', '/v1/me/sessions/sess_nope', { key })).status).toBe(404);
    expect((await ctx.request('DELETE', `/v1/me/sessions/${phoneSession.id}`, { key })).status).toBe(204);
    expect((await phone.send('GET', '/account')).status).toBe(302);
    expect((await laptop.send('GET', '/account')).status).toBe(200);
    expect((await ctx.request('DELETE', '/v1/me/sessions', { key })).status).toBe(204);
    expect((await laptop.send('GET', '/account')).status).toBe(302);
    expect((await json(await ctx.request('GET', '/v1/me/sessions', { key }))).data).toEqual([]);
    expect((await json(await ctx.request('GET', '/v1/me/sessions', { key: other.key }))).data).toHaveLength(1);
    expect((await activityTypes(ctx, key)).slice(0, 2)).toEqual(['sessions_ended', 'session_ended']);
  });

  // The second: the idle deadline already sits at the session's lifetime, so only last seen moves.
  for (const config of [{}, { sessionIdleHours: 24, sessionMaxDays: 1 }])
    test(`last seen moves with use, at most once a minute ${JSON.stringify(config)}`, async () => {
      const ctx = testContext(config);
      const { key } = await person(ctx);
      const browser = await browserOf(ctx, 'sam@reef.test');
      const lastSeen = async () => (await json(await ctx.request('GET', '/v1/me/sessions', { key }))).data[0]!.last_seen_at;
      ctx.clock.now += 30;
      await browser.send('GET', '/account');
      expect(await lastSeen()).toBe('2026-05-04T13:22:08Z');
      ctx.clock.now += 31;
      await browser.send('GET', '/account');
      expect(await lastSeen()).toBe('2026-05-04T13:23:09Z');
    });

  test('page: the device in plain words, this one marked; sign out one, or all others', async () => {
    const ctx = testContext({}, byHeader);
    await person(ctx);
    const here = await browserOf(ctx, 'sam@reef.test', { 'user-agent': firefox, 'x-test-client': '203.0.113.7' });
    const phone = await browserOf(ctx, 'sam@reef.test', { 'user-agent': iphone, 'x-test-client': '198.51.100.2' });
    const third = await browserOf(ctx, 'sam@reef.test');
    const page = await (await here.send('GET', '/account')).text();
    expect(page).toContain('Firefox on Windows<strong> (this one)</strong>');
    expect(page).toContain('Safari on iPhone');
    expect(page).toContain('198.51.100.2');
    const phoneId = /sessions\/(sess_\w+)\/end"><input[^>]*><button[^>]*aria-label="Sign out Safari on iPhone/.exec(page)![1]!;
    const ended = await post(here, `/account/sessions/${phoneId}/end`);
    expect(ended.headers.get('location')).toBe('/account?done=session-ended');
    expect((await phone.send('GET', '/account')).status).toBe(302);
    expect((await third.send('GET', '/account')).status).toBe(200);
    expect((await post(here, '/account/sessions/end-others')).headers.get('location')).toBe('/account?done=sessions-ended');
    expect((await third.send('GET', '/account')).status).toBe(302);
    expect((await here.send('GET', '/account')).status).toBe(200);
  });
});

describe('activity', () => {
  test('sign-ins, failed sign-ins and role changes, newest first, paged with Link headers', async () => {
    const ctx = testContext({}, byHeader);
    const { id, key } = await person(ctx);
    await browserOf(ctx, 'sam@reef.test', { 'user-agent': firefox, 'x-test-client': '203.0.113.7' });
    ctx.clock.now += 10;
    expect((await new FormBrowser(ctx, { 'x-test-client': '192.0.2.9' }).signIn('sam@reef.test', 'a guess')).status).toBe(401);
    // The owner's note of a failed sign-in is written just after the answer (so the answer's timing tells nothing).
    const failedNoted = () => ctx.db.get("SELECT 1 AS one FROM account_events WHERE type = 'sign_in_failed'");
    for (let wait = 0; wait < 100 && !(await failedNoted()); wait++) await Bun.sleep(10);
    // An unknown address has no activity to note.
    expect((await new FormBrowser(ctx).signIn('nobody@reef.test', 'a guess')).status).toBe(401);
    ctx.clock.now += 10;
    await setUserRole(ctx.db, id, 'verifier', ctx.clock.now);
    const first = await ctx.request('GET', '/v1/me/activity?per_page=2', { key });
    const body = await json(first.clone());
    expect(body).toMatchObject({ object: 'list', total: 3, page: 1, per_page: 2, has_more: true });
    expect(body.data).toMatchObject([
      {
        object: 'account_event',
        type: 'role_changed',
        data: { from: 'diver', to: 'verifier' },
        ip: null,
        created_at: '2026-05-04T13:22:28Z',
      },
      { type: 'sign_in_failed', ip: '192.0.2.9' },
    ]);
    expect(first.headers.get('link')).toContain('rel="next"');
    const after = await json(await ctx.request('GET', `/v1/me/activity?per_page=2&after=${body.data[1]!.id}`, { key }));
    expect(after.data).toMatchObject([{ type: 'sign_in', ip: '203.0.113.7', user_agent: firefox }]);
    expect(after.has_more).toBe(false);
    for (const query of ['per_page=0', 'after=act_nope', 'page=2&after=act_01jc0000000000000000000000']) {
      const refused = await ctx.request('GET', `/v1/me/activity?${query}`, { key });
      expect(refused.status, query).toBe(422);
    }
  });

  test('on /account; admins see anyone’s from the people page, others may not', async () => {
    const ctx = testContext();
    const samId = await userWithPassword(ctx, 'sam@reef.test');
    await userWithPassword(ctx, 'admin@reef.test', 'admin');
    const sam = await browserOf(ctx, 'sam@reef.test');
    expect(await (await sam.send('GET', '/account')).text()).toContain('Signed in');
    expect((await sam.send('GET', `/admin/people/${samId}/activity`)).status).toBe(403);
    const admin = await browserOf(ctx, 'admin@reef.test');
    const people = await (await admin.send('GET', '/admin/people')).text();
    expect(people).toContain(`href="/admin/people/${samId}/activity"`);
    const activity = await admin.send('GET', `/admin/people/${samId}/activity`);
    expect(activity.status).toBe(200);
    expect(await activity.text()).toContain('Signed in');
    expect((await admin.send('GET', '/admin/people/usr_nope/activity')).status).toBe(404);
  });
});

test('a browser in plain words', () => {
  const cases: [string | null, string][] = [
    [firefox, 'Firefox on Windows'],
    [iphone, 'Safari on iPhone'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on macOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['curl/8.5.0', 'curl'],
    ['SomethingElse (X11; Linux x86_64)', 'a browser on Linux'],
    ['', 'an unknown device'],
    [null, 'an unknown device'],
  ];
  for (const [agent, words] of cases) expect(deviceOf(agent)).toBe(words);
});
