// Who is calling: turn a bearer credential into a principal, or say why not.
import type { Db } from '../../db/client';
import { sha256Hex } from '../../lib/secrets';
import { accessTokenPrefix, principalForAccessToken } from '../oauth/service';
import { effectiveScopes, type Role, type Scope } from './scopes';

export interface Principal {
  userId: string;
  role: Role;
  displayName: string;
  scopes: ReadonlySet<Scope>;
  /** The key id, or for OAuth access tokens the grant id: idempotency keys and rate limits are per credential. */
  credentialId: string;
}

interface CredentialRow {
  credential_id: string;
  scopes: string;
  expires_at: number | null;
  revoked_at: number | null;
  last_used_at: number | null;
  user_id: string;
  role: Role;
  display_name: string;
}

/** last_used_at is kept to the minute: writing it on every request would double the writes. */
const lastUsedResolutionSeconds = 60;

/** A principal for a live credential; null for anything unknown, revoked or expired. */
export function authenticate(db: Db, credential: string, now: number): Principal | null {
  if (credential.length < 8 || credential.length > 512) return null;
  if (credential.startsWith(accessTokenPrefix)) return principalForAccessToken(db, credential, now);
  const row = db.$client
    .query<CredentialRow, [string]>(
      `SELECT k.id AS credential_id, k.scopes, k.expires_at, k.revoked_at, k.last_used_at,
              u.id AS user_id, u.role, u.display_name
       FROM api_keys k JOIN users u ON u.id = k.user_id WHERE k.secret_hash = ?`,
    )
    .get(sha256Hex(credential));
  if (!row || row.revoked_at !== null || (row.expires_at !== null && row.expires_at <= now)) return null;
  if (row.last_used_at === null || now - row.last_used_at >= lastUsedResolutionSeconds)
    db.$client.query('UPDATE api_keys SET last_used_at = ? WHERE id = ?').run(now, row.credential_id);
  return {
    userId: row.user_id,
    role: row.role,
    displayName: row.display_name,
    scopes: effectiveScopes(row.scopes.split(' '), row.role),
    credentialId: row.credential_id,
  };
}
