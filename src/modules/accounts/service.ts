// People signing in: sessions (cookie secret stored hashed), CSRF tokens, password checks
// and outside identities linked to users.
import type { PasswordHasher } from '../../app-deps';
import type { SignupMode } from '../../config';
import type { Sql } from '../../db/store';
import { newId } from '../../lib/ids';
import { newSecret, sha256Hex, type RandomBytes } from '../../lib/secrets';
import { requestProvenSignUp } from '../joining/sign-ups';
import { recordAccountEvent, type ClientInfo } from '../users/activity';
import { findUserByEmail, upsertUser, userColumns, type UserRow } from '../users/service';

/**
 * Password attempts per account (whatever the address): 5 at once, then a wait that doubles
 * from 1 s to at most a minute, forgotten after 15 quiet minutes. A slowdown, never a lockout:
 * someone guessing at an account delays its owner by a minute at worst. Ways of signing in
 * that cannot be guessed (passkeys, mailed links) should not wait behind it once they exist.
 * Deleting an account asks for the password too, and waits the same way.
 */
export const accountBackoff = { free: 5, baseSeconds: 1, maxSeconds: 60, forgetSeconds: 15 * 60 } as const;

/** The longest a session may last by default (CATCHD_SESSION_MAX_DAYS); also the CSRF cookie's lifetime. */
export const sessionLifetimeSeconds = 14 * 24 * 3600;

/** How long sessions last: ended by `idleSeconds` without a request, and `maxSeconds` after they began. */
export interface SessionPolicy {
  idleSeconds: number;
  maxSeconds: number;
}

/**
 * A session's expires_at is its idle deadline, moved forward as it is used but never past
 * created_at + maxSeconds. It moves only when it would change by at least this, so a busy session
 * costs one write a minute, not one per request.
 */
const touchEverySeconds = 60;

const deadline = (createdAt: number, now: number, policy: SessionPolicy): number =>
  Math.min(now + policy.idleSeconds, createdAt + policy.maxSeconds);

export async function createSession(
  db: Sql,
  userId: string,
  now: number,
  randomBytes: RandomBytes,
  policy: SessionPolicy,
  client: ClientInfo,
  /** How the person proved who they are, when not by password or an outside provider ('passkey'). */
  method?: string,
): Promise<{ secret: string; id: string }> {
  const secret = newSecret('cds_', randomBytes, 32);
  const id = newId('sess');
  await db.transaction(async (tx) => {
    // Expired sessions go when new ones come: the table stays the size of real use.
    await tx.run('DELETE FROM sessions WHERE expires_at <= ?', now);
    await tx.run(
      // Signing in is a fresh proof: sensitive changes need no other for a few minutes (see ./confirm).
      'INSERT INTO sessions (id, token_hash, user_id, created_at, expires_at, last_seen_at, ip, user_agent, confirmed_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      id,
      sha256Hex(secret),
      userId,
      now,
      deadline(now, now, policy),
      now,
      client.ip,
      client.userAgent,
      now,
    );
    await recordAccountEvent(tx, userId, 'sign_in', client, now, method ? { method } : {});
  });
  return { secret, id };
}

/** A signed-in person and the session they are signed in with. */
export interface SessionUser {
  user: UserRow;
  sessionId: string;
}

/**
 * The signed-in user, if the session is live (neither idle too long nor too old); moves its
 * idle deadline on, and its last-seen time with it (both to the minute).
 */
export async function userForSession(db: Sql, secret: string | null, now: number, policy: SessionPolicy): Promise<SessionUser | null> {
  if (!secret || secret.length > 200) return null;
  const row = await db.get<
    UserRow & { sessionId: string; sessionCreatedAt: number; sessionExpiresAt: number; sessionSeenAt: number | null }
  >(
    `SELECT ${userColumns('u')}, s.id AS "sessionId", s.created_at AS "sessionCreatedAt", s.expires_at AS "sessionExpiresAt",
       s.last_seen_at AS "sessionSeenAt"
     FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = ? AND s.expires_at > ? AND s.created_at > ? AND u.disabled_at IS NULL`,
    sha256Hex(secret),
    now,
    now - policy.maxSeconds,
  );
  if (!row) return null;
  const { sessionId, sessionCreatedAt, sessionExpiresAt, sessionSeenAt, ...user } = row;
  const next = deadline(Number(sessionCreatedAt), now, policy);
  // Also backwards: a shortened CATCHD_SESSION_IDLE_HOURS reaches live sessions at their next request.
  // The last-seen time rides on the same write (and keeps to the minute once the deadline stops at the lifetime).
  if (Math.abs(next - Number(sessionExpiresAt)) >= touchEverySeconds || now - Number(sessionSeenAt ?? 0) >= touchEverySeconds)
    await db.run('UPDATE sessions SET expires_at = ?, last_seen_at = ? WHERE id = ?', next, now, sessionId);
  return { user, sessionId };
}

/** When the person last proved who they are in this session (its sign-in, or the confirm page); null if never. */
export async function sessionConfirmedAt(db: Sql, sessionId: string): Promise<number | null> {
  const row = await db.get<{ confirmed_at: number | null }>('SELECT confirmed_at FROM sessions WHERE id = ?', sessionId);
  return row?.confirmed_at == null ? null : Number(row.confirmed_at);
}

/** Notes a fresh proof (password, passkey or code) in this session. */
export async function confirmSession(db: Sql, sessionId: string, now: number): Promise<void> {
  await db.run('UPDATE sessions SET confirmed_at = ? WHERE id = ?', now, sessionId);
}

export async function deleteSession(db: Sql, secret: string): Promise<void> {
  await db.run('DELETE FROM sessions WHERE token_hash = ?', sha256Hex(secret));
}

// Checked against when the email is unknown, so that a wrong email costs as long as a wrong password;
// one per hasher, so that it costs what that hasher's real hashes cost.
const decoyHashes = new WeakMap<PasswordHasher, Promise<string>>();

export async function verifyPassword(db: Sql, hasher: PasswordHasher, email: string, password: string): Promise<UserRow | null> {
  const user = email.length <= 254 ? await findUserByEmail(db, email) : undefined;
  if (!user?.passwordHash) {
    const decoyHash = decoyHashes.get(hasher) ?? hasher.hash('decoy password that matches nothing');
    decoyHashes.set(hasher, decoyHash);
    await hasher.verify(password, await decoyHash);
    return null;
  }
  return (await hasher.verify(password, user.passwordHash)) && user.disabledAt === null ? user : null;
}

/** What an outside provider told us about the person. */
export interface ExternalIdentity {
  provider: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

export class IdentityNotLinkable extends Error {}

/** How people join here, as outside sign-in needs it. */
export interface Joining {
  mode: SignupMode;
  randomBytes: RandomBytes;
}

/** Who an outside identity signs in as, or a sign-up it left waiting for an admin (CATCHD_SIGNUP=approval). */
export type ExternalSignIn = { kind: 'user'; user: UserRow } | { kind: 'waiting' };

const joinRefusals: Partial<Record<SignupMode, string>> = {
  invite: 'There is no account with this address here. Ask an administrator for an invitation, then open its link.',
  closed: 'There is no account with this address here, and this club does not take new members at the moment.',
};

/**
 * The user behind an outside identity: the one already linked to it; else the user with the
 * same email, only if the provider verified it and the person confirmed it here (an address
 * set without proof, as without mail, would let whoever set it receive its owner's sign-in);
 * else someone new, as CATCHD_SIGNUP lets people join: a diver (open), a waiting sign-up
 * (approval), nobody (invite, closed). One transaction (a savepoint when `db` already is one).
 */
export async function userForExternalIdentity(db: Sql, identity: ExternalIdentity, now: number, joining: Joining): Promise<ExternalSignIn> {
  return db.transaction(async (tx): Promise<ExternalSignIn> => {
    const linked = await tx.get<UserRow>(
      `SELECT ${userColumns('u')} FROM external_identities i JOIN users u ON u.id = i.user_id WHERE i.provider = ? AND i.subject = ?`,
      identity.provider,
      identity.subject,
    );
    if (linked?.disabledAt != null) throw new IdentityNotLinkable('This account has been disabled by an administrator.');
    if (linked) return { kind: 'user', user: linked };
    if (!identity.email || !identity.emailVerified)
      throw new IdentityNotLinkable('Your account there has no verified email address, so it cannot be linked to a catchd account.');
    const existing = await findUserByEmail(tx, identity.email);
    if (existing?.disabledAt != null) throw new IdentityNotLinkable('This account has been disabled by an administrator.');
    if (existing && existing.emailConfirmedAt === null)
      throw new IdentityNotLinkable(
        'An account here uses this address, but the address has not been confirmed, so it cannot be linked. Sign in with your password, or ask an administrator.',
      );
    if (!existing && joinRefusals[joining.mode]) throw new IdentityNotLinkable(joinRefusals[joining.mode]!);
    if (!existing && joining.mode === 'approval') {
      const state = await requestProvenSignUp(tx, { email: identity.email, displayName: identity.name ?? '' }, now, joining.randomBytes);
      if (state === 'declined')
        throw new IdentityNotLinkable('A sign-up with this address was declined. Ask an administrator if you think this is a mistake.');
      return { kind: 'waiting' };
    }
    const user = existing ?? (await upsertUser(tx, { email: identity.email, displayName: identity.name ?? undefined }, now)).user;
    if (!existing) await tx.run('UPDATE users SET email_confirmed_at = ? WHERE id = ?', now, user.id);
    await tx.run(
      'INSERT INTO external_identities (provider, subject, user_id, email, created_at) VALUES (?, ?, ?, ?, ?)',
      identity.provider,
      identity.subject,
      user.id,
      identity.email,
      now,
    );
    return { kind: 'user', user };
  });
}
