// A forgotten password (/reset-password): the same answer for known and unknown addresses, a
// single-use link valid an hour that a newer one leaves working, limits per address and per
// client address, and every session ending when the new password is set. Both engines.
import { describe, expect, test } from 'bun:test';
import { mailsPerAddressPerDay, signUpsPerClientPerHour } from '../../../src/modules/people/joining/mail';
import { setUserDisabled } from '../../../src/identity/people';
import { codeFlow, FormBrowser, formFields, password, registerApp, userWithPassword } from '../../developers/oauth/helpers';
import { testContext, type TestContext } from '../../support';
import { linkIn, mailsTo, smtpUrl } from '../joining/smtp';

const newPassword = 'a brand new long password';
const byHeader = { clientAddress: (request: Request) => request.headers.get('x-test-client') ?? '127.0.0.1' };
const withMail = () => testContext({ smtpUrl }, byHeader);

/** Asks for a link for `email` from client address `client`; the answer. */
async function ask(ctx: TestContext, email: string, client = '127.0.0.1'): Promise<Response> {
  const browser = new FormBrowser(ctx, { 'x-test-client': client });
  const page = await (await browser.send('GET', '/reset-password')).text();
  return browser.send('POST', '/reset-password', { ...formFields(page), email });
}

async function setPassword(ctx: TestContext, link: string, secret: string): Promise<Response> {
  const browser = new FormBrowser(ctx);
  const form = await browser.send('GET', link);
  if (form.status !== 200) return form;
  return browser.send('POST', link, { ...formFields(await form.text()), password: secret });
}

const visible = (page: string): string => page.replace(/<input type="hidden"[^>]*>/g, '');

describe('with mail', () => {
  test('known and unknown addresses get the same page; the owner gets a single-use link; every session ends', async () => {
    const ctx = withMail();
    await userWithPassword(ctx, 'r1@reef.test');
    const signedIn = new FormBrowser(ctx);
    expect((await signedIn.signIn('r1@reef.test')).status).toBe(303);
    const known = await ask(ctx, 'R1@reef.test');
    const unknown = await ask(ctx, 'nobody-r1@reef.test');
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(visible(await known.text())).toBe(visible(await unknown.text()));
    const link = linkIn((await mailsTo('r1@reef.test'))[0]!);
    expect(link).toStartWith('/reset-password/cdrp_');
    expect(await mailsTo('nobody-r1@reef.test', 1, 300)).toEqual([]);
    const short = await setPassword(ctx, link, 'short');
    expect(short.status).toBe(422);
    expect(await short.text()).toContain('Password must be at least 12 characters');
    const done = await setPassword(ctx, link, newPassword);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain('Your password is set');
    expect((await signedIn.send('GET', '/account')).status).toBe(302);
    expect((await new FormBrowser(ctx).signIn('r1@reef.test', password)).status).toBe(401);
    expect((await new FormBrowser(ctx).signIn('r1@reef.test', newPassword)).status).toBe(303);
    expect((await setPassword(ctx, link, 'yet another long password')).status).toBe(404);
    const types = await ctx.db.all<{ type: string }>("SELECT type FROM account_events WHERE type = 'password_reset'");
    expect(types).toHaveLength(1);
    // The mailed link proved the address: an outside provider that verified it may now link to this account.
    const confirmed = await ctx.db.get<{ email_confirmed_at: number | null }>(
      'SELECT email_confirmed_at FROM users WHERE email = ?',
      'r1@reef.test',
    );
    expect(Number(confirmed?.email_confirmed_at)).toBe(ctx.clock.now);
  });

  test('a link lasts an hour; a newer one leaves it working; setting a password spends them all; disabled people get none', async () => {
    const ctx = withMail();
    await userWithPassword(ctx, 'r2@reef.test');
    await ask(ctx, 'r2@reef.test');
    const first = linkIn((await mailsTo('r2@reef.test'))[0]!);
    await ask(ctx, 'r2@reef.test');
    const second = linkIn((await mailsTo('r2@reef.test', 2))[1]!);
    expect(second).not.toBe(first);
    // Anyone may ask for a link for any address: a newer link must not stop the one the owner is opening.
    expect((await new FormBrowser(ctx).send('GET', first)).status).toBe(200);
    expect((await new FormBrowser(ctx).send('GET', second)).status).toBe(200);
    expect((await setPassword(ctx, first, newPassword)).status).toBe(200);
    expect((await new FormBrowser(ctx).send('GET', second)).status).toBe(404);
    await ask(ctx, 'r2@reef.test');
    const third = linkIn((await mailsTo('r2@reef.test', 3))[2]!);
    ctx.clock.now += 3601;
    expect((await setPassword(ctx, third, 'another new long password')).status).toBe(404);
    const id = await userWithPassword(ctx, 'r2-off@reef.test');
    await setUserDisabled(ctx.db, id, true, ctx.clock.now);
    expect((await ask(ctx, 'r2-off@reef.test')).status).toBe(200);
    expect(await mailsTo('r2-off@reef.test', 1, 300)).toEqual([]);
  });

  test('a request past the daily mail cap sends nothing and stops nothing: the mailed links keep working', async () => {
    const ctx = withMail();
    await userWithPassword(ctx, 'r5@reef.test');
    for (let i = 0; i < mailsPerAddressPerDay; i++) await ask(ctx, 'r5@reef.test', `198.51.100.${i}`);
    const links = (await mailsTo('r5@reef.test', mailsPerAddressPerDay)).map((mail) => linkIn(mail));
    expect(links).toHaveLength(mailsPerAddressPerDay);
    // Someone else keeps asking: nothing is mailed, and nothing the owner holds stops working.
    for (let i = 0; i < 3; i++) expect((await ask(ctx, 'r5@reef.test', `198.51.100.${50 + i}`)).status).toBe(200);
    // The mails that go out arrive first (slowly on a busy machine); then no more comes.
    expect(await mailsTo('r5@reef.test', mailsPerAddressPerDay)).toHaveLength(mailsPerAddressPerDay);
    expect(await mailsTo('r5@reef.test', mailsPerAddressPerDay + 1, 300)).toHaveLength(mailsPerAddressPerDay);
    for (const link of links) expect((await new FormBrowser(ctx).send('GET', link)).status).toBe(200);
    expect((await setPassword(ctx, links.at(-1)!, newPassword)).status).toBe(200);
  });

  test('limited per address (mails a day) and per client address (attempts an hour)', async () => {
    const ctx = withMail();
    await userWithPassword(ctx, 'r3@reef.test');
    for (let i = 0; i <= mailsPerAddressPerDay; i++) expect((await ask(ctx, 'r3@reef.test', `198.51.100.${i}`)).status).toBe(200);
    // The mails that go out arrive first (slowly on a busy machine); then no more comes.
    expect(await mailsTo('r3@reef.test', mailsPerAddressPerDay)).toHaveLength(mailsPerAddressPerDay);
    expect(await mailsTo('r3@reef.test', mailsPerAddressPerDay + 1, 300)).toHaveLength(mailsPerAddressPerDay);
    for (let i = 0; i < signUpsPerClientPerHour; i++) expect((await ask(ctx, `x${i}@reef.test`, '203.0.113.9')).status).toBe(200);
    const refused = await ask(ctx, 'r3@reef.test', '203.0.113.9');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });

  test('keys and apps made before the reset: listed in the form with their last use; kept unless the person revokes them all', async () => {
    const ctx = withMail();
    const owner = await ctx.user('owner@reef.test', 'admin');
    const app = await registerApp(ctx, owner.key, { name: 'Shady Logger' });
    for (const [email, revoke] of [
      ['r6@reef.test', false],
      ['r7@reef.test', true],
    ] as const) {
      const { key } = await ctx.user(email);
      await userWithPassword(ctx, email);
      const browser = new FormBrowser(ctx);
      expect((await browser.signIn(email)).status).toBe(303);
      const { tokens } = await codeFlow(ctx, browser, app, 'catches:read');
      await ask(ctx, email);
      const link = linkIn((await mailsTo(email))[0]!);
      const form = new FormBrowser(ctx);
      const page = await (await form.send('GET', link)).text();
      expect(page).toContain('API keys and apps that can use your account without the password');
      expect(page).toContain('Shady Logger');
      expect(page).toMatch(/API key: <strong>test \d+<\/strong>/);
      const fields = { ...formFields(page), password: newPassword, ...(revoke ? { revoke_credentials: 'on' } : {}) };
      const done = await form.send('POST', link, fields);
      expect(done.status).toBe(200);
      const after = await done.text();
      const works = async (credential: string) => (await ctx.request('GET', '/v1/catches', { key: credential })).status === 200;
      expect([await works(key), await works(tokens.access_token)]).toEqual([!revoke, !revoke]);
      // Kept: the page after says so, and where to revoke them.
      expect(after.includes('id="credentials-kept"')).toBe(!revoke);
      expect(after.includes('id="credentials-revoked"')).toBe(revoke);
    }
  });

  test('the sign-in page links to it', async () => {
    expect(await (await new FormBrowser(withMail()).send('GET', '/sign-in')).text()).toContain('href="/reset-password"');
  });
});

test('without mail: the page says to ask an admin, and sign-in does not offer it', async () => {
  const ctx = testContext();
  await userWithPassword(ctx, 'r4@reef.test');
  const browser = new FormBrowser(ctx);
  const page = await browser.send('GET', '/reset-password');
  expect(page.status).toBe(404);
  expect(await page.text()).toContain('Ask an administrator');
  expect(await (await browser.send('GET', '/sign-in')).text()).not.toContain('/reset-password');
  expect((await browser.send('GET', '/reset-password/cdrp_made_up')).status).toBe(404);
});
