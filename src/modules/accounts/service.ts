// People signing in: sessions (cookie secret stored hashed), CSRF tokens, password checks
// and outside identities linked to users.
import type { PasswordHasher } from '../../app-deps';
import type { Sql } from '../../db/store';
import { newId } from '../../lib/ids';
import { newSecret, sha256Hex, type RandomBytes } from '../../lib/secrets';
import { findUserByEmail, upsertUser, userColumns, type UserRow } from '../users/service';

export const sessionLifetimeSeconds = 14 * 24 * 3600;

export async function createSession(db: Sql, userId: string, now: number, randomBytes: RandomBytes): Promise<{ secret: string; id: string }> {
  const secret = newSecret('cds_', randomBytes, 32);
  const id = newId('sess');
  await db.transaction(async (tx) => {
    // Expired sessions go when new ones come: the table stays the size of real use.
    await tx.run('DELETE FROM sessions WHERE expires_at <= ?', now);
    await tx.run(
      'INSERT INTO sessions (id, token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      id,
      sha256Hex(secret),
      userId,
      now,
      now + sessionLifetimeSeconds,
    );
  });
  return { secret, id };
}

export async function userForSession(db: Sql, secret: string | null, now: number): Promise<UserRow | null> {
  if (!secret || secret.length > 200) return null;
  const user = await db.get<UserRow>(
    `SELECT ${userColumns('u')} FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ? AND s.expires_at > ? AND u.disabled_at IS NULL`,
    sha256Hex(secret),
    now,
  );
  return user ?? null;
}

export async function deleteSession(db: Sql, secret: string): Promise<void> {
  await db.run('DELETE FROM sessions WHERE token_hash = ?', sha256Hex(secret));
}

// Checked against when the email is unknown, so that a wrong email costs as long as a wrong password.
let decoyHash: Promise<string> | null = null;

export async function verifyPassword(db: Sql, hasher: PasswordHasher, email: string, password: string): Promise<UserRow | null> {
  const user = email.length <= 254 ? await findUserByEmail(db, email) : undefined;
  if (!user?.passwordHash) {
    decoyHash ??= hasher.hash('decoy password that matches nothing');
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

/**
 * The user behind an outside identity: the one already linked to it; else the user with
 * the same email, but only if the provider verified that email; else a new diver. One
 * transaction (a savepoint when `db` already is one).
 */
export async function userForExternalIdentity(db: Sql, identity: ExternalIdentity, now: number): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const linked = await tx.get<UserRow>(
      `SELECT ${userColumns('u')} FROM external_identities i JOIN users u ON u.id = i.user_id WHERE i.provider = ? AND i.subject = ?`,
      identity.provider,
      identity.subject,
    );
    if (linked?.disabledAt != null) throw new IdentityNotLinkable('This account has been disabled by an administrator.');
    if (linked) return linked;
    if (!identity.email || !identity.emailVerified)
      throw new IdentityNotLinkable('Your account there has no verified email address, so it cannot be linked to a catchd account.');
    const existing = await findUserByEmail(tx, identity.email);
    if (existing?.disabledAt != null) throw new IdentityNotLinkable('This account has been disabled by an administrator.');
    const user = existing ?? (await upsertUser(tx, { email: identity.email, displayName: identity.name ?? undefined }, now)).user;
    await tx.run(
      'INSERT INTO external_identities (provider, subject, user_id, email, created_at) VALUES (?, ?, ?, ?, ?)',
      identity.provider,
      identity.subject,
      user.id,
      identity.email,
      now,
    );
    return user;
  });
}
