import { isoTimeRule } from '../../../lib/time';
import { t } from 'elysia';
import { literalUnion } from '../../../lib/schemas';
import { allScopes } from '../../../identity/scopes';

const ScopeName = literalUnion(allScopes, { description: 'A scope name' });

const ApiKey = t.Object({
  id: t.String(),
  object: t.Literal('api_key'),
  name: t.String(),
  scopes: t.Array(t.String()),
  hint: t.String({ description: 'The prefix and last four characters, to tell keys apart.' }),
  created_at: t.String({ format: 'date-time' }),
  expires_at: t.Union([t.String({ format: 'date-time' }), t.Null()]),
  last_used_at: t.Union([t.String({ format: 'date-time' }), t.Null()]),
});

export const ApiKeyCreated = t.Composite([ApiKey, t.Object({ key: t.String({ description: 'The secret, shown only in this answer.' }) })]);

export const ApiKeyCreate = t.Object(
  {
    name: t.String({ minLength: 1, maxLength: 100 }),
    scopes: t.Array(t.Union([ScopeName, t.Literal('all')]), { minItems: 1, maxItems: 20, uniqueItems: true }),
    expires_at: t.Optional(t.Union([t.String({ maxLength: 40, description: `Omit or null for no expiry. ${isoTimeRule}` }), t.Null()])),
  },
  { additionalProperties: false },
);

export const ApiKeyList = t.Object({ object: t.Literal('list'), data: t.Array(ApiKey) });

export const KeyIdParams = t.Object({ key_id: t.String({ maxLength: 64 }) });

export const keyModels = { ApiKey, ApiKeyCreated, ApiKeyCreate, ApiKeyList };
