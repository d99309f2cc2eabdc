// The authorization server's rules: authorization requests, codes, grants (token families),
// access and refresh tokens, client authentication, revocation and introspection.
import type { oauthGrants } from '../../../db/schema';
import type { Sql } from '../../../db/store';
import { isId, newId } from '../../../lib/ids';
import { NotFound } from '../../../lib/problem';
import { constantTimeEqual, newSecret, sha256Hex, type RandomBytes } from '../../../lib/secrets';
import { toIso } from '../../../lib/time';
import { effectiveScopes, isScope, type Role, type Scope } from '../../../identity/scopes';
import { accessTokenPrefix, isLive, lookupToken, scopeList } from '../../../identity/access-tokens';
import { findOAuthApp, type AppRow } from '../apps/service';
import { authorizationQuery } from './model';

const refreshTokenPrefix = 'cdrt_';
const codePrefix = 'cdac_';
const accessTokenLifetimeSeconds = 3600;
const refreshTokenLifetimeSeconds = 30 * 24 * 3600;
const codeLifetimeSeconds = 60;

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

// ---------------------------------------------------------------- authorization requests

const loopbackIpHosts = new Set(['127.0.0.1', '[::1]']);

/**
 * Exact string match against the registered URIs, except that for loopback IP redirect
 * URIs the port may differ (RFC 8252 §7.3): native apps get a random port at run time.
 */
function matchRedirectUri(registered: string[], requested: string): boolean {
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

/** Why an authorization request cannot even go back to the app. */
export type PageErrorReason = 'no_client' | 'unknown_app' | 'app_disabled' | 'repeated_redirect' | 'no_redirect' | 'unregistered_redirect';

export type AuthorizationCheck =
  /** Nothing trustworthy to redirect to: show an error page (its words are the page's, by `reason`). */
  | { kind: 'page_error'; reason: PageErrorReason }
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

export async function checkAuthorizationRequest(db: Sql, params: Params): Promise<AuthorizationCheck> {
  const clientId = single(params, 'client_id');
  if (clientId === null || clientId === 'repeated') return { kind: 'page_error', reason: 'no_client' };
  const app = isId('app', clientId) ? await findOAuthApp(db, clientId) : undefined;
  if (!app) return { kind: 'page_error', reason: 'unknown_app' };
  if (app.disabledAt !== null) return { kind: 'page_error', reason: 'app_disabled' };
  const requestedUri = single(params, 'redirect_uri');
  if (requestedUri === 'repeated') return { kind: 'page_error', reason: 'repeated_redirect' };
  let redirectUri: string;
  if (requestedUri === null) {
    if (app.redirectUris.length !== 1) return { kind: 'page_error', reason: 'no_redirect' };
    redirectUri = app.redirectUris[0];
  } else {
    if (!matchRedirectUri(app.redirectUris, requestedUri)) return { kind: 'page_error', reason: 'unregistered_redirect' };
    redirectUri = requestedUri;
  }
  const stateValue = single(params, 'state');
  // A state too long to send back is not sent back.
  const state = stateValue === 'repeated' || (stateValue?.length ?? 0) > authorizationQuery.state.maxLength ? null : stateValue;
  const fail = (error: string, description: string): AuthorizationCheck => ({
    kind: 'redirect_error',
    redirectUri,
    state,
    error,
    description,
  });
  if (stateValue === 'repeated') return fail('invalid_request', 'state is repeated');
  for (const [name, field] of Object.entries(authorizationQuery))
    if ((single(params, name)?.length ?? 0) > field.maxLength)
      return fail('invalid_request', `${name} is longer than ${field.maxLength} characters`);
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

interface CodeRequest {
  app: AppRow;
  userId: string;
  role: Role;
  redirectUri: string;
  scopes: Scope[];
  codeChallenge: string;
}

/** Issues a code for what the user allowed, cut down to what the user's role may hold. */
export async function issueCode(db: Sql, request: CodeRequest, now: number, randomBytes: RandomBytes): Promise<string | null> {
  const scopes = [...effectiveScopes(request.scopes, request.role)].filter((s) => request.scopes.includes(s));
  if (scopes.length === 0) return null;
  const code = newSecret(codePrefix, randomBytes, 32);
  await db.transaction(async (tx) => {
    // Long-expired codes are only clutter (a replay of one is refused as unknown anyway).
    await tx.run('DELETE FROM oauth_codes WHERE expires_at < ?', now - 3600);
    await tx.run(
      'INSERT INTO oauth_codes (code_hash, app_id, user_id, redirect_uri, code_challenge, scopes, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      sha256Hex(code),
      request.app.id,
      request.userId,
      request.redirectUri,
      request.codeChallenge,
      scopes.join(' '),
      now + codeLifetimeSeconds,
    );
  });
  return code;
}

// ---------------------------------------------------------------- client authentication

interface ClientCredentialsInput {
  authorization: string | null;
  clientId: string;
  clientSecret: string;
}

function decodeFormComponent(text: string): string {
  return decodeURIComponent(text.replace(/\+/g, ' '));
}

/** client_secret_basic, client_secret_post, or none (public apps): RFC 6749 §2.3. */
export async function authenticateClient(db: Sql, input: ClientCredentialsInput): Promise<AppRow> {
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
  const app = clientId && isId('app', clientId) ? await findOAuthApp(db, clientId) : undefined;
  if (!app) throw new OAuthError('invalid_client', 'Unknown client.', 401);
  if (app.disabledAt !== null) throw new OAuthError('invalid_client', 'The app is disabled.', 401);
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

async function insertToken(
  tx: Sql,
  grantId: string,
  kind: 'access' | 'refresh',
  token: string,
  scopes: string,
  now: number,
  lifetime: number,
): Promise<void> {
  await tx.run(
    'INSERT INTO oauth_tokens (id, grant_id, kind, token_hash, scopes, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    newId('tok'),
    grantId,
    kind,
    sha256Hex(token),
    scopes,
    now,
    now + lifetime,
  );
}

async function issueTokens(
  tx: Sql,
  grantId: string,
  scopes: string,
  now: number,
  randomBytes: RandomBytes,
  withRefresh: boolean,
): Promise<TokenResponse> {
  const accessToken = newSecret(accessTokenPrefix, randomBytes, 32);
  await insertToken(tx, grantId, 'access', accessToken, scopes, now, accessTokenLifetimeSeconds);
  const response: TokenResponse = {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: accessTokenLifetimeSeconds,
    scope: scopes,
  };
  if (withRefresh) {
    const refreshToken = newSecret(refreshTokenPrefix, randomBytes, 32);
    await insertToken(tx, grantId, 'refresh', refreshToken, scopes, now, refreshTokenLifetimeSeconds);
    response.refresh_token = refreshToken;
  }
  return response;
}

async function revokeGrant(tx: Sql, grantId: string, now: number): Promise<void> {
  await tx.run('UPDATE oauth_grants SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL', now, grantId);
  await tx.run('UPDATE oauth_tokens SET revoked_at = ? WHERE grant_id = ? AND revoked_at IS NULL', now, grantId);
}

function pkceMatches(verifier: string, challenge: string): boolean {
  if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) return false;
  const computed = new Bun.CryptoHasher('sha256').update(verifier).digest('base64url');
  return constantTimeEqual(computed, challenge);
}

interface CodeExchange {
  code: string;
  redirectUri: string;
  codeVerifier: string;
}

type GrantRow = typeof oauthGrants.$inferSelect;

/** The columns of `oauth_grants` as a GrantRow. */
const grantColumns =
  'id, app_id AS "appId", user_id AS "userId", kind, scopes, created_at AS "createdAt", last_used_at AS "lastUsedAt", revoked_at AS "revokedAt"';

interface CodeRow {
  codeHash: string;
  appId: string;
  userId: string;
  redirectUri: string;
  codeChallenge: string;
  scopes: string;
  expiresAt: number;
  usedAt: number | null;
  grantId: string | null;
}

export async function exchangeCode(
  db: Sql,
  app: AppRow,
  input: CodeExchange,
  now: number,
  randomBytes: RandomBytes,
): Promise<TokenResponse> {
  if (!input.code) throw new OAuthError('invalid_request', 'code is required.');
  if (!input.codeVerifier) throw new OAuthError('invalid_request', 'code_verifier is required (PKCE).');
  if (!input.redirectUri) throw new OAuthError('invalid_request', 'redirect_uri is required.');
  // Failures are returned, not thrown, so that what they changed commits: a failed attempt
  // still uses the code up, and a replay still revokes the grant.
  const outcome = await db.transaction(async (tx): Promise<TokenResponse | OAuthError> => {
    const code = await tx.get<CodeRow>(
      `SELECT code_hash AS "codeHash", app_id AS "appId", user_id AS "userId", redirect_uri AS "redirectUri", code_challenge AS "codeChallenge",
         scopes, expires_at AS "expiresAt", used_at AS "usedAt", grant_id AS "grantId"
       FROM oauth_codes WHERE code_hash = ?`,
      sha256Hex(input.code),
    );
    if (!code || code.appId !== app.id) return new OAuthError('invalid_grant', 'The code is unknown or was issued to another client.');
    if (code.usedAt !== null) {
      // A replayed code means it leaked: what it produced is revoked too (RFC 6749 §4.1.2).
      if (code.grantId) await revokeGrant(tx, code.grantId, now);
      return new OAuthError('invalid_grant', 'The code was already used.');
    }
    await tx.run('UPDATE oauth_codes SET used_at = ? WHERE code_hash = ?', now, code.codeHash);
    if (code.expiresAt <= now) return new OAuthError('invalid_grant', 'The code has expired.');
    if (code.redirectUri !== input.redirectUri)
      return new OAuthError('invalid_grant', 'redirect_uri differs from the authorization request.');
    if (!pkceMatches(input.codeVerifier, code.codeChallenge))
      return new OAuthError('invalid_grant', 'code_verifier does not match the code_challenge.');
    const grantId = newId('grant');
    await tx.run(
      "INSERT INTO oauth_grants (id, app_id, user_id, kind, scopes, created_at) VALUES (?, ?, ?, 'authorization_code', ?, ?)",
      grantId,
      app.id,
      code.userId,
      code.scopes,
      now,
    );
    await tx.run('UPDATE oauth_codes SET grant_id = ? WHERE code_hash = ?', grantId, code.codeHash);
    return issueTokens(tx, grantId, code.scopes, now, randomBytes, true);
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

export async function refreshTokens(
  db: Sql,
  app: AppRow,
  input: { refreshToken: string; scope: string },
  now: number,
  randomBytes: RandomBytes,
): Promise<TokenResponse> {
  if (!input.refreshToken) throw new OAuthError('invalid_request', 'refresh_token is required.');
  // As in exchangeCode: a reuse must commit its revocation, so errors are thrown after the commit.
  const outcome = await db.transaction(async (tx): Promise<TokenResponse | OAuthError> => {
    const row = await tx.get<{
      tokenId: string;
      expiresAt: number;
      retiredAt: number | null;
      tokenRevokedAt: number | null;
      grantId: string;
      appId: string;
      grantScopes: string;
      grantRevokedAt: number | null;
    }>(
      `SELECT t.id AS "tokenId", t.expires_at AS "expiresAt", t.retired_at AS "retiredAt", t.revoked_at AS "tokenRevokedAt",
         g.id AS "grantId", g.app_id AS "appId", g.scopes AS "grantScopes", g.revoked_at AS "grantRevokedAt"
       FROM oauth_tokens t JOIN oauth_grants g ON g.id = t.grant_id
       WHERE t.token_hash = ? AND t.kind = 'refresh'`,
      sha256Hex(input.refreshToken),
    );
    if (!row || row.appId !== app.id)
      return new OAuthError('invalid_grant', 'The refresh token is unknown or was issued to another client.');
    if (row.grantRevokedAt !== null || row.tokenRevokedAt !== null) return new OAuthError('invalid_grant', 'The grant was revoked.');
    if (row.retiredAt !== null) {
      await revokeGrant(tx, row.grantId, now);
      return new OAuthError('invalid_grant', 'The refresh token was already used; the whole grant is now revoked.');
    }
    if (row.expiresAt <= now) return new OAuthError('invalid_grant', 'The refresh token has expired.');
    let scopes: string[];
    try {
      scopes = parseScopeParameter(input.scope, scopeList(row.grantScopes));
    } catch (error) {
      return error as OAuthError;
    }
    await tx.run('UPDATE oauth_tokens SET retired_at = ? WHERE id = ?', now, row.tokenId);
    return issueTokens(tx, row.grantId, scopes.join(' '), now, randomBytes, true);
  });
  if (outcome instanceof OAuthError) throw outcome;
  return outcome;
}

/** The app acting as its owner, within the app's scopes (and the owner's role). */
export async function clientCredentialsToken(
  db: Sql,
  app: AppRow,
  input: { scope: string },
  now: number,
  randomBytes: RandomBytes,
): Promise<TokenResponse> {
  if (app.type !== 'confidential') throw new OAuthError('unauthorized_client', 'Only confidential apps may use client_credentials.');
  const scopes = parseScopeParameter(input.scope, scopeList(app.scopes));
  return db.transaction(async (tx) => {
    let grant = await tx.get<GrantRow>(
      `SELECT ${grantColumns} FROM oauth_grants WHERE app_id = ? AND kind = 'client_credentials' AND revoked_at IS NULL`,
      app.id,
    );
    grant ??= await tx.get<GrantRow>(
      `INSERT INTO oauth_grants (id, app_id, user_id, kind, scopes, created_at) VALUES (?, ?, ?, 'client_credentials', ?, ?) RETURNING ${grantColumns}`,
      newId('grant'),
      app.id,
      app.ownerId,
      app.scopes,
      now,
    );
    return issueTokens(tx, grant!.id, scopes.join(' '), now, randomBytes, false);
  });
}

/** RFC 7009: unknown tokens and tokens of other clients are a silent success. */
export async function revokeToken(db: Sql, app: AppRow, secret: string, now: number): Promise<void> {
  const found = await lookupToken(db, secret);
  if (!found || found.app.id !== app.id) return;
  // A refresh token stands for the grant: revoking it ends every token of the grant.
  if (found.token.kind === 'refresh') await db.transaction((tx) => revokeGrant(tx, found.grant.id, now));
  else await db.run('UPDATE oauth_tokens SET revoked_at = ? WHERE id = ?', now, found.token.id);
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
export async function introspectToken(db: Sql, app: AppRow, secret: string, now: number, issuer: string): Promise<Introspection> {
  const found = secret ? await lookupToken(db, secret) : undefined;
  if (!found || found.app.id !== app.id || !isLive(found, now)) return { active: false };
  const scopes =
    found.token.kind === 'access'
      ? [...effectiveScopes(scopeList(found.token.scopes), found.user.role)].filter((s) => scopeList(found.app.scopes).includes(s))
      : scopeList(found.token.scopes);
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

// ---------------------------------------------------------------- a user's authorizations

export interface AuthorizationView {
  id: string;
  object: 'authorization';
  app: { id: string; name: string };
  scopes: string[];
  created_at: string;
  last_used_at: string | null;
}

export async function listAuthorizations(db: Sql, userId: string): Promise<AuthorizationView[]> {
  const rows = await db.all<{
    id: string;
    app_id: string;
    app_name: string;
    scopes: string;
    created_at: number;
    last_used_at: number | null;
  }>(
    `SELECT g.id, a.id AS app_id, a.name AS app_name, g.scopes, g.created_at, g.last_used_at
     FROM oauth_grants g JOIN oauth_apps a ON a.id = g.app_id
     WHERE g.user_id = ? AND g.kind = 'authorization_code' AND g.revoked_at IS NULL
     ORDER BY g.created_at DESC, g.id DESC`,
    userId,
  );
  return rows.map((row) => ({
    id: row.id,
    object: 'authorization' as const,
    app: { id: row.app_id, name: row.app_name },
    scopes: scopeList(row.scopes),
    created_at: toIso(row.created_at),
    last_used_at: row.last_used_at === null ? null : toIso(row.last_used_at),
  }));
}

export async function revokeAuthorization(db: Sql, userId: string, grantId: string, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    const grant = await tx.get<{ id: string }>(
      "SELECT id FROM oauth_grants WHERE id = ? AND user_id = ? AND kind = 'authorization_code' AND revoked_at IS NULL",
      grantId,
      userId,
    );
    if (!grant) throw new NotFound('The authorization');
    await revokeGrant(tx, grant.id, now);
  });
}
