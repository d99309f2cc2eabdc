// The API's models of a person's own account (/v1/me…).
import { t } from 'elysia';
import { PagedList, pageQueryFields } from '../../../http/paging';
import { literalUnion } from '../../../lib/schemas';
import { accountEventTypes } from '../../../identity/activity';
import { passwordLength } from '../../../identity/people';
import { accountRoles } from '../../../identity/scopes';
import { displayNameMaxLength } from './service';
import { preferenceFields } from '../../club/model';

export const Me = t.Object({
  id: t.String(),
  object: t.Literal('user'),
  display_name: t.String(),
  email: t.String({ format: 'email' }),
  pending_email: t.Union([t.String({ format: 'email' }), t.Null()], {
    description: 'A new address waiting for its owner to open the link mailed to it; `email` stays until then.',
  }),
  role: literalUnion(accountRoles),
  scopes: t.Array(t.String()),
  second_factor: t.Boolean({
    description: 'Whether signing in with a password also asks for a code from an authenticator app (set up on the account page).',
  }),
  ...preferenceFields,
});

export const MeUpdate = t.Object(
  {
    display_name: t.Optional(t.String({ minLength: 1, maxLength: displayNameMaxLength })),
    email: t.Optional(
      t.String({
        maxLength: 254,
        format: 'email',
        description:
          'With outgoing mail, the new address is confirmed by a link mailed to it (the old one is told); without, it applies at once.',
      }),
    ),
    units: t.Optional(preferenceFields.units),
    time_zone: t.Optional(preferenceFields.time_zone),
    language: t.Optional(preferenceFields.language),
  },
  { additionalProperties: false },
);

export const PasswordChange = t.Object(
  {
    current_password: t.String({ maxLength: passwordLength.max }),
    new_password: t.String({ minLength: passwordLength.min, maxLength: passwordLength.max }),
  },
  { additionalProperties: false },
);

export const Session = t.Object({
  id: t.String({ description: 'A `sess_` id.' }),
  object: t.Literal('session'),
  current: t.Boolean({ description: 'The session making this request (never, for API keys and tokens).' }),
  created_at: t.String({ format: 'date-time' }),
  last_seen_at: t.String({ format: 'date-time', description: 'Kept to the minute.' }),
  ip: t.Union([t.String(), t.Null()], { description: 'The client address at sign-in.' }),
  user_agent: t.Union([t.String(), t.Null()], { description: 'The browser at sign-in, as it named itself.' }),
});

export const SessionList = t.Object({ object: t.Literal('list'), data: t.Array(Session) });

export const SessionIdParams = t.Object({ id: t.String({ maxLength: 64 }) });

export const AccountEvent = t.Object({
  id: t.String({ description: 'An `act_` id.' }),
  object: t.Literal('account_event'),
  type: literalUnion(accountEventTypes),
  ip: t.Union([t.String(), t.Null()]),
  user_agent: t.Union([t.String(), t.Null()]),
  data: t.Record(t.String(), t.String(), {
    description:
      'Details by type: `from`/`to` for email and role changes, `count` of sessions ended, `method` (`passkey`) of a sign-in, `name` of a passkey.',
  }),
  created_at: t.String({ format: 'date-time' }),
});

export const AccountEventList = PagedList(AccountEvent);

export const ActivityQuery = t.Object(pageQueryFields('act', 'event'), { additionalProperties: false });

export const meModels = { Me, MeUpdate, PasswordChange, Session, SessionList, AccountEvent, AccountEventList };
