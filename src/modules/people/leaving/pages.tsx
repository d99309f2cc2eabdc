// Leaving, on the account page: "Download my data" and "Delete my account" (contract §8a), over
// the same functions as GET /v1/me/export and DELETE /v1/me.
import type { AppDeps } from '../../../app-deps';
import type { DeletedCatchesMode } from '../../../config';
import type { FieldError } from '../../../lib/problem';
import { PostForm, Problems } from '../../../web/components';
import { pageRoutes } from '../../../web';
import { attempt, formField } from '../../../web/kit/forms';
import { Layout } from '../../../web/layout';
import { leaveBrowser } from '../../../web/respond';
import type { WebSupport } from '../../../web/session';
import { requireScope, type Visitor } from '../../../web/visitor';
import type { UserRow } from '../../../identity/person';
import { exportResponse, leave } from './api';
import { allowedChoices, formerMemberName } from './service';

const choiceLabels = {
  keep: `Keep my catches on the boards, under "${formerMemberName}"`,
  delete: 'Delete my catches and their photos',
} as const;

/** The account page's section: the download link and the deletion form. */
export function LeavingSection(props: { visitor: Visitor; mode: DeletedCatchesMode; errors?: FieldError[] }) {
  const user = props.visitor.user!;
  const choices = allowedChoices(props.mode);
  return (
    <section class="card" id="leaving" aria-labelledby="leaving-title">
      <h2 id="leaving-title">Your data</h2>
      <p>
        <a class="button secondary" href="/account/export" download="">
          Download my data
        </a>
      </p>
      <p class="muted">
        One zip file: your catches (JSON and CSV), verifications, photos, API keys and apps (without secrets) and passkeys (names and
        dates).
      </p>
      <h3>Delete my account</h3>
      <p>Your name and email go, and every way of signing in ends. This cannot be undone.</p>
      <Problems errors={props.errors ?? []} />
      <PostForm action="/account/delete" csrf={props.visitor.csrf}>
        <fieldset>
          <legend>Your catches</legend>
          {choices.map((choice, index) => (
            <label class="check">
              <input type="radio" name="catches" value={choice} checked={index === 0} required />
              {choiceLabels[choice]}
            </label>
          ))}
        </fieldset>
        {user.passwordHash !== null ? (
          <>
            <label for="leave-password">Your password, to confirm</label>
            <input id="leave-password" name="password" type="password" autocomplete="current-password" required maxlength="1024" />
          </>
        ) : (
          <>
            <label for="leave-email">Type your email ({user.email}) to confirm</label>
            <input id="leave-email" name="confirm_email" type="email" autocomplete="off" required maxlength="254" />
          </>
        )}
        <button type="submit">Delete my account</button>
      </PostForm>
    </section>
  );
}

/** GET /account/export and POST /account/delete. */
export function leavingPages(deps: AppDeps, web: WebSupport) {
  const mode = deps.config.deletedCatches;
  const signedIn = (visitor: Visitor): UserRow => {
    requireScope(visitor, 'account:write');
    return visitor.user!;
  };
  return pageRoutes(deps, web)
    .get('/account/export', ({ visitor }) => exportResponse(deps, signedIn(visitor)))
    .post('/account/delete', async ({ visitor, body, request, render }) => {
      const user = signedIn(visitor);
      const outcome = await attempt(() =>
        leave(deps, user, {
          catches: formField(body, 'catches'),
          password: formField(body, 'password') || undefined,
          confirm_email: formField(body, 'confirm_email') || undefined,
        }),
      );
      if ('value' in outcome) return leaveBrowser('/', await web.signOut(request));
      return render(
        <Layout title="Delete my account" visitor={visitor} width="narrow">
          <h1>Delete my account</h1>
          <LeavingSection visitor={visitor} mode={mode} errors={outcome.refusal.errors} />
        </Layout>,
        { status: outcome.refusal.status },
      );
    });
}
