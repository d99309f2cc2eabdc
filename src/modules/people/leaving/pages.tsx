// Leaving, on the account page: "Download my data" and, in a danger zone, "Delete my account"
// (contract §8a), over the same functions as GET /v1/me/export and DELETE /v1/me. Deleting
// takes three steps, as GitHub's do: type the word, read what happens and confirm with the
// password (or email), then a message on the signed-out home page.
import type { AppDeps } from '../../../app-deps';
import { aroundLink, type Language } from '../../../i18n/locale';
import { m } from '../../../i18n/paraglide/messages.js';
import type { DeletedCatchesMode } from '../../../config';
import type { Html } from '#jsx/jsx-runtime';
import { ValidationFailed, type FieldError } from '../../../lib/problem';
import { FieldProblem, Hidden, invalidAttributes, PostForm, Problems } from '../../../web/components';
import { done } from '../../../web/kit/notices';
import { pageRoutes } from '../../../web';
import { attempt, formField } from '../../../web/kit/forms';
import { Layout } from '../../../web/layout';
import { leaveBrowser } from '../../../web/respond';
import type { WebSupport } from '../../../web/session';
import { requireScope, type Visitor } from '../../../web/visitor';
import type { UserRow } from '../../../identity/person';
import { exportResponse, leave } from './api';
import { allowedChoices, formerMemberName, type CatchesChoice } from './service';

const choiceLabels = {
  keep: (locale: Language) => m.leave_keep_catches({ name: formerMemberName }, { locale }),
  delete: (locale: Language) => m.leave_delete_catches({}, { locale }),
} as const;

/**
 * The word a person types to say they mean it (as GitHub asks for a repository's name): the
 * page's own word, or English `delete` in any language; case and accents aside (Greek readers
 * may type it without its tonos).
 */
const confirmWord = (locale: Language): string => m.leave_confirm_word({}, { locale });
const plain = (text: string): string => text.trim().normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
const meansIt = (typed: string, locale: Language): boolean => [confirmWord(locale), 'delete'].some((word) => plain(word) === plain(typed));

/** The choices, the safe one (keep the catches) first and chosen. */
const safeFirst = (mode: DeletedCatchesMode) => [...allowedChoices(mode)].sort((a, b) => (a === 'keep' ? -1 : b === 'keep' ? 1 : 0));

/** The account page's sections: the download link, and the danger zone's first step of deleting. */
export function LeavingSection(props: { visitor: Visitor; mode: DeletedCatchesMode; errors?: FieldError[]; chosen?: string }) {
  const errors = props.errors ?? [];
  const choices = safeFirst(props.mode);
  const chosen = choices.find((c) => c === props.chosen) ?? choices[0];
  const { locale } = props.visitor.reader;
  const o = { locale };
  const [before, after] = aroundLink((i) => m.leave_type_word({ word: i.link }, o));
  return (
    <>
      <section class="card" id="your-data" aria-labelledby="your-data-title">
        <h2 id="your-data-title">{m.leave_your_data({}, o)}</h2>
        <p>
          <a class="button secondary" href="/account/export" download="">
            {m.leave_download({}, o)}
          </a>
        </p>
        <p class="muted">{m.leave_download_what({}, o)}</p>
      </section>
      <section class="card danger-zone" id="leaving" aria-labelledby="leaving-title">
        <h2 id="leaving-title">{m.leave_danger_zone({}, o)}</h2>
        <h3>{m.leave_delete_heading({}, o)}</h3>
        <p>{m.leave_delete_lead({}, o)}</p>
        <Problems errors={errors} beside={['confirm']} locale={locale} />
        <PostForm action="/account/delete/confirm" csrf={props.visitor.csrf}>
          <fieldset>
            <legend>{m.leave_your_catches({}, o)}</legend>
            {choices.map((choice) => (
              <label class="check">
                <input type="radio" name="catches" value={choice} checked={choice === chosen} required />
                {choiceLabels[choice](locale)}
              </label>
            ))}
          </fieldset>
          <label for="leave-confirm">
            {before}
            <strong>{confirmWord(locale)}</strong>
            {after}
          </label>
          <input
            id="leave-confirm"
            name="confirm"
            autocomplete="off"
            autocapitalize="none"
            required
            maxlength="20"
            {...invalidAttributes('leave-confirm', 'confirm', errors)}
          />
          <FieldProblem id="leave-confirm" field="confirm" errors={errors} />
          <button type="submit" class="danger">
            {m.leave_delete_button({}, o)}
          </button>
        </PostForm>
      </section>
    </>
  );
}

/** The last step: what will happen, the password (or email) and the button that does it. */
function FinalStep(props: { visitor: Visitor; catches: CatchesChoice; errors?: FieldError[] }) {
  const user = props.visitor.user!;
  const errors = props.errors ?? [];
  const field = user.passwordHash !== null ? 'password' : 'confirm_email';
  const { locale } = props.visitor.reader;
  const o = { locale };
  return (
    <section class="card danger-zone" id="leaving" aria-labelledby="final-title">
      <h1 id="final-title">{m.leave_final_title({}, o)}</h1>
      <ul>
        <li>{m.leave_final_gone({ email: user.email }, o)}</li>
        <li>{props.catches === 'keep' ? m.leave_final_keep({ name: formerMemberName }, o) : m.leave_final_delete({}, o)}</li>
      </ul>
      <Problems errors={errors} beside={[field]} locale={locale} />
      <PostForm action="/account/delete" csrf={props.visitor.csrf}>
        <Hidden name="catches" value={props.catches} />
        <Hidden name="confirm" value={confirmWord(locale)} />
        {field === 'password' ? (
          <label for="leave-password">{m.leave_password({}, o)}</label>
        ) : (
          <label for="leave-email">{m.leave_type_email({ email: user.email }, o)}</label>
        )}
        {field === 'password' ? (
          <input
            id="leave-password"
            name="password"
            type="password"
            autocomplete="current-password"
            required
            maxlength="1024"
            {...invalidAttributes('leave-password', field, errors)}
          />
        ) : (
          <input
            id="leave-email"
            name="confirm_email"
            type="email"
            autocomplete="off"
            required
            maxlength="254"
            {...invalidAttributes('leave-email', field, errors)}
          />
        )}
        <FieldProblem id={field === 'password' ? 'leave-password' : 'leave-email'} field={field} errors={errors} />
        <div class="actions">
          <button type="submit" class="danger">
            {m.leave_final_button({}, o)}
          </button>
          <a class="button secondary" href="/account">
            {m.leave_keep_account({}, o)}
          </a>
        </div>
      </PostForm>
    </section>
  );
}

/** A refusal of the typed word, naming the field. */
const confirmRefusal = (typed: string, locale: Language): FieldError[] =>
  meansIt(typed, locale) ? [] : [{ field: 'confirm', message: m.leave_word_refused({ word: confirmWord(locale) }, { locale }) }];

/** GET /account/export, POST /account/delete/confirm (the last step) and POST /account/delete. */
export function leavingPages(deps: AppDeps, web: WebSupport) {
  const mode = deps.config.deletedCatches;
  const signedIn = (visitor: Visitor): UserRow => {
    requireScope(visitor, 'account:write');
    return visitor.user!;
  };
  const page = (visitor: Visitor, title: string, body: Html) => (
    <Layout title={title} visitor={visitor} width="narrow">
      {body}
    </Layout>
  );
  return pageRoutes(deps, web)
    .get('/account/export', ({ visitor }) => exportResponse(deps, signedIn(visitor)))
    .post('/account/delete/confirm', ({ visitor, body, render }) => {
      signedIn(visitor);
      const catches = formField(body, 'catches');
      const { locale } = visitor.reader;
      const errors = confirmRefusal(formField(body, 'confirm'), locale);
      const choice = safeFirst(mode).find((c) => c === catches);
      if (errors.length > 0 || !choice)
        return render(
          page(
            visitor,
            m.leave_delete_heading({}, { locale }),
            <LeavingSection
              visitor={visitor}
              mode={mode}
              chosen={catches}
              errors={choice ? errors : [...errors, { field: 'form', message: m.leave_choose_catches({}, { locale }) }]}
            />,
          ),
          { status: 422 },
        );
      return render(page(visitor, m.leave_final_title({}, { locale }), <FinalStep visitor={visitor} catches={choice} />));
    })
    .post('/account/delete', async ({ visitor, body, request, render }) => {
      const user = signedIn(visitor);
      const catches = formField(body, 'catches');
      const { locale } = visitor.reader;
      const confirmErrors = confirmRefusal(formField(body, 'confirm'), locale);
      const outcome = await attempt(async () => {
        if (confirmErrors.length > 0) throw new ValidationFailed(confirmErrors);
        return leave(deps, user, {
          catches,
          password: formField(body, 'password') || undefined,
          confirm_email: formField(body, 'confirm_email') || undefined,
        });
      });
      if ('value' in outcome) return leaveBrowser(done('/', 'account-deleted'), await web.signOut(request));
      const choice = safeFirst(mode).find((c) => c === catches);
      const errors = outcome.refusal.errors;
      return render(
        page(
          visitor,
          m.leave_delete_heading({}, { locale }),
          choice && confirmErrors.length === 0 ? (
            <FinalStep visitor={visitor} catches={choice} errors={errors} />
          ) : (
            <LeavingSection visitor={visitor} mode={mode} chosen={catches} errors={errors} />
          ),
        ),
        { status: outcome.refusal.status },
      );
    });
}
