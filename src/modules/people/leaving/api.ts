// HTTP controller for leaving (contract §8a): GET /v1/me/export and DELETE /v1/me.
import type { AppDeps } from '../../../app-deps';
import { apiController } from '../../../http/controller';
import { NotFound } from '../../../lib/problem';
import { guardedPasswordCheck } from '../me/password-guard';
import { zipStream } from '../../../lib/zip-stream';
import { photoStorageFor } from '../../catches/photos/storage';
import { findUserById } from '../../../identity/people';
import type { UserRow } from '../../../identity/person';
import { exportEntries, exportFileName } from './export';
import { leavingModels } from './model';
import { checkConfirmation, checkedChoice, deleteAccount, type LeavingConfirmation } from './service';

/** The person's whole export as a download, streamed while it is read. */
export function exportResponse(deps: AppDeps, user: UserRow): Response {
  const now = deps.now();
  const entries = exportEntries({ db: deps.db, photos: photoStorageFor(deps.db, deps.config.dataDir), photoUrl: deps.photoUrl }, user, now);
  return new Response(zipStream(entries, new Date(now * 1000)), {
    headers: {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${exportFileName(now)}"`,
      'cache-control': 'no-store',
    },
  });
}

/** Confirms (a password is checked behind the person's backoff), deletes the account, then drops the bytes of the photos that went with it. */
export async function leave(deps: AppDeps, user: UserRow, input: LeavingConfirmation & { catches: string }): Promise<void> {
  const choice = checkedChoice(deps.config.deletedCatches, input.catches);
  const confirm = (): Promise<void> => checkConfirmation(deps.passwords, user, input);
  if (user.passwordHash !== null && input.password) await guardedPasswordCheck(deps, user.id, confirm);
  else await confirm();
  const { photoIds } = await deleteAccount(deps.db, user, choice, deps.now());
  // The request log is kept apart from the database (src/db/request-log/storage.ts): its rows go after.
  await deps.requestLog?.forget(user.id);
  await photoStorageFor(deps.db, deps.config.dataDir).remove(photoIds);
}

export function leavingModule(deps: AppDeps) {
  const caller = async (userId: string): Promise<UserRow> => {
    const user = await findUserById(deps.db, userId);
    if (!user) throw new NotFound('The account');
    return user;
  };
  return apiController(deps, 'Account', leavingModels)
    .get('/v1/me/export', async ({ principal }) => exportResponse(deps, await caller(principal.userId)), {
      scope: 'account:write',
      detail: {
        summary: 'Download your data',
        description:
          'One zip archive, streamed: `catches.json` (as this API shows them to you) and `catches.csv`, `verifications.json` (decisions on your catches) and `verifications-given.json`, `photos/`, `api-keys.json`, `oauth-apps.json` and `webhook-endpoints.json` (never their secrets), `passkeys.json` (names and times, never key material), `account.json` and a README.',
        responses: {
          // Not a JSON body: documented here rather than through `response`, which would replace it.
          200: { description: 'The archive', content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } },
          403: {
            description: 'The credential lacks account:write.',
            content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
          },
        },
      },
    })
    .delete(
      '/v1/me',
      async ({ principal, body, set }) => {
        await leave(deps, await caller(principal.userId), body);
        set.status = 204;
        return null;
      },
      {
        scope: 'account:write',
        body: 'AccountDelete',
        response: { 401: 'Problem', 403: 'Problem', 409: 'Problem', 422: 'Problem' },
        detail: {
          summary: 'Delete your account',
          description:
            'Needs your `password` (403 `wrong_password` when it is not; accounts without one send `confirm_email`). `catches: "delete"` deletes your catches and their photos (boards follow at once; `catch.deleted` events and webhooks go out); `"keep"` leaves them on the boards under "Former member". Your name and email are gone either way; your sessions, API keys, OAuth apps, grants and tokens and webhook endpoints end at once. 409 `last_admin` for the last active admin; 422 when the club allows only the other choice (CATCHD_DELETED_CATCHES). Answers 204.',
        },
      },
    );
}
