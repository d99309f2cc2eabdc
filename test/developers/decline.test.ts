// Declining an approved developer takes back what the approval gave, over real HTTP on two
// instances of one database: their keys (cached lookups included), their apps and every token
// of them stop working at once; keys from before the approval (the operator's) keep working.
// The admin's page says what a decline withdraws before the click, and what it did after.
import { afterAll, describe, expect, test } from 'bun:test';
import { codeFlow, FormBrowser, formFields, pkceStart, registerApp, userWithPassword } from './oauth/helpers';
import { otherStore, testContext, type TestContext } from '../support';

const servers: ReturnType<typeof Bun.serve>[] = [];
afterAll(() => {
  for (const server of servers) server.stop(true);
});

function listen(ctx: TestContext): string {
  const server = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: (request) => ctx.app.handle(request) });
  servers.push(server);
  return `http://127.0.0.1:${server.port}`;
}

async function call(base: string, key: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: response.status === 204 ? null : await response.json() };
}

async function clientToken(base: string, clientId: string, secret: string): Promise<{ status: number; body: any }> {
  const response = await fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa(`${clientId}:${secret}`)}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials&scope=catches%3Aread',
  });
  return { status: response.status, body: await response.json() };
}

/** An approved developer with a key and a confidential app (and its token), made through instance `a`. */
async function approvedDeveloper(ctx: TestContext, a: string) {
  const dev = await ctx.user('dev@decline.test');
  const admin = await ctx.user('admin@decline.test', 'admin');
  // Keys made before the approval (these, by the operator) are not the approval's.
  ctx.clock.now += 60;
  const applied = await call(a, dev.key, 'POST', '/v1/developer-applications', {
    name: 'Dev',
    email: 'dev@decline.test',
    building: 'A dive log',
  });
  expect((await call(a, admin.key, 'POST', `/v1/developer-applications/${applied.body.id}/approve`)).status).toBe(200);
  const key = await call(a, dev.key, 'POST', '/v1/keys', { name: 'integration', scopes: ['catches:read'] });
  expect(key.status).toBe(201);
  const appInput = { name: 'Dive Log', type: 'confidential', redirect_uris: ['https://divelog.test/cb'], scopes: ['catches:read'] };
  const app = await call(a, dev.key, 'POST', '/v1/apps', appInput);
  expect(app.status).toBe(201);
  const token = await clientToken(a, app.body.client_id, app.body.client_secret);
  expect(token.status).toBe(200);
  return {
    dev,
    admin,
    applicationId: applied.body.id as string,
    key: key.body.key as string,
    app: app.body,
    token: token.body.access_token as string,
  };
}

describe('declining an approved developer', () => {
  test('their key and app token are refused on the next request, on either instance', async () => {
    const ctx = testContext({ developerAccess: 'approval' });
    const other = testContext({ developerAccess: 'approval' }, { db: otherStore(ctx.db) });
    const [a, b] = [listen(ctx), listen(other)];
    const { dev, admin, applicationId, key, app, token } = await approvedDeveloper(ctx, a);
    // Both instances have looked the key up (and cached it), and the token works.
    for (const base of [a, b]) {
      expect((await call(base, key, 'GET', '/v1/catches')).status).toBe(200);
      expect((await call(base, token, 'GET', '/v1/catches')).status).toBe(200);
    }

    expect((await call(a, admin.key, 'POST', `/v1/developer-applications/${applicationId}/decline`)).body.state).toBe('declined');
    for (const base of [b, a]) {
      expect((await call(base, key, 'GET', '/v1/catches')).status).toBe(401);
      expect((await call(base, token, 'GET', '/v1/catches')).status).toBe(401);
      expect(await clientToken(base, app.client_id, app.client_secret)).toMatchObject({ status: 401, body: { error: 'invalid_client' } });
    }
    // The key from before the approval is not the approval's: it still works, without developer features.
    expect((await call(b, dev.key, 'GET', '/v1/catches')).status).toBe(200);
    expect((await call(b, dev.key, 'POST', '/v1/keys', { name: 'again', scopes: ['catches:read'] })).status).toBe(403);

    // Approving again enables the app; the revoked key and token stay revoked.
    expect((await call(b, admin.key, 'POST', `/v1/developer-applications/${applicationId}/approve`)).status).toBe(200);
    expect((await clientToken(a, app.client_id, app.client_secret)).status).toBe(200);
    expect((await call(a, key, 'GET', '/v1/catches')).status).toBe(401);
    expect((await call(a, token, 'GET', '/v1/catches')).status).toBe(401);
    await other.db.close();
  });

  test('people who authorised the app lose its tokens; nobody can authorise it while it is disabled', async () => {
    const ctx = testContext({ developerAccess: 'approval' });
    const a = listen(ctx);
    const { dev, admin, applicationId } = await approvedDeveloper(ctx, a);
    const app = await registerApp(ctx, dev.key, { scopes: ['catches:read'] });
    await userWithPassword(ctx, 'diver@decline.test');
    const diver = new FormBrowser(ctx);
    expect((await diver.signIn('diver@decline.test')).status).toBe(303);
    const { tokens } = await codeFlow(ctx, diver, app);
    expect((await call(a, tokens.access_token, 'GET', '/v1/catches')).status).toBe(200);

    await call(a, admin.key, 'POST', `/v1/developer-applications/${applicationId}/decline`);
    expect((await call(a, tokens.access_token, 'GET', '/v1/catches')).status).toBe(401);
    const refresh = await fetch(`${a}/oauth/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${btoa(`${app.client.client_id}:${app.secret}`)}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! }).toString(),
    });
    expect(refresh.status).toBe(401);
    const consent = await diver.send('GET', `/oauth/authorize?${new URLSearchParams((await pkceStart(app)).params)}`);
    expect(await consent.text()).toContain('The app that sent you here is disabled.');
    expect(await ctx.db.get('SELECT count(*) AS n FROM oauth_grants WHERE revoked_at IS NULL')).toEqual({ n: 0 });
  });

  test('the admin page says what a decline withdraws, before and after', async () => {
    const ctx = testContext({ developerAccess: 'approval' });
    const a = listen(ctx);
    const { dev } = await approvedDeveloper(ctx, a);
    await userWithPassword(ctx, 'admin@decline.test', 'admin');
    const browser = new FormBrowser(ctx);
    expect((await browser.signIn('admin@decline.test')).status).toBe(303);
    const page = await (await browser.send('GET', '/developers/applications')).text();
    expect(page).toContain(
      'Declining revokes their 1 API key created since the approval, disables their 1 OAuth app and revokes the 1 authorization',
    );
    const id = /\/developers\/applications\/(dap_[^/]+)\/decline/.exec(page)![1];
    const declined = await browser.send('POST', `/developers/applications/${id}/decline`, formFields(page));
    expect(declined.status).toBe(200);
    expect(await declined.text()).toContain(
      'Dev: declined. This revoked their 1 API key created since the approval, disabled their 1 OAuth app',
    );
    expect(await ctx.db.get('SELECT count(*) AS n FROM api_keys WHERE user_id = ? AND revoked_at IS NULL', dev.id)).toEqual({ n: 1 });
  });
});
