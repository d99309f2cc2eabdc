// Invitation schemas (contract §8a).
import { t } from 'elysia';
import { PagedList } from '../../../http/paging';

const RoleName = t.Union([t.Literal('admin'), t.Literal('verifier'), t.Literal('diver')]);

export const Invitation = t.Object({
  id: t.String({ description: 'inv_…' }),
  object: t.Literal('invitation'),
  email: t.String(),
  role: RoleName,
  state: t.Union([t.Literal('pending'), t.Literal('expired')], {
    description: 'An accepted invitation is gone (the person is in `users`); a revoked one too.',
  }),
  invited_by: t.Union([t.String(), t.Null()], { description: 'The admin who (last) sent it.' }),
  created_at: t.String({ format: 'date-time' }),
  expires_at: t.String({ format: 'date-time', description: 'Seven days after it was sent.' }),
});

export const InvitationCreated = t.Composite([
  Invitation,
  t.Object({
    url: t.Optional(
      t.String({
        format: 'uri',
        description: 'The one-time link, only when the server sends no mail: pass it on. With mail it is mailed, never shown.',
      }),
    ),
  }),
]);

export const InvitationCreate = t.Object(
  {
    email: t.String({ minLength: 3, maxLength: 254, format: 'email' }),
    role: RoleName,
  },
  { additionalProperties: false },
);

export const InvitationList = PagedList(Invitation);

export const InvitationListQuery = t.Object(
  {
    page: t.Optional(t.Integer({ minimum: 1, maximum: 1_000_000 })),
    per_page: t.Optional(t.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  { additionalProperties: false },
);

export const InvitationIdParams = t.Object({ invitation_id: t.String({ maxLength: 64 }) });

export const invitationModels = { Invitation, InvitationCreated, InvitationCreate, InvitationList };
