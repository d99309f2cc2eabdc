import { t } from 'elysia';
import { literalUnion } from '../../../lib/schemas';
import { catchesChoices } from './service';

export const AccountDelete = t.Object(
  {
    catches: literalUnion(catchesChoices, {
      description:
        '`delete`: your catches go (boards follow, `catch.deleted` events go out); `keep`: they stay on the boards under "Former member". CATCHD_DELETED_CATCHES may allow only one.',
    }),
    password: t.Optional(t.String({ maxLength: 1024, description: 'Your password; required when the account has one.' })),
    confirm_email: t.Optional(
      t.String({
        maxLength: 254,
        format: 'email',
        description: 'For accounts without a password (outside sign-in only): the account\u2019s email, typed again.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const leavingModels = { AccountDelete };
