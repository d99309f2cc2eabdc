// Bearer secrets: random, prefixed, and stored only as SHA-256 hashes.

export type RandomBytes = (length: number) => Uint8Array;

export const cryptoRandomBytes: RandomBytes = (length) => crypto.getRandomValues(new Uint8Array(length));

/** `prefix` + base64url of `bytes` random bytes (24 bytes = 192 bits by default). */
export function newSecret(prefix: string, randomBytes: RandomBytes = cryptoRandomBytes, bytes = 24): string {
  return prefix + Buffer.from(randomBytes(bytes)).toString('base64url');
}

export function sha256Hex(text: string | Uint8Array): string {
  return new Bun.CryptoHasher('sha256').update(text).digest('hex');
}
