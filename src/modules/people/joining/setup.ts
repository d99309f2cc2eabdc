// First run: while no active admin exists, each start of `catchd serve` adds a one-time setup
// link; the first person to use any of them becomes the admin and every link dies with it.
// The links' secrets are stored only as hashes, in one site_settings row that every instance
// shares: a second instance adds its own link beside the first one's (it never invalidates
// a link already printed), and using a link deletes that row in the transaction that creates
// the admin, so two instances cannot both create one.
import type { Sql } from '../../../db/store';
import { newSecret, sha256Hex, type RandomBytes } from '../../../lib/secrets';
import { upsertUser } from '../../../identity/people';
import type { UserRow } from '../../../identity/person';
import { LinkNotValid, maxSecretLength } from './links';

const setupSetting = 'setup_links';
export const setupLinkLifetimeSeconds = 24 * 3600;

export async function hasActiveAdmin(db: Sql): Promise<boolean> {
  return (await db.get("SELECT 1 AS x FROM users WHERE role = 'admin' AND disabled_at IS NULL LIMIT 1")) !== undefined;
}

/** Entries `<sha256 of the secret>:<expiry>` separated by spaces. */
function liveHashes(value: string, now: number): Set<string> {
  const live = new Set<string>();
  for (const entry of value.split(' ')) {
    const [hash, expires] = entry.split(':');
    if (hash && Number(expires) > now) live.add(hash);
  }
  return live;
}

/** A new setup secret (for the link printed at start), or null when an active admin exists. */
export async function issueSetupSecret(db: Sql, now: number, randomBytes: RandomBytes): Promise<string | null> {
  if (await hasActiveAdmin(db)) return null;
  const secret = newSecret('cdsetup_', randomBytes, 32);
  const entry = `${sha256Hex(secret)}:${now + setupLinkLifetimeSeconds}`;
  // Appended in one statement: instances starting together each keep their own link.
  await db.transaction((tx) =>
    tx.run(
      `INSERT INTO site_settings (name, value, updated_at) VALUES (?, ?, ?)
       ON CONFLICT (name) DO UPDATE SET value = site_settings.value || ' ' || excluded.value, updated_at = excluded.updated_at`,
      setupSetting,
      entry,
      now,
    ),
  );
  return secret;
}

/** Whether `secret` opens the setup page now. */
export async function setupSecretValid(db: Sql, secret: string, now: number): Promise<boolean> {
  if (!secret || secret.length > maxSecretLength || (await hasActiveAdmin(db))) return false;
  const row = await db.get<{ value: string }>('SELECT value FROM site_settings WHERE name = ?', setupSetting);
  return row !== undefined && liveHashes(row.value, now).has(sha256Hex(secret));
}

interface FirstAdmin {
  email: string;
  displayName?: string;
  /** Already hashed: hashing is slow, never inside the transaction. */
  passwordHash: string;
}

/**
 * Spends every link and makes the first admin, in one transaction (serializable on
 * PostgreSQL): a concurrent use of any link, on any instance, then finds no row and an admin.
 */
export async function completeSetup(db: Sql, secret: string, admin: FirstAdmin, now: number): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const row = await tx.get<{ value: string }>('DELETE FROM site_settings WHERE name = ? RETURNING value', setupSetting);
    const valid = row !== undefined && secret.length <= maxSecretLength && liveHashes(row.value, now).has(sha256Hex(secret));
    if (!valid || (await hasActiveAdmin(tx))) throw new LinkNotValid('setup');
    return (
      await upsertUser(tx, { email: admin.email, role: 'admin', displayName: admin.displayName, passwordHash: admin.passwordHash }, now)
    ).user;
  });
}
