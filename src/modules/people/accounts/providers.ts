// Sign-in through outside identity providers. The only file that imports arctic.
// GitHub (OAuth 2.0 + its emails API), Google and any OpenID Connect issuer (authorization
// code + PKCE + nonce; id_token signature, issuer, audience and nonce checked with jose).
import {
  ArcticFetchError,
  CodeChallengeMethod,
  GitHub,
  Google,
  OAuth2Client,
  OAuth2RequestError,
  UnexpectedErrorResponseBodyError,
  UnexpectedResponseError,
  type OAuth2Tokens,
} from 'arctic';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { IdentityProviderConfig } from '../../../config';
import type { ExternalIdentity } from './service';
import { remember } from '../../../lib/remember';

export interface SignInStart {
  state: string;
  codeVerifier: string;
  nonce: string;
}

export interface SignInProvider {
  id: 'github' | 'google' | 'oidc';
  label: string;
  authorizationUrl(start: SignInStart): Promise<URL>;
  identify(code: string, start: SignInStart): Promise<ExternalIdentity>;
}

class ProviderError extends Error {}

const oidcScopes = ['openid', 'email', 'profile'];

interface IdTokenCheck {
  jwksUri: string;
  issuer: string;
  audience: string;
  nonce: string;
}

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

async function verifyIdToken(tokens: OAuth2Tokens, check: IdTokenCheck): Promise<JWTPayload> {
  if (!tokens.data || typeof (tokens.data as { id_token?: unknown }).id_token !== 'string')
    throw new ProviderError('The identity provider sent no id_token.');
  const keys = remember(keySets, check.jwksUri, () => createRemoteJWKSet(new URL(check.jwksUri)));
  const { payload } = await jwtVerify(tokens.idToken(), keys, { issuer: check.issuer, audience: check.audience }).catch(
    (error: unknown) => {
      throw new ProviderError(`The id_token did not verify: ${(error as Error).message}`);
    },
  );
  if (payload.nonce !== check.nonce) throw new ProviderError('The id_token nonce does not match this sign-in.');
  if (typeof payload.sub !== 'string' || payload.sub === '') throw new ProviderError('The id_token names no subject.');
  return payload;
}

function identityFromClaims(provider: string, claims: Record<string, unknown>): ExternalIdentity {
  return {
    provider,
    subject: String(claims.sub),
    email: typeof claims.email === 'string' ? claims.email : null,
    // Some issuers send "true" as a string.
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: typeof claims.name === 'string' ? claims.name : null,
  };
}

async function getJson(url: string, accessToken?: string): Promise<Record<string, unknown>> {
  const headers: Record<string, string> = { accept: 'application/json', 'user-agent': 'catchd' };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new ProviderError(`${new URL(url).host} answered ${response.status}.`);
  return (await response.json()) as Record<string, unknown>;
}

function gitHubProvider(clientId: string, clientSecret: string, redirectUri: string): SignInProvider {
  const client = new GitHub(clientId, clientSecret, redirectUri);
  return {
    id: 'github',
    label: 'GitHub',
    async authorizationUrl(start) {
      return client.createAuthorizationURL(start.state, ['read:user', 'user:email']);
    },
    async identify(code) {
      const accessToken = (await client.validateAuthorizationCode(code)).accessToken();
      const profile = await getJson('https://api.github.com/user', accessToken);
      const emails = (await getJson('https://api.github.com/user/emails', accessToken)) as unknown as {
        email: string;
        primary: boolean;
        verified: boolean;
      }[];
      const primary = Array.isArray(emails) ? emails.find((e) => e.primary && e.verified) : undefined;
      return {
        provider: 'github',
        subject: String(profile.id),
        email: primary?.email ?? null,
        emailVerified: primary !== undefined,
        name: typeof profile.name === 'string' ? profile.name : typeof profile.login === 'string' ? profile.login : null,
      };
    },
  };
}

function googleProvider(clientId: string, clientSecret: string, redirectUri: string): SignInProvider {
  const client = new Google(clientId, clientSecret, redirectUri);
  return {
    id: 'google',
    label: 'Google',
    async authorizationUrl(start) {
      const url = client.createAuthorizationURL(start.state, start.codeVerifier, oidcScopes);
      url.searchParams.set('nonce', start.nonce);
      return url;
    },
    async identify(code, start) {
      const tokens = await client.validateAuthorizationCode(code, start.codeVerifier);
      const claims = await verifyIdToken(tokens, {
        jwksUri: 'https://www.googleapis.com/oauth2/v3/certs',
        issuer: 'https://accounts.google.com',
        audience: clientId,
        nonce: start.nonce,
      });
      return identityFromClaims('google', claims);
    },
  };
}

interface OidcMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
}

/** Discovery (OpenID Connect Discovery 1.0 §4); the document must name the configured issuer. */
async function discover(issuer: string): Promise<OidcMetadata> {
  const metadata = (await getJson(`${issuer}/.well-known/openid-configuration`)) as unknown as OidcMetadata;
  if (metadata.issuer !== issuer) throw new ProviderError(`The issuer's metadata names "${metadata.issuer}", not "${issuer}".`);
  for (const field of ['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const)
    if (typeof metadata[field] !== 'string') throw new ProviderError(`The issuer's metadata has no ${field}.`);
  return metadata;
}

function oidcProvider(config: NonNullable<IdentityProviderConfig['oidc']>, redirectUri: string): SignInProvider {
  const client = new OAuth2Client(config.clientId, config.clientSecret, redirectUri);
  let metadata: Promise<OidcMetadata> | null = null;
  // A failed discovery is retried on the next sign-in instead of being cached.
  const meta = (): Promise<OidcMetadata> =>
    (metadata ??= discover(config.issuer).catch((error: unknown) => {
      metadata = null;
      throw error instanceof ProviderError ? error : new ProviderError(`Discovery at ${config.issuer} failed: ${(error as Error).message}`);
    }));
  return {
    id: 'oidc',
    label: config.name,
    async authorizationUrl(start) {
      const { authorization_endpoint } = await meta();
      const url = client.createAuthorizationURLWithPKCE(
        authorization_endpoint,
        start.state,
        CodeChallengeMethod.S256,
        start.codeVerifier,
        oidcScopes,
      );
      url.searchParams.set('nonce', start.nonce);
      return url;
    },
    async identify(code, start) {
      const { token_endpoint, jwks_uri, userinfo_endpoint } = await meta();
      const tokens = await client.validateAuthorizationCode(token_endpoint, code, start.codeVerifier);
      const claims: Record<string, unknown> = await verifyIdToken(tokens, {
        jwksUri: jwks_uri,
        issuer: config.issuer,
        audience: config.clientId,
        nonce: start.nonce,
      });
      // Issuers may leave email out of the id_token; the userinfo answer then fills it in (same subject only).
      if (typeof claims.email !== 'string' && userinfo_endpoint) {
        const info = await getJson(userinfo_endpoint, tokens.accessToken());
        if (info.sub !== claims.sub) throw new ProviderError('The userinfo answer is about another subject.');
        Object.assign(claims, { email: info.email, email_verified: info.email_verified, name: claims.name ?? info.name });
      }
      return identityFromClaims(`oidc:${config.issuer}`, claims);
    },
  };
}

/** The providers whose credentials are configured, in button order. */
export function configuredProviders(config: IdentityProviderConfig, baseUrl: string): SignInProvider[] {
  const callback = (id: string): string => `${baseUrl}/sign-in/${id}/callback`;
  const providers: SignInProvider[] = [];
  if (config.github) providers.push(gitHubProvider(config.github.clientId, config.github.clientSecret, callback('github')));
  if (config.google) providers.push(googleProvider(config.google.clientId, config.google.clientSecret, callback('google')));
  if (config.oidc) providers.push(oidcProvider(config.oidc, callback('oidc')));
  return providers;
}

/** Errors that come from talking to a provider (as opposed to bugs): shown to the person. */
export function isProviderFailure(error: unknown): boolean {
  return [ProviderError, OAuth2RequestError, ArcticFetchError, UnexpectedResponseError, UnexpectedErrorResponseBodyError].some(
    (kind) => error instanceof kind,
  );
}
