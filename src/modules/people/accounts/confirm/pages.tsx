// The confirm page of "sudo mode" (./recent-proof.ts): the signed-in person proves it is them
// with their password, a passkey or a code from their app, and goes back to where they were.
// Wrong passwords and codes wait behind the same backoff as the account page's password checks.
import { t } from 'elysia';
import { m } from '../../../../i18n/paraglide/messages.js';
import type { AppDeps } from '../../../../app-deps';
import { PostForm } from '../../../../web/components';
import { pageRoutes } from '../../../../web';
import { formField } from '../../../../web/kit/forms';
import { Layout } from '../../../../web/layout';
import { redirect } from '../../../../web/respond';
import { clientInfo, safeReturnPath, type WebSupport } from '../../../../web/session';
import { requireScope, type Visitor } from '../../../../web/visitor';
import { guardedPasswordCheck } from '../../me/password-guard';
import { answerOf, passkeyScripts, scriptAnswer } from '../../passkeys/pages';
import { authenticationOptions, relyingParty, verifyPasskeySignIn } from '../../passkeys/service';
import { checkSecondFactor, CodeRefused, secretBoxOf } from '../../second-factor/service';
import { secondSteps, type SecondSteps } from '../../../../identity/second-steps';
import { recentProofSeconds } from '../../../../web/recent-proof';
import { verifyPassword } from '../service';
import { confirmSession } from '../../../../identity/sessions';

const ReturnToQuery = t.Object({ return_to: t.Optional(t.String()) });

function ConfirmPage(props: { visitor: Visitor; returnTo: string; password: boolean; steps: SecondSteps; error?: string }) {
  const { visitor, steps } = props;
  const action = (path: string) => `${path}?return_to=${encodeURIComponent(props.returnTo)}`;
  const o = { locale: visitor.reader.locale };
  return (
    <Layout title={m.account_confirm_title({}, o)} visitor={visitor} width="narrow" scripts={steps.passkey ? [...passkeyScripts] : []}>
      <div class="card">
        <h1>{m.account_confirm_title({}, o)}</h1>
        <p>{m.account_confirm_lead({ minutes: recentProofSeconds / 60 }, o)}</p>
        {props.error && (
          <p class="error" role="alert">
            {props.error}
          </p>
        )}
        {steps.passkey && (
          <div data-passkeys hidden>
            <PostForm action={action('/account/confirm/passkey')} csrf={visitor.csrf} id="passkey-confirm">
              <button type="submit">{m.totp_use_passkey({}, o)}</button>
              <p role="status" aria-live="polite"></p>
            </PostForm>
          </div>
        )}
        {props.password && (
          <PostForm action={action('/account/confirm')} csrf={visitor.csrf}>
            <label for="confirm-password">{m.account_your_password({}, o)}</label>
            <input id="confirm-password" name="password" type="password" autocomplete="current-password" required maxlength="1024" />
            <button type="submit">{m.account_confirm({}, o)}</button>
          </PostForm>
        )}
        {steps.code && (
          <PostForm action={action('/account/confirm')} csrf={visitor.csrf}>
            <label for="confirm-code">{m.account_confirm_code_label({}, o)}</label>
            <input id="confirm-code" name="code" required autocomplete="one-time-code" inputmode="numeric" />
            <button type="submit" class="secondary">
              {m.account_confirm_with_code({}, o)}
            </button>
          </PostForm>
        )}
        {!props.password && !steps.passkey && !steps.code && <p>{m.account_confirm_provider({}, o)}</p>}
      </div>
    </Layout>
  );
}

export function confirmPages(deps: AppDeps, web: WebSupport) {
  const { db } = deps;
  const rp = relyingParty(deps.config.baseUrl);
  const box = secretBoxOf(deps.config.secretKey);
  const back = (query: { return_to?: string }) => safeReturnPath(query.return_to, deps.config.baseUrl);
  const page = async (visitor: Visitor, returnTo: string, error?: string) => {
    const user = visitor.user!;
    return (
      <ConfirmPage
        visitor={visitor}
        returnTo={returnTo}
        password={!!user.passwordHash}
        steps={await secondSteps(db, user.id)}
        error={error}
      />
    );
  };

  return pageRoutes(deps, web)
    .get(
      '/account/confirm',
      async ({ visitor, query, render }) => {
        requireScope(visitor, 'account:read');
        return render(await page(visitor, back(query)));
      },
      { query: ReturnToQuery },
    )
    .post(
      '/account/confirm',
      async ({ visitor, query, body, request, render }) => {
        requireScope(visitor, 'account:read');
        const user = visitor.user!;
        const password = formField(body, 'password');
        const at = { now: deps.now(), client: clientInfo(deps, request) };
        try {
          await guardedPasswordCheck(deps, user.id, async () => {
            const proven = password
              ? (await verifyPassword(db, deps.passwords, user.email, password)) !== null
              : await checkSecondFactor(db, box, user.id, formField(body, 'code'), at);
            const o = { locale: visitor.reader.locale };
            if (!proven) throw new CodeRefused((password ? m.account_wrong_password : m.totp_wrong_code)({}, o));
          });
        } catch (error) {
          if (!(error instanceof CodeRefused)) throw error;
          return render(await page(visitor, back(query), error.message), { status: 401 });
        }
        await confirmSession(db, visitor.sessionId!, deps.now());
        return redirect(back(query));
      },
      { query: ReturnToQuery },
    )
    .post('/account/confirm/passkey/options', ({ visitor }) =>
      scriptAnswer(deps.config.baseUrl, async () =>
        authenticationOptions(db, rp, deps.now(), requireScope(visitor, 'account:read').userId),
      ),
    )
    .post(
      '/account/confirm/passkey',
      ({ visitor, query, body }) =>
        scriptAnswer(deps.config.baseUrl, async () => {
          const { userId } = requireScope(visitor, 'account:read');
          await verifyPasskeySignIn(db, rp, answerOf(body), deps.now(), userId);
          await confirmSession(db, visitor.sessionId!, deps.now());
          return { redirect: back(query) };
        }),
      { query: ReturnToQuery },
    );
}
