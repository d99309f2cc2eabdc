import { timingSafeEqual } from 'node:crypto';
// Bearer secrets: random, prefixed, and stored only as SHA-256 hashes.

export type RandomBytes = (length: number) => Uint8Array;

export const cryptoRandomBytes: RandomBytes = (length) => crypto.getRandomValues(new Uint8Array(length));

/** `prefix` + base64url of `bytes` random bytes (24 bytes = 192 bits by default). */
export function newSecret(prefix: string, randomBytes: RandomBytes = cryptoRandomBytes, bytes = 24): string {
  return prefix + Buffer.from(randomBytes(bytes)).toString('base64url');
}

export function sha256Hex(text: string | Uint8Array): string {
  // Once per authenticated request: the one-shot hash costs a third of a hasher object's.
  return Bun.SHA256.hash(text, 'hex');
}

/** Equality of two strings in time independent of where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
