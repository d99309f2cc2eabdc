// HTTP controller for /v1/me/passkeys: programs list and remove a person's passkeys. Adding
// one is a browser ceremony (the account page), as is signing in with one (the sign-in page).
import type { AppDeps } from '../../../app-deps';
import { apiController } from '../../../http/controller';
import { clientInfo } from '../../../web/session';
import { PasskeyIdParams, passkeyModels } from './model';
import { listPasskeys, presentPasskey, removePasskey } from './service';

export function passkeysModule(deps: AppDeps) {
  const { db } = deps;
  return apiController(deps, 'Account', passkeyModels)
    .get(
      '/v1/me/passkeys',
      async ({ principal }) => ({ object: 'list' as const, data: (await listPasskeys(db, principal.userId)).map(presentPasskey) }),
      {
        scope: 'account:read',
        response: { 200: 'PasskeyList', 401: 'Problem', 403: 'Problem' },
        detail: {
          summary: 'List your passkeys',
          description:
            'The passkeys that can sign the person in without a password, newest first. They are added in a browser, on the account page.',
        },
      },
    )
    .delete(
      '/v1/me/passkeys/:id',
      async ({ principal, params, request, set }) => {
        await removePasskey(db, principal.userId, params.id, { now: deps.now(), client: clientInfo(deps, request) });
        set.status = 204;
        return null;
      },
      {
        scope: 'account:write',
        params: PasskeyIdParams,
        response: { 401: 'Problem', 403: 'Problem', 404: 'Problem', 422: 'Problem' },
        detail: {
          summary: 'Remove a passkey',
          description: 'The passkey no longer signs the person in. 204, or 404 for a passkey that is not yours.',
        },
      },
    );
}
