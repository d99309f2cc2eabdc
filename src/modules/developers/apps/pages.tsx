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
import { Placed, ScopeChoices, requireDeveloper } from '../views';
import { PortalLayout, SecretOnce } from '../../../web/kit/portal';
import { changeDeveloperApp, developerAccessOf, registerDeveloperApp } from '../service';
import type { DeveloperPolicy } from '../../../identity/developer-access';
import { recentProof } from '../../../web/recent-proof';
import { m } from '../../../i18n/paraglide/messages.js';

/** The portal's app pages: the list with the registration form, each app's edit form, and the apps a person authorised. */
export function developerAppPages(deps: AppDeps, web: WebSupport, policy: DeveloperPolicy) {
  return new Elysia()
    .use(appListPages(deps, web, policy))
    .use(appEditPages(deps, web, policy))
    .use(authorisedAppPages(deps, web));
}

function AppCard({ app, visitor }: { app: AppView; visitor: Visitor }): Html {
  const o = { locale: visitor.reader.locale };
  const name = { name: app.name };
  return (
    <section class="card app" aria-label={app.name}>
      <h2>{app.name}</h2>
      <dl>
        <dt>{m.dev_client_id({}, o)}</dt>
        <dd>
          <code>{app.client_id}</code>
        </dd>
        <dt>{m.dev_type({}, o)}</dt>
        <dd>{(app.type === 'public' ? m.dev_type_public : m.dev_type_confidential)({}, o)}</dd>
        <dt>{m.dev_redirect_uris({}, o)}</dt>
        <dd>{app.redirect_uris.join(' ')}</dd>
        <dt>{m.dev_scopes({}, o)}</dt>
        <dd>
          <code>{app.scopes.join(' ')}</code>
        </dd>
        <dt>{m.dev_authorised_count({}, o)}</dt>
        <dd class="authorised-count">{String(app.authorized_users)}</dd>
      </dl>
      <p>
        <a href={`/developers/apps/${app.id}/edit`} aria-label={m.dev_edit_named(name, o)}>
          {m.dev_edit({}, o)}
        </a>
      </p>
      {app.type === 'confidential' && (
        <PostForm action={`/developers/apps/${app.id}/rotate`} csrf={visitor.csrf}>
          <button type="submit" class="secondary" aria-label={m.dev_rotate_named(name, o)}>
            {m.dev_rotate({}, o)}
          </button>
        </PostForm>
      )}
      <PostForm action={`/developers/apps/${app.id}/delete`} csrf={visitor.csrf}>
        <button type="submit" class="secondary" aria-label={m.dev_delete_named(name, o)}>
          {m.dev_delete({}, o)}
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
  const o = { locale: props.visitor.reader.locale };
  return (
    <PostForm action="/developers/apps" csrf={props.visitor.csrf} class="card">
      <h2>{m.dev_register_title({}, o)}</h2>
      <Problems errors={props.refusal.errors} locale={o.locale} />
      <label for="app-name">{m.dev_name({}, o)}</label>
      <input id="app-name" name="name" required maxlength="100" value={values.name ?? ''} />
      <label for="app-redirects">{m.dev_redirect_uris_hint({}, o)}</label>
      <textarea id="app-redirects" name="redirect_uris" required>
        {values.redirect_uris ?? ''}
      </textarea>
      <ScopeChoices scopes={props.scopes} chosen={props.chosen} locale={o.locale} />
      <fieldset>
        <legend>{m.dev_type({}, o)}</legend>
        <label class="check">
          <input type="radio" name="type" value="confidential" checked={values.type !== 'public'} /> {m.dev_type_confidential_hint({}, o)}
        </label>
        <label class="check">
          <input type="radio" name="type" value="public" checked={values.type === 'public'} /> {m.dev_type_public_hint({}, o)}
        </label>
      </fieldset>
      <button type="submit">{m.dev_register({}, o)}</button>
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
    const o = { locale: visitor.reader.locale };
    return (
      <PortalLayout title={m.dev_apps_title({}, o)} visitor={visitor} current="/developers/apps" notice={notice}>
        {secret && <SecretOnce label={m.dev_app_secret({}, o)} secret={secret} locale={o.locale} />}
        {apps.length === 0 ? <p>{m.dev_no_apps({}, o)}</p> : apps.map((app) => <AppCard app={app} visitor={visitor} />)}
        <RegisterAppForm visitor={visitor} scopes={access.scopes} refusal={refusal} values={values} chosen={chosen} />
      </PortalLayout>
    );
  };

  return pageRoutes(deps, web)
    .get('/developers/apps', async ({ visitor, request, render }) =>
      render(await appsPage(visitor, noticeOf(request, visitor.reader.locale))),
    )
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
      if (!('value' in outcome))
        return render(await appsPage(visitor, null, outcome.refusal, null, values, scopes), { status: outcome.refusal.status });
      const notice = m.dev_app_registered({ name: values.name }, { locale: visitor.reader.locale });
      return render(await appsPage(visitor, notice, noRefusal, outcome.value.secret), { status: 201 });
    })
    .post('/developers/apps/:id/rotate', async ({ visitor, params, render }) => {
      const principal = await requireDeveloper(deps, policy, visitor);
      const confirm = await recentProof(deps, visitor, '/developers/apps');
      if (confirm) return confirm;
      const { secret } = await rotateClientSecret(db, principal.userId, params.id, deps.now(), deps.randomBytes);
      return render(await appsPage(visitor, m.dev_secret_rotated({}, { locale: visitor.reader.locale }), noRefusal, secret));
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
    const o = { locale: visitor.reader.locale };
    return (
      <PortalLayout title={m.dev_edit_named({ name: app.name }, o)} visitor={visitor} current="/developers/apps" notice={null}>
        <PostForm action={`/developers/apps/${app.id}/edit`} csrf={visitor.csrf} class="card">
          <Problems errors={refusal.errors} locale={o.locale} />
          <label for="edit-app-name">{m.dev_name({}, o)}</label>
          <input id="edit-app-name" name="name" required maxlength="100" value={values?.name ?? app.name} />
          <label for="edit-app-redirects">{m.dev_redirect_uris_hint({}, o)}</label>
          <textarea id="edit-app-redirects" name="redirect_uris" required>
            {values?.redirect_uris ?? app.redirectUris.join('\n')}
          </textarea>
          <ScopeChoices scopes={access.scopes} chosen={chosen ?? app.scopes.split(' ')} locale={o.locale} />
          <button type="submit">{m.dev_save({}, o)}</button> <a href="/developers/apps">{m.dev_cancel({}, o)}</a>
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
  const o = { locale: visitor.reader.locale };
  const { timeZone } = visitor.reader;
  if (grants.length === 0) return <p>{m.dev_no_authorised({}, o)}</p>;
  return (
    <ul id="authorisations">
      {grants.map((g) => (
        <li>
          <Placed
            message={(i) =>
              g.last_used_at ? m.dev_grant_used({ ...i, used: formatTime(g.last_used_at, timeZone, o.locale) }, o) : m.dev_grant(i, o)
            }
            parts={{
              app: <strong>{g.app.name}</strong>,
              scopes: <code>{g.scopes.join(' ')}</code>,
              since: formatTime(g.created_at, timeZone, o.locale),
            }}
          />
          <PostForm action={`/developers/authorised/${g.id}/revoke`} csrf={visitor.csrf}>
            <button type="submit" class="secondary" aria-label={m.dev_revoke_named({ name: g.app.name }, o)}>
              {m.dev_revoke({}, o)}
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
      const { locale } = visitor.reader;
      return render(
        <PortalLayout
          title={m.dev_authorised_title({}, { locale })}
          visitor={visitor}
          current="/developers/authorised"
          notice={noticeOf(request, locale)}
        >
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
