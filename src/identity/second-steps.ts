// Whether a person signs in with a second step (an authenticator app or a passkey), and whether
// their role must: the bearer check and the sign-in pages both ask.
import type { SecondFactorRequirement } from '../config';
import type { Sql } from '../db/store';
import type { Role } from './scopes';

/** A confirmed authenticator app (one still being set up does not count). */
export async function hasSecondFactor(db: Sql, userId: string): Promise<boolean> {
  const row = await db.get<{ confirmed_at: number | null }>('SELECT confirmed_at FROM totp_factors WHERE user_id = ?', userId);
  return row?.confirmed_at != null;
}

/** Whether the role must have a second factor under the operator's CATCHD_REQUIRE_SECOND_FACTOR. */
export function secondFactorRequired(requirement: SecondFactorRequirement, role: Role): boolean {
  return (requirement === 'admins' && role === 'admin') || (requirement === 'staff' && (role === 'admin' || role === 'verifier'));
}

/** What can finish a sign-in begun with a password or an outside provider: a code from a confirmed app, a passkey. */
export interface SecondSteps {
  code: boolean;
  passkey: boolean;
}

export async function secondSteps(db: Sql, userId: string): Promise<SecondSteps> {
  const [code, passkey] = await Promise.all([
    hasSecondFactor(db, userId),
    db.get('SELECT 1 AS one FROM passkeys WHERE user_id = ? LIMIT 1', userId).then((row) => row !== undefined),
  ]);
  return { code, passkey };
}

/**
 * A confirmed authenticator app or a passkey (which verifies the person: both factors in one).
 * Either makes every sign-in strong: a password or an outside provider is only the first step,
 * which the code or the passkey finishes.
 */
export async function hasStrongSignIn(db: Sql, userId: string): Promise<boolean> {
  const steps = await secondSteps(db, userId);
  return steps.code || steps.passkey;
}
