// Sessions of signed-in people: the cookie's secret stored hashed, an idle deadline moved on as
// the session is used, never past its lifetime.
import type { Sql } from '../db/store';
import { newId } from '../lib/ids';
import { newSecret, sha256Hex, type RandomBytes } from '../lib/secrets';
import { recordAccountEvent, type ClientInfo } from './activity';
import { userColumns, type UserRow } from './person';

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
