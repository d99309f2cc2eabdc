// The API's models of OAuth apps (the clients a person registered) and authorizations (the apps
// a person allowed).
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
