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
import { deviceParts } from '../../../lib/user-agent';
import { aroundLink, type Language } from '../../../i18n/locale';
import { m } from '../../../i18n/paraglide/messages.js';
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
import { NewPasswordInput, roleWords } from '../users/views';

type Message = (inputs: Record<string, never>, options: { locale: Language }) => string;

const eventWords: Record<AccountEventType, Message> = {
  sign_in: m.account_event_sign_in,
  sign_in_failed: m.account_event_sign_in_failed,
  password_changed: m.account_event_password_changed,
  password_reset: m.account_event_password_reset,
  email_change_requested: m.account_event_email_change_requested,
  email_changed: m.account_event_email_changed,
  display_name_changed: m.account_event_display_name_changed,
  role_changed: m.account_event_role_changed,
  session_ended: m.account_event_session_ended,
  sessions_ended: m.account_event_sessions_ended,
  passkey_added: m.account_event_passkey_added,
  passkey_removed: m.account_event_passkey_removed,
  second_factor_added: m.account_event_second_factor_added,
  second_factor_removed: m.account_event_second_factor_removed,
  recovery_code_used: m.account_event_recovery_code_used,
};

function eventDetail(event: AccountEvent, locale: Language): string {
  const { from, to, count, method, name } = event.data;
  if (from && to) return `${from} → ${to}`;
  if (method) return m.account_event_with({ method }, { locale });
  if (name) return name;
  if (to) return to;
  return count ? m.account_event_ended({ count: Number(count) }, { locale }) : '';
}

/** A User-Agent in plain words of the page's language ("Firefox on Windows"). */
export function deviceWords(userAgent: string | null, locale: Language): string {
  const { browser, system } = deviceParts(userAgent);
  const o = { locale };
  if (browser && system) return m.account_device_on({ browser, system }, o);
  if (browser) return browser;
  return system ? m.account_device_browser_on({ system }, o) : m.account_device_unknown({}, o);
}

/** What happened to an account, newest first, with a pager (the person's own page and the admin's). */
function ActivityTable(props: {
  events: AccountEvent[];
  path: string;
  page: number;
  hasMore: boolean;
  total: number;
  perPage: number;
  reader: Visitor['reader'];
}) {
  const { locale, timeZone } = props.reader;
  const o = { locale };
  return (
    <>
      <ScrollTable
        id="activity"
        label={m.account_activity({}, o)}
        columns={[m.account_col_when({}, o), m.account_col_what({}, o), m.account_col_from({}, o)]}
      >
        {props.events.map((e) => (
          <tr>
            <td>{formatTime(toIso(e.createdAt), timeZone, o.locale)}</td>
            <td>
              {eventWords[e.type]({}, o)}
              {eventDetail(e, locale) && <span class="muted"> {eventDetail(e, locale)}</span>}
            </td>
            <td>{e.ip || e.userAgent ? `${deviceWords(e.userAgent, locale)}${e.ip ? `, ${e.ip}` : ''}` : '—'}</td>
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
        locale={locale}
      />
    </>
  );
}

function SessionRows(props: { sessions: SessionInfo[]; currentId: string | null; visitor: Visitor }) {
  const { locale, timeZone } = props.visitor.reader;
  const o = { locale };
  return (
    <ScrollTable
      id="sessions"
      label={m.account_sessions({}, o)}
      columns={[m.account_col_device({}, o), m.account_col_address({}, o), m.account_col_last_seen({}, o), '']}
    >
      {props.sessions.map((s) => (
        <tr>
          <td>
            {deviceWords(s.userAgent, locale)}
            {s.id === props.currentId && <strong> {m.account_this_session({}, o)}</strong>}
          </td>
          <td>{s.ip ?? '—'}</td>
          <td>{formatTime(toIso(s.lastSeenAt), timeZone, o.locale)}</td>
          <td>
            {s.id !== props.currentId && (
              <PostForm action={`/account/sessions/${s.id}/end`} csrf={props.visitor.csrf}>
                <button
                  type="submit"
                  class="secondary"
                  aria-label={m.account_session_sign_out(
                    { device: deviceWords(s.userAgent, locale), time: formatTime(toIso(s.lastSeenAt), timeZone, o.locale) },
                    o,
                  )}
                >
                  {m.sign_out({}, o)}
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
  const o = { locale: visitor.reader.locale };
  const [before, after] = aroundLink((i) => m.account_pending_email({ pending: i.link, email: user.email }, o));
  return (
    <section class="card" aria-labelledby="profile-heading">
      <h2 id="profile-heading">{m.account_profile_heading({}, o)}</h2>
      {pending && (
        <p id="pending-email">
          {before}
          <strong>{pending}</strong>
          {after}
        </p>
      )}
      <Problems errors={errorsOf(props.refusal)} locale={o.locale} />
      <PostForm action="/account/profile" csrf={visitor.csrf}>
        <label for="display_name">{m.account_name_label({}, o)}</label>
        <input id="display_name" name="display_name" required maxlength={String(displayNameMaxLength)} value={values.display_name} />
        <label for="email">{m.email_label({}, o)}</label>
        <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value={values.email} />
        <button type="submit">{m.account_save({}, o)}</button>
      </PostForm>
    </section>
  );
}

function PasswordSection(props: { visitor: Visitor; refusal?: Refusal }): Html {
  const { visitor } = props;
  const errors = errorsOf(props.refusal);
  const o = { locale: visitor.reader.locale };
  return (
    <section class="card" aria-labelledby="password-heading">
      <h2 id="password-heading">{m.password_label({}, o)}</h2>
      <p class="muted">{m.account_password_lead({}, o)}</p>
      <Problems errors={errors} beside={['current_password', 'new_password']} locale={o.locale} />
      <PostForm action="/account/password" csrf={visitor.csrf}>
        <label for="current_password">{m.account_current_password({}, o)}</label>
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
        <label for="new_password">{m.account_new_password({}, o)}</label>
        <NewPasswordInput id="new_password" name="new_password" />
        <FieldProblem id="new_password" field="new_password" errors={errors} />
        <button type="submit">{m.account_change_password({}, o)}</button>
      </PostForm>
    </section>
  );
}

function SessionsSection(props: { visitor: Visitor; sessions: SessionInfo[] }): Html {
  const { visitor, sessions } = props;
  const o = { locale: visitor.reader.locale };
  return (
    <section aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">{m.account_sessions({}, o)}</h2>
      <SessionRows sessions={sessions} currentId={visitor.sessionId} visitor={visitor} />
      {sessions.length > 1 && (
        <PostForm action="/account/sessions/end-others" csrf={visitor.csrf}>
          <button type="submit" class="secondary">
            {m.account_sign_out_others({}, o)}
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
    const o = { locale: visitor.reader.locale };
    const notice = noticeOf(request, o.locale);
    return (
      <Layout title={m.account_title({}, o)} visitor={visitor} scripts={[...passkeyScripts]}>
        <h1>{user.displayName}</h1>
        {notice && <Notice>{notice}</Notice>}
        <p>
          {user.email} <span class="muted">· {m.account_role({ role: roleWords[user.role]({}, o) }, o)}</span>
        </p>
        <p>
          <a href={`/divers/${user.id}`}>{m.account_diver_page({}, o)}</a> ·{' '}
          <a href="/account/notifications">{m.account_notifications_link({}, o)}</a>
          {/* The main navigation names the portal only to approved developers; the others ask here. */}
          {!visitor.developer && deps.config.developerAccess !== 'closed' && (
            <>
              {' · '}
              <a href="/developers">{m.account_developer_link({}, o)}</a>
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
          <h2 id="activity-heading">{m.account_activity({}, o)}</h2>
          <ActivityTable
            events={activity.data}
            path="/account"
            page={page}
            hasMore={activity.hasMore}
            total={activity.total}
            perPage={perPage}
            reader={visitor.reader}
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
      await mailEmailOutcome(deps, result.value.email, visitor.reader.locale);
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
      const o = { locale: visitor.reader.locale };
      return render(
        <Layout title={m.account_new_address_title({}, o)} visitor={visitor} width="narrow">
          <div class="card">
            <h1>{m.account_new_address_title({}, o)}</h1>
            <p>{m.account_new_address_text({ email: newEmail }, o)}</p>
            <PostForm action={`/account/email/${encodeURIComponent(params.token)}`} csrf={visitor.csrf}>
              <button type="submit">{m.account_confirm({}, o)}</button>
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
    const o = { locale: visitor.reader.locale };
    if (!person)
      return render(
        <Layout title={m.error_title_404({}, o)} visitor={visitor}>
          <h1>{m.people_no_such_person({}, o)}</h1>
        </Layout>,
        { status: 404 },
      );
    const page = pageNumber(new URL(request.url).searchParams);
    const activity = await listAccountEvents(db, person.id, { page, per_page: perPage });
    return render(
      <Layout title={m.people_activity_of({ name: person.displayName }, o)} visitor={visitor}>
        <h1>{m.people_activity_of({ name: person.displayName }, o)}</h1>
        <p class="muted">{person.email}</p>
        <ActivityTable
          events={activity.data}
          path={`/admin/people/${person.id}/activity`}
          page={page}
          hasMore={activity.hasMore}
          total={activity.total}
          perPage={perPage}
          reader={visitor.reader}
        />
        <p>
          <a href="/admin/people">{m.people_back({}, o)}</a>
        </p>
      </Layout>,
    );
  });
}
