// RFC 9700 (OAuth 2.0 Security Best Current Practice) as a table of negative cases: each
// row is an attack or a misuse and what the server must answer.
import { describe, expect, test } from 'bun:test';
import * as oauth from 'oauth4webapi';
import { testContext } from '../../support';
import { codeFlow, discover, FormBrowser, pkceStart, registerApp, userWithPassword, type RegisteredApp } from './helpers';

async function setting() {
  const ctx = testContext();
  const owner = await ctx.user('owner@apps.test', 'admin');
  await userWithPassword(ctx, 'diver@reef.test');
  const browser = new FormBrowser(ctx);
  await browser.signIn('diver@reef.test');
  const app = await registerApp(ctx, owner.key);
  const other = await registerApp(ctx, owner.key, { name: 'Other app', redirect_uris: ['https://other.example/cb'] });
  const { as, options } = await discover(ctx);
  return { ctx, owner, browser, app, other, as, options };
}

type Setting = Awaited<ReturnType<typeof setting>>;

/** What a case observed: an HTML error page, an error redirect, or a token-endpoint error. */
type Outcome =
  | { kind: 'page'; status: number }
  | { kind: 'redirect'; error: string | null; iss: string | null }
  | { kind: 'token'; status: number; error: string; contentType: string | null; cacheControl: string | null };

async function authorizeOutcome(s: Setting, params: Record<string, string>): Promise<Outcome> {
  const answer = await s.browser.authorize(params);
  const location = answer.headers.get('location');
  if (!location || answer.status === 200) return { kind: 'page', status: answer.status };
  const url = new URL(location, 'http://catchd.test');
  if (url.origin === 'http://catchd.test') return { kind: 'page', status: answer.status };
  return { kind: 'redirect', error: url.searchParams.get('error'), iss: url.searchParams.get('iss') };
}

async function tokenOutcome(response: Response): Promise<Outcome> {
  const body = (await response.json()) as { error: string };
  return {
    kind: 'token',
    status: response.status,
    error: body.error,
    contentType: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
  };
}

async function exchange(
  s: Setting,
  app: RegisteredApp,
  location: string,
  verifier: string,
  redirectUri = app.redirectUri,
): Promise<Response> {
  const params = new URL(location).searchParams;
  return s.options[oauth.customFetch](s.as.token_endpoint!, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${btoa(`${app.client.client_id}:${app.secret}`)}`,
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: params.get('code')!,
      redirect_uri: redirectUri,
      code_verifier: verifier,
    }).toString(),
  });
}

async function allowedCode(s: Setting, app: RegisteredApp = s.app) {
  const start = await pkceStart(app);
  const answer = await s.browser.authorize(start.params);
  return { location: answer.headers.get('location')!, verifier: start.verifier };
}

const cases: [string, (s: Setting) => Promise<Outcome>, Outcome][] = [
  [
    'wrong redirect URI → error page, no redirect',
    async (s) => authorizeOutcome(s, { ...(await pkceStart(s.app)).params, redirect_uri: 'https://evil.example/callback' }),
    { kind: 'page', status: 400 },
  ],
  [
    'extended redirect URI (extra path) → error page',
    async (s) => authorizeOutcome(s, { ...(await pkceStart(s.app)).params, redirect_uri: `${s.app.redirectUri}/evil` }),
    { kind: 'page', status: 400 },
  ],
  [
    'extended redirect URI (extra query) → error page',
    async (s) =>
      authorizeOutcome(s, { ...(await pkceStart(s.app)).params, redirect_uri: `${s.app.redirectUri}?next=https://evil.example` }),
    { kind: 'page', status: 400 },
  ],
  [
    'redirect URI of another app → error page',
    async (s) => authorizeOutcome(s, { ...(await pkceStart(s.app)).params, redirect_uri: s.other.redirectUri }),
    { kind: 'page', status: 400 },
  ],
  [
    'unknown client_id → error page',
    async (s) => authorizeOutcome(s, { ...(await pkceStart(s.app)).params, client_id: 'app_01jx0000000000000000000000' }),
    { kind: 'page', status: 400 },
  ],
  [
    'missing PKCE → invalid_request',
    async (s) => {
      const { code_challenge: _c, code_challenge_method: _m, ...params } = (await pkceStart(s.app)).params;
      return authorizeOutcome(s, params);
    },
    { kind: 'redirect', error: 'invalid_request', iss: 'http://catchd.test' },
  ],
  [
    'plain PKCE → invalid_request',
    async (s) => {
      const params = (await pkceStart(s.app)).params;
      return authorizeOutcome(s, { ...params, code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' });
    },
    { kind: 'redirect', error: 'invalid_request', iss: 'http://catchd.test' },
  ],
  [
    'PKCE without a method (defaults to plain) → invalid_request',
    async (s) => {
      const { code_challenge_method: _m, ...params } = (await pkceStart(s.app)).params;
      return authorizeOutcome(s, params);
    },
    { kind: 'redirect', error: 'invalid_request', iss: 'http://catchd.test' },
  ],
  [
    'implicit grant (response_type=token) → unsupported_response_type',
    async (s) => authorizeOutcome(s, { ...(await pkceStart(s.app)).params, response_type: 'token' }),
    { kind: 'redirect', error: 'unsupported_response_type', iss: 'http://catchd.test' },
  ],
  [
    'scope the app may not ask for → invalid_scope',
    async (s) => authorizeOutcome(s, { ...(await pkceStart(s.app)).params, scope: 'webhooks:write' }),
    { kind: 'redirect', error: 'invalid_scope', iss: 'http://catchd.test' },
  ],
  [
    'consent POST without the CSRF token → 403 page',
    async (s) => {
      const start = await pkceStart(s.app);
      const answer = await s.browser.send('POST', '/oauth/authorize', { ...start.params, decision: 'allow' });
      return { kind: 'page', status: answer.status };
    },
    { kind: 'page', status: 403 },
  ],
  [
    'code reuse → invalid_grant, and the first tokens die',
    async (s) => {
      const { location, verifier } = await allowedCode(s);
      const first = (await (await exchange(s, s.app, location, verifier)).json()) as { access_token: string };
      const second = await tokenOutcome(await exchange(s, s.app, location, verifier));
      expect((await s.ctx.request('GET', '/v1/me', { key: first.access_token })).status).toBe(401);
      return second;
    },
    { kind: 'token', status: 400, error: 'invalid_grant', contentType: 'application/json', cacheControl: 'no-store' },
  ],
  [
    'code from another client → invalid_grant',
    async (s) => {
      const { location, verifier } = await allowedCode(s);
      return tokenOutcome(await exchange(s, s.other, location, verifier, s.app.redirectUri));
    },
    { kind: 'token', status: 400, error: 'invalid_grant', contentType: 'application/json', cacheControl: 'no-store' },
  ],
  [
    'wrong code_verifier → invalid_grant',
    async (s) => {
      const { location } = await allowedCode(s);
      return tokenOutcome(await exchange(s, s.app, location, oauth.generateRandomCodeVerifier()));
    },
    { kind: 'token', status: 400, error: 'invalid_grant', contentType: 'application/json', cacheControl: 'no-store' },
  ],
  [
    'redirect_uri at the token endpoint differs → invalid_grant',
    async (s) => {
      const { location, verifier } = await allowedCode(s);
      return tokenOutcome(await exchange(s, s.app, location, verifier, 'https://divelog.example/other'));
    },
    { kind: 'token', status: 400, error: 'invalid_grant', contentType: 'application/json', cacheControl: 'no-store' },
  ],
  [
    'code older than 60 s → invalid_grant',
    async (s) => {
      const { location, verifier } = await allowedCode(s);
      s.ctx.clock.now += 61;
      return tokenOutcome(await exchange(s, s.app, location, verifier));
    },
    { kind: 'token', status: 400, error: 'invalid_grant', contentType: 'application/json', cacheControl: 'no-store' },
  ],
  [
    'password grant → unsupported_grant_type',
    async (s) => {
      const response = await oauth.genericTokenEndpointRequest(
        s.as,
        s.app.client,
        s.app.auth,
        'password',
        { username: 'diver@reef.test', password: 'x' },
        s.options,
      );
      return tokenOutcome(response);
    },
    { kind: 'token', status: 400, error: 'unsupported_grant_type', contentType: 'application/json', cacheControl: 'no-store' },
  ],
  ...[
    'urn:ietf:params:oauth:grant-type:jwt-bearer',
    'urn:ietf:params:oauth:grant-type:device_code',
    'urn:ietf:params:oauth:grant-type:token-exchange',
    'urn:ietf:params:oauth:grant-type:saml2-bearer',
    'implicit',
    'x'.repeat(200),
  ].map((grantType): [string, (s: Setting) => Promise<Outcome>, Outcome] => [
    `${grantType.slice(0, 50)} grant → unsupported_grant_type`,
    async (s) =>
      tokenOutcome(
        await oauth.genericTokenEndpointRequest(s.as, s.app.client, s.app.auth, grantType, { assertion: 'x', device_code: 'x' }, s.options),
      ),
    { kind: 'token', status: 400, error: 'unsupported_grant_type', contentType: 'application/json', cacheControl: 'no-store' },
  ]),
  [
    'refresh token reuse → invalid_grant',
    async (s) => {
      const { tokens } = await codeFlow(s.ctx, s.browser, s.app);
      await oauth.refreshTokenGrantRequest(s.as, s.app.client, s.app.auth, tokens.refresh_token!, s.options);
      return tokenOutcome(await oauth.refreshTokenGrantRequest(s.as, s.app.client, s.app.auth, tokens.refresh_token!, s.options));
    },
    { kind: 'token', status: 400, error: 'invalid_grant', contentType: 'application/json', cacheControl: 'no-store' },
  ],
  [
    'refresh on a grant the user revoked → invalid_grant',
    async (s) => {
      const { tokens } = await codeFlow(s.ctx, s.browser, s.app);
      const list = (await (await s.ctx.request('GET', '/v1/authorizations', { key: tokens.access_token })).json()) as {
        data: { id: string }[];
      };
      await s.ctx.request('DELETE', `/v1/authorizations/${list.data[0].id}`, { key: tokens.access_token });
      return tokenOutcome(await oauth.refreshTokenGrantRequest(s.as, s.app.client, s.app.auth, tokens.refresh_token!, s.options));
    },
    { kind: 'token', status: 400, error: 'invalid_grant', contentType: 'application/json', cacheControl: 'no-store' },
  ],
  [
    'refresh token of another client → invalid_grant',
    async (s) => {
      const { tokens } = await codeFlow(s.ctx, s.browser, s.app);
      return tokenOutcome(await oauth.refreshTokenGrantRequest(s.as, s.other.client, s.other.auth, tokens.refresh_token!, s.options));
    },
    { kind: 'token', status: 400, error: 'invalid_grant', contentType: 'application/json', cacheControl: 'no-store' },
  ],
  [
    'wrong client secret → invalid_client 401',
    async (s) =>
      tokenOutcome(await oauth.clientCredentialsGrantRequest(s.as, s.app.client, oauth.ClientSecretPost('cdcs_guess'), {}, s.options)),
    { kind: 'token', status: 401, error: 'invalid_client', contentType: 'application/json', cacheControl: 'no-store' },
  ],
  [
    'two client authentication methods at once → invalid_request',
    async (s) => {
      const response = await s.options[oauth.customFetch](s.as.token_endpoint!, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${btoa(`${s.app.client.client_id}:${s.app.secret}`)}`,
        },
        body: new URLSearchParams({ grant_type: 'client_credentials', client_secret: s.app.secret! }).toString(),
      });
      return tokenOutcome(response);
    },
    { kind: 'token', status: 400, error: 'invalid_request', contentType: 'application/json', cacheControl: 'no-store' },
  ],
  [
    'JSON body at the token endpoint → invalid_request (not problem+json)',
    async (s) => {
      const response = await s.ctx.request('POST', '/oauth/token', { body: { grant_type: 'client_credentials' } });
      return tokenOutcome(response);
    },
    { kind: 'token', status: 400, error: 'invalid_request', contentType: 'application/json', cacheControl: 'no-store' },
  ],
  ...(['/oauth/token', '/oauth/revoke', '/oauth/introspect'] as const).flatMap(
    (path): [string, (s: Setting) => Promise<Outcome>, Outcome][] => [
      [
        `invalid JSON at ${path} → invalid_request`,
        async (s) => tokenOutcome(await s.ctx.request('POST', path, { body: '{"grant_type":' })),
        { kind: 'token', status: 400, error: 'invalid_request', contentType: 'application/json', cacheControl: 'no-store' },
      ],
      [
        `multipart at ${path} → invalid_request`,
        async (s) => {
          const form = new FormData();
          form.append('grant_type', 'client_credentials');
          return tokenOutcome(await s.ctx.request('POST', path, { body: form }));
        },
        { kind: 'token', status: 400, error: 'invalid_request', contentType: 'application/json', cacheControl: 'no-store' },
      ],
      [
        `text/plain at ${path} → invalid_request`,
        async (s) =>
          tokenOutcome(
            await s.ctx.request('POST', path, { body: 'grant_type=client_credentials', headers: { 'content-type': 'text/plain' } }),
          ),
        { kind: 'token', status: 400, error: 'invalid_request', contentType: 'application/json', cacheControl: 'no-store' },
      ],
      [
        `a form over 64 KiB at ${path} → invalid_request`,
        async (s) =>
          tokenOutcome(
            await s.ctx.request('POST', path, {
              body: `token=${'x'.repeat(70_000)}`,
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
            }),
          ),
        { kind: 'token', status: 400, error: 'invalid_request', contentType: 'application/json', cacheControl: 'no-store' },
      ],
      [
        `GET ${path} → 405 in the RFC shape`,
        async (s) => tokenOutcome(await s.ctx.request('GET', path)),
        { kind: 'token', status: 405, error: 'invalid_request', contentType: 'application/json', cacheControl: 'no-store' },
      ],
    ],
  ),
  [
    'a repeated parameter → invalid_request',
    async (s) => {
      const response = await s.options[oauth.customFetch](s.as.token_endpoint!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `grant_type=client_credentials&grant_type=password&client_id=${s.app.client.client_id}&client_secret=${s.app.secret}`,
      });
      return tokenOutcome(response);
    },
    { kind: 'token', status: 400, error: 'invalid_request', contentType: 'application/json', cacheControl: 'no-store' },
  ],
  [
    'a form parameter beyond its documented length → invalid_request',
    async (s) => {
      const { location } = await allowedCode(s);
      return tokenOutcome(await exchange(s, s.app, location, 'v'.repeat(129)));
    },
    { kind: 'token', status: 400, error: 'invalid_request', contentType: 'application/json', cacheControl: 'no-store' },
  ],
  [
    'a state beyond its documented length → invalid_request, and it is not sent back',
    async (s) => {
      const answer = await s.browser.authorize({ ...(await pkceStart(s.app)).params, state: 's'.repeat(2001) });
      const url = new URL(answer.headers.get('location')!);
      expect(url.searchParams.has('state')).toBe(false);
      return { kind: 'redirect', error: url.searchParams.get('error'), iss: url.searchParams.get('iss') };
    },
    { kind: 'redirect', error: 'invalid_request', iss: 'http://catchd.test' },
  ],
];

describe('RFC 9700 negative cases', () => {
  test.each(cases)('%s', async (_, run, expected) => {
    const s = await setting();
    expect(await run(s)).toEqual(expected);
  });

  test('the token endpoint is rate-limited per client address (429 + Retry-After)', async () => {
    const ctx = testContext({ authRateLimitPerMinute: 3 });
    const send = () =>
      ctx.app.handle(
        new Request('http://catchd.test/oauth/token', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'grant_type=client_credentials',
        }),
      );
    for (let i = 0; i < 3; i++) expect((await send()).status).toBe(401);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test('the per-credential rate limit answers the client endpoints in the RFC shape too', async () => {
    const ctx = testContext({ rateLimitPerMinute: 2 });
    const send = () =>
      ctx.app.handle(
        new Request('http://catchd.test/oauth/revoke', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'token=x',
        }),
      );
    for (let i = 0; i < 2; i++) expect((await send()).status).toBe(401);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toBe('application/json');
    expect(await limited.json()).toMatchObject({ error: 'rate_limited' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
