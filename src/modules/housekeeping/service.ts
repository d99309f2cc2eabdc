// Rows that outlive their use: idempotency keys past their 24-hour window, OAuth codes and
// tokens and sign-in sessions past their expiry. Expired codes and tokens are kept one more
// day, so that a late replay of a used code or retired refresh token is still recognised.
import { lt } from 'drizzle-orm';
import { changedRows, writeTransaction, type Db } from '../../db/client';
import { oauthCodes, oauthTokens, sessions } from '../../db/schema';
import { pruneIdempotencyKeys } from '../idempotency/service';

const replayGraceSeconds = 86_400;

/** Deletes what has expired; how many rows of each kind went. */
export function pruneExpired(db: Db, now: number): Record<string, number> {
  return writeTransaction(db, () => ({
    idempotency_keys: pruneIdempotencyKeys(db, now),
    oauth_codes: changedRows(db.delete(oauthCodes).where(lt(oauthCodes.expiresAt, now - replayGraceSeconds)).run()),
    oauth_tokens: changedRows(db.delete(oauthTokens).where(lt(oauthTokens.expiresAt, now - replayGraceSeconds)).run()),
    sessions: changedRows(db.delete(sessions).where(lt(sessions.expiresAt, now)).run()),
  }));
}
