// Detached signatures in minisign's format (Ed25519 over a BLAKE2b-512 hash of the file), so
// that an operator can check a release with the `minisign` tool as well as with catchd itself:
//   minisign -Vm SHA256SUMS -P <public key>
// The keys are kept as minisign writes its public key (base64 of "Ed", an 8-byte key id and
// the 32-byte key); the secret key travels as base64 of "Ed", the key id and the 32-byte seed
// (never stored in the repository: release signing reads it from the environment).
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';

const algorithm = Buffer.from('Ed');
const prehashed = Buffer.from('ED');

export class SignatureInvalid extends Error {}

interface SigningKey {
  keyId: Buffer;
  privateKey: KeyObject;
}

interface VerifyingKey {
  keyId: Buffer;
  publicKey: KeyObject;
}

/** RFC 8410 wrappers around raw Ed25519 keys, so node:crypto takes them. */
const spkiPrefix = Buffer.from('302a300506032b6570032100', 'hex');
const pkcs8Prefix = Buffer.from('302e020100300506032b657004220420', 'hex');

function decodeKey(text: string, length: number, what: string): { keyId: Buffer; raw: Buffer } {
  const bytes = Buffer.from(text.trim(), 'base64');
  if (bytes.length !== 2 + 8 + length || !bytes.subarray(0, 2).equals(algorithm)) throw new SignatureInvalid(`not a minisign ${what}`);
  return { keyId: bytes.subarray(2, 10), raw: bytes.subarray(10) };
}

export function parsePublicKey(text: string): VerifyingKey {
  const { keyId, raw } = decodeKey(text, 32, 'public key');
  return { keyId, publicKey: createPublicKey({ key: Buffer.concat([spkiPrefix, raw]), format: 'der', type: 'spki' }) };
}

export function parseSecretKey(text: string): SigningKey {
  const { keyId, raw } = decodeKey(text, 32, 'secret key');
  return { keyId, privateKey: createPrivateKey({ key: Buffer.concat([pkcs8Prefix, raw]), format: 'der', type: 'pkcs8' }) };
}

/** A new key pair as the two texts above. */
export function generateKeys(randomKeyId: Buffer): { publicKey: string; secretKey: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const rawPublic = publicKey.export({ format: 'der', type: 'spki' }).subarray(spkiPrefix.length);
  const seed = privateKey.export({ format: 'der', type: 'pkcs8' }).subarray(pkcs8Prefix.length);
  return {
    publicKey: Buffer.concat([algorithm, randomKeyId, rawPublic]).toString('base64'),
    secretKey: Buffer.concat([algorithm, randomKeyId, seed]).toString('base64'),
  };
}

const blake2b = (data: Uint8Array): Buffer => createHash('blake2b512').update(data).digest();

/** The four lines of a `.minisig` file for `data`. */
export function signDetached(
  data: Uint8Array,
  key: SigningKey,
  trustedComment: string,
  untrustedComment = 'signature from catchd release key',
): string {
  if (/[\r\n]/.test(trustedComment + untrustedComment)) throw new SignatureInvalid('comments are one line each');
  const signature = sign(null, blake2b(data), key.privateKey);
  const globalSignature = sign(null, Buffer.concat([signature, Buffer.from(trustedComment)]), key.privateKey);
  return [
    `untrusted comment: ${untrustedComment}`,
    Buffer.concat([prehashed, key.keyId, signature]).toString('base64'),
    `trusted comment: ${trustedComment}`,
    globalSignature.toString('base64'),
    '',
  ].join('\n');
}

/** Checks a `.minisig` text against `data`; the answer is its trusted comment, or SignatureInvalid is thrown. */
export function verifyDetached(data: Uint8Array, signatureText: string, key: VerifyingKey): string {
  const lines = signatureText.split(/\r?\n/);
  if (lines.length < 4 || !lines[0]!.startsWith('untrusted comment:') || !lines[2]!.startsWith('trusted comment: '))
    throw new SignatureInvalid('not a minisign signature file');
  const signatureBlock = Buffer.from(lines[1]!.trim(), 'base64');
  if (signatureBlock.length !== 74) throw new SignatureInvalid('not a minisign signature');
  const kind = signatureBlock.subarray(0, 2);
  if (!signatureBlock.subarray(2, 10).equals(key.keyId)) throw new SignatureInvalid('signed by another key');
  const signature = signatureBlock.subarray(10);
  const message = kind.equals(prehashed) ? blake2b(data) : kind.equals(algorithm) ? Buffer.from(data) : null;
  if (!message || !verify(null, message, key.publicKey, signature)) throw new SignatureInvalid('the signature does not match the file');
  const trustedComment = lines[2]!.slice('trusted comment: '.length);
  const globalSignature = Buffer.from(lines[3]!.trim(), 'base64');
  if (!verify(null, Buffer.concat([signature, Buffer.from(trustedComment)]), key.publicKey, globalSignature))
    throw new SignatureInvalid('the trusted comment was changed');
  return trustedComment;
}
