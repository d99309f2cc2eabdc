// The API's models of a person's passkeys (/v1/me/passkeys).
import { t } from 'elysia';

const PasskeyModel = t.Object({
  id: t.String({ description: 'A `pkey_` id.' }),
  object: t.Literal('passkey'),
  name: t.String({ description: 'What the person called it when adding it on the account page.' }),
  created_at: t.String({ format: 'date-time' }),
  last_used_at: t.Union([t.String({ format: 'date-time' }), t.Null()], { description: 'The last sign-in with it; null before the first.' }),
});

export const PasskeyList = t.Object({ object: t.Literal('list'), data: t.Array(PasskeyModel) });

export const PasskeyIdParams = t.Object({ id: t.String({ maxLength: 64 }) });

export const passkeyModels = { Passkey: PasskeyModel, PasskeyList };
