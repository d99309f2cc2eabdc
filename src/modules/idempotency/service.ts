// Idempotency-Key (per credential, 24 h): a retried POST replays the first answer.
// The check, the work and the stored answer share one write transaction, so two parallel
// requests with one key are serialized and the second replays the first.
import { and, eq, lt } from 'drizzle-orm';
import { changedRows, writeTransaction, type Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { HttpError } from '../../lib/problem';
import { sha256Hex } from '../../lib/secrets';

export const idempotencyWindowSeconds = 24 * 60 * 60;

export interface StoredResponse {
  status: number;
  body: string;
  headers: Record<string, string>;
}

export interface IdempotencyScope {
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

export function runIdempotent(
  db: Db,
  scope: IdempotencyScope,
  now: number,
  work: () => StoredResponse,
): StoredResponse & { replayed: boolean } {
  return writeTransaction(db, () => {
    const where = and(eq(idempotencyKeys.credentialId, scope.credentialId), eq(idempotencyKeys.key, scope.key));
    const previous = db.select().from(idempotencyKeys).where(where).get();
    if (previous && previous.createdAt > now - idempotencyWindowSeconds) {
      if (previous.requestHash !== scope.fingerprint)
        throw new HttpError(422, 'idempotency_key_reused', 'This Idempotency-Key was used with a different request in the last 24 hours.');
      return {
        status: previous.responseStatus,
        body: previous.responseBody,
        headers: (previous.responseHeaders ?? {}) as Record<string, string>,
        replayed: true,
      };
    }
    if (previous) db.delete(idempotencyKeys).where(where).run();
    const response = work();
    // A refused request throws before this point, so it is not kept: it may be fixed and retried.
    db.insert(idempotencyKeys)
        .values({
          credentialId: scope.credentialId,
          key: scope.key,
          requestHash: scope.fingerprint,
          responseStatus: response.status,
          responseBody: response.body,
          responseHeaders: response.headers,
          createdAt: now,
        })
        .run();
    return { ...response, replayed: false };
  });
}

export function pruneIdempotencyKeys(db: Db, now: number): number {
  return changedRows(db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, now - idempotencyWindowSeconds)).run());
}
