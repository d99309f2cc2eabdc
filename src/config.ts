// Configuration comes from environment variables (command-line flags win where both exist).
import { join, resolve } from 'node:path';
import type { SynchronousMode } from './db/client';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  baseUrl: string;
  rateLimitPerMinute: number;
  webhookAllowPrivate: boolean;
  webhookRetryScheduleText: string | null;
  webhookTimeoutMs: number;
  maxPhotoBytes: number;
  synchronous: SynchronousMode;
  /** `*` or exact origins; empty: no CORS headers at all. */
  corsOrigins: string[];
  /** Peers whose X-Forwarded-For is believed. */
  trustedProxies: string[];
  /** When set, /metrics needs `Authorization: Bearer <token>`; otherwise it answers loopback clients only. */
  metricsToken: string | null;
}

export interface ConfigVariable {
  name: string;
  default: string;
  meaning: string;
}

/** Every variable, for `catchd --help` and the README. */
export const configVariables: ConfigVariable[] = [
  { name: 'PORT', default: '3000', meaning: 'listen port' },
  { name: 'HOST', default: '0.0.0.0', meaning: 'listen address' },
  { name: 'CATCHD_DATA_DIR', default: './data', meaning: 'database file (catchd.db) and uploaded photos' },
  { name: 'CATCHD_BASE_URL', default: 'http://localhost:$PORT', meaning: 'public URL: OAuth issuer, links, photo URLs' },
  { name: 'CATCHD_RATE_LIMIT', default: '600', meaning: 'requests per minute per credential (0 = off)' },
  { name: 'CATCHD_WEBHOOK_ALLOW_PRIVATE', default: '0', meaning: '1 allows http and private/loopback webhook targets (LAN installs, tests)' },
  { name: 'CATCHD_WEBHOOK_RETRY_SCHEDULE', default: 'Standard Webhooks schedule', meaning: 'comma list of seconds between attempts, e.g. 1,2,4' },
  { name: 'CATCHD_WEBHOOK_TIMEOUT_MS', default: '10000', meaning: 'per-attempt webhook timeout' },
  { name: 'CATCHD_MAX_PHOTO_BYTES', default: '10485760', meaning: 'largest photo upload (bytes)' },
  { name: 'CATCHD_CORS_ORIGINS', default: '(none)', meaning: "browser origins allowed to call /v1 and /api/v1: comma list of exact origins, or '*'" },
  { name: 'CATCHD_TRUSTED_PROXIES', default: '(none)', meaning: 'comma list of proxy addresses whose X-Forwarded-For is believed (e.g. 127.0.0.1)' },
  { name: 'CATCHD_METRICS_TOKEN', default: '(none)', meaning: 'bearer token for GET /metrics; without it /metrics answers loopback clients only' },
  { name: 'CATCHD_SYNCHRONOUS', default: 'normal', meaning: "SQLite synchronous mode: 'normal' or 'full' (see README: power cuts)" },
];

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

function integer(env: Record<string, string | undefined>, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new ConfigError(`${name} must be a whole number >= ${min}, got "${raw}"`);
  return value;
}

function list(raw: string | undefined): string[] {
  return (raw ?? '').split(',').map((item) => item.trim().replace(/\/+$/, '')).filter(Boolean);
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const port = integer(env, 'PORT', 3000);
  const synchronous = (env.CATCHD_SYNCHRONOUS ?? 'normal').toLowerCase();
  if (synchronous !== 'normal' && synchronous !== 'full') throw new ConfigError('CATCHD_SYNCHRONOUS must be normal or full');
  const baseUrl = (env.CATCHD_BASE_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  try {
    new URL(baseUrl);
  } catch {
    throw new ConfigError(`CATCHD_BASE_URL is not a URL: "${baseUrl}"`);
  }
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.CATCHD_DATA_DIR || './data'),
    baseUrl,
    rateLimitPerMinute: integer(env, 'CATCHD_RATE_LIMIT', 600),
    webhookAllowPrivate: env.CATCHD_WEBHOOK_ALLOW_PRIVATE === '1' || env.CATCHD_WEBHOOK_ALLOW_PRIVATE === 'true',
    webhookRetryScheduleText: env.CATCHD_WEBHOOK_RETRY_SCHEDULE || null,
    webhookTimeoutMs: integer(env, 'CATCHD_WEBHOOK_TIMEOUT_MS', 10_000, 1),
    maxPhotoBytes: integer(env, 'CATCHD_MAX_PHOTO_BYTES', 10 * 1024 * 1024, 1),
    synchronous,
    corsOrigins: list(env.CATCHD_CORS_ORIGINS),
    trustedProxies: list(env.CATCHD_TRUSTED_PROXIES),
    metricsToken: env.CATCHD_METRICS_TOKEN || null,
  };
}

export function databasePath(config: Pick<Config, 'dataDir'>): string {
  return join(config.dataDir, 'catchd.db');
}
