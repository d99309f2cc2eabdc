// OAuth clients ("apps") that users register: owner-scoped CRUD and client secrets.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oauthApps } from '../../db/schema';
import { newId } from '../../lib/ids';
import { Conflict, NotFound, ValidationFailed, type FieldError } from '../../lib/problem';
import { newSecret, sha256Hex, type RandomBytes } from '../../lib/secrets';
import { toIso } from '../../lib/time';
import type { Role } from '../auth/scopes';
import { resolveRequestedScopes } from '../keys/service';

export const clientSecretPrefix = 'cdcs_';

export type AppRow = typeof oauthApps.$inferSelect;
export type AppType = AppRow['type'];

export interface AppView {
  id: string;
  object: 'app';
  client_id: string;
  name: string;
  type: AppType;
  redirect_uris: string[];
  scopes: string[];
  created_at: string;
  updated_at: string;
}

export function presentApp(row: AppRow): AppView {
  return {
    id: row.id,
    object: 'app',
    client_id: row.id,
    name: row.name,
    type: row.type,
    redirect_uris: row.redirectUris,
    scopes: row.scopes.split(' ').filter(Boolean),
    created_at: toIso(row.createdAt),
    updated_at: toIso(row.updatedAt),
  };
}

const loopbackHosts = new Set(['127.0.0.1', '[::1]', 'localhost']);

/** Why a redirect URI cannot be registered, or null (RFC 8252 §7, RFC 9700 §4.1). */
export function redirectUriProblem(text: string): string | null {
  if (!URL.canParse(text)) return 'is not an absolute URI';
  const url = new URL(text);
  if (text.includes('#')) return 'must not have a fragment';
  if (url.username || url.password) return 'must not hold credentials';
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:') return loopbackHosts.has(url.hostname) ? null : 'http is allowed only for loopback (127.0.0.1, [::1], localhost); use https';
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

export interface AppOwner {
  userId: string;
  role: Role;
}

function issueSecret(randomBytes: RandomBytes): { secret: string; hash: string } {
  const secret = newSecret(clientSecretPrefix, randomBytes, 32);
  return { secret, hash: sha256Hex(secret) };
}

export function createOAuthApp(db: Db, owner: AppOwner, input: AppInput, now: number, randomBytes: RandomBytes): { row: AppRow; secret: string | null } {
  checkRedirectUris(input.redirect_uris);
  const scopes = resolveRequestedScopes(input.scopes, owner.role);
  const issued = input.type === 'confidential' ? issueSecret(randomBytes) : null;
  const row = db
    .insert(oauthApps)
    .values({
      id: newId('app'),
      ownerId: owner.userId,
      name: input.name,
      type: input.type,
      redirectUris: [...new Set(input.redirect_uris)],
      scopes: scopes.join(' '),
      secretHash: issued?.hash ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get();
  return { row, secret: issued?.secret ?? null };
}

export function listOAuthApps(db: Db, ownerId: string): AppRow[] {
  return db.select().from(oauthApps).where(eq(oauthApps.ownerId, ownerId)).orderBy(desc(oauthApps.createdAt), desc(oauthApps.id)).all();
}

export function findOAuthApp(db: Db, appId: string): AppRow | undefined {
  return db.select().from(oauthApps).where(eq(oauthApps.id, appId)).get();
}

export function ownedOAuthApp(db: Db, ownerId: string, appId: string): AppRow {
  const row = db.select().from(oauthApps).where(and(eq(oauthApps.id, appId), eq(oauthApps.ownerId, ownerId))).get();
  if (!row) throw new NotFound('The app');
  return row;
}

export function updateOAuthApp(db: Db, owner: AppOwner, appId: string, changes: Partial<Omit<AppInput, 'type'>>, now: number): AppRow {
  ownedOAuthApp(db, owner.userId, appId);
  const set: Partial<AppRow> = { updatedAt: now };
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.redirect_uris !== undefined) {
    checkRedirectUris(changes.redirect_uris);
    set.redirectUris = [...new Set(changes.redirect_uris)];
  }
  if (changes.scopes !== undefined) set.scopes = resolveRequestedScopes(changes.scopes, owner.role).join(' ');
  return db.update(oauthApps).set(set).where(eq(oauthApps.id, appId)).returning().get();
}

/** Deleting an app deletes its grants and tokens (foreign keys cascade). */
export function deleteOAuthApp(db: Db, ownerId: string, appId: string): void {
  ownedOAuthApp(db, ownerId, appId);
  db.delete(oauthApps).where(eq(oauthApps.id, appId)).run();
}

export function rotateClientSecret(db: Db, ownerId: string, appId: string, now: number, randomBytes: RandomBytes): { row: AppRow; secret: string } {
  const app = ownedOAuthApp(db, ownerId, appId);
  if (app.type !== 'confidential') throw new Conflict('Public apps have no client secret.', 'app_is_public');
  const { secret, hash } = issueSecret(randomBytes);
  const row = db.update(oauthApps).set({ secretHash: hash, updatedAt: now }).where(eq(oauthApps.id, appId)).returning().get();
  return { row, secret };
}
