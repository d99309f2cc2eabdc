// The second factor on pages: the account page's section (set up an authenticator app, confirm
// it with a code, see the recovery codes once, remove it). Refused codes show the readable error page.
import { Elysia } from 'elysia';
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
  return (
    <section class="card" id="second-factor" aria-labelledby="second-factor-heading">
      <h2 id="second-factor-heading">Authenticator app</h2>
      {state.confirmed ? (
        <>
          <p>Signing in with your password or another account (GitHub, Google, single sign-on) also asks for a code from your app.</p>
          <p class="muted">Recovery codes left: {String(state.recoveryCodesLeft)}</p>
          <PostForm action="/account/second-factor/remove" csrf={visitor.csrf}>
            <CodeField id="remove-code" label="A current code from your app, or a recovery code" optional />
            <label for="remove-password">Or your password</label>
            <input id="remove-password" name="password" type="password" autocomplete="current-password" />
            <button type="submit" class="secondary">
              Remove the authenticator app
            </button>
          </PostForm>
        </>
      ) : state.setup ? (
        <>
          <p>Scan this code with your authenticator app, or type the key into it; then enter the code it shows.</p>
          <QrCode text={state.setup.uri} id="second-factor-qr" label="QR code of the key, for your authenticator app" />
          <p>
            Key: <code id="second-factor-secret">{state.setup.secret}</code>
          </p>
          <p class="muted">
            Or open this address on the phone with the app: <code>{state.setup.uri}</code>
          </p>
          <PostForm action="/account/second-factor/confirm" csrf={visitor.csrf}>
            <CodeField id="confirm-code" label="Code from your app" />
            <button type="submit">Confirm</button>
          </PostForm>
        </>
      ) : (
        <>
          <p class="muted">Ask for a code from an app on your phone as well as your password when you sign in.</p>
          <PostForm action="/account/second-factor/setup" csrf={visitor.csrf}>
            <button type="submit">Set up an authenticator app</button>
          </PostForm>
        </>
      )}
    </section>
  );
}

function RecoveryCodesPage(props: { visitor: Visitor; codes: string[] }) {
  return (
    <Layout title="Your recovery codes" visitor={props.visitor}>
      <h1>Your recovery codes</h1>
      <p>Your authenticator app is set up. Keep these codes somewhere safe: each signs you in once if you lose the app.</p>
      <p>They are shown only now.</p>
      <ul id="recovery-codes">
        {props.codes.map((code) => (
          <li>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <p>
        <a href="/account#second-factor">Back to your account</a>
      </p>
    </Layout>
  );
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
      const codes = await confirmSetup(db, box, visitor.user!.id, formField(body, 'code'), visitor.sessionId, change(request));
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
        if (!proven) throw new CodeRefused(password ? 'That password is not right.' : undefined);
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
  return (
    <PostForm action={`/admin/people/${props.personId}/second-factor/reset`} csrf={props.visitor.csrf}>
      <span>{props.has ? 'App or passkey' : 'None'}</span>
      {props.has && (
        <button type="submit" class="secondary" aria-label={`Reset the second factor of ${props.name}`}>
          Reset
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
  const title = steps.passkey ? 'Use your passkey' : 'Enter the code from your app';
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
          <p>Your password is right. To finish signing in, use the passkey you added to your account.</p>
          <div data-passkeys hidden>
            <PostForm action="/sign-in/second-factor/passkey" csrf={props.visitor.csrf} id="passkey-second-step">
              <input type="hidden" name="token" value={props.token} />
              <button type="submit">Use your passkey</button>
              <p role="status" aria-live="polite"></p>
            </PostForm>
          </div>
        </>
      )}
      {steps.code && (
        <PostForm action="/sign-in/code" csrf={props.visitor.csrf}>
          <input type="hidden" name="token" value={props.token} />
          <CodeField id="sign-in-code" label="Code from your authenticator app, or a recovery code" />
          <button type="submit" class={steps.passkey ? 'secondary' : undefined}>
            Sign in
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
