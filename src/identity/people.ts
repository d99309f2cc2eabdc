// People: created by `catchd users create`, `catchd keys create`, imports and sign-up.
import type { Sql, SqlParam } from '../db/store';
import { emailAddress } from '../lib/email-address';
import { newId } from '../lib/ids';
import { HttpError, NotFound, ValidationFailed } from '../lib/problem';
import { isMemberRole, roles, type Role } from './scopes';
import { noClient, recordAccountEvent } from './activity';
import { userColumns, type UserRow } from './person';

/** The stored form of an address, for lookups (an address that is none matches nobody as it is). */
export function normalizeEmail(email: string): string {
  return emailAddress(email) ?? email.trim().toLowerCase();
}

/**
 * Lengths allowed for a new password, wherever one is set (the admin's page, the CLI): long
 * enough to resist guessing, short enough that hashing it is no attack.
 */
export const passwordLength = { min: 12, max: 1024 } as const;

/** What is wrong with a new password, or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < passwordLength.min) return `must be at least ${passwordLength.min} characters`;
  if (password.length > passwordLength.max) return `must be at most ${passwordLength.max} characters`;
  return null;
}

/** Whether `text` is an addr-spec (src/lib/email-address.ts: the one check of every way in). */
export function isEmail(text: string): boolean {
  return emailAddress(text) !== null;
}

/** The address to store, or 422 naming `field`. */
export function checkedEmail(text: string, field = 'email'): string {
  const address = emailAddress(text);
  if (address === null) throw new ValidationFailed([{ field, message: 'must be an email address' }]);
  return address;
}

export async function findUserByEmail(db: Sql, email: string): Promise<UserRow | undefined> {
  return db.get<UserRow>(`SELECT ${userColumns()} FROM users WHERE email = ?`, normalizeEmail(email));
}

export async function findUserById(db: Sql, id: string): Promise<UserRow | undefined> {
  return db.get<UserRow>(`SELECT ${userColumns()} FROM users WHERE id = ?`, id);
}

interface UpsertUserInput {
  email: string;
  role?: Role;
  displayName?: string;
  /** Already hashed (hashing is slow: hash before calling, never inside a transaction). */
  passwordHash?: string;
}

/**
 * Ends every sign-in session of a person. Call it wherever a way of signing in changes (a new
 * password, a second factor added or removed), in the transaction that changes it: whoever
 * held the old one must sign in again.
 */
export async function endSessionsOf(db: Sql, userId: string): Promise<void> {
  await db.run('DELETE FROM sessions WHERE user_id = ?', userId);
}

/**
 * Creates the user, or updates role, display name and password of an existing one, in one
 * transaction (a savepoint when `db` already is one). A new password ends the person's
 * sessions (the CLI and the admin page both come here).
 * A new user without a role is a diver; without a name, the part of the email before @.
 */
export async function upsertUser(db: Sql, input: UpsertUserInput, now: number): Promise<{ user: UserRow; created: boolean }> {
  const email = checkedEmail(input.email);
  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      const changes: [column: string, value: SqlParam][] = [];
      if (input.role && input.role !== existing.role) changes.push(['role', input.role]);
      if (input.displayName && input.displayName !== existing.displayName) changes.push(['display_name', input.displayName]);
      if (input.passwordHash) changes.push(['password_hash', input.passwordHash]);
      if (changes.length === 0) return { user: existing, created: false };
      const set = [...changes.map(([column]) => `${column} = ?`), 'updated_at = ?'].join(', ');
      const user = await tx.get<UserRow>(
        `UPDATE users SET ${set} WHERE id = ? RETURNING ${userColumns()}`,
        ...changes.map(([, value]) => value),
        now,
        existing.id,
      );
      if (input.passwordHash) await endSessionsOf(tx, existing.id);
      return { user: user!, created: false };
    }
    const user = await tx.get<UserRow>(
      `INSERT INTO users (${newUserColumns}) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING ${userColumns()}`,
      ...newUserParams(email, input, now),
    );
    return { user: user!, created: true };
  });
}

const newUserColumns = 'id, email, display_name, role, password_hash, created_at, updated_at';

/** A new user's row (newUserColumns), `email` normalised. */
function newUserParams(email: string, input: Omit<UpsertUserInput, 'email'>, now: number): SqlParam[] {
  return [newId('usr'), email, input.displayName || email.split('@')[0], input.role ?? 'diver', input.passwordHash ?? null, now, now];
}

/** Emails per statement of upsertDivers (7 parameters a row). */
const diversPerStatement = 1_000;

/**
 * upsertUser for many divers at once (an import's new emails), without a role or password:
 * the stored ones read and the missing ones created in a statement per thousand, not a
 * savepoint and two statements each (on PostgreSQL those round trips were a third of an
 * import). A stored diver whose name the input changes goes through upsertUser. The first
 * input of an email counts. Ids by normalised email.
 */
export async function upsertDivers(db: Sql, inputs: { email: string; displayName?: string }[], now: number): Promise<Map<string, string>> {
  const wanted = new Map<string, string | undefined>();
  for (const input of inputs) {
    const email = normalizeEmail(input.email);
    if (!wanted.has(email)) wanted.set(email, input.displayName);
  }
  const ids = new Map<string, string>();
  const emails = [...wanted.keys()];
  for (let from = 0; from < emails.length; from += diversPerStatement) {
    const chunk = emails.slice(from, from + diversPerStatement);
    const stored = await db.all<{ id: string; email: string; displayName: string }>(
      `SELECT id, email, display_name AS "displayName" FROM users WHERE email IN (${chunk.map(() => '?').join(', ')})`,
      ...chunk,
    );
    for (const user of stored) {
      const displayName = wanted.get(user.email);
      const renamed = displayName !== undefined && displayName !== '' && displayName !== user.displayName;
      ids.set(user.email, renamed ? (await upsertUser(db, { email: user.email, displayName }, now)).user.id : user.id);
    }
    const created = chunk.filter((email) => !ids.has(email)).map((email) => newUserParams(email, { displayName: wanted.get(email) }, now));
    if (created.length === 0) continue;
    await db.run(
      `INSERT INTO users (${newUserColumns}) VALUES ${created.map((row) => `(${row.map(() => '?').join(', ')})`).join(', ')}`,
      ...created.flat(),
    );
    for (const [id, email] of created) ids.set(email as string, id as string);
  }
  return ids;
}

/** One page of everyone, for the admin's list: newest first; `total` counts them all. */
/** The club's people, newest first: members only (developers are on the developer portal's applications). */
export async function listUsers(db: Sql, page: number, perPage: number): Promise<{ users: UserRow[]; total: number }> {
  const [users, count] = await Promise.all([
    db.all<UserRow>(
      `SELECT ${userColumns()} FROM users WHERE role <> 'developer' ORDER BY created_at DESC, email LIMIT ? OFFSET ?`,
      perPage,
      (page - 1) * perPage,
    ),
    db.get<{ n: number }>("SELECT count(*) AS n FROM users WHERE role <> 'developer'"),
  ]);
  return { users, total: Number(count?.n ?? 0) };
}

export class LastAdmin extends HttpError {
  constructor() {
    super(409, 'last_admin', 'This is the last active admin: make someone else an admin first.');
  }
}

/** Admins other than `exceptId` who can still sign in. */
export async function otherActiveAdmins(db: Sql, exceptId: string): Promise<number> {
  const row = await db.get<{ n: number }>(
    "SELECT count(*) AS n FROM users WHERE role = 'admin' AND disabled_at IS NULL AND id <> ?",
    exceptId,
  );
  return Number(row?.n ?? 0);
}

/** The address a deleted account's row keeps (the row stays, anonymised, for the boards' "Former member"). */
export const leftEmail = (userId: string): string => `${userId}@deleted.invalid`;

export const hasLeft = (user: UserRow): boolean => user.email === leftEmail(user.id);

class AccountDeleted extends HttpError {
  constructor() {
    super(409, 'account_deleted', 'This person deleted their account: it cannot be enabled or given another role.');
  }
}

/** A person whose account is still theirs to use: not found, or deleted (409), otherwise. */
async function existingUser(db: Sql, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new NotFound('The user');
  if (hasLeft(user)) throw new AccountDeleted();
  return user;
}

/** Changes a person's role; their keys and tokens shrink or grow with it at once (scopes are cut to the role on every request). */
export async function setUserRole(db: Sql, userId: string, role: Role, now: number): Promise<UserRow> {
  if (!isMemberRole(role)) throw new ValidationFailed([{ field: 'role', message: `must be one of ${roles.join(', ')}` }]);
  return db.transaction(async (tx) => {
    const user = await existingUser(tx, userId);
    if (user.role === 'admin' && role !== 'admin' && user.disabledAt === null && (await otherActiveAdmins(tx, userId)) === 0)
      throw new LastAdmin();
    await tx.run('UPDATE users SET role = ?, updated_at = ? WHERE id = ?', role, now, userId);
    if (role !== user.role) await recordAccountEvent(tx, userId, 'role_changed', noClient, now, { from: user.role, to: role });
    return (await findUserById(tx, userId))!;
  });
}

/**
 * Disables (or re-enables) a person: a disabled person cannot sign in, their sessions end,
 * and their API keys and OAuth tokens stop working (authentication checks disabled_at).
 * Their catches stay on the boards: disabling is not deleting.
 */
export async function setUserDisabled(db: Sql, userId: string, disabled: boolean, now: number): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const user = await existingUser(tx, userId);
    if (disabled && user.role === 'admin' && user.disabledAt === null && (await otherActiveAdmins(tx, userId)) === 0) throw new LastAdmin();
    await tx.run('UPDATE users SET disabled_at = ?, updated_at = ? WHERE id = ?', disabled ? (user.disabledAt ?? now) : null, now, userId);
    if (disabled) await endSessionsOf(tx, userId);
    return (await findUserById(tx, userId))!;
  });
}
