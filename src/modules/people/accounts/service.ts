// People signing in: password checks and outside identities linked to users (sessions are
// identity/sessions.ts).
import type { PasswordHasher } from '../../../app-deps';
import type { SignupMode } from '../../../config';
import type { Sql } from '../../../db/store';
import type { RandomBytes } from '../../../lib/secrets';
import { requestProvenSignUp } from '../joining/sign-ups';
import { findUserByEmail, upsertUser } from '../../../identity/people';
import { userColumns, type UserRow } from '../../../identity/person';

/**
 * Password attempts per account (whatever the address): 5 at once, then a wait that doubles
 * from 1 s to at most a minute, forgotten after 15 quiet minutes. A slowdown, never a lockout:
 * someone guessing at an account delays its owner by a minute at worst. Ways of signing in
 * that cannot be guessed (passkeys, mailed links) should not wait behind it once they exist.
 * Deleting an account asks for the password too, and waits the same way.
 */
export const accountBackoff = { free: 5, baseSeconds: 1, maxSeconds: 60, forgetSeconds: 15 * 60 } as const;

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

/** Why an outside identity cannot sign in here (pages say each in the reader's language). */
export type NotLinkableReason = 'disabled' | 'unverified' | 'unconfirmed' | 'invite' | 'closed' | 'declined';

const notLinkableWords: Record<NotLinkableReason, string> = {
  disabled: 'This account has been disabled by an administrator.',
  unverified: 'Your account there has no verified email address, so it cannot be linked to a catchd account.',
  unconfirmed:
    'An account here uses this address, but the address has not been confirmed, so it cannot be linked. Sign in with your password, or ask an administrator.',
  invite: 'There is no account with this address here. Ask an administrator for an invitation, then open its link.',
  closed: 'There is no account with this address here, and this club does not take new members at the moment.',
  declined: 'A sign-up with this address was declined. Ask an administrator if you think this is a mistake.',
};

export class IdentityNotLinkable extends Error {
  constructor(readonly reason: NotLinkableReason) {
    super(notLinkableWords[reason]);
  }
}

/** How people join here, as outside sign-in needs it. */
export interface Joining {
  mode: SignupMode;
  randomBytes: RandomBytes;
}

/** Who an outside identity signs in as, or a sign-up it left waiting for an admin (CATCHD_SIGNUP=approval). */
type ExternalSignIn = { kind: 'user'; user: UserRow } | { kind: 'waiting' };

const joinRefusals: Partial<Record<SignupMode, NotLinkableReason>> = { invite: 'invite', closed: 'closed' };

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
    if (linked?.disabledAt != null) throw new IdentityNotLinkable('disabled');
    if (linked) return { kind: 'user', user: linked };
    if (!identity.email || !identity.emailVerified) throw new IdentityNotLinkable('unverified');
    const existing = await findUserByEmail(tx, identity.email);
    if (existing?.disabledAt != null) throw new IdentityNotLinkable('disabled');
    if (existing && existing.emailConfirmedAt === null) throw new IdentityNotLinkable('unconfirmed');
    if (!existing && joinRefusals[joining.mode]) throw new IdentityNotLinkable(joinRefusals[joining.mode]!);
    if (!existing && joining.mode === 'approval') {
      const state = await requestProvenSignUp(tx, { email: identity.email, displayName: identity.name ?? '' }, now, joining.randomBytes);
      if (state === 'declined') throw new IdentityNotLinkable('declined');
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
