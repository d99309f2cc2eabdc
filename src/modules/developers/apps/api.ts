// /v1/apps (the OAuth clients a user registered) and /v1/authorizations (the apps a user allowed).
import { Elysia } from 'elysia';
import type { AppDeps } from '../../../app-deps';
import { apiController } from '../../../http/controller';
import { changeDeveloperApp, registerDeveloperApp } from '../service';
import { developerPolicy } from '../../../identity/developer-access';
import { deleteOAuthApp, listOAuthApps, ownedOAuthApp, presentApp, presentApps, rotateClientSecret, type AppRow } from './service';
import { AppIdParams, AuthorizationIdParams, oauthModels } from './model';
import { listAuthorizations, revokeAuthorization } from '../oauth/service';

const problems = { 401: 'Problem', 403: 'Problem', 404: 'Problem', 422: 'Problem' } as const;

/** A controller of this module: authenticated, with the models its routes name. */
const oauthController = (deps: AppDeps) => apiController(deps, 'OAuth apps', oauthModels);

export function oauthApiModule(deps: AppDeps) {
  return new Elysia().use(appRoutes(deps)).use(authorizationRoutes(deps));
}

/** /v1/apps: the OAuth clients a user registered. */
function appRoutes(deps: AppDeps) {
  const { db } = deps;
  const policy = developerPolicy(deps.config);
  const presentOne = async (row: AppRow) => (await presentApps(db, [row]))[0]!;
  return oauthController(deps)
    .get(
      '/v1/apps',
      async ({ principal }) => ({ object: 'list' as const, data: await presentApps(db, await listOAuthApps(db, principal.userId)) }),
      {
        scope: 'account:read',
        response: { 200: 'OAuthAppList', 401: 'Problem', 403: 'Problem' },
        detail: { summary: 'List your apps', description: 'OAuth clients you registered, newest first. Secrets are never shown again.' },
      },
    )
    .post(
      '/v1/apps',
      async ({ principal, body, set }) => {
        const { row, secret } = await registerDeveloperApp(db, policy, principal, body, deps.now(), deps.randomBytes);
        set.status = 201;
        set.headers.location = `${deps.config.baseUrl}/v1/apps/${row.id}`;
        return { ...presentApp(row, 0), client_secret: secret };
      },
      {
        scope: 'account:read',
        body: 'OAuthAppCreate',
        response: { 201: 'OAuthAppWithSecret', ...problems },
        detail: {
          summary: 'Register an app',
          description:
            'Creates an OAuth 2.0 client. `client_id` is the `app_` id; a confidential app gets `client_secret` (`cdcs_…`) in this answer only. Only approved developers (and admins) register apps: anyone else gets 403 `developer_access_*` (see GET /v1/developer-access). Scopes beyond your role or the developer scopes of this installation are 422.',
        },
      },
    )
    .get('/v1/apps/:app_id', async ({ principal, params }) => presentOne(await ownedOAuthApp(db, principal.userId, params.app_id)), {
      scope: 'account:read',
      params: AppIdParams,
      response: { 200: 'OAuthApp', ...problems },
      detail: {
        summary: 'Get one of your apps',
        description: 'Without the client secret (it is shown only at creation and rotation). 404 for an app that is not yours.',
      },
    })
    .patch(
      '/v1/apps/:app_id',
      async ({ principal, params, body }) => presentOne(await changeDeveloperApp(db, policy, principal, params.app_id, body, deps.now())),
      {
        scope: 'account:read',
        params: AppIdParams,
        body: 'OAuthAppUpdate',
        response: { 200: 'OAuthApp', ...problems },
        detail: {
          summary: 'Change an app',
          description: 'Name, redirect URIs, scopes. The type cannot change. Removing a scope takes it from existing tokens at once.',
        },
      },
    )
    .delete(
      '/v1/apps/:app_id',
      async ({ principal, params, set }) => {
        await deleteOAuthApp(db, principal.userId, params.app_id);
        set.status = 204;
        return null;
      },
      {
        scope: 'account:read',
        params: AppIdParams,
        response: problems,
        detail: {
          summary: 'Delete an app',
          description: 'Every grant and token of the app ends at once. 204, or 404 for an app that is not yours.',
        },
      },
    )
    .post(
      '/v1/apps/:app_id/rotate-secret',
      async ({ principal, params }) => {
        const { row, secret } = await rotateClientSecret(db, principal.userId, params.app_id, deps.now(), deps.randomBytes);
        return { ...(await presentOne(row)), client_secret: secret };
      },
      {
        scope: 'account:read',
        params: AppIdParams,
        response: { 200: 'OAuthAppWithSecret', 409: 'Problem', ...problems },
        detail: {
          summary: 'Rotate the client secret',
          description: 'The old secret stops working at once; the new one is in this answer only. Public apps: 409.',
        },
      },
    );
}

/** /v1/authorizations: the apps a user allowed. */
function authorizationRoutes(deps: AppDeps) {
  const { db } = deps;
  return oauthController(deps)
    .get(
      '/v1/authorizations',
      async ({ principal }) => ({ object: 'list' as const, data: await listAuthorizations(db, principal.userId) }),
      {
        scope: 'account:read',
        tags: ['Account'],
        response: { 200: 'AuthorizationList', 401: 'Problem', 403: 'Problem' },
        detail: { summary: 'Apps you allowed', description: 'Each live grant you gave an app through the consent page, newest first.' },
      },
    )
    .delete(
      '/v1/authorizations/:authorization_id',
      async ({ principal, params, set }) => {
        await revokeAuthorization(db, principal.userId, params.authorization_id, deps.now());
        set.status = 204;
        return null;
      },
      {
        scope: 'account:read',
        tags: ['Account'],
        params: AuthorizationIdParams,
        response: problems,
        detail: {
          summary: 'Revoke an app’s access',
          description: 'Every access and refresh token of the grant stops working at once. 204, or 404.',
        },
      },
    );
}
