// Rows that outlive their use: idempotency keys past their 24-hour window, OAuth codes and
// tokens, sign-in sessions and species CSV previews past their expiry. Expired codes and
// tokens are kept one more day, so that a late replay of a used code or retired refresh token is still recognised.
import type { Sql } from '../../db/store';
import { pruneIdempotencyKeys } from '../idempotency/service';
import { pruneRequestLog } from '../request-log/service';

const replayGraceSeconds = 86_400;

/** Deletes what has expired (request log entries after `requestLogDays`), in one transaction; how many rows of each kind went. */
export async function pruneExpired(db: Sql, now: number, requestLogDays: number): Promise<Record<string, number>> {
  return db.transaction(async (tx) => ({
    idempotency_keys: await pruneIdempotencyKeys(tx, now),
    oauth_codes: await tx.run('DELETE FROM oauth_codes WHERE expires_at < ?', now - replayGraceSeconds),
    oauth_tokens: await tx.run('DELETE FROM oauth_tokens WHERE expires_at < ?', now - replayGraceSeconds),
    sessions: await tx.run('DELETE FROM sessions WHERE expires_at < ?', now),
    species_import_uploads: await tx.run('DELETE FROM species_import_uploads WHERE expires_at <= ?', now),
    request_log: await pruneRequestLog(tx, now, requestLogDays),
  }));
}
