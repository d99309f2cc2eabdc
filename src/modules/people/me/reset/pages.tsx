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
import { joiningMail, mailLanguage, mailsPerAddressPerDay } from '../../joining/mail';
import { passwordProblem } from '../../../../identity/people';
import { resetMail } from '../mail';
import { completeReset, type LiveCredential, liveCredentials, openReset, resetRecipient, startReset } from './service';
import { markedParts, NewPasswordInput } from '../../users/views';
import type { Language } from '../../../../i18n/locale';
import { m } from '../../../../i18n/paraglide/messages.js';

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

const kindWords: Record<LiveCredential['kind'], (inputs: Record<string, never>, options: { locale: Language }) => string> = {
  'API key': m.reset_kind_key,
  App: m.reset_kind_app,
};

function CredentialList(props: { credentials: LiveCredential[]; reader: Visitor['reader'] }): Html {
  const { locale, timeZone } = props.reader;
  const o = { locale };
  return (
    <ul>
      {props.credentials.map((c) => (
        <li>
          {kindWords[c.kind]({}, o)}: <strong>{c.name}</strong>{' '}
          <span class="muted">
            {c.lastUsedAt === null
              ? m.reset_made_never_used({ made: formatTime(toIso(c.createdAt), timeZone, o.locale) }, o)
              : m.reset_made_last_used(
                  { made: formatTime(toIso(c.createdAt), timeZone, o.locale), used: formatTime(toIso(c.lastUsedAt), timeZone, o.locale) },
                  o,
                )}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function resetPages(deps: AppDeps, web: WebSupport) {
  const mail = joiningMail(deps);
  const base = deps.config.baseUrl;

  const requestForm = (visitor: Visitor) => {
    const o = { locale: visitor.reader.locale };
    return mail.policy.mailConfigured ? (
      <Card visitor={visitor} title={m.forgot_password({}, o)}>
        <p>{m.reset_lead({}, o)}</p>
        <PostForm action="/reset-password" csrf={visitor.csrf}>
          <label for="email">{m.email_label({}, o)}</label>
          <input id="email" name="email" type="email" autocomplete="username" required maxlength="254" />
          <button type="submit">{m.reset_mail_me({}, o)}</button>
        </PostForm>
      </Card>
    ) : (
      <Card visitor={visitor} title={m.forgot_password({}, o)}>
        <p id="no-mail">{m.reset_no_mail({}, o)}</p>
      </Card>
    );
  };

  /**
   * Keys and apps' access outlive a password: whoever held the account may have made one. They
   * are listed here, with a choice to end them all, unchecked: as on GitHub and Stripe, where a
   * new password leaves tokens and API keys alone, since ending them silently would stop the
   * person's own integrations (a club's scoreboard, a dive log). Listed with their last use, an
   * intruder's key stands out; the page after keeps them in view if they stay.
   */
  const passwordForm = (visitor: Visitor, token: string, credentials: LiveCredential[], refusal: Refusal = noRefusal) => {
    const o = { locale: visitor.reader.locale };
    return (
      <Card visitor={visitor} title={m.reset_new_title({}, o)}>
        <p class="muted">{m.reset_new_lead({}, o)}</p>
        <Problems errors={refusal.errors} locale={o.locale} />
        <PostForm action={`/reset-password/${encodeURIComponent(token)}`} csrf={visitor.csrf}>
          <label for="password">{m.account_new_password({}, o)}</label>
          <NewPasswordInput id="password" name="password" />
          {credentials.length > 0 && (
            <fieldset id="credentials">
              <legend>{m.reset_credentials_legend({}, o)}</legend>
              <CredentialList credentials={credentials} reader={visitor.reader} />
              <label>
                <input type="checkbox" name="revoke_credentials" value="on" /> {m.reset_revoke_too({}, o)}
              </label>
            </fieldset>
          )}
          <button type="submit">{m.reset_set_password({}, o)}</button>
        </PostForm>
      </Card>
    );
  };

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
              return resetMail(to.email, `${base}/reset-password/${secret}`, base, mailLanguage(deps, to.language, visitor.reader.locale));
            }),
        )
        .catch((error) => deps.log({ level: 'error', msg: 'password reset not started', error: String(error) }));
      const o = { locale: visitor.reader.locale };
      return render(
        <Card visitor={visitor} title={m.join_check_inbox_title({}, o)}>
          <p id="check-inbox">{m.reset_check_inbox({}, o)}</p>
          <p class="muted">{m.join_check_inbox_spam({ count: mailsPerAddressPerDay }, o)}</p>
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
      const o = { locale: visitor.reader.locale };
      return render(
        <Card visitor={visitor} title={m.reset_done_title({}, o)}>
          <p id="password-set">{m.reset_done_text({}, o)}</p>
          {revoke && <p id="credentials-revoked">{m.reset_revoked({}, o)}</p>}
          {kept.length > 0 && (
            <div id="credentials-kept">
              <p>
                {markedParts((i) => m.reset_kept(i, o), {
                  keys: <a href="/developers/keys">{m.reset_kept_keys({}, o)}</a>,
                  apps: <a href="/developers/authorised">{m.reset_kept_apps({}, o)}</a>,
                })}
              </p>
              <CredentialList credentials={kept} reader={visitor.reader} />
            </div>
          )}
          <p>
            <a class="button" href="/sign-in">
              {m.sign_in({}, o)}
            </a>
          </p>
        </Card>,
        { cookies: [await web.signOut(request)] },
      );
    });
}
