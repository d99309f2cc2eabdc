// The OpenAPI descriptions of the authorization server's endpoints. The form endpoints parse
// their bodies themselves (for RFC 6749 errors), so their request bodies are described here.
import { authorizationQuery, type authorizationServerModels, type FormField, tokenForm, tokenReferenceForm } from './model';

export const stringSchema = ({ description, maxLength, enum: values }: FormField) => ({
  type: 'string' as const,
  description,
  maxLength,
  ...(values ? { enum: values } : {}),
});

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

export const metadataDetail = {
  operationId: 'getAuthorizationServerMetadata',
  summary: 'Authorization server metadata',
  description: 'RFC 8414. The issuer is the configured public URL (CATCHD_BASE_URL).',
  security: [],
};

export const authorizeDetail = {
  summary: 'Sign-in and consent page',
  description:
    'HTML. Authorization code grant only (`response_type=code`), PKCE `S256` required, redirect URIs matched exactly (only the port of a loopback IP may differ, RFC 8252). Answers carry `iss` (RFC 9207). Errors go to the redirect URI only once it is verified; otherwise an error page.',
  security: [],
  parameters: Object.entries(authorizationQuery).map(([name, field]) => ({
    name,
    in: 'query' as const,
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
};

export const tokenDetail = {
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
};

export const revokeDetail = {
  summary: 'Revoke a token',
  requestBody: formRequestBody(tokenReferenceForm, ['token']),
  responses: clientEndpointResponses({ description: 'Revoked, or nothing to revoke; no body.', headers: noStoreHeaders }),
  description:
    'RFC 7009. Revoking a refresh token ends its whole grant; unknown tokens and tokens of other apps answer 200 and change nothing.',
  security: clientSecurity,
};

export const introspectDetail = {
  summary: 'Introspect a token',
  requestBody: formRequestBody(tokenReferenceForm, ['token']),
  responses: clientEndpointResponses({
    description: 'What the token is.',
    headers: noStoreHeaders,
    content: { 'application/json': schemaRef('TokenIntrospection') },
  }),
  description: 'RFC 7662, for confidential apps about their own tokens; any other token reads `{ "active": false }`.',
  security: clientSecurity,
};
