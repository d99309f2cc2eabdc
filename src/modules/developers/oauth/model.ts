// The authorization server's models (RFC 8414, 6749, 7009, 7662) and the OpenAPI descriptions of
// its endpoints. The form endpoints parse their bodies themselves (for RFC 6749 errors), so their
// request bodies are described here.
import { t } from 'elysia';

const Url = t.String({ format: 'uri' });
const Names = t.Array(t.String());

export const AuthorizationServerMetadata = t.Object(
  {
    issuer: Url,
    authorization_endpoint: Url,
    token_endpoint: Url,
    revocation_endpoint: Url,
    introspection_endpoint: Url,
    scopes_supported: Names,
    response_types_supported: Names,
    response_modes_supported: Names,
    grant_types_supported: Names,
    code_challenge_methods_supported: Names,
    token_endpoint_auth_methods_supported: Names,
    revocation_endpoint_auth_methods_supported: Names,
    introspection_endpoint_auth_methods_supported: Names,
    authorization_response_iss_parameter_supported: t.Boolean(),
    service_documentation: Url,
  },
  { description: 'RFC 8414 authorization server metadata.' },
);

export const TokenResponse = t.Object(
  {
    access_token: t.String({ description: '`cdat_…`; send it as `Authorization: Bearer`.' }),
    token_type: t.Literal('Bearer'),
    expires_in: t.Integer({ description: 'Seconds the access token lives (3600).' }),
    refresh_token: t.Optional(t.String({ description: '`cdrt_…`; not for client_credentials.' })),
    scope: t.String({ description: 'Space-separated granted scopes.' }),
  },
  { description: 'RFC 6749 §5.1 access token response.' },
);

export const TokenIntrospection = t.Object(
  {
    active: t.Boolean(),
    scope: t.Optional(t.String()),
    client_id: t.Optional(t.String()),
    sub: t.Optional(t.String({ description: 'The usr_ id.' })),
    username: t.Optional(t.String({ description: 'The user\u2019s email.' })),
    token_type: t.Optional(t.Union([t.Literal('Bearer'), t.Literal('refresh_token')])),
    exp: t.Optional(t.Integer({ description: 'Unix seconds.' })),
    iat: t.Optional(t.Integer({ description: 'Unix seconds.' })),
    iss: t.Optional(Url),
  },
  { description: 'RFC 7662 introspection response; only `active: false` for tokens that are not live or not yours.' },
);

export const OAuthErrorBody = t.Object(
  {
    error: t.String({
      description:
        'RFC 6749 §5.2 code: invalid_request, invalid_client, invalid_grant, unauthorized_client, unsupported_grant_type, invalid_scope; or rate_limited.',
    }),
    error_description: t.String(),
  },
  { description: 'RFC 6749 §5.2 error response (application/json, not problem+json).' },
);

/** A form parameter of a client-authenticated endpoint, with the most characters it may have. */
export interface FormField {
  description: string;
  maxLength: number;
  /** The values the server reads; any other is refused in RFC 6749's shape. */
  enum?: string[];
}

const clientAuthFields = {
  client_id: {
    description: 'With client_secret_post or for public apps (client_secret_basic sends it in Authorization: Basic).',
    maxLength: 64,
  },
  client_secret: { description: 'client_secret_post only.', maxLength: 200 },
} satisfies Record<string, FormField>;

export const tokenForm = {
  grant_type: {
    description:
      'authorization_code, refresh_token or client_credentials; any other (jwt-bearer, device_code, …) is `unsupported_grant_type`',
    maxLength: 200,
    enum: ['authorization_code', 'refresh_token', 'client_credentials'],
  },
  code: { description: 'authorization_code: the code from the redirect', maxLength: 200 },
  redirect_uri: { description: 'authorization_code: the redirect_uri of the authorization request', maxLength: 2000 },
  code_verifier: { description: 'authorization_code: the PKCE verifier (43 to 128 characters)', maxLength: 128 },
  refresh_token: { description: 'refresh_token: the current refresh token', maxLength: 200 },
  scope: { description: 'refresh_token, client_credentials: optional narrower space-separated scopes', maxLength: 1000 },
  ...clientAuthFields,
} satisfies Record<string, FormField>;

/** /oauth/revoke and /oauth/introspect. */
export const tokenReferenceForm = {
  token: { description: 'An access or refresh token', maxLength: 200 },
  token_type_hint: { description: 'Optional; ignored', maxLength: 40 },
  ...clientAuthFields,
} satisfies Record<string, FormField>;

/** The query of GET /oauth/authorize (read by hand, so that repeated parameters can be refused). */
export const authorizationQuery = {
  response_type: {
    description: 'code (the only response type; anything else is `unsupported_response_type`)',
    maxLength: 40,
    enum: ['code'],
  },
  client_id: { description: 'The app_ id', maxLength: 64 },
  redirect_uri: { description: 'One of the app\u2019s registered redirect URIs; optional when it has only one', maxLength: 2000 },
  scope: { description: 'Space-separated scopes; default: every scope of the app', maxLength: 1000 },
  state: { description: 'Returned unchanged in the redirect', maxLength: 2000 },
  code_challenge: { description: 'base64url SHA-256 of the PKCE verifier (43 characters)', maxLength: 43 },
  code_challenge_method: { description: 'S256 (plain is refused)', maxLength: 10, enum: ['S256'] },
} satisfies Record<string, FormField>;

export const authorizationServerModels = { AuthorizationServerMetadata, TokenResponse, TokenIntrospection, OAuthErrorBody };

const stringSchema = ({ description, maxLength, enum: values }: FormField) => ({
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
