// HTTP controller for /v1/invitations: admins invite people by email, see the pending
// invitations, send one again (a new link) or revoke it.
import type { AppDeps } from '../../../app-deps';
import { pagedBody } from '../../../http/paging';
import { apiController } from '../../../http/controller';
import {
  createInvitation,
  listInvitations,
  presentInvitation,
  readInvitation,
  renewInvitation,
  revokeInvitation,
  type Invited,
} from './invitations';
import { invitationMail, joiningMail, mailLanguage } from './mail';
import type { Language } from '../../../i18n/locale';
import { InvitationIdParams, InvitationListQuery, invitationModels } from './model';

const invitationPath = (secret: string): string => `/invitations/${encodeURIComponent(secret)}`;

/**
 * Mails the link when mail is configured; otherwise the answer carries it for the admin to pass
 * on. The mail speaks `locale`: the language of the admin's page that invited (who knows the
 * invitee), else the club's.
 */
export function deliverInvitation(deps: AppDeps, invited: Invited, locale: Language = mailLanguage(deps)): Promise<string | null> {
  const mail = joiningMail(deps);
  const url = `${deps.config.baseUrl}${invitationPath(invited.secret)}`;
  if (!mail.policy.mailConfigured) return Promise.resolve(url);
  return mail.send(invitationMail(invited.row, url, deps.config.baseUrl, locale)).then(() => null);
}

const problems = { 401: 'Problem', 403: 'Problem' } as const;

export function invitationsModule(deps: AppDeps) {
  const { db } = deps;
  const answer = async (invited: Invited) => {
    const url = await deliverInvitation(deps, invited);
    return { ...presentInvitation(invited.row, deps.now()), ...(url ? { url } : {}) };
  };
  return apiController(deps, 'Invitations', invitationModels)
    .post(
      '/v1/invitations',
      async ({ principal, body, set }) => {
        const created = await answer(
          await createInvitation(db, joiningMail(deps).policy.mode, principal, body, deps.now(), deps.randomBytes),
        );
        set.status = 201;
        set.headers.location = `${deps.config.baseUrl}/v1/invitations/${created.id}`;
        return created;
      },
      {
        scope: 'account:read',
        body: 'InvitationCreate',
        response: { 201: 'InvitationCreated', 409: 'Problem', 422: 'Problem', ...problems },
        detail: {
          summary: 'Invite someone (admins)',
          description:
            'The link works once, for seven days, and makes an account with `role`. With outgoing mail it is mailed to `email`; ' +
            'without, it is in `url` (this answer only). Inviting an address again replaces its pending invitation (the old link stops working). ' +
            '409 `user_exists` when someone has an account with the address; 403 `joining_closed` with `CATCHD_SIGNUP=closed`.',
        },
      },
    )
    .get(
      '/v1/invitations',
      async ({ principal, query, request, set }) =>
        pagedBody(deps.config.baseUrl, request, set.headers, await listInvitations(db, principal, query, deps.now())),
      {
        scope: 'account:read',
        query: InvitationListQuery,
        response: { 200: 'InvitationList', 422: 'Problem', ...problems },
        detail: {
          summary: 'List invitations (admins)',
          description: 'Invitations not accepted yet, newest first, expired ones included (`state`). Never the links.',
        },
      },
    )
    .get(
      '/v1/invitations/:invitation_id',
      async ({ principal, params }) => presentInvitation(await readInvitation(db, principal, params.invitation_id), deps.now()),
      {
        scope: 'account:read',
        params: InvitationIdParams,
        response: { 200: 'Invitation', 404: 'Problem', ...problems },
        detail: { summary: 'Read an invitation (admins)', description: 'Never its link. 404 once accepted or revoked.' },
      },
    )
    .post(
      '/v1/invitations/:invitation_id/resend',
      async ({ principal, params }) =>
        answer(await renewInvitation(db, joiningMail(deps).policy.mode, principal, params.invitation_id, deps.now(), deps.randomBytes)),
      {
        scope: 'account:read',
        params: InvitationIdParams,
        response: { 200: 'InvitationCreated', 404: 'Problem', 409: 'Problem', ...problems },
        detail: {
          summary: 'Send an invitation again (admins)',
          description: 'A new link and seven more days; the old link stops working. Mailed, or in `url` without mail, as on creation.',
        },
      },
    )
    .delete(
      '/v1/invitations/:invitation_id',
      async ({ principal, params, set }) => {
        await revokeInvitation(db, principal, params.invitation_id);
        set.status = 204;
        return null;
      },
      {
        scope: 'account:read',
        params: InvitationIdParams,
        response: { 404: 'Problem', 422: 'Problem', ...problems },
        detail: {
          summary: 'Revoke an invitation (admins)',
          description: 'Its link stops working at once. 204, or 404 for an unknown invitation.',
        },
      },
    );
}
