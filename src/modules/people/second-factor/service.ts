// A second factor: an authenticator app (TOTP, RFC 6238, over otpauth) with ten one-time
// recovery codes. The secret stays on the server, sealed (AES-256-GCM, lib/sealed-secrets) under a
// key outside the database; recovery codes are kept only as hashes.
// Adding or removing the factor ends the person's other sessions: whoever held one signed in
// under the old rules.
import { Secret, TOTP } from 'otpauth';
import type { Sql } from '../../../db/store';
import { HttpError } from '../../../lib/problem';
import { isSealed, SecretBox } from '../../../lib/sealed-secrets';
import { cryptoRandomBytes, newSecret, sha256Hex } from '../../../lib/secrets';
import { recordAccountEvent, type ClientInfo } from '../../../identity/activity';

const recoveryCodeCount = 10;
const period = 30;

export interface Change {
  now: number;
  client: ClientInfo;
}

/** A code that does not match (wrong, stale, already used) or a step taken out of order. */
export class CodeRefused extends HttpError {
  constructor(detail = 'That code is not right. Enter the current code from your app.') {
    super(400, 'code_refused', detail);
  }
}

export interface SecondFactorState {
  /** True once the person confirmed the app with a code. */
  confirmed: boolean;
  /** While setting up: the secret (base32) and its otpauth:// address, to put into the app. */
  setup: { secret: string; uri: string } | null;
  recoveryCodesLeft: number;
}

interface FactorRow {
  secret: string;
  confirmed_at: number | null;
  last_step: number | null;
}

/** Authenticator apps with no key to seal their secrets (PostgreSQL without CATCHD_SECRET_KEY). */
export class SecretKeyMissing extends HttpError {
  constructor() {
    super(
      503,
      'secret_key_missing',
      'Authenticator apps are not available: the operator must set CATCHD_SECRET_KEY (on PostgreSQL, the same on every instance).',
    );
  }
}

/** The box sealing the secrets under the configured key; null without one. */
export const secretBoxOf = (secretKey: string | null): SecretBox | null => (secretKey ? new SecretBox(secretKey) : null);

/** The row's secret in the clear: sealed ones opened with the key, bound to their owner; plain ones (older versions, until the next start) as stored. */
function openedSecret(box: SecretBox | null, row: FactorRow, userId: string): string {
  if (!isSealed(row.secret)) return row.secret;
  if (!box) throw new SecretKeyMissing();
  return box.open(row.secret, userId);
}

const totpOf = (secret: string, label: string): TOTP =>
  new TOTP({ issuer: 'catchd', label, secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period });

async function factorOf(db: Sql, userId: string): Promise<FactorRow | null> {
  return (await db.get<FactorRow>('SELECT secret, confirmed_at, last_step FROM totp_factors WHERE user_id = ?', userId)) ?? null;
}

export async function secondFactorState(db: Sql, box: SecretBox | null, userId: string, label: string): Promise<SecondFactorState> {
  const row = await factorOf(db, userId);
  const left = await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM recovery_codes WHERE user_id = ? AND used_at IS NULL', userId);
  const confirmed = row?.confirmed_at != null;
  const secret = row && !confirmed ? openedSecret(box, row, userId) : null;
  return {
    confirmed,
    setup: secret ? { secret, uri: totpOf(secret, label).toString() } : null,
    recoveryCodesLeft: Number(left?.n ?? 0),
  };
}

/** Starts (or starts over) setting up an app: a fresh secret, unconfirmed. Refused while one is confirmed. */
export async function startSetup(db: Sql, box: SecretBox | null, userId: string, now: number): Promise<void> {
  if (!box) throw new SecretKeyMissing();
  const sealed = box.seal(new Secret({ size: 20 }).base32, userId);
  await db.transaction(async (tx) => {
    if ((await factorOf(tx, userId))?.confirmed_at != null)
      throw new CodeRefused('Remove your authenticator app before setting up another.');
    await tx.run('DELETE FROM totp_factors WHERE user_id = ?', userId);
    await tx.run('INSERT INTO totp_factors (user_id, secret, created_at) VALUES (?, ?, ?)', userId, sealed, now);
  });
}

/** The step of `code` when it is the current one (±1 step for clocks that drift) and newer than the last one used; else null. */
function acceptedStep(row: FactorRow, secret: string, code: string, now: number): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret, '').validate({ token, timestamp: now * 1000, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / period) + delta;
  return row.last_step !== null && step <= Number(row.last_step) ? null : step;
}

function newRecoveryCode(): string {
  const hex = Buffer.from(cryptoRandomBytes(5)).toString('hex');
  return `${hex.slice(0, 5)}-${hex.slice(5)}`;
}

const recoveryHash = (code: string): string => sha256Hex(code.trim().toLowerCase());

/** Confirms the app with a current code: ends the person's other sessions; the answer is the recovery codes, shown once. */
export async function confirmSetup(
  db: Sql,
  box: SecretBox | null,
  userId: string,
  code: string,
  keepSessionId: string | null,
  at: Change,
): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await db.transaction(async (tx) => {
    const row = await factorOf(tx, userId);
    if (!row || row.confirmed_at !== null) throw new CodeRefused('Start setting up your authenticator app first.');
    const step = acceptedStep(row, openedSecret(box, row, userId), code, at.now);
    if (step === null) throw new CodeRefused();
    await tx.run('UPDATE totp_factors SET confirmed_at = ?, last_step = ? WHERE user_id = ?', at.now, step, userId);
    await tx.run('DELETE FROM recovery_codes WHERE user_id = ?', userId);
    for (const c of codes) await tx.run('INSERT INTO recovery_codes (user_id, code_hash) VALUES (?, ?)', userId, recoveryHash(c));
    await tx.run('DELETE FROM sessions WHERE user_id = ? AND id <> ?', userId, keepSessionId ?? '');
    await recordAccountEvent(tx, userId, 'second_factor_added', at.client, at.now);
  });
  return codes;
}

/**
 * Checks a code from the app, or an unused recovery code (then spent), for a confirmed factor.
 * A TOTP code is spent too: its step is remembered, so the same code cannot be replayed.
 */
export async function checkSecondFactor(db: Sql, box: SecretBox | null, userId: string, code: string, at: Change): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await factorOf(tx, userId);
    if (!row || row.confirmed_at === null) return false;
    const step = acceptedStep(row, openedSecret(box, row, userId), code, at.now);
    if (step !== null) {
      await tx.run('UPDATE totp_factors SET last_step = ? WHERE user_id = ?', step, userId);
      return true;
    }
    const spent = await tx.get<{ code_hash: string }>(
      'UPDATE recovery_codes SET used_at = ? WHERE user_id = ? AND code_hash = ? AND used_at IS NULL RETURNING code_hash',
      at.now,
      userId,
      recoveryHash(code),
    );
    if (!spent) return false;
    await recordAccountEvent(tx, userId, 'recovery_code_used', at.client, at.now);
    return true;
  });
}

/** Removes the factor and its recovery codes, ends every session but `keepSessionId` (null: all) and records it. */
export async function removeSecondFactor(
  db: Sql,
  userId: string,
  keepSessionId: string | null,
  at: Change,
  data: Record<string, string> = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.run('DELETE FROM totp_factors WHERE user_id = ?', userId);
    await tx.run('DELETE FROM recovery_codes WHERE user_id = ?', userId);
    await tx.run('DELETE FROM sessions WHERE user_id = ? AND id <> ?', userId, keepSessionId ?? '');
    await recordAccountEvent(tx, userId, 'second_factor_removed', at.client, at.now, data);
  });
}

/** Everyone with an authenticator app (set up or being set up). */
export async function peopleWithApps(db: Sql): Promise<string[]> {
  return (await db.all<{ user_id: string }>('SELECT user_id FROM totp_factors')).map((r) => r.user_id);
}

/** How long the person has to enter the code after the right password. */
export const pendingLifetimeSeconds = 300;

/** After the right password: a single-use token (only its hash stored) that the code finishes. */
export async function startPendingSignIn(db: Sql, userId: string, returnTo: string, now: number): Promise<string> {
  const token = newSecret('sfp_');
  await db.transaction(async (tx) => {
    await tx.run('DELETE FROM second_factor_pending WHERE expires_at <= ?', now);
    await tx.run(
      'INSERT INTO second_factor_pending (token_hash, user_id, return_to, expires_at) VALUES (?, ?, ?, ?)',
      sha256Hex(token),
      userId,
      returnTo,
      now + pendingLifetimeSeconds,
    );
  });
  return token;
}

export interface PendingSignIn {
  userId: string;
  returnTo: string;
}

/** The half-done sign-in a token stands for: null when unknown (forged, spent) or expired. */
export async function pendingSignIn(db: Sql, token: string, now: number): Promise<PendingSignIn | null> {
  const row = await db.get<{ user_id: string; return_to: string; expires_at: number }>(
    'SELECT user_id, return_to, expires_at FROM second_factor_pending WHERE token_hash = ?',
    sha256Hex(token),
  );
  return row && Number(row.expires_at) > now ? { userId: row.user_id, returnTo: row.return_to } : null;
}

/** Spends the token (the first right code wins): false when another request already did. */
export async function finishPendingSignIn(db: Sql, token: string): Promise<boolean> {
  return (await db.get('DELETE FROM second_factor_pending WHERE token_hash = ? RETURNING user_id', sha256Hex(token))) !== undefined;
}

/** Of these people, the ones with a second step: a confirmed authenticator app or a passkey (for the people page). */
export async function withSecondFactor(db: Sql, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const marks = userIds.map(() => '?').join(', ');
  const rows = await db.all<{ user_id: string }>(
    `SELECT user_id FROM totp_factors WHERE confirmed_at IS NOT NULL AND user_id IN (${marks})
     UNION SELECT user_id FROM passkeys WHERE user_id IN (${marks})`,
    ...userIds,
    ...userIds,
  );
  return new Set(rows.map((r) => r.user_id));
}

/**
 * An admin's reset for someone who lost their second step: the app, its recovery codes and
 * their passkeys go (a passkey now finishes every password sign-in, so a lost one would lock
 * the person out), and every session ends. The password alone signs in again.
 */
export async function resetSecondFactor(db: Sql, userId: string, adminId: string, at: Change): Promise<void> {
  await db.transaction(async (tx) => {
    await removeSecondFactor(tx, userId, null, at, { by: adminId });
    await tx.run('DELETE FROM passkeys WHERE user_id = ?', userId);
  });
}

/**
 * At start: refuses a key that cannot open the sealed secrets (or no key while secrets exist),
 * then seals those stored in plain by older versions. Each row is swapped only if unchanged, so
 * instances starting together seal it once. Answers how many it sealed.
 */
export async function prepareSealedSecrets(db: Sql, box: SecretBox | null): Promise<number> {
  const rows = await db.all<{ user_id: string; secret: string }>('SELECT user_id, secret FROM totp_factors');
  if (rows.length === 0) return 0;
  if (!box) throw new SecretKeyMissing();
  const sealed = rows.find((r) => isSealed(r.secret));
  if (sealed) box.open(sealed.secret, sealed.user_id);
  let count = 0;
  for (const r of rows.filter((row) => !isSealed(row.secret)))
    count += await db.run(
      'UPDATE totp_factors SET secret = ? WHERE user_id = ? AND secret = ?',
      box.seal(r.secret, r.user_id),
      r.user_id,
      r.secret,
    );
  return count;
}
