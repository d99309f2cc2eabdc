// The sign-in pages: password sign-in, outside providers and sign-out (the account page is people/me).
import { m } from '../../../i18n/paraglide/messages.js';
import { requestLanguage, type Language } from '../../../i18n/locale';
import { t } from 'elysia';
import type { AppDeps } from '../../../app-deps';
import { RateLimitUnavailable } from '../../../db/rate-limit';
import { HttpError } from '../../../lib/problem';
import { constantTimeEqual, newSecret } from '../../../lib/secrets';
import { PostForm } from '../../../web/components';
import { pageRoutes } from '../../../web';
import { formField } from '../../../web/kit/forms';
import { Layout } from '../../../web/layout';
import { errorPage, leaveBrowser, redirect, respond, type ResponseSet } from '../../../web/respond';
import { clientInfo, safeReturnPath, type WebSupport } from '../../../web/session';
import type { Visitor } from '../../../web/visitor';
import { confirmPages } from './confirm/pages';
import { configuredProviders, isProviderFailure, type SignInProvider, type SignInStart } from './providers';
import { joiningMail } from '../joining/mail';
import type { JoiningPolicy } from '../joining/sign-ups';
import { WayIn } from '../joining/views';
import { answerOf, PasskeySignIn, passkeyScripts, scriptAnswer } from '../passkeys/pages';
import { SecondStepPage } from '../second-factor/pages';
import { authenticationOptions, relyingParty, verifyPasskeySignIn } from '../passkeys/service';
import { pendingSignIn } from '../second-factor/service';
import { IdentityNotLinkable, type NotLinkableReason, userForExternalIdentity } from './service';
import {
  afterFirstFactor,
  checkSignInCode,
  checkSignInPassword,
  type EndedSignIn,
  finishSecondStep,
  noteFailedSignIn,
  type PasswordCheck,
  type SignInRefusal,
} from './sign-in';

const pendingCookie = 'catchd_signin';
/** Where to go after signing in; safeReturnPath bounds it (anything else becomes /account). */
const ReturnToQuery = t.Object({ return_to: t.Optional(t.String()) });
const pendingLifetimeSeconds = 600;

interface PendingSignIn extends SignInStart {
  provider: string;
  returnTo: string;
}

/** 429 page with Retry-After, in the request's language; `forAccount`: the account's own backoff, not the address's. */
export function tooManyAttempts(resetSeconds: number, request: Request, forAccount = false): Response {
  const o = { locale: requestLanguage(request) };
  const wait = m.wait_and_retry({ seconds: resetSeconds }, o);
  return errorPage(
    429,
    m.error_title_429({}, o),
    forAccount ? `${m.sign_in_many_attempts({}, o)} ${wait}` : wait,
    { 'retry-after': String(resetSeconds) },
    o.locale,
  );
}

/** Sign-in refuses rather than guess when its limits cannot be counted (fail closed). */
function attemptsUncountable(error: RateLimitUnavailable, request: Request): Response {
  const o = { locale: requestLanguage(request) };
  const wait = m.wait_and_retry({ seconds: Number(error.headers['retry-after']) }, o);
  return errorPage(503, m.sign_in_paused_title({}, o), `${m.sign_in_uncountable({}, o)} ${wait}`, error.headers, o.locale);
}

/** The per-address limit (IPv6: per /64): null when the request may go on, else the answer. */
async function addressLimitRefusal(web: WebSupport, request: Request): Promise<Response | null> {
  try {
    const limit = await web.rateLimit(request);
    return limit.allowed ? null : tooManyAttempts(limit.resetSeconds, request);
  } catch (error) {
    if (error instanceof RateLimitUnavailable) return attemptsUncountable(error, request);
    throw error;
  }
}

/** The answer to a sign-in the account's backoff or the hash gate turns away. */
function refused(refusal: SignInRefusal, request: Request): Response {
  if (refusal.kind === 'wait') return tooManyAttempts(refusal.resetSeconds, request, true);
  const o = { locale: requestLanguage(request) };
  const wait = m.wait_and_retry({ seconds: refusal.retrySeconds }, o);
  return errorPage(
    503,
    m.sign_in_busy_title({}, o),
    `${m.sign_in_busy({}, o)} ${wait}`,
    { 'retry-after': String(refusal.retrySeconds) },
    o.locale,
  );
}

/** 404 for a sign-in method this server does not offer. */
function unknownProvider(request: Request): Response {
  const o = { locale: requestLanguage(request) };
  return errorPage(404, m.sign_in_unknown_title({}, o), m.sign_in_unknown({}, o), {}, o.locale);
}

/** `work`, answering a RateLimitUnavailable with a refusal (sign-in fails closed). */
async function countedAttempt<T>(request: Request, work: () => Promise<T>): Promise<T | Response> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RateLimitUnavailable) return attemptsUncountable(error, request);
    throw error;
  }
}

/** Why an outside identity cannot sign in, in the page's words. */
const notLinkable: Record<NotLinkableReason, (inputs: Record<string, never>, options: { locale: Language }) => string> = {
  disabled: m.account_not_linkable_disabled,
  unverified: m.account_not_linkable_unverified,
  unconfirmed: m.account_not_linkable_unconfirmed,
  invite: m.account_not_linkable_invite,
  closed: m.account_not_linkable_closed,
  declined: m.account_not_linkable_declined,
};
const notLinkableWords = (error: IdentityNotLinkable, locale: Language): string => notLinkable[error.reason]({}, { locale });

/** Why a half-done sign-in ended, in words. */
const endedWords: Record<EndedSignIn, (inputs: Record<string, never>, options: { locale: Language }) => string> = {
  stale: m.sign_in_stale,
  gone: m.sign_in_again,
  finished: m.sign_in_finished,
};

interface SignInForm {
  visitor: Visitor;
  returnTo: string;
  providers: SignInProvider[];
  /** How people join here: the page shows the way in. */
  joining: JoiningPolicy;
  email?: string;
  error?: string;
}

function SignInPage(options: SignInForm) {
  const returnQuery = `return_to=${encodeURIComponent(options.returnTo)}`;
  const o = { locale: options.visitor.reader.locale };
  return (
    <Layout title={m.sign_in({}, o)} visitor={options.visitor} width="narrow" scripts={[...passkeyScripts]}>
      <div class="card">
        <h1>{m.sign_in({}, o)}</h1>
        <p class="muted">{options.providers.length > 0 ? m.sign_in_lead_providers({}, o) : m.sign_in_lead({}, o)}</p>
        {options.error && (
          <p class="error" role="alert" id="form-error">
            {options.error}
          </p>
        )}
        <PostForm action={`/sign-in?${returnQuery}`} csrf={options.visitor.csrf}>
          <label for="email">{m.email_label({}, o)}</label>
          <input
            id="email"
            name="email"
            type="email"
            autocomplete="username"
            required
            maxlength="254"
            value={options.email ?? ''}
            aria-describedby={options.error ? 'form-error' : undefined}
          />
          <label for="password">{m.password_label({}, o)}</label>
          <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1024" />
          <button type="submit">{m.sign_in({}, o)}</button>
        </PostForm>
        <PasskeySignIn visitor={options.visitor} returnTo={options.returnTo} />
        {options.joining.mailConfigured && (
          <p>
            <a href="/reset-password">{m.forgot_password({}, o)}</a>
          </p>
        )}
        {options.providers.length > 0 && <p class="divider">{m.or({}, o)}</p>}
        {options.providers.map((p) => (
          <a class="button secondary" href={`/sign-in/${p.id}?${returnQuery}`}>
            {m.continue_with({ provider: p.label }, o)}
          </a>
        ))}
        <WayIn policy={options.joining} locale={o.locale} />
      </div>
    </Layout>
  );
}

/** CATCHD_SIGNUP=approval: someone new, through an outside provider, waits for an admin. */
function SignUpWaitingPage(props: { visitor: Visitor }) {
  const o = { locale: props.visitor.reader.locale };
  return (
    <Layout title={m.join_waiting_title({}, o)} visitor={props.visitor} width="narrow">
      <div class="card">
        <h1>{m.join_waiting_title({}, o)}</h1>
        <p id="sign-up-waiting">{m.account_provider_waiting({}, o)}</p>
      </div>
    </Layout>
  );
}

function signInAnswer(set: ResponseSet, form: SignInForm, status = 200): string {
  return respond(set, form.visitor.csrf, <SignInPage {...form} />, { status });
}

export function accountsModule(deps: AppDeps, web: WebSupport) {
  const providers = configuredProviders(deps.config.identityProviders, deps.config.baseUrl);
  const providerById = (id: string): SignInProvider | undefined => providers.find((p) => p.id === id);
  const joining = joiningMail(deps).policy;
  const rp = relyingParty(deps.config.baseUrl);

  const signInExpired = () =>
    new HttpError(400, 'sign_in_expired', 'This sign-in took too long or was already finished. Please sign in again.');
  /** The half-done sign-in a token stands for, or 400 sign_in_expired. */
  const livePending = async (token: string) => {
    const pending = await pendingSignIn(deps.db, token, deps.now());
    if (!pending) throw signInExpired();
    return pending;
  };
  /** The passkey second step answers the page's script (scriptAnswer); it counts against the address's sign-in limit. */
  const passkeyStep = async (request: Request, work: () => Promise<Response>): Promise<Response> =>
    (await addressLimitRefusal(web, request)) ?? scriptAnswer(deps.config.baseUrl, work);

  return pageRoutes(deps, web)
    .get(
      '/sign-in',
      ({ visitor, query, set }) =>
        signInAnswer(set, { visitor, returnTo: safeReturnPath(query.return_to, deps.config.baseUrl), providers, joining }),
      {
        query: ReturnToQuery,
      },
    )
    .post(
      '/sign-in',
      async ({ request, body, query, visitor, set }) => {
        const returnTo = safeReturnPath(query.return_to, deps.config.baseUrl);
        const refusal = await addressLimitRefusal(web, request);
        if (refusal) return refusal;
        const email = formField(body, 'email').trim();
        const password = formField(body, 'password');
        return countedAttempt(request, async () => {
          const check: PasswordCheck = email && password ? await checkSignInPassword(deps, email, password) : { kind: 'wrong' };
          if (check.kind === 'wait' || check.kind === 'busy') return refused(check, request);
          if (check.kind === 'wrong') {
            if (email && password) noteFailedSignIn(deps, email, clientInfo(deps, request), deps.now());
            return signInAnswer(
              set,
              { visitor, returnTo, providers, joining, email, error: m.sign_in_mismatch({}, { locale: visitor.reader.locale }) },
              401,
            );
          }
          const next = await afterFirstFactor(deps, check.user.id, returnTo);
          if (next.kind === 'second-step')
            return respond(set, visitor.csrf, <SecondStepPage visitor={visitor} token={next.token} steps={next.steps} />);
          return redirect(returnTo, 303, [await web.signIn(request, check.user.id)]);
        });
      },
      { query: ReturnToQuery },
    )
    .post('/sign-in/code', async ({ request, body, visitor, set }) => {
      const refusal = await addressLimitRefusal(web, request);
      if (refusal) return refusal;
      const token = formField(body, 'token');
      return countedAttempt(request, async () => {
        const step = await checkSignInCode(deps, token, formField(body, 'code'), clientInfo(deps, request));
        if (step.kind === 'ended') {
          const o = { locale: requestLanguage(request) };
          return errorPage(400, m.sign_in_expired_title({}, o), endedWords[step.why]({}, o), {}, o.locale);
        }
        if (step.kind === 'wait') return refused(step, request);
        if (step.kind === 'wrong') {
          const error = m.totp_wrong_code({}, { locale: visitor.reader.locale });
          return respond(set, visitor.csrf, <SecondStepPage visitor={visitor} token={token} steps={step.steps} error={error} />, {
            status: 401,
          });
        }
        return redirect(step.returnTo, 303, [await web.signIn(request, step.userId)]);
      });
    })
    .post('/sign-in/second-factor/passkey/options', async ({ request, body }) =>
      passkeyStep(request, async () => {
        const pending = await livePending(formField(body, 'token'));
        return Response.json(await authenticationOptions(deps.db, rp, deps.now(), pending.userId));
      }),
    )
    .post('/sign-in/second-factor/passkey', async ({ request, body }) =>
      passkeyStep(request, async () => {
        const token = formField(body, 'token');
        const pending = await livePending(token);
        const userId = await verifyPasskeySignIn(deps.db, rp, answerOf(body), deps.now(), pending.userId);
        if (!(await finishSecondStep(deps, token, userId))) throw signInExpired();
        const response = Response.json({ redirect: pending.returnTo });
        response.headers.append('set-cookie', await web.signIn(request, userId, 'passkey'));
        return response;
      }),
    )
    .post('/sign-out', async ({ request }) => leaveBrowser('/sign-in', await web.signOut(request)))
    .use(confirmPages(deps, web))
    .get(
      '/sign-in/:provider',
      async ({ params, query, request }) => {
        const provider = providerById(params.provider);
        if (!provider) return unknownProvider(request);
        const refusal = await addressLimitRefusal(web, request);
        if (refusal) return refusal;
        const pending: PendingSignIn = {
          provider: provider.id,
          state: newSecret('', deps.randomBytes, 32),
          codeVerifier: newSecret('', deps.randomBytes, 32),
          nonce: newSecret('', deps.randomBytes, 32),
          returnTo: safeReturnPath(query.return_to, deps.config.baseUrl),
        };
        try {
          const url = await provider.authorizationUrl(pending);
          const cookie = web.cookies.serialize(
            pendingCookie,
            Buffer.from(JSON.stringify(pending)).toString('base64url'),
            pendingLifetimeSeconds,
          );
          return redirect(url.toString(), 302, [cookie]);
        } catch (error) {
          if (!isProviderFailure(error)) throw error;
          deps.log({ level: 'warn', msg: 'identity provider unavailable', provider: provider.id, error: String(error) });
          const o = { locale: requestLanguage(request) };
          return errorPage(
            502,
            m.account_provider_unavailable_title({}, o),
            m.account_provider_unavailable({ provider: provider.label }, o),
            {},
            o.locale,
          );
        }
      },
      { query: ReturnToQuery },
    )
    .get(
      '/sign-in/:provider/callback',
      async ({ params, query, request, visitor, set }) => {
        const provider = providerById(params.provider);
        if (!provider) return unknownProvider(request);
        const o = { locale: requestLanguage(request) };
        const clear = web.cookies.clear(pendingCookie);
        const pending = readPending(web.cookies.read(request, pendingCookie));
        const state = typeof query.state === 'string' ? query.state : '';
        if (!pending || pending.provider !== provider.id || !state || !constantTimeEqual(pending.state, state))
          return errorPage(400, m.sign_in_expired_title({}, o), m.sign_in_link_stale({}, o), {}, o.locale);
        if (typeof query.error === 'string' || typeof query.code !== 'string')
          return errorPage(
            400,
            m.account_provider_cancelled_title({}, o),
            m.account_provider_cancelled({ provider: provider.label }, o),
            {},
            o.locale,
          );
        try {
          const identity = await provider.identify(query.code, pending);
          const found = await userForExternalIdentity(deps.db, identity, deps.now(), { mode: joining.mode, randomBytes: deps.randomBytes });
          if (found.kind === 'waiting') return respond(set, visitor.csrf, <SignUpWaitingPage visitor={visitor} />, { cookies: [clear] });
          const { user } = found;
          // The cookie is ours, but checked again: a sibling site may set cookies under plain http.
          const returnTo = safeReturnPath(pending.returnTo, deps.config.baseUrl);
          const next = await afterFirstFactor(deps, user.id, returnTo);
          if (next.kind === 'second-step')
            return respond(set, visitor.csrf, <SecondStepPage visitor={visitor} token={next.token} steps={next.steps} />, {
              cookies: [clear],
            });
          return redirect(returnTo, 302, [clear, await web.signIn(request, user.id)]);
        } catch (error) {
          if (error instanceof IdentityNotLinkable)
            return errorPage(403, m.account_provider_refused_title({}, o), notLinkableWords(error, o.locale), {}, o.locale);
          if (!isProviderFailure(error)) throw error;
          deps.log({ level: 'warn', msg: 'outside sign-in failed', provider: provider.id, error: String(error) });
          return errorPage(
            502,
            m.account_provider_failed_title({}, o),
            m.account_provider_failed({ provider: provider.label }, o),
            {},
            o.locale,
          );
        }
      },
      {
        query: t.Object(
          {
            state: t.Optional(t.String({ maxLength: 512 })),
            code: t.Optional(t.String({ maxLength: 4096 })),
            error: t.Optional(t.String({ maxLength: 200 })),
          },
          { additionalProperties: true },
        ),
      },
    );
}

function readPending(cookie: string | null): PendingSignIn | null {
  if (!cookie) return null;
  try {
    const value = JSON.parse(Buffer.from(cookie, 'base64url').toString()) as PendingSignIn;
    return typeof value.state === 'string' && typeof value.codeVerifier === 'string' && typeof value.nonce === 'string' ? value : null;
  } catch {
    return null;
  }
}
