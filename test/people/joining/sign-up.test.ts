// Sign-up in each joining mode (CATCHD_SIGNUP), with and without mail: address confirmation by
// a one-time link that later shows where the person stands, approval by an admin, the same
// answer (and the same time, within noise) for known and unknown addresses, rate limits per
// address and per client address, refusals that name their field, and the developer portal's
// early access sign-up. Both engines.
import { describe, expect, test } from 'bun:test';
import type { Config } from '../../../src/config';
import { mailsPerAddressPerDay, signUpsPerClientPerHour } from '../../../src/modules/people/joining/mail';
import { FormBrowser, formFields, userWithPassword } from '../../developers/oauth/helpers';
import { testContext, type TestContext } from '../../support';
import { linkIn, mailsTo, smtpUrl } from './smtp';

const strongPassword = 'a long enough password';

/** Opens `path` and sends its form with these fields. */
async function submit(browser: FormBrowser, path: string, fields: Record<string, string>): Promise<Response> {
  const page = await browser.send('GET', path);
  return browser.send('POST', path, { ...formFields(await page.text()), ...fields });
}

const signUp = (browser: FormBrowser, email: string, extra: Record<string, string> = {}) =>
  submit(browser, '/sign-up', { email, display_name: 'Sam Diver', password: strongPassword, ...extra });

/** The sign-up form sent as a browser at client address `client` would: the answer, and how long the POST took. */
async function signUpFrom(ctx: TestContext, client: string, fields: Record<string, string>): Promise<{ response: Response; ms: number }> {
  const browser = new FormBrowser(ctx);
  const form = formFields(await (await browser.send('GET', '/sign-up')).text());
  const headers = {
    'x-test-client': client,
    'content-type': 'application/x-www-form-urlencoded',
    cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  };
  const body = new URLSearchParams({ ...form, ...fields }).toString();
  const started = performance.now();
  const response = await ctx.app.handle(new Request('http://catchd.test/sign-up', { method: 'POST', headers, body }));
  return { response, ms: performance.now() - started };
}

const count = async (ctx: TestContext, table: string): Promise<number> =>
  Number(((await ctx.db.get(`SELECT count(*) AS n FROM ${table}`)) as { n: number }).n);

/** A client address per request, from a test header: rate limits per client address are real. */
const byHeader = { clientAddress: (request: Request) => request.headers.get('x-test-client') ?? '127.0.0.1' };

describe('each mode, without mail', () => {
  const modes: { mode: Config['signup']; page: number; answer: number; joins: 'now' | 'after approval' | 'never'; wayIn: string }[] = [
    { mode: 'open', page: 200, answer: 303, joins: 'now', wayIn: 'Sign up' },
    { mode: 'approval', page: 200, answer: 200, joins: 'after approval', wayIn: 'Ask to join' },
    { mode: 'invite', page: 403, answer: 403, joins: 'never', wayIn: 'Joining is by invitation' },
    { mode: 'closed', page: 403, answer: 403, joins: 'never', wayIn: 'not taking new members' },
  ];
  for (const m of modes)
    test(`${m.mode}: the sign-in page shows the way in; people join ${m.joins}`, async () => {
      const ctx = testContext({ signup: m.mode });
      const browser = new FormBrowser(ctx);
      expect(await (await browser.send('GET', '/sign-in')).text()).toContain(m.wayIn);
      expect(await (await browser.send('GET', '/')).text()).toContain(m.wayIn);
      expect((await browser.send('GET', '/sign-up')).status).toBe(m.page);
      const answer = await signUp(browser, 'sam@reef.test');
      expect(answer.status).toBe(m.answer);
      const user = async () => ctx.db.get<{ role: string }>("SELECT role FROM users WHERE email = 'sam@reef.test'");
      if (m.joins === 'never') {
        expect(await user()).toBeUndefined();
        expect(await count(ctx, 'sign_ups')).toBe(0);
        return;
      }
      if (m.joins === 'now') {
        expect(answer.headers.get('location')).toBe('/catches?done=welcome');
        expect((await user())!.role).toBe('diver');
        expect((await browser.send('GET', '/catches')).status).toBe(200);
        return;
      }
      // approval: the person reads that an admin decides (no status link: a known address gets the same page).
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('waiting for an administrator');
      expect(await user()).toBeUndefined();
      await userWithPassword(ctx, 'admin@reef.test', 'admin');
      const admin = new FormBrowser(ctx);
      await admin.signIn('admin@reef.test');
      const people = await (await admin.send('GET', '/admin/people')).text();
      expect(people).toContain('Sign-ups waiting');
      expect(people).toContain('sam@reef.test');
      const id = /\/admin\/sign-ups\/(sgn_\w+)\/approve/.exec(people)![1]!;
      const approved = await admin.send('POST', `/admin/sign-ups/${id}/approve`, formFields(people));
      expect(approved.headers.get('location')).toBe('/admin/people?done=sign-up-approved');
      expect((await user())!.role).toBe('diver');
      expect((await new FormBrowser(ctx).signIn('sam@reef.test', strongPassword)).status).toBe(303);
    });

  test('/admin/access shows the joining settings, read-only', async () => {
    for (const [overrides, mode, developer] of [
      [{ signup: 'approval' }, 'approval: anyone signs up', 'on:'],
      [{ signup: 'closed', developerSignup: false }, 'closed: nobody joins', 'off.'],
      [{ signup: 'invite', developerAccess: 'closed' }, 'invite: admins invite', 'off.'],
    ] as const) {
      const ctx = testContext(overrides);
      await userWithPassword(ctx, 'admin@reef.test', 'admin');
      const admin = new FormBrowser(ctx);
      await admin.signIn('admin@reef.test');
      const page = await (await admin.send('GET', '/admin/access')).text();
      const shown = /id="joining-mode">([\s\S]*?)<\/dd>/
        .exec(page)![1]!
        .replace(/<[^>]+>/g, '')
        .replace(/\s+/g, ' ');
      expect(shown.trim()).toStartWith(mode);
      expect(/id="developer-signup">\s*([^<]*)/.exec(page)![1]).toStartWith(developer);
    }
  });

  test('approval: a declined sign-up stays declined; signing up again does not start over', async () => {
    const ctx = testContext({ signup: 'approval' });
    await signUp(new FormBrowser(ctx), 'no@reef.test');
    await userWithPassword(ctx, 'admin@reef.test', 'admin');
    const admin = new FormBrowser(ctx);
    await admin.signIn('admin@reef.test');
    const people = await (await admin.send('GET', '/admin/people')).text();
    const id = /\/admin\/sign-ups\/(sgn_\w+)\/decline/.exec(people)![1]!;
    expect((await admin.send('POST', `/admin/sign-ups/${id}/decline`, formFields(people))).status).toBe(303);
    expect((await admin.send('POST', `/admin/sign-ups/${id}/approve`, formFields(people))).status).toBe(404);
    expect((await signUp(new FormBrowser(ctx), 'no@reef.test')).status).toBe(200);
    expect(await ctx.db.get("SELECT state FROM sign_ups WHERE email = 'no@reef.test'")).toEqual({ state: 'declined' });
    expect(await (await admin.send('GET', '/admin/people')).text()).not.toContain('no@reef.test');
  });

  /** An approval club with an account, a sign-up waiting and one declined: three known addresses. */
  const knownAddresses = ['member@reef.test', 'waiting@reef.test', 'declined@reef.test'];
  async function withKnownAddresses(): Promise<TestContext> {
    const ctx = testContext({ signup: 'approval' });
    await userWithPassword(ctx, 'member@reef.test');
    await signUp(new FormBrowser(ctx), 'waiting@reef.test');
    await signUp(new FormBrowser(ctx), 'declined@reef.test');
    await ctx.db.run("UPDATE sign_ups SET state = 'declined' WHERE email = 'declined@reef.test'");
    return ctx;
  }

  test('approval: known and unknown addresses get the same answer; a known one changes nothing', async () => {
    const ctx = await withKnownAddresses();
    const before = await ctx.db.all('SELECT * FROM sign_ups ORDER BY email');
    const answer = async (email: string) => {
      const response = await signUp(new FormBrowser(ctx), email);
      const body = (await response.text()).replaceAll(email, 'EMAIL').replace(/value="[^"]*"/g, '');
      return { status: response.status, location: response.headers.get('location'), body };
    };
    const unknown = await answer('new@reef.test');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toContain('waiting for an administrator');
    for (const known of knownAddresses) expect(await answer(known)).toEqual(unknown);
    expect(await ctx.db.all("SELECT * FROM sign_ups WHERE email <> 'new@reef.test' ORDER BY email")).toEqual(before);
  });

  test('open: a taken address is refused in one way, whatever made it known', async () => {
    const ctx = await withKnownAddresses();
    const open = testContext({ signup: 'open' }, { db: ctx.db });
    const answers = new Set<string>();
    for (const known of knownAddresses) {
      const response = await signUp(new FormBrowser(open), known);
      expect(response.status).toBe(422);
      answers.add((await response.text()).replaceAll(known, 'EMAIL').replace(/value="[^"]*"/g, ''));
    }
    expect(answers.size).toBe(1);
  });

  test('every refused field is named, and nothing is stored', async () => {
    const ctx = testContext({ signup: 'open' });
    const refused = await submit(new FormBrowser(ctx), '/sign-up', { email: 'nope', display_name: 'x'.repeat(201), password: 'short' });
    expect(refused.status).toBe(422);
    const text = await refused.text();
    for (const field of ['Email must be an email address', 'Display name must be at most 200', 'Password must be at least 12'])
      expect(text).toContain(field);
    expect(await count(ctx, 'sign_ups')).toBe(0);
    await userWithPassword(ctx, 'taken@reef.test');
    const taken = await signUp(new FormBrowser(ctx), 'taken@reef.test');
    expect(taken.status).toBe(422);
    expect(await taken.text()).toContain('Email: This address cannot sign up here: if it is yours, sign in');
  });
});

describe('with mail', () => {
  const mailed = (overrides: Partial<Config> = {}) =>
    testContext({ signup: 'open', smtpUrl, mailFrom: 'catchd <no-reply@catchd.test>', ...overrides }, byHeader);

  test('open: confirm the address by the link, join; the link then shows where you stand; expired and forged links change nothing', async () => {
    const ctx = mailed();
    const browser = new FormBrowser(ctx);
    const answer = await signUp(browser, 'conf@reef.test');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('Check your inbox');
    expect(await ctx.db.get("SELECT 1 AS x FROM users WHERE email = 'conf@reef.test'")).toBeUndefined();
    const [mail] = await mailsTo('conf@reef.test');
    expect(mail).toContain('Subject: Confirm your email address for catchd');
    expect(mail).not.toContain('Sam Diver'); // nothing a visitor typed is mailed
    const link = linkIn(mail!);
    // Opening the link (a mail scanner does) changes nothing: confirming is a button.
    const page = await browser.send('GET', link);
    expect(page.status).toBe(200);
    expect(await ctx.db.get("SELECT 1 AS x FROM users WHERE email = 'conf@reef.test'")).toBeUndefined();
    const joined = await browser.send('POST', link, formFields(await page.text()));
    expect(joined.status).toBe(303);
    expect(joined.headers.get('location')).toBe('/catches?done=welcome');
    expect((await ctx.db.get<{ role: string }>("SELECT role FROM users WHERE email = 'conf@reef.test'"))!.role).toBe('diver');
    expect(await (await new FormBrowser(ctx).send('GET', link)).text()).toContain('You are in');

    // Expired before use: a readable page, no account.
    await signUp(new FormBrowser(ctx), 'late@reef.test');
    const late = linkIn((await mailsTo('late@reef.test'))[0]!);
    const lateBrowser = new FormBrowser(ctx);
    const lateForm = formFields(await (await lateBrowser.send('GET', late)).text());
    ctx.clock.now += 24 * 3600 + 1;
    expect((await lateBrowser.send('GET', late)).status).toBe(404);
    const refused = await lateBrowser.send('POST', late, lateForm);
    expect(refused.status).toBe(404);
    expect(await refused.text()).toContain('This confirmation link is not valid');
    expect(await ctx.db.get("SELECT 1 AS x FROM users WHERE email = 'late@reef.test'")).toBeUndefined();
    expect((await lateBrowser.send('GET', '/sign-up/cdsu_forged')).status).toBe(404);
  });

  test('approval: confirmed, then waiting; the admin approves and the person hears by mail', async () => {
    const ctx = mailed({ signup: 'approval' });
    const browser = new FormBrowser(ctx);
    await signUp(browser, 'wait@reef.test');
    const link = linkIn((await mailsTo('wait@reef.test'))[0]!);
    const page = await browser.send('GET', link);
    const confirmed = await browser.send('POST', link, formFields(await page.text()));
    expect(confirmed.headers.get('location')).toBe(link);
    expect(await (await browser.send('GET', link)).text()).toContain('waiting for an administrator');
    await userWithPassword(ctx, 'admin@reef.test', 'admin');
    const admin = new FormBrowser(ctx);
    await admin.signIn('admin@reef.test');
    const people = await (await admin.send('GET', '/admin/people')).text();
    const id = /\/admin\/sign-ups\/(sgn_\w+)\/approve/.exec(people)![1]!;
    await admin.send('POST', `/admin/sign-ups/${id}/approve`, formFields(people));
    const mails = await mailsTo('wait@reef.test', 2);
    expect(mails[1]).toContain('Subject: Welcome to catchd');
    expect((await new FormBrowser(ctx).signIn('wait@reef.test', strongPassword)).status).toBe(303);
  });

  test('known and unknown addresses get the same answer, in the same time within noise; the owner is told by mail', async () => {
    // A password hash of real cost: skipping it for one kind of address would show.
    const ctx = testContext(
      { signup: 'open', smtpUrl },
      {
        ...byHeader,
        passwords: {
          hash: (p) => Bun.password.hash(p, { algorithm: 'argon2id', memoryCost: 19456, timeCost: 2 }),
          verify: Bun.password.verify,
        },
      },
    );
    const known: string[] = [];
    for (let i = 0; i < 7; i++) known.push(await userWithPassword(ctx, `known${i}@reef.test`).then(() => `known${i}@reef.test`));
    const normalize = (html: string, email: string) => html.replaceAll(email, 'EMAIL').replace(/value="[^"]*"/g, '');
    const timed = async (email: string, client: string): Promise<{ ms: number; status: number; body: string }> => {
      const { response, ms } = await signUpFrom(ctx, client, { email, display_name: 'Sam', password: strongPassword });
      return { ms, status: response.status, body: normalize(await response.text(), email) };
    };
    const knownRuns: number[] = [];
    const unknownRuns: number[] = [];
    for (let i = 0; i < 7; i++) {
      // Interleaved, so that load on the machine falls on both alike.
      const a = await timed(known[i]!, `10.0.0.${i}`);
      const b = await timed(`unknown${i}@reef.test`, `10.0.1.${i}`);
      expect(a.status).toBe(200);
      expect(b.status).toBe(200);
      expect(a.body).toBe(b.body);
      knownRuns.push(a.ms);
      unknownRuns.push(b.ms);
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    const [k, u] = [median(knownRuns), median(unknownRuns)];
    // Generous: the password hash dominates both; a skipped hash would be many times faster.
    expect(Math.abs(k - u)).toBeLessThan(Math.max(8, 0.5 * Math.max(k, u)));
    const [toKnown] = await mailsTo('known0@reef.test');
    expect(toKnown).toContain('Subject: Someone tried to sign up to catchd with your address');
    expect(toKnown).toContain('http://catchd.test/sign-in');
    expect(await count(ctx, 'sign_ups')).toBe(7);
  });

  test('rate limits: a few mails a day per address (the answer stays the same), a few sign-ups an hour per client address', async () => {
    const ctx = mailed();
    for (let i = 0; i < mailsPerAddressPerDay + 2; i++) {
      const answer = await submit(new FormBrowser(ctx), '/sign-up', {
        email: 'flood@reef.test',
        display_name: 'F',
        password: strongPassword,
      });
      expect(answer.status).toBe(200);
    }
    await Bun.sleep(300);
    expect(await mailsTo('flood@reef.test', mailsPerAddressPerDay + 1, 500)).toHaveLength(mailsPerAddressPerDay);

    const fromOne = async (i: number) =>
      (await signUpFrom(ctx, '192.0.2.7', { email: `spam${i}@victim.test`, display_name: 'S', password: strongPassword })).response;
    for (let i = 0; i < signUpsPerClientPerHour; i++) expect((await fromOne(i)).status).toBe(200);
    const limited = await fromOne(99);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(await ctx.db.get("SELECT 1 AS x FROM sign_ups WHERE email = 'spam99@victim.test'")).toBeUndefined();
  });
});

describe('developer early access sign-up', () => {
  test('an account and the application in one flow, whatever the club mode; the operator can turn it off', async () => {
    const ctx = testContext({ signup: 'closed', developerAccess: 'approval' });
    const browser = new FormBrowser(ctx);
    const portal = await browser.send('GET', '/developers');
    expect(portal.headers.get('location')).toBe('/developers/sign-up');
    const missing = await submit(browser, '/developers/sign-up', { email: 'dev@apps.test', display_name: 'Dev', password: strongPassword });
    expect(missing.status).toBe(422);
    expect(await missing.text()).toContain('Building: Say in a few words');
    const fields = { email: 'dev@apps.test', display_name: 'Dev', password: strongPassword, building: 'A dive log' };
    const joined = await submit(browser, '/developers/sign-up', fields);
    expect(joined.headers.get('location')).toBe('/developers?done=applied');
    const application = await ctx.db.get<{ state: string; building: string }>(
      "SELECT a.state, a.building FROM developer_applications a JOIN users u ON u.id = a.user_id WHERE u.email = 'dev@apps.test'",
    );
    expect(application).toEqual({ state: 'requested', building: 'A dive log' });
    expect(await (await browser.send('GET', '/developers')).text()).toContain('waiting for an administrator');

    const off = testContext({ developerSignup: false, developerAccess: 'approval' });
    const visitor = new FormBrowser(off);
    expect((await visitor.send('GET', '/developers')).headers.get('location')).toStartWith('/sign-in');
    expect((await visitor.send('GET', '/developers/sign-up')).status).toBe(403);
  });

  test('with mail: the confirmed address makes the account and a confirmed application', async () => {
    const ctx = testContext({ signup: 'invite', developerAccess: 'approval', smtpUrl }, byHeader);
    const browser = new FormBrowser(ctx);
    const answer = await submit(browser, '/developers/sign-up', {
      email: 'mdev@apps.test',
      display_name: 'M',
      password: strongPassword,
      building: 'Charts',
    });
    expect(await answer.text()).toContain('Check your inbox');
    const link = linkIn((await mailsTo('mdev@apps.test'))[0]!);
    const page = await browser.send('GET', link);
    const joined = await browser.send('POST', link, formFields(await page.text()));
    expect(joined.headers.get('location')).toBe('/developers?done=applied');
    const application = await ctx.db.get<{ state: string; email_confirmed_at: number | null }>(
      "SELECT a.state, a.email_confirmed_at FROM developer_applications a JOIN users u ON u.id = a.user_id WHERE u.email = 'mdev@apps.test'",
    );
    expect(application!.state).toBe('requested');
    expect(application!.email_confirmed_at).not.toBeNull();
  });
});
