// The authorization server's HTTP face: RFC 8414 metadata, the consent page, and the
// token, revocation and introspection endpoints (RFC 6749, 7636, 7009, 7662, 9207).
import { Elysia } from 'elysia';
import type { AppDeps } from '../../app-deps';
import { sharedModels } from '../../http/models';
import { addressGroup } from '../../http/client-address';
import { rateLimiterFor } from '../../http/rate-limit';
import type { HttpError } from '../../lib/problem';
import { errorPage, redirect, respond } from '../../web/respond';
import type { WebSupport } from '../../web/session';
import { visitorOf } from '../../web/visitor';
import { ConsentPage } from './consent';
import { allScopes } from '../auth/scopes';
import type { AppRow } from './apps';
import {
  authenticateClient,
  authorizationRedirect,
  checkAuthorizationRequest,
  clientCredentialsToken,
  exchangeCode,
  introspectToken,
  issueCode,
  OAuthError,
  refreshTokens,
  revokeToken,
  type AuthorizationCheck,
} from './service';
import { authorizationQuery, authorizationServerModels, tokenForm, tokenReferenceForm, type FormField } from './model';

type Params = Record<string, string | string[]>;

/** Every parameter, repeated ones as arrays, so that repeats can be refused (RFC 6749 §3.1). */
function paramsOf(search: URLSearchParams): Params {
  const params: Params = {};
  for (const name of new Set(search.keys())) {
    const values = search.getAll(name);
    params[name] = values.length === 1 ? values[0] : values;
  }
  return params;
}

const authorizationParams = ['response_type', 'client_id', 'redirect_uri', 'scope', 'state', 'code_challenge', 'code_challenge_method'];

const stringSchema = ({ description, maxLength }: FormField) => ({ type: 'string' as const, description, maxLength });

/** OpenAPI requestBody of a form endpoint (the routes parse their forms themselves, for RFC 6749 errors). */
function formRequestBody(fields: Record<string, FormField>, required: string[]) {
  const properties = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, stringSchema(field)]));
  return {
    required: true,
    content: { 'application/x-www-form-urlencoded': { schema: { type: 'object' as const, required, properties } } },
  };
}

const schemaRef = (name: keyof typeof authorizationServerModels | 'Problem') => ({ schema: { $ref: `#/components/schemas/${name}` } });
const noStoreHeaders = { 'Cache-Control': { description: 'no-store', schema: { type: 'string' as const, maxLength: 20 } } };

/** The answers of a client-authenticated endpoint: RFC 6749 JSON errors, whatever refuses the request. */
function clientEndpointResponses(success: {
  description: string;
  headers: typeof noStoreHeaders;
  content?: Record<string, ReturnType<typeof schemaRef>>;
}) {
  return {
    200: success,
    400: {
      description:
        'RFC 6749 error (`invalid_request`, `invalid_grant`, `unsupported_grant_type`, `invalid_scope`, `unauthorized_client`). A body that is not application/x-www-form-urlencoded (JSON, multipart, …) or is too large is `invalid_request`.',
      content: { 'application/json': schemaRef('OAuthErrorBody') },
    },
    401: {
      description: '`invalid_client`: unknown client or failed client authentication (`WWW-Authenticate: Basic`).',
      headers: { 'WWW-Authenticate': { description: '`Basic realm="catchd"`', schema: { type: 'string' as const, maxLength: 100 } } },
      content: { 'application/json': schemaRef('OAuthErrorBody') },
    },
    429: {
      description: 'Too many requests from this client address or for this credential (`rate_limited`); wait `Retry-After` seconds.',
      content: { 'application/json': schemaRef('OAuthErrorBody') },
    },
  };
}

/** Client authentication (RFC 6749 §2.3): Basic, or the client_id (and secret) in the form, which no security scheme can name. */
const clientSecurity: Record<string, string[]>[] = [{ oauthClient: [] }, {}];

const noStore = { 'cache-control': 'no-store', pragma: 'no-cache' };

function oauthJson(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...noStore, ...headers } });
}

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

export function oauthModule(deps: AppDeps, web: WebSupport) {
  const { db, config } = deps;
  const issuer = config.baseUrl;
  // Closed on a database error: the endpoints check client secrets, and an uncounted limit would let guessing through.
  const tokenLimiter = rateLimiterFor(db, 'oauth', {
    limit: config.authRateLimitPerMinute,
    windowSeconds: 60,
    now: deps.now,
    onError: 'closed',
  });

  /** What an authorization request that cannot go on becomes: an error page or an error redirect. */
  const refusal = (check: Exclude<AuthorizationCheck, { kind: 'ok' }>, status: 302 | 303): Response =>
    check.kind === 'page_error'
      ? errorPage(400, 'This sign-in link does not work', check.message)
      : redirect(
          authorizationRedirect(check.redirectUri, issuer, {
            error: check.error,
            error_description: check.description,
            state: check.state,
          }),
          status,
        );

  const signInFirst = (params: Params): Response => {
    const search = new URLSearchParams();
    for (const name of authorizationParams) if (typeof params[name] === 'string') search.set(name, params[name] as string);
    return redirect(`/sign-in?return_to=${encodeURIComponent(`/oauth/authorize?${search}`)}`, 303);
  };

  /** Client-authenticated form endpoints answer RFC 6749 §5.2 errors, never problem+json. */
  const clientEndpoint =
    (fields: Record<string, FormField>, work: (params: Record<string, string>, request: Request) => Promise<Response>) =>
    async ({ request, body }: { request: Request; body: unknown }): Promise<Response> => {
      // RateLimitUnavailable leaves through oauthErrorShape: 503 temporarily_unavailable with Retry-After.
      const limit = await tokenLimiter.hit(addressGroup(deps.clientAddress(request)));
      if (!limit.allowed)
        return oauthJson({ error: 'rate_limited', error_description: `Too many requests; retry in ${limit.resetSeconds} s.` }, 429, {
          'retry-after': String(limit.resetSeconds),
        });
      try {
        return await work(formParams(request, body, fields), request);
      } catch (error) {
        if (error instanceof OAuthError) return oauthErrorResponse(error);
        throw error;
      }
    };
  const client = (params: Record<string, string>, request: Request): Promise<AppRow> =>
    authenticateClient(db, {
      authorization: request.headers.get('authorization'),
      clientId: params.client_id ?? '',
      clientSecret: params.client_secret ?? '',
    });

  return new Elysia({ tags: ['OAuth 2.0'] })
    .use(sharedModels)
    .model(authorizationServerModels)
    .get(
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
      {
        response: { 200: 'AuthorizationServerMetadata' },
        detail: {
          operationId: 'getAuthorizationServerMetadata',
          summary: 'Authorization server metadata',
          description: 'RFC 8414. The issuer is the configured public URL (CATCHD_BASE_URL).',
          security: [],
        },
      },
    )
    .get(
      '/oauth/authorize',
      async ({ request, set }) => {
        const params = paramsOf(new URL(request.url).searchParams);
        const check = await checkAuthorizationRequest(db, params);
        if (check.kind !== 'ok') return refusal(check, 302);
        const visitor = await visitorOf(deps, web, request);
        if (!visitor.user) return signInFirst(params);
        const hiddenFields = authorizationParams.flatMap((name): [string, string][] =>
          typeof params[name] === 'string' ? [[name, params[name] as string]] : [],
        );
        // No form-action: allowing ends in a redirect to the app, which Chromium checks against form-action.
        return respond(set as never, visitor.csrf, ConsentPage({ check, user: visitor.user, hiddenFields, visitor }), {
          policy: { formAction: null },
        });
      },
      {
        detail: {
          summary: 'Sign-in and consent page',
          description:
            'HTML. Authorization code grant only (`response_type=code`), PKCE `S256` required, redirect URIs matched exactly (only the port of a loopback IP may differ, RFC 8252). Answers carry `iss` (RFC 9207). Errors go to the redirect URI only once it is verified; otherwise an error page.',
          security: [],
          parameters: Object.entries(authorizationQuery).map(([name, field]) => ({
            name,
            in: 'query',
            required: ['response_type', 'client_id', 'code_challenge', 'code_challenge_method'].includes(name),
            schema: stringSchema(field),
          })),
          responses: {
            200: { description: 'The consent page (signed in).', content: { 'text/html': { schema: { type: 'string' as const } } } },
            302: {
              description: 'To the verified redirect URI with `error`, `error_description`, `state` and `iss` (RFC 6749 §4.1.2.1).',
              headers: { Location: { schema: { type: 'string' as const, format: 'uri', maxLength: 8000 } } },
            },
            303: {
              description: 'Not signed in: to `/sign-in?return_to=…`.',
              headers: { Location: { schema: { type: 'string' as const, maxLength: 8000 } } },
            },
            400: {
              description: 'Error page: no app, an unknown app, or an unregistered redirect URI.',
              content: { 'text/html': { schema: { type: 'string' as const } } },
            },
          },
        },
      },
    )
    .post(
      '/oauth/authorize',
      async ({ request, body }) => {
        const params = (body ?? {}) as Params;
        const user = await web.signedInUser(request);
        if (!user) return signInFirst(params);
        const check = await checkAuthorizationRequest(db, params);
        if (check.kind !== 'ok') return refusal(check, 303);
        if (params.decision !== 'allow')
          return redirect(
            authorizationRedirect(check.redirectUri, issuer, {
              error: 'access_denied',
              error_description: 'The user refused.',
              state: check.state,
            }),
            303,
          );
        const code = await issueCode(
          db,
          {
            app: check.app,
            userId: user.id,
            role: user.role,
            redirectUri: check.redirectUri,
            scopes: check.scopes,
            codeChallenge: check.codeChallenge,
          },
          deps.now(),
          deps.randomBytes,
        );
        const values: Record<string, string | null> = code
          ? { code, state: check.state }
          : { error: 'invalid_scope', error_description: 'Your account cannot hold any of the requested scopes.', state: check.state };
        return redirect(authorizationRedirect(check.redirectUri, issuer, values), 303);
      },
      // A page (the consent form's answer; its CSRF token is checked by the web foundation), not an API operation.
      { detail: { hide: true } },
    )
    .post(
      '/oauth/token',
      clientEndpoint(tokenForm, async (params, request) => {
        const app = await client(params, request);
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
      }),
      {
        detail: {
          summary: 'Token endpoint',
          requestBody: formRequestBody(tokenForm, ['grant_type']),
          responses: clientEndpointResponses({
            description: 'The tokens.',
            headers: noStoreHeaders,
            content: { 'application/json': schemaRef('TokenResponse') },
          }),
          description:
            'application/x-www-form-urlencoded. Grants: `authorization_code` (with `code_verifier`), `refresh_token` (rotated on every use; reusing a retired one revokes the whole grant), `client_credentials` (confidential apps; the token acts as the app owner within the app scopes). Client auth: client_secret_basic, client_secret_post, or `client_id` alone for public apps. Errors are RFC 6749 §5.2 JSON `{error, error_description}`. Access tokens (`cdat_…`) last 1 h, refresh tokens (`cdrt_…`) 30 days. Rate-limited per client address (429 + Retry-After).',
          security: clientSecurity,
        },
      },
    )
    .post(
      '/oauth/revoke',
      clientEndpoint(tokenReferenceForm, async (params, request) => {
        const app = await client(params, request);
        if (!params.token) throw new OAuthError('invalid_request', 'token is required.');
        await revokeToken(db, app, params.token, deps.now());
        return new Response(null, { status: 200, headers: noStore });
      }),
      {
        detail: {
          summary: 'Revoke a token',
          requestBody: formRequestBody(tokenReferenceForm, ['token']),
          responses: clientEndpointResponses({ description: 'Revoked, or nothing to revoke; no body.', headers: noStoreHeaders }),
          description:
            'RFC 7009. Revoking a refresh token ends its whole grant; unknown tokens and tokens of other apps answer 200 and change nothing.',
          security: clientSecurity,
        },
      },
    )
    .post(
      '/oauth/introspect',
      clientEndpoint(tokenReferenceForm, async (params, request) => {
        const app = await client(params, request);
        if (app.type !== 'confidential') throw new OAuthError('invalid_client', 'Introspection needs client authentication.', 401);
        if (!params.token) throw new OAuthError('invalid_request', 'token is required.');
        return oauthJson(await introspectToken(db, app, params.token, deps.now(), issuer));
      }),
      {
        detail: {
          summary: 'Introspect a token',
          requestBody: formRequestBody(tokenReferenceForm, ['token']),
          responses: clientEndpointResponses({
            description: 'What the token is.',
            headers: noStoreHeaders,
            content: { 'application/json': schemaRef('TokenIntrospection') },
          }),
          description: 'RFC 7662, for confidential apps about their own tokens; any other token reads `{ "active": false }`.',
          security: clientSecurity,
        },
      },
    );
}
