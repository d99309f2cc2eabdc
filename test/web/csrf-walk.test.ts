// CSRF of every page form, from the app's own route table: each state-changing page route
// refuses a form without a token and one carrying another session's token (or a planted
// cookie's value), whatever the encoding; the token is bound to the session and changes at
// sign-in. Notices after a form are codes, so a crafted link cannot put words on a page.
import { describe, expect, test } from 'bun:test';
import { isPagePath } from '../../src/web';
import { FormBrowser, formFields, userWithPassword } from '../developers/oauth/helpers';
import { createEndpoint } from '../../src/modules/events/webhooks/service';
import { testContext, type TestContext } from '../support';

const changingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every state-changing route of people's pages, as the app registered them. */
function pageFormRoutes(ctx: TestContext): { method: string; path: string }[] {
  const routes = ctx.app.routes.filter((r) => changingMethods.has(r.method.toUpperCase()) && isPagePath(r.path));
  const unique = new Map(routes.map((r) => [`${r.method.toUpperCase()} ${r.path}`, { method: r.method.toUpperCase(), path: r.path }]));
  // Signing out last: the control pass below would end the session the other routes need.
  return [...unique.values()].sort((a, b) => Number(a.path === '/sign-out') - Number(b.path === '/sign-out'));
}

/** A concrete address for a route pattern: every parameter filled in. */
const concrete = (path: string): string => path.replace(/:[^/]+/g, 'x1');

async function signedIn(ctx: TestContext, email: string, role: 'diver' | 'admin' = 'admin') {
  const id = await userWithPassword(ctx, email, role);
  const browser = new FormBrowser(ctx);
  expect((await browser.signIn(email)).status).toBe(303);
  const token = formFields(await (await browser.send('GET', '/account')).text()).csrf_token!;
  expect(token).toBeTruthy();
  return { id, browser, token };
}

function multipart(
  browser: FormBrowser,
  ctx: TestContext,
  method: string,
  path: string,
  fields: Record<string, string>,
): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set('file', new File(['x'], 'x.png', { type: 'image/png' }));
  const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return ctx.app.handle(new Request(`${ctx.deps.config.baseUrl}${path}`, { method, headers: { cookie }, body: form }));
}

async function expectExpired(answer: Response, what: string): Promise<void> {
  const page = await answer.text();
  expect({ what, status: answer.status, expired: page.includes('This form expired') }).toEqual({ what, status: 403, expired: true });
}

describe('every state-changing page route checks its CSRF token', () => {
  test('missing or foreign tokens are refused on every route; the right one gets past the check', async () => {
    const ctx = testContext();
    const alice = await signedIn(ctx, 'alice@reef.test');
    const bob = await signedIn(ctx, 'bob@reef.test');
    expect(alice.token).not.toBe(bob.token);
    const routes = pageFormRoutes(ctx);
    // The forms of sign-in, catches, verification, admin, the portal and consent: a route table that lost them would pass vacuously.
    expect(routes.length).toBeGreaterThan(25);
    for (const path of [
      '/sign-in',
      '/sign-out',
      '/catches',
      '/verify/:id',
      '/admin/people',
      '/developers/keys',
      '/developers/webhooks',
      '/oauth/authorize',
    ])
      expect(routes.map((r) => r.path)).toContain(path);

    for (const { method, path } of routes) {
      const url = concrete(path);
      await expectExpired(await alice.browser.send(method, url, { name: 'x' }), `${method} ${path} without a token`);
      await expectExpired(await multipart(alice.browser, ctx, method, url, { name: 'x' }), `${method} ${path} multipart without a token`);
      await expectExpired(
        await alice.browser.send(method, url, { csrf_token: bob.token, name: 'x' }),
        `${method} ${path} with another session's token`,
      );
      const foreign = await multipart(alice.browser, ctx, method, url, { csrf_token: bob.token });
      await expectExpired(foreign, `${method} ${path} multipart with another session's token`);
    }
    // The control: with Alice's own token no route answers "form expired" (whatever else it answers for the made-up ids).
    for (const { method, path } of routes) {
      const answer = await alice.browser.send(method, concrete(path), { csrf_token: alice.token });
      const route = `${method} ${path}`;
      expect({ route, expired: (await answer.text()).includes('This form expired') }).toEqual({ route, expired: false });
    }
  });

  test('a planted cookie echoed as the token is refused, signed in or not', async () => {
    const ctx = testContext();
    await userWithPassword(ctx, 'diver@reef.test');
    const planted = 'p'.repeat(43);
    const visitor = new FormBrowser(ctx);
    visitor.cookies.set('catchd_csrf', planted);
    await expectExpired(
      await visitor.send('POST', '/sign-in', { csrf_token: planted, email: 'diver@reef.test', password: 'x' }),
      'sign-in',
    );
    const { browser } = await signedIn(ctx, 'admin@reef.test');
    browser.cookies.set('catchd_csrf', planted);
    await expectExpired(await browser.send('POST', '/admin/access', { csrf_token: planted, public: 'species' }), 'admin access');
    expect((await ctx.db.get("SELECT value FROM site_settings WHERE name = 'public_areas'")) ?? null).toBeNull();
  });

  test('the token changes at sign-in: the one from before no longer works', async () => {
    const ctx = testContext();
    await userWithPassword(ctx, 'diver@reef.test');
    const browser = new FormBrowser(ctx);
    const before = formFields(await (await browser.send('GET', '/sign-in')).text()).csrf_token!;
    expect((await browser.signIn('diver@reef.test')).status).toBe(303);
    const after = formFields(await (await browser.send('GET', '/account')).text()).csrf_token!;
    expect(after).not.toBe(before);
    await expectExpired(await browser.send('POST', '/sign-out', { csrf_token: before }), 'sign-out with the token from before sign-in');
    expect((await browser.send('GET', '/account')).status).toBe(200);
    expect((await browser.send('POST', '/sign-out', { csrf_token: after })).status).toBe(303);
  });
});

describe('notices after a form are codes', () => {
  test('?done= with words of its own shows nothing; a known code shows its text', async () => {
    const ctx = testContext();
    const { id, browser } = await signedIn(ctx, 'admin@reef.test');
    const input = { url: 'https://hooks.example/in', events: ['*'], description: null };
    const { row: endpoint } = await createEndpoint(ctx.db, id, input, ctx.clock.now, ctx.deps.randomBytes);
    const crafted = 'Your account is suspended: call +1 555 0100';
    const pages = [
      '/developers',
      '/developers/keys',
      '/developers/apps',
      '/developers/authorised',
      '/developers/applications',
      '/developers/webhooks',
    ];
    for (const path of [...pages, `/developers/webhooks/${endpoint.id}`, '/admin/people', '/admin/access', '/catches']) {
      const page = await (await browser.send('GET', `${path}?done=${encodeURIComponent(crafted)}`)).text();
      expect({ path, shown: page.includes('suspended') || page.includes('role="status"') }).toEqual({ path, shown: false });
    }
    for (const code of ['toString', '__proto__', 'constructor']) {
      const answer = await browser.send('GET', `/developers?done=${code}`);
      expect(answer.status).toBe(200);
      expect(await answer.text()).not.toContain('role="status"');
    }
    expect(await (await browser.send('GET', '/developers/keys?done=key-revoked')).text()).toContain('The key is revoked.');
  });
});
