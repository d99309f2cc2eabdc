// The developer portal's OAuth apps: register one (its secret shown once), edit, rotate the
// secret, delete; and the apps a person authorised, to revoke. The rules are the developers
// and oauth services'.
import { Elysia } from 'elysia';
import type { Html } from '#jsx/jsx-runtime';
import type { AppDeps } from '../../../app-deps';
import { formatTime, PostForm, Problems } from '../../../web/components';
import { pageRoutes } from '../../../web';
import { attempt, checkModel, formField, formList, noRefusal, type Refusal } from '../../../web/kit/forms';
import { done, noticeOf } from '../../../web/kit/notices';
import { redirect } from '../../../web/respond';
import type { WebSupport } from '../../../web/session';
import { requireScope, type Visitor } from '../../../web/visitor';
import { type AppView, deleteOAuthApp, listOAuthApps, ownedOAuthApp, presentApps, rotateClientSecret } from './service';
import { OAuthAppCreate, OAuthAppUpdate } from './model';
import { type AuthorizationView, listAuthorizations, revokeAuthorization } from '../oauth/service';
import { ScopeChoices, requireDeveloper } from '../views';
import { PortalLayout, SecretOnce } from '../../../web/kit/portal';
import { changeDeveloperApp, developerAccessOf, registerDeveloperApp } from '../service';
import type { DeveloperPolicy } from '../../../identity/developer-access';
import { recentProof } from '../../../web/recent-proof';

/** The portal's app pages: the list with the registration form, each app's edit form, and the apps a person authorised. */
export function developerAppPages(deps: AppDeps, web: WebSupport, policy: DeveloperPolicy) {
  return new Elysia()
    .use(appListPages(deps, web, policy))
    .use(appEditPages(deps, web, policy))
    .use(authorisedAppPages(deps, web));
}

function AppCard({ app, visitor }: { app: AppView; visitor: Visitor }): Html {
  return (
    <section class="card app" aria-label={app.name}>
      <h2>{app.name}</h2>
      <dl>
        <dt>Client id</dt>
        <dd>
          <code>{app.client_id}</code>
        </dd>
        <dt>Type</dt>
        <dd>{app.type}</dd>
        <dt>Redirect URIs</dt>
        <dd>{app.redirect_uris.join(' ')}</dd>
        <dt>Scopes</dt>
        <dd>{app.scopes.join(' ')}</dd>
        <dt>People who authorised it</dt>
        <dd class="authorised-count">{String(app.authorized_users)}</dd>
      </dl>
      <p>
        <a href={`/developers/apps/${app.id}/edit`} aria-label={`Edit ${app.name}`}>
          Edit
        </a>
      </p>
      {app.type === 'confidential' && (
        <PostForm action={`/developers/apps/${app.id}/rotate`} csrf={visitor.csrf}>
          <button type="submit" class="secondary" aria-label={`Rotate the secret of ${app.name}`}>
            Rotate secret
          </button>
        </PostForm>
      )}
      <PostForm action={`/developers/apps/${app.id}/delete`} csrf={visitor.csrf}>
        <button type="submit" class="secondary" aria-label={`Delete ${app.name}`}>
          Delete
        </button>
      </PostForm>
    </section>
  );
}

function RegisterAppForm(props: {
  visitor: Visitor;
  scopes: string[];
  refusal: Refusal;
  values: Record<string, string>;
  chosen: string[];
}): Html {
  const { values } = props;
  return (
    <PostForm action="/developers/apps" csrf={props.visitor.csrf} class="card">
      <h2>Register an app</h2>
      <Problems errors={props.refusal.errors} />
      <label for="app-name">Name</label>
      <input id="app-name" name="name" required maxlength="100" value={values.name ?? ''} />
      <label for="app-redirects">Redirect URIs (one a line)</label>
      <textarea id="app-redirects" name="redirect_uris" required>
        {values.redirect_uris ?? ''}
      </textarea>
      <ScopeChoices scopes={props.scopes} chosen={props.chosen} />
      <fieldset>
        <legend>Type</legend>
        <label class="check">
          <input type="radio" name="type" value="confidential" checked={values.type !== 'public'} /> Confidential (a server that keeps a
          secret)
        </label>
        <label class="check">
          <input type="radio" name="type" value="public" checked={values.type === 'public'} /> Public (a browser or phone app, PKCE only)
        </label>
      </fieldset>
      <button type="submit">Register app</button>
    </PostForm>
  );
}

function appListPages(deps: AppDeps, web: WebSupport, policy: DeveloperPolicy) {
  const { db } = deps;

  const appsPage = async (
    visitor: Visitor,
    notice: string | null,
    refusal: Refusal = noRefusal,
    secret: string | null = null,
    values: Record<string, string> = {},
    chosen: string[] = [],
  ) => {
    const principal = await requireDeveloper(deps, policy, visitor);
    const access = await developerAccessOf(db, policy, principal);
    const apps = await presentApps(db, await listOAuthApps(db, principal.userId));
    return (
      <PortalLayout title="OAuth apps" visitor={visitor} current="/developers/apps" notice={notice}>
        {secret && <SecretOnce label="Your app’s client secret." secret={secret} />}
        {apps.length === 0 ? <p>No apps yet.</p> : apps.map((app) => <AppCard app={app} visitor={visitor} />)}
        <RegisterAppForm visitor={visitor} scopes={access.scopes} refusal={refusal} values={values} chosen={chosen} />
      </PortalLayout>
    );
  };

  return pageRoutes(deps, web)
    .get('/developers/apps', async ({ visitor, request, render }) => render(await appsPage(visitor, noticeOf(request))))
    .post('/developers/apps', async ({ visitor, body, render }) => {
      const principal = await requireDeveloper(deps, policy, visitor);
      // A client secret mints tokens that act as its owner (client_credentials), as a key does: a recent proof first.
      const confirm = await recentProof(deps, visitor, '/developers/apps');
      if (confirm) return confirm;
      const values = {
        name: formField(body, 'name').trim(),
        redirect_uris: formField(body, 'redirect_uris'),
        type: formField(body, 'type') === 'public' ? 'public' : 'confidential',
      };
      const scopes = formList(body, 'scopes');
      const outcome = await attempt(async () => {
        const input = {
          name: values.name,
          redirect_uris: values.redirect_uris.split(/\s+/).filter(Boolean),
          scopes,
          type: values.type as 'public' | 'confidential',
        };
        checkModel(OAuthAppCreate, input);
        return registerDeveloperApp(db, policy, principal, input, deps.now(), deps.randomBytes);
      });
      if ('value' in outcome)
        return render(await appsPage(visitor, `Registered ${values.name}.`, noRefusal, outcome.value.secret), { status: 201 });
      return render(await appsPage(visitor, null, outcome.refusal, null, values, scopes), { status: outcome.refusal.status });
    })
    .post('/developers/apps/:id/rotate', async ({ visitor, params, render }) => {
      const principal = await requireDeveloper(deps, policy, visitor);
      const confirm = await recentProof(deps, visitor, '/developers/apps');
      if (confirm) return confirm;
      const { secret } = await rotateClientSecret(db, principal.userId, params.id, deps.now(), deps.randomBytes);
      return render(await appsPage(visitor, 'The secret is rotated; the old one no longer works.', noRefusal, secret));
    });
}

function appEditPages(deps: AppDeps, web: WebSupport, policy: DeveloperPolicy) {
  const { db } = deps;

  /** The app's name, redirect URIs and scopes in a form; `values` and `chosen` as sent when refused. */
  const editAppPage = async (
    visitor: Visitor,
    appId: string,
    refusal: Refusal = noRefusal,
    values?: Record<string, string>,
    chosen?: string[],
  ) => {
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

  return pageRoutes(deps, web)
    .get('/developers/apps/:id/edit', async ({ visitor, params, render }) => render(await editAppPage(visitor, params.id)))
    .post('/developers/apps/:id/edit', async ({ visitor, params, body, render }) => {
      const principal = await requireDeveloper(deps, policy, visitor);
      const values = { name: formField(body, 'name').trim(), redirect_uris: formField(body, 'redirect_uris') };
      const scopes = formList(body, 'scopes');
      const outcome = await attempt(async () => {
        const changes = { name: values.name, redirect_uris: values.redirect_uris.split(/\s+/).filter(Boolean), scopes };
        checkModel(OAuthAppUpdate, changes);
        return changeDeveloperApp(db, policy, principal, params.id, changes, deps.now());
      });
      if ('value' in outcome) return redirect(done('/developers/apps', 'app-saved'));
      return render(await editAppPage(visitor, params.id, outcome.refusal, values, scopes), { status: outcome.refusal.status });
    })
    .post('/developers/apps/:id/delete', async ({ visitor, params }) => {
      const principal = requireScope(visitor, 'account:read');
      await deleteOAuthApp(db, principal.userId, params.id);
      return redirect(done('/developers/apps', 'app-deleted'));
    });
}

function AuthorisationList({ grants, visitor }: { grants: AuthorizationView[]; visitor: Visitor }): Html {
  if (grants.length === 0) return <p>You have not authorised any app.</p>;
  return (
    <ul id="authorisations">
      {grants.map((g) => (
        <li>
          <strong>{g.app.name}</strong> may use {g.scopes.join(' ')} (since{' '}
          {formatTime(g.created_at, visitor.reader.timeZone, visitor.reader.locale)}
          {g.last_used_at ? `, last used ${formatTime(g.last_used_at, visitor.reader.timeZone, visitor.reader.locale)}` : ''})
          <PostForm action={`/developers/authorised/${g.id}/revoke`} csrf={visitor.csrf}>
            <button type="submit" class="secondary" aria-label={`Revoke ${g.app.name}`}>
              Revoke
            </button>
          </PostForm>
        </li>
      ))}
    </ul>
  );
}

/** The apps a person authorised (any signed-in person, developer or not). */
function authorisedAppPages(deps: AppDeps, web: WebSupport) {
  const { db } = deps;
  return pageRoutes(deps, web)
    .get('/developers/authorised', async ({ visitor, request, render }) => {
      const principal = requireScope(visitor, 'account:read');
      const grants = await listAuthorizations(db, principal.userId);
      return render(
        <PortalLayout title="Apps you authorised" visitor={visitor} current="/developers/authorised" notice={noticeOf(request)}>
          <AuthorisationList grants={grants} visitor={visitor} />
        </PortalLayout>,
      );
    })
    .post('/developers/authorised/:id/revoke', async ({ visitor, params }) => {
      const principal = requireScope(visitor, 'account:read');
      await revokeAuthorization(db, principal.userId, params.id, deps.now());
      return redirect(done('/developers/authorised', 'app-revoked'));
    });
}
