// A fixed-window request counter per key (credential id or client address), with the
// IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers-10). The clock is
// injected; nothing here knows about HTTP frameworks. One process (SQLite) counts in memory;
// several instances on one PostgreSQL database count in the database, so a client spreading
// its requests over them gets the same budget as on one.
import type { Store } from '../db/store';
import { HttpError } from '../lib/problem';

export interface RateLimitDecision {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window resets (at least 1). */
  resetSeconds: number;
}

export interface RateLimiter {
  readonly limit: number;
  readonly windowSeconds: number;
  /** Counts one request for `key` and says whether it is within the limit. */
  hit(key: string): RateLimitDecision | Promise<RateLimitDecision>;
}

export interface RateLimitOptions {
  /** Requests per window; 0 or less: no limit. */
  limit: number;
  windowSeconds: number;
  now: () => number;
}

interface Window {
  startedAt: number;
  count: number;
}

/** Windows are swept once the table grows past this, so idle keys do not pile up. */
const sweepThreshold = 10_000;

/** Counts in this process's memory: windows start at a key's first request. */
export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const { limit, windowSeconds, now } = options;
  const windows = new Map<string, Window>();
  const sweep = (at: number): void => {
    for (const [key, window] of windows) if (at - window.startedAt >= windowSeconds) windows.delete(key);
  };
  return {
    limit,
    windowSeconds,
    hit(key) {
      const at = now();
      if (limit <= 0) return { allowed: true, remaining: Number.MAX_SAFE_INTEGER, resetSeconds: 1 };
      let window = windows.get(key);
      if (!window || at - window.startedAt >= windowSeconds) {
        if (windows.size >= sweepThreshold) sweep(at);
        window = { startedAt: at, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return {
        allowed: window.count <= limit,
        remaining: Math.max(0, limit - window.count),
        resetSeconds: Math.max(1, window.startedAt + windowSeconds - at),
      };
    },
  };
}

/**
 * Counts in the shared PostgreSQL table rate_limit_windows, one upsert per request in its own
 * statement (READ COMMITTED: concurrent increments of one row queue on its lock instead of
 * failing serialization), with the same windows as in memory: a key's window starts at its
 * first request after the previous one ended. Each instance drops ended windows at most once
 * a window. If the database cannot be reached the request is let through: it fails on its own.
 */
export function sharedRateLimiter(store: Store, name: string, options: RateLimitOptions): RateLimiter {
  const { limit, windowSeconds, now } = options;
  let prunedAt = Number.NEGATIVE_INFINITY;
  return {
    limit,
    windowSeconds,
    async hit(key) {
      const at = now();
      if (limit <= 0) return { allowed: true, remaining: Number.MAX_SAFE_INTEGER, resetSeconds: 1 };
      let window: { hits: number; window_start: number };
      try {
        window = (await store.get<{ hits: number; window_start: number }>(
          `INSERT INTO rate_limit_windows (name, key, window_start, hits) VALUES (?1, ?2, ?3, 1)
           ON CONFLICT (name, key) DO UPDATE SET
             hits = CASE WHEN rate_limit_windows.window_start <= ?3 - ?4 THEN 1 ELSE rate_limit_windows.hits + 1 END,
             window_start = CASE WHEN rate_limit_windows.window_start <= ?3 - ?4 THEN ?3 ELSE rate_limit_windows.window_start END
           RETURNING hits, window_start`,
          name,
          key,
          at,
          windowSeconds,
        ))!;
      } catch {
        return { allowed: true, remaining: limit, resetSeconds: windowSeconds };
      }
      if (at - prunedAt >= windowSeconds) {
        prunedAt = at;
        void store.run('DELETE FROM rate_limit_windows WHERE name = ? AND window_start <= ?', name, at - windowSeconds).catch(() => undefined);
      }
      return { allowed: window.hits <= limit, remaining: Math.max(0, limit - window.hits), resetSeconds: Math.max(1, window.window_start + windowSeconds - at) };
    },
  };
}

/** The limiter for the store's engine: shared by every instance on PostgreSQL, in memory on SQLite. */
export function rateLimiterFor(store: Store, name: string, options: RateLimitOptions): RateLimiter {
  return store.engine === 'postgres' ? sharedRateLimiter(store, name, options) : createRateLimiter(options);
}

export function rateLimitHeaders(limiter: RateLimiter, decision: RateLimitDecision): Record<string, string> {
  return {
    'ratelimit-policy': `"default";q=${limiter.limit};w=${limiter.windowSeconds}`,
    ratelimit: `"default";r=${decision.remaining};t=${decision.resetSeconds}`,
  };
}

export class RateLimited extends HttpError {
  constructor(decision: RateLimitDecision) {
    super(429, 'rate_limited', `Too many requests; try again in ${decision.resetSeconds} seconds.`, {
      headers: { 'retry-after': String(decision.resetSeconds) },
    });
  }
}
