// What the app is built from. Tests build their own (test/support.ts): a freshly migrated
// database on either engine, a clock they move, cheap password hashing.
import type { Config } from './config';
import type { Store } from './db/store';
import type { MetricsRegistry } from './lib/metrics';
import type { Mailer } from './lib/mailer';
import type { RandomBytes } from './lib/secrets';
import type { RequestLogBuffer } from './db/request-log/buffer';

/** Bun's fetch as the dispatcher calls it (tls/proxy come from pinnedRequest). Injected in tests. */
export type WebhookFetch = (url: string, init: RequestInit & { tls?: { serverName: string }; proxy?: false }) => Promise<Response>;

/** Resolves a host name to all its addresses (IPv4 and IPv6). Injected so tests need no DNS. */
export type Resolver = (hostname: string) => Promise<string[]>;

/** Password hashing (argon2id in production; tests inject cheaper parameters). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
}

export interface AppDeps {
  db: Store;
  config: Config;
  /** Unix seconds. */
  now: () => number;
  randomBytes: RandomBytes;
  photoUrl: (photoId: string) => string;
  log: (entry: Record<string, unknown>) => void;
  /** Outgoing webhook requests. */
  fetch: WebhookFetch;
  /** Host name → addresses, for the webhook SSRF guard. */
  resolve: Resolver;
  /** Uniform in [0, 1): webhook retry jitter. */
  random: () => number;
  /** Where a request came from: the peer, or X-Forwarded-For when the peer is a trusted proxy. */
  clientAddress: (request: Request) => string | null;
  /** Prometheus series; modules register and increment their own. */
  metrics: MetricsRegistry;
  passwords: PasswordHasher;
  /** The developers' request log (batched writes, kept apart from the catch data): `openRequestLog`; serve flushes it at shutdown. */
  requestLog: RequestLogBuffer;
  /** Outgoing mail; by default made from CATCHD_SMTP_URL when that is set. */
  mailer?: Mailer;
}
