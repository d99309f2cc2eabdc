// Signing in, as rules without HTTP: the account's backoff on wrong passwords and codes, the
// gate on password hashes running at once, and whether a first factor (a password, an outside
// provider) is enough or a second step must follow. The sign-in pages turn the outcomes into
// answers; a RateLimitUnavailable (the shared counts cannot be read) passes through to them.
import type { AppDeps } from '../../../app-deps';
import { attemptBackoffFor, type AttemptBackoff } from '../../../db/rate-limit';
import { createGate, type Gate } from '../../../lib/gate';
import { remember } from '../../../lib/remember';
import { sha256Hex } from '../../../lib/secrets';
import { recordAccountEvent, type ClientInfo } from '../../../identity/activity';
import { findUserByEmail, findUserById, normalizeEmail } from '../../../identity/people';
import type { UserRow } from '../../../identity/person';
import { hasStrongSignIn, secondSteps, type SecondSteps } from '../../../identity/second-steps';
import { checkSecondFactor, finishPendingSignIn, pendingSignIn, secretBoxOf, startPendingSignIn } from '../second-factor/service';
import { accountBackoff, verifyPassword } from './service';

/** Password checks that may queue per running one before the rest are turned away. */
const hashQueuePerSlot = 4;
/** How long a sign-in turned away by a full hash gate is asked to wait. */
const hashGateRetrySeconds = 2;

interface SignInLimits {
  /** Attempts per account (a hash of its address): wrong passwords and wrong codes alike. */
  attempts: AttemptBackoff;
  /** Password hashes running at once (CATCHD_PASSWORD_CONCURRENCY) and waiting. */
  hashes: Gate;
  box: ReturnType<typeof secretBoxOf>;
}

const made = new WeakMap<AppDeps, SignInLimits>();
const limitsOf = (deps: AppDeps): SignInLimits =>
  remember(made, deps, () => ({
    attempts: attemptBackoffFor(deps.db, 'sign-in-account', { ...accountBackoff, now: deps.now }),
    hashes: createGate(deps.config.passwordConcurrency, hashQueuePerSlot * deps.config.passwordConcurrency),
    box: secretBoxOf(deps.config.secretKey),
  }));

/** The account a backoff counts for: whatever the address's case or spaces. */
const accountKey = (email: string): string => sha256Hex(normalizeEmail(email));

/** Not now: the account's backoff asks to wait, or too many hashes are running. */
export type SignInRefusal = { kind: 'wait'; resetSeconds: number } | { kind: 'busy'; retrySeconds: number };

export type PasswordCheck = { kind: 'user'; user: UserRow } | { kind: 'wrong' } | SignInRefusal;

/** A password sign-in, behind the account's backoff and the hash gate. */
export async function checkSignInPassword(deps: AppDeps, email: string, password: string): Promise<PasswordCheck> {
  const { attempts, hashes } = limitsOf(deps);
  const account = accountKey(email);
  return hashes.run<PasswordCheck>(
    async () => {
      const turn = await attempts.attempt(account);
      if (!turn.allowed) return { kind: 'wait', resetSeconds: turn.resetSeconds };
      const user = await verifyPassword(deps.db, deps.passwords, email, password);
      if (!user) return { kind: 'wrong' };
      // With a second step (an app, a passkey) the count starts over only once it is done too:
      // else the right password would wipe the wrong codes tried with it.
      if (!(await hasStrongSignIn(deps.db, user.id))) await attempts.reset(account);
      return { kind: 'user', user };
    },
    () => ({ kind: 'busy', retrySeconds: hashGateRetrySeconds }),
  );
}

/**
 * The owner sees wrong passwords tried on their account (an unknown address has no one to
 * tell). Noted after the answer has left: the lookup and the insert would make a known
 * address slower to refuse than an unknown one.
 */
export function noteFailedSignIn(deps: AppDeps, email: string, client: ClientInfo, now: number): void {
  setTimeout(async () => {
    try {
      const owner = await findUserByEmail(deps.db, email);
      if (owner) await recordAccountEvent(deps.db, owner.id, 'sign_in_failed', client, now);
    } catch (error) {
      deps.log({ level: 'error', msg: 'noting a failed sign-in failed', error: String(error) });
    }
  }, 0);
}

type FirstFactorPassed = { kind: 'signed-in' } | { kind: 'second-step'; token: string; steps: SecondSteps };

/**
 * After a first factor: signed in, or, with an authenticator app or a passkey, a half-done
 * sign-in (its token) that the second step finishes. An outside provider vouches for the first
 * factor only, as a password does.
 */
export async function afterFirstFactor(deps: AppDeps, userId: string, returnTo: string): Promise<FirstFactorPassed> {
  const steps = await secondSteps(deps.db, userId);
  if (!steps.code && !steps.passkey) return { kind: 'signed-in' };
  return { kind: 'second-step', token: await startPendingSignIn(deps.db, userId, returnTo, deps.now()), steps };
}

/**
 * A second step passed: the half-done sign-in ends (false: it had ended already) and the
 * account's count of attempts starts over.
 */
export async function finishSecondStep(deps: AppDeps, token: string, userId: string): Promise<boolean> {
  if (!(await finishPendingSignIn(deps.db, token))) return false;
  const user = await findUserById(deps.db, userId);
  if (user) await limitsOf(deps).attempts.reset(accountKey(user.email));
  return true;
}

/** Why a half-done sign-in cannot go on: too old or unknown, its person gone, or finished already. */
export type EndedSignIn = 'stale' | 'gone' | 'finished';

type CodeStep =
  | { kind: 'signed-in'; userId: string; returnTo: string }
  | { kind: 'wrong'; steps: SecondSteps }
  | { kind: 'ended'; why: EndedSignIn }
  | Extract<SignInRefusal, { kind: 'wait' }>;

/** The authenticator app's code as the second step. Wrong codes count against the account's backoff, as wrong passwords do. */
export async function checkSignInCode(deps: AppDeps, token: string, code: string, client: ClientInfo): Promise<CodeStep> {
  const pending = await pendingSignIn(deps.db, token, deps.now());
  if (!pending) return { kind: 'ended', why: 'stale' };
  const user = await findUserById(deps.db, pending.userId);
  if (!user) return { kind: 'ended', why: 'gone' };
  const { attempts, box } = limitsOf(deps);
  const turn = await attempts.attempt(accountKey(user.email));
  if (!turn.allowed) return { kind: 'wait', resetSeconds: turn.resetSeconds };
  const at = { now: deps.now(), client };
  if (!(await checkSecondFactor(deps.db, box, user.id, code, at))) {
    await recordAccountEvent(deps.db, user.id, 'sign_in_failed', client, at.now, { step: 'second_factor' });
    return { kind: 'wrong', steps: await secondSteps(deps.db, user.id) };
  }
  if (!(await finishSecondStep(deps, token, user.id))) return { kind: 'ended', why: 'finished' };
  return { kind: 'signed-in', userId: user.id, returnTo: pending.returnTo };
}
