// Rows that outlive their use: idempotency keys past their 24-hour window, OAuth codes and
// tokens, sign-in sessions, mailed account links and species CSV previews past their expiry,
// account activity after a year. Expired codes and
// tokens are kept one more day, so that a late replay of a used code or retired refresh token is still recognised.
import type { Sql } from '../../db/store';
import { pruneIdempotencyKeys } from '../idempotency/service';
import type { RequestLogBuffer } from '../../db/request-log/buffer';

const replayGraceSeconds = 86_400;
/** How long a person's account activity is kept. */
const accountEventDays = 365;

/**
 * Deletes what has expired, in one transaction, then the request log's entries older than
 * `requestLogDays` (kept apart from the database's other rows); how many rows of each kind went.
 */
export async function pruneExpired(
  db: Sql,
  now: number,
  requestLog: RequestLogBuffer,
  requestLogDays: number,
): Promise<Record<string, number>> {
  const expired = await db.transaction(async (tx) => ({
    idempotency_keys: await pruneIdempotencyKeys(tx, now),
    oauth_codes: await tx.run('DELETE FROM oauth_codes WHERE expires_at < ?', now - replayGraceSeconds),
    oauth_tokens: await tx.run('DELETE FROM oauth_tokens WHERE expires_at < ?', now - replayGraceSeconds),
    sessions: await tx.run('DELETE FROM sessions WHERE expires_at < ?', now),
    email_changes: await tx.run('DELETE FROM email_changes WHERE expires_at <= ?', now),
    password_resets: await tx.run('DELETE FROM password_resets WHERE expires_at <= ?', now),
    account_events: await tx.run('DELETE FROM account_events WHERE created_at < ?', now - accountEventDays * 86_400),
    species_import_uploads: await tx.run('DELETE FROM species_import_uploads WHERE expires_at <= ?', now),
  }));
  return { ...expired, request_log: await requestLog.prune(now, requestLogDays) };
}
