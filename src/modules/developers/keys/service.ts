// API keys: shown once, stored as a hash, scoped, expiring, revocable.
import type { apiKeys } from '../../../db/schema';
import type { Sql } from '../../../db/store';
import { newId } from '../../../lib/ids';
import { HttpError, NotFound, ValidationFailed } from '../../../lib/problem';
import { newSecret, sha256Hex, type RandomBytes, cryptoRandomBytes } from '../../../lib/secrets';
import { toIso } from '../../../lib/time';
import { isScope, scopesForRole, type Role, type Scope } from '../../../identity/scopes';

const apiKeyPrefix = 'cdk_';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** The columns of `api_keys` as an ApiKeyRow. */
const apiKeyColumns =
  'id, user_id AS "userId", name, secret_hash AS "secretHash", hint, scopes, expires_at AS "expiresAt", last_used_at AS "lastUsedAt", revoked_at AS "revokedAt", created_at AS "createdAt"';

interface ApiKeyView {
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

class ScopeNotAllowed extends HttpError {
  constructor(scopes: string[], role: Role) {
    super(422, 'validation_failed', `A ${role} cannot hold ${scopes.join(', ')}.`, {
      errors: [{ field: 'scopes', message: `not allowed for role ${role}: ${scopes.join(', ')}` }],
    });
  }
}

/** Checks requested scopes against the role; `all`, alone or among others, means every scope the role allows. */
export function resolveRequestedScopes(requested: string[], role: Role): Scope[] {
  if (requested.includes('all')) return [...scopesForRole[role]];
  const unknown = requested.filter((s) => !isScope(s));
  if (unknown.length > 0) throw new ValidationFailed([{ field: 'scopes', message: `unknown scope(s): ${unknown.join(', ')}` }]);
  if (requested.length === 0) throw new ValidationFailed([{ field: 'scopes', message: 'must name at least one scope' }]);
  const beyond = requested.filter((s) => !scopesForRole[role].has(s as Scope));
  if (beyond.length > 0) throw new ScopeNotAllowed(beyond, role);
  return [...new Set(requested as Scope[])];
}

interface CreateKeyInput {
  userId: string;
  role: Role;
  name: string;
  scopes: string[];
  expiresAt: number | null;
}

export async function createApiKey(
  db: Sql,
  input: CreateKeyInput,
  now: number,
  randomBytes: RandomBytes = cryptoRandomBytes,
): Promise<{ row: ApiKeyRow; secret: string }> {
  const scopes = resolveRequestedScopes(input.scopes, input.role);
  if (input.expiresAt !== null && input.expiresAt <= now)
    throw new ValidationFailed([{ field: 'expires_at', message: 'must be in the future' }]);
  const secret = newSecret(apiKeyPrefix, randomBytes);
  const row = await db.transaction((tx) =>
    tx.get<ApiKeyRow>(
      `INSERT INTO api_keys (id, user_id, name, secret_hash, hint, scopes, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${apiKeyColumns}`,
      newId('key'),
      input.userId,
      input.name,
      sha256Hex(secret),
      secret.slice(-4),
      scopes.join(' '),
      input.expiresAt,
      now,
    ),
  );
  return { row: row!, secret };
}

export async function listApiKeys(db: Sql, userId: string): Promise<ApiKeyRow[]> {
  return db.all<ApiKeyRow>(
    `SELECT ${apiKeyColumns} FROM api_keys WHERE user_id = ? AND revoked_at IS NULL ORDER BY created_at DESC, id DESC`,
    userId,
  );
}

export async function revokeApiKey(db: Sql, userId: string, keyId: string, now: number): Promise<void> {
  const changed = await db.run(
    'UPDATE api_keys SET revoked_at = ? WHERE id = ? AND user_id = ? AND revoked_at IS NULL',
    now,
    keyId,
    userId,
  );
  if (changed === 0) throw new NotFound('The API key');
}
