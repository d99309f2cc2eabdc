// Forgotten passwords: a single-use link mailed to the account's address, valid an hour,
// stored only as a hash (several may be live: see startReset). Setting the new password ends
// every session of the person. Asking for a link answers the same for known and unknown
// addresses (the caller sends the mail without waiting, so that its pace tells nothing either).
import type { Sql } from '../../../../db/store';
import { newSecret, sha256Hex, type RandomBytes } from '../../../../lib/secrets';
import { LinkNotValid, maxSecretLength } from '../../joining/links';
import { recordAccountEvent, type ClientInfo } from '../../../../identity/activity';
import { endSessionsOf, findUserByEmail, isEmail } from '../../../../identity/people';

const resetLifetimeSeconds = 3600;

/** The person a link may be mailed to for this address, or null (unknown, disabled, or not an address at all). */
export async function resetRecipient(db: Sql, email: string): Promise<{ id: string; email: string; language: string | null } | null> {
  if (!isEmail(email)) return null;
  const user = await findUserByEmail(db, email);
  return user && user.disabledAt === null ? { id: user.id, email: user.email, language: user.language } : null;
}

/**
 * A new link for the person. Earlier links stay live: anyone may ask for a link for any
 * address, and a newer one must not stop the link its owner is about to open. The daily mail
 * cap per address bounds how many there are; setting a password spends them all.
 */
export async function startReset(db: Sql, userId: string, now: number, randomBytes: RandomBytes): Promise<string> {
  const secret = newSecret('cdrp_', randomBytes, 32);
  await db.transaction(async (tx) => {
    await tx.run('DELETE FROM password_resets WHERE user_id = ? AND expires_at <= ?', userId, now);
    await tx.run(
      'INSERT INTO password_resets (token_hash, user_id, expires_at, created_at) VALUES (?, ?, ?, ?)',
      sha256Hex(secret),
      userId,
      now + resetLifetimeSeconds,
      now,
    );
  });
  return secret;
}

/** The person a live link (unused, not expired) is for; LinkNotValid otherwise. */
export async function openReset(db: Sql, secret: string, now: number): Promise<string> {
  const row =
    secret.length <= maxSecretLength
      ? await db.get<{ user_id: string }>(
          'SELECT user_id FROM password_resets WHERE token_hash = ? AND expires_at > ?',
          sha256Hex(secret),
          now,
        )
      : undefined;
  if (!row) throw new LinkNotValid('reset');
  return row.user_id;
}

/** An API key or an app's access that works without the password, as the reset form lists them. */
export interface LiveCredential {
  kind: 'API key' | 'App';
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}

/** The person's live API keys and apps' access (OAuth grants), newest first. */
export async function liveCredentials(db: Sql, userId: string): Promise<LiveCredential[]> {
  const rows = await db.all<{ kind: LiveCredential['kind']; name: string; created_at: number; last_used_at: number | null }>(
    `SELECT 'API key' AS kind, name, created_at, last_used_at FROM api_keys WHERE user_id = ? AND revoked_at IS NULL
     UNION ALL
     SELECT 'App' AS kind, a.name, g.created_at, g.last_used_at FROM oauth_grants g JOIN oauth_apps a ON a.id = g.app_id
       WHERE g.user_id = ? AND g.revoked_at IS NULL
     ORDER BY created_at DESC`,
    userId,
    userId,
  );
  return rows.map((row) => ({
    kind: row.kind,
    name: row.name,
    createdAt: Number(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
  }));
}

/** Revokes every API key and app access (grants and their tokens) of the person. */
async function revokeCredentials(tx: Sql, userId: string, now: number): Promise<void> {
  await tx.run('UPDATE api_keys SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL', now, userId);
  await tx.run(
    'UPDATE oauth_tokens SET revoked_at = ? WHERE revoked_at IS NULL AND grant_id IN (SELECT id FROM oauth_grants WHERE user_id = ?)',
    now,
    userId,
  );
  await tx.run('UPDATE oauth_grants SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL', now, userId);
}

/**
 * Spends the link (atomically: a second use finds nothing) and the person's other links, sets
 * the already hashed password; every session ends. With `revoke`, every API key and app access
 * ends too (the person chose so in the form: see reset/pages.tsx).
 */
export async function completeReset(
  db: Sql,
  secret: string,
  passwordHash: string,
  now: number,
  client: ClientInfo,
  revoke: boolean,
): Promise<void> {
  if (secret.length > maxSecretLength) throw new LinkNotValid('reset');
  await db.transaction(async (tx) => {
    const row = await tx.get<{ user_id: string }>(
      'DELETE FROM password_resets WHERE token_hash = ? AND expires_at > ? RETURNING user_id',
      sha256Hex(secret),
      now,
    );
    if (!row) throw new LinkNotValid('reset');
    await tx.run('DELETE FROM password_resets WHERE user_id = ?', row.user_id);
    // The link came by mail to the account's address: that proves it (see users.email_confirmed_at).
    await tx.run(
      'UPDATE users SET password_hash = ?, email_confirmed_at = COALESCE(email_confirmed_at, ?), updated_at = ? WHERE id = ? AND disabled_at IS NULL',
      passwordHash,
      now,
      now,
      row.user_id,
    );
    await endSessionsOf(tx, row.user_id);
    if (revoke) await revokeCredentials(tx, row.user_id, now);
    await recordAccountEvent(tx, row.user_id, 'password_reset', client, now, revoke ? { credentials: 'revoked' } : {});
  });
}
