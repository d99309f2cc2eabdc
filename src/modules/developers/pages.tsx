// The developer portal's start: apply for early access and see where you stand, and the
// admins' waiting list of applications. Every rule is the developers service's (the API calls
// the same functions); this file reads forms and renders. The portal's other pages are the
// keys and apps pages here, and the webhooks, events and request-log modules' pages.
import { Elysia, t } from 'elysia';
import { sourceLanguage } from '../../i18n/locale';
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
import type { WebSupport } from '../../web/session';
import { requireScope, type Visitor } from '../../web/visitor';
import { developerAppPages } from './apps/pages';
import { developerKeyPages } from './keys/pages';
import { developerMail, type DeveloperMail } from './mailing';
import { DeveloperApplicationCreate } from './model';
import { standingText } from './views';
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

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** What declining an approved developer takes away, in words (`done`: it happened; otherwise: it will). */
function withdrawalText(w: Withdrawn, done = false): string {
  const [revoke, disable, effect] = done
    ? ['revoked', 'disabled', 'none of them works any more']
    : ['revokes', 'disables', 'they stop working at once'];
  return (
    `${revoke} their ${plural(w.keys, 'API key', 'API keys')} created since the approval, ${disable} their ${plural(w.apps, 'OAuth app', 'OAuth apps')} ` +
    `and ${revoke} the ${plural(w.grants, 'authorization', 'authorizations')} of those apps with every token: ${effect}. ` +
    'Approving again enables the apps; keys and authorizations stay revoked.'
  );
}

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
    async ({ query }) => {
      try {
        await confirmApplicationEmail(deps.db, query.token ?? '', deps.now());
      } catch (error) {
        if (!(error instanceof NotFound)) throw error;
        return errorPage(404, 'Link not valid', 'This confirmation link is unknown or was used already.');
      }
      return documentPage(
        200,
        'Address confirmed',
        <div class="card">
          <h1>Address confirmed</h1>
          <p>Thank you. An administrator will decide on your application; you will hear by mail.</p>
        </div>,
      );
    },
    { query: t.Object({ token: t.Optional(t.String({ maxLength: 200 })) }), detail: { hide: true } },
  );
}

function ApplicationCard({ app, timeZone }: { app: ApplicationView; timeZone: string }): Html {
  return (
    <dl class="card" aria-label="Your application">
      <dt>State</dt>
      <dd id="application-state">{app.state}</dd>
      <dt>Applied</dt>
      <dd>{formatTime(app.created_at, timeZone, sourceLanguage)}</dd>
      <dt>Building</dt>
      <dd>{app.building}</dd>
      {!app.email_confirmed && (
        <>
          <dt>Email</dt>
          <dd>Not confirmed yet: follow the link we mailed to {app.email}.</dd>
        </>
      )}
    </dl>
  );
}

function ApplyForm({ visitor, refusal, values }: { visitor: Visitor; refusal: Refusal; values: Record<string, string> }): Html {
  return (
    <PostForm action="/developers/apply" csrf={visitor.csrf} class="card">
      <h2>Apply for early access</h2>
      <Problems errors={refusal.errors} />
      <label for="apply-name">Name</label>
      <input id="apply-name" name="name" required maxlength="100" value={values.name ?? visitor.user?.displayName ?? ''} />
      <label for="apply-email">Email</label>
      <input id="apply-email" name="email" type="email" required maxlength="254" value={values.email ?? visitor.user?.email ?? ''} />
      <label for="apply-building">What are you building?</label>
      <textarea id="apply-building" name="building" required maxlength="2000">
        {values.building ?? ''}
      </textarea>
      <button type="submit">Apply</button>
    </PostForm>
  );
}

/** Where a person stands as a developer, and the form to apply. */
function developerAccessPages(deps: AppDeps, web: WebSupport, { policy, send: mail, budgetFor }: DeveloperMail) {
  const { db } = deps;

  const accessPage = async (visitor: Visitor, notice: string | null, refusal: Refusal = noRefusal, values: Record<string, string> = {}) => {
    const principal = requireScope(visitor, 'account:read');
    const access = await developerAccessOf(db, policy, principal);
    return (
      <PortalLayout title="Developer portal" visitor={visitor} current="/developers" notice={notice}>
        <p id="standing">{standingText(access.state)}</p>
        {access.application && <ApplicationCard app={access.application} timeZone={visitor.reader.timeZone} />}
        {access.state === 'none' && <ApplyForm visitor={visitor} refusal={refusal} values={values} />}
        {access.state === 'approved' && (
          <p>
            Your keys and apps may hold: <code>{access.scopes.join(' ')}</code>. Read the <a href="/docs">API reference</a> and the{' '}
            <a href="/docs/guides/quickstart">quickstart</a>.
          </p>
        )}
        {principal.role === 'admin' && (
          <p>
            <a href="/developers/applications">Applications waiting for a decision</a>
          </p>
        )}
      </PortalLayout>
    );
  };

  return pageRoutes(deps, web)
    .get('/developers', async ({ visitor, request, render }) => {
      // A visitor may sign up for early access (an account and the application together) unless the operator turned that off.
      if (!visitor.user && developerSignupOpen(deps.config)) return redirect('/developers/sign-up', 302);
      return render(await accessPage(visitor, noticeOf(request)));
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
          await mail(confirmationMail(row, `${deps.config.baseUrl}/developers/confirm-email?token=${encodeURIComponent(confirmToken)}`));
      });
      if ('value' in outcome) return redirect(done('/developers', 'applied'));
      return render(await accessPage(visitor, null, outcome.refusal, values), { status: outcome.refusal.status });
    });
}

function DecideForm(props: { visitor: Visitor; id: string; name: string; decision: 'approve' | 'decline'; warning?: string }): Html {
  const { decision } = props;
  return (
    <PostForm action={`/developers/applications/${props.id}/${decision}`} csrf={props.visitor.csrf}>
      {props.warning && <p class="hint">{props.warning}</p>}
      <button
        type="submit"
        class={decision === 'decline' ? 'secondary' : undefined}
        aria-label={`${decision === 'approve' ? 'Approve' : 'Decline'} ${props.name}`}
      >
        {decision === 'approve' ? 'Approve' : 'Decline'}
      </button>
    </PostForm>
  );
}

function WaitingList({ visitor, waiting }: { visitor: Visitor; waiting: ApplicationView[] }): Html {
  if (waiting.length === 0) return <p>Nobody is waiting.</p>;
  return (
    <ScrollTable id="waiting" label="Waiting list" columns={['Applicant', 'Building', 'Applied', 'Decision']}>
      {waiting.map((a) => (
        <tr>
          <td>
            {a.name}
            <br />
            <span class="muted">
              {a.email}
              {a.email_confirmed ? '' : ' (unconfirmed)'}
            </span>
          </td>
          <td>{a.building}</td>
          <td>{formatTime(a.created_at, visitor.reader.timeZone, visitor.reader.locale)}</td>
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
function developerApplicationPages(deps: AppDeps, web: WebSupport, { policy, send: mail }: DeveloperMail) {
  const { db } = deps;

  const applicationsPage = async (visitor: Visitor, notice: string | null, refusal: Refusal = noRefusal) => {
    const principal = requireScope(visitor, 'account:read');
    const waiting = await listApplications(db, principal, { state: 'requested', per_page: 100 });
    const decided = await listApplications(db, principal, { per_page: 100 });
    // Declining an approved developer takes their keys, apps and tokens away: said before the click.
    const warnings = new Map<string, string>();
    for (const a of decided.data.filter((d) => d.state === 'approved'))
      warnings.set(a.id, `Declining ${withdrawalText(await declineWithdraws(db, await findApplication(db, a.id)))}`);
    return (
      <PortalLayout title="Developer applications" visitor={visitor} current="/developers" notice={notice}>
        <Problems errors={refusal.errors} />
        <h2>Waiting list</h2>
        <WaitingList visitor={visitor} waiting={waiting.data} />
        <h2>Decided</h2>
        <ul>
          {decided.data
            .filter((a) => a.state !== 'requested')
            .map((a) => (
              <li>
                {a.name} ({a.email}): {a.state}
                {a.decided_at ? ` on ${formatTime(a.decided_at, visitor.reader.timeZone, visitor.reader.locale)}` : ''}{' '}
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
    .get('/developers/applications', async ({ visitor, request, render }) => render(await applicationsPage(visitor, noticeOf(request))))
    .post('/developers/applications/:id/:decision', async ({ visitor, params, render }) => {
      const principal = requireScope(visitor, 'account:read');
      const decisions: Record<string, Decision> = { approve: 'approved', decline: 'declined' };
      const decision = ownValue(decisions, params.decision);
      const outcome = await attempt(async () => {
        if (!decision) throw new NotFound('That decision');
        const decided = await decideApplication(db, policy, principal, params.id, decision, deps.now());
        await mail(decisionMail(decided.row, `${deps.config.baseUrl}/developers`));
        return decided;
      });
      if ('value' in outcome) {
        const { row, withdrawn } = outcome.value;
        if (withdrawn) return render(await applicationsPage(visitor, `${row.name}: declined. This ${withdrawalText(withdrawn, true)}`));
        return redirect(done('/developers/applications', row.state === 'approved' ? 'application-approved' : 'application-declined'));
      }
      return render(await applicationsPage(visitor, null, outcome.refusal), { status: outcome.refusal.status });
    });
}
