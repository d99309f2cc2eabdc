import { t } from 'elysia';
import { literalUnion } from '../../../lib/schemas';
import { allScopes } from '../../../identity/scopes';

const ScopeName = literalUnion([...allScopes, 'all'], { description: 'A scope name, or "all"' });
const RedirectUris = t.Array(
  t.String({ minLength: 1, maxLength: 2000, format: 'uri', examples: ['https://app.example/callback', 'http://127.0.0.1/callback'] }),
  {
    minItems: 1,
    maxItems: 10,
    description: 'Exact redirect URIs: https, http on a loopback address, or a reverse-domain private-use scheme for native apps.',
  },
);
const Scopes = t.Array(ScopeName, {
  minItems: 1,
  maxItems: 20,
  uniqueItems: true,
  description: 'The most this app may ask for; within your role.',
});
const AppName = t.String({ minLength: 1, maxLength: 100, description: 'Shown to people on the consent page.' });

export const OAuthApp = t.Object({
  id: t.String(),
  object: t.Literal('app'),
  client_id: t.String({ description: 'Same as id.' }),
  name: t.String(),
  type: t.Union([t.Literal('confidential'), t.Literal('public')]),
  redirect_uris: t.Array(t.String()),
  scopes: t.Array(t.String()),
  authorized_users: t.Integer({ minimum: 0, description: 'How many people have authorised the app (live consents).' }),
  created_at: t.String({ format: 'date-time' }),
  updated_at: t.String({ format: 'date-time' }),
});

export const OAuthAppWithSecret = t.Composite([
  OAuthApp,
  t.Object({ client_secret: t.Union([t.String(), t.Null()], { description: 'Confidential apps only; shown in this answer only.' }) }),
]);

export const OAuthAppCreate = t.Object(
  {
    name: AppName,
    redirect_uris: RedirectUris,
    scopes: Scopes,
    type: t.Union([t.Literal('confidential'), t.Literal('public')], {
      description: 'confidential: has a client secret (servers); public: PKCE only (native and browser apps).',
    }),
  },
  { additionalProperties: false },
);

export const OAuthAppUpdate = t.Object(
  { name: t.Optional(AppName), redirect_uris: t.Optional(RedirectUris), scopes: t.Optional(Scopes) },
  { additionalProperties: false },
);

export const OAuthAppList = t.Object({ object: t.Literal('list'), data: t.Array(OAuthApp) });

export const Authorization = t.Object({
  id: t.String(),
  object: t.Literal('authorization'),
  app: t.Object({ id: t.String(), name: t.String() }),
  scopes: t.Array(t.String()),
  created_at: t.String({ format: 'date-time' }),
  last_used_at: t.Union([t.String({ format: 'date-time' }), t.Null()]),
});

export const AuthorizationList = t.Object({ object: t.Literal('list'), data: t.Array(Authorization) });

export const AppIdParams = t.Object({ app_id: t.String({ maxLength: 64 }) });
export const AuthorizationIdParams = t.Object({ authorization_id: t.String({ maxLength: 64 }) });

export const oauthModels = { OAuthApp, OAuthAppWithSecret, OAuthAppCreate, OAuthAppUpdate, OAuthAppList, Authorization, AuthorizationList };

// ---------------------------------------------------------------- the authorization server (RFC 8414, 6749, 7009, 7662)

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
