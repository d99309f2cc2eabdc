// Passkeys (WebAuthn): a person adds one while signed in and signs in with it later, with no
// email or password (discoverable credentials). Challenges live in the database so that any
// instance can finish a ceremony; each is spent by the first answer and expires. The browser
// part runs @simplewebauthn/browser; this is the server half over @simplewebauthn/server.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Sql } from '../../../db/store';
import { newId } from '../../../lib/ids';
import { HttpError, NotFound, ValidationFailed } from '../../../lib/problem';
import { toIso } from '../../../lib/time';
import { recordAccountEvent, type ClientInfo } from '../../../identity/activity';

/**
 * @simplewebauthn/server, loaded at the first ceremony: evaluating it (its ASN.1 schemas) is a
 * large part of a start (docs/benchmarks.md#per-request-and-at-start), and most starts never see a passkey. Through webauthn-server.ts, which
 * puts its polyfill in place first.
 */
const webAuthn = (): Promise<typeof import('./webauthn-server')> => import('./webauthn-server');

/** How long the browser has to finish a ceremony (the person may need to find a security key). */
export const challengeLifetimeSeconds = 300;
export const passkeyNameMaxLength = 100;
/** The most passkeys one person keeps (each is listed on /account and sent to the authenticator). */
const passkeysPerPerson = 20;

/** Who the passkeys are for: the site at CATCHD_BASE_URL. */
interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

export function relyingParty(baseUrl: string): RelyingParty {
  const url = new URL(baseUrl);
  return { id: url.hostname, name: 'catchd', origin: url.origin };
}

export interface Passkey {
  id: string;
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}

/** A passkey as the API and the data export show it: its name and times, never key material. */
export function presentPasskey(passkey: Passkey) {
  return {
    id: passkey.id,
    object: 'passkey' as const,
    name: passkey.name,
    created_at: toIso(passkey.createdAt),
    last_used_at: passkey.lastUsedAt === null ? null : toIso(passkey.lastUsedAt),
  };
}

export interface Change {
  now: number;
  client: ClientInfo;
}

/** A ceremony answer that does not prove anything: stale, spent or made-up challenge, wrong origin, unknown passkey. */
export class PasskeyRefused extends HttpError {
  constructor(detail: string) {
    super(400, 'passkey_refused', detail);
  }
}

interface PasskeyRow {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: string;
  counter: number;
  transports: string;
  name: string;
  created_at: number;
  last_used_at: number | null;
}

const present = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: Number(row.created_at),
  lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
});

export async function listPasskeys(db: Sql, userId: string): Promise<Passkey[]> {
  const rows = await db.all<PasskeyRow>('SELECT * FROM passkeys WHERE user_id = ? ORDER BY created_at DESC, id DESC', userId);
  return rows.map(present);
}

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > passkeyNameMaxLength)
    throw new ValidationFailed([{ field: 'name', message: `must be 1 to ${passkeyNameMaxLength} characters` }]);
  return trimmed;
}

async function storeChallenge(
  db: Sql,
  challenge: string,
  purpose: 'register' | 'sign-in',
  userId: string | null,
  now: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    // Unfinished ceremonies go when new ones start: the table stays the size of real use.
    await tx.run('DELETE FROM passkey_challenges WHERE expires_at <= ?', now);
    await tx.run(
      'INSERT INTO passkey_challenges (challenge, purpose, user_id, expires_at) VALUES (?, ?, ?, ?)',
      challenge,
      purpose,
      userId,
      now + challengeLifetimeSeconds,
    );
  });
}

/** Spends the challenge (single use): true when it was waiting, unexpired, for this purpose and person. */
async function spendChallenge(
  db: Sql,
  challenge: string,
  purpose: 'register' | 'sign-in',
  userId: string | null,
  now: number,
): Promise<boolean> {
  const row = await db.get<{ user_id: string | null; expires_at: number }>(
    'DELETE FROM passkey_challenges WHERE challenge = ? AND purpose = ? RETURNING user_id, expires_at',
    challenge,
    purpose,
  );
  return row !== undefined && Number(row.expires_at) > now && row.user_id === userId;
}

/**
 * Runs a library verification; whatever it throws about the answer becomes PasskeyRefused (a
 * made-up answer is a 400, never a 500), while a failure of our own database passes through.
 */
type Spend = (challenge: string) => Promise<boolean>;

async function verified<T>(verify: (spend: Spend) => Promise<T>, spend: Spend): Promise<T> {
  const own: unknown[] = [];
  const guardedSpend: Spend = (challenge) =>
    spend(challenge).catch((error: unknown) => {
      own.push(error);
      throw error;
    });
  try {
    return await verify(guardedSpend);
  } catch (error) {
    if (own.length > 0) throw own[0];
    throw new PasskeyRefused(`The passkey's answer was not accepted: ${error instanceof Error ? error.message : 'malformed'}.`);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The browser's answer, shaped enough for the library to read (it checks the rest). */
function credentialAnswer(value: unknown, parts: string[]): Record<string, unknown> {
  const response = isObject(value) ? value.response : undefined;
  if (
    !isObject(value) ||
    typeof value.id !== 'string' ||
    typeof value.rawId !== 'string' ||
    value.type !== 'public-key' ||
    !isObject(response) ||
    !parts.every((part) => typeof response[part] === 'string')
  )
    throw new PasskeyRefused('The answer is not a WebAuthn credential.');
  return value;
}

export async function registrationOptions(
  db: Sql,
  rp: RelyingParty,
  user: { id: string; email: string; displayName: string },
  now: number,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await db.all<{ credential_id: string; transports: string }>(
    'SELECT credential_id, transports FROM passkeys WHERE user_id = ?',
    user.id,
  );
  const options = await (await webAuthn()).generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.displayName,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    // One passkey per authenticator: the authenticator says so rather than making a twin.
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: JSON.parse(row.transports) as string[] })),
    // A passkey is both factors in one only when the authenticator verifies the person (PIN,
    // fingerprint, face): one that only sees someone touch it is refused (UV required).
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await storeChallenge(db, options.challenge, 'register', user.id, now);
  return options;
}

/** Verifies the browser's new credential against a challenge issued to this person and stores it. */
export async function addPasskey(db: Sql, rp: RelyingParty, userId: string, name: string, answer: unknown, at: Change): Promise<Passkey> {
  const label = cleanName(name);
  const response = credentialAnswer(answer, ['clientDataJSON', 'attestationObject']) as unknown as RegistrationResponseJSON;
  const { verifyRegistrationResponse } = await webAuthn();
  const result = await verified(
    (expectedChallenge) =>
      verifyRegistrationResponse({
        response,
        expectedChallenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        requireUserVerification: true,
      }),
    (challenge) => spendChallenge(db, challenge, 'register', userId, at.now),
  );
  if (!result.verified) throw new PasskeyRefused('The passkey could not be verified.');
  const { credential } = result.registrationInfo;
  return db.transaction(async (tx) => {
    const count = await tx.get<{ n: number }>('SELECT COUNT(*) AS n FROM passkeys WHERE user_id = ?', userId);
    if (Number(count?.n ?? 0) >= passkeysPerPerson)
      throw new ValidationFailed([{ field: 'passkey', message: `you may keep at most ${passkeysPerPerson} passkeys; remove one first` }]);
    if (await tx.get('SELECT id FROM passkeys WHERE credential_id = ?', credential.id))
      throw new PasskeyRefused('This passkey is already registered.');
    const row = await tx.get<PasskeyRow>(
      `INSERT INTO passkeys (id, user_id, credential_id, public_key, counter, transports, name, created_at, last_used_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL) RETURNING *`,
      newId('pkey'),
      userId,
      credential.id,
      Buffer.from(credential.publicKey).toString('base64url'),
      credential.counter,
      JSON.stringify(credential.transports ?? []),
      label,
      at.now,
    );
    await recordAccountEvent(tx, userId, 'passkey_added', at.client, at.now, { name: label });
    return present(row!);
  });
}

/**
 * Options for signing in with a passkey. With no one named (`forUser` null) the authenticator
 * offers the passkeys it holds for this site (no email asked); once the person is known (after
 * their password, or confirming it is them) only their passkeys are asked for, and the challenge
 * is theirs alone.
 */
export async function authenticationOptions(
  db: Sql,
  rp: RelyingParty,
  now: number,
  forUser: string | null = null,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const theirs = forUser
    ? await db.all<{ credential_id: string; transports: string }>(
        'SELECT credential_id, transports FROM passkeys WHERE user_id = ?',
        forUser,
      )
    : [];
  const options = await (await webAuthn()).generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    allowCredentials: theirs.map((row) => ({ id: row.credential_id, transports: JSON.parse(row.transports) as string[] })),
  });
  await storeChallenge(db, options.challenge, 'sign-in', forUser, now);
  return options;
}

/**
 * Checks a sign-in answer: a stored passkey (of `forUser` when named), a signature over a
 * challenge this server issued (to `forUser`; spent now), the person verified by the
 * authenticator, a counter that does not go back. The answer is the person's id; the caller
 * starts the session (and records the sign-in).
 */
export async function verifyPasskeySignIn(
  db: Sql,
  rp: RelyingParty,
  answer: unknown,
  now: number,
  forUser: string | null = null,
): Promise<string> {
  const response = credentialAnswer(answer, ['clientDataJSON', 'authenticatorData', 'signature']) as unknown as AuthenticationResponseJSON;
  // A disabled person's passkeys sign no one in, as their password does not.
  const stored = await db.get<PasskeyRow>(
    'SELECT p.* FROM passkeys p JOIN users u ON u.id = p.user_id WHERE p.credential_id = ? AND u.disabled_at IS NULL',
    response.id,
  );
  if (!stored) throw new PasskeyRefused('This passkey is not registered here (it may have been removed).');
  if (forUser !== null && stored.user_id !== forUser) throw new PasskeyRefused('This passkey belongs to another account.');
  const { verifyAuthenticationResponse } = await webAuthn();
  const result = await verified(
    (expectedChallenge) =>
      verifyAuthenticationResponse({
        response,
        expectedChallenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: {
          id: stored.credential_id,
          publicKey: new Uint8Array(Buffer.from(stored.public_key, 'base64url')),
          counter: Number(stored.counter),
          transports: JSON.parse(stored.transports) as string[],
        },
        requireUserVerification: true,
      }),
    (challenge) => spendChallenge(db, challenge, 'sign-in', forUser, now),
  );
  if (!result.verified) throw new PasskeyRefused('The passkey could not be verified.');
  await db.run('UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?', result.authenticationInfo.newCounter, now, stored.id);
  return stored.user_id;
}

export async function renamePasskey(db: Sql, userId: string, id: string, name: string): Promise<Passkey> {
  const label = cleanName(name);
  const row = await db.get<PasskeyRow>('UPDATE passkeys SET name = ? WHERE id = ? AND user_id = ? RETURNING *', label, id, userId);
  if (!row) throw new NotFound('The passkey');
  return present(row);
}

/** Removes one of the person's passkeys; 404 for one that is not theirs. */
export async function removePasskey(db: Sql, userId: string, id: string, at: Change): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await tx.get<{ name: string }>('DELETE FROM passkeys WHERE id = ? AND user_id = ? RETURNING name', id, userId);
    if (!row) throw new NotFound('The passkey');
    await recordAccountEvent(tx, userId, 'passkey_removed', at.client, at.now, { name: row.name });
  });
}
