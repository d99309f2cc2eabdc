// The admins' side of joining, on the people page: invite someone, see the pending invitations
// (send again, revoke), and decide the sign-ups waiting for approval.
import type { Html } from '#jsx/jsx-runtime';
import type { AppDeps } from '../../../../app-deps';
import { NotFound, type FieldError } from '../../../../lib/problem';
import { ownValue } from '../../../../lib/records';
import { toIso } from '../../../../lib/time';
import { formatTime, PostForm, ScrollTable, Select, QrCode } from '../../../../web/components';
import { pageRoutes } from '../../../../web';
import { attempt, formField } from '../../../../web/kit/forms';
import { done, type NoticeCode } from '../../../../web/kit/notices';
import { redirect } from '../../../../web/respond';
import type { WebSupport } from '../../../../web/session';
import { PageForbidden, requireScope, type Visitor } from '../../../../web/visitor';
import { roles } from '../../../../identity/scopes';
import { SecretOnce } from '../../../../web/kit/portal';
import { deliverInvitation } from '../api';
import { createInvitation, listInvitations, renewInvitation, revokeInvitation, type Invited } from '../invitations';
import { decisionMail, joiningMail } from '../mail';
import { decideSignUp, waitingSignUps, type SignUpDecision } from '../sign-ups';

const roleOptions = roles.map((r) => ({ value: r, label: r }));

/** An invitation link to pass on by hand (no outgoing mail): shown once, after inviting. */
export interface ShownLink {
  email: string;
  url: string;
}

/**
 * An invitation link shown once, to pass on as clubs do (a chat): the phone's share sheet
 * (share.js), the link to copy, and a QR code to scan from this screen.
 */
function InvitationToShare({ visitor, shown }: { visitor: Visitor; shown: ShownLink }): Html {
  return (
    <div class="card share" id="invitation-link">
      <SecretOnce
        label={`The invitation link for ${shown.email} works once, for seven days: pass it on yourself (no mail is set up).`}
        secret={shown.url}
      />
      <p>
        <button
          type="button"
          data-share={shown.url}
          data-share-title={`Join ${visitor.club.name} on catchd`}
          data-share-text={`Your invitation to ${visitor.club.name}, for ${shown.email}:`}
          data-share-status="share-status"
          hidden
        >
          Share the link…
        </button>
        <span class="hint" id="share-status" aria-live="polite"></span>
      </p>
      <p class="muted">Or let them scan it from this screen:</p>
      <QrCode text={shown.url} id="invitation-qr" label={`QR code of the invitation link for ${shown.email}`} />
    </div>
  );
}

/** The invitations and waiting sign-ups sections of the people page. */
export async function joiningSections(deps: AppDeps, visitor: Visitor, shown: ShownLink | null = null): Promise<Html> {
  const principal = requireScope(visitor, 'account:read');
  const { policy } = joiningMail(deps);
  const now = deps.now();
  const [invitations, waiting] = await Promise.all([
    listInvitations(deps.db, principal, { per_page: 100 }, now),
    waitingSignUps(deps.db, principal),
  ]);
  const small = (action: string, label: string, aria: string) => (
    <PostForm action={action} csrf={visitor.csrf}>
      <button type="submit" class="secondary" aria-label={aria}>
        {label}
      </button>
    </PostForm>
  );
  return (
    <>
      <h2 id="invitations">Invitations</h2>
      {shown && <InvitationToShare visitor={visitor} shown={shown} />}
      {policy.mode === 'closed' ? (
        <p class="muted">Nobody joins at the moment (CATCHD_SIGNUP=closed): add people with “Add a person” below.</p>
      ) : (
        <PostForm action="/admin/invitations" csrf={visitor.csrf} class="card">
          <label for="invite-email">Email</label>
          <input id="invite-email" name="email" type="email" required maxlength="254" />
          <label for="invite-role">Role</label>
          <Select id="invite-role" name="role" options={roleOptions} value="diver" />
          <button type="submit">Invite</button>
          <p class="muted">
            {policy.mailConfigured ? 'The link is mailed to the address.' : 'No mail is set up: you get the link to pass on.'}
          </p>
        </PostForm>
      )}
      {invitations.data.length === 0 ? (
        <p>No pending invitations.</p>
      ) : (
        <ScrollTable id="invitation-list" label="Pending invitations" columns={['Address', 'Role', 'Link', 'Actions']}>
          {invitations.data.map((i) => (
            <tr>
              <td>{i.email}</td>
              <td>{i.role}</td>
              <td>
                {i.state === 'expired' ? 'expired' : `until ${formatTime(i.expires_at, visitor.reader.timeZone, visitor.reader.locale)}`}
              </td>
              <td>
                {/* Without mail, a new link to pass on (the old one stops working); with mail, the same sent again. */}
                {policy.mailConfigured
                  ? small(`/admin/invitations/${i.id}/resend`, 'Send again', `Send the invitation to ${i.email} again`)
                  : small(`/admin/invitations/${i.id}/resend`, 'New link', `Make a new invitation link for ${i.email}`)}
                {small(`/admin/invitations/${i.id}/revoke`, 'Revoke', `Revoke the invitation to ${i.email}`)}
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
      {(policy.mode === 'approval' || waiting.length > 0) && (
        <>
          <h2 id="sign-ups">Sign-ups waiting</h2>
          {waiting.length === 0 ? (
            <p>Nobody is waiting.</p>
          ) : (
            <ScrollTable id="sign-up-list" label="Sign-ups waiting" columns={['Person', 'Signed up', 'Decision']}>
              {waiting.map((s) => (
                <tr>
                  <td>
                    {s.display_name}
                    <br />
                    <span class="muted">{s.email}</span>
                  </td>
                  <td>{formatTime(toIso(s.created_at), visitor.reader.timeZone, visitor.reader.locale)}</td>
                  <td>
                    {small(`/admin/sign-ups/${s.id}/approve`, 'Approve', `Approve ${s.display_name}`)}
                    {small(`/admin/sign-ups/${s.id}/decline`, 'Decline', `Decline ${s.display_name}`)}
                  </td>
                </tr>
              ))}
            </ScrollTable>
          )}
        </>
      )}
    </>
  );
}

/** Renders the whole people page again, with the problems of a refused form or a link to show. */
type PeoplePage = (visitor: Visitor, errors: FieldError[], shown: ShownLink | null) => Promise<Html>;

export function joiningAdminRoutes(deps: AppDeps, web: WebSupport, peoplePage: PeoplePage) {
  const { db } = deps;
  const mail = joiningMail(deps);
  const admin = (visitor: Visitor) => {
    const principal = requireScope(visitor, 'account:read');
    if (principal.role !== 'admin') throw new PageForbidden('Only admins can do this.');
    return principal;
  };
  /** After inviting: back to the list, or the page with the link when it is not mailed. */
  const invitedAnswer = async (visitor: Visitor, invited: Invited, notice: NoticeCode, render: (markup: Html) => string) => {
    const url = await deliverInvitation(deps, invited);
    if (url === null) return redirect(done('/admin/people', notice));
    return render(await peoplePage(visitor, [], { email: invited.row.email, url }));
  };
  const decisions: Record<string, SignUpDecision> = { approve: 'approved', decline: 'declined' };
  return pageRoutes(deps, web)
    .post('/admin/invitations', async ({ visitor, body, render }) => {
      const principal = admin(visitor);
      const input = { email: formField(body, 'email').trim(), role: formField(body, 'role') };
      const outcome = await attempt(() => createInvitation(db, mail.policy.mode, principal, input, deps.now(), deps.randomBytes));
      if ('refusal' in outcome) return render(await peoplePage(visitor, outcome.refusal.errors, null), { status: outcome.refusal.status });
      return invitedAnswer(visitor, outcome.value, 'invited', render);
    })
    .post('/admin/invitations/:id/:action', async ({ visitor, params, render }) => {
      const principal = admin(visitor);
      if (params.action === 'revoke') {
        await revokeInvitation(db, principal, params.id);
        return redirect(done('/admin/people', 'invitation-revoked'));
      }
      if (params.action !== 'resend') throw new NotFound('That action');
      const renewed = await renewInvitation(db, mail.policy.mode, principal, params.id, deps.now(), deps.randomBytes);
      return invitedAnswer(visitor, renewed, 'invitation-resent', render);
    })
    .post('/admin/sign-ups/:id/:decision', async ({ visitor, params }) => {
      const principal = admin(visitor);
      const decision = ownValue(decisions, params.decision);
      if (!decision) throw new NotFound('That decision');
      const row = await decideSignUp(db, mail.policy, principal, params.id, decision, deps.now(), deps.randomBytes);
      await mail.send(decisionMail(row.email, decision, deps.config.baseUrl));
      return redirect(done('/admin/people', decision === 'approved' ? 'sign-up-approved' : 'sign-up-declined'));
    });
}
