// The developer portal's pages without JavaScript (forms posted as a browser would, through
// app.handle): every state of access, keys, apps, authorisations, webhooks, events and the
// request log, and every refusal as a readable page (never a 500, never JSON).
import { describe, expect, test } from 'bun:test';
import type { Config } from '../../src/config';
import { FormBrowser, formFields, userWithPassword } from './oauth/helpers';
import { testContext, type TestContext } from '../support';

async function person(ctx: TestContext, email: string, role: 'diver' | 'admin' = 'diver'): Promise<FormBrowser> {
  await userWithPassword(ctx, email, role);
  const browser = new FormBrowser(ctx);
  expect((await browser.signIn(email)).status).toBe(303);
  return browser;
}

/** GETs a page and posts its form number `index` (0: the first) with these fields. */
async function post(browser: FormBrowser, page: string, action: string, fields: Record<string, string> = {}): Promise<Response> {
  const html = await (await browser.send('GET', page)).text();
  return browser.send('POST', action, { ...formFields(html), ...fields });
}

/** A urlencoded form with repeated fields (checkboxes), sent with the browser's cookies. */
async function postMany(
  ctx: TestContext,
  browser: FormBrowser,
  page: string,
  action: string,
  fields: [string, string][],
): Promise<Response> {
  const html = await (await browser.send('GET', page)).text();
  const body = new URLSearchParams([...Object.entries(formFields(html)), ...fields]);
  const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return ctx.app.handle(
    new Request(`${ctx.deps.config.baseUrl}${action}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    }),
  );
}

function approval(overrides: Partial<Config> = {}): TestContext {
  return testContext({ developerAccess: 'approval', ...overrides });
}

describe('early access', () => {
  test('a person applies, sees the request waiting; an admin approves it from the waiting list', async () => {
    const ctx = approval();
    const dev = await person(ctx, 'dev@portal.test');
    const start = await (await dev.send('GET', '/developers')).text();
    expect(start).toContain('Apply for early access');
    expect(start).toContain('href="/developers"');
    const applied = await post(dev, '/developers', '/developers/apply', {
      name: 'Dev <b>',
      email: 'dev@portal.test',
      building: 'A dive log',
    });
    expect(applied.status).toBe(303);
    const waiting = await (await dev.send('GET', '/developers')).text();
    expect(waiting).toContain('<dd id="application-state">requested</dd>');
    expect(waiting).not.toContain('Apply for early access');

    const refusedKeys = await dev.send('GET', '/developers/keys');
    expect(refusedKeys.status).toBe(403);
    expect(refusedKeys.headers.get('content-type')).toContain('text/html');
    expect(await refusedKeys.text()).toContain('waiting for an administrator');
    expect((await dev.send('GET', '/developers/applications')).status).toBe(403);

    const admin = await person(ctx, 'admin@portal.test', 'admin');
    const list = await (await admin.send('GET', '/developers/applications')).text();
    expect(list).toContain('Dev &lt;b&gt;');
    const id = /\/developers\/applications\/(dap_[^/]+)\/approve/.exec(list)![1];
    const approved = await post(admin, '/developers/applications', `/developers/applications/${id}/approve`);
    expect(approved.status).toBe(303);
    expect(await (await dev.send('GET', '/developers')).text()).toContain('<dd id="application-state">approved</dd>');
    expect((await dev.send('GET', '/developers/keys')).status).toBe(200);
  });

  test('declined, closed and never-applied people get readable refusals, no keys and no apps', async () => {
    const ctx = approval();
    const dev = await person(ctx, 'dev@portal.test');
    expect(await (await dev.send('GET', '/developers/apps')).text()).toContain('Apply for early access');
    const noKey = await postMany(ctx, dev, '/developers', '/developers/keys', [
      ['name', 'k'],
      ['scopes', 'catches:read'],
    ]);
    expect(noKey.status).toBe(403);
    await post(dev, '/developers', '/developers/apply', { name: 'Dev', email: 'dev@portal.test', building: 'x' });
    const admin = await person(ctx, 'admin@portal.test', 'admin');
    const id = /\/developers\/applications\/(dap_[^/]+)\/decline/.exec(
      await (await admin.send('GET', '/developers/applications')).text(),
    )![1];
    expect((await post(admin, '/developers/applications', `/developers/applications/${id}/decline`)).status).toBe(303);
    const keys = await dev.send('GET', '/developers/keys');
    expect(keys.status).toBe(403);
    expect(await keys.text()).toContain('was declined');
    expect(
      (
        await postMany(ctx, dev, '/developers', '/developers/apps', [
          ['name', 'a'],
          ['redirect_uris', 'https://a.test/cb'],
          ['scopes', 'catches:read'],
        ])
      ).status,
    ).toBe(403);
    expect(
      await ctx.db.get('SELECT count(*) AS n FROM api_keys WHERE user_id = (SELECT id FROM users WHERE email = ?)', 'dev@portal.test'),
    ).toEqual({ n: 0 });
    expect(await ctx.db.get('SELECT count(*) AS n FROM oauth_apps')).toEqual({ n: 0 });

    const closed = approval({ developerAccess: 'closed' });
    const other = await person(closed, 'other@portal.test');
    expect(await (await other.send('GET', '/developers')).text()).toContain('does not give developer access');
    const apply = await post(other, '/developers', '/developers/apply', { name: 'O', email: 'other@portal.test', building: 'x' });
    expect(apply.status).toBe(403);
    expect(await apply.text()).toContain('does not give developer access');
  });

  test('a visitor is sent to sign in; a bad application comes back with its problems', async () => {
    const ctx = approval();
    const visitor = new FormBrowser(ctx);
    const answer = await visitor.send('GET', '/developers/keys');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/sign-in?return_to=%2Fdevelopers%2Fkeys');
    const dev = await person(ctx, 'dev@portal.test');
    const bad = await post(dev, '/developers', '/developers/apply', { name: '', email: 'x', building: '' });
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('role="alert"');
    const noCsrf = await dev.send('POST', '/developers/apply', { name: 'a', email: 'a@b.test', building: 'b' });
    expect(noCsrf.status).toBe(403);
    expect(await ctx.db.get('SELECT count(*) AS n FROM developer_applications')).toEqual({ n: 0 });
  });
});

describe('keys and apps', () => {
  test('a key is shown once, listed with its last use, and revoked', async () => {
    const ctx = testContext();
    const dev = await person(ctx, 'dev@portal.test');
    const created = await postMany(ctx, dev, '/developers/keys', '/developers/keys', [
      ['name', 'ci'],
      ['scopes', 'catches:read'],
      ['scopes', 'account:read'],
      ['expires_in_days', '30'],
    ]);
    expect(created.status).toBe(201);
    const page = await created.text();
    const secret = /<code id="secret-value">(cdk_[^<]+)<\/code>/.exec(page)![1];
    expect(page).toContain('data-copy="secret-value"');
    expect((await ctx.request('GET', '/v1/me', { key: secret })).status).toBe(200);
    const list = await (await dev.send('GET', '/developers/keys')).text();
    expect(list).not.toContain(secret);
    expect(list).toContain(`…${secret.slice(-4)}`);
    const keyId = /\/developers\/keys\/(key_[^/]+)\/revoke/.exec(list)![1];
    expect((await post(dev, '/developers/keys', `/developers/keys/${keyId}/revoke`)).status).toBe(303);
    expect((await ctx.request('GET', '/v1/me', { key: secret })).status).toBe(401);
  });

  test('scopes beyond what developers may hold come back as the form with the problem', async () => {
    const ctx = testContext({ developerScopes: ['catches:read'] });
    const dev = await person(ctx, 'dev@portal.test');
    const form = await (await dev.send('GET', '/developers/keys')).text();
    expect(form).toContain('value="catches:read"');
    expect(form).not.toContain('value="catches:write"');
    const refused = await postMany(ctx, dev, '/developers/keys', '/developers/keys', [
      ['name', 'ci'],
      ['scopes', 'catches:write'],
    ]);
    expect(refused.status).toBe(422);
    expect(await refused.text()).toMatch(/not allowed for developers/i);
  });

  test('an app: registered with its secret shown once, rotated, counted, deleted', async () => {
    const ctx = testContext();
    const dev = await person(ctx, 'dev@portal.test');
    const bad = await postMany(ctx, dev, '/developers/apps', '/developers/apps', [
      ['name', 'x'],
      ['redirect_uris', 'http://evil.test/cb'],
      ['scopes', 'catches:read'],
      ['type', 'confidential'],
    ]);
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('loopback');
    const made = await postMany(ctx, dev, '/developers/apps', '/developers/apps', [
      ['name', 'Dive Log'],
      ['redirect_uris', 'https://divelog.test/cb\nhttp://127.0.0.1/cb'],
      ['scopes', 'catches:read'],
      ['type', 'confidential'],
    ]);
    expect(made.status).toBe(201);
    const page = await made.text();
    const secret = /<code id="secret-value">(cdcs_[^<]+)<\/code>/.exec(page)![1];
    expect(page).toContain('<dd class="authorised-count">0</dd>');
    const appId = /\/developers\/apps\/(app_[^/]+)\/rotate/.exec(page)![1];
    const rotated = await (await post(dev, '/developers/apps', `/developers/apps/${appId}/rotate`)).text();
    const second = /<code id="secret-value">(cdcs_[^<]+)<\/code>/.exec(rotated)![1];
    expect(second).not.toBe(secret);
    expect((await post(dev, '/developers/apps', `/developers/apps/${appId}/delete`)).status).toBe(303);
    expect(await ctx.db.get('SELECT count(*) AS n FROM oauth_apps')).toEqual({ n: 0 });
    const gone = await post(dev, '/developers/apps', `/developers/apps/${appId}/delete`);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('content-type')).toContain('text/html');
  });

  test('a person sees the apps they authorised and revokes one', async () => {
    const ctx = testContext();
    const dev = await person(ctx, 'dev@portal.test');
    expect(await (await dev.send('GET', '/developers/authorised')).text()).toContain('not authorised any app');
    const owner = await ctx.user('owner@portal.test');
    const diver = (await ctx.db.get<{ id: string }>('SELECT id FROM users WHERE email = ?', 'dev@portal.test'))!.id;
    await ctx.db.transaction(async (tx) => {
      await tx.run(
        "INSERT INTO oauth_apps (id, owner_id, name, type, redirect_uris, scopes, created_at, updated_at) VALUES ('app_x', ?, 'Tide app', 'public', '[]', 'catches:read', 1, 1)",
        owner.id,
      );
      await tx.run(
        "INSERT INTO oauth_grants (id, app_id, user_id, kind, scopes, created_at) VALUES ('grant_x', 'app_x', ?, 'authorization_code', 'catches:read', 1)",
        diver,
      );
    });
    const list = await (await dev.send('GET', '/developers/authorised')).text();
    expect(list).toContain('Tide app');
    expect((await post(dev, '/developers/authorised', '/developers/authorised/grant_x/revoke')).status).toBe(303);
    expect(await (await dev.send('GET', '/developers/authorised')).text()).not.toContain('Tide app');
    expect((await post(dev, '/developers/authorised', '/developers/authorised/grant_x/revoke')).status).toBe(404);
  });
});

describe('webhooks, events and the request log', () => {
  test('an endpoint: created with its secret, test event queued, disabled and enabled, secret rotated', async () => {
    const ctx = testContext();
    const dev = await person(ctx, 'dev@portal.test');
    const none = await postMany(ctx, dev, '/developers/webhooks', '/developers/webhooks', [['url', 'https://hooks.test/in']]);
    expect(none.status).toBe(422);
    expect(await none.text()).toMatch(/choose at least one event/i);
    const made = await postMany(ctx, dev, '/developers/webhooks', '/developers/webhooks', [
      ['url', 'https://hooks.test/in'],
      ['events', 'catch.created'],
    ]);
    expect(made.status).toBe(201);
    const page = await made.text();
    expect(page).toMatch(/<code id="secret-value">whsec_/);
    const id = /\/developers\/webhooks\/(wh_[^/]+)\/test/.exec(page)![1];
    expect((await post(dev, `/developers/webhooks/${id}`, `/developers/webhooks/${id}/test`)).status).toBe(303);
    const log = await (await dev.send('GET', `/developers/webhooks/${id}`)).text();
    expect(log).toContain('webhook.test');
    expect(log).toContain('class="delivery-pending"');
    expect((await post(dev, `/developers/webhooks/${id}`, `/developers/webhooks/${id}/disable`)).status).toBe(303);
    expect(await (await dev.send('GET', `/developers/webhooks/${id}`)).text()).toContain('disabled: Disabled by its owner.');
    const refused = await post(dev, `/developers/webhooks/${id}`, `/developers/webhooks/${id}/test`);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('The endpoint is disabled');
    expect((await post(dev, `/developers/webhooks/${id}`, `/developers/webhooks/${id}/enable`)).status).toBe(303);
    const rotated = await post(dev, `/developers/webhooks/${id}`, `/developers/webhooks/${id}/rotate`);
    expect(await rotated.text()).toMatch(/<code id="secret-value">whsec_/);
    const stranger = await person(ctx, 'stranger@portal.test');
    expect((await stranger.send('GET', `/developers/webhooks/${id}`)).status).toBe(404);
  });

  test('the event browser shows payloads and refuses an unknown type readably', async () => {
    const ctx = testContext();
    const dev = await person(ctx, 'dev@portal.test');
    const { key } = await ctx.user('diver@portal.test');
    expect(
      (
        await ctx.request('POST', '/v1/catches', {
          key,
          body: { species: 'Grey triggerfish', weight_lbs: 3, depth_ft: 20, dive_type: 'freedive', caught_at: '2026-05-01T10:00:00Z' },
        })
      ).status,
    ).toBe(201);
    const events = await (await dev.send('GET', '/developers/events?type=catch.created')).text();
    expect(events).toContain('catch.created');
    expect(events).toContain('&quot;weight_lbs&quot;');
    const bad = await dev.send('GET', '/developers/events?type=nope');
    expect(bad.status).toBe(422);
    expect(await bad.text()).toMatch(/unknown event type/i);
  });

  test('the request log lists the person’s API calls, filtered', async () => {
    const ctx = testContext();
    const dev = await person(ctx, 'dev@portal.test');
    const created = await postMany(ctx, dev, '/developers/keys', '/developers/keys', [
      ['name', 'ci'],
      ['scopes', 'catches:read'],
    ]);
    const secret = /<code id="secret-value">(cdk_[^<]+)<\/code>/.exec(await created.text())![1];
    await ctx.request('GET', '/v1/catches', { key: secret });
    await ctx.request('GET', '/v1/catches/catch_nothere', { key: secret });
    const all = await (await dev.send('GET', '/developers/requests')).text();
    expect(all).toContain('/v1/catches/catch_nothere');
    const failed = await (await dev.send('GET', '/developers/requests?status=4xx')).text();
    expect(failed).toContain('/v1/catches/catch_nothere');
    expect(failed).not.toContain('<code>/v1/catches</code>');
    const bad = await dev.send('GET', '/developers/requests?status=teapot');
    expect(bad.status).toBe(422);
    expect(await bad.text()).toMatch(/a status such as 404/i);
  });
});
