// What the app is built from. Tests build their own: a :memory: database, a fixed clock.
import type { Config } from './config';
import type { Db } from './db/client';
import type { RandomBytes } from './lib/secrets';

/** Password hashing (argon2id in production; tests inject cheaper parameters). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
}

export interface AppDeps {
  db: Db;
  config: Config;
  /** Unix seconds. */
  now: () => number;
  randomBytes: RandomBytes;
  photoUrl: (photoId: string) => string;
  log: (entry: Record<string, unknown>) => void;
  /** The peer address of a request (from the socket, never from headers): per-address rate limits. */
  clientAddress: (request: Request) => string;
  passwords: PasswordHasher;
}
