// Keeping an account: a person changes their name, email address (confirmed at the new
// address by a mailed link when there is mail) and password, and sees and ends their
// sign-in sessions. The API (/v1/me) and the /account page share these rules.
import type { PasswordHasher } from '../../../app-deps';
import type { Sql } from '../../../db/store';
import { HttpError, NotFound, ValidationFailed, type FieldError } from '../../../lib/problem';
import { newSecret, sha256Hex, type RandomBytes } from '../../../lib/secrets';
import { LinkNotValid, maxSecretLength } from '../joining/links';
import { recordAccountEvent, type ClientInfo } from '../../../identity/activity';
import { findUserByEmail, findUserById, isEmail, normalizeEmail, passwordProblem } from '../../../identity/people';
import { userColumns, type UserRow } from '../../../identity/person';

/** How long a mailed link for a new address works. */
const emailLinkLifetimeSeconds = 24 * 3600;
export const displayNameMaxLength = 200;

interface ProfileChange {
  displayName?: string;
  email?: string;
}

/** What became of a new email address. */
export type EmailOutcome =
  | { kind: 'unchanged' }
  | { kind: 'changed'; from: string }
  /** Waits for the link mailed to the new address; the old address is told. */
  | { kind: 'confirm'; from: string; to: string; secret: string };

export interface Change {
  now: number;
  client: ClientInfo;
}

function profileErrors(change: ProfileChange): FieldError[] {
  const errors: FieldError[] = [];
  if (change.displayName !== undefined && (change.displayName.trim() === '' || change.displayName.trim().length > displayNameMaxLength))
    errors.push({ field: 'display_name', message: `must be 1 to ${displayNameMaxLength} characters` });
  if (change.email !== undefined && !isEmail(change.email)) errors.push({ field: 'email', message: 'must be an email address' });
  return errors;
}

const emailTaken = (): ValidationFailed => new ValidationFailed([{ field: 'email', message: 'another account uses this address' }]);

/** The person, or 404 (a person gone since the request was authenticated). */
async function person(db: Sql, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new NotFound('The user');
  return user;
}

/** Changes the display name and email address (see EmailOutcome); each field is checked before anything changes. */
export async function updateProfile(
  db: Sql,
  userId: string,
  change: ProfileChange,
  at: Change & { mailConfigured: boolean; randomBytes: RandomBytes },
): Promise<{ user: UserRow; email: EmailOutcome }> {
  const errors = profileErrors(change);
  if (errors.length > 0) throw new ValidationFailed(errors);
  return db.transaction(async (tx) => {
    let user = await person(tx, userId);
    const name = change.displayName?.trim();
    if (name !== undefined && name !== user.displayName) {
      user = (await tx.get<UserRow>(
        `UPDATE users SET display_name = ?, updated_at = ? WHERE id = ? RETURNING ${userColumns()}`,
        name,
        at.now,
        userId,
      ))!;
      await recordAccountEvent(tx, userId, 'display_name_changed', at.client, at.now);
    }
    const email = change.email === undefined ? user.email : normalizeEmail(change.email);
    if (email === user.email) {
      // Asking for the address one has already drops a change that was waiting.
      if (change.email !== undefined) await tx.run('DELETE FROM email_changes WHERE user_id = ?', userId);
      return { user, email: { kind: 'unchanged' } };
    }
    if (await findUserByEmail(tx, email)) throw emailTaken();
    if (!at.mailConfigured) {
      // Applied at once, unproven: the address counts as unconfirmed (see users.email_confirmed_at).
      const changed = await applyEmail(tx, user, email, at, null);
      return { user: changed, email: { kind: 'changed', from: user.email } };
    }
    const secret = newSecret('cdem_', at.randomBytes, 32);
    // One waiting change per person: a newer one replaces it, and its link stops working.
    await tx.run(
      `INSERT INTO email_changes (user_id, new_email, token_hash, expires_at, created_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET new_email = excluded.new_email, token_hash = excluded.token_hash,
         expires_at = excluded.expires_at, created_at = excluded.created_at`,
      userId,
      email,
      sha256Hex(secret),
      at.now + emailLinkLifetimeSeconds,
      at.now,
    );
    await recordAccountEvent(tx, userId, 'email_change_requested', at.client, at.now, { to: email });
    return { user, email: { kind: 'confirm', from: user.email, to: email, secret } };
  });
}

/** Sets the new address; `confirmedAt` is when it was proven (its mailed link), null when it was not. */
async function applyEmail(tx: Sql, user: UserRow, email: string, at: Change, confirmedAt: number | null): Promise<UserRow> {
  const changed = await tx.get<UserRow>(
    `UPDATE users SET email = ?, email_confirmed_at = ?, updated_at = ? WHERE id = ? RETURNING ${userColumns()}`,
    email,
    confirmedAt,
    at.now,
    user.id,
  );
  await tx.run('DELETE FROM email_changes WHERE user_id = ?', user.id);
  await recordAccountEvent(tx, user.id, 'email_changed', at.client, at.now, { from: user.email, to: email });
  return changed!;
}

/** The new address waiting for confirmation, if any (expired ones are no longer waiting). */
export async function pendingEmail(db: Sql, userId: string, now: number): Promise<string | null> {
  const row = await db.get<{ new_email: string }>('SELECT new_email FROM email_changes WHERE user_id = ? AND expires_at > ?', userId, now);
  return row?.new_email ?? null;
}

/** The address a mailed link would set, or LinkNotValid (expired, replaced, used or made up: all alike). */
export async function openEmailChange(db: Sql, secret: string, now: number): Promise<{ userId: string; newEmail: string }> {
  const row =
    secret.length <= maxSecretLength
      ? await db.get<{ user_id: string; new_email: string }>(
          'SELECT user_id, new_email FROM email_changes WHERE token_hash = ? AND expires_at > ?',
          sha256Hex(secret),
          now,
        )
      : undefined;
  if (!row) throw new LinkNotValid('email');
  return { userId: row.user_id, newEmail: row.new_email };
}

/** The mailed link's confirmation: spent atomically, the address taken over at once. */
export async function confirmEmailChange(db: Sql, secret: string, at: Change): Promise<UserRow> {
  if (secret.length > maxSecretLength) throw new LinkNotValid('email');
  return db.transaction(async (tx) => {
    const row = await tx.get<{ user_id: string; new_email: string }>(
      'DELETE FROM email_changes WHERE token_hash = ? AND expires_at > ? RETURNING user_id, new_email',
      sha256Hex(secret),
      at.now,
    );
    if (!row) throw new LinkNotValid('email');
    // Someone may have taken the address since the link was mailed.
    if (await findUserByEmail(tx, row.new_email)) throw emailTaken();
    return applyEmail(tx, await person(tx, row.user_id), row.new_email, at, at.now);
  });
}

class NoPasswordYet extends HttpError {
  constructor() {
    super(409, 'no_password', 'This account signs in through another provider and has no password to change.');
  }
}

/**
 * Sets a new password after checking the current one; every other session of the person ends
 * (`keepSessionId` is the one making the change, null for API credentials: then all end).
 */
export async function changePassword(
  db: Sql,
  hasher: PasswordHasher,
  userId: string,
  passwords: { current: string; next: string },
  keepSessionId: string | null,
  at: Change,
): Promise<void> {
  const user = await person(db, userId);
  const errors: FieldError[] = [];
  const problem = passwordProblem(passwords.next);
  if (problem) errors.push({ field: 'new_password', message: problem });
  if (!user.passwordHash) throw new NoPasswordYet();
  if (passwords.current.length > 1024 || !(await hasher.verify(passwords.current, user.passwordHash)))
    errors.unshift({ field: 'current_password', message: 'is not your current password' });
  if (errors.length > 0) throw new ValidationFailed(errors);
  const hash = await hasher.hash(passwords.next);
  await db.transaction(async (tx) => {
    await tx.run('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?', hash, at.now, userId);
    await tx.run('DELETE FROM sessions WHERE user_id = ? AND id <> ?', userId, keepSessionId ?? '');
    await recordAccountEvent(tx, userId, 'password_changed', at.client, at.now);
  });
}

export interface SessionInfo {
  id: string;
  createdAt: number;
  lastSeenAt: number;
  ip: string | null;
  userAgent: string | null;
}

/** The person's live sessions, most recently used first. */
export async function listSessions(db: Sql, userId: string, now: number): Promise<SessionInfo[]> {
  const rows = await db.all<{ id: string; created_at: number; last_seen_at: number | null; ip: string | null; user_agent: string | null }>(
    `SELECT id, created_at, last_seen_at, ip, user_agent FROM sessions WHERE user_id = ? AND expires_at > ?
     ORDER BY COALESCE(last_seen_at, created_at) DESC, id DESC LIMIT 200`,
    userId,
    now,
  );
  return rows.map((row) => ({
    id: row.id,
    createdAt: Number(row.created_at),
    lastSeenAt: Number(row.last_seen_at ?? row.created_at),
    ip: row.ip,
    userAgent: row.user_agent,
  }));
}

/** Ends one of the person's sessions; 404 for one that is not theirs (or already over). */
export async function endSession(db: Sql, userId: string, sessionId: string, at: Change): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await tx.get<{ id: string }>('DELETE FROM sessions WHERE id = ? AND user_id = ? RETURNING id', sessionId, userId);
    if (!ended) throw new NotFound('The session');
    await recordAccountEvent(tx, userId, 'session_ended', at.client, at.now, { session_id: sessionId });
  });
}

/** Ends every session of the person but `keepSessionId` (null: all of them); the answer is how many ended. */
export async function endOtherSessions(db: Sql, userId: string, keepSessionId: string | null, at: Change): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx.all<{ id: string }>(
      'DELETE FROM sessions WHERE user_id = ? AND id <> ? RETURNING id',
      userId,
      keepSessionId ?? '',
    );
    if (ended.length > 0) await recordAccountEvent(tx, userId, 'sessions_ended', at.client, at.now, { count: String(ended.length) });
    return ended.length;
  });
}
