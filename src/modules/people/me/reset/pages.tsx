// /reset-password: asking for a mailed link (the same answer for every address, limited per
// address and per client address like sign-ups) and setting a new password through it.
import type { Child, Html } from '#jsx/jsx-runtime';
import type { AppDeps } from '../../../../app-deps';
import { ValidationFailed } from '../../../../lib/problem';
import { formatTime, PostForm, Problems } from '../../../../web/components';
import { toIso } from '../../../../lib/time';
import { pageRoutes } from '../../../../web';
import { attempt, formField, noRefusal, type Refusal } from '../../../../web/kit/forms';
import { Layout } from '../../../../web/layout';
import { clientInfo, type WebSupport } from '../../../../web/session';
import type { Visitor } from '../../../../web/visitor';
import { tooManyAttempts } from '../../accounts/pages';
import { joiningMail, mailsPerAddressPerDay } from '../../joining/mail';
import { passwordProblem } from '../../../../identity/people';
import { resetMail } from '../mail';
import { completeReset, type LiveCredential, liveCredentials, openReset, resetRecipient, startReset } from './service';
import { NewPasswordInput } from '../../users/views';
import { sourceLanguage } from '../../../../i18n/locale';

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

function CredentialList(props: { credentials: LiveCredential[]; timeZone: string }): Html {
  return (
    <ul>
      {props.credentials.map((c) => (
        <li>
          {c.kind}: <strong>{c.name}</strong>{' '}
          <span class="muted">
            made {formatTime(toIso(c.createdAt), props.timeZone, sourceLanguage)},{' '}
            {c.lastUsedAt === null ? 'never used' : `last used ${formatTime(toIso(c.lastUsedAt), props.timeZone, sourceLanguage)}`}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function resetPages(deps: AppDeps, web: WebSupport) {
  const mail = joiningMail(deps);
  const base = deps.config.baseUrl;

  const requestForm = (visitor: Visitor) =>
    mail.policy.mailConfigured ? (
      <Card visitor={visitor} title="Forgot your password?">
        <p>Give the address of your account: we mail you a link to set a new password.</p>
        <PostForm action="/reset-password" csrf={visitor.csrf}>
          <label for="email">Email</label>
          <input id="email" name="email" type="email" autocomplete="username" required maxlength="254" />
          <button type="submit">Mail me a link</button>
        </PostForm>
      </Card>
    ) : (
      <Card visitor={visitor} title="Forgot your password?">
        <p id="no-mail">This club does not send mail, so passwords cannot be reset by mail here. Ask an administrator to set a new one.</p>
      </Card>
    );

  /**
   * Keys and apps' access outlive a password: whoever held the account may have made one. They
   * are listed here, with a choice to end them all, unchecked: as on GitHub and Stripe, where a
   * new password leaves tokens and API keys alone, since ending them silently would stop the
   * person's own integrations (a club's scoreboard, a dive log). Listed with their last use, an
   * intruder's key stands out; the page after keeps them in view if they stay.
   */
  const passwordForm = (visitor: Visitor, token: string, credentials: LiveCredential[], refusal: Refusal = noRefusal) => (
    <Card visitor={visitor} title="Set a new password">
      <p class="muted">Setting it signs you out everywhere.</p>
      <Problems errors={refusal.errors} />
      <PostForm action={`/reset-password/${encodeURIComponent(token)}`} csrf={visitor.csrf}>
        <label for="password">New password</label>
        <NewPasswordInput id="password" name="password" />
        {credentials.length > 0 && (
          <fieldset id="credentials">
            <legend>API keys and apps that can use your account without the password</legend>
            <CredentialList credentials={credentials} timeZone={visitor.reader.timeZone} />
            <label>
              <input type="checkbox" name="revoke_credentials" value="on" /> Revoke all of them too (choose this if you did not make them
              all)
            </label>
          </fieldset>
        )}
        <button type="submit">Set password</button>
      </PostForm>
    </Card>
  );

  return pageRoutes(deps, web)
    .get('/reset-password', ({ visitor, render }) => render(requestForm(visitor), { status: mail.policy.mailConfigured ? 200 : 404 }))
    .post('/reset-password', async ({ visitor, request, body, render }) => {
      if (!mail.policy.mailConfigured) return render(requestForm(visitor), { status: 404 });
      const limit = await mail.clientAttempt(request);
      if (!limit.allowed) return tooManyAttempts(limit.resetSeconds, request);
      const email = formField(body, 'email').trim();
      // Not awaited: neither the lookup nor the mail server's pace may tell known addresses from unknown ones.
      // A link is made only when it is mailed: a request past the address's daily cap changes nothing.
      void resetRecipient(deps.db, email)
        .then(
          (to) =>
            to &&
            mail.sendLimitedMade(to.email, async () => {
              const secret = await startReset(deps.db, to.id, deps.now(), deps.randomBytes);
              return resetMail(to.email, `${base}/reset-password/${secret}`, base);
            }),
        )
        .catch((error) => deps.log({ level: 'error', msg: 'password reset not started', error: String(error) }));
      return render(
        <Card visitor={visitor} title="Check your inbox">
          <p id="check-inbox">
            If an account uses that address, a link to set a new password is on its way there. It works once, within an hour.
          </p>
          <p class="muted">
            Nothing there after a few minutes? Look in the spam folder. We send at most {mailsPerAddressPerDay} mails a day to one address.
          </p>
        </Card>,
      );
    })
    .get('/reset-password/:token', async ({ visitor, params, render }) => {
      const userId = await openReset(deps.db, params.token, deps.now());
      return render(passwordForm(visitor, params.token, await liveCredentials(deps.db, userId)));
    })
    .post('/reset-password/:token', async ({ visitor, request, params, body, render }) => {
      const userId = await openReset(deps.db, params.token, deps.now());
      const password = formField(body, 'password');
      const checked = await attempt(async () => {
        const problem = passwordProblem(password);
        if (problem) throw new ValidationFailed([{ field: 'password', message: problem }]);
      });
      if ('refusal' in checked) {
        const form = passwordForm(visitor, params.token, await liveCredentials(deps.db, userId), checked.refusal);
        return render(form, { status: checked.refusal.status });
      }
      const hash = await deps.passwords.hash(password);
      const revoke = formField(body, 'revoke_credentials') === 'on';
      await completeReset(deps.db, params.token, hash, deps.now(), clientInfo(deps, request), revoke);
      const kept = await liveCredentials(deps.db, userId);
      return render(
        <Card visitor={visitor} title="Your password is set">
          <p id="password-set">Every session of your account is signed out. Sign in with the new password.</p>
          {revoke && <p id="credentials-revoked">Every API key and app access of your account is revoked.</p>}
          {kept.length > 0 && (
            <div id="credentials-kept">
              <p>
                These still work without the password. Once signed in, revoke any you did not make on{' '}
                <a href="/developers/keys">your API keys</a> and <a href="/developers/authorised">the apps you authorised</a>.
              </p>
              <CredentialList credentials={kept} timeZone={visitor.reader.timeZone} />
            </div>
          )}
          <p>
            <a class="button" href="/sign-in">
              Sign in
            </a>
          </p>
        </Card>,
        { cookies: [await web.signOut(request)] },
      );
    });
}
