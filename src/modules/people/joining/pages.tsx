// The pages of joining: the first run's setup, sign-up (and its mailed link, which later shows
// where the person stands), invitations, and the developer portal's early access sign-up.
// Every rule is the joining services'; this file reads forms and renders.
import { Elysia } from 'elysia';
import type { Child, Html } from '#jsx/jsx-runtime';
import type { AppDeps } from '../../../app-deps';
import { ValidationFailed, type FieldError } from '../../../lib/problem';
import { Hidden, PostForm, Problems } from '../../../web/components';
import { pageRoutes } from '../../../web';
import { attempt, formField, noRefusal, type Refusal } from '../../../web/kit/forms';
import { done, noticeOf } from '../../../web/kit/notices';
import { Layout } from '../../../web/layout';
import { redirect } from '../../../web/respond';
import type { WebSupport } from '../../../web/session';
import type { Visitor } from '../../../web/visitor';
import { tooManyAttempts } from '../accounts/pages';
import { isEmail, passwordLength, passwordProblem } from '../../../identity/people';
import { acceptInvitation, openInvitation, type InvitationRow } from './invitations';
import { confirmationMail, joiningMail, knownAddressMail, mailLanguage, mailsPerAddressPerDay, type JoiningMail } from './mail';
import { completeSetup, hasActiveAdmin, setupSecretValid } from './setup';
import { WayIn, Welcome } from './views';
import { confirmSignUp, openSignUp, selfSignUp, startSignUp, type JoiningPolicy, type SignUpRow } from './sign-ups';
import { markedParts, NewPasswordInput, roleWords } from '../users/views';
import { aroundLink, type Language } from '../../../i18n/locale';
import { m } from '../../../i18n/paraglide/messages.js';

interface PersonFields {
  email: string;
  name: string;
  password: string;
  building: string;
}

function personFields(body: unknown): PersonFields {
  return {
    email: formField(body, 'email').trim(),
    name: formField(body, 'display_name').trim(),
    password: formField(body, 'password'),
    building: formField(body, 'building').trim(),
  };
}

/** Each refused field by its form name, all at once. */
/**
 * Each refused field by its form name, all at once, in the page's language. English keeps the
 * fragments the summary puts after the field's name; other languages get whole sentences (the
 * password's own rule is the users service's, in English until its words are messages).
 */
function checkPerson(fields: PersonFields, needs: { email: boolean; building: boolean }, locale: Language): void {
  const o = { locale };
  const errors: FieldError[] = [];
  if (needs.email && !isEmail(fields.email)) errors.push({ field: 'email', message: m.join_refused_email({}, o) });
  if (fields.name.length > 200) errors.push({ field: 'display_name', message: m.join_refused_too_long({ max: 200 }, o) });
  const passwordRefusal = passwordProblem(fields.password);
  if (passwordRefusal) errors.push({ field: 'password', message: passwordRefusal });
  if (needs.building && (fields.building === '' || fields.building.length > 2000))
    errors.push({
      field: 'building',
      message: fields.building === '' ? m.join_refused_building({}, o) : m.join_refused_too_long({ max: 2000 }, o),
    });
  if (errors.length > 0) throw new ValidationFailed(errors);
}

function PersonInputs(props: { values: Partial<PersonFields>; email: boolean; building: boolean; locale: Language }): Html {
  const o = { locale: props.locale };
  return (
    <>
      {props.email && (
        <>
          <label for="email">{m.email_label({}, o)}</label>
          <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value={props.values.email ?? ''} />
        </>
      )}
      <label for="display_name">{m.join_name_label({}, o)}</label>
      <input id="display_name" name="display_name" autocomplete="name" maxlength="200" required value={props.values.name ?? ''} />
      <label for="password">{m.join_password_label({ min: passwordLength.min }, o)}</label>
      <NewPasswordInput id="password" name="password" />
      {props.building && (
        <>
          <label for="building">{m.join_building_label({}, o)}</label>
          <textarea id="building" name="building" required maxlength="2000">
            {props.values.building ?? ''}
          </textarea>
        </>
      )}
    </>
  );
}

function Card(props: { visitor: Visitor; title: string; children?: Child }): Html {
  return (
    <Layout title={props.title} visitor={props.visitor} width="narrow">
      <div class="card">
        <h1>{props.title}</h1>
        {props.children}
      </div>
    </Layout>
  );
}

type Render = (markup: Html, options?: { status?: number }) => string;

/** Where a new member goes: their catches, or the developer portal after early access. */
const afterJoining = (row: SignUpRow): string => (row.building === null ? done('/catches', 'welcome') : done('/developers', 'applied'));

type Message = (inputs: Record<string, never>, options: { locale: Language }) => string;

const stateTexts: Record<Exclude<SignUpRow['state'], 'unconfirmed'>, { title: Message; text: Message }> = {
  requested: { title: m.join_waiting_title, text: m.join_requested_text },
  approved: { title: m.join_approved_title, text: m.join_approved_text },
  declined: { title: m.join_declined_title, text: m.join_declined_text },
};

/** The pages of joining: first-run setup, sign-up (club and early access) and invitations. */
export function joiningPages(deps: AppDeps, web: WebSupport) {
  const mail: JoiningMail = joiningMail(deps);
  return new Elysia()
    .use(setupPages(deps, web))
    .use(signUpPages(deps, web, mail))
    .use(invitationPages(deps, web, mail.policy));
}

const setupForm = (visitor: Visitor, token: string, refusal: Refusal = noRefusal, values: Partial<PersonFields> = {}) => {
  const o = { locale: visitor.reader.locale };
  return (
    <Card visitor={visitor} title={m.join_setup_title({}, o)}>
      <p>{m.join_setup_lead({}, o)}</p>
      <Problems errors={refusal.errors} locale={o.locale} />
      <PostForm action="/setup" csrf={visitor.csrf}>
        <Hidden name="token" value={token} />
        <PersonInputs values={values} email building={false} locale={o.locale} />
        <button type="submit">{m.join_setup_button({}, o)}</button>
      </PostForm>
    </Card>
  );
};

function setupPages(deps: AppDeps, web: WebSupport) {
  const { db } = deps;
  return pageRoutes(deps, web)
    .get('/setup', async ({ visitor, request, render }) => {
      const token = new URL(request.url).searchParams.get('token') ?? '';
      const o = { locale: visitor.reader.locale };
      if (await hasActiveAdmin(db))
        return render(
          <Card visitor={visitor} title={m.join_set_up_title({}, o)}>
            <p>{m.join_set_up_text({}, o)}</p>
            <p>
              <a href="/sign-in">{m.sign_in({}, o)}</a>
            </p>
          </Card>,
          { status: 410 },
        );
      if (!(await setupSecretValid(db, token, deps.now())))
        return render(
          <Card visitor={visitor} title={m.join_setup_link_title({}, o)}>
            <p role="alert">{m.join_setup_link_text({}, o)}</p>
          </Card>,
          { status: 404 },
        );
      return render(setupForm(visitor, token));
    })
    .post('/setup', async ({ visitor, request, body, render }) => {
      const token = formField(body, 'token');
      const fields = personFields(body);
      const checked = await attempt(async () => checkPerson(fields, { email: true, building: false }, visitor.reader.locale));
      if ('refusal' in checked) return render(setupForm(visitor, token, checked.refusal, fields), { status: checked.refusal.status });
      const passwordHash = await deps.passwords.hash(fields.password);
      // A spent, expired or made-up link: LinkNotValid, a readable page, nothing changed.
      const admin = await completeSetup(db, token, { email: fields.email, displayName: fields.name, passwordHash }, deps.now());
      deps.log({ level: 'info', msg: 'first admin created', user_id: admin.id });
      return redirect(done('/admin/people', 'setup-done'), 303, [await web.signIn(request, admin.id)]);
    });
}

const signUpForm = (
  policy: JoiningPolicy,
  visitor: Visitor,
  developer: boolean,
  refusal: Refusal = noRefusal,
  values: Partial<PersonFields> = {},
) => {
  const o = { locale: visitor.reader.locale };
  const [before, after] = aroundLink((i) => m.join_have_account(i, o));
  const title = developer ? m.way_in_early_access({}, o) : policy.mode === 'approval' ? m.way_in_ask({}, o) : m.way_in_sign_up({}, o);
  return (
    <Card visitor={visitor} title={title}>
      {developer ? <p>{m.join_early_access_lead({}, o)}</p> : policy.mode === 'approval' && <p>{m.join_approval_lead({}, o)}</p>}
      <Problems errors={refusal.errors} locale={o.locale} />
      <PostForm action={developer ? '/developers/sign-up' : '/sign-up'} csrf={visitor.csrf}>
        <PersonInputs values={values} email building={developer} locale={o.locale} />
        <button type="submit">{developer ? m.join_sign_up_and_apply({}, o) : m.way_in_sign_up({}, o)}</button>
      </PostForm>
      <p class="muted">
        {before}
        <a href={developer ? '/sign-in?return_to=%2Fdevelopers' : '/sign-in'}>{m.sign_in({}, o)}</a>
        {after}
      </p>
    </Card>
  );
};

const checkInbox = (visitor: Visitor, email: string) => {
  const o = { locale: visitor.reader.locale };
  const [before, after] = aroundLink((i) => m.join_check_inbox_text({ email: i.link }, o));
  return (
    <Card visitor={visitor} title={m.join_check_inbox_title({}, o)}>
      <p id="check-inbox">
        {before}
        <strong>{email}</strong>
        {after}
      </p>
      <p class="muted">{m.join_check_inbox_spam({ count: mailsPerAddressPerDay }, o)}</p>
    </Card>
  );
};

/** Approval without mail: the same page whether the address was new or known (see SignUpOutcome). */
const requestedPage = (visitor: Visitor) => {
  const o = { locale: visitor.reader.locale };
  return (
    <Card visitor={visitor} title={m.join_waiting_title({}, o)}>
      <p id="sign-up-state">{m.join_waiting_text({}, o)}</p>
    </Card>
  );
};

const signUpClosedPage = (policy: JoiningPolicy, visitor: Visitor, developer: boolean) => {
  const o = { locale: visitor.reader.locale };
  return (
    <Card visitor={visitor} title={developer ? m.join_early_access_closed_title({}, o) : m.join_closed_title({}, o)}>
      {developer ? (
        <p>{m.join_early_access_closed_text({}, o)}</p>
      ) : (
        <WayIn policy={{ ...policy, developerSignup: false }} locale={visitor.reader.locale} />
      )}
      <p>
        <a href="/sign-in">{m.sign_in({}, o)}</a>
      </p>
    </Card>
  );
};

function signUpPages(deps: AppDeps, web: WebSupport, mail: JoiningMail) {
  const { db } = deps;
  const base = deps.config.baseUrl;
  const { policy } = mail;

  /** A sign-up from either form; the answer does not tell known and unknown addresses apart. */
  const signUp = async (request: Request, visitor: Visitor, body: unknown, render: Render, developer: boolean) => {
    const limit = await mail.clientAttempt(request);
    if (!limit.allowed) return tooManyAttempts(limit.resetSeconds, request);
    const fields = personFields(body);
    const outcome = await attempt(async () => {
      checkPerson(fields, { email: true, building: developer }, visitor.reader.locale);
      // Hashed whatever happens next: a known address costs what an unknown one does.
      const passwordHash = await deps.passwords.hash(fields.password);
      const input = { email: fields.email, displayName: fields.name, passwordHash, building: developer ? fields.building : null };
      return startSignUp(db, policy, input, deps.now(), deps.randomBytes);
    });
    if ('refusal' in outcome)
      return render(signUpForm(policy, visitor, developer, outcome.refusal, fields), { status: outcome.refusal.status });
    const started = outcome.value;
    switch (started.kind) {
      case 'confirm':
      case 'known':
        // Not awaited: the mail server's pace must not tell the two apart either.
        void mail.sendLimited(
          started.kind === 'confirm'
            ? confirmationMail(started.row.email, `${base}/sign-up/${encodeURIComponent(started.secret)}`, base, visitor.reader.locale)
            : knownAddressMail(started.email, started.reason, base, mailLanguage(deps, started.language, visitor.reader.locale)),
        );
        return render(checkInbox(visitor, fields.email));
      case 'joined':
        return redirect(afterJoining(started.row), 303, [await web.signIn(request, started.user.id)]);
      case 'requested':
        return render(requestedPage(visitor));
    }
  };

  return (
    pageRoutes(deps, web)
      // The home page: a visitor's way in; the signed-in go to their catches.
      .get('/', ({ visitor, request, render }) => {
        if (visitor.user) return redirect('/catches', 302);
        return render(<Welcome visitor={visitor} policy={policy} notice={noticeOf(request, visitor.reader.locale)} />);
      })
      .get('/sign-up', ({ visitor, render }) => {
        if (visitor.user) return redirect('/catches', 302);
        return render(selfSignUp(policy.mode) ? signUpForm(policy, visitor, false) : signUpClosedPage(policy, visitor, false), {
          status: selfSignUp(policy.mode) ? 200 : 403,
        });
      })
      .post('/sign-up', async ({ visitor, request, body, render }) => {
        if (!selfSignUp(policy.mode)) return render(signUpClosedPage(policy, visitor, false), { status: 403 });
        return signUp(request, visitor, body, render, false);
      })
      .get('/developers/sign-up', ({ visitor, render }) => {
        if (visitor.user) return redirect('/developers', 302);
        return render(policy.developerSignup ? signUpForm(policy, visitor, true) : signUpClosedPage(policy, visitor, true), {
          status: policy.developerSignup ? 200 : 403,
        });
      })
      .post('/developers/sign-up', async ({ visitor, request, body, render }) => {
        if (!policy.developerSignup) return render(signUpClosedPage(policy, visitor, true), { status: 403 });
        return signUp(request, visitor, body, render, true);
      })
      .get('/sign-up/:token', async ({ visitor, params, render }) => {
        const row = await openSignUp(db, params.token, deps.now());
        const o = { locale: visitor.reader.locale };
        if (row.state === 'unconfirmed')
          return render(
            <Card visitor={visitor} title={m.join_confirm_address_title({}, o)}>
              <p>{m.join_confirm_address_text({ email: row.email }, o)}</p>
              <PostForm action={`/sign-up/${encodeURIComponent(params.token)}`} csrf={visitor.csrf}>
                <button type="submit">{m.account_confirm({}, o)}</button>
              </PostForm>
            </Card>,
          );
        const { title, text } = stateTexts[row.state];
        return render(
          <Card visitor={visitor} title={title({}, o)}>
            <p id="sign-up-state">{text({}, o)}</p>
            {row.state === 'approved' && !visitor.user && (
              <p>
                <a class="button" href="/sign-in">
                  {m.sign_in({}, o)}
                </a>
              </p>
            )}
          </Card>,
        );
      })
      .post('/sign-up/:token', async ({ request, params }) => {
        const confirmed = await confirmSignUp(db, policy, params.token, deps.now(), deps.randomBytes);
        if (confirmed.kind === 'status') return redirect(`/sign-up/${encodeURIComponent(params.token)}`);
        return redirect(afterJoining(confirmed.row), 303, [await web.signIn(request, confirmed.user.id)]);
      })
  );
}

const invitationForm = (
  visitor: Visitor,
  token: string,
  invitation: InvitationRow,
  refusal: Refusal = noRefusal,
  values: Partial<PersonFields> = {},
) => {
  const o = { locale: visitor.reader.locale };
  return (
    <Card visitor={visitor} title={m.join_invitation_title({}, o)}>
      <p>
        {markedParts((i) => m.join_invited_as(i, o), {
          role: <strong>{roleWords[invitation.role]({}, o)}</strong>,
          email: <strong>{invitation.email}</strong>,
        })}
      </p>
      <Problems errors={refusal.errors} locale={o.locale} />
      <PostForm action={`/invitations/${encodeURIComponent(token)}`} csrf={visitor.csrf}>
        <PersonInputs values={values} email={false} building={false} locale={o.locale} />
        <button type="submit">{m.join_button({}, o)}</button>
      </PostForm>
    </Card>
  );
};

function invitationPages(deps: AppDeps, web: WebSupport, policy: JoiningPolicy) {
  const { db } = deps;
  return pageRoutes(deps, web)
    .get('/invitations/:token', async ({ visitor, params, render }) => {
      const invitation = await openInvitation(db, policy.mode, params.token, deps.now());
      return render(invitationForm(visitor, params.token, invitation));
    })
    .post('/invitations/:token', async ({ visitor, request, params, body, render }) => {
      const invitation = await openInvitation(db, policy.mode, params.token, deps.now());
      const fields = personFields(body);
      const checked = await attempt(async () => checkPerson(fields, { email: false, building: false }, visitor.reader.locale));
      if ('refusal' in checked)
        return render(invitationForm(visitor, params.token, invitation, checked.refusal, fields), { status: checked.refusal.status });
      const passwordHash = await deps.passwords.hash(fields.password);
      const user = await acceptInvitation(
        db,
        policy.mode,
        params.token,
        { displayName: fields.name, passwordHash, mailed: policy.mailConfigured },
        deps.now(),
      );
      return redirect(done('/catches', 'welcome'), 303, [await web.signIn(request, user.id)]);
    });
}
