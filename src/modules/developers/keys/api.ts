// HTTP controller for /v1/keys: a caller lists, creates and revokes its own API keys.
import type { AppDeps } from '../../../app-deps';
import { apiController } from '../../../http/controller';
import { ValidationFailed } from '../../../lib/problem';
import { readIsoTime } from '../../../lib/time';
import { KeyIdParams, keyModels } from './model';
import { createDeveloperKey } from '../service';
import { developerPolicy } from '../../../identity/developer-access';
import { listApiKeys, presentKey, revokeApiKey } from './service';

export function keysModule(deps: AppDeps) {
  const { db } = deps;
  const policy = developerPolicy(deps.config);
  return apiController(deps, 'API keys', keyModels)
    .get(
      '/v1/keys',
      async ({ principal }) => ({ object: 'list' as const, data: (await listApiKeys(db, principal.userId)).map(presentKey) }),
      {
        scope: 'account:read',
        response: { 200: 'ApiKeyList', 401: 'Problem', 403: 'Problem' },
        detail: { summary: 'List your API keys', description: 'Live keys of the caller, newest first. Secrets are never shown again.' },
      },
    )
    .post(
      '/v1/keys',
      async ({ principal, body, set }) => {
        let expiresAt: number | null = null;
        if (body.expires_at != null) {
          const reading = readIsoTime(body.expires_at);
          if ('problem' in reading) throw new ValidationFailed([{ field: 'expires_at', message: reading.problem }]);
          expiresAt = reading.seconds;
        }
        const { row, secret } = await createDeveloperKey(
          db,
          policy,
          principal,
          { name: body.name, scopes: body.scopes, expiresAt },
          deps.now(),
          deps.randomBytes,
        );
        set.status = 201;
        set.headers.location = `${deps.config.baseUrl}/v1/keys/${row.id}`;
        return { ...presentKey(row), key: secret };
      },
      {
        scope: 'account:read',
        body: 'ApiKeyCreate',
        response: { 201: 'ApiKeyCreated', 401: 'Problem', 403: 'Problem', 422: 'Problem' },
        detail: {
          summary: 'Create an API key',
          description:
            'The secret (`cdk_…`) is in `key`, in this answer only. Only approved developers (and admins) create keys: anyone else gets 403 `developer_access_required`, `developer_access_pending`, `developer_access_declined` or `developer_access_closed` (see GET /v1/developer-access). Scopes beyond your role or the developer scopes of this installation are 422; `["all"]` grants every scope you may hand out.',
        },
      },
    )
    .delete(
      '/v1/keys/:key_id',
      async ({ principal, params, set }) => {
        await revokeApiKey(db, principal.userId, params.key_id, deps.now());
        set.status = 204;
        return null;
      },
      {
        scope: 'account:read',
        params: KeyIdParams,
        response: { 401: 'Problem', 403: 'Problem', 404: 'Problem', 422: 'Problem' },
        detail: { summary: 'Revoke an API key', description: 'Takes effect at once. 204, or 404 for a key that is not yours.' },
      },
    );
}
