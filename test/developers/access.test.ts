// Early access: who may create API keys and register OAuth apps, applications and decisions,
// the developer scopes, and documentation for developers only.
import { isPagePath } from '../../src/web';
import { describe, expect, test } from 'bun:test';
import { FormBrowser, userWithPassword } from './oauth/helpers';
import { testContext, type TestContext } from '../support';

const app = { name: 'Dive Log Pro', redirect_uris: ['https://divelog.example/callback'], scopes: ['catches:read'], type: 'confidential' };
const application = { name: 'Ana Diver', email: 'ana@example.com', building: 'A dive log that syncs catches from the boat.' };

async function json(response: Response): Promise<Record<string, any>> {
  return (await response.json()) as Record<string, any>;
}

async function expectDenied(ctx: TestContext, key: string, code: string, standing: string): Promise<void> {
  for (const [path, body] of [
    ['/v1/keys', { name: 'ci', scopes: ['catches:read'] }],
    ['/v1/apps', app],
  ] as const) {
    const response = await ctx.request('POST', path, { key, body });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    const problem = await json(response);
    expect(problem.code).toBe(code);
    expect(problem.developer_access).toBe(standing);
  }
}

describe('approval (the default)', () => {
  test('apply, wait, get approved, then create keys and apps', async () => {
    const ctx = testContext({ developerAccess: 'approval' });
    const ana = await ctx.user('ana@example.com');
    const admin = await ctx.user('admin@example.com', 'admin');
    await expectDenied(ctx, ana.key, 'developer_access_required', 'none');
    expect((await json(await ctx.request('GET', '/v1/developer-access', { key: ana.key }))).state).toBe('none');

    const applied = await ctx.request('POST', '/v1/developer-applications', { key: ana.key, body: application });
    expect(applied.status).toBe(201);
    const created = await json(applied);
    expect(created).toMatchObject({
      object: 'developer_application',
      state: 'requested',
      email_confirmed: true,
      decided_by: null,
      user_id: ana.id,
    });
    expect(applied.headers.get('location')).toBe(`http://catchd.test/v1/developer-applications/${created.id}`);
    expect((await ctx.request('POST', '/v1/developer-applications', { key: ana.key, body: application })).status).toBe(409);
    await expectDenied(ctx, ana.key, 'developer_access_pending', 'requested');

    // The waiting list is for admins.
    expect((await ctx.request('GET', '/v1/developer-applications', { key: ana.key })).status).toBe(403);
    expect((await ctx.request('POST', `/v1/developer-applications/${created.id}/approve`, { key: ana.key })).status).toBe(403);
    const waiting = await json(await ctx.request('GET', '/v1/developer-applications?state=requested', { key: admin.key }));
    expect(waiting.data.map((a: { id: string }) => a.id)).toEqual([created.id]);
    expect(waiting.total).toBe(1);

    const approved = await json(await ctx.request('POST', `/v1/developer-applications/${created.id}/approve`, { key: admin.key }));
    expect(approved).toMatchObject({ state: 'approved', decided_by: admin.id });
    expect((await json(await ctx.request('GET', '/v1/developer-applications?state=requested', { key: admin.key }))).total).toBe(0);
    const access = await json(await ctx.request('GET', '/v1/developer-access', { key: ana.key }));
    expect(access).toMatchObject({ state: 'approved', mode: 'approval', application: { id: created.id, state: 'approved' } });
    expect((await ctx.request('GET', `/v1/developer-applications/${created.id}`, { key: ana.key })).status).toBe(200);

    expect((await ctx.request('POST', '/v1/keys', { key: ana.key, body: { name: 'ci', scopes: ['catches:read'] } })).status).toBe(201);
    expect((await ctx.request('POST', '/v1/apps', { key: ana.key, body: app })).status).toBe(201);
  });

  test('a declined developer gets no keys and no apps; someone else cannot read the application', async () => {
    const ctx = testContext({ developerAccess: 'approval' });
    const ana = await ctx.user('ana@example.com');
    const bob = await ctx.user('bob@example.com');
    const admin = await ctx.user('admin@example.com', 'admin');
    const created = await json(await ctx.request('POST', '/v1/developer-applications', { key: ana.key, body: application }));
    expect((await json(await ctx.request('POST', `/v1/developer-applications/${created.id}/decline`, { key: admin.key }))).state).toBe(
      'declined',
    );
    await expectDenied(ctx, ana.key, 'developer_access_declined', 'declined');
    expect((await ctx.request('GET', `/v1/developer-applications/${created.id}`, { key: bob.key })).status).toBe(404);
    expect((await ctx.request('POST', '/v1/developer-applications/dap_nope/approve', { key: admin.key })).status).toBe(404);
    // Admins always may; existing keys keep working (listing and revoking are not gated).
    expect((await ctx.request('POST', '/v1/keys', { key: admin.key, body: { name: 'ops', scopes: ['all'] } })).status).toBe(201);
    expect((await ctx.request('GET', '/v1/keys', { key: ana.key })).status).toBe(200);
  });

  test('bad applications are 422', async () => {
    const ctx = testContext({ developerAccess: 'approval' });
    const ana = await ctx.user('ana@example.com');
    for (const body of [
      { ...application, email: 'not an email' },
      { ...application, building: '' },
      { ...application, extra: 1 },
    ]) {
      const response = await ctx.request('POST', '/v1/developer-applications', { key: ana.key, body });
      expect(response.status).toBe(422);
    }
  });
});

describe('open and closed', () => {
  test('open: an application is approved at once', async () => {
    const ctx = testContext({ developerAccess: 'open' });
    const ana = await ctx.user('ana@example.com');
    expect((await json(await ctx.request('POST', '/v1/developer-applications', { key: ana.key, body: application }))).state).toBe(
      'approved',
    );
    expect((await ctx.request('POST', '/v1/keys', { key: ana.key, body: { name: 'ci', scopes: ['all'] } })).status).toBe(201);
  });

  test('closed: no applications, no keys, no apps; admins still may', async () => {
    const ctx = testContext({ developerAccess: 'closed' });
    const ana = await ctx.user('ana@example.com');
    const admin = await ctx.user('admin@example.com', 'admin');
    const response = await ctx.request('POST', '/v1/developer-applications', { key: ana.key, body: application });
    expect(response.status).toBe(403);
    expect((await json(response)).code).toBe('developer_access_closed');
    await expectDenied(ctx, ana.key, 'developer_access_closed', 'closed');
    expect((await ctx.request('POST', '/v1/apps', { key: admin.key, body: app })).status).toBe(201);
  });
});

test('developer scopes: keys and apps stay within what the operator allows', async () => {
  const ctx = testContext({ developerAccess: 'open', developerScopes: ['catches:read', 'account:read'] });
  const ana = await ctx.user('ana@example.com');
  const all = await json(await ctx.request('POST', '/v1/keys', { key: ana.key, body: { name: 'ci', scopes: ['all'] } }));
  expect(all.scopes.sort()).toEqual(['account:read', 'catches:read']);
  const beyond = await ctx.request('POST', '/v1/keys', { key: ana.key, body: { name: 'ci', scopes: ['catches:write'] } });
  expect(beyond.status).toBe(422);
  expect((await json(beyond)).errors[0].field).toBe('scopes');
  expect((await ctx.request('POST', '/v1/apps', { key: ana.key, body: { ...app, scopes: ['webhooks:write'] } })).status).toBe(422);
  const registered = await json(await ctx.request('POST', '/v1/apps', { key: ana.key, body: app }));
  expect((await ctx.request('PATCH', `/v1/apps/${registered.id}`, { key: ana.key, body: { scopes: ['catches:write'] } })).status).toBe(422);
  expect((await json(await ctx.request('GET', '/v1/developer-access', { key: ana.key }))).scopes.sort()).toEqual([
    'account:read',
    'catches:read',
  ]);
});

describe('CATCHD_DOCS_ACCESS', () => {
  test('public (the default): anyone reads the reference', async () => {
    const ctx = testContext();
    expect((await ctx.request('GET', '/openapi.json')).status).toBe(200);
    expect((await ctx.request('GET', '/docs')).status).toBe(200);
  });

  test('developers: the reference needs an approved developer', async () => {
    const ctx = testContext({ developerAccess: 'approval', docsAccess: 'developers' });
    const ana = await ctx.user('ana@example.com');
    const admin = await ctx.user('admin@example.com', 'admin');
    const anonymous = await ctx.request('GET', '/openapi.json');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toContain('application/problem+json');
    const page = await ctx.request('GET', '/docs');
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/sign-in?return_to=%2Fdocs');
    const pending = await ctx.request('GET', '/openapi.json', { key: ana.key });
    expect(pending.status).toBe(403);
    expect((await json(pending)).code).toBe('developer_access_required');
    expect((await ctx.request('GET', '/openapi.json', { key: admin.key })).status).toBe(200);
    const created = await json(await ctx.request('POST', '/v1/developer-applications', { key: ana.key, body: application }));
    await ctx.request('POST', `/v1/developer-applications/${created.id}/approve`, { key: admin.key });
    expect((await ctx.request('GET', '/openapi.json', { key: ana.key })).status).toBe(200);
    expect((await ctx.request('GET', '/docs', { key: ana.key })).status).toBe(200);
    // A browser shows its session: a signed-in approved developer reads the pages.
    await userWithPassword(ctx, 'ana@example.com');
    const browser = new FormBrowser(ctx);
    expect((await browser.signIn('ana@example.com')).status).toBe(303);
    expect((await browser.send('GET', '/docs')).status).toBe(200);
    expect((await browser.send('GET', '/docs/guides/errors')).status).toBe(200);
    await userWithPassword(ctx, 'nobody@example.com');
    const stranger = new FormBrowser(ctx);
    await stranger.signIn('nobody@example.com');
    expect((await stranger.send('GET', '/docs')).status).toBe(403);
    // The script bundle is not the installation's documentation.
    expect((await ctx.request('GET', '/docs/assets/scalar.js')).status).toBe(200);
  });

  test('no other spelling of a gated path gets past the gate: each is sent to the canonical path, which refuses', async () => {
    const ctx = testContext({ developerAccess: 'approval', docsAccess: 'developers', metricsToken: 'scrape-secret' });
    const ana = await ctx.user('ana@example.com');
    await userWithPassword(ctx, 'diver@example.com');
    const diver = new FormBrowser(ctx);
    await diver.signIn('diver@example.com');
    const gated = [
      '/openapi.json',
      '/docs',
      '/docs/guides',
      '/docs/guides/errors',
      '/metrics',
      '/admin',
      '/admin/people',
      '/admin/species',
      '/developers/applications',
    ];
    const as = {
      anonymous: (path: string) => ctx.request('GET', path),
      'a pending developer': (path: string) => ctx.request('GET', path, { key: ana.key }),
      'a signed-in diver': (path: string) => diver.send('GET', path),
    };
    for (const [who, get] of Object.entries(as))
      for (const path of gated) {
        const refused = await get(path);
        expect(refused.status, `${who} ${path}`).toBeGreaterThanOrEqual(300);
        for (const variant of [`${path}/`, `${path}//`, `/${path}`, path.replace(/\/(?=[^/]*$)/, '//'), `${path}/?x=1`]) {
          const response = await get(variant);
          // Pages send other spellings to the canonical path; the API and its document refuse them (400).
          if (!isPagePath(path)) {
            expect(response.status, `${who} ${variant}`).toBe(400);
            expect(((await response.json()) as { code: string }).code, `${who} ${variant}`).toBe('non_canonical_path');
            continue;
          }
          expect(response.status, `${who} ${variant}`).toBe(308);
          expect(response.headers.get('location'), `${who} ${variant}`).toBe(variant.endsWith('?x=1') ? `${path}?x=1` : path);
          expect(await response.text(), `${who} ${variant}`).toBe('');
          expect((await get(response.headers.get('location')!)).status, `${who} ${variant}, followed`).toBe(refused.status);
        }
      }
  });
});
