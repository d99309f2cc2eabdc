// What the app is built from. Tests build their own: a :memory: database, a fixed clock.
import type { Config } from './config';
import type { Db } from './db/client';
import type { RandomBytes } from './lib/secrets';

export interface AppDeps {
  db: Db;
  config: Config;
  /** Unix seconds. */
  now: () => number;
  randomBytes: RandomBytes;
  photoUrl: (photoId: string) => string;
  log: (entry: Record<string, unknown>) => void;
}
