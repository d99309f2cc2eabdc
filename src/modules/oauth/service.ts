// The authorization server's rules: authorization requests, codes, grants (token families),
// access and refresh tokens, client authentication, revocation and introspection.
import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { writeTransaction } from '../../db/client';
import { oauthApps, oauthCodes, oauthGrants, oauthTokens, users } from '../../db/schema';
import { isId, newId } from '../../lib/ids';
import { NotFound } from '../../lib/problem';
import { constantTimeEqual, newSecret, sha256Hex, type RandomBytes } from '../../lib/secrets';
import { toIso } from '../../lib/time';
import { effectiveScopes, isScope, type Role, type Scope } from '../auth/scopes';
import { findOAuthApp, type AppRow } from './apps';
import { authorizationQuery } from './model';

export const accessTokenPrefix = 'cdat_';
export const refreshTokenPrefix = 'cdrt_';
const codePrefix = 'cdac_';
export const accessTokenLifetimeSeconds = 3600;
export const refreshTokenLifetimeSeconds = 30 * 24 * 3600;
export const codeLifetimeSeconds = 60;

/** An RFC 6749 §5.2 / §4.1.2.1 error: `error` is the registered code. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    description: string,
    readonly status = 400,
  ) {
    super(description);
  }
}

const scopeList = (text: string): string[] => text.split(' ').filter(Boolean);

// ---------------------------------------------------------------- authorization requests

const loopbackIpHosts = new Set(['127.0.0.1', '[::1]']);

/**
 * Exact string match against the registered URIs, except that for loopback IP redirect
 * URIs the port may differ (RFC 8252 §7.3): native apps get a random port at run time.
 */
export function matchRedirectUri(registered: string[], requested: string): boolean {
  if (registered.includes(requested)) return true;
  if (!URL.canParse(requested) || requested.includes('#')) return false;
  const asked = new URL(requested);
  if (asked.protocol !== 'http:' || !loopbackIpHosts.has(asked.hostname) || asked.username || asked.password) return false;
  return registered.some((uri) => {
    const known = new URL(uri);
    return (
      known.protocol === 'http:' && known.hostname === asked.hostname && known.pathname === asked.pathname && known.search === asked.search
    );
  });
}

export type AuthorizationCheck =
  /** Nothing trustworthy to redirect to: show an error page. */
  | { kind: 'page_error'; message: string }
  /** Redirect the error to the verified redirect URI (RFC 6749 §4.1.2.1). */
  | { kind: 'redirect_error'; redirectUri: string; state: string | null; error: string; description: string }
  | { kind: 'ok'; app: AppRow; redirectUri: string; state: string | null; scopes: Scope[]; codeChallenge: string };

type Params = Record<string, string | string[] | undefined>;

function single(params: Params, name: string): string | null | 'repeated' {
  const value = params[name];
  if (Array.isArray(value)) return value.length === 1 ? value[0] : 'repeated';
  return value === undefined || value === '' ? null : value;
}

const pkceChallengePattern = /^[A-Za-z0-9_-]{43}$/;

export function checkAuthorizationRequest(db: Db, params: Params): AuthorizationCheck {
  const clientId = single(params, 'client_id');
  if (clientId === null || clientId === 'repeated') return { kind: 'page_error', message: 'The request names no app (client_id is missing).' };
  const app = isId('app', clientId) ? findOAuthApp(db, clientId) : undefined;
  if (!app) return { kind: 'page_error', message: 'The app that sent you here is not registered.' };
  const requestedUri = single(params, 'redirect_uri');
  if (requestedUri === 'repeated') return { kind: 'page_error', message: 'The request repeats redirect_uri.' };
  let redirectUri: string;
  if (requestedUri === null) {
    if (app.redirectUris.length !== 1) return { kind: 'page_error', message: 'The request has no redirect_uri and the app has several.' };
    redirectUri = app.redirectUris[0];
  } else {
    if (!matchRedirectUri(app.redirectUris, requestedUri))
      return { kind: 'page_error', message: 'The app asked to send you to an address it has not registered, so we stopped here.' };
    redirectUri = requestedUri;
  }
  const stateValue = single(params, 'state');
  // A state too long to send back is not sent back.
  const state = stateValue === 'repeated' || (stateValue?.length ?? 0) > authorizationQuery.state.maxLength ? null : stateValue;
  const fail = (error: string, description: string): AuthorizationCheck => ({ kind: 'redirect_error', redirectUri, state, error, description });
  if (stateValue === 'repeated') return fail('invalid_request', 'state is repeated');
  for (const [name, field] of Object.entries(authorizationQuery))
    if ((single(params, name)?.length ?? 0) > field.maxLength) return fail('invalid_request', `${name} is longer than ${field.maxLength} characters`);
  for (const name of ['response_type', 'scope', 'code_challenge', 'code_challenge_method'])
    if (single(params, name) === 'repeated') return fail('invalid_request', `${name} is repeated`);
  const responseType = single(params, 'response_type');
  if (responseType === null) return fail('invalid_request', 'response_type is required');
  if (responseType !== 'code') return fail('unsupported_response_type', 'Only response_type=code is supported (no implicit grant).');
  const challenge = single(params, 'code_challenge') as string | null;
  const method = single(params, 'code_challenge_method') as string | null;
  if (challenge === null) return fail('invalid_request', 'PKCE is required: send code_challenge with code_challenge_method=S256.');
  if (method !== 'S256') return fail('invalid_request', 'code_challenge_method must be S256 (plain is refused).');
  if (!pkceChallengePattern.test(challenge)) return fail('invalid_request', 'code_challenge must be a base64url SHA-256 (43 characters).');
  const scopeText = single(params, 'scope') as string | null;
  const allowed = new Set(scopeList(app.scopes));
  const requested = scopeText === null ? [...allowed] : scopeList(scopeText);
  const refused = requested.filter((s) => !isScope(s) || !allowed.has(s));
  if (refused.length > 0) return fail('invalid_scope', `Not available to this app: ${refused.join(' ')}`);
  if (requested.length === 0) return fail('invalid_scope', 'No scope requested.');
  return { kind: 'ok', app, redirectUri, state, scopes: [...new Set(requested)] as Scope[], codeChallenge: challenge };
}

/** The authorization response or error redirect, with `iss` (RFC 9207). */
export function authorizationRedirect(redirectUri: string, issuer: string, values: Record<string, string | null>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(values)) if (value !== null) url.searchParams.set(name, value);
  url.searchParams.set('iss', issuer);
  return url.toString();
}

export interface CodeRequest {
  app: AppRow;
  userId: string;
  role: Role;
  redirectUri: string;
  scopes: Scope[];
  codeChallenge: string;
}

/** Issues a code for what the user allowed, cut down to what the user's role may hold. */
export function issueCode(db: Db, request: CodeRequest, now: number, randomBytes: RandomBytes): string | null {
  const scopes = [...effectiveScopes(request.scopes, request.role)].filter((s) => request.scopes.includes(s));
  if (scopes.length === 0) return null;
  const code = newSecret(codePrefix, randomBytes, 32);
  // Long-expired codes are only clutter (a replay of one is refused as unknown anyway).
  db.delete(oauthCodes).where(lt(oauthCodes.expiresAt, now - 3600)).run();
  db.insert(oauthCodes)
    .values({
      codeHash: sha256Hex(code),
      appId: request.app.id,
      userId: request.userId,
      redirectUri: request.redirectUri,
      codeChallenge: request.codeChallenge,
      scopes: scopes.join(' '),
      expiresAt: now + codeLifetimeSeconds,
    })
    .run();
  return code;
}

// ---------------------------------------------------------------- client authentication

export interface ClientCredentialsInput {
  authorization: string | null;
  clientId: string;
  clientSecret: string;
}

function decodeFormComponent(text: string): string {
  return decodeURIComponent(text.replace(/\+/g, ' '));
}

/** client_secret_basic, client_secret_post, or none (public apps): RFC 6749 §2.3. */
export function authenticateClient(db: Db, input: ClientCredentialsInput): AppRow {
  let clientId = input.clientId;
  let secret = input.clientSecret;
  if (input.authorization && /^basic /i.test(input.authorization)) {
    if (secret) throw new OAuthError('invalid_request', 'Use one client authentication method, not two.');
    let decoded: string;
    try {
      decoded = Buffer.from(input.authorization.slice(6).trim(), 'base64').toString();
      const colon = decoded.indexOf(':');
      if (colon < 0) throw new Error('no colon');
      const basicId = decodeFormComponent(decoded.slice(0, colon));
      if (clientId && clientId !== basicId) throw new OAuthError('invalid_request', 'client_id differs from the Basic credentials.');
      clientId = basicId;
      secret = decodeFormComponent(decoded.slice(colon + 1));
    } catch (error) {
      if (error instanceof OAuthError) throw error;
      throw new OAuthError('invalid_client', 'The Basic credentials are malformed.', 401);
    }
  }
  const app = clientId && isId('app', clientId) ? findOAuthApp(db, clientId) : undefined;
  if (!app) throw new OAuthError('invalid_client', 'Unknown client.', 401);
  if (app.type === 'public') {
    if (secret) throw new OAuthError('invalid_client', 'Public apps have no client secret.', 401);
    return app;
  }
  if (!secret || !app.secretHash || !constantTimeEqual(sha256Hex(secret), app.secretHash))
    throw new OAuthError('invalid_client', 'Client authentication failed.', 401);
  return app;
}

// ---------------------------------------------------------------- tokens

export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token?: string;
  scope: string;
}

function issueTokens(db: Db, grantId: string, scopes: string, now: number, randomBytes: RandomBytes, withRefresh: boolean): TokenResponse {
  const accessToken = newSecret(accessTokenPrefix, randomBytes, 32);
  db.insert(oauthTokens)
    .values({ id: newId('tok'), grantId, kind: 'access', tokenHash: sha256Hex(accessToken), scopes, createdAt: now, expiresAt: now + accessTokenLifetimeSeconds })
    .run();
  const response: TokenResponse = { access_token: accessToken, token_type: 'Bearer', expires_in: accessTokenLifetimeSeconds, scope: scopes };
  if (withRefresh) {
    const refreshToken = newSecret(refreshTokenPrefix, randomBytes, 32);
    db.insert(oauthTokens)
      .values({ id: newId('tok'), grantId, kind: 'refresh', tokenHash: sha256Hex(refreshToken), scopes, createdAt: now, expiresAt: now + refreshTokenLifetimeSeconds })
      .run();
    response.refresh_token = refreshToken;
  }
  return response;
}

function revokeGrant(db: Db, grantId: string, now: number): void {
  db.update(oauthGrants).set({ revokedAt: now }).where(and(eq(oauthGrants.id, grantId), isNull(oauthGrants.revokedAt))).run();
  db.update(oauthTokens).set({ revokedAt: now }).where(and(eq(oauthTokens.grantId, grantId), isNull(oauthTokens.revokedAt))).run();
}

function pkceMatches(verifier: string, challenge: string): boolean {
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) return false;
  const computed = new Bun.CryptoHasher('sha256').update(verifier).digest('base64url');
  return constantTimeEqual(computed, challenge);
}

export interface CodeExchange {
  code: string;
  redirectUri: string;
  codeVerifier: string;
}

export function exchangeCode(db: Db, app: AppRow, input: CodeExchange, now: number, randomBytes: RandomBytes): TokenResponse {
  if (!input.code) throw new OAuthError('invalid_request', 'code is required.');
  if (!input.codeVerifier) throw new OAuthError('invalid_request', 'code_verifier is required (PKCE).');
  if (!input.redirectUri) throw new OAuthError('invalid_request', 'redirect_uri is required.');
  // Failures are returned, not thrown, so that what they changed commits: a failed attempt
  // still uses the code up, and a replay still revokes the grant.
  const outcome = writeTransaction(db, (): TokenResponse | OAuthError => {
    const code = db.select().from(oauthCodes).where(eq(oauthCodes.codeHash, sha256Hex(input.code))).get();
    if (!code || code.appId !== app.id) return new OAuthError('invalid_grant', 'The code is unknown or was issued to another client.');
    if (code.usedAt !== null) {
      // A replayed code means it leaked: what it produced is revoked too (RFC 6749 §4.1.2).
      if (code.grantId) revokeGrant(db, code.grantId, now);
      return new OAuthError('invalid_grant', 'The code was already used.');
    }
    db.update(oauthCodes).set({ usedAt: now }).where(eq(oauthCodes.codeHash, code.codeHash)).run();
    if (code.expiresAt <= now) return new OAuthError('invalid_grant', 'The code has expired.');
    if (code.redirectUri !== input.redirectUri) return new OAuthError('invalid_grant', 'redirect_uri differs from the authorization request.');
    if (!pkceMatches(input.codeVerifier, code.codeChallenge)) return new OAuthError('invalid_grant', 'code_verifier does not match the code_challenge.');
    const grantId = newId('grant');
    db.insert(oauthGrants).values({ id: grantId, appId: app.id, userId: code.userId, kind: 'authorization_code', scopes: code.scopes, createdAt: now }).run();
    db.update(oauthCodes).set({ grantId }).where(eq(oauthCodes.codeHash, code.codeHash)).run();
    return issueTokens(db, grantId, code.scopes, now, randomBytes, true);
  });
  if (outcome instanceof OAuthError) throw outcome;
  return outcome;
}

function parseScopeParameter(text: string, available: string[]): string[] {
  if (!text) return available;
  const asked = [...new Set(scopeList(text))];
  const beyond = asked.filter((s) => !available.includes(s));
  if (beyond.length > 0) throw new OAuthError('invalid_scope', `Not available here: ${beyond.join(' ')}`);
  return asked;
}

export function refreshTokens(db: Db, app: AppRow, input: { refreshToken: string; scope: string }, now: number, randomBytes: RandomBytes): TokenResponse {
  if (!input.refreshToken) throw new OAuthError('invalid_request', 'refresh_token is required.');
  // As in exchangeCode: a reuse must commit its revocation, so errors are thrown after the commit.
  const outcome = writeTransaction(db, (): TokenResponse | OAuthError => {
    const row = db
      .select({ token: oauthTokens, grant: oauthGrants })
      .from(oauthTokens)
      .innerJoin(oauthGrants, eq(oauthGrants.id, oauthTokens.grantId))
      .where(and(eq(oauthTokens.tokenHash, sha256Hex(input.refreshToken)), eq(oauthTokens.kind, 'refresh')))
      .get();
    if (!row || row.grant.appId !== app.id) return new OAuthError('invalid_grant', 'The refresh token is unknown or was issued to another client.');
    if (row.grant.revokedAt !== null || row.token.revokedAt !== null) return new OAuthError('invalid_grant', 'The grant was revoked.');
    if (row.token.retiredAt !== null) {
      revokeGrant(db, row.grant.id, now);
      return new OAuthError('invalid_grant', 'The refresh token was already used; the whole grant is now revoked.');
    }
    if (row.token.expiresAt <= now) return new OAuthError('invalid_grant', 'The refresh token has expired.');
    let scopes: string[];
    try {
      scopes = parseScopeParameter(input.scope, scopeList(row.grant.scopes));
    } catch (error) {
      return error as OAuthError;
    }
    db.update(oauthTokens).set({ retiredAt: now }).where(eq(oauthTokens.id, row.token.id)).run();
    return issueTokens(db, row.grant.id, scopes.join(' '), now, randomBytes, true);
  });
  if (outcome instanceof OAuthError) throw outcome;
  return outcome;
}

/** The app acting as its owner, within the app's scopes (and the owner's role). */
export function clientCredentialsToken(db: Db, app: AppRow, input: { scope: string }, now: number, randomBytes: RandomBytes): TokenResponse {
  if (app.type !== 'confidential') throw new OAuthError('unauthorized_client', 'Only confidential apps may use client_credentials.');
  const scopes = parseScopeParameter(input.scope, scopeList(app.scopes));
  return writeTransaction(db, () => {
    let grant = db
      .select()
      .from(oauthGrants)
      .where(and(eq(oauthGrants.appId, app.id), eq(oauthGrants.kind, 'client_credentials'), isNull(oauthGrants.revokedAt)))
      .get();
    if (!grant)
      grant = db
        .insert(oauthGrants)
        .values({ id: newId('grant'), appId: app.id, userId: app.ownerId, kind: 'client_credentials', scopes: app.scopes, createdAt: now })
        .returning()
        .get();
    return issueTokens(db, grant.id, scopes.join(' '), now, randomBytes, false);
  });
}

interface TokenLookup {
  token: typeof oauthTokens.$inferSelect;
  grant: typeof oauthGrants.$inferSelect;
  app: AppRow;
  user: typeof users.$inferSelect;
}

function lookupToken(db: Db, secret: string): TokenLookup | undefined {
  if (secret.length < 8 || secret.length > 512) return undefined;
  return db
    .select({ token: oauthTokens, grant: oauthGrants, app: oauthApps, user: users })
    .from(oauthTokens)
    .innerJoin(oauthGrants, eq(oauthGrants.id, oauthTokens.grantId))
    .innerJoin(oauthApps, eq(oauthApps.id, oauthGrants.appId))
    .innerJoin(users, eq(users.id, oauthGrants.userId))
    .where(eq(oauthTokens.tokenHash, sha256Hex(secret)))
    .get();
}

function isLive(found: TokenLookup, now: number): boolean {
  const { token, grant } = found;
  return token.revokedAt === null && token.retiredAt === null && grant.revokedAt === null && token.expiresAt > now;
}

/** RFC 7009: unknown tokens and tokens of other clients are a silent success. */
export function revokeToken(db: Db, app: AppRow, secret: string, now: number): void {
  const found = lookupToken(db, secret);
  if (!found || found.app.id !== app.id) return;
  writeTransaction(db, () => {
    // A refresh token stands for the grant: revoking it ends every token of the grant.
    if (found.token.kind === 'refresh') revokeGrant(db, found.grant.id, now);
    else db.update(oauthTokens).set({ revokedAt: now }).where(eq(oauthTokens.id, found.token.id)).run();
  });
}

export type Introspection =
  | { active: false }
  | {
      active: true;
      scope: string;
      client_id: string;
      sub: string;
      username: string;
      token_type: 'Bearer' | 'refresh_token';
      exp: number;
      iat: number;
      iss: string;
    };

/** RFC 7662, answered only about the calling app's own tokens. */
export function introspectToken(db: Db, app: AppRow, secret: string, now: number, issuer: string): Introspection {
  const found = secret ? lookupToken(db, secret) : undefined;
  if (!found || found.app.id !== app.id || !isLive(found, now)) return { active: false };
  const scopes = found.token.kind === 'access' ? [...effectiveScopes(scopeList(found.token.scopes), found.user.role)].filter((s) => scopeList(found.app.scopes).includes(s)) : scopeList(found.token.scopes);
  return {
    active: true,
    scope: scopes.join(' '),
    client_id: found.app.id,
    sub: found.user.id,
    username: found.user.email,
    token_type: found.token.kind === 'access' ? 'Bearer' : 'refresh_token',
    exp: found.token.expiresAt,
    iat: found.token.createdAt,
    iss: issuer,
  };
}

export interface AccessTokenPrincipal {
  userId: string;
  role: Role;
  displayName: string;
  scopes: Set<Scope>;
  credentialId: string;
}

const lastUsedResolutionSeconds = 60;

/** For authenticate(): a live access token → who it acts for, with token ∩ app ∩ role scopes. */
export function principalForAccessToken(db: Db, secret: string, now: number): AccessTokenPrincipal | null {
  const found = lookupToken(db, secret);
  if (!found || found.token.kind !== 'access' || !isLive(found, now)) return null;
  const appScopes = new Set(scopeList(found.app.scopes));
  const scopes = effectiveScopes(scopeList(found.token.scopes).filter((s) => appScopes.has(s)), found.user.role);
  if (found.grant.lastUsedAt === null || now - found.grant.lastUsedAt >= lastUsedResolutionSeconds)
    db.update(oauthGrants).set({ lastUsedAt: now }).where(eq(oauthGrants.id, found.grant.id)).run();
  return { userId: found.user.id, role: found.user.role, displayName: found.user.displayName, scopes, credentialId: found.grant.id };
}

// ---------------------------------------------------------------- a user's authorizations

export interface AuthorizationView {
  id: string;
  object: 'authorization';
  app: { id: string; name: string };
  scopes: string[];
  created_at: string;
  last_used_at: string | null;
}

export function listAuthorizations(db: Db, userId: string): AuthorizationView[] {
  return db
    .select({ grant: oauthGrants, app: oauthApps })
    .from(oauthGrants)
    .innerJoin(oauthApps, eq(oauthApps.id, oauthGrants.appId))
    .where(and(eq(oauthGrants.userId, userId), eq(oauthGrants.kind, 'authorization_code'), isNull(oauthGrants.revokedAt)))
    .orderBy(desc(oauthGrants.createdAt), desc(oauthGrants.id))
    .all()
    .map(({ grant, app }) => ({
      id: grant.id,
      object: 'authorization' as const,
      app: { id: app.id, name: app.name },
      scopes: scopeList(grant.scopes),
      created_at: toIso(grant.createdAt),
      last_used_at: grant.lastUsedAt === null ? null : toIso(grant.lastUsedAt),
    }));
}

export function revokeAuthorization(db: Db, userId: string, grantId: string, now: number): void {
  writeTransaction(db, () => {
    const grant = db
      .select()
      .from(oauthGrants)
      .where(and(eq(oauthGrants.id, grantId), eq(oauthGrants.userId, userId), eq(oauthGrants.kind, 'authorization_code'), isNull(oauthGrants.revokedAt)))
      .get();
    if (!grant) throw new NotFound('The authorization');
    revokeGrant(db, grant.id, now);
  });
}
