// The admin's pages: people and roles (create, change role, disable), and which areas
// visitors may see. Rules (the last admin stays, disabled people lose every credential)
// live in the users and settings services, which the command line uses too.
import { Elysia } from 'elysia';
import type { Html } from '#jsx/jsx-runtime';
import type { AppDeps } from '../../../app-deps';
import { insecureBaseUrlWarning } from '../../../config';
import { HttpError, ValidationFailed, type FieldError } from '../../../lib/problem';
import { Notice, Pager, PostForm, Problems, ScrollTable, Select } from '../../../web/components';
import { pageRoutes } from '../../../web';
import { attempt, formField, formList } from '../../../web/kit/forms';
import { done, noticeOf } from '../../../web/kit/notices';
import { Layout } from '../../../web/layout';
import { redirect } from '../../../web/respond';
import type { WebSupport } from '../../../web/session';
import { PageForbidden, requireScope, type Visitor } from '../../../web/visitor';
import { pageNumber } from '../../../web/kit/paging';
import { buildInfo } from '../../../build-info';
import { isMemberRole, roles, type Role } from '../../../identity/scopes';
import { joiningSections, joiningAdminRoutes, type ShownLink } from '../joining/admission/pages';
import { joiningMail } from '../joining/mail';
import { JoiningSettings } from '../joining/views';
import { waitingSignUps } from '../joining/sign-ups';
import { listApplications } from '../../developers/service';
import { reviewQueue } from '../../catches/verifications/service';
import { newerRelease } from '../../update/notice';
import { publicAreaNames, setPublicAreas, type PublicArea } from '../../../identity/settings';
import { SecondFactorCell } from '../second-factor/pages';
import { clubPages } from '../../club/pages';
import { withSecondFactor } from '../second-factor/service';
import {
  findUserByEmail,
  hasLeft,
  isEmail,
  listUsers,
  passwordLength,
  passwordProblem,
  setUserDisabled,
  setUserRole,
  upsertUser,
} from '../../../identity/people';
import type { UserRow } from '../../../identity/person';
import { markedParts, NewPasswordInput, roleOptions } from './views';
import type { Language } from '../../../i18n/locale';
import { m } from '../../../i18n/paraglide/messages.js';

function requireAdmin(visitor: Visitor) {
  const principal = requireScope(visitor, 'account:read');
  if (principal.role !== 'admin') throw new PageForbidden('Only admins can open this page.');
  return principal;
}

/** The admin's pages: the start page, people and roles, and what visitors may see. */
export function adminPages(deps: AppDeps, web: WebSupport) {
  return new Elysia().use(adminHomePages(deps, web)).use(peoplePages(deps, web)).use(accessPages(deps, web)).use(clubPages(deps, web));
}

/** Everyone, with a form per person to change their role and to disable or enable them. */
function PeopleTable(props: { visitor: Visitor; people: UserRow[]; secondFactors: Set<string> }): Html {
  const { visitor, people } = props;
  const o = { locale: visitor.reader.locale };
  return (
    <ScrollTable
      id="people"
      label={m.people_title({}, o)}
      columns={[m.join_col_person({}, o), m.people_role({}, o), m.people_access({}, o), m.people_second_factor({}, o)]}
      stack
    >
      {people.map((p) => (
        <tr>
          <td>
            {p.displayName}
            <br />
            <span class="muted">{hasLeft(p) ? m.people_no_address({}, o) : p.email}</span>
            <br />
            <a href={`/admin/people/${p.id}/activity`}>{m.people_activity({}, o)}</a>
          </td>
          {hasLeft(p) ? (
            <>
              <td data-label={m.people_role({}, o)}>—</td>
              <td data-label={m.people_access({}, o)}>{m.people_deleted({}, o)}</td>
            </>
          ) : (
            <PersonControls visitor={visitor} person={p} />
          )}
          <td data-label={m.people_second_factor({}, o)}>
            <SecondFactorCell visitor={visitor} personId={p.id} name={p.displayName} has={props.secondFactors.has(p.id)} />
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}

/** The role and access cells of someone whose account is theirs (a deleted one has neither to change). */
function PersonControls({ visitor, person: p }: { visitor: Visitor; person: UserRow }): Html {
  const o = { locale: visitor.reader.locale };
  const active = p.disabledAt === null;
  const name = { name: p.displayName };
  return (
    <>
      <td data-label={m.people_role({}, o)}>
        <PostForm action={`/admin/people/${p.id}/role`} class="inline" csrf={visitor.csrf}>
          <label for={`role-${p.id}`} class="muted">
            {m.people_role_of(name, o)}
          </label>
          <Select id={`role-${p.id}`} name="role" options={roleOptions(roles, o.locale)} value={p.role} />
          <button type="submit" class="secondary">
            {m.people_change_role({}, o)}
          </button>
        </PostForm>
      </td>
      <td data-label={m.people_access({}, o)}>
        <PostForm class="inline" action={`/admin/people/${p.id}/${active ? 'disable' : 'enable'}`} csrf={visitor.csrf}>
          <span>{active ? m.people_active({}, o) : m.people_disabled({}, o)}</span>
          <button type="submit" class="secondary" aria-label={(active ? m.people_disable_label : m.people_enable_label)(name, o)}>
            {active ? m.people_disable({}, o) : m.people_enable({}, o)}
          </button>
        </PostForm>
      </td>
    </>
  );
}

function AddPersonForm(props: { visitor: Visitor }): Html {
  const { visitor } = props;
  const o = { locale: visitor.reader.locale };
  return (
    <>
      <h2>{m.people_add_person({}, o)}</h2>
      <PostForm action="/admin/people" csrf={visitor.csrf} class="card">
        <label for="new-email">{m.email_label({}, o)}</label>
        <input id="new-email" name="email" type="email" required maxlength="254" />
        <label for="new-name">{m.account_name_label({}, o)}</label>
        <input id="new-name" name="display_name" maxlength="200" />
        <label for="new-role">{m.people_role({}, o)}</label>
        <Select id="new-role" name="role" options={roleOptions(roles, o.locale)} value="diver" />
        <label for="new-password">{m.join_password_label({ min: passwordLength.min }, o)}</label>
        <NewPasswordInput id="new-password" name="password" />
        <button type="submit">{m.people_add({}, o)}</button>
      </PostForm>
    </>
  );
}

type Message = (inputs: Record<string, never>, options: { locale: Language }) => string;

/** What each area open to visitors holds, in the page's words. */
const areaWords: Record<PublicArea, Message> = {
  leaderboards: m.people_area_leaderboards,
  species: m.people_area_species,
  divers: m.people_area_divers,
};

function adminHomePages(deps: AppDeps, web: WebSupport) {
  const { db } = deps;
  // The warning `catchd serve` logs in English, said on the page in the admin's language.
  const insecureBaseUrl = insecureBaseUrlWarning(deps.config.baseUrl) !== null;
  return pageRoutes(deps, web).get('/admin', async ({ visitor, render }) => {
    const admin = requireAdmin(visitor);
    const newer = deps.config.updateCheck ? await newerRelease(db, buildInfo.version) : null;
    // What waits for an admin's decision, each counted and linked to where it is decided.
    const [signUps, applications, queue] = await Promise.all([
      waitingSignUps(db, admin),
      listApplications(db, admin, { state: 'requested', per_page: 1 }),
      reviewQueue(db, admin.userId, 1, 1),
    ]);
    const o = { locale: visitor.reader.locale };
    const waiting: [count: number, label: string, href: string][] = [
      [signUps.length, m.people_tile_sign_ups({ count: signUps.length }, o), '/admin/people#sign-ups'],
      [applications.total, m.people_tile_applications({ count: applications.total }, o), '/developers/applications'],
      [queue.total, m.people_tile_catches({ count: queue.total }, o), '/verify'],
    ];
    return render(
      <Layout title={m.nav_admin({}, o)} visitor={visitor} width="narrow">
        <h1>{m.nav_admin({}, o)}</h1>
        {insecureBaseUrl && (
          <p class="error" role="alert" id="insecure-base-url">
            {m.people_insecure_base_url({ origin: new URL(deps.config.baseUrl).origin }, o)}
          </p>
        )}
        {newer && (
          <Notice>
            {markedParts((i) => m.people_update_available(i, o), {
              newer,
              current: buildInfo.version,
              update: <code>catchd update</code>,
              rollback: <code>catchd update --rollback</code>,
            })}
          </Notice>
        )}
        <h2>{m.people_waiting_for_you({}, o)}</h2>
        <ul class="tiles" id="waiting">
          {waiting.map(([count, label, href]) => (
            <li>
              <a href={href} class={count > 0 ? 'tile busy' : 'tile'}>
                <strong>{count}</strong> {label}
              </a>
            </li>
          ))}
        </ul>
        <h2>{m.people_settings({}, o)}</h2>
        <ul>
          <li>
            <a href="/admin/club">{m.people_link_club({}, o)}</a>
          </li>
          <li>
            <a href="/admin/people">{m.people_heading({}, o)}</a>
          </li>
          <li>
            <a href="/admin/species">{m.people_link_species({}, o)}</a>
          </li>
          <li>
            <a href="/admin/access">{m.people_link_access({}, o)}</a>
          </li>
        </ul>
      </Layout>,
    );
  });
}

function peoplePages(deps: AppDeps, web: WebSupport) {
  const { db } = deps;
  const perPage = 100;
  const peoplePage = async (visitor: Visitor, message: string | null, errors: FieldError[], page = 1, shown: ShownLink | null = null) => {
    const { users: people, total } = await listUsers(db, page, perPage);
    const joining = await joiningSections(deps, visitor, shown);
    const secondFactors = await withSecondFactor(
      db,
      people.map((p) => p.id),
    );
    const o = { locale: visitor.reader.locale };
    return (
      <Layout title={m.people_title({}, o)} visitor={visitor} scripts={['share.js']}>
        <h1>{m.people_heading({}, o)}</h1>
        {message && <Notice>{message}</Notice>}
        <Problems errors={errors} locale={o.locale} />
        <PeopleTable visitor={visitor} people={people} secondFactors={secondFactors} />
        <Pager
          path="/admin/people"
          query={new URLSearchParams()}
          page={page}
          hasMore={page * perPage < total}
          total={total}
          perPage={perPage}
          locale={o.locale}
        />
        {joining}
        <AddPersonForm visitor={visitor} />
      </Layout>
    );
  };

  return pageRoutes(deps, web)
    .use(joiningAdminRoutes(deps, web, (visitor, errors, shown) => peoplePage(visitor, null, errors, 1, shown)))
    .get('/admin/people', async ({ visitor, request, render }) => {
      requireAdmin(visitor);
      const search = new URL(request.url).searchParams;
      const page = pageNumber(search);
      return render(await peoplePage(visitor, noticeOf(request, visitor.reader.locale), [], page));
    })
    .post('/admin/people', async ({ visitor, body, render }) => {
      requireAdmin(visitor);
      const email = formField(body, 'email').trim();
      const outcome = await attempt(async () => {
        const password = formField(body, 'password');
        const role = formField(body, 'role') as Role;
        const o = { locale: visitor.reader.locale };
        const errors = [];
        if (!isEmail(email)) errors.push({ field: 'email', message: m.join_refused_email({}, o) });
        const passwordRefusal = passwordProblem(password);
        if (passwordRefusal) errors.push({ field: 'password', message: passwordRefusal });
        if (!isMemberRole(role)) errors.push({ field: 'role', message: m.people_refused_role({}, o) });
        if (await findUserByEmail(db, email)) errors.push({ field: 'email', message: m.people_refused_taken({}, o) });
        if (errors.length > 0) throw new ValidationFailed(errors);
        const passwordHash = await deps.passwords.hash(password);
        await upsertUser(
          db,
          { email, role, displayName: formField(body, 'display_name').trim().slice(0, 200) || undefined, passwordHash },
          deps.now(),
        );
      });
      if ('value' in outcome) return redirect(done('/admin/people', 'person-added'));
      return render(await peoplePage(visitor, null, outcome.refusal.errors), { status: outcome.refusal.status });
    })
    .post('/admin/people/:id/:action', async ({ visitor, params, body, render }) => {
      requireAdmin(visitor);
      const outcome = await attempt(async () => {
        if (params.action === 'role') await setUserRole(db, params.id, formField(body, 'role') as Role, deps.now());
        else if (params.action === 'disable' || params.action === 'enable')
          await setUserDisabled(db, params.id, params.action === 'disable', deps.now());
        else throw new HttpError(404, 'not_found', 'No such action.');
      });
      const notice = params.action === 'role' ? 'role-changed' : params.action === 'disable' ? 'disabled' : 'enabled';
      if ('value' in outcome) return redirect(done('/admin/people', notice));
      return render(await peoplePage(visitor, null, outcome.refusal.errors), { status: outcome.refusal.status });
    });
}

function accessPages(deps: AppDeps, web: WebSupport) {
  const { db } = deps;
  return pageRoutes(deps, web)
    .get('/admin/access', ({ visitor, request, render }) => {
      requireAdmin(visitor);
      const o = { locale: visitor.reader.locale };
      const notice = noticeOf(request, o.locale);
      return render(
        <Layout title={m.people_link_access({}, o)} visitor={visitor} width="narrow">
          <h1>{m.people_link_access({}, o)}</h1>
          {notice && <Notice>{notice}</Notice>}
          <PostForm action="/admin/access" csrf={visitor.csrf} class="card">
            <fieldset>
              <legend>{m.people_access_legend({}, o)}</legend>
              {publicAreaNames.map((area) => (
                <label class="check">
                  <input type="checkbox" name="public" value={area} checked={visitor.publicAreas.has(area)} />
                  {areaWords[area]({}, o)}
                </label>
              ))}
            </fieldset>
            <p class="muted">{m.people_access_note({}, o)}</p>
            <button type="submit">{m.account_save({}, o)}</button>
          </PostForm>
          <JoiningSettings policy={joiningMail(deps).policy} locale={o.locale} />
        </Layout>,
      );
    })
    .post('/admin/access', async ({ visitor, body }) => {
      requireAdmin(visitor);
      await setPublicAreas(db, formList(body, 'public'), deps.now());
      return redirect(done('/admin/access', 'saved'));
    });
}
