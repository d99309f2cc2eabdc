// Secrets catchd must read back (an authenticator app's key), sealed with AES-256-GCM under a
// key that is not in the database: a copy of the database alone does not give them away.
import { createCipheriv, createDecipheriv, hkdfSync } from 'node:crypto';
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { HttpError } from './problem';
import { cryptoRandomBytes } from './secrets';

const sealedPrefix = 'v1.';
const ivBytes = 12;
const tagBytes = 16;
/** The shortest secret key accepted: 32 characters (e.g. `openssl rand -base64 32` gives 44). */
export const secretKeyMinLength = 32;

/** A sealed value this key cannot open: the key is not the one it was sealed with (or the value was altered). */
export class SealedSecretUnreadable extends HttpError {
  constructor() {
    super(
      503,
      'secret_key_mismatch',
      'Stored authenticator app keys cannot be read with this server’s secret key (CATCHD_SECRET_KEY, or secret.key in the data folder). ' +
        'The operator must set the key they were sealed with.',
    );
  }
}

export const isSealed = (value: string): boolean => value.startsWith(sealedPrefix);

/** Seals and opens short texts; `context` (e.g. the owner's id) is bound to each value, so a value moved to another row does not open. */
export class SecretBox {
  private readonly key: Buffer;

  /** `keyText`: CATCHD_SECRET_KEY or the key file's text; the AES key is derived from it with HKDF-SHA256. */
  constructor(keyText: string) {
    this.key = Buffer.from(hkdfSync('sha256', keyText.trim(), '', 'catchd sealed secrets v1', 32));
  }

  seal(plain: string, context: string): string {
    const iv = Buffer.from(cryptoRandomBytes(ivBytes));
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `${sealedPrefix}${iv.toString('base64url')}.${body.toString('base64url')}`;
  }

  open(sealed: string, context: string): string {
    const [iv, body] = sealed
      .slice(sealedPrefix.length)
      .split('.')
      .map((part) => Buffer.from(part, 'base64url'));
    if (!isSealed(sealed) || iv?.length !== ivBytes || !body || body.length < tagBytes) throw new SealedSecretUnreadable();
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(body.subarray(body.length - tagBytes));
      return Buffer.concat([decipher.update(body.subarray(0, body.length - tagBytes)), decipher.final()]).toString('utf8');
    } catch {
      throw new SealedSecretUnreadable();
    }
  }
}

/**
 * The key file's text, made on first use (32 random bytes in base64, mode 0600). Written aside
 * and linked into place, so processes starting together all read the one that won.
 */
export function keyFileText(path: string): string {
  const aside = `${path}.${process.pid}`;
  writeFileSync(aside, `${Buffer.from(cryptoRandomBytes(32)).toString('base64')}\n`, { mode: 0o600 });
  try {
    linkSync(aside, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(aside, { force: true });
  }
  return readFileSync(path, 'utf8').trim();
}
