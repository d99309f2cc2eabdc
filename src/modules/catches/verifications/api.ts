// HTTP controller for /v1/catches/{id}/verifications.
import type { AppDeps } from '../../../app-deps';
import { apiController } from '../../../http/controller';
import { isId } from '../../../lib/ids';
import { NotFound } from '../../../lib/problem';
import { CatchIdParams } from '../model';
import { verificationModels } from './model';
import { listVerifications, verifyCatch } from './service';

const problems = { 401: 'Problem', 403: 'Problem', 404: 'Problem', 422: 'Problem' } as const;

export function verificationsModule(deps: AppDeps) {
  const { db } = deps;
  const catchId = (id: string): string => {
    if (!isId('catch', id)) throw new NotFound('The catch');
    return id;
  };
  return apiController(deps, 'Verification', verificationModels)
    .post(
      '/v1/catches/:id/verifications',
      async ({ params, body, principal, set }) => {
        const { verification } = await verifyCatch(db, principal, catchId(params.id), body, deps.now());
        set.status = 201;
        set.headers.location = `${deps.config.baseUrl}/v1/catches/${params.id}/verifications`;
        return verification;
      },
      {
        scope: 'verifications:write',
        params: CatchIdParams,
        body: 'VerificationCreate',
        response: { 201: 'Verification', ...problems },
        detail: {
          summary: 'Verify a catch',
          description: [
            'Sets the catch to `tier` (any tier, up or down) and appends the decision to its history. Verifiers and admins only (`verifications:write`); verifying your own catch is 403.',
            'Evidence rules: `unverified` needs none; `bronze` a photo of the fish (`photo_ids` or `weigh_photo_id`); `silver` a photo plus a `measurement` (`weight_lbs` or `length_in`) or a `witness`; `gold` (record grade, as IUSA/ESRA ask) a `weigh_photo_id`, a `scale_certified_on` date, a disinterested `witness` and a freedive catch.',
            'Cited photos must be photos of this catch; a witness must be neither the diver nor the verifier (name and contact compared case-insensitively with their display names and emails); `scale_certified_on` is a real date, not in the future.',
            'Evidence that falls short is 422 `evidence_insufficient` with one `errors` entry per missing or invalid item. A change of tier emits `catch.verified` (with the previous tier) and, when a top 10 moves, `leaderboard.updated`.',
          ].join('\n\n'),
        },
      },
    )
    .get(
      '/v1/catches/:id/verifications',
      async ({ params, principal }) => ({ data: await listVerifications(db, catchId(params.id), principal) }),
      {
        scope: 'catches:read',
        params: CatchIdParams,
        response: { 200: 'VerificationList', ...problems },
        detail: {
          summary: 'List the verification history of a catch',
          description:
            'Every verification, oldest first: who (`verifier`), when, from which tier (`previous_tier`) to which, with the note and evidence. Append-only.',
        },
      },
    );
}
