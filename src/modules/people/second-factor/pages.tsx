// The second factor on pages: the account page's section (set up an authenticator app, confirm
// it with a code, see the recovery codes once, remove it). Refused codes show the readable error page.
import { Elysia } from 'elysia';
import { aroundLink } from '../../../i18n/locale';
import { m } from '../../../i18n/paraglide/messages.js';
import type { AppDeps } from '../../../app-deps';
import { PostForm, QrCode } from '../../../web/components';
import { isPagePath, pageRoutes } from '../../../web';
import { NotFound } from '../../../lib/problem';
import { verifyPassword } from '../accounts/service';
import { passkeyScripts } from '../passkeys/pages';
import { recentProof } from '../../../web/recent-proof';
import { guardedPasswordCheck } from '../me/password-guard';
import { findUserById } from '../../../identity/people';
import { formField } from '../../../web/kit/forms';
import { done } from '../../../web/kit/notices';
import { Layout } from '../../../web/layout';
import { redirect } from '../../../web/respond';
import { clientInfo, type WebSupport } from '../../../web/session';
import { PageForbidden, requireScope, type Visitor } from '../../../web/visitor';
import {
  CodeRefused,
  checkSecondFactor,
  confirmSetup,
  removeSecondFactor,
  resetSecondFactor,
  secretBoxOf,
  type SecondFactorState,
  startSetup,
} from './service';
import { hasStrongSignIn, type SecondSteps, secondFactorRequired } from '../../../identity/second-steps';

function CodeField(props: { label: string; id: string; optional?: boolean }) {
  return (
    <>
      <label for={props.id}>{props.label}</label>
      <input id={props.id} name="code" required={!props.optional} autocomplete="one-time-code" inputmode="numeric" />
    </>
  );
}

/** The account page's section; `state` from secondFactorState. */
export function SecondFactorSection(props: { visitor: Visitor; state: SecondFactorState }) {
  const { visitor, state } = props;
  const o = { locale: visitor.reader.locale };
  const [keyBefore, keyAfter] = aroundLink((i) => m.totp_key({ key: i.link }, o));
  const [uriBefore, uriAfter] = aroundLink((i) => m.totp_uri({ uri: i.link }, o));
  return (
    <section class="card" id="second-factor" aria-labelledby="second-factor-heading">
      <h2 id="second-factor-heading">{m.totp_heading({}, o)}</h2>
      {state.confirmed ? (
        <>
          <p>{m.totp_on({}, o)}</p>
          <p class="muted">{m.totp_codes_left({ count: state.recoveryCodesLeft }, o)}</p>
          <PostForm action="/account/second-factor/remove" csrf={visitor.csrf}>
            <CodeField id="remove-code" label={m.totp_remove_code({}, o)} optional />
            <label for="remove-password">{m.totp_or_password({}, o)}</label>
            <input id="remove-password" name="password" type="password" autocomplete="current-password" />
            <button type="submit" class="secondary">
              {m.totp_remove({}, o)}
            </button>
          </PostForm>
        </>
      ) : state.setup ? (
        <>
          <p>{m.totp_scan({}, o)}</p>
          <QrCode text={state.setup.uri} id="second-factor-qr" label={m.totp_qr_label({}, o)} />
          <p>
            {keyBefore}
            <code id="second-factor-secret">{state.setup.secret}</code>
            {keyAfter}
          </p>
          <p class="muted">
            {uriBefore}
            <code>{state.setup.uri}</code>
            {uriAfter}
          </p>
          <PostForm action="/account/second-factor/confirm" csrf={visitor.csrf}>
            <CodeField id="confirm-code" label={m.totp_code_label({}, o)} />
            <button type="submit">{m.account_confirm({}, o)}</button>
          </PostForm>
        </>
      ) : (
        <>
          <p class="muted">{m.totp_off({}, o)}</p>
          <PostForm action="/account/second-factor/setup" csrf={visitor.csrf}>
            <button type="submit">{m.totp_set_up({}, o)}</button>
          </PostForm>
        </>
      )}
    </section>
  );
}

function RecoveryCodesPage(props: { visitor: Visitor; codes: string[] }) {
  const o = { locale: props.visitor.reader.locale };
  return (
    <Layout title={m.totp_codes_title({}, o)} visitor={props.visitor}>
      <h1>{m.totp_codes_title({}, o)}</h1>
      <p>{m.totp_codes_text({}, o)}</p>
      <p>{m.totp_codes_once({}, o)}</p>
      <ul id="recovery-codes">
        {props.codes.map((code) => (
          <li>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <p>
        <a href="/account#second-factor">{m.totp_back({}, o)}</a>
      </p>
    </Layout>
  );
}

/** The service's refusals of a code, by their English words, in the page's language. */
const refusalWords = new Map([
  [new CodeRefused().message, m.totp_wrong_code],
  [new CodeRefused('Start setting up your authenticator app first.').message, m.totp_start_first],
]);

/** `work`, its refused code said in the page's language. */
async function inWords<T>(visitor: Visitor, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const words = error instanceof CodeRefused ? refusalWords.get(error.message) : undefined;
    throw words ? new CodeRefused(words({}, { locale: visitor.reader.locale })) : error;
  }
}

export function secondFactorPages(deps: AppDeps, web: WebSupport) {
  const { db } = deps;
  const box = secretBoxOf(deps.config.secretKey);
  const change = (request: Request) => ({ now: deps.now(), client: clientInfo(deps, request) });
  return pageRoutes(deps, web)
    .post('/account/second-factor/setup', async ({ visitor }) => {
      requireScope(visitor, 'account:write');
      const confirm = await recentProof(deps, visitor, '/account#second-factor');
      if (confirm) return confirm;
      await startSetup(db, box, visitor.user!.id, deps.now());
      return redirect('/account#second-factor');
    })
    .post('/account/second-factor/confirm', async ({ visitor, body, request, render }) => {
      requireScope(visitor, 'account:write');
      const confirm = await recentProof(deps, visitor, '/account#second-factor');
      if (confirm) return confirm;
      const codes = await inWords(visitor, () =>
        confirmSetup(db, box, visitor.user!.id, formField(body, 'code'), visitor.sessionId, change(request)),
      );
      return render(<RecoveryCodesPage visitor={visitor} codes={codes} />);
    })
    .post('/account/second-factor/remove', async ({ visitor, body, request }) => {
      requireScope(visitor, 'account:write');
      const user = visitor.user!;
      const password = formField(body, 'password');
      // Either proves the person is here: a code (from the app or a recovery code) or the password, behind the same backoff.
      await guardedPasswordCheck(deps, user.id, async () => {
        const proven = password
          ? (await verifyPassword(db, deps.passwords, user.email, password)) !== null
          : await checkSecondFactor(db, box, user.id, formField(body, 'code'), change(request));
        if (!proven)
          throw new CodeRefused((password ? m.account_wrong_password : m.totp_wrong_code)({}, { locale: visitor.reader.locale }));
      });
      await removeSecondFactor(db, user.id, visitor.sessionId, change(request));
      return redirect(done('/account', 'second-factor-removed'));
    })
    .post('/admin/people/:id/second-factor/reset', async ({ visitor, params, request }) => {
      if (requireScope(visitor, 'account:read').role !== 'admin') throw new PageForbidden('Only admins can open this page.');
      if (!(await findUserById(db, params.id))) throw new NotFound('The person');
      // Ends all the person's sessions (the admin's own too when resetting themselves).
      await resetSecondFactor(db, params.id, visitor.user!.id, change(request));
      return redirect(done('/admin/people', 'second-factor-reset'));
    });
}

/** The people page's cell: whether the person has a second step (an authenticator app or a passkey), and the admin's reset. */
export function SecondFactorCell(props: { visitor: Visitor; personId: string; name: string; has: boolean }) {
  const o = { locale: props.visitor.reader.locale };
  return (
    <PostForm action={`/admin/people/${props.personId}/second-factor/reset`} csrf={props.visitor.csrf}>
      <span>{props.has ? m.totp_has({}, o) : m.totp_none({}, o)}</span>
      {props.has && (
        <button type="submit" class="secondary" aria-label={m.totp_reset_label({ name: props.name }, o)}>
          {m.totp_reset({}, o)}
        </button>
      )}
    </PostForm>
  );
}

/**
 * The sign-in's second step after the password (or an outside provider), for the half-done
 * sign-in `token`: the person's passkey and/or a code from their app (or a recovery code), as
 * GitHub asks. The passkey button shows only where scripts and WebAuthn run.
 */
export function SecondStepPage(props: { visitor: Visitor; token: string; steps: SecondSteps; error?: string }) {
  const { steps } = props;
  const o = { locale: props.visitor.reader.locale };
  const title = steps.passkey ? m.totp_use_passkey({}, o) : m.totp_enter_code({}, o);
  return (
    <Layout title={title} visitor={props.visitor} scripts={steps.passkey ? [...passkeyScripts] : []}>
      <h1>{title}</h1>
      {props.error && (
        <p class="error" role="alert">
          {props.error}
        </p>
      )}
      {steps.passkey && (
        <>
          <p>{m.totp_password_right({}, o)}</p>
          <div data-passkeys hidden>
            <PostForm action="/sign-in/second-factor/passkey" csrf={props.visitor.csrf} id="passkey-second-step">
              <input type="hidden" name="token" value={props.token} />
              <button type="submit">{m.totp_use_passkey({}, o)}</button>
              <p role="status" aria-live="polite"></p>
            </PostForm>
          </div>
        </>
      )}
      {steps.code && (
        <PostForm action="/sign-in/code" csrf={props.visitor.csrf}>
          <input type="hidden" name="token" value={props.token} />
          <CodeField id="sign-in-code" label={m.totp_code_or_recovery({}, o)} />
          <button type="submit" class={steps.passkey ? 'secondary' : undefined}>
            {m.sign_in({}, o)}
          </button>
        </PostForm>
      )}
    </Layout>
  );
}

/** Where a person who still has to set up a second factor may go: the account page's setup (and its confirm page), sign-in and sign-out. */
const setupPath = /^\/(account|assets\/.*|account\/(second-factor|passkeys|confirm)(\/.*)?|sign-in(\/.*)?|sign-out)$/;

/**
 * Once per app, before the page controllers: under CATCHD_REQUIRE_SECOND_FACTOR, a signed-in
 * person in a required role with neither an authenticator app nor a passkey is sent to set one up.
 */
export function secondFactorRequirement(deps: AppDeps, web: WebSupport) {
  const requirement = deps.config.requireSecondFactor;
  return new Elysia({ name: 'second-factor-requirement' }).onBeforeHandle({ as: 'global' }, async ({ request, path }) => {
    if (requirement === 'none' || !isPagePath(path) || setupPath.test(path)) return;
    const user = (await web.signedIn(request))?.user;
    if (!user || !secondFactorRequired(requirement, user.role) || (await hasStrongSignIn(deps.db, user.id))) return;
    return redirect('/account#second-factor', request.method === 'GET' ? 302 : 303);
  });
}
