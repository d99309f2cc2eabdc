// The authorization server's HTTP face: RFC 8414 metadata, the consent page, and the
// client-authenticated endpoints: token (RFC 6749 §3.2, 7636), revocation (RFC 7009) and
// introspection (RFC 7662), which answer RFC 6749 §5.2 JSON errors, never problem+json.
import { Elysia } from 'elysia';
import type { AppDeps } from '../../../app-deps';
import { declareModels } from '../../../http/controller';
import { addressGroup } from '../../../http/client-address';
import { rateLimiterFor } from '../../../db/rate-limit';
import type { HttpError } from '../../../lib/problem';
import type { WebSupport } from '../../../web/session';
import { allScopes } from '../../../identity/scopes';
import type { AppRow } from '../apps/service';
import { authorizePages } from './pages';
import {
  authorizationServerModels,
  type FormField,
  introspectDetail,
  metadataDetail,
  revokeDetail,
  tokenDetail,
  tokenForm,
  tokenReferenceForm,
} from './model';
import {
  authenticateClient,
  clientCredentialsToken,
  exchangeCode,
  introspectToken,
  OAuthError,
  refreshTokens,
  revokeToken,
} from './service';

const clientEndpointPaths = new Set(['/oauth/token', '/oauth/revoke', '/oauth/introspect']);

/**
 * What the HTTP layer refuses at a client endpoint (a body that is not a form, too large, a
 * wrong method, the per-credential rate limit, a full disk) in the RFC 6749 §5.2 shape too:
 * OAuth clients read `error`, never problem+json. Null for every other path.
 */
export function oauthErrorShape(path: string, error: HttpError): Response | null {
  if (!clientEndpointPaths.has(path.replace(/\/$/, ''))) return null;
  const keepsStatus = error.status === 401 || error.status === 405 || error.status === 429 || error.status >= 500;
  const code =
    error.status === 401
      ? 'invalid_client'
      : error.status === 429
        ? 'rate_limited'
        : error.status === 500
          ? 'server_error'
          : error.status > 500
            ? 'temporarily_unavailable'
            : 'invalid_request';
  const headers = error.status === 401 ? { ...error.headers, 'www-authenticate': 'Basic realm="catchd"' } : error.headers;
  return oauthJson({ error: code, error_description: error.message }, keepsStatus ? error.status : 400, headers);
}

/** RFC 8414 metadata; it also registers the models the endpoints' descriptions refer to. */
function metadataRoute(issuer: string) {
  return declareModels(new Elysia({ tags: ['OAuth 2.0'] }), authorizationServerModels).get(
    '/.well-known/oauth-authorization-server',
    () => ({
      issuer,
      authorization_endpoint: `${issuer}/oauth/authorize`,
      token_endpoint: `${issuer}/oauth/token`,
      revocation_endpoint: `${issuer}/oauth/revoke`,
      introspection_endpoint: `${issuer}/oauth/introspect`,
      scopes_supported: [...allScopes],
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code', 'refresh_token', 'client_credentials'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
      revocation_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
      introspection_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      authorization_response_iss_parameter_supported: true,
      service_documentation: `${issuer}/docs`,
    }),
    { response: { 200: 'AuthorizationServerMetadata' }, detail: metadataDetail },
  );
}

const noStore = { 'cache-control': 'no-store', pragma: 'no-cache' };

function oauthJson(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...noStore, ...headers } });
}

function oauthErrorResponse(error: OAuthError): Response {
  const headers: Record<string, string> = error.status === 401 ? { 'www-authenticate': 'Basic realm="catchd"' } : {};
  return oauthJson({ error: error.error, error_description: error.message }, error.status, headers);
}

/** Form parameters of a token-style endpoint, refusing anything but one value per name. */
function formParams(request: Request, body: unknown, fields: Record<string, FormField>): Record<string, string> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded')
    throw new OAuthError('invalid_request', 'Send the parameters as application/x-www-form-urlencoded.');
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (typeof value !== 'string') throw new OAuthError('invalid_request', `${name} must be given once.`);
    const bound = fields[name]?.maxLength;
    if (bound !== undefined && value.length > bound) throw new OAuthError('invalid_request', `${name} is longer than ${bound} characters.`);
    result[name] = value;
  }
  return result;
}

/** The token endpoint's answer for one grant type. */
async function grant(deps: AppDeps, app: AppRow, params: Record<string, string>): Promise<Response> {
  const { db } = deps;
  const now = deps.now();
  switch (params.grant_type) {
    case 'authorization_code':
      return oauthJson(
        await exchangeCode(
          db,
          app,
          { code: params.code ?? '', redirectUri: params.redirect_uri ?? '', codeVerifier: params.code_verifier ?? '' },
          now,
          deps.randomBytes,
        ),
      );
    case 'refresh_token':
      return oauthJson(
        await refreshTokens(db, app, { refreshToken: params.refresh_token ?? '', scope: params.scope ?? '' }, now, deps.randomBytes),
      );
    case 'client_credentials':
      return oauthJson(await clientCredentialsToken(db, app, { scope: params.scope ?? '' }, now, deps.randomBytes));
    case undefined:
    case '':
      throw new OAuthError('invalid_request', 'grant_type is required.');
    default:
      throw new OAuthError('unsupported_grant_type', 'Supported: authorization_code, refresh_token, client_credentials.');
  }
}

function clientEndpoints(deps: AppDeps) {
  const { db, config } = deps;
  // Closed on a database error: the endpoints check client secrets, and an uncounted limit would let guessing through.
  const tokenLimiter = rateLimiterFor(db, 'oauth', {
    limit: config.authRateLimitPerMinute,
    windowSeconds: 60,
    now: deps.now,
    onError: 'closed',
  });

  /** Rate-limited, form-reading and client-authenticating; OAuthError becomes its RFC 6749 §5.2 answer. */
  const clientEndpoint =
    (fields: Record<string, FormField>, work: (params: Record<string, string>, app: AppRow) => Promise<Response>) =>
    async ({ request, body }: { request: Request; body: unknown }): Promise<Response> => {
      // RateLimitUnavailable leaves through oauthErrorShape: 503 temporarily_unavailable with Retry-After.
      const limit = await tokenLimiter.hit(addressGroup(deps.clientAddress(request)));
      if (!limit.allowed)
        return oauthJson({ error: 'rate_limited', error_description: `Too many requests; retry in ${limit.resetSeconds} s.` }, 429, {
          'retry-after': String(limit.resetSeconds),
        });
      try {
        const params = formParams(request, body, fields);
        const app = await authenticateClient(db, {
          authorization: request.headers.get('authorization'),
          clientId: params.client_id ?? '',
          clientSecret: params.client_secret ?? '',
        });
        return await work(params, app);
      } catch (error) {
        if (error instanceof OAuthError) return oauthErrorResponse(error);
        throw error;
      }
    };

  return new Elysia({ tags: ['OAuth 2.0'] })
    .post(
      '/oauth/token',
      clientEndpoint(tokenForm, (params, app) => grant(deps, app, params)),
      { detail: tokenDetail },
    )
    .post(
      '/oauth/revoke',
      clientEndpoint(tokenReferenceForm, async (params, app) => {
        if (!params.token) throw new OAuthError('invalid_request', 'token is required.');
        await revokeToken(db, app, params.token, deps.now());
        return new Response(null, { status: 200, headers: noStore });
      }),
      { detail: revokeDetail },
    )
    .post(
      '/oauth/introspect',
      clientEndpoint(tokenReferenceForm, async (params, app) => {
        if (app.type !== 'confidential') throw new OAuthError('invalid_client', 'Introspection needs client authentication.', 401);
        if (!params.token) throw new OAuthError('invalid_request', 'token is required.');
        return oauthJson(await introspectToken(db, app, params.token, deps.now(), config.baseUrl));
      }),
      { detail: introspectDetail },
    );
}

export function oauthModule(deps: AppDeps, web: WebSupport) {
  return new Elysia().use(metadataRoute(deps.config.baseUrl)).use(authorizePages(deps, web)).use(clientEndpoints(deps));
}
