// Every grant driven by oauth4webapi (a third-party client), and openid-client discovery.
import { describe, expect, test } from 'bun:test';
import * as oauth from 'oauth4webapi';
import * as openid from 'openid-client';
import { testContext } from '../../support';
import { codeFlow, discover, FormBrowser, registerApp, userWithPassword } from './helpers';

async function signedInDiver() {
  const ctx = testContext();
  const owner = await ctx.user('owner@apps.test', 'admin');
  await userWithPassword(ctx, 'diver@reef.test');
  const browser = new FormBrowser(ctx);
  expect((await browser.signIn('diver@reef.test')).status).toBe(303);
  return { ctx, owner, browser };
}

describe('discovery', () => {
  test('RFC 8414 metadata is accepted by oauth4webapi and openid-client', async () => {
    const ctx = testContext();
    const { as } = await discover(ctx);
    expect(as.issuer).toBe('http://catchd.test');
    expect(as.code_challenge_methods_supported).toEqual(['S256']);
    expect(as.authorization_response_iss_parameter_supported).toBe(true);

    const config = await openid.discovery(new URL('http://catchd.test'), 'app_x', undefined, undefined, {
      algorithm: 'oauth2',
      execute: [openid.allowInsecureRequests],
      [openid.customFetch]: (url, init) => ctx.app.handle(new Request(url, init as RequestInit)),
    });
    expect(config.serverMetadata().token_endpoint).toBe('http://catchd.test/oauth/token');
    expect(config.serverMetadata().supportsPKCE()).toBe(true);
  });
});

describe('authorization code + PKCE', () => {
  test('a confidential app (client_secret_basic) gets tokens that work on the API within their scopes', async () => {
    const { ctx, owner, browser } = await signedInDiver();
    const app = await registerApp(ctx, owner.key);
    const { tokens, callback } = await codeFlow(ctx, browser, app, 'catches:read account:read');
    expect(callback.get('iss')).toBe('http://catchd.test');
    expect(tokens.access_token).toStartWith('cdat_');
    expect(tokens.refresh_token).toStartWith('cdrt_');
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.expires_in).toBe(3600);
    expect(tokens.scope).toBe('catches:read account:read');

    const me = await ctx.request('GET', '/v1/me', { key: tokens.access_token });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { display_name: string }).display_name).toBe('diver');
    expect((await ctx.request('GET', '/api/v1/catches', { key: tokens.access_token })).status).toBe(200);
    const write = await ctx.request('POST', '/v1/catches', { key: tokens.access_token, body: { species: 'Dentex dentex' } });
    expect(write.status).toBe(403);
    expect(write.headers.get('www-authenticate')).toContain('scope="catches:write"');
  });

  test('a public app (no secret) and client_secret_post both work', async () => {
    const { ctx, owner, browser } = await signedInDiver();
    const publicApp = await registerApp(ctx, owner.key, { type: 'public', redirect_uris: ['com.divelog.app:/callback'] });
    expect(publicApp.secret).toBeNull();
    expect((await codeFlow(ctx, browser, publicApp)).tokens.access_token).toStartWith('cdat_');

    const confidential = await registerApp(ctx, owner.key);
    confidential.auth = oauth.ClientSecretPost(confidential.secret!);
    expect((await codeFlow(ctx, browser, confidential)).tokens.access_token).toStartWith('cdat_');
  });

  test('the token holds only what the signing-in user’s role allows', async () => {
    const { ctx, owner, browser } = await signedInDiver();
    const app = await registerApp(ctx, owner.key, { scopes: ['catches:read', 'species:write'] });
    const { tokens } = await codeFlow(ctx, browser, app);
    expect(tokens.scope).toBe('catches:read');
  });

  test('a loopback redirect URI may use any port (RFC 8252 §7.3)', async () => {
    const { ctx, owner, browser } = await signedInDiver();
    const app = await registerApp(ctx, owner.key, { type: 'public', redirect_uris: ['http://127.0.0.1/callback'] });
    app.redirectUri = 'http://127.0.0.1:49152/callback';
    expect((await codeFlow(ctx, browser, app)).tokens.access_token).toStartWith('cdat_');
  });

  test('deny sends access_denied with state and iss', async () => {
    const { ctx, owner, browser } = await signedInDiver();
    const app = await registerApp(ctx, owner.key);
    const answer = await browser.authorize(
      {
        response_type: 'code',
        client_id: app.client.client_id,
        redirect_uri: app.redirectUri,
        state: 's1',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
      },
      'deny',
    );
    const location = new URL(answer.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(app.redirectUri);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({ error: 'access_denied', state: 's1', iss: 'http://catchd.test' });
    const { as } = await discover(ctx);
    expect(() => oauth.validateAuthResponse(as, app.client, location, 's1')).toThrow();
  });

  test('not signed in: the consent page sends the person to sign in and back', async () => {
    const ctx = testContext();
    const owner = await ctx.user('owner@apps.test', 'admin');
    const app = await registerApp(ctx, owner.key);
    const browser = new FormBrowser(ctx);
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: app.client.client_id,
      redirect_uri: app.redirectUri,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    const answer = await browser.send('GET', `/oauth/authorize?${query}`);
    expect(answer.status).toBe(303);
    const signIn = new URL(answer.headers.get('location')!, 'http://catchd.test');
    expect(signIn.pathname).toBe('/sign-in');
    expect(signIn.searchParams.get('return_to')).toStartWith('/oauth/authorize?');
  });
});

describe('refresh tokens', () => {
  test('rotate on every use; reusing a retired one revokes the whole grant', async () => {
    const { ctx, owner, browser } = await signedInDiver();
    const app = await registerApp(ctx, owner.key);
    const { tokens, as, options } = await codeFlow(ctx, browser, app);
    const first = await oauth.processRefreshTokenResponse(
      as,
      app.client,
      await oauth.refreshTokenGrantRequest(as, app.client, app.auth, tokens.refresh_token!, options),
    );
    expect(first.refresh_token).not.toBe(tokens.refresh_token);
    expect((await ctx.request('GET', '/v1/me', { key: first.access_token })).status).toBe(200);

    const reuse = await oauth.refreshTokenGrantRequest(as, app.client, app.auth, tokens.refresh_token!, options);
    const error = await oauth.processRefreshTokenResponse(as, app.client, reuse).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(oauth.ResponseBodyError);
    expect((error as oauth.ResponseBodyError).error).toBe('invalid_grant');
    // The whole family is dead: the newest access and refresh tokens too.
    expect((await ctx.request('GET', '/v1/me', { key: first.access_token })).status).toBe(401);
    const latest = await oauth.refreshTokenGrantRequest(as, app.client, app.auth, first.refresh_token!, options);
    expect(latest.status).toBe(400);
    expect(latest.headers.get('content-type')).toBe('application/json');
  });

  test('a narrower scope may be asked for, a wider one not', async () => {
    const { ctx, owner, browser } = await signedInDiver();
    const app = await registerApp(ctx, owner.key);
    const { tokens, as, options } = await codeFlow(ctx, browser, app, 'catches:read account:read');
    const narrower = await oauth.refreshTokenGrantRequest(as, app.client, app.auth, tokens.refresh_token!, {
      ...options,
      additionalParameters: { scope: 'catches:read' },
    });
    expect((await oauth.processRefreshTokenResponse(as, app.client, narrower)).scope).toBe('catches:read');
  });
});

describe('client_credentials', () => {
  test('the token acts as the app owner within the app scopes', async () => {
    const ctx = testContext();
    const owner = await ctx.user('owner@apps.test', 'diver');
    const app = await registerApp(ctx, owner.key, { scopes: ['account:read', 'catches:read'] });
    const { as, options } = await discover(ctx);
    const response = await oauth.clientCredentialsGrantRequest(as, app.client, app.auth, { scope: 'account:read' }, options);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const tokens = await oauth.processClientCredentialsResponse(as, app.client, response);
    expect(tokens.refresh_token).toBeUndefined();
    const me = (await (await ctx.request('GET', '/v1/me', { key: tokens.access_token })).json()) as { id: string; scopes: string[] };
    expect(me.id).toBe(owner.id);
    expect(me.scopes).toEqual(['account:read']);

    const wider = await oauth.clientCredentialsGrantRequest(as, app.client, app.auth, { scope: 'webhooks:write' }, options);
    expect(((await wider.json()) as { error: string }).error).toBe('invalid_scope');
    const publicApp = await registerApp(ctx, owner.key, { type: 'public' });
    const refused = await oauth.clientCredentialsGrantRequest(as, publicApp.client, publicApp.auth, {}, options);
    expect(((await refused.json()) as { error: string }).error).toBe('unauthorized_client');
    const badSecret = await oauth.clientCredentialsGrantRequest(as, app.client, oauth.ClientSecretBasic('cdcs_wrong'), {}, options);
    expect(badSecret.status).toBe(401);
    expect(badSecret.headers.get('www-authenticate')).toStartWith('Basic');
  });
});

describe('revocation, introspection, authorizations', () => {
  test('RFC 7009 revocation and RFC 7662 introspection', async () => {
    const { ctx, owner, browser } = await signedInDiver();
    const app = await registerApp(ctx, owner.key);
    const { tokens, as, options } = await codeFlow(ctx, browser, app);
    const introspect = async (token: string) =>
      oauth.processIntrospectionResponse(as, app.client, await oauth.introspectionRequest(as, app.client, app.auth, token, options));
    const active = await introspect(tokens.access_token);
    expect(active).toMatchObject({ active: true, client_id: app.client.client_id, token_type: 'Bearer', iss: 'http://catchd.test' });
    expect(await introspect('cdat_unknown-token-value')).toEqual({ active: false });

    await oauth.processRevocationResponse(await oauth.revocationRequest(as, app.client, app.auth, tokens.access_token, options));
    expect((await ctx.request('GET', '/v1/me', { key: tokens.access_token })).status).toBe(401);
    expect((await introspect(tokens.access_token)).active).toBe(false);
    // Revoking a refresh token ends the grant: it can no longer be refreshed.
    await oauth.processRevocationResponse(await oauth.revocationRequest(as, app.client, app.auth, tokens.refresh_token!, options));
    expect((await oauth.refreshTokenGrantRequest(as, app.client, app.auth, tokens.refresh_token!, options)).status).toBe(400);
    // Unknown tokens: 200 all the same.
    await oauth.processRevocationResponse(await oauth.revocationRequest(as, app.client, app.auth, 'nonsense', options));
  });

  test('a person lists the apps they allowed and revoking one kills its tokens at once', async () => {
    const { ctx, owner, browser } = await signedInDiver();
    const app = await registerApp(ctx, owner.key);
    const { tokens } = await codeFlow(ctx, browser, app);
    const list = (await (await ctx.request('GET', '/v1/authorizations', { key: tokens.access_token })).json()) as {
      data: { id: string; app: { id: string } }[];
    };
    expect(list.data).toHaveLength(1);
    expect(list.data[0].app.id).toBe(app.client.client_id);
    const authorizedUsers = async (): Promise<number[]> => [
      ((await (await ctx.request('GET', `/v1/apps/${app.client.client_id}`, { key: owner.key })).json()) as { authorized_users: number })
        .authorized_users,
      ((await (await ctx.request('GET', '/v1/apps', { key: owner.key })).json()) as { data: { authorized_users: number }[] }).data[0]!
        .authorized_users,
    ];
    expect(await authorizedUsers()).toEqual([1, 1]);
    const revoked = await ctx.request('DELETE', `/v1/authorizations/${list.data[0].id}`, { key: tokens.access_token });
    expect(revoked.status).toBe(204);
    expect((await ctx.request('GET', '/v1/me', { key: tokens.access_token })).status).toBe(401);
    expect(await authorizedUsers()).toEqual([0, 0]);
    expect((await ctx.request('DELETE', `/v1/authorizations/${list.data[0].id}`, { key: owner.key })).status).toBe(404);
  });
});

describe('tokens follow the app', () => {
  test('narrowing an app’s scopes narrows live tokens; deleting the app kills them; a refresh token is no bearer credential', async () => {
    const { ctx, owner, browser } = await signedInDiver();
    const app = await registerApp(ctx, owner.key);
    const { tokens } = await codeFlow(ctx, browser, app, 'catches:read account:read');
    expect((await ctx.request('GET', '/v1/me', { key: tokens.refresh_token })).status).toBe(401);
    await ctx.request('PATCH', `/v1/apps/${app.client.client_id}`, { key: owner.key, body: { scopes: ['account:read'] } });
    expect((await ctx.request('GET', '/v1/catches', { key: tokens.access_token })).status).toBe(403);
    expect((await ctx.request('GET', '/v1/me', { key: tokens.access_token })).status).toBe(200);
    await ctx.request('DELETE', `/v1/apps/${app.client.client_id}`, { key: owner.key });
    expect((await ctx.request('GET', '/v1/me', { key: tokens.access_token })).status).toBe(401);
  });

  test('access tokens expire after an hour', async () => {
    const { ctx, owner, browser } = await signedInDiver();
    const app = await registerApp(ctx, owner.key);
    const { tokens } = await codeFlow(ctx, browser, app);
    ctx.clock.now += 3600;
    expect((await ctx.request('GET', '/v1/me', { key: tokens.access_token })).status).toBe(401);
  });
});

describe('/v1/apps', () => {
  test('owner-scoped CRUD, secret shown once, rotation', async () => {
    const ctx = testContext();
    const owner = await ctx.user('owner@apps.test');
    const stranger = await ctx.user('stranger@apps.test');
    const created = await ctx.request('POST', '/v1/apps', {
      key: owner.key,
      body: { name: 'Log', redirect_uris: ['https://log.example/cb'], scopes: ['catches:read'], type: 'confidential' },
    });
    expect(created.status).toBe(201);
    const app = (await created.json()) as { id: string; client_id: string; client_secret: string };
    expect(app.client_id).toBe(app.id);
    expect(app.client_secret).toStartWith('cdcs_');
    const read = (await (await ctx.request('GET', `/v1/apps/${app.id}`, { key: owner.key })).json()) as Record<string, unknown>;
    expect(read.client_secret).toBeUndefined();
    expect((await ctx.request('GET', `/v1/apps/${app.id}`, { key: stranger.key })).status).toBe(404);
    expect(((await (await ctx.request('GET', '/v1/apps', { key: stranger.key })).json()) as { data: unknown[] }).data).toHaveLength(0);

    const patched = await ctx.request('PATCH', `/v1/apps/${app.id}`, { key: owner.key, body: { name: 'Logbook' } });
    expect(((await patched.json()) as { name: string }).name).toBe('Logbook');
    const rotated = (await (await ctx.request('POST', `/v1/apps/${app.id}/rotate-secret`, { key: owner.key })).json()) as {
      client_secret: string;
    };
    expect(rotated.client_secret).not.toBe(app.client_secret);
    const { as, options } = await discover(ctx);
    const old = await oauth.clientCredentialsGrantRequest(
      as,
      { client_id: app.id },
      oauth.ClientSecretBasic(app.client_secret),
      {},
      options,
    );
    expect(old.status).toBe(401);
    expect((await ctx.request('DELETE', `/v1/apps/${app.id}`, { key: owner.key })).status).toBe(204);
    expect((await ctx.request('GET', `/v1/apps/${app.id}`, { key: owner.key })).status).toBe(404);
  });

  test.each([
    ['http redirect to a public host', { redirect_uris: ['http://evil.example/cb'] }, 'redirect_uris[0]'],
    ['a fragment', { redirect_uris: ['https://log.example/cb#x'] }, 'redirect_uris[0]'],
    ['javascript: scheme', { redirect_uris: ['javascript:alert(1)'] }, 'redirect_uris[0]'],
    ['a scope beyond the role', { scopes: ['species:write'] }, 'scopes'],
    ['an unknown field', { colour: 'red' }, 'colour'],
    ['an unknown type', { type: 'spa' }, 'type'],
  ])('refuses %s with 422', async (_, change, field) => {
    const ctx = testContext();
    const owner = await ctx.user('owner@apps.test');
    const body = { name: 'Log', redirect_uris: ['https://log.example/cb'], scopes: ['catches:read'], type: 'confidential', ...change };
    const response = await ctx.request('POST', '/v1/apps', { key: owner.key, body });
    expect(response.status).toBe(422);
    const problem = (await response.json()) as { errors: { field: string }[] };
    expect(problem.errors.map((e) => e.field)).toContain(field);
  });
});
