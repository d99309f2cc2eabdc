// OAuth clients ("apps") that users register: owner-scoped CRUD and client secrets.
import type { oauthApps } from '../../../db/schema';
import type { Sql, SqlParam } from '../../../db/store';
import { newId } from '../../../lib/ids';
import { Conflict, NotFound, ValidationFailed, type FieldError } from '../../../lib/problem';
import { newSecret, sha256Hex, type RandomBytes } from '../../../lib/secrets';
import { toIso } from '../../../lib/time';
import type { Role } from '../../../identity/scopes';
import { resolveRequestedScopes } from '../keys/service';

const clientSecretPrefix = 'cdcs_';

export type AppRow = typeof oauthApps.$inferSelect;
type AppType = AppRow['type'];

/** An `oauth_apps` row as read, with the redirect URIs still JSON text. */
type StoredAppRow = Omit<AppRow, 'redirectUris'> & { redirectUris: string };

/** The columns of `oauth_apps` as a StoredAppRow. */
const appColumns =
  'id, owner_id AS "ownerId", name, type, redirect_uris AS "redirectUris", scopes, secret_hash AS "secretHash", disabled_at AS "disabledAt", ' +
  'created_at AS "createdAt", updated_at AS "updatedAt"';

function appFromStored(row: StoredAppRow): AppRow {
  return { ...row, redirectUris: JSON.parse(row.redirectUris) as string[] };
}

export interface AppView {
  id: string;
  object: 'app';
  client_id: string;
  name: string;
  type: AppType;
  redirect_uris: string[];
  scopes: string[];
  /** People with a live authorization (consent) of the app. */
  authorized_users: number;
  created_at: string;
  updated_at: string;
}

export function presentApp(row: AppRow, authorizedUsers: number): AppView {
  return {
    id: row.id,
    object: 'app',
    client_id: row.id,
    name: row.name,
    type: row.type,
    redirect_uris: row.redirectUris,
    scopes: row.scopes.split(' ').filter(Boolean),
    authorized_users: authorizedUsers,
    created_at: toIso(row.createdAt),
    updated_at: toIso(row.updatedAt),
  };
}

/** Apps with how many people authorised each (live consent grants; client_credentials grants are the owner's own). */
export async function presentApps(db: Sql, rows: AppRow[]): Promise<AppView[]> {
  const counts = new Map<string, number>();
  if (rows.length > 0) {
    const found = await db.all<{ app_id: string; n: number }>(
      `SELECT app_id, COUNT(DISTINCT user_id) AS n FROM oauth_grants
       WHERE kind = 'authorization_code' AND revoked_at IS NULL AND app_id IN (${rows.map(() => '?').join(', ')}) GROUP BY app_id`,
      ...rows.map((r) => r.id),
    );
    for (const { app_id, n } of found) counts.set(app_id, n);
  }
  return rows.map((row) => presentApp(row, counts.get(row.id) ?? 0));
}

const loopbackHosts = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** Why a redirect URI cannot be registered, or null (RFC 8252 §7, RFC 9700 §4.1). */
function redirectUriProblem(text: string): string | null {
  if (!URL.canParse(text)) return 'is not an absolute URI';
  const url = new URL(text);
  if (text.includes('#')) return 'must not have a fragment';
  if (url.username || url.password) return 'must not hold credentials';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:')
    return loopbackHosts.has(url.hostname) ? null : 'http is allowed only for loopback (127.0.0.1, [::1], localhost); use https';
  // Private-use schemes of native apps are reverse domain names (RFC 8252 §7.1).
  if (/^[a-z][a-z0-9+.-]*\.[a-z0-9+.-]+:$/i.test(url.protocol) && !/^(javascript|data|vbscript|file):$/i.test(url.protocol)) return null;
  return 'must be https, http on loopback, or a reverse-domain private-use scheme (com.example.app:/callback)';
}

function checkRedirectUris(uris: string[]): void {
  const errors: FieldError[] = [];
  uris.forEach((uri, i) => {
    const problem = redirectUriProblem(uri);
    if (problem) errors.push({ field: `redirect_uris[${i}]`, message: problem });
  });
  if (errors.length > 0) throw new ValidationFailed(errors);
}

export interface AppInput {
  name: string;
  redirect_uris: string[];
  scopes: string[];
  type: AppType;
}

interface AppOwner {
  userId: string;
  role: Role;
}

function issueSecret(randomBytes: RandomBytes): { secret: string; hash: string } {
  const secret = newSecret(clientSecretPrefix, randomBytes, 32);
  return { secret, hash: sha256Hex(secret) };
}

export async function createOAuthApp(
  db: Sql,
  owner: AppOwner,
  input: AppInput,
  now: number,
  randomBytes: RandomBytes,
): Promise<{ row: AppRow; secret: string | null }> {
  checkRedirectUris(input.redirect_uris);
  const scopes = resolveRequestedScopes(input.scopes, owner.role);
  const issued = input.type === 'confidential' ? issueSecret(randomBytes) : null;
  const row = await db.transaction((tx) =>
    tx.get<StoredAppRow>(
      `INSERT INTO oauth_apps (id, owner_id, name, type, redirect_uris, scopes, secret_hash, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING ${appColumns}`,
      newId('app'),
      owner.userId,
      input.name,
      input.type,
      JSON.stringify([...new Set(input.redirect_uris)]),
      scopes.join(' '),
      issued?.hash ?? null,
      now,
      now,
    ),
  );
  return { row: appFromStored(row!), secret: issued?.secret ?? null };
}

export async function listOAuthApps(db: Sql, ownerId: string): Promise<AppRow[]> {
  const rows = await db.all<StoredAppRow>(
    `SELECT ${appColumns} FROM oauth_apps WHERE owner_id = ? ORDER BY created_at DESC, id DESC`,
    ownerId,
  );
  return rows.map(appFromStored);
}

export async function findOAuthApp(db: Sql, appId: string): Promise<AppRow | undefined> {
  const row = await db.get<StoredAppRow>(`SELECT ${appColumns} FROM oauth_apps WHERE id = ?`, appId);
  return row && appFromStored(row);
}

export async function ownedOAuthApp(db: Sql, ownerId: string, appId: string): Promise<AppRow> {
  const row = await db.get<StoredAppRow>(`SELECT ${appColumns} FROM oauth_apps WHERE id = ? AND owner_id = ?`, appId, ownerId);
  if (!row) throw new NotFound('The app');
  return appFromStored(row);
}

export async function updateOAuthApp(
  db: Sql,
  owner: AppOwner,
  appId: string,
  changes: Partial<Omit<AppInput, 'type'>>,
  now: number,
): Promise<AppRow> {
  return db.transaction(async (tx) => {
    await ownedOAuthApp(tx, owner.userId, appId);
    const set: [column: string, value: SqlParam][] = [['updated_at', now]];
    if (changes.name !== undefined) set.push(['name', changes.name]);
    if (changes.redirect_uris !== undefined) {
      checkRedirectUris(changes.redirect_uris);
      set.push(['redirect_uris', JSON.stringify([...new Set(changes.redirect_uris)])]);
    }
    if (changes.scopes !== undefined) set.push(['scopes', resolveRequestedScopes(changes.scopes, owner.role).join(' ')]);
    const row = await tx.get<StoredAppRow>(
      `UPDATE oauth_apps SET ${set.map(([column]) => `${column} = ?`).join(', ')} WHERE id = ? RETURNING ${appColumns}`,
      ...set.map(([, value]) => value),
      appId,
    );
    return appFromStored(row!);
  });
}

/** Deleting an app deletes its grants and tokens (foreign keys cascade). */
export async function deleteOAuthApp(db: Sql, ownerId: string, appId: string): Promise<void> {
  if ((await db.run('DELETE FROM oauth_apps WHERE id = ? AND owner_id = ?', appId, ownerId)) === 0) throw new NotFound('The app');
}

export async function rotateClientSecret(
  db: Sql,
  ownerId: string,
  appId: string,
  now: number,
  randomBytes: RandomBytes,
): Promise<{ row: AppRow; secret: string }> {
  return db.transaction(async (tx) => {
    const app = await ownedOAuthApp(tx, ownerId, appId);
    if (app.type !== 'confidential') throw new Conflict('Public apps have no client secret.', 'app_is_public');
    const { secret, hash } = issueSecret(randomBytes);
    const row = await tx.get<StoredAppRow>(
      `UPDATE oauth_apps SET secret_hash = ?, updated_at = ? WHERE id = ? RETURNING ${appColumns}`,
      hash,
      now,
      appId,
    );
    return { row: appFromStored(row!), secret };
  });
}
