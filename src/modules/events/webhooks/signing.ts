/**
 * Standard Webhooks signing (https://www.standardwebhooks.com/).
 *
 * The signature is `v1,<base64 HMAC-SHA256(key, "<msgId>.<unix seconds>.<body>")>`, where key is
 * the base64-decoded part of the `whsec_…` secret. We delegate the HMAC to the reference
 * `standardwebhooks` package instead of re-implementing it, so what we send is by construction
 * what the receivers' libraries (`standardwebhooks`, `svix`) verify.
 *
 * Pure: no clock, no database. The caller passes the timestamp and the exact body string that
 * will go on the wire (signing a re-serialised object would break verification).
 */
import { Webhook } from 'standardwebhooks';

const SECRET_PREFIX = 'whsec_';
/** 32 bytes = 256 bits, the HMAC-SHA256 block-size sweet spot; the spec asks for 24..64. */
const SECRET_BYTES = 32;

/** A secret that is empty, not base64, or otherwise unusable; or no secret at all. */
export class WebhookSigningError extends Error {
  override readonly name = 'WebhookSigningError';
}

export type RandomBytes = (n: number) => Uint8Array;

const cryptoRandomBytes: RandomBytes = (n) => crypto.getRandomValues(new Uint8Array(n));

/** A new endpoint secret: `whsec_` + standard base64 of 32 random bytes (shown to the user once). */
export function generateWebhookSecret(randomBytes: RandomBytes = cryptoRandomBytes): string {
  const bytes = randomBytes(SECRET_BYTES);
  if (bytes.length < 24) throw new WebhookSigningError('a webhook secret needs at least 24 random bytes');
  return SECRET_PREFIX + Buffer.from(bytes).toString('base64');
}

interface SignInput {
  /** The `webhook-id`: stays the same across retries so receivers can dedupe on it. */
  msgId: string;
  /** Time of *this attempt*; receivers reject timestamps more than 5 minutes off. */
  timestamp: Date;
  /** The exact request body that is sent. */
  body: string;
  /** Active secrets; two during a rotation (old and new), each yields one signature. */
  secrets: readonly string[];
}

function signerFor(secret: string): Webhook {
  if (!secret.startsWith(SECRET_PREFIX)) {
    throw new WebhookSigningError(`a webhook secret must start with "${SECRET_PREFIX}"`);
  }
  try {
    return new Webhook(secret);
  } catch (cause) {
    // The library throws plain Errors (empty key, bad base64); give callers one type to catch.
    throw new WebhookSigningError('invalid webhook secret', { cause });
  }
}

/**
 * The `webhook-signature` header value: one `v1,<sig>` per secret, separated by a single space
 * (the spec's format for several signatures; a verifier accepts if any one matches).
 */
export function signPayload(input: SignInput): string {
  if (input.secrets.length === 0) throw new WebhookSigningError('no webhook secret to sign with');
  if (Number.isNaN(input.timestamp.getTime())) throw new WebhookSigningError('invalid timestamp');
  return input.secrets.map((secret) => signerFor(secret).sign(input.msgId, input.timestamp, input.body)).join(' ');
}

interface DeliveryHeaders {
  'webhook-id': string;
  /** Unix time in whole seconds, as a decimal string. */
  'webhook-timestamp': string;
  'webhook-signature': string;
  'content-type': 'application/json';
  'user-agent': 'catchd-webhooks/1';
}

/** All headers of one delivery attempt. The timestamp is the same one that was signed. */
export function buildDeliveryHeaders(input: SignInput): DeliveryHeaders {
  return {
    'webhook-id': input.msgId,
    'webhook-timestamp': String(Math.floor(input.timestamp.getTime() / 1000)),
    'webhook-signature': signPayload(input),
    'content-type': 'application/json',
    'user-agent': 'catchd-webhooks/1',
  };
}
