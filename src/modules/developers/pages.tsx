// The developer portal's start: apply for early access and see where you stand, and the
// admins' waiting list of applications. Every rule is the developers service's (the API calls
// the same functions); this file reads forms and renders. The portal's other pages are the
// keys and apps pages here, and the webhooks, events and request-log modules' pages.
import { Elysia, t } from 'elysia';
import type { Html } from '#jsx/jsx-runtime';
import type { AppDeps } from '../../app-deps';
import { developerSignupOpen } from '../../identity/developer-access';
import { NotFound } from '../../lib/problem';
import { ownValue } from '../../lib/records';
import { formatTime, PostForm, Problems, ScrollTable } from '../../web/components';
import { pageRoutes } from '../../web';
import { attempt, checkModel, formField, noRefusal, type Refusal } from '../../web/kit/forms';
import { done, noticeOf } from '../../web/kit/notices';
import { documentPage, errorPage, redirect } from '../../web/respond';
import { requestLanguage, type Language } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import type { WebSupport } from '../../web/session';
import { requireScope, type Visitor } from '../../web/visitor';
import { developerAppPages } from './apps/pages';
import { developerKeyPages } from './keys/pages';
import { developerMail, type DeveloperMail } from './mailing';
import { DeveloperApplicationCreate } from './model';
import { Placed, standingText } from './views';
import { PortalLayout } from '../../web/kit/portal';
import {
  applyForAccess,
  confirmApplicationEmail,
  confirmationMail,
  decideApplication,
  decisionMail,
  declineWithdraws,
  findApplication,
  developerAccessOf,
  listApplications,
  type ApplicationView,
  type Decision,
  type Withdrawn,
} from './service';

/** What declining an approved developer takes away, counted in the language's plurals, for the warning and the notice. */
function withdrawalCounts(w: Withdrawn, locale: Language): { keys: string; apps: string; grants: string } {
  const o = { locale };
  return {
    keys: m.dev_count_keys({ count: w.keys }, o),
    apps: m.dev_count_apps({ count: w.apps }, o),
    grants: m.dev_count_grants({ count: w.grants }, o),
  };
}

const stateWords: Record<ApplicationView['state'], (inputs: Record<string, never>, options: { locale: Language }) => string> = {
  requested: m.dev_state_requested,
  approved: m.dev_state_approved,
  declined: m.dev_state_declined,
};

/** The portal's access, keys and apps pages, sharing one mail setup, and the applicant's mailed link. */
export function developerPortalPages(deps: AppDeps, web: WebSupport) {
  const mail = developerMail(deps);
  return new Elysia()
    .use(developerAccessPages(deps, web, mail))
    .use(developerApplicationPages(deps, web, mail))
    .use(developerKeyPages(deps, web, mail.policy))
    .use(developerAppPages(deps, web, mail.policy))
    .use(confirmEmailPage(deps));
}

/** The mailed link that confirms an applicant's address. */
function confirmEmailPage(deps: AppDeps) {
  return new Elysia({ tags: ['Developer access'] }).get(
    '/developers/confirm-email',
    async ({ query, request }) => {
      // Opened from a mail, perhaps in another browser: the visitor's pick or browser language, as error pages choose.
      const o = { locale: requestLanguage(request) };
      try {
        await confirmApplicationEmail(deps.db, query.token ?? '', deps.now());
      } catch (error) {
        if (!(error instanceof NotFound)) throw error;
        return errorPage(404, m.dev_link_invalid_title({}, o), m.dev_link_invalid({}, o), {}, o.locale);
      }
      return documentPage(
        200,
        m.dev_confirmed_title({}, o),
        <div class="card">
          <h1>{m.dev_confirmed_title({}, o)}</h1>
          <p>{m.dev_confirmed({}, o)}</p>
        </div>,
        {},
        o.locale,
      );
    },
    { query: t.Object({ token: t.Optional(t.String({ maxLength: 200 })) }), detail: { hide: true } },
  );
}

function ApplicationCard({ app, visitor }: { app: ApplicationView; visitor: Visitor }): Html {
  const o = { locale: visitor.reader.locale };
  return (
    <dl class="card" aria-label={m.dev_application({}, o)}>
      <dt>{m.dev_state({}, o)}</dt>
      <dd id="application-state">{stateWords[app.state]({}, o)}</dd>
      <dt>{m.dev_applied({}, o)}</dt>
      <dd>{formatTime(app.created_at, visitor.reader.timeZone, o.locale)}</dd>
      <dt>{m.dev_building({}, o)}</dt>
      <dd>{app.building}</dd>
      {!app.email_confirmed && (
        <>
          <dt>{m.email_label({}, o)}</dt>
          <dd>{m.dev_email_unconfirmed({ email: app.email }, o)}</dd>
        </>
      )}
    </dl>
  );
}

function ApplyForm({ visitor, refusal, values }: { visitor: Visitor; refusal: Refusal; values: Record<string, string> }): Html {
  const o = { locale: visitor.reader.locale };
  return (
    <PostForm action="/developers/apply" csrf={visitor.csrf} class="card">
      <h2>{m.dev_apply_title({}, o)}</h2>
      <Problems errors={refusal.errors} locale={o.locale} />
      <label for="apply-name">{m.dev_name({}, o)}</label>
      <input id="apply-name" name="name" required maxlength="100" value={values.name ?? visitor.user?.displayName ?? ''} />
      <label for="apply-email">{m.email_label({}, o)}</label>
      <input id="apply-email" name="email" type="email" required maxlength="254" value={values.email ?? visitor.user?.email ?? ''} />
      <label for="apply-building">{m.dev_building_question({}, o)}</label>
      <textarea id="apply-building" name="building" required maxlength="2000">
        {values.building ?? ''}
      </textarea>
      <button type="submit">{m.dev_apply({}, o)}</button>
    </PostForm>
  );
}

/** Where a person stands as a developer, and the form to apply. */
function developerAccessPages(deps: AppDeps, web: WebSupport, { policy, send: mail, budgetFor }: DeveloperMail) {
  const { db } = deps;

  const accessPage = async (visitor: Visitor, notice: string | null, refusal: Refusal = noRefusal, values: Record<string, string> = {}) => {
    const principal = requireScope(visitor, 'account:read');
    const access = await developerAccessOf(db, policy, principal);
    const o = { locale: visitor.reader.locale };
    return (
      <PortalLayout title={m.dev_portal({}, o)} visitor={visitor} current="/developers" notice={notice}>
        <p id="standing">{standingText(access.state, o.locale)}</p>
        {access.application && <ApplicationCard app={access.application} visitor={visitor} />}
        {access.state === 'none' && <ApplyForm visitor={visitor} refusal={refusal} values={values} />}
        {access.state === 'approved' && (
          <p>
            <Placed message={(i) => m.dev_may_hold(i, o)} parts={{ scopes: <code>{access.scopes.join(' ')}</code> }} />{' '}
            <Placed
              message={(i) => m.dev_read_docs(i, o)}
              parts={{
                // Both are written in English only: hreflang says so before the click.
                reference: (
                  <a href="/docs" hreflang="en">
                    {m.dev_api_reference({}, o)}
                  </a>
                ),
                quickstart: (
                  <a href="/docs/guides/quickstart" hreflang="en">
                    {m.dev_quickstart({}, o)}
                  </a>
                ),
              }}
            />
          </p>
        )}
        {principal.role === 'admin' && (
          <p>
            <a href="/developers/applications">{m.dev_applications_link({}, o)}</a>
          </p>
        )}
      </PortalLayout>
    );
  };

  return pageRoutes(deps, web)
    .get('/developers', async ({ visitor, request, render }) => {
      // A visitor may sign up for early access (an account and the application together) unless the operator turned that off.
      if (!visitor.user && developerSignupOpen(deps.config)) return redirect('/developers/sign-up', 302);
      return render(await accessPage(visitor, noticeOf(request, visitor.reader.locale)));
    })
    .post('/developers/apply', async ({ visitor, request, body, render }) => {
      const principal = requireScope(visitor, 'account:read');
      const values = {
        name: formField(body, 'name').trim(),
        email: formField(body, 'email').trim(),
        building: formField(body, 'building').trim(),
      };
      const outcome = await attempt(async () => {
        checkModel(DeveloperApplicationCreate, values);
        const budget = budgetFor(deps.clientAddress(request));
        const { row, confirmToken } = await applyForAccess(db, policy, principal.userId, values, deps.now(), deps.randomBytes, budget);
        if (confirmToken)
          await mail(
            confirmationMail(
              row,
              `${deps.config.baseUrl}/developers/confirm-email?token=${encodeURIComponent(confirmToken)}`,
              visitor.reader.locale,
            ),
          );
      });
      if ('value' in outcome) return redirect(done('/developers', 'applied'));
      return render(await accessPage(visitor, null, outcome.refusal, values), { status: outcome.refusal.status });
    });
}

function DecideForm(props: { visitor: Visitor; id: string; name: string; decision: 'approve' | 'decline'; warning?: string }): Html {
  const { decision } = props;
  const o = { locale: props.visitor.reader.locale };
  return (
    <PostForm action={`/developers/applications/${props.id}/${decision}`} csrf={props.visitor.csrf}>
      {props.warning && <p class="hint">{props.warning}</p>}
      <button
        type="submit"
        class={decision === 'decline' ? 'secondary' : undefined}
        aria-label={(decision === 'approve' ? m.dev_approve_named : m.dev_decline_named)({ name: props.name }, o)}
      >
        {(decision === 'approve' ? m.dev_approve : m.dev_decline)({}, o)}
      </button>
    </PostForm>
  );
}

function WaitingList({ visitor, waiting }: { visitor: Visitor; waiting: ApplicationView[] }): Html {
  const o = { locale: visitor.reader.locale };
  if (waiting.length === 0) return <p>{m.dev_nobody_waiting({}, o)}</p>;
  return (
    <ScrollTable
      id="waiting"
      label={m.dev_waiting_list({}, o)}
      columns={[m.dev_applicant({}, o), m.dev_building({}, o), m.dev_applied({}, o), m.dev_decision({}, o)]}
    >
      {waiting.map((a) => (
        <tr>
          <td>
            {a.name}
            <br />
            <span class="muted">
              {a.email}
              {a.email_confirmed ? '' : ` ${m.dev_unconfirmed({}, o)}`}
            </span>
          </td>
          <td>{a.building}</td>
          <td>{formatTime(a.created_at, visitor.reader.timeZone, o.locale)}</td>
          <td>
            <DecideForm visitor={visitor} id={a.id} name={a.name} decision="approve" />
            <DecideForm visitor={visitor} id={a.id} name={a.name} decision="decline" />
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}

/** The admins' waiting list of applications, and the decided ones (each decision can be turned). */
function developerApplicationPages(deps: AppDeps, web: WebSupport, { policy, send: mail, languageOf }: DeveloperMail) {
  const { db } = deps;

  const applicationsPage = async (visitor: Visitor, notice: string | null, refusal: Refusal = noRefusal) => {
    const principal = requireScope(visitor, 'account:read');
    const waiting = await listApplications(db, principal, { state: 'requested', per_page: 100 });
    const decided = await listApplications(db, principal, { per_page: 100 });
    const o = { locale: visitor.reader.locale };
    // Declining an approved developer takes their keys, apps and tokens away: said before the click.
    const warnings = new Map<string, string>();
    for (const a of decided.data.filter((d) => d.state === 'approved'))
      warnings.set(a.id, m.dev_decline_warning(withdrawalCounts(await declineWithdraws(db, await findApplication(db, a.id)), o.locale), o));
    return (
      <PortalLayout title={m.dev_applications_title({}, o)} visitor={visitor} current="/developers" notice={notice}>
        <Problems errors={refusal.errors} locale={o.locale} />
        <h2>{m.dev_waiting_list({}, o)}</h2>
        <WaitingList visitor={visitor} waiting={waiting.data} />
        <h2>{m.dev_decided({}, o)}</h2>
        <ul>
          {decided.data
            .filter((a) => a.state !== 'requested')
            .map((a) => (
              <li>
                {a.name} ({a.email}):{' '}
                {a.decided_at
                  ? m.dev_decided_on(
                      { state: stateWords[a.state]({}, o), time: formatTime(a.decided_at, visitor.reader.timeZone, o.locale) },
                      o,
                    )
                  : stateWords[a.state]({}, o)}{' '}
                <DecideForm
                  visitor={visitor}
                  id={a.id}
                  name={a.name}
                  decision={a.state === 'approved' ? 'decline' : 'approve'}
                  warning={warnings.get(a.id)}
                />
              </li>
            ))}
        </ul>
      </PortalLayout>
    );
  };

  return pageRoutes(deps, web)
    .get('/developers/applications', async ({ visitor, request, render }) =>
      render(await applicationsPage(visitor, noticeOf(request, visitor.reader.locale))),
    )
    .post('/developers/applications/:id/:decision', async ({ visitor, params, render }) => {
      const principal = requireScope(visitor, 'account:read');
      const decisions: Record<string, Decision> = { approve: 'approved', decline: 'declined' };
      const decision = ownValue(decisions, params.decision);
      const outcome = await attempt(async () => {
        if (!decision) throw new NotFound('That decision');
        const decided = await decideApplication(db, policy, principal, params.id, decision, deps.now());
        await mail(decisionMail(decided.row, `${deps.config.baseUrl}/developers`, await languageOf(decided.row.user_id)));
        return decided;
      });
      if ('value' in outcome) {
        const { row, withdrawn } = outcome.value;
        if (withdrawn) {
          const locale = visitor.reader.locale;
          return render(
            await applicationsPage(visitor, m.dev_declined_done({ name: row.name, ...withdrawalCounts(withdrawn, locale) }, { locale })),
          );
        }
        return redirect(done('/developers/applications', row.state === 'approved' ? 'application-approved' : 'application-declined'));
      }
      return render(await applicationsPage(visitor, null, outcome.refusal), { status: outcome.refusal.status });
    });
}
