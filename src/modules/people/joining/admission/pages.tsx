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
import { decisionMail, joiningMail, mailLanguage } from '../mail';
import { decideSignUp, waitingSignUps, type SignUpDecision } from '../sign-ups';
import { roleOptions, roleWords } from '../../users/views';
import { m } from '../../../../i18n/paraglide/messages.js';

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
  const o = { locale: visitor.reader.locale };
  const club = visitor.club.name;
  return (
    <div class="card share" id="invitation-link">
      <SecretOnce label={m.join_link_to_pass_on({ email: shown.email }, o)} secret={shown.url} />
      <p>
        <button
          type="button"
          data-share={shown.url}
          data-share-title={m.join_share_title({ club }, o)}
          data-share-text={m.join_share_text({ club, email: shown.email }, o)}
          data-share-status="share-status"
          hidden
        >
          {m.join_share_button({}, o)}
        </button>
        <span class="hint" id="share-status" aria-live="polite"></span>
      </p>
      <p class="muted">{m.join_scan_it({}, o)}</p>
      <QrCode text={shown.url} id="invitation-qr" label={m.join_qr_label({ email: shown.email }, o)} />
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
  const o = { locale: visitor.reader.locale };
  const small = (action: string, label: string, aria: string) => (
    <PostForm action={action} csrf={visitor.csrf}>
      <button type="submit" class="secondary" aria-label={aria}>
        {label}
      </button>
    </PostForm>
  );
  return (
    <>
      <h2 id="invitations">{m.join_invitations({}, o)}</h2>
      {shown && <InvitationToShare visitor={visitor} shown={shown} />}
      {policy.mode === 'closed' ? (
        <p class="muted">{m.join_closed_add({ add: m.people_add_person({}, o) }, o)}</p>
      ) : (
        <PostForm action="/admin/invitations" csrf={visitor.csrf} class="card">
          <label for="invite-email">{m.email_label({}, o)}</label>
          <input id="invite-email" name="email" type="email" required maxlength="254" />
          <label for="invite-role">{m.people_role({}, o)}</label>
          <Select id="invite-role" name="role" options={roleOptions(roles, o.locale)} value="diver" />
          <button type="submit">{m.join_invite({}, o)}</button>
          <p class="muted">{policy.mailConfigured ? m.join_link_mailed({}, o) : m.join_link_shown({}, o)}</p>
        </PostForm>
      )}
      {invitations.data.length === 0 ? (
        <p>{m.join_no_invitations({}, o)}</p>
      ) : (
        <ScrollTable
          id="invitation-list"
          label={m.join_pending_invitations({}, o)}
          columns={[m.account_col_address({}, o), m.people_role({}, o), m.join_col_link({}, o), m.join_col_actions({}, o)]}
        >
          {invitations.data.map((i) => (
            <tr>
              <td>{i.email}</td>
              <td>{roleWords[i.role]({}, o)}</td>
              <td>
                {i.state === 'expired'
                  ? m.join_link_expired({}, o)
                  : m.join_link_until({ time: formatTime(i.expires_at, visitor.reader.timeZone, o.locale) }, o)}
              </td>
              <td>
                {/* Without mail, a new link to pass on (the old one stops working); with mail, the same sent again. */}
                {policy.mailConfigured
                  ? small(`/admin/invitations/${i.id}/resend`, m.join_send_again({}, o), m.join_send_again_label({ email: i.email }, o))
                  : small(`/admin/invitations/${i.id}/resend`, m.join_new_link({}, o), m.join_new_link_label({ email: i.email }, o))}
                {small(`/admin/invitations/${i.id}/revoke`, m.join_revoke({}, o), m.join_revoke_label({ email: i.email }, o))}
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
      {(policy.mode === 'approval' || waiting.length > 0) && (
        <>
          <h2 id="sign-ups">{m.join_sign_ups_waiting({}, o)}</h2>
          {waiting.length === 0 ? (
            <p>{m.join_nobody_waiting({}, o)}</p>
          ) : (
            <ScrollTable
              id="sign-up-list"
              label={m.join_sign_ups_waiting({}, o)}
              columns={[m.join_col_person({}, o), m.join_col_signed_up({}, o), m.join_col_decision({}, o)]}
            >
              {waiting.map((s) => (
                <tr>
                  <td>
                    {s.display_name}
                    <br />
                    <span class="muted">{s.email}</span>
                  </td>
                  <td>{formatTime(toIso(s.created_at), visitor.reader.timeZone, o.locale)}</td>
                  <td>
                    {small(`/admin/sign-ups/${s.id}/approve`, m.join_approve({}, o), m.join_approve_label({ name: s.display_name }, o))}
                    {small(`/admin/sign-ups/${s.id}/decline`, m.join_decline({}, o), m.join_decline_label({ name: s.display_name }, o))}
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
    const url = await deliverInvitation(deps, invited, visitor.reader.locale);
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
      // The person has no setting yet and the sign-up kept no page language: the club's.
      await mail.send(decisionMail(row.email, decision, deps.config.baseUrl, mailLanguage(deps)));
      return redirect(done('/admin/people', decision === 'approved' ? 'sign-up-approved' : 'sign-up-declined'));
    });
}
