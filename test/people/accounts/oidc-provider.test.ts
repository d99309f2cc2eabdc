// Sign-in through an outside OpenID Connect issuer. The test serves a small but real issuer
// on 127.0.0.1 (discovery, authorize, token with a signed id_token, JWKS, userinfo); catchd's
// generic provider (arctic's OAuth2Client + discovery + jose) talks to it over loopback.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { Secret, TOTP } from 'otpauth';
import { confirmSetup, secretBoxOf, startSetup } from '../../../src/modules/people/second-factor/service';
import type { SignupMode } from '../../../src/config';
import { joiningMail } from '../../../src/modules/people/joining/mail';
import { decideSignUp } from '../../../src/modules/people/joining/sign-ups';
import { confirmEmailChange, updateProfile } from '../../../src/modules/people/me/service';
import { noClient } from '../../../src/identity/activity';
import { testContext, type TestContext } from '../../support';
import { FormBrowser, formFields, userWithPassword } from '../../developers/oauth/helpers';

const clientId = 'catchd-test';
const clientSecret = 'issuer-secret';

interface IssuerBehaviour {
  claims: Record<string, unknown>;
  /** Sign with a key that is not in the JWKS. */
  foreignKey: boolean;
  /** Replace the nonce the client sent. */
  nonce: string | null;
}

let server: ReturnType<typeof Bun.serve>;
let issuer: string;
let signingKey: CryptoKey;
let foreignKey: CryptoKey;
const behaviour: IssuerBehaviour = { claims: {}, foreignKey: false, nonce: null };
const pendingCodes = new Map<string, { nonce: string; challenge: string; redirectUri: string }>();

async function sha256Base64Url(text: string): Promise<string> {
  return Buffer.from(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))).toString('base64url');
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  foreignKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(request) {
      const url = new URL(request.url);
      switch (url.pathname) {
        case '/.well-known/openid-configuration':
          return Response.json({
            issuer,
            authorization_endpoint: `${issuer}/authorize`,
            token_endpoint: `${issuer}/token`,
            jwks_uri: `${issuer}/jwks`,
            userinfo_endpoint: `${issuer}/userinfo`,
            response_types_supported: ['code'],
            subject_types_supported: ['public'],
            id_token_signing_alg_values_supported: ['RS256'],
          });
        case '/authorize': {
          const p = url.searchParams;
          if (p.get('client_id') !== clientId || p.get('code_challenge_method') !== 'S256' || !p.get('nonce'))
            return new Response('bad request', { status: 400 });
          const code = crypto.randomUUID();
          pendingCodes.set(code, { nonce: p.get('nonce')!, challenge: p.get('code_challenge')!, redirectUri: p.get('redirect_uri')! });
          const back = new URL(p.get('redirect_uri')!);
          back.searchParams.set('code', code);
          back.searchParams.set('state', p.get('state')!);
          return Response.redirect(back.toString(), 302);
        }
        case '/token': {
          const form = new URLSearchParams(await request.text());
          const pending = pendingCodes.get(form.get('code') ?? '');
          pendingCodes.delete(form.get('code') ?? '');
          const basic = `Basic ${btoa(`${clientId}:${clientSecret}`)}`;
          if (
            !pending ||
            request.headers.get('authorization') !== basic ||
            (await sha256Base64Url(form.get('code_verifier') ?? '')) !== pending.challenge ||
            form.get('redirect_uri') !== pending.redirectUri
          )
            return Response.json({ error: 'invalid_grant' }, { status: 400 });
          const idToken = await new SignJWT({ nonce: behaviour.nonce ?? pending.nonce, ...behaviour.claims })
            .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
            .setIssuer(issuer)
            .setAudience(clientId)
            .setIssuedAt()
            .setExpirationTime('5m')
            .sign(behaviour.foreignKey ? foreignKey : signingKey);
          return Response.json({ access_token: 'issuer-access-token', token_type: 'Bearer', expires_in: 300, id_token: idToken });
        }
        case '/jwks':
          return Response.json({ keys: [jwk] });
        case '/userinfo':
          if (request.headers.get('authorization') !== 'Bearer issuer-access-token') return new Response(null, { status: 401 });
          return Response.json({ sub: behaviour.claims.sub, email: 'from-userinfo@reef.test', email_verified: true });
        default:
          return new Response('not found', { status: 404 });
      }
    },
  });
  issuer = `http://127.0.0.1:${server.port}`;
});

afterAll(() => server.stop(true));

function context(claims: Record<string, unknown>, changes: Partial<IssuerBehaviour> = {}, signup: SignupMode = 'open'): TestContext {
  Object.assign(behaviour, { claims, foreignKey: false, nonce: null, ...changes });
  return testContext({
    signup,
    identityProviders: { github: null, google: null, oidc: { issuer, clientId, clientSecret, name: 'Reef ID' } },
  });
}

/** A person whose address was confirmed (as by a mailed link), so that an issuer that verified it may link to them. */
async function confirmedUser(ctx: TestContext, email: string): Promise<string> {
  const id = await userWithPassword(ctx, email);
  await ctx.db.run('UPDATE users SET email_confirmed_at = ? WHERE id = ?', ctx.clock.now, id);
  return id;
}

/** Presses "Continue with Reef ID", lets the issuer redirect back, and returns catchd's last answer. */
async function signInThroughIssuer(browser: FormBrowser): Promise<Response> {
  const start = await browser.send('GET', '/sign-in/oidc?return_to=%2Faccount');
  expect(start.status).toBe(302);
  const atIssuer = await fetch(start.headers.get('location')!, { redirect: 'manual' });
  expect(atIssuer.status).toBe(302);
  return browser.send('GET', atIssuer.headers.get('location')!);
}

describe('sign-in through an OpenID Connect issuer', () => {
  test('the sign-in page offers the configured issuer', async () => {
    const ctx = context({ sub: 'u1' });
    expect(await (await new FormBrowser(ctx).send('GET', '/sign-in')).text()).toContain('Continue with Reef ID');
  });

  test('a verified email links to the existing user', async () => {
    const ctx = context({ sub: 'reef-1', email: 'diver@reef.test', email_verified: true, name: 'Reef Diver' });
    const userId = await confirmedUser(ctx, 'diver@reef.test');
    const browser = new FormBrowser(ctx);
    const answer = await signInThroughIssuer(browser);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/account');
    expect(await (await browser.send('GET', '/account')).text()).toContain('diver@reef.test');
    expect((await ctx.db.all<{ id: string }>('SELECT id FROM users')).map((u) => u.id)).toEqual([userId]);
    // Next time the identity itself is known, whatever the email says.
    behaviour.claims = { sub: 'reef-1', email: 'changed@reef.test', email_verified: false };
    const again = new FormBrowser(ctx);
    await signInThroughIssuer(again);
    expect(await (await again.send('GET', '/account')).text()).toContain('diver@reef.test');
  });

  test('a new verified person becomes a diver; email from userinfo when the id_token has none', async () => {
    const ctx = context({ sub: 'reef-2' });
    const browser = new FormBrowser(ctx);
    expect((await signInThroughIssuer(browser)).status).toBe(302);
    const created = await ctx.db.all<{ email: string; role: string; email_confirmed_at: number }>(
      'SELECT email, role, email_confirmed_at FROM users',
    );
    expect(created.map((u) => [u.email, u.role, Number(u.email_confirmed_at)])).toEqual([
      ['from-userinfo@reef.test', 'diver', ctx.clock.now],
    ]);
  });

  test.each([
    ['an unverified email is never linked', { sub: 'reef-3', email: 'diver@reef.test', email_verified: false }, {}, 403],
    [
      'an id_token signed by a key outside the JWKS',
      { sub: 'reef-4', email: 'diver@reef.test', email_verified: true },
      { foreignKey: true },
      502,
    ],
    ['an id_token with another nonce', { sub: 'reef-5', email: 'diver@reef.test', email_verified: true }, { nonce: 'replayed' }, 502],
  ] as const)('%s: refused without a session', async (_, claims, changes, status) => {
    const ctx = context(claims, changes);
    await userWithPassword(ctx, 'diver@reef.test');
    const browser = new FormBrowser(ctx);
    const answer = await signInThroughIssuer(browser);
    expect(answer.status).toBe(status);
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(browser.cookies.has('catchd_session')).toBe(false);
  });

  test('a callback whose state was not started in this browser is refused', async () => {
    const ctx = context({ sub: 'reef-6', email: 'diver@reef.test', email_verified: true });
    const victim = new FormBrowser(ctx);
    const start = await new FormBrowser(ctx).send('GET', '/sign-in/oidc');
    const atIssuer = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    // The attacker's callback URL, opened in the victim's browser (login CSRF).
    const answer = await victim.send('GET', atIssuer.headers.get('location')!);
    expect(answer.status).toBe(400);
    expect(victim.cookies.has('catchd_session')).toBe(false);
  });

  test.each([
    ['a hostile return_to at the start', '/\t/evil.example', null],
    ['a pending cookie whose return path was changed (a sibling site can set cookies under http)', '/account', '/\t/evil.example'],
  ])('%s: the callback still lands on this site', async (_, returnTo, tamperedTo) => {
    const ctx = context({ sub: 'reef-7', email: 'diver@reef.test', email_verified: true });
    await confirmedUser(ctx, 'diver@reef.test');
    const browser = new FormBrowser(ctx);
    const start = await browser.send('GET', `/sign-in/oidc?return_to=${encodeURIComponent(returnTo)}`);
    if (tamperedTo) {
      const pending = JSON.parse(Buffer.from(browser.cookies.get('catchd_signin')!, 'base64url').toString()) as { returnTo: string };
      browser.cookies.set('catchd_signin', Buffer.from(JSON.stringify({ ...pending, returnTo: tamperedTo })).toString('base64url'));
    }
    const atIssuer = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const answer = await browser.send('GET', atIssuer.headers.get('location')!);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/account');
    expect(browser.cookies.has('catchd_session')).toBe(true);
  });

  test('with an authenticator app, the issuer is only the first factor: the code page follows, then the session', async () => {
    const ctx = context({ sub: 'reef-8', email: 'diver@reef.test', email_verified: true });
    const userId = await confirmedUser(ctx, 'diver@reef.test');
    const box = secretBoxOf(ctx.deps.config.secretKey);
    await startSetup(ctx.db, box, userId, ctx.clock.now);
    const sealed = (await ctx.db.get<{ secret: string }>('SELECT secret FROM totp_factors WHERE user_id = ?', userId))!;
    const secret = box!.open(sealed.secret, userId);
    const codeAt = (seconds: number): string =>
      new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: seconds * 1000 });
    await confirmSetup(ctx.db, box, userId, codeAt(ctx.clock.now), null, { now: ctx.clock.now, client: noClient });
    ctx.clock.now += 30;

    const browser = new FormBrowser(ctx);
    const codeStep = await signInThroughIssuer(browser);
    expect(codeStep.status).toBe(200);
    const page = await codeStep.text();
    expect(page).toContain('Enter the code from your app');
    expect(browser.cookies.has('catchd_session')).toBe(false);
    expect(browser.cookies.has('catchd_signin')).toBe(false);
    const fields = formFields(page);
    const wrong = await browser.send('POST', '/sign-in/code', { ...fields, code: '000000' });
    expect(wrong.status).toBe(401);
    expect(browser.cookies.has('catchd_session')).toBe(false);
    const signedIn = await browser.send('POST', '/sign-in/code', { ...fields, code: codeAt(ctx.clock.now) });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/account');
    expect(browser.cookies.has('catchd_session')).toBe(true);
  });
});

describe('outside sign-in follows how people join (CATCHD_SIGNUP)', () => {
  const newcomer = { sub: 'reef-new', email: 'newcomer@reef.test', email_verified: true, name: 'Nadia' };

  test.each(['closed', 'invite'] as const)('%s: an unknown address makes no account and no session', async (mode) => {
    const ctx = context(newcomer, {}, mode);
    const browser = new FormBrowser(ctx);
    const answer = await signInThroughIssuer(browser);
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain(mode === 'invite' ? 'invitation' : 'does not take new members');
    expect(browser.cookies.has('catchd_session')).toBe(false);
    expect(await ctx.db.all('SELECT id FROM users')).toEqual([]);
    expect(await ctx.db.all('SELECT provider FROM external_identities')).toEqual([]);
  });

  test.each(['closed', 'invite'] as const)('%s: someone who already has an account still signs in', async (mode) => {
    const ctx = context({ ...newcomer, email: 'member@reef.test' }, {}, mode);
    await confirmedUser(ctx, 'member@reef.test');
    const browser = new FormBrowser(ctx);
    expect((await signInThroughIssuer(browser)).status).toBe(302);
    expect(browser.cookies.has('catchd_session')).toBe(true);
  });

  test('approval: an unknown address becomes a waiting sign-up; once approved, the same sign-in lets the person in', async () => {
    const ctx = context(newcomer, {}, 'approval');
    const browser = new FormBrowser(ctx);
    const answer = await signInThroughIssuer(browser);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('waiting for an administrator');
    expect(browser.cookies.has('catchd_session')).toBe(false);
    expect(await ctx.db.all('SELECT id FROM users')).toEqual([]);
    const waiting = await ctx.db.all<{ id: string; state: string; display_name: string }>('SELECT id, state, display_name FROM sign_ups');
    expect(waiting.map((row) => [row.state, row.display_name])).toEqual([['requested', 'Nadia']]);
    // Again before a decision: still waiting, still one sign-up.
    expect((await signInThroughIssuer(new FormBrowser(ctx))).status).toBe(200);
    expect(await ctx.db.all('SELECT id FROM sign_ups')).toHaveLength(1);

    const admin = await ctx.user('admin@reef.test', 'admin');
    const policy = joiningMail(ctx.deps).policy;
    await decideSignUp(
      ctx.db,
      policy,
      { userId: admin.id, role: 'admin' },
      waiting[0]!.id,
      'approved',
      ctx.clock.now,
      ctx.deps.randomBytes,
    );
    const after = new FormBrowser(ctx);
    expect((await signInThroughIssuer(after)).status).toBe(302);
    expect(after.cookies.has('catchd_session')).toBe(true);
    expect(await (await after.send('GET', '/account')).text()).toContain('newcomer@reef.test');
  });
});

describe('an address is linked only once confirmed', () => {
  test('without mail, an address set through PATCH /v1/me is unconfirmed: its owner signing in through the issuer never lands in that account', async () => {
    const ctx = context({ sub: 'victim', email: 'victim@reef.test', email_verified: true });
    const attacker = await ctx.user('attacker@reef.test');
    const patched = await ctx.request('PATCH', '/v1/me', { key: attacker.key, body: { email: 'victim@reef.test' } });
    expect(patched.status).toBe(200);
    expect(((await patched.json()) as { email: string }).email).toBe('victim@reef.test');
    const browser = new FormBrowser(ctx);
    const answer = await signInThroughIssuer(browser);
    expect(answer.status).toBe(403);
    expect(await answer.text()).toContain('not been confirmed');
    expect(browser.cookies.has('catchd_session')).toBe(false);
    expect(await ctx.db.all('SELECT provider FROM external_identities')).toEqual([]);
  });

  test('an address confirmed by its mailed link links; a change to another address is unconfirmed again', async () => {
    const ctx = context({ sub: 'owner', email: 'owner@reef.test', email_verified: true });
    const id = await userWithPassword(ctx, 'old@reef.test');
    const at = { now: ctx.clock.now, client: noClient, randomBytes: ctx.deps.randomBytes };
    const asked = await updateProfile(ctx.db, id, { email: 'owner@reef.test' }, { ...at, mailConfigured: true });
    if (asked.email.kind !== 'confirm') throw new Error('expected a link to confirm');
    await confirmEmailChange(ctx.db, asked.email.secret, at);
    const browser = new FormBrowser(ctx);
    expect((await signInThroughIssuer(browser)).status).toBe(302);
    expect(await (await browser.send('GET', '/account')).text()).toContain('owner@reef.test');

    await updateProfile(ctx.db, id, { email: 'moved@reef.test' }, { ...at, mailConfigured: false });
    const row = await ctx.db.get<{ email_confirmed_at: number | null }>('SELECT email_confirmed_at FROM users WHERE id = ?', id);
    expect(row?.email_confirmed_at).toBeNull();
  });
});
