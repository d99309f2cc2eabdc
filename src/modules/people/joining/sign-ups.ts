// People signing up by themselves: with CATCHD_SIGNUP `open` (they join as divers) or
// `approval` (an admin decides), and on the developer portal's early access (an account and
// the developer application together, whatever the club's mode). With outgoing mail the
// address is confirmed by a mailed link first, and the answer never says whether the address
// is known: the mail does (to its owner). The link, once used, keeps showing where the
// person stands.
import type { SignupMode } from '../../../config';
import type { Sql } from '../../../db/store';
import { isId, newId } from '../../../lib/ids';
import { Conflict, HttpError, NotFound, ValidationFailed } from '../../../lib/problem';
import { newSecret, sha256Hex, type RandomBytes } from '../../../lib/secrets';
import { applyForAccess } from '../../developers/service';
import type { DeveloperPolicy } from '../../../identity/developer-access';
import { checkedEmail, findUserByEmail, normalizeEmail, upsertUser } from '../../../identity/people';
import type { UserRow } from '../../../identity/person';
import { LinkNotValid, maxSecretLength } from './links';
import { recordInternalEvent } from '../../events/service';

const confirmationLifetimeSeconds = 24 * 3600;

type SignUpState = 'unconfirmed' | 'requested' | 'approved' | 'declined';

export interface SignUpRow {
  id: string;
  email: string;
  display_name: string;
  password_hash: string;
  building: string | null;
  state: SignUpState;
  token_hash: string;
  expires_at: number;
  confirmed_at: number | null;
  /** When the address was proven (the mailed link, or an outside provider that verified it). */
  email_confirmed_at: number | null;
  decided_at: number | null;
  decided_by: string | null;
  user_id: string | null;
  created_at: number;
  updated_at: number;
}

export interface JoiningPolicy {
  mode: SignupMode;
  mailConfigured: boolean;
  /** Early access sign-up on the developer portal (CATCHD_DEVELOPER_SIGNUP, and developer access not closed). */
  developerSignup: boolean;
  developer: DeveloperPolicy;
}

/** Whether people may sign up by themselves (not counting the developer portal). */
export function selfSignUp(mode: SignupMode): boolean {
  return mode === 'open' || mode === 'approval';
}

class SignUpClosed extends HttpError {
  constructor(developer: boolean) {
    super(
      403,
      'sign_up_closed',
      developer
        ? 'Early access sign-up is turned off here: sign in, or ask an admin.'
        : 'This club does not take sign-ups: ask an admin for an invitation.',
    );
  }
}

interface SignUpInput {
  email: string;
  displayName: string;
  /** Already hashed, whatever the outcome: known and unknown addresses cost the same. */
  passwordHash: string;
  /** The developer portal's early access: what the person is building. */
  building?: string | null;
}

/** Why an address cannot start a sign-up, as its owner is told by mail. */
export type KnownAddress = 'account' | 'waiting' | 'declined';

export type SignUpOutcome =
  /** Mail the confirmation link. */
  | { kind: 'confirm'; row: SignUpRow; secret: string }
  /** Mail the owner of the address why nothing started (with mail only). */
  | { kind: 'known'; email: string; reason: KnownAddress /** The account's own language, if it has one. */; language: string | null }
  /** No mail: the person joined and may be signed in at once. */
  | { kind: 'joined'; user: UserRow; row: SignUpRow }
  /**
   * No mail, approval: waiting for an admin. A known address gets this answer too (nothing
   * changes): without a mailbox to tell apart, the answer is all a visitor learns.
   */
  | { kind: 'requested' };

/**
 * Without mail, where joining is at once (an open club, early access), the flow itself tells a
 * taken address from a free one; the refusal at least says nothing of why it is taken.
 */
const takenWithoutMail = 'this address cannot sign up here: if it is yours, sign in';

function assertOpen(policy: JoiningPolicy, developer: boolean): void {
  if (developer ? !policy.developerSignup : !selfSignUp(policy.mode)) throw new SignUpClosed(developer);
}

/**
 * Creates the person from a sign-up: a diver, or for early access a developer (not a member:
 * auth/scopes.ts) with their developer application.
 */
async function join(
  tx: Sql,
  policy: JoiningPolicy,
  row: SignUpRow,
  now: number,
  randomBytes: RandomBytes,
): Promise<{ user: UserRow; row: SignUpRow }> {
  if (await findUserByEmail(tx, row.email)) throw new Conflict('Someone already has an account with this email.', 'user_exists');
  const role = row.building === null ? 'diver' : 'developer';
  // A sign-up through an outside provider has no password ('').
  const { user } = await upsertUser(
    tx,
    { email: row.email, role, displayName: row.display_name, passwordHash: row.password_hash || undefined },
    now,
  );
  if (row.email_confirmed_at !== null)
    await tx.run('UPDATE users SET email_confirmed_at = ? WHERE id = ?', row.email_confirmed_at, user.id);
  if (row.building !== null)
    // The address is confirmed already (or there is no mail to confirm it with).
    await applyForAccess(
      tx,
      { ...policy.developer, mailConfigured: false },
      user.id,
      { name: row.display_name, email: row.email, building: row.building },
      now,
      randomBytes,
    );
  const joined = await tx.get<SignUpRow>(
    "UPDATE sign_ups SET state = 'approved', user_id = ?, decided_at = COALESCE(decided_at, ?), updated_at = ? WHERE id = ? RETURNING *",
    user.id,
    now,
    now,
    row.id,
  );
  return { user, row: joined! };
}

/** Starts a sign-up (see SignUpOutcome for what the caller then does). */
export async function startSignUp(
  db: Sql,
  policy: JoiningPolicy,
  input: SignUpInput,
  now: number,
  randomBytes: RandomBytes,
): Promise<SignUpOutcome> {
  const developer = input.building != null;
  assertOpen(policy, developer);
  const email = checkedEmail(input.email);
  const secret = newSecret('cdsu_', randomBytes, 32);
  return db.transaction(async (tx): Promise<SignUpOutcome> => {
    const existing = await tx.get<SignUpRow>('SELECT * FROM sign_ups WHERE email = ?', email);
    const stillUser = existing?.state === 'approved' && existing.user_id !== null;
    const pending: Partial<Record<SignUpState, KnownAddress>> = { requested: 'waiting', declined: 'declined' };
    const account = await findUserByEmail(tx, email);
    const known: KnownAddress | null = account || stillUser ? 'account' : (existing && pending[existing.state]) || null;
    if (known) {
      if (policy.mailConfigured) return { kind: 'known', email, reason: known, language: account?.language ?? null };
      if (!developer && policy.mode === 'approval') return { kind: 'requested' };
      throw new ValidationFailed([{ field: 'email', message: takenWithoutMail }]);
    }
    const confirmed = !policy.mailConfigured;
    const state: SignUpState = confirmed ? 'requested' : 'unconfirmed';
    // An unconfirmed sign-up, or one whose account is gone, starts again with a new link.
    const row = (await tx.get<SignUpRow>(
      `INSERT INTO sign_ups (id, email, display_name, password_hash, building, state, token_hash, expires_at, confirmed_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (email) DO UPDATE SET display_name = excluded.display_name, password_hash = excluded.password_hash, building = excluded.building,
         state = excluded.state, token_hash = excluded.token_hash, expires_at = excluded.expires_at, confirmed_at = excluded.confirmed_at,
         email_confirmed_at = NULL, decided_at = NULL, decided_by = NULL, user_id = NULL, created_at = excluded.created_at,
         updated_at = excluded.updated_at
       RETURNING *`,
      newId('sgn'),
      email,
      input.displayName || email.split('@')[0]!,
      input.passwordHash,
      input.building ?? null,
      state,
      sha256Hex(secret),
      now + confirmationLifetimeSeconds,
      confirmed ? now : null,
      now,
      now,
    ))!;
    if (!confirmed) return { kind: 'confirm', row, secret };
    if (developer || policy.mode === 'open') return { kind: 'joined', ...(await join(tx, policy, row, now, randomBytes)) };
    await signUpWaits(tx, row, now);
    return { kind: 'requested' };
  });
}

/**
 * CATCHD_SIGNUP=approval, someone new signing in through an outside provider that verified
 * their address: a sign-up waiting for an admin, with no password (they sign in through the
 * provider) and the address confirmed. Asking again while one waits changes nothing; an
 * unconfirmed sign-up of the address is taken over; a declined one stays declined. The answer
 * is the sign-up's state.
 */
export async function requestProvenSignUp(
  tx: Sql,
  input: { email: string; displayName: string },
  now: number,
  randomBytes: RandomBytes,
): Promise<SignUpState> {
  const email = normalizeEmail(input.email);
  const started = await tx.run(
    `INSERT INTO sign_ups (id, email, display_name, password_hash, state, token_hash, expires_at, confirmed_at, email_confirmed_at, created_at, updated_at)
     VALUES (?, ?, ?, '', 'requested', ?, ?, ?, ?, ?, ?)
     ON CONFLICT (email) DO UPDATE SET display_name = excluded.display_name, password_hash = excluded.password_hash, building = NULL,
       state = excluded.state, token_hash = excluded.token_hash, expires_at = excluded.expires_at, confirmed_at = excluded.confirmed_at,
       email_confirmed_at = excluded.email_confirmed_at, decided_at = NULL, decided_by = NULL, user_id = NULL,
       created_at = excluded.created_at, updated_at = excluded.updated_at
     WHERE sign_ups.state = 'unconfirmed' OR (sign_ups.state = 'approved' AND sign_ups.user_id IS NULL)`,
    newId('sgn'),
    email,
    input.displayName || email.split('@')[0]!,
    // Nobody holds this link: the person learns the decision by signing in again (or by mail).
    sha256Hex(newSecret('cdsu_', randomBytes, 32)),
    now + confirmationLifetimeSeconds,
    now,
    now,
    now,
    now,
  );
  const row = (await tx.get<SignUpRow>('SELECT * FROM sign_ups WHERE email = ?', email))!;
  if (started > 0) await signUpWaits(tx, row, now);
  return row.state;
}

/** A sign-up now waits for an admin: the admins' notification (internal event), in the same transaction. */
async function signUpWaits(tx: Sql, row: SignUpRow, now: number): Promise<void> {
  await recordInternalEvent(
    tx,
    { type: 'sign_up.requested', subjectUserId: null, object: { sign_up: { id: row.id, display_name: row.display_name } } },
    now,
  );
}

async function signUpBySecret(db: Sql, secret: string): Promise<SignUpRow | undefined> {
  return secret.length <= maxSecretLength ? db.get<SignUpRow>('SELECT * FROM sign_ups WHERE token_hash = ?', sha256Hex(secret)) : undefined;
}

/** The sign-up a link opens: unconfirmed (and not expired), or any later state (the link then shows it). */
export async function openSignUp(db: Sql, secret: string, now: number): Promise<SignUpRow> {
  const row = await signUpBySecret(db, secret);
  if (!row || (row.state === 'unconfirmed' && row.expires_at <= now)) throw new LinkNotValid('sign-up');
  return row;
}

type Confirmation = { kind: 'joined'; user: UserRow; row: SignUpRow } | { kind: 'status'; row: SignUpRow };

/**
 * The mailed link's confirmation: joins at once (open, early access) or waits for an admin
 * (approval). Spent atomically: a second use, on any instance, only shows the state.
 */
export async function confirmSignUp(
  db: Sql,
  policy: JoiningPolicy,
  secret: string,
  now: number,
  randomBytes: RandomBytes,
): Promise<Confirmation> {
  const row = await openSignUp(db, secret, now);
  if (row.state !== 'unconfirmed') return { kind: 'status', row };
  assertOpen(policy, row.building !== null);
  return db.transaction(async (tx): Promise<Confirmation> => {
    const confirmed = await tx.get<SignUpRow>(
      `UPDATE sign_ups SET state = 'requested', confirmed_at = ?, email_confirmed_at = ?, updated_at = ?
       WHERE id = ? AND token_hash = ? AND state = 'unconfirmed' AND expires_at > ? RETURNING *`,
      now,
      now,
      now,
      row.id,
      row.token_hash,
      now,
    );
    if (!confirmed) return { kind: 'status', row: (await tx.get<SignUpRow>('SELECT * FROM sign_ups WHERE id = ?', row.id)) ?? row };
    if (confirmed.building !== null || policy.mode === 'open')
      return { kind: 'joined', ...(await join(tx, policy, confirmed, now, randomBytes)) };
    await signUpWaits(tx, confirmed, now);
    return { kind: 'status', row: confirmed };
  });
}

class SignUpsAdminsOnly extends HttpError {
  constructor() {
    super(403, 'forbidden', 'Only administrators decide sign-ups.');
  }
}

/** Sign-ups waiting for an admin (approval), oldest first: the order they came in. */
export async function waitingSignUps(db: Sql, admin: { role: string }): Promise<SignUpRow[]> {
  if (admin.role !== 'admin') throw new SignUpsAdminsOnly();
  return db.all<SignUpRow>("SELECT * FROM sign_ups WHERE state = 'requested' ORDER BY created_at, id LIMIT 200");
}

export type SignUpDecision = 'approved' | 'declined';

/** An admin approves (the person joins as a diver) or declines a waiting sign-up. */
export async function decideSignUp(
  db: Sql,
  policy: JoiningPolicy,
  admin: { userId: string; role: string },
  id: string,
  decision: SignUpDecision,
  now: number,
  randomBytes: RandomBytes,
): Promise<SignUpRow> {
  if (admin.role !== 'admin') throw new SignUpsAdminsOnly();
  return db.transaction(async (tx) => {
    const decide = "UPDATE sign_ups SET decided_by = ?, decided_at = ?, updated_at = ? WHERE id = ? AND state = 'requested' RETURNING *";
    const row = isId('sgn', id) ? await tx.get<SignUpRow>(decide, admin.userId, now, now, id) : undefined;
    if (!row) throw new NotFound('The waiting sign-up');
    if (decision === 'approved') return (await join(tx, policy, row, now, randomBytes)).row;
    return (await tx.get<SignUpRow>("UPDATE sign_ups SET state = 'declined' WHERE id = ? RETURNING *", id))!;
  });
}
