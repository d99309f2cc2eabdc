// The authorization server's HTTP face: RFC 8414 metadata, the consent page, and the
// token, revocation and introspection endpoints (RFC 6749, 7636, 7009, 7662, 9207).
import { Elysia } from 'elysia';
import type { AppDeps } from '../../../app-deps';
import { declareModels } from '../../../http/controller';
import type { HttpError } from '../../../lib/problem';
import type { WebSupport } from '../../../web/session';
import { allScopes } from '../../../identity/scopes';
import { authorizePages } from './pages';
import { clientEndpoints, oauthJson } from './client-endpoints';
import { metadataDetail } from './docs';
import { authorizationServerModels } from './model';

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

export function oauthModule(deps: AppDeps, web: WebSupport) {
  return new Elysia().use(metadataRoute(deps.config.baseUrl)).use(authorizePages(deps, web)).use(clientEndpoints(deps));
}
