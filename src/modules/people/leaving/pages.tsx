// Leaving, on the account page: "Download my data" and, in a danger zone, "Delete my account"
// (contract §8a), over the same functions as GET /v1/me/export and DELETE /v1/me. Deleting
// takes three steps, as GitHub's do: type the word, read what happens and confirm with the
// password (or email), then a message on the signed-out home page.
import type { AppDeps } from '../../../app-deps';
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
  keep: `Keep my catches on the boards, under "${formerMemberName}"`,
  delete: 'Delete my catches and their photos',
} as const;

/** The word a person types to say they mean it (as GitHub asks for a repository's name). */
const confirmWord = 'delete';

/** The choices, the safe one (keep the catches) first and chosen. */
const safeFirst = (mode: DeletedCatchesMode) => [...allowedChoices(mode)].sort((a, b) => (a === 'keep' ? -1 : b === 'keep' ? 1 : 0));

/** The account page's sections: the download link, and the danger zone's first step of deleting. */
export function LeavingSection(props: { visitor: Visitor; mode: DeletedCatchesMode; errors?: FieldError[]; chosen?: string }) {
  const errors = props.errors ?? [];
  const choices = safeFirst(props.mode);
  const chosen = choices.find((c) => c === props.chosen) ?? choices[0];
  return (
    <>
      <section class="card" id="your-data" aria-labelledby="your-data-title">
        <h2 id="your-data-title">Your data</h2>
        <p>
          <a class="button secondary" href="/account/export" download="">
            Download my data
          </a>
        </p>
        <p class="muted">
          One zip file: your catches (JSON and CSV), verifications, photos, API keys and apps (without secrets) and passkeys (names and
          dates).
        </p>
      </section>
      <section class="card danger-zone" id="leaving" aria-labelledby="leaving-title">
        <h2 id="leaving-title">Danger zone</h2>
        <h3>Delete my account</h3>
        <p>Your name and email go, and every way of signing in ends. This cannot be undone.</p>
        <Problems errors={errors} beside={['confirm']} />
        <PostForm action="/account/delete/confirm" csrf={props.visitor.csrf}>
          <fieldset>
            <legend>Your catches</legend>
            {choices.map((choice) => (
              <label class="check">
                <input type="radio" name="catches" value={choice} checked={choice === chosen} required />
                {choiceLabels[choice]}
              </label>
            ))}
          </fieldset>
          <label for="leave-confirm">
            Type <strong>{confirmWord}</strong> to go on
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
            Delete my account…
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
  return (
    <section class="card danger-zone" id="leaving" aria-labelledby="final-title">
      <h1 id="final-title">Delete your account for good?</h1>
      <ul>
        <li>{user.email} and your name are deleted; every session, passkey and API key stops working.</li>
        <li>
          {props.catches === 'keep'
            ? `Your catches stay on the boards, under "${formerMemberName}".`
            : 'Your catches and their photos are deleted.'}
        </li>
      </ul>
      <Problems errors={errors} beside={[field]} />
      <PostForm action="/account/delete" csrf={props.visitor.csrf}>
        <Hidden name="catches" value={props.catches} />
        <Hidden name="confirm" value={confirmWord} />
        {field === 'password' ? (
          <label for="leave-password">Your password, to confirm</label>
        ) : (
          <label for="leave-email">Type your email ({user.email}) to confirm</label>
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
            Delete my account for good
          </button>
          <a class="button secondary" href="/account">
            No, keep my account
          </a>
        </div>
      </PostForm>
    </section>
  );
}

/** A refusal of the typed word, naming the field. */
const confirmRefusal = (typed: string): FieldError[] =>
  typed.trim().toLowerCase() === confirmWord ? [] : [{ field: 'confirm', message: `is not “${confirmWord}”: type the word to go on` }];

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
      const errors = confirmRefusal(formField(body, 'confirm'));
      const choice = safeFirst(mode).find((c) => c === catches);
      if (errors.length > 0 || !choice)
        return render(
          page(
            visitor,
            'Delete my account',
            <LeavingSection
              visitor={visitor}
              mode={mode}
              chosen={catches}
              errors={choice ? errors : [...errors, { field: 'catches', message: 'choose what happens to your catches' }]}
            />,
          ),
          { status: 422 },
        );
      return render(page(visitor, 'Delete your account for good?', <FinalStep visitor={visitor} catches={choice} />));
    })
    .post('/account/delete', async ({ visitor, body, request, render }) => {
      const user = signedIn(visitor);
      const catches = formField(body, 'catches');
      const confirmErrors = confirmRefusal(formField(body, 'confirm'));
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
          'Delete my account',
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
