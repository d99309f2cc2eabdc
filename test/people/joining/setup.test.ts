// First run: while nobody is an admin, each start adds a one-time setup link; every instance's
// link works until one is used, then all die; the page makes the first admin and signs them
// in. Expired, reused and forged links get a readable page and change nothing. Both engines.
import { expect, test } from 'bun:test';
import { createApp } from '../../../src/app';
import { completeSetup, issueSetupSecret, setupLinkLifetimeSeconds } from '../../../src/modules/people/joining/setup';
import { FormBrowser, formFields } from '../../developers/oauth/helpers';
import { otherStore, testContext, type TestContext } from '../../support';

const admins = async (ctx: TestContext): Promise<number> =>
  Number(((await ctx.db.get("SELECT count(*) AS n FROM users WHERE role = 'admin'")) as { n: number }).n);

async function setUp(browser: FormBrowser, secret: string, email = 'first@club.test'): Promise<Response> {
  const page = await browser.send('GET', `/setup?token=${secret}`);
  if (page.status !== 200) return page;
  return browser.send('POST', '/setup', {
    ...formFields(await page.text()),
    email,
    display_name: 'First',
    password: 'a long enough password',
  });
}

test('two instances each print a link; either works once, and then neither', async () => {
  const ctx = testContext();
  const second = otherStore(ctx.db);
  const [a, b] = [
    await issueSetupSecret(ctx.db, ctx.clock.now, ctx.deps.randomBytes),
    await issueSetupSecret(second, ctx.clock.now, ctx.deps.randomBytes),
  ];
  expect(a).toStartWith('cdsetup_');
  expect(b).not.toBe(a);
  const browser = new FormBrowser(ctx);
  expect((await browser.send('GET', `/setup?token=${a}`)).status).toBe(200);
  expect((await browser.send('GET', `/setup?token=${b}`)).status).toBe(200);

  const form = formFields(await (await browser.send('GET', `/setup?token=${b}`)).text());
  const bad = await browser.send('POST', '/setup', { ...form, email: 'x', password: 'short' });
  expect(bad.status).toBe(422);
  expect(await bad.text()).toContain('Password must be at least 12');
  expect(await admins(ctx)).toBe(0);

  const done = await setUp(browser, b!);
  expect(done.status).toBe(303);
  expect(done.headers.get('location')).toBe('/admin/people?done=setup-done');
  expect((await browser.send('GET', '/admin/people')).status).toBe(200);
  expect(await admins(ctx)).toBe(1);

  // Both links are dead now; a started form cannot be sent again either.
  for (const secret of [a, b, 'cdsetup_forged'])
    expect((await new FormBrowser(ctx).send('GET', `/setup?token=${secret}`)).status).toBe(410);
  await expect(completeSetup(ctx.db, a!, { email: 'late@club.test', passwordHash: 'x' }, ctx.clock.now)).rejects.toThrow('not valid');
  expect(await issueSetupSecret(second, ctx.clock.now, ctx.deps.randomBytes)).toBeNull();
  expect(await admins(ctx)).toBe(1);
});

test('a forged or expired link changes nothing', async () => {
  const ctx = testContext();
  const secret = (await issueSetupSecret(ctx.db, ctx.clock.now, ctx.deps.randomBytes))!;
  const browser = new FormBrowser(ctx);
  const forged = await browser.send('GET', '/setup?token=cdsetup_forged');
  expect(forged.status).toBe(404);
  expect(await forged.text()).toContain('Setup link not valid');
  const form = formFields(await (await browser.send('GET', `/setup?token=${secret}`)).text());
  const forgedPost = await browser.send('POST', '/setup', {
    ...form,
    token: 'cdsetup_forged',
    email: 'a@club.test',
    password: 'a long enough password',
  });
  expect(forgedPost.status).toBe(404);
  ctx.clock.now += setupLinkLifetimeSeconds + 1;
  expect((await browser.send('GET', `/setup?token=${secret}`)).status).toBe(404);
  expect((await browser.send('POST', '/setup', { ...form, email: 'a@club.test', password: 'a long enough password' })).status).toBe(404);
  expect(await admins(ctx)).toBe(0);
  // The forged attempt did not eat the live links either: a new start's link works.
  const fresh = (await issueSetupSecret(ctx.db, ctx.clock.now, ctx.deps.randomBytes))!;
  expect((await setUp(browser, fresh)).status).toBe(303);
});

test('two instances using their links at the same moment make one admin', async () => {
  const ctx = testContext();
  const secondStore = otherStore(ctx.db);
  const second = { ...ctx, app: createApp({ ...ctx.deps, db: secondStore }) } as TestContext;
  // One after the other: the second store opens the database the first one's first use creates.
  const secrets: (string | null)[] = [];
  for (const store of [ctx.db, secondStore]) secrets.push(await issueSetupSecret(store, ctx.clock.now, ctx.deps.randomBytes));
  const browsers = [new FormBrowser(ctx), new FormBrowser(second)];
  const forms = await Promise.all(
    browsers.map(async (b, i) => formFields(await (await b.send('GET', `/setup?token=${secrets[i]}`)).text())),
  );
  const answers = await Promise.all(
    browsers.map((b, i) =>
      b.send('POST', '/setup', { ...forms[i], email: `admin${i}@club.test`, display_name: 'A', password: 'a long enough password' }),
    ),
  );
  expect(answers.map((a) => a.status).sort()).toEqual([303, 404]);
  expect(await admins(ctx)).toBe(1);
});

test('`catchd users create` still makes admins: no link is issued then', async () => {
  const ctx = testContext();
  await ctx.user('cli@club.test', 'admin');
  expect(await issueSetupSecret(ctx.db, ctx.clock.now, ctx.deps.randomBytes)).toBeNull();
});
