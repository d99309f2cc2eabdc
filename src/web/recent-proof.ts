// "Sudo mode", as GitHub has it: changes that would let whoever finds a signed-in browser keep
// the account (a new passkey or authenticator app, a passkey removed, another email address, a
// new API key) need a proof of who is there from the last few minutes. Signing in is one; the
// confirm page (people/accounts/confirm/pages.tsx: password, passkey or a code from the app) renews
// it and sends the person back to where they were.
import type { AppDeps } from '../app-deps';
import { HttpError } from '../lib/problem';
import { redirect } from './respond';
import type { Visitor } from './visitor';
import { sessionConfirmedAt } from '../identity/sessions';

/** How long a proof lasts: a few minutes, as GitHub's sudo prompt. */
export const recentProofSeconds = 10 * 60;

export const confirmPath = (returnTo: string): string => `/account/confirm?return_to=${encodeURIComponent(returnTo)}`;

/** Whether the visitor's session proved who they are within recentProofSeconds. */
export async function hasRecentProof(deps: AppDeps, visitor: Visitor): Promise<boolean> {
  if (!visitor.sessionId) return false;
  const at = await sessionConfirmedAt(deps.db, visitor.sessionId);
  return at !== null && deps.now() - at < recentProofSeconds;
}

/** For a form: null with a recent proof, else the redirect to the confirm page, which comes back to `returnTo`. */
export async function recentProof(deps: AppDeps, visitor: Visitor, returnTo: string): Promise<Response | null> {
  return (await hasRecentProof(deps, visitor)) ? null : redirect(confirmPath(returnTo));
}

class ConfirmationRequired extends HttpError {
  constructor() {
    super(403, 'confirmation_required', 'Confirm it is you first: reload the page and choose “Confirm it is you”.');
  }
}

/** For the scripts' JSON routes: 403 confirmation_required without a recent proof. */
export async function requireRecentProof(deps: AppDeps, visitor: Visitor): Promise<void> {
  if (!(await hasRecentProof(deps, visitor))) throw new ConfirmationRequired();
}
