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
import { confirmationMail, joiningMail, knownAddressMail, mailsPerAddressPerDay, type JoiningMail } from './mail';
import { completeSetup, hasActiveAdmin, setupSecretValid } from './setup';
import { WayIn, Welcome } from './views';
import { confirmSignUp, openSignUp, selfSignUp, startSignUp, type JoiningPolicy, type SignUpRow } from './sign-ups';
import { NewPasswordInput } from '../users/views';

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
function checkPerson(fields: PersonFields, needs: { email: boolean; building: boolean }): void {
  const errors: FieldError[] = [];
  if (needs.email && !isEmail(fields.email)) errors.push({ field: 'email', message: 'must be an email address' });
  if (fields.name.length > 200) errors.push({ field: 'display_name', message: 'must be at most 200 characters' });
  const passwordRefusal = passwordProblem(fields.password);
  if (passwordRefusal) errors.push({ field: 'password', message: passwordRefusal });
  if (needs.building && (fields.building === '' || fields.building.length > 2000))
    errors.push({
      field: 'building',
      message: fields.building === '' ? 'say in a few words what you are building' : 'must be at most 2000 characters',
    });
  if (errors.length > 0) throw new ValidationFailed(errors);
}

function PersonInputs(props: { values: Partial<PersonFields>; email: boolean; building: boolean }): Html {
  return (
    <>
      {props.email && (
        <>
          <label for="email">Email</label>
          <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value={props.values.email ?? ''} />
        </>
      )}
      <label for="display_name">Name (as others see it)</label>
      <input id="display_name" name="display_name" autocomplete="name" maxlength="200" required value={props.values.name ?? ''} />
      <label for="password">Password (at least {passwordLength.min} characters)</label>
      <NewPasswordInput id="password" name="password" />
      {props.building && (
        <>
          <label for="building">What are you building?</label>
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

const stateTexts: Record<Exclude<SignUpRow['state'], 'unconfirmed'>, { title: string; text: string }> = {
  requested: {
    title: 'Waiting for an admin',
    text:
      'Your address is confirmed and your sign-up is waiting for an administrator’s decision. ' +
      'Keep this page’s address to come back and see where you stand.',
  },
  approved: { title: 'You are in', text: 'Your account is ready: sign in with your email and password.' },
  declined: { title: 'Sign-up declined', text: 'An administrator declined this sign-up.' },
};

/** The pages of joining: first-run setup, sign-up (club and early access) and invitations. */
export function joiningPages(deps: AppDeps, web: WebSupport) {
  const mail: JoiningMail = joiningMail(deps);
  return new Elysia()
    .use(setupPages(deps, web))
    .use(signUpPages(deps, web, mail))
    .use(invitationPages(deps, web, mail.policy));
}

const setupForm = (visitor: Visitor, token: string, refusal: Refusal = noRefusal, values: Partial<PersonFields> = {}) => (
  <Card visitor={visitor} title="Set up catchd">
    <p>Nobody runs this catchd yet. Create the first administrator: you.</p>
    <Problems errors={refusal.errors} />
    <PostForm action="/setup" csrf={visitor.csrf}>
      <Hidden name="token" value={token} />
      <PersonInputs values={values} email building={false} />
      <button type="submit">Create the admin account</button>
    </PostForm>
  </Card>
);

function setupPages(deps: AppDeps, web: WebSupport) {
  const { db } = deps;
  return pageRoutes(deps, web)
    .get('/setup', async ({ visitor, request, render }) => {
      const token = new URL(request.url).searchParams.get('token') ?? '';
      if (await hasActiveAdmin(db))
        return render(
          <Card visitor={visitor} title="catchd is set up">
            <p>An administrator exists already, so setup links no longer work.</p>
            <p>
              <a href="/sign-in">Sign in</a>
            </p>
          </Card>,
          { status: 410 },
        );
      if (!(await setupSecretValid(db, token, deps.now())))
        return render(
          <Card visitor={visitor} title="Setup link not valid">
            <p role="alert">
              This setup link has expired or was mistyped. Restart catchd: it prints a new link on start while there is no admin.
            </p>
          </Card>,
          { status: 404 },
        );
      return render(setupForm(visitor, token));
    })
    .post('/setup', async ({ visitor, request, body, render }) => {
      const token = formField(body, 'token');
      const fields = personFields(body);
      const checked = await attempt(async () => checkPerson(fields, { email: true, building: false }));
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
) => (
  <Card visitor={visitor} title={developer ? 'Sign up for early access' : policy.mode === 'approval' ? 'Ask to join' : 'Sign up'}>
    {developer ? (
      <p>An account on this catchd and your application for developer access, in one go. An administrator decides on the application.</p>
    ) : (
      policy.mode === 'approval' && <p>An administrator approves new members; you will see where you stand.</p>
    )}
    <Problems errors={refusal.errors} />
    <PostForm action={developer ? '/developers/sign-up' : '/sign-up'} csrf={visitor.csrf}>
      <PersonInputs values={values} email building={developer} />
      <button type="submit">{developer ? 'Sign up and apply' : 'Sign up'}</button>
    </PostForm>
    <p class="muted">
      Already have an account? <a href={developer ? '/sign-in?return_to=%2Fdevelopers' : '/sign-in'}>Sign in</a>.
    </p>
  </Card>
);

const checkInbox = (visitor: Visitor, email: string) => (
  <Card visitor={visitor} title="Check your inbox">
    <p id="check-inbox">
      We have sent a mail to <strong>{email}</strong>. Open the link in it within 24 hours to go on.
    </p>
    <p class="muted">
      Nothing there after a few minutes? Look in the spam folder. We send at most {mailsPerAddressPerDay} such mails a day to one address.
    </p>
  </Card>
);

/** Approval without mail: the same page whether the address was new or known (see SignUpOutcome). */
const requestedPage = (visitor: Visitor) => (
  <Card visitor={visitor} title="Waiting for an admin">
    <p id="sign-up-state">
      Your sign-up is waiting for an administrator’s decision. Once it is approved, sign in with your email and password.
    </p>
  </Card>
);

const signUpClosedPage = (policy: JoiningPolicy, visitor: Visitor, developer: boolean) => (
  <Card visitor={visitor} title={developer ? 'Early access sign-up is closed' : 'Joining'}>
    {developer ? (
      <p>Early access sign-up is turned off here. If you have an account, sign in and apply on the developer portal.</p>
    ) : (
      <WayIn policy={{ ...policy, developerSignup: false }} locale={visitor.reader.locale} />
    )}
    <p>
      <a href="/sign-in">Sign in</a>
    </p>
  </Card>
);

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
      checkPerson(fields, { email: true, building: developer });
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
            ? confirmationMail(started.row.email, `${base}/sign-up/${encodeURIComponent(started.secret)}`, base)
            : knownAddressMail(started.email, started.reason, base),
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
        if (row.state === 'unconfirmed')
          return render(
            <Card visitor={visitor} title="Confirm your address">
              <p>Confirm {row.email} to go on.</p>
              <PostForm action={`/sign-up/${encodeURIComponent(params.token)}`} csrf={visitor.csrf}>
                <button type="submit">Confirm</button>
              </PostForm>
            </Card>,
          );
        const { title, text } = stateTexts[row.state];
        return render(
          <Card visitor={visitor} title={title}>
            <p id="sign-up-state">{text}</p>
            {row.state === 'approved' && !visitor.user && (
              <p>
                <a class="button" href="/sign-in">
                  Sign in
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
) => (
  <Card visitor={visitor} title="Join catchd">
    <p>
      You are invited as a <strong>{invitation.role}</strong> with the address <strong>{invitation.email}</strong>. Choose your name and
      password.
    </p>
    <Problems errors={refusal.errors} />
    <PostForm action={`/invitations/${encodeURIComponent(token)}`} csrf={visitor.csrf}>
      <PersonInputs values={values} email={false} building={false} />
      <button type="submit">Join</button>
    </PostForm>
  </Card>
);

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
      const checked = await attempt(async () => checkPerson(fields, { email: false, building: false }));
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
