// API keys: shown once, stored as a hash, scoped, expiring, revocable.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { changedRows, type Db } from '../../db/client';
import { apiKeys } from '../../db/schema';
import { newId } from '../../lib/ids';
import { HttpError, NotFound, ValidationFailed } from '../../lib/problem';
import { newSecret, sha256Hex, type RandomBytes, cryptoRandomBytes } from '../../lib/secrets';
import { toIso } from '../../lib/time';
import { isScope, scopesForRole, type Role, type Scope } from '../auth/scopes';

export const apiKeyPrefix = 'cdk_';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

export interface ApiKeyView {
  id: string;
  object: 'api_key';
  name: string;
  scopes: string[];
  hint: string;
  created_at: string;
  expires_at: string | null;
  last_used_at: string | null;
}

export function presentKey(row: ApiKeyRow): ApiKeyView {
  return {
    id: row.id,
    object: 'api_key',
    name: row.name,
    scopes: row.scopes.split(' ').filter(Boolean),
    hint: `${apiKeyPrefix}…${row.hint}`,
    created_at: toIso(row.createdAt),
    expires_at: row.expiresAt === null ? null : toIso(row.expiresAt),
    last_used_at: row.lastUsedAt === null ? null : toIso(row.lastUsedAt),
  };
}

export class ScopeNotAllowed extends HttpError {
  constructor(scopes: string[], role: Role) {
    super(422, 'validation_failed', `A ${role} cannot hold ${scopes.join(', ')}.`, {
      errors: [{ field: 'scopes', message: `not allowed for role ${role}: ${scopes.join(', ')}` }],
    });
  }
}

/** Checks requested scopes against the role; `all` means every scope the role allows. */
export function resolveRequestedScopes(requested: string[], role: Role): Scope[] {
  if (requested.length === 1 && requested[0] === 'all') return [...scopesForRole[role]];
  const unknown = requested.filter((s) => !isScope(s));
  if (unknown.length > 0)
    throw new ValidationFailed([{ field: 'scopes', message: `unknown scope(s): ${unknown.join(', ')}` }]);
  if (requested.length === 0) throw new ValidationFailed([{ field: 'scopes', message: 'must name at least one scope' }]);
  const beyond = requested.filter((s) => !scopesForRole[role].has(s as Scope));
  if (beyond.length > 0) throw new ScopeNotAllowed(beyond, role);
  return [...new Set(requested as Scope[])];
}

export interface CreateKeyInput {
  userId: string;
  role: Role;
  name: string;
  scopes: string[];
  expiresAt: number | null;
}

export function createApiKey(
  db: Db,
  input: CreateKeyInput,
  now: number,
  randomBytes: RandomBytes = cryptoRandomBytes,
): { row: ApiKeyRow; secret: string } {
  const scopes = resolveRequestedScopes(input.scopes, input.role);
  if (input.expiresAt !== null && input.expiresAt <= now)
    throw new ValidationFailed([{ field: 'expires_at', message: 'must be in the future' }]);
  const secret = newSecret(apiKeyPrefix, randomBytes);
  const row = db
    .insert(apiKeys)
    .values({
      id: newId('key'),
      userId: input.userId,
      name: input.name,
      secretHash: sha256Hex(secret),
      hint: secret.slice(-4),
      scopes: scopes.join(' '),
      expiresAt: input.expiresAt,
      createdAt: now,
    })
    .returning()
    .get();
  return { row, secret };
}

export function listApiKeys(db: Db, userId: string): ApiKeyRow[] {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .all();
}

export function revokeApiKey(db: Db, userId: string, keyId: string, now: number): void {
  const result = db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .run();
  if (changedRows(result) === 0) throw new NotFound('The API key');
}
