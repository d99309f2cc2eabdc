// Test helpers for OAuth flows: a cookie-keeping "browser" that fills in the HTML forms
// through app.handle, users with passwords, and oauth4webapi wired to the app.
import * as oauth from 'oauth4webapi';
import { upsertUser } from '../../../src/identity/people';
import { testPasswords, type TestContext } from '../../support';

export const password = 'correct horse battery staple';

export async function userWithPassword(
  ctx: Pick<TestContext, 'db' | 'clock'>,
  email: string,
  role: 'admin' | 'verifier' | 'diver' = 'diver',
): Promise<string> {
  const { user } = await upsertUser(ctx.db, { email, role, passwordHash: await testPasswords.hash(password) }, ctx.clock.now);
  return user.id;
}

function unescapeHtml(text: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return text.replace(/&(?:#(\d+)|([a-z]+));/g, (whole, code: string | undefined, name: string | undefined) =>
    code !== undefined ? String.fromCharCode(Number(code)) : (named[name!] ?? whole),
  );
}

/** The hidden and named inputs of the first form in a page. */
export function formFields(page: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g)) fields[match[1]] = unescapeHtml(match[2]);
  return fields;
}

/** Where a FormBrowser sends its requests: a test context's app, or a server over HTTP. */
export interface Site {
  app: { handle(request: Request): Response | Promise<Response> };
  deps: { config: { baseUrl: string } };
}

/** A server at `baseUrl` over real HTTP, as a Site (redirects are answers, not followed). */
export const siteAt = (baseUrl: string): Site => ({
  app: { handle: (request) => fetch(request, { redirect: 'manual' }) },
  deps: { config: { baseUrl } },
});

/** A browser without JavaScript: keeps cookies, posts forms, never follows redirects. */
export class FormBrowser {
  readonly cookies = new Map<string, string>();

  /** `headers` go with every request (a User-Agent, a test client address). */
  constructor(
    private readonly ctx: Site,
    private readonly headers: Record<string, string> = {},
  ) {}

  async send(method: string, path: string, form?: Record<string, string>): Promise<Response> {
    const headers: Record<string, string> = { ...this.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const url = path.startsWith('http') ? path : `${this.ctx.deps.config.baseUrl}${path}`;
    const response = await this.ctx.app.handle(
      new Request(url, { method, headers, body: form ? new URLSearchParams(form).toString() : undefined }),
    );
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1);
      if (value === '' || /Max-Age=0/.test(cookie)) this.cookies.delete(pair.slice(0, eq));
      else this.cookies.set(pair.slice(0, eq), value);
    }
    return response;
  }

  async signIn(email: string, secret = password): Promise<Response> {
    const page = await (await this.send('GET', '/sign-in')).text();
    return this.send('POST', '/sign-in', { ...formFields(page), email, password: secret });
  }

  /** Opens the consent page for these parameters and presses allow or deny; returns the final answer. */
  async authorize(params: Record<string, string>, decision: 'allow' | 'deny' = 'allow'): Promise<Response> {
    const consent = await this.send('GET', `/oauth/authorize?${new URLSearchParams(params)}`);
    if (consent.status !== 200) return consent;
    return this.send('POST', '/oauth/authorize', { ...formFields(await consent.text()), decision });
  }
}

/** oauth4webapi talking to the app in-process (customFetch) over plain http. */
export async function discover(ctx: TestContext) {
  const options = {
    [oauth.customFetch]: (input: string | URL | Request, init?: RequestInit) => ctx.app.handle(new Request(input, init)),
    [oauth.allowInsecureRequests]: true,
  };
  const issuer = new URL(ctx.deps.config.baseUrl);
  const as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...options }));
  return { as, options };
}

export interface RegisteredApp {
  client: oauth.Client;
  secret: string | null;
  auth: oauth.ClientAuth;
  redirectUri: string;
}

export async function registerApp(
  ctx: TestContext,
  ownerKey: string,
  input: { type?: 'confidential' | 'public'; scopes?: string[]; redirect_uris?: string[]; name?: string } = {},
): Promise<RegisteredApp> {
  const body = {
    name: input.name ?? 'Dive Log Pro',
    type: input.type ?? 'confidential',
    scopes: input.scopes ?? ['catches:read', 'catches:write', 'account:read'],
    redirect_uris: input.redirect_uris ?? ['https://divelog.example/callback'],
  };
  const response = await ctx.request('POST', '/v1/apps', { key: ownerKey, body });
  if (response.status !== 201) throw new Error(`app registration failed: ${response.status} ${await response.text()}`);
  const app = (await response.json()) as { client_id: string; client_secret: string | null };
  return {
    client: { client_id: app.client_id },
    secret: app.client_secret,
    auth: app.client_secret ? oauth.ClientSecretBasic(app.client_secret) : oauth.None(),
    redirectUri: body.redirect_uris[0],
  };
}

export interface PkceStart {
  verifier: string;
  state: string;
  params: Record<string, string>;
}

export async function pkceStart(app: RegisteredApp, scope?: string): Promise<PkceStart> {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const params: Record<string, string> = {
    response_type: 'code',
    client_id: app.client.client_id,
    redirect_uri: app.redirectUri,
    state,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  };
  if (scope) params.scope = scope;
  return { verifier, state, params };
}

/** The whole authorization code flow as oauth4webapi does it; returns the token response. */
export async function codeFlow(ctx: TestContext, browser: FormBrowser, app: RegisteredApp, scope?: string) {
  const { as, options } = await discover(ctx);
  const start = await pkceStart(app, scope);
  const answer = await browser.authorize(start.params);
  const location = answer.headers.get('location');
  if (!location) throw new Error(`no redirect: ${answer.status} ${await answer.text()}`);
  const callback = oauth.validateAuthResponse(as, app.client, new URL(location), start.state);
  const response = await oauth.authorizationCodeGrantRequest(as, app.client, app.auth, callback, app.redirectUri, start.verifier, options);
  return { tokens: await oauth.processAuthorizationCodeResponse(as, app.client, response), as, options, callback, start, location };
}
