// Leaving (contract §8a): a person deletes their own account. Their catches go (through the
// catches write service: boards follow, `catch.deleted` events and webhooks go out) or stay on
// the boards under "Former member". Either way the user row stays, anonymised and disabled:
// kept catches and the verifications the person gave still point at it. Every way of signing
// in and every credential dies in the same transaction.
import type { PasswordHasher } from '../../../app-deps';
import type { DeletedCatchesMode } from '../../../config';
import type { Sql } from '../../../db/store';
import { HttpError, ValidationFailed } from '../../../lib/problem';
import { deleteCatchesOfDiver } from '../../catches/write';
import { LastAdmin, leftEmail, otherActiveAdmins } from '../../../identity/people';
import type { UserRow } from '../../../identity/person';

export const catchesChoices = ['delete', 'keep'] as const;
export type CatchesChoice = (typeof catchesChoices)[number];

/** The name kept catches show once their diver has left. */
export const formerMemberName = 'Former member';

/** An address nobody can receive mail at (RFC 2606 `.invalid`), unique per account: the column is unique. */
/** What the club allows (CATCHD_DELETED_CATCHES), as the choices a person may make. */
export function allowedChoices(mode: DeletedCatchesMode): readonly CatchesChoice[] {
  return mode === 'choose' ? catchesChoices : [mode];
}

/** The choice, refused (422 naming `catches`) when the club decided otherwise. */
export function checkedChoice(mode: DeletedCatchesMode, choice: string): CatchesChoice {
  const allowed = allowedChoices(mode);
  if (!(allowed as readonly string[]).includes(choice))
    throw new ValidationFailed([
      {
        field: 'catches',
        message:
          mode === 'choose'
            ? `must be one of ${catchesChoices.join(', ')}`
            : `this club always does "${mode}" with the catches of deleted accounts`,
      },
    ]);
  return choice as CatchesChoice;
}

/** What proves that the person in front of us means it: their password, or for accounts without one their email typed again. */
export interface LeavingConfirmation {
  password?: string;
  confirm_email?: string;
}

class WrongPassword extends HttpError {
  constructor() {
    super(403, 'wrong_password', 'That is not the password of this account.', {
      errors: [{ field: 'password', message: 'is not the password of this account' }],
    });
  }
}

/**
 * Checks the confirmation: an account with a password needs it (hash it outside any
 * transaction: it is slow); an account without one (outside sign-in only) needs its email.
 */
export async function checkConfirmation(hasher: PasswordHasher, user: UserRow, confirmation: LeavingConfirmation): Promise<void> {
  if (user.passwordHash !== null) {
    if (!confirmation.password) throw new ValidationFailed([{ field: 'password', message: 'is required to delete the account' }]);
    if (!(await hasher.verify(confirmation.password, user.passwordHash))) throw new WrongPassword();
    return;
  }
  const typed = confirmation.confirm_email?.trim().toLowerCase() ?? '';
  if (typed !== user.email)
    throw new ValidationFailed([
      {
        field: 'confirm_email',
        message: typed ? 'is not the email of this account' : 'is required: type the email of this account to confirm',
      },
    ]);
}

/** Tables of the person's credentials, links and personal records, emptied of their rows (OAuth apps take their grants and tokens along). */
const personalRows = [
  'DELETE FROM sessions WHERE user_id = ?',
  'DELETE FROM passkeys WHERE user_id = ?',
  'DELETE FROM passkey_challenges WHERE user_id = ?',
  'DELETE FROM totp_factors WHERE user_id = ?',
  'DELETE FROM recovery_codes WHERE user_id = ?',
  'DELETE FROM second_factor_pending WHERE user_id = ?',
  'DELETE FROM api_keys WHERE user_id = ?',
  'DELETE FROM external_identities WHERE user_id = ?',
  'DELETE FROM oauth_codes WHERE user_id = ?',
  'DELETE FROM oauth_grants WHERE user_id = ?',
  'DELETE FROM oauth_apps WHERE owner_id = ?',
  'DELETE FROM webhook_endpoints WHERE user_id = ?',
  'DELETE FROM developer_applications WHERE user_id = ?',
  'DELETE FROM species_import_uploads WHERE user_id = ?',
  'DELETE FROM sign_ups WHERE user_id = ?',
  'DELETE FROM email_changes WHERE user_id = ?',
  'DELETE FROM password_resets WHERE user_id = ?',
  'DELETE FROM account_events WHERE user_id = ?',
];

/**
 * Deletes the account of `user` in one transaction. Returns the ids of the photos whose rows
 * went: the caller removes their bytes once this has committed (files never go before rows).
 * The last active admin cannot leave (409 `last_admin`).
 */
export async function deleteAccount(db: Sql, user: UserRow, choice: CatchesChoice, now: number): Promise<{ photoIds: string[] }> {
  return db.transaction(async (tx) => {
    if (user.role === 'admin' && user.disabledAt === null && (await otherActiveAdmins(tx, user.id)) === 0) throw new LastAdmin();
    const photoIds = choice === 'delete' ? await deleteCatchesOfDiver(tx, { userId: user.id, role: user.role }, now) : [];
    for (const statement of personalRows) await tx.run(statement, user.id);
    await tx.run('DELETE FROM sign_ups WHERE email = ?', user.email);
    await tx.run(
      `UPDATE users SET email = ?, display_name = ?, role = 'diver', password_hash = NULL, disabled_at = ?, updated_at = ? WHERE id = ?`,
      leftEmail(user.id),
      formerMemberName,
      now,
      now,
      user.id,
    );
    return { photoIds };
  });
}
