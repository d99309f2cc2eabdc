// Invitations over the API (contract §8a) and their one-time link's page: admins invite with
// a role, list, send again and revoke; the link works once, for seven days, and names the
// field it refuses; expired, reused and forged links change nothing. Both engines.
import { describe, expect, test } from 'bun:test';
import { createApp } from '../../../src/app';
import { setUserDisabled, setUserRole } from '../../../src/identity/people';
import { FormBrowser, formFields, userWithPassword } from '../../developers/oauth/helpers';
import { otherStore, testContext, type TestContext } from '../../support';
import { linkIn, mailsTo, smtpUrl } from './smtp';

const strongPassword = 'a long enough password';

async function invite(ctx: TestContext, key: string, body: Record<string, unknown>) {
  const response = await ctx.request('POST', '/v1/invitations', { key, body });
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, location: response.headers.get('location') };
}

/** Opens the invitation page and sends the form with these fields. */
async function accept(browser: FormBrowser, path: string, fields: Record<string, string>): Promise<Response> {
  const page = await browser.send('GET', path);
  if (page.status !== 200) return page;
  return browser.send('POST', path, { ...formFields(await page.text()), ...fields });
}

const userCount = async (ctx: TestContext): Promise<number> =>
  Number(((await ctx.db.get('SELECT count(*) AS n FROM users')) as { n: number }).n);

describe('without mail: the link is in the answer', () => {
  test('invite, list, accept once, then the link is dead', async () => {
    const ctx = testContext();
    const admin = await ctx.user('admin@club.test', 'admin');
    const created = await invite(ctx, admin.key, { email: 'New.Diver@Club.test', role: 'verifier' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ object: 'invitation', email: 'new.diver@club.test', role: 'verifier', state: 'pending' });
    expect(created.location).toBe(`http://catchd.test/v1/invitations/${created.body.id}`);
    const read = await ctx.request('GET', `/v1/invitations/${created.body.id}`, { key: admin.key });
    expect(await read.json()).toEqual(Object.fromEntries(Object.entries(created.body).filter(([name]) => name !== 'url')));
    expect(created.body.expires_at).toBe(new Date((ctx.clock.now + 7 * 86400) * 1000).toISOString().replace('.000Z', 'Z'));
    const url = created.body.url as string;
    expect(url).toStartWith('http://catchd.test/invitations/');

    const listed = (await (await ctx.request('GET', '/v1/invitations', { key: admin.key })).json()) as {
      data: Record<string, unknown>[];
      total: number;
    };
    expect(listed.total).toBe(1);
    expect(listed.data[0]).not.toHaveProperty('url');
    expect(JSON.stringify(listed)).not.toContain(url.split('/').pop()!);

    const browser = new FormBrowser(ctx);
    const path = new URL(url).pathname;
    const weak = await accept(browser, path, { display_name: 'Nia', password: 'short' });
    expect(weak.status).toBe(422);
    expect(await weak.text()).toContain('Password must be at least 12 characters');
    const joined = await accept(browser, path, { display_name: 'Nia', password: strongPassword });
    expect(joined.status).toBe(303);
    expect(joined.headers.get('location')).toBe('/catches?done=welcome');
    expect(joined.headers.getSetCookie().some((c) => c.startsWith('catchd_session='))).toBe(true);
    const user = (await ctx.db.get('SELECT role, display_name FROM users WHERE email = ?', 'new.diver@club.test')) as {
      role: string;
      display_name: string;
    };
    expect(user).toEqual({ role: 'verifier', display_name: 'Nia' });
    expect(((await (await ctx.request('GET', '/v1/invitations', { key: admin.key })).json()) as { total: number }).total).toBe(0);
    expect((await ctx.request('GET', `/v1/invitations/${created.body.id}`, { key: admin.key })).status).toBe(404);

    // Reused: a readable page, nothing changes.
    const users = await userCount(ctx);
    const again = await new FormBrowser(ctx).send('GET', path);
    expect(again.status).toBe(404);
    expect(again.headers.get('content-type')).toContain('text/html');
    expect(await again.text()).toContain('This invitation link is not valid');
    expect(await userCount(ctx)).toBe(users);
  });

  test('refusals name their field; only admins; someone with the address already is 409', async () => {
    const ctx = testContext();
    const admin = await ctx.user('admin@club.test', 'admin');
    const diver = await ctx.user('diver@club.test');
    const bad = await invite(ctx, admin.key, { email: 'not an address', role: 'captain' });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body.errors)).toContain('email');
    expect(JSON.stringify(bad.body.errors)).toContain('role');
    expect((await invite(ctx, admin.key, { email: 'x@club.test', role: 'diver', extra: 1 })).status).toBe(422);
    expect((await invite(ctx, diver.key, { email: 'x@club.test', role: 'diver' })).status).toBe(403);
    expect((await ctx.request('GET', '/v1/invitations', { key: diver.key })).status).toBe(403);
    expect((await ctx.request('GET', '/v1/invitations')).status).toBe(401);
    const taken = await invite(ctx, admin.key, { email: 'DIVER@club.test', role: 'diver' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('user_exists');
  });

  test('inviting again or resending replaces the link; revoking kills it; expired and forged links change nothing', async () => {
    const ctx = testContext();
    const admin = await ctx.user('admin@club.test', 'admin');
    const first = await invite(ctx, admin.key, { email: 'a@club.test', role: 'diver' });
    const second = await invite(ctx, admin.key, { email: 'a@club.test', role: 'admin' });
    expect(second.body.id).toBe(first.body.id);
    expect(second.body.role).toBe('admin');
    const browser = new FormBrowser(ctx);
    expect((await browser.send('GET', new URL(first.body.url as string).pathname)).status).toBe(404);
    expect((await browser.send('GET', new URL(second.body.url as string).pathname)).status).toBe(200);

    const resent = await ctx.request('POST', `/v1/invitations/${first.body.id}/resend`, { key: admin.key });
    expect(resent.status).toBe(200);
    const third = (await resent.json()) as { url: string };
    expect((await browser.send('GET', new URL(second.body.url as string).pathname)).status).toBe(404);
    expect((await browser.send('GET', new URL(third.url).pathname)).status).toBe(200);

    // Expired after seven days: listed as expired, the link refused (even a form shown before), no account made.
    const path = new URL(third.url).pathname;
    const shownBefore = formFields(await (await browser.send('GET', path)).text());
    ctx.clock.now += 7 * 86400 + 1;
    const users = await userCount(ctx);
    expect(
      ((await (await ctx.request('GET', '/v1/invitations', { key: admin.key })).json()) as { data: { state: string }[] }).data[0]!.state,
    ).toBe('expired');
    expect((await browser.send('GET', path)).status).toBe(404);
    expect((await browser.send('POST', path, { ...shownBefore, display_name: 'A', password: strongPassword })).status).toBe(404);
    expect(await userCount(ctx)).toBe(users);
    expect((await browser.send('GET', '/invitations/cdi_made-up')).status).toBe(404);
    expect((await browser.send('GET', `/invitations/${'x'.repeat(5000)}`)).status).toBe(404);

    expect((await ctx.request('DELETE', `/v1/invitations/${first.body.id}`, { key: admin.key })).status).toBe(204);
    expect((await ctx.request('DELETE', `/v1/invitations/${first.body.id}`, { key: admin.key })).status).toBe(404);
    expect((await ctx.request('DELETE', '/v1/invitations/nonsense', { key: admin.key })).status).toBe(404);
  });

  test('closed: no invitations', async () => {
    const ctx = testContext({ signup: 'closed' });
    const admin = await ctx.user('admin@club.test', 'admin');
    const refused = await invite(ctx, admin.key, { email: 'a@club.test', role: 'diver' });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('joining_closed');
  });

  test('an admin demoted or disabled since inviting: their pending links stop working, checked when accepted', async () => {
    const ctx = testContext();
    await ctx.user('keeper@club.test', 'admin');
    for (const change of ['demoted', 'disabled', 'opened, then demoted'] as const) {
      const inviter = await ctx.user(`inviter-${change.length}@club.test`, 'admin');
      const email = `new-admin-${change.length}@club.test`;
      const created = await invite(ctx, inviter.key, { email, role: 'admin' });
      expect(created.status).toBe(201);
      const path = new URL(created.body.url as string).pathname;
      const browser = new FormBrowser(ctx);
      const form = await browser.send('GET', path);
      expect(form.status).toBe(200);
      if (change === 'disabled') await setUserDisabled(ctx.db, inviter.id, true, ctx.clock.now);
      else await setUserRole(ctx.db, inviter.id, 'diver', ctx.clock.now);
      if (change !== 'opened, then demoted') {
        const dead = await new FormBrowser(ctx).send('GET', path);
        expect(dead.status).toBe(404);
        expect(await dead.text()).toContain('This invitation link is not valid');
      }
      const users = await userCount(ctx);
      const refused = await browser.send('POST', path, { ...formFields(await form.text()), display_name: 'Eve', password: strongPassword });
      expect(refused.status).toBe(404);
      expect(await userCount(ctx)).toBe(users);
      expect(await ctx.db.get('SELECT id FROM users WHERE email = ?', email)).toBeFalsy();
    }
  });

  test('two instances accepting one link at the same moment make one account', async () => {
    const ctx = testContext();
    const admin = await ctx.user('admin@club.test', 'admin');
    const { body } = await invite(ctx, admin.key, { email: 'twice@club.test', role: 'diver' });
    const path = new URL(body.url as string).pathname;
    const second = { ...ctx, app: createApp({ ...ctx.deps, db: otherStore(ctx.db) }) } as TestContext;
    const browsers = [new FormBrowser(ctx), new FormBrowser(second)];
    const forms = await Promise.all(browsers.map(async (b) => formFields(await (await b.send('GET', path)).text())));
    const answers = await Promise.all(
      browsers.map((b, i) => b.send('POST', path, { ...forms[i], display_name: 'Twice', password: strongPassword })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([303, 404]);
    expect(Number(((await ctx.db.get("SELECT count(*) AS n FROM users WHERE email = 'twice@club.test'")) as { n: number }).n)).toBe(1);
  });
});

test('with mail: the link is mailed, never in the answer', async () => {
  const ctx = testContext({ smtpUrl, mailFrom: 'catchd <no-reply@catchd.test>' });
  const admin = await ctx.user('admin@club.test', 'admin');
  const created = await invite(ctx, admin.key, { email: 'mailed@club.test', role: 'diver' });
  expect(created.status).toBe(201);
  expect(created.body).not.toHaveProperty('url');
  const [mail] = await mailsTo('mailed@club.test');
  expect(mail).toContain('Subject: You are invited to join catchd');
  expect(mail).toContain('as a diver');
  const joined = await accept(new FormBrowser(ctx), linkIn(mail!), { display_name: 'Mo', password: strongPassword });
  expect(joined.status).toBe(303);
});

test('the people page: invite (the link shown without mail), send again, revoke; a refused invitation names its field', async () => {
  const ctx = testContext();
  await userWithPassword(ctx, 'admin@club.test', 'admin');
  const admin = new FormBrowser(ctx);
  await admin.signIn('admin@club.test');
  const people = await (await admin.send('GET', '/admin/people')).text();
  const refused = await admin.send('POST', '/admin/invitations', { ...formFields(people), email: 'nope', role: 'diver' });
  expect(refused.status).toBe(422);
  expect(await refused.text()).toContain('Email must be an email address');

  const shownLink = (html: string) => /id="secret-value">([^<]+)</.exec(html)![1]!;
  const invited = await admin.send('POST', '/admin/invitations', { ...formFields(people), email: 'page@club.test', role: 'diver' });
  expect(invited.status).toBe(200);
  const page = await invited.text();
  const first = shownLink(page);
  expect(first).toStartWith('http://catchd.test/invitations/cdi_');
  const id = /\/admin\/invitations\/(inv_\w+)\/resend/.exec(page)![1]!;
  const resent = await admin.send('POST', `/admin/invitations/${id}/resend`, formFields(page));
  const second = shownLink(await resent.text());
  expect(second).not.toBe(first);
  const visitor = new FormBrowser(ctx);
  expect((await visitor.send('GET', new URL(first).pathname)).status).toBe(404);
  expect((await visitor.send('GET', new URL(second).pathname)).status).toBe(200);
  const revoked = await admin.send('POST', `/admin/invitations/${id}/revoke`, formFields(page));
  expect(revoked.headers.get('location')).toBe('/admin/people?done=invitation-revoked');
  expect((await visitor.send('GET', new URL(second).pathname)).status).toBe(404);
  expect(await (await admin.send('GET', '/admin/people')).text()).toContain('No pending invitations.');
});
