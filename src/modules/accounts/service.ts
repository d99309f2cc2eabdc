// People signing in: sessions (cookie secret stored hashed), CSRF tokens, password checks
// and outside identities linked to users.
import { and, eq, gt, lte } from 'drizzle-orm';
import type { PasswordHasher } from '../../app-deps';
import type { Db } from '../../db/client';
import { externalIdentities, sessions, users } from '../../db/schema';
import { newId } from '../../lib/ids';
import { newSecret, sha256Hex, type RandomBytes } from '../../lib/secrets';
import { findUserByEmail, upsertUser, type UserRow } from '../users/service';

export const sessionLifetimeSeconds = 14 * 24 * 3600;

export function createSession(db: Db, userId: string, now: number, randomBytes: RandomBytes): { secret: string; id: string } {
  const secret = newSecret('cds_', randomBytes, 32);
  const id = newId('sess');
  // Expired sessions go when new ones come: the table stays the size of real use.
  db.delete(sessions).where(lte(sessions.expiresAt, now)).run();
  db.insert(sessions).values({ id, tokenHash: sha256Hex(secret), userId, createdAt: now, expiresAt: now + sessionLifetimeSeconds }).run();
  return { secret, id };
}

export function userForSession(db: Db, secret: string | null, now: number): UserRow | null {
  if (!secret || secret.length > 200) return null;
  const row = db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256Hex(secret)), gt(sessions.expiresAt, now)))
    .get();
  return row?.user ?? null;
}

export function deleteSession(db: Db, secret: string): void {
  db.delete(sessions).where(eq(sessions.tokenHash, sha256Hex(secret))).run();
}

// Checked against when the email is unknown, so that a wrong email costs as long as a wrong password.
let decoyHash: Promise<string> | null = null;

export async function verifyPassword(db: Db, hasher: PasswordHasher, email: string, password: string): Promise<UserRow | null> {
  const user = email.length <= 254 ? findUserByEmail(db, email) : undefined;
  if (!user?.passwordHash) {
    decoyHash ??= hasher.hash('decoy password that matches nothing');
    await hasher.verify(password, await decoyHash);
    return null;
  }
  return (await hasher.verify(password, user.passwordHash)) ? user : null;
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
 * the same email, but only if the provider verified that email; else a new diver.
 */
export function userForExternalIdentity(db: Db, identity: ExternalIdentity, now: number): UserRow {
  const linked = db
    .select({ user: users })
    .from(externalIdentities)
    .innerJoin(users, eq(users.id, externalIdentities.userId))
    .where(and(eq(externalIdentities.provider, identity.provider), eq(externalIdentities.subject, identity.subject)))
    .get();
  if (linked) return linked.user;
  if (!identity.email || !identity.emailVerified)
    throw new IdentityNotLinkable('Your account there has no verified email address, so it cannot be linked to a catchd account.');
  const existing = findUserByEmail(db, identity.email);
  const user = existing ?? upsertUser(db, { email: identity.email, displayName: identity.name ?? undefined }, now).user;
  db.insert(externalIdentities)
    .values({ provider: identity.provider, subject: identity.subject, userId: user.id, email: identity.email, createdAt: now })
    .run();
  return user;
}
