// The current password asked for by a password change or an account deletion is a guess like any sign-in: someone
// holding a session or a key must not try passwords at full speed. The same backoff as
// sign-in's (a few free tries, then a doubling wait), per person, shared by API and pages.
import type { AppDeps } from '../../../app-deps';
import { attemptBackoffFor, RateLimited, type AttemptBackoff } from '../../../db/rate-limit';
import { remember } from '../../../lib/remember';
import { accountBackoff } from '../accounts/service';
import { changePassword, type Change } from './service';

const made = new WeakMap<AppDeps, AttemptBackoff>();

/**
 * `check` (anything that checks the person's current password) behind their backoff: 429
 * (RateLimited) while they must wait; a check that passes starts the count over.
 */
export async function guardedPasswordCheck<T>(deps: AppDeps, userId: string, check: () => Promise<T>): Promise<T> {
  const attempts = remember(made, deps, () => attemptBackoffFor(deps.db, 'current-password', { ...accountBackoff, now: deps.now }));
  const turn = await attempts.attempt(userId);
  if (!turn.allowed) throw new RateLimited(turn);
  const result = await check();
  await attempts.reset(userId);
  return result;
}

/** changePassword behind the person's backoff. */
export async function guardedPasswordChange(
  deps: AppDeps,
  userId: string,
  passwords: { current: string; next: string },
  keepSessionId: string | null,
  at: Change,
): Promise<void> {
  await guardedPasswordCheck(deps, userId, () => changePassword(deps.db, deps.passwords, userId, passwords, keepSessionId, at));
}
