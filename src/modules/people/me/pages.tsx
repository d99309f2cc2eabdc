// The /account page: a person's name, email address and password, their sign-in sessions
// and what happened to the account; the mailed link that confirms a new address; and, for
// admins, anyone's activity (linked from the people page). The rules are ./service's.
import { PreferencesSection, preferencesOfForm } from '../../club/views';
import { setPreferences } from '../../../identity/preferences';
import { Elysia } from 'elysia';
import type { Html } from '#jsx/jsx-runtime';
import type { AppDeps } from '../../../app-deps';
import type { FieldError } from '../../../lib/problem';
import { toIso } from '../../../lib/time';
import { deviceOf } from '../../../lib/user-agent';
import { FieldProblem, formatTime, invalidAttributes, Notice, Pager, PostForm, Problems, ScrollTable } from '../../../web/components';
import { pageRoutes } from '../../../web';
import { attempt, formField, type Refusal } from '../../../web/kit/forms';
import { done, noticeOf } from '../../../web/kit/notices';
import { pageNumber } from '../../../web/kit/paging';
import { Layout } from '../../../web/layout';
import { redirect } from '../../../web/respond';
import { clientInfo, type WebSupport } from '../../../web/session';
import { PageForbidden, requireScope, type Visitor } from '../../../web/visitor';
import { joiningMail } from '../joining/mail';
import { listAccountEvents, type AccountEvent, type AccountEventType } from '../../../identity/activity';
import { findUserById, normalizeEmail } from '../../../identity/people';
import type { UserRow } from '../../../identity/person';
import { hasRecentProof, recentProof } from '../../../web/recent-proof';
import { mailEmailOutcome } from './mail';
import { guardedPasswordChange } from './password-guard';
import {
  confirmEmailChange,
  displayNameMaxLength,
  endOtherSessions,
  endSession,
  listSessions,
  openEmailChange,
  pendingEmail,
  updateProfile,
  type SessionInfo,
} from './service';
import { LeavingSection } from '../leaving/pages';
import { PasskeysSection, passkeyScripts } from '../passkeys/pages';
import { listPasskeys } from '../passkeys/service';
import { SecondFactorSection } from '../second-factor/pages';
import { secondFactorState, secretBoxOf } from '../second-factor/service';
import { NewPasswordInput } from '../users/views';
import { sourceLanguage } from '../../../i18n/locale';

const eventWords: Record<AccountEventType, string> = {
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in (wrong password)',
  password_changed: 'Password changed',
  password_reset: 'Password set by a mailed link',
  email_change_requested: 'New email address asked for',
  email_changed: 'Email address changed',
  display_name_changed: 'Name changed',
  role_changed: 'Role changed',
  session_ended: 'A session signed out',
  sessions_ended: 'Other sessions signed out',
  passkey_added: 'Passkey added',
  passkey_removed: 'Passkey removed',
  second_factor_added: 'Authenticator app added',
  second_factor_removed: 'Authenticator app removed',
  recovery_code_used: 'Recovery code used',
};

function eventDetail(event: AccountEvent): string {
  const { from, to, count, method, name } = event.data;
  if (from && to) return `${from} → ${to}`;
  if (method) return `with ${method}`;
  if (name) return name;
  if (to) return to;
  return count ? `${count} ended` : '';
}

/** What happened to an account, newest first, with a pager (the person's own page and the admin's). */
function ActivityTable(props: {
  events: AccountEvent[];
  path: string;
  page: number;
  hasMore: boolean;
  total: number;
  perPage: number;
  timeZone: string;
}) {
  return (
    <>
      <ScrollTable id="activity" label="Account activity" columns={['When', 'What', 'From']}>
        {props.events.map((e) => (
          <tr>
            <td>{formatTime(toIso(e.createdAt), props.timeZone, sourceLanguage)}</td>
            <td>
              {eventWords[e.type]}
              {eventDetail(e) && <span class="muted"> {eventDetail(e)}</span>}
            </td>
            <td>{e.ip || e.userAgent ? `${deviceOf(e.userAgent)}${e.ip ? `, ${e.ip}` : ''}` : '—'}</td>
          </tr>
        ))}
      </ScrollTable>
      <Pager
        path={props.path}
        query={new URLSearchParams()}
        page={props.page}
        hasMore={props.hasMore}
        total={props.total}
        perPage={props.perPage}
      />
    </>
  );
}

function SessionRows(props: { sessions: SessionInfo[]; currentId: string | null; visitor: Visitor }) {
  return (
    <ScrollTable id="sessions" label="Where you are signed in" columns={['Device', 'Address', 'Last seen', '']}>
      {props.sessions.map((s) => (
        <tr>
          <td>
            {deviceOf(s.userAgent)}
            {s.id === props.currentId && <strong> (this one)</strong>}
          </td>
          <td>{s.ip ?? '—'}</td>
          <td>{formatTime(toIso(s.lastSeenAt), props.visitor.reader.timeZone, props.visitor.reader.locale)}</td>
          <td>
            {s.id !== props.currentId && (
              <PostForm action={`/account/sessions/${s.id}/end`} csrf={props.visitor.csrf}>
                <button
                  type="submit"
                  class="secondary"
                  aria-label={`Sign out ${deviceOf(s.userAgent)}, last seen ${formatTime(toIso(s.lastSeenAt), props.visitor.reader.timeZone, props.visitor.reader.locale)}`}
                >
                  Sign out
                </button>
              </PostForm>
            )}
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}

interface Refusals {
  profile?: Refusal;
  password?: Refusal;
  preferences?: Refusal;
  values?: { display_name: string; email: string };
}

const errorsOf = (refusal: Refusal | undefined): FieldError[] => refusal?.errors ?? [];

function ProfileSection(props: {
  visitor: Visitor;
  pending: string | null;
  values: { display_name: string; email: string };
  refusal?: Refusal;
}): Html {
  const { visitor, pending, values } = props;
  const user = visitor.user!;
  return (
    <section class="card" aria-labelledby="profile-heading">
      <h2 id="profile-heading">Name and email</h2>
      {pending && (
        <p id="pending-email">
          Waiting for you to confirm <strong>{pending}</strong> by the link we mailed there. Until then we keep {user.email}.
        </p>
      )}
      <Problems errors={errorsOf(props.refusal)} />
      <PostForm action="/account/profile" csrf={visitor.csrf}>
        <label for="display_name">Name</label>
        <input id="display_name" name="display_name" required maxlength={String(displayNameMaxLength)} value={values.display_name} />
        <label for="email">Email</label>
        <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value={values.email} />
        <button type="submit">Save</button>
      </PostForm>
    </section>
  );
}

function PasswordSection(props: { visitor: Visitor; refusal?: Refusal }): Html {
  const { visitor } = props;
  const errors = errorsOf(props.refusal);
  return (
    <section class="card" aria-labelledby="password-heading">
      <h2 id="password-heading">Password</h2>
      <p class="muted">Changing it signs out every other session.</p>
      <Problems errors={errors} beside={['current_password', 'new_password']} />
      <PostForm action="/account/password" csrf={visitor.csrf}>
        <label for="current_password">Current password</label>
        <input
          id="current_password"
          name="current_password"
          type="password"
          autocomplete="current-password"
          required
          maxlength="1024"
          {...invalidAttributes('current_password', 'current_password', errors)}
        />
        <FieldProblem id="current_password" field="current_password" errors={errors} />
        <label for="new_password">New password</label>
        <NewPasswordInput id="new_password" name="new_password" />
        <FieldProblem id="new_password" field="new_password" errors={errors} />
        <button type="submit">Change password</button>
      </PostForm>
    </section>
  );
}

function SessionsSection(props: { visitor: Visitor; sessions: SessionInfo[] }): Html {
  const { visitor, sessions } = props;
  return (
    <section aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Where you are signed in</h2>
      <SessionRows sessions={sessions} currentId={visitor.sessionId} visitor={visitor} />
      {sessions.length > 1 && (
        <PostForm action="/account/sessions/end-others" csrf={visitor.csrf}>
          <button type="submit" class="secondary">
            Sign out all others
          </button>
        </PostForm>
      )}
    </section>
  );
}

/** /account (name, email, password, sessions, activity, leaving), the mailed email link, and admins' activity view. */
export function accountPages(deps: AppDeps, web: WebSupport) {
  return new Elysia().use(accountSettingsPages(deps, web)).use(emailChangePages(deps, web)).use(adminActivityPages(deps, web));
}

function accountSettingsPages(deps: AppDeps, web: WebSupport) {
  const { db } = deps;
  const box = secretBoxOf(deps.config.secretKey);
  const perPage = 20;
  const change = (request: Request) => ({ now: deps.now(), client: clientInfo(deps, request) });

  const accountPage = async (visitor: Visitor, request: Request, refusals: Refusals = {}) => {
    const user = visitor.user!;
    const page = pageNumber(new URL(request.url).searchParams);
    const [pending, sessions, activity, passkeys, secondFactor, confirmed] = await Promise.all([
      pendingEmail(db, user.id, deps.now()),
      listSessions(db, user.id, deps.now()),
      listAccountEvents(db, user.id, { page, per_page: perPage }),
      listPasskeys(db, user.id),
      secondFactorState(db, box, user.id, user.email),
      hasRecentProof(deps, visitor),
    ]);
    const values = refusals.values ?? { display_name: user.displayName, email: pending ?? user.email };
    const notice = noticeOf(request);
    return (
      <Layout title="Your account" visitor={visitor} scripts={[...passkeyScripts]}>
        <h1>{user.displayName}</h1>
        {notice && <Notice>{notice}</Notice>}
        <p>
          {user.email} <span class="muted">· Role: {user.role}</span>
        </p>
        <p>
          <a href={`/divers/${user.id}`}>Your diver page</a> · <a href="/account/notifications">Notifications: what reaches you</a>
          {/* The main navigation names the portal only to approved developers; the others ask here. */}
          {!visitor.developer && deps.config.developerAccess !== 'closed' && (
            <>
              {' · '}
              <a href="/developers">Build with the API: the developer portal</a>
            </>
          )}
        </p>

        <ProfileSection visitor={visitor} pending={pending} values={values} refusal={refusals.profile} />

        <PreferencesSection visitor={visitor} errors={errorsOf(refusals.preferences)} />

        <PasswordSection visitor={visitor} refusal={refusals.password} />

        <PasskeysSection visitor={visitor} passkeys={passkeys} confirmed={confirmed} />

        <SecondFactorSection visitor={visitor} state={secondFactor} />

        <SessionsSection visitor={visitor} sessions={sessions} />

        <section aria-labelledby="activity-heading">
          <h2 id="activity-heading">Account activity</h2>
          <ActivityTable
            events={activity.data}
            path="/account"
            page={page}
            hasMore={activity.hasMore}
            total={activity.total}
            perPage={perPage}
            timeZone={visitor.reader.timeZone}
          />
        </section>

        <LeavingSection visitor={visitor} mode={deps.config.deletedCatches} />
      </Layout>
    );
  };

  /** The signed-in person who may change their account (a session: pages never use keys). */
  const writer = (visitor: Visitor): UserRow => {
    requireScope(visitor, 'account:write');
    return visitor.user!;
  };

  return pageRoutes(deps, web)
    .get('/account', async ({ visitor, request, render }) => {
      requireScope(visitor, 'account:read');
      return render(await accountPage(visitor, request));
    })
    .post('/account/profile', async ({ visitor, request, body, render }) => {
      const user = writer(visitor);
      const values = { display_name: formField(body, 'display_name'), email: formField(body, 'email').trim() };
      // Another address is a way into the account (resets go there): it needs a recent proof.
      if (normalizeEmail(values.email) !== user.email) {
        const confirm = await recentProof(deps, visitor, '/account');
        if (confirm) return confirm;
      }
      const result = await attempt(() =>
        updateProfile(
          db,
          user.id,
          { displayName: values.display_name, email: values.email },
          { ...change(request), mailConfigured: joiningMail(deps).policy.mailConfigured, randomBytes: deps.randomBytes },
        ),
      );
      if ('refusal' in result)
        return render(await accountPage(visitor, request, { profile: result.refusal, values }), { status: result.refusal.status });
      await mailEmailOutcome(deps, result.value.email);
      const kind = result.value.email.kind;
      return redirect(done('/account', kind === 'confirm' ? 'email-confirm-sent' : kind === 'changed' ? 'email-changed' : 'saved'));
    })
    .post('/account/preferences', async ({ visitor, request, body, render }) => {
      const user = writer(visitor);
      const result = await attempt(() => setPreferences(db, user.id, preferencesOfForm(body), deps.now()));
      if ('refusal' in result)
        return render(await accountPage(visitor, request, { preferences: result.refusal }), { status: result.refusal.status });
      return redirect(done('/account', 'saved'));
    })
    .post('/account/password', async ({ visitor, request, body, render }) => {
      const user = writer(visitor);
      const passwords = { current: formField(body, 'current_password'), next: formField(body, 'new_password') };
      const result = await attempt(() => guardedPasswordChange(deps, user.id, passwords, visitor.sessionId, change(request)));
      if ('refusal' in result)
        return render(await accountPage(visitor, request, { password: result.refusal }), { status: result.refusal.status });
      return redirect(done('/account', 'password-changed'));
    })
    .post('/account/sessions/end-others', async ({ visitor, request }) => {
      const user = writer(visitor);
      await endOtherSessions(db, user.id, visitor.sessionId, change(request));
      return redirect(done('/account', 'sessions-ended'));
    })
    .post('/account/sessions/:id/end', async ({ visitor, request, params }) => {
      const user = writer(visitor);
      await endSession(db, user.id, params.id, change(request));
      return redirect(done('/account', 'session-ended'));
    });
}

/** The link mailed to a new address: opening it asks, the POST changes the address. */
function emailChangePages(deps: AppDeps, web: WebSupport) {
  const { db } = deps;
  const change = (request: Request) => ({ now: deps.now(), client: clientInfo(deps, request) });
  return pageRoutes(deps, web)
    .get('/account/email/:token', async ({ visitor, params, render }) => {
      const { newEmail } = await openEmailChange(db, params.token, deps.now());
      return render(
        <Layout title="Confirm your new address" visitor={visitor} width="narrow">
          <div class="card">
            <h1>Confirm your new address</h1>
            <p>Use {newEmail} for your catchd account from now on?</p>
            <PostForm action={`/account/email/${encodeURIComponent(params.token)}`} csrf={visitor.csrf}>
              <button type="submit">Confirm</button>
            </PostForm>
          </div>
        </Layout>,
      );
    })
    .post('/account/email/:token', async ({ request, params }) => {
      await confirmEmailChange(db, params.token, change(request));
      return redirect(done('/account', 'email-changed'));
    });
}

/** An admin's view of anyone's account activity. */
function adminActivityPages(deps: AppDeps, web: WebSupport) {
  const { db } = deps;
  const perPage = 20;
  return pageRoutes(deps, web).get('/admin/people/:id/activity', async ({ visitor, request, params, render }) => {
    const principal = requireScope(visitor, 'account:read');
    if (principal.role !== 'admin') throw new PageForbidden('Only admins can open this page.');
    const person = await findUserById(db, params.id);
    if (!person)
      return render(
        <Layout title="Not found" visitor={visitor}>
          <h1>No such person</h1>
        </Layout>,
        { status: 404 },
      );
    const page = pageNumber(new URL(request.url).searchParams);
    const activity = await listAccountEvents(db, person.id, { page, per_page: perPage });
    return render(
      <Layout title={`Activity of ${person.displayName}`} visitor={visitor}>
        <h1>Activity of {person.displayName}</h1>
        <p class="muted">{person.email}</p>
        <ActivityTable
          events={activity.data}
          path={`/admin/people/${person.id}/activity`}
          page={page}
          hasMore={activity.hasMore}
          total={activity.total}
          perPage={perPage}
          timeZone={visitor.reader.timeZone}
        />
        <p>
          <a href="/admin/people">Back to people</a>
        </p>
      </Layout>,
    );
  });
}
