// Verification request and response schemas (named models in /openapi.json).
import { t } from 'elysia';
import { literalUnion } from '../../../lib/schemas';
import { Evidence, tiers, Verification } from '../model';

export const VerificationCreate = t.Object(
  {
    tier: literalUnion(tiers, { description: 'The tier to set: any tier, up or down, whose evidence rule the evidence meets.' }),
    note: t.Optional(t.String({ maxLength: 2000, description: 'Why: shown in the history and on the catch.' })),
    evidence: t.Optional(Evidence),
  },
  { additionalProperties: false },
);

export const VerificationList = t.Object({ data: t.Array(Verification) });

export const verificationModels = { Verification, VerificationCreate, VerificationList };
