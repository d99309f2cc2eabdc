// Idempotency-Key (per credential, 24 h): a retried POST replays the first answer.
// The check, the work and the stored answer share one write transaction. Two parallel
// requests with one key: the key's primary key lets one store its answer; the other's
// transaction fails on it, rolls back whole and runs again, replaying the first.
import { isUniqueViolation, type Sql } from '../../db/store';
import { HttpError } from '../../lib/problem';
import { sha256Hex } from '../../lib/secrets';

const idempotencyWindowSeconds = 24 * 60 * 60;

export interface StoredResponse {
  status: number;
  body: string;
  headers: Record<string, string>;
}

interface IdempotencyScope {
  credentialId: string;
  key: string;
  /** What makes two requests "the same": method, path and body. */
  fingerprint: string;
}

export function requestFingerprint(method: string, path: string, body: unknown): string {
  return sha256Hex(`${method} ${path}\n${canonicalJson(body)}`);
}

/** JSON with object keys sorted, so key order does not make two bodies differ. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

export function validateIdempotencyKey(key: string): void {
  if (key.length < 1 || key.length > 255 || !/^[\x21-\x7e]+$/.test(key))
    throw new HttpError(422, 'validation_failed', 'Idempotency-Key must be 1 to 255 visible ASCII characters.', {
      errors: [{ field: 'Idempotency-Key', message: 'must be 1 to 255 visible ASCII characters' }],
    });
}

/** Runs of one request whose key a parallel request stored first: the last one replays it. */
const keyRaceAttempts = 3;

/**
 * Replays the stored answer for this key, or runs `work` and stores its answer, all in one
 * transaction: `work` must do every statement through the `tx` it is given. READ COMMITTED
 * (work such as a create only inserts), so `work` must take its own row locks if it reads,
 * decides and writes.
 */
export async function runIdempotent(
  db: Sql,
  scope: IdempotencyScope,
  now: number,
  work: (tx: Sql) => Promise<StoredResponse>,
): Promise<StoredResponse & { replayed: boolean }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await answerOnce(db, scope, now, work);
    } catch (error) {
      if (attempt < keyRaceAttempts && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}

async function answerOnce(
  db: Sql,
  scope: IdempotencyScope,
  now: number,
  work: (tx: Sql) => Promise<StoredResponse>,
): Promise<StoredResponse & { replayed: boolean }> {
  return db.transaction(
    async (tx) => {
      const previous = await tx.get<{
        request_hash: string;
        response_status: number;
        response_body: string;
        response_headers: string | null;
        created_at: number;
      }>(
        'SELECT request_hash, response_status, response_body, response_headers, created_at FROM idempotency_keys WHERE credential_id = ? AND key = ?',
        scope.credentialId,
        scope.key,
      );
      if (previous && previous.created_at > now - idempotencyWindowSeconds) {
        if (previous.request_hash !== scope.fingerprint)
          throw new HttpError(
            422,
            'idempotency_key_reused',
            'This Idempotency-Key was used with a different request in the last 24 hours.',
          );
        return {
          status: previous.response_status,
          body: previous.response_body,
          headers: previous.response_headers === null ? {} : (JSON.parse(previous.response_headers) as Record<string, string>),
          replayed: true,
        };
      }
      if (previous) await tx.run('DELETE FROM idempotency_keys WHERE credential_id = ? AND key = ?', scope.credentialId, scope.key);
      const response = await work(tx);
      // A refused request throws before this point, so it is not kept: it may be fixed and retried.
      await tx.run(
        `INSERT INTO idempotency_keys (credential_id, key, request_hash, response_status, response_body, response_headers, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
        scope.credentialId,
        scope.key,
        scope.fingerprint,
        response.status,
        response.body,
        JSON.stringify(response.headers),
        now,
      );
      return { ...response, replayed: false };
    },
    { isolation: 'read committed' },
  );
}

export async function pruneIdempotencyKeys(db: Sql, now: number): Promise<number> {
  return db.run('DELETE FROM idempotency_keys WHERE created_at < ?', now - idempotencyWindowSeconds);
}
