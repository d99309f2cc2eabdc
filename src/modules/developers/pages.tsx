// The developer portal's pages for access, keys and apps: apply for early access and see its
// state, the admins' waiting list, API keys, OAuth apps, and the apps a person authorised.
// Every rule is the services' (the API calls the same functions); this file reads forms and renders.
import { Elysia } from 'elysia';
import type { AppDeps } from '../../app-deps';
import { NotFound } from '../../lib/problem';
import { formatTime, PostForm, Problems, ScrollTable } from '../../web/components';
import { pageContext } from '../../web';
import { redirect } from '../../web/respond';
import { formField, type WebSupport } from '../../web/session';
import { requireScope, type Visitor } from '../../web/visitor';
import { scopeDescriptions } from '../auth/scopes';
import { listApiKeys, presentKey, revokeApiKey } from '../keys/service';
import { deleteOAuthApp, listOAuthApps, ownedOAuthApp, presentApps, rotateClientSecret } from '../oauth/apps';
import { listAuthorizations, revokeAuthorization } from '../oauth/service';
import { developerMail } from './mailing';
import { ApiKeyCreate } from '../keys/model';
import { OAuthAppCreate, OAuthAppUpdate } from '../oauth/model';
import { DeveloperApplicationCreate } from './model';
import { attempt, checkForm, checkModel, done, doneOf, formList, PortalLayout, SecretOnce, standingText, requireDeveloper, type Refusal } from './portal';
import {
  applyForAccess,
  confirmationMail,
  createDeveloperKey,
  decideApplication,
  decisionMail,
  declineWithdraws,
  findApplication,
  developerAccessOf,
  changeDeveloperApp,
  listApplications,
  registerDeveloperApp,
  type Decision,
  type Withdrawn,
} from './service';

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** What declining an approved developer takes away, in words (`done`: it happened; otherwise: it will). */
function withdrawalText(w: Withdrawn, done = false): string {
  const [revoke, disable, effect] = done ? ['revoked', 'disabled', 'none of them works any more'] : ['revokes', 'disables', 'they stop working at once'];
  return (
    `${revoke} their ${plural(w.keys, 'API key', 'API keys')} created since the approval, ${disable} their ${plural(w.apps, 'OAuth app', 'OAuth apps')} ` +
    `and ${revoke} the ${plural(w.grants, 'authorization', 'authorizations')} of those apps with every token: ${effect}. ` +
    'Approving again enables the apps; keys and authorizations stay revoked.'
  );
}

const expiryOptions = [
  { value: '', label: 'Never' },
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
  { value: '365', label: 'In a year' },
];

const noRefusal: Refusal = { errors: [], status: 200 };

function ScopeChoices(props: { scopes: string[]; chosen: string[] }) {
  return (
    <fieldset>
      <legend>Scopes</legend>
      {props.scopes.map((s) => (
        <label class="check">
          <input type="checkbox" name="scopes" value={s} checked={props.chosen.includes(s)} />
          <code>{s}</code> {scopeDescriptions[s as keyof typeof scopeDescriptions] ?? ''}
        </label>
      ))}
    </fieldset>
  );
}

export function developerPortalPages(deps: AppDeps, web: WebSupport) {
  const { db } = deps;
  const { policy, send: mail, budgetFor } = developerMail(deps);
  const hidden = { detail: { hide: true } };

  const accessPage = async (visitor: Visitor, notice: string | null, refusal: Refusal = noRefusal, values: Record<string, string> = {}) => {
    const principal = requireScope(visitor, 'account:read');
    const access = await developerAccessOf(db, policy, principal);
    const app = access.application;
    return (
      <PortalLayout title="Developer portal" visitor={visitor} current="/developers" notice={notice}>
        <p id="standing">{standingText(access.state)}</p>
        {app && (
          <dl class="card" aria-label="Your application">
            <dt>State</dt>
            <dd id="application-state">{app.state}</dd>
            <dt>Applied</dt>
            <dd>{formatTime(app.created_at)}</dd>
            <dt>Building</dt>
            <dd>{app.building}</dd>
            {!app.email_confirmed && (
              <>
                <dt>Email</dt>
                <dd>Not confirmed yet: follow the link we mailed to {app.email}.</dd>
              </>
            )}
          </dl>
        )}
        {access.state === 'none' && (
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
        )}
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

  const applicationsPage = async (visitor: Visitor, notice: string | null, refusal: Refusal = noRefusal) => {
    const principal = requireScope(visitor, 'account:read');
    const waiting = await listApplications(db, principal, { state: 'requested', per_page: 100 });
    const decided = await listApplications(db, principal, { per_page: 100 });
    const decide = (id: string, name: string, decision: 'approve' | 'decline', warning?: string) => (
      <PostForm action={`/developers/applications/${id}/${decision}`} csrf={visitor.csrf}>
        {warning && <p class="hint">{warning}</p>}
        <button type="submit" class={decision === 'decline' ? 'secondary' : undefined} aria-label={`${decision === 'approve' ? 'Approve' : 'Decline'} ${name}`}>
          {decision === 'approve' ? 'Approve' : 'Decline'}
        </button>
      </PostForm>
    );
    // Declining an approved developer takes their keys, apps and tokens away: said before the click.
    const warnings = new Map<string, string>();
    for (const a of decided.data.filter((d) => d.state === 'approved'))
      warnings.set(a.id, `Declining ${withdrawalText(await declineWithdraws(db, await findApplication(db, a.id)))}`);
    return (
      <PortalLayout title="Developer applications" visitor={visitor} current="/developers" notice={notice}>
        <Problems errors={refusal.errors} />
        <h2>Waiting list</h2>
        {waiting.data.length === 0 ? (
          <p>Nobody is waiting.</p>
        ) : (
          <ScrollTable id="waiting" label="Waiting list" columns={['Applicant', 'Building', 'Applied', 'Decision']}>
            {waiting.data.map((a) => (
              <tr>
                <td>
                  {a.name}
                  <br />
                  <span class="muted">{a.email}{a.email_confirmed ? '' : ' (unconfirmed)'}</span>
                </td>
                <td>{a.building}</td>
                <td>{formatTime(a.created_at)}</td>
                <td>
                  {decide(a.id, a.name, 'approve')}
                  {decide(a.id, a.name, 'decline')}
                </td>
              </tr>
            ))}
          </ScrollTable>
        )}
        <h2>Decided</h2>
        <ul>
          {decided.data
            .filter((a) => a.state !== 'requested')
            .map((a) => (
              <li>
                {a.name} ({a.email}): {a.state}
                {a.decided_at ? ` on ${formatTime(a.decided_at)}` : ''}{' '}
                {decide(a.id, a.name, a.state === 'approved' ? 'decline' : 'approve', warnings.get(a.id))}
              </li>
            ))}
        </ul>
      </PortalLayout>
    );
  };

  const keysPage = async (visitor: Visitor, notice: string | null, refusal: Refusal = noRefusal, secret: string | null = null, values: Record<string, string> = {}, chosen: string[] = []) => {
    const principal = await requireDeveloper(deps, policy, visitor);
    const access = await developerAccessOf(db, policy, principal);
    const keys = (await listApiKeys(db, principal.userId)).map(presentKey);
    return (
      <PortalLayout title="API keys" visitor={visitor} current="/developers/keys" notice={notice}>
        {secret && <SecretOnce label="Your new API key." secret={secret} />}
        {keys.length === 0 ? (
          <p>No API keys yet.</p>
        ) : (
          <ScrollTable id="keys" label="API keys" columns={['Name', 'Key', 'Scopes', 'Expires', 'Last used', 'Revoke']}>
            {keys.map((k) => (
              <tr>
                <td>{k.name}</td>
                <td>
                  <code>{k.hint}</code>
                </td>
                <td>{k.scopes.join(' ')}</td>
                <td>{k.expires_at ? formatTime(k.expires_at) : 'never'}</td>
                <td>{k.last_used_at ? formatTime(k.last_used_at) : 'never'}</td>
                <td>
                  <PostForm action={`/developers/keys/${k.id}/revoke`} csrf={visitor.csrf}>
                    <button type="submit" class="secondary" aria-label={`Revoke ${k.name}`}>
                      Revoke
                    </button>
                  </PostForm>
                </td>
              </tr>
            ))}
          </ScrollTable>
        )}
        <PostForm action="/developers/keys" csrf={visitor.csrf} class="card">
          <h2>Create a key</h2>
          <Problems errors={refusal.errors} />
          <label for="key-name">Name</label>
          <input id="key-name" name="name" required maxlength="100" value={values.name ?? ''} />
          <ScopeChoices scopes={access.scopes} chosen={chosen} />
          <label for="key-expiry">Expires</label>
          <select id="key-expiry" name="expires_in_days">
            {expiryOptions.map((o) => (
              <option value={o.value} selected={o.value === (values.expires_in_days ?? '')}>
                {o.label}
              </option>
            ))}
          </select>
          <button type="submit">Create key</button>
        </PostForm>
      </PortalLayout>
    );
  };

  const appsPage = async (visitor: Visitor, notice: string | null, refusal: Refusal = noRefusal, secret: string | null = null, values: Record<string, string> = {}, chosen: string[] = []) => {
    const principal = await requireDeveloper(deps, policy, visitor);
    const access = await developerAccessOf(db, policy, principal);
    const apps = await presentApps(db, await listOAuthApps(db, principal.userId));
    return (
      <PortalLayout title="OAuth apps" visitor={visitor} current="/developers/apps" notice={notice}>
        {secret && <SecretOnce label="Your app’s client secret." secret={secret} />}
        {apps.length === 0 ? (
          <p>No apps yet.</p>
        ) : (
          apps.map((a) => (
            <section class="card app" aria-label={a.name}>
              <h2>{a.name}</h2>
              <dl>
                <dt>Client id</dt>
                <dd>
                  <code>{a.client_id}</code>
                </dd>
                <dt>Type</dt>
                <dd>{a.type}</dd>
                <dt>Redirect URIs</dt>
                <dd>{a.redirect_uris.join(' ')}</dd>
                <dt>Scopes</dt>
                <dd>{a.scopes.join(' ')}</dd>
                <dt>People who authorised it</dt>
                <dd class="authorised-count">{String(a.authorized_users)}</dd>
              </dl>
              <p>
                <a href={`/developers/apps/${a.id}/edit`} aria-label={`Edit ${a.name}`}>
                  Edit
                </a>
              </p>
              {a.type === 'confidential' && (
                <PostForm action={`/developers/apps/${a.id}/rotate`} csrf={visitor.csrf}>
                  <button type="submit" class="secondary" aria-label={`Rotate the secret of ${a.name}`}>
                    Rotate secret
                  </button>
                </PostForm>
              )}
              <PostForm action={`/developers/apps/${a.id}/delete`} csrf={visitor.csrf}>
                <button type="submit" class="secondary" aria-label={`Delete ${a.name}`}>
                  Delete
                </button>
              </PostForm>
            </section>
          ))
        )}
        <PostForm action="/developers/apps" csrf={visitor.csrf} class="card">
          <h2>Register an app</h2>
          <Problems errors={refusal.errors} />
          <label for="app-name">Name</label>
          <input id="app-name" name="name" required maxlength="100" value={values.name ?? ''} />
          <label for="app-redirects">Redirect URIs (one a line)</label>
          <textarea id="app-redirects" name="redirect_uris" required>
            {values.redirect_uris ?? ''}
          </textarea>
          <ScopeChoices scopes={access.scopes} chosen={chosen} />
          <fieldset>
            <legend>Type</legend>
            <label class="check">
              <input type="radio" name="type" value="confidential" checked={values.type !== 'public'} /> Confidential (a server that keeps a secret)
            </label>
            <label class="check">
              <input type="radio" name="type" value="public" checked={values.type === 'public'} /> Public (a browser or phone app, PKCE only)
            </label>
          </fieldset>
          <button type="submit">Register app</button>
        </PostForm>
      </PortalLayout>
    );
  };

  /** The app's name, redirect URIs and scopes in a form; `values` and `chosen` as sent when refused. */
  const editAppPage = async (visitor: Visitor, appId: string, refusal: Refusal = noRefusal, values?: Record<string, string>, chosen?: string[]) => {
    const principal = await requireDeveloper(deps, policy, visitor);
    const access = await developerAccessOf(db, policy, principal);
    const app = await ownedOAuthApp(db, principal.userId, appId);
    return (
      <PortalLayout title={`Edit ${app.name}`} visitor={visitor} current="/developers/apps" notice={null}>
        <PostForm action={`/developers/apps/${app.id}/edit`} csrf={visitor.csrf} class="card">
          <Problems errors={refusal.errors} />
          <label for="edit-app-name">Name</label>
          <input id="edit-app-name" name="name" required maxlength="100" value={values?.name ?? app.name} />
          <label for="edit-app-redirects">Redirect URIs (one a line)</label>
          <textarea id="edit-app-redirects" name="redirect_uris" required>
            {values?.redirect_uris ?? app.redirectUris.join('\n')}
          </textarea>
          <ScopeChoices scopes={access.scopes} chosen={chosen ?? app.scopes.split(' ')} />
          <button type="submit">Save</button> <a href="/developers/apps">Cancel</a>
        </PostForm>
      </PortalLayout>
    );
  };

  const authorisedPage = async (visitor: Visitor, notice: string | null) => {
    const principal = requireScope(visitor, 'account:read');
    const grants = await listAuthorizations(db, principal.userId);
    return (
      <PortalLayout title="Apps you authorised" visitor={visitor} current="/developers/authorised" notice={notice}>
        {grants.length === 0 ? (
          <p>You have not authorised any app.</p>
        ) : (
          <ul id="authorisations">
            {grants.map((g) => (
              <li>
                <strong>{g.app.name}</strong> may use {g.scopes.join(' ')} (since {formatTime(g.created_at)}
                {g.last_used_at ? `, last used ${formatTime(g.last_used_at)}` : ''})
                <PostForm action={`/developers/authorised/${g.id}/revoke`} csrf={visitor.csrf}>
                  <button type="submit" class="secondary" aria-label={`Revoke ${g.app.name}`}>
                    Revoke
                  </button>
                </PostForm>
              </li>
            ))}
          </ul>
        )}
      </PortalLayout>
    );
  };

  const expiresAt = (days: string): number | null => (/^\d+$/.test(days) && Number(days) > 0 ? deps.now() + Number(days) * 86_400 : null);

  return new Elysia()
    .use(pageContext(deps, web))
    .get('/developers', async ({ visitor, request, render }) => render(await accessPage(visitor, doneOf(request))), hidden)
    .post('/developers/apply', async ({ visitor, request, body, render }) => {
      const principal = requireScope(visitor, 'account:read');
      const values = { name: formField(body, 'name').trim(), email: formField(body, 'email').trim(), building: formField(body, 'building').trim() };
      const outcome = await attempt(async () => {
        checkForm(web, request, body);
        checkModel(DeveloperApplicationCreate, values);
        const budget = budgetFor(deps.clientAddress(request));
        const { row, confirmToken } = await applyForAccess(db, policy, principal.userId, values, deps.now(), deps.randomBytes, budget);
        if (confirmToken) await mail(confirmationMail(row, `${deps.config.baseUrl}/developers/confirm-email?token=${encodeURIComponent(confirmToken)}`));
      });
      if ('value' in outcome) return redirect(done('/developers', 'Thank you: your application is in.'));
      return render(await accessPage(visitor, null, outcome.refusal, values), { status: outcome.refusal.status });
    }, hidden)
    .get('/developers/applications', async ({ visitor, request, render }) => render(await applicationsPage(visitor, doneOf(request))), hidden)
    .post('/developers/applications/:id/:decision', async ({ visitor, params, request, body, render }) => {
      const principal = requireScope(visitor, 'account:read');
      const decisions: Record<string, Decision> = { approve: 'approved', decline: 'declined' };
      const decision = decisions[params.decision];
      const outcome = await attempt(async () => {
        checkForm(web, request, body);
        if (!decision) throw new NotFound('That decision');
        const decided = await decideApplication(db, policy, principal, params.id, decision, deps.now());
        await mail(decisionMail(decided.row, `${deps.config.baseUrl}/developers`));
        return decided;
      });
      if ('value' in outcome) {
        const { row, withdrawn } = outcome.value;
        if (withdrawn) return render(await applicationsPage(visitor, `${row.name}: declined. This ${withdrawalText(withdrawn, true)}`));
        return redirect(done('/developers/applications', `${row.name}: ${row.state}.`));
      }
      return render(await applicationsPage(visitor, null, outcome.refusal), { status: outcome.refusal.status });
    }, hidden)
    .get('/developers/keys', async ({ visitor, request, render }) => render(await keysPage(visitor, doneOf(request))), hidden)
    .post('/developers/keys', async ({ visitor, request, body, render }) => {
      const principal = await requireDeveloper(deps, policy, visitor);
      const values = { name: formField(body, 'name').trim(), expires_in_days: formField(body, 'expires_in_days') };
      const scopes = formList(body, 'scopes');
      const outcome = await attempt(async () => {
        checkForm(web, request, body);
        checkModel(ApiKeyCreate, { name: values.name, scopes });
        return createDeveloperKey(db, policy, principal, { name: values.name, scopes, expiresAt: expiresAt(values.expires_in_days) }, deps.now(), deps.randomBytes);
      });
      if ('value' in outcome) return render(await keysPage(visitor, `Created ${values.name}.`, noRefusal, outcome.value.secret), { status: 201 });
      return render(await keysPage(visitor, null, outcome.refusal, null, values, scopes), { status: outcome.refusal.status });
    }, hidden)
    .post('/developers/keys/:id/revoke', async ({ visitor, params, request, body }) => {
      const principal = requireScope(visitor, 'account:read');
      checkForm(web, request, body);
      await revokeApiKey(db, principal.userId, params.id, deps.now());
      return redirect(done('/developers/keys', 'The key is revoked.'));
    }, hidden)
    .get('/developers/apps', async ({ visitor, request, render }) => render(await appsPage(visitor, doneOf(request))), hidden)
    .post('/developers/apps', async ({ visitor, request, body, render }) => {
      const principal = await requireDeveloper(deps, policy, visitor);
      const values = { name: formField(body, 'name').trim(), redirect_uris: formField(body, 'redirect_uris'), type: formField(body, 'type') === 'public' ? 'public' : 'confidential' };
      const scopes = formList(body, 'scopes');
      const outcome = await attempt(async () => {
        checkForm(web, request, body);
        const input = { name: values.name, redirect_uris: values.redirect_uris.split(/\s+/).filter(Boolean), scopes, type: values.type as 'public' | 'confidential' };
        checkModel(OAuthAppCreate, input);
        return registerDeveloperApp(db, policy, principal, input, deps.now(), deps.randomBytes);
      });
      if ('value' in outcome) return render(await appsPage(visitor, `Registered ${values.name}.`, noRefusal, outcome.value.secret), { status: 201 });
      return render(await appsPage(visitor, null, outcome.refusal, null, values, scopes), { status: outcome.refusal.status });
    }, hidden)
    .post('/developers/apps/:id/rotate', async ({ visitor, params, request, body, render }) => {
      const principal = await requireDeveloper(deps, policy, visitor);
      checkForm(web, request, body);
      const { secret } = await rotateClientSecret(db, principal.userId, params.id, deps.now(), deps.randomBytes);
      return render(await appsPage(visitor, 'The secret is rotated; the old one no longer works.', noRefusal, secret));
    }, hidden)
    .get('/developers/apps/:id/edit', async ({ visitor, params, render }) => render(await editAppPage(visitor, params.id)), hidden)
    .post('/developers/apps/:id/edit', async ({ visitor, params, request, body, render }) => {
      const principal = await requireDeveloper(deps, policy, visitor);
      const values = { name: formField(body, 'name').trim(), redirect_uris: formField(body, 'redirect_uris') };
      const scopes = formList(body, 'scopes');
      const outcome = await attempt(async () => {
        checkForm(web, request, body);
        const changes = { name: values.name, redirect_uris: values.redirect_uris.split(/\s+/).filter(Boolean), scopes };
        checkModel(OAuthAppUpdate, changes);
        return changeDeveloperApp(db, policy, principal, params.id, changes, deps.now());
      });
      if ('value' in outcome) return redirect(done('/developers/apps', `Saved ${outcome.value.name}.`));
      return render(await editAppPage(visitor, params.id, outcome.refusal, values, scopes), { status: outcome.refusal.status });
    }, hidden)
    .post('/developers/apps/:id/delete', async ({ visitor, params, request, body }) => {
      const principal = requireScope(visitor, 'account:read');
      checkForm(web, request, body);
      await deleteOAuthApp(db, principal.userId, params.id);
      return redirect(done('/developers/apps', 'The app is deleted.'));
    }, hidden)
    .get('/developers/authorised', async ({ visitor, request, render }) => render(await authorisedPage(visitor, doneOf(request))), hidden)
    .post('/developers/authorised/:id/revoke', async ({ visitor, params, request, body }) => {
      const principal = requireScope(visitor, 'account:read');
      checkForm(web, request, body);
      await revokeAuthorization(db, principal.userId, params.id, deps.now());
      return redirect(done('/developers/authorised', 'Revoked: the app’s tokens no longer work.'));
    }, hidden);
}
