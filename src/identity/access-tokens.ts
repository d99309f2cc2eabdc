// OAuth access tokens as credentials: a token's grant, app and person, whether it is live, and
// who it acts for. The oauth module issues and revokes them; identity reads them.
import type { oauthApps, oauthGrants, oauthTokens } from '../db/schema';
import { bestEffortWrite } from '../db/storage-full';
import type { Sql } from '../db/store';
import { sha256Hex } from '../lib/secrets';
import type { UserRow } from './person';
import { effectiveScopes, type Role, type Scope } from './scopes';

export const accessTokenPrefix = 'cdat_';

export const scopeList = (text: string): string[] => text.split(' ').filter(Boolean);

/** A token with what decides about it: its grant, app and user. */
interface TokenLookup {
  token: Pick<typeof oauthTokens.$inferSelect, 'id' | 'kind' | 'scopes' | 'createdAt' | 'expiresAt' | 'retiredAt' | 'revokedAt'>;
  grant: Pick<typeof oauthGrants.$inferSelect, 'id' | 'lastUsedAt' | 'revokedAt'>;
  app: Pick<typeof oauthApps.$inferSelect, 'id' | 'scopes'>;
  user: Pick<UserRow, 'id' | 'email' | 'role' | 'displayName' | 'disabledAt'>;
}

interface TokenLookupRow {
  token_id: string;
  kind: 'access' | 'refresh';
  token_scopes: string;
  created_at: number;
  expires_at: number;
  retired_at: number | null;
  token_revoked_at: number | null;
  grant_id: string;
  last_used_at: number | null;
  grant_revoked_at: number | null;
  app_id: string;
  app_scopes: string;
  user_id: string;
  email: string;
  role: Role;
  display_name: string;
  disabled_at: number | null;
}

export async function lookupToken(db: Sql, secret: string): Promise<TokenLookup | undefined> {
  if (secret.length < 8 || secret.length > 512) return undefined;
  const row = await db.get<TokenLookupRow>(
    `SELECT t.id AS token_id, t.kind, t.scopes AS token_scopes, t.created_at, t.expires_at, t.retired_at, t.revoked_at AS token_revoked_at,
       g.id AS grant_id, g.last_used_at, g.revoked_at AS grant_revoked_at,
       a.id AS app_id, a.scopes AS app_scopes,
       u.id AS user_id, u.email, u.role, u.display_name, u.disabled_at
     FROM oauth_tokens t
     JOIN oauth_grants g ON g.id = t.grant_id
     JOIN oauth_apps a ON a.id = g.app_id
     JOIN users u ON u.id = g.user_id
     WHERE t.token_hash = ?`,
    sha256Hex(secret),
  );
  if (!row) return undefined;
  return {
    token: {
      id: row.token_id,
      kind: row.kind,
      scopes: row.token_scopes,
      createdAt: row.created_at,
      expiresAt: row.expires_at,
      retiredAt: row.retired_at,
      revokedAt: row.token_revoked_at,
    },
    grant: { id: row.grant_id, lastUsedAt: row.last_used_at, revokedAt: row.grant_revoked_at },
    app: { id: row.app_id, scopes: row.app_scopes },
    user: { id: row.user_id, email: row.email, role: row.role, displayName: row.display_name, disabledAt: row.disabled_at },
  };
}

export function isLive(found: TokenLookup, now: number): boolean {
  const { token, grant } = found;
  return (
    token.revokedAt === null &&
    token.retiredAt === null &&
    grant.revokedAt === null &&
    token.expiresAt > now &&
    found.user.disabledAt === null
  );
}

interface AccessTokenPrincipal {
  userId: string;
  role: Role;
  displayName: string;
  scopes: Set<Scope>;
  credentialId: string;
  appId: string;
}

const lastUsedResolutionSeconds = 60;

/** For authenticate(): a live access token → who it acts for, with token ∩ app ∩ role scopes. */
export async function principalForAccessToken(db: Sql, secret: string, now: number): Promise<AccessTokenPrincipal | null> {
  const found = await lookupToken(db, secret);
  if (found?.token.kind !== 'access' || !isLive(found, now)) return null;
  const appScopes = new Set(scopeList(found.app.scopes));
  const scopes = effectiveScopes(
    scopeList(found.token.scopes).filter((s) => appScopes.has(s)),
    found.user.role,
  );
  if (found.grant.lastUsedAt === null || now - found.grant.lastUsedAt >= lastUsedResolutionSeconds)
    await bestEffortWrite(db, () => db.run('UPDATE oauth_grants SET last_used_at = ? WHERE id = ?', now, found.grant.id));
  return {
    userId: found.user.id,
    role: found.user.role,
    displayName: found.user.displayName,
    scopes,
    credentialId: found.grant.id,
    appId: found.app.id,
  };
}
