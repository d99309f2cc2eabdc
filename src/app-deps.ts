// What the app is built from. Tests build their own: a :memory: database, a fixed clock.
import type { Config } from './config';
import type { Db } from './db/client';
import type { MetricsRegistry } from './http/metrics';
import type { RandomBytes } from './lib/secrets';

export interface AppDeps {
  db: Db;
  config: Config;
  /** Unix seconds. */
  now: () => number;
  randomBytes: RandomBytes;
  photoUrl: (photoId: string) => string;
  log: (entry: Record<string, unknown>) => void;
  /** Where a request came from: the peer, or X-Forwarded-For when the peer is a trusted proxy. */
  clientAddress: (request: Request) => string | null;
  /** Prometheus series; modules register and increment their own. */
  metrics: MetricsRegistry;
}
