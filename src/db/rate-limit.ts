// A fixed-window request counter per key (credential id or client address), with the
// IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers-10). The clock is
// injected; nothing here knows about HTTP frameworks. One process (SQLite) counts in memory;
// several instances on one PostgreSQL database count in the database, so a client spreading
// its requests over them gets the same budget as on one. Beside it, a per-key backoff (a
// growing wait between attempts, for sign-in per account), kept the same two ways.
import type { Store } from './store';
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

interface RateLimitOptions {
  /** Requests per window; 0 or less: no limit. */
  limit: number;
  windowSeconds: number;
  now: () => number;
  /**
   * When the shared count cannot be read: `open` lets the request through (the general API
   * limit: the request fails on its own), `closed` refuses it with RateLimitUnavailable
   * (sign-in and token endpoints: a broken counter must not mean unlimited guessing).
   */
  onError?: 'open' | 'closed';
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
 * a window. If the database errors, `onError` decides (open by default).
 */
function sharedRateLimiter(store: Store, name: string, options: RateLimitOptions): RateLimiter {
  const { limit, windowSeconds, now, onError = 'open' } = options;
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
      } catch (error) {
        if (onError === 'closed') throw new RateLimitUnavailable(error);
        return { allowed: true, remaining: limit, resetSeconds: windowSeconds };
      }
      if (at - prunedAt >= windowSeconds) {
        prunedAt = at;
        void store
          .run('DELETE FROM rate_limit_windows WHERE name = ? AND window_start <= ?', name, at - windowSeconds)
          .catch(() => undefined);
      }
      return {
        allowed: window.hits <= limit,
        remaining: Math.max(0, limit - window.hits),
        resetSeconds: Math.max(1, window.window_start + windowSeconds - at),
      };
    },
  };
}

/** The limiter for the store's engine: shared by every instance on PostgreSQL, in memory on SQLite. */
export function rateLimiterFor(store: Store, name: string, options: RateLimitOptions): RateLimiter {
  return store.engine === 'postgres' ? sharedRateLimiter(store, name, options) : createRateLimiter(options);
}

interface BackoffOptions {
  /** Attempts allowed without any wait. */
  free: number;
  /** The wait after the first attempt beyond `free`; it doubles with each further one. */
  baseSeconds: number;
  /** The longest wait: someone else's attempts slow a person's sign-in down, never stop it. */
  maxSeconds: number;
  /** A key's attempts are forgotten this long after its last one. */
  forgetSeconds: number;
  now: () => number;
}

/**
 * Attempts per key (an account) with a growing wait between them instead of a lockout. An
 * attempt that must wait is refused without being counted, so refused attempts never push
 * the next allowed one further away. A database error refuses (RateLimitUnavailable).
 */
export interface AttemptBackoff {
  /** Counts an attempt for `key` if one is allowed now; otherwise says how long to wait. */
  attempt(key: string): Promise<RateLimitDecision>;
  /** Forgets the key's attempts (after a successful one). */
  reset(key: string): Promise<void>;
}

/** Seconds to wait after `attempts` attempts before the next one. */
export function backoffWait(options: Pick<BackoffOptions, 'free' | 'baseSeconds' | 'maxSeconds'>, attempts: number): number {
  if (attempts < options.free) return 0;
  return Math.min(options.maxSeconds, options.baseSeconds * 2 ** Math.min(attempts - options.free, 30));
}

const allowedAttempt: RateLimitDecision = { allowed: true, remaining: 0, resetSeconds: 1 };
const waitFor = (seconds: number): RateLimitDecision => ({ allowed: false, remaining: 0, resetSeconds: Math.max(1, Math.ceil(seconds)) });

function memoryBackoff(options: BackoffOptions): AttemptBackoff {
  const entries = new Map<string, { attempts: number; lastAt: number }>();
  return {
    async attempt(key) {
      const at = options.now();
      let entry = entries.get(key);
      if (entry && at - entry.lastAt >= options.forgetSeconds) entry = undefined;
      if (!entry) {
        if (entries.size >= sweepThreshold) for (const [k, e] of entries) if (at - e.lastAt >= options.forgetSeconds) entries.delete(k);
        entry = { attempts: 0, lastAt: at };
        entries.set(key, entry);
      }
      const readyAt = entry.lastAt + backoffWait(options, entry.attempts);
      if (at < readyAt) return waitFor(readyAt - at);
      entry.attempts += 1;
      entry.lastAt = at;
      return allowedAttempt;
    },
    async reset(key) {
      entries.delete(key);
    },
  };
}

/**
 * The same rule in rate_limit_windows (window_start: the last counted attempt; hits: the
 * attempts), one conditional upsert: the row lock orders concurrent attempts, and the
 * update's WHERE refuses an attempt that must wait without touching the row.
 */
function sharedBackoff(store: Store, name: string, options: BackoffOptions): AttemptBackoff {
  const { free, baseSeconds, maxSeconds, forgetSeconds, now } = options;
  let prunedAt = Number.NEGATIVE_INFINITY;
  return {
    async attempt(key) {
      const at = now();
      try {
        const counted = await store.get<{ hits: number }>(
          `INSERT INTO rate_limit_windows (name, key, window_start, hits) VALUES (?1, ?2, ?3, 1)
           ON CONFLICT (name, key) DO UPDATE SET
             hits = CASE WHEN rate_limit_windows.window_start <= ?3 - ?4 THEN 1 ELSE rate_limit_windows.hits + 1 END,
             window_start = ?3
           WHERE rate_limit_windows.window_start <= ?3 - ?4 OR rate_limit_windows.hits < ?5
             OR rate_limit_windows.window_start + LEAST(?6, ?7 * power(2, LEAST(rate_limit_windows.hits - ?5, 30))) <= ?3
           RETURNING hits`,
          name,
          key,
          at,
          forgetSeconds,
          free,
          maxSeconds,
          baseSeconds,
        );
        if (at - prunedAt >= forgetSeconds) {
          prunedAt = at;
          void store
            .run('DELETE FROM rate_limit_windows WHERE name = ? AND window_start <= ?', name, at - forgetSeconds)
            .catch(() => undefined);
        }
        if (counted) return allowedAttempt;
        const row = await store.get<{ hits: number; window_start: number }>(
          'SELECT hits, window_start FROM rate_limit_windows WHERE name = ? AND key = ?',
          name,
          key,
        );
        return waitFor(row ? Number(row.window_start) + backoffWait(options, row.hits) - at : 1);
      } catch (error) {
        throw new RateLimitUnavailable(error);
      }
    },
    async reset(key) {
      // After a success: if this fails, the attempts are forgotten in time anyway.
      await store.run('DELETE FROM rate_limit_windows WHERE name = ? AND key = ?', name, key).catch(() => undefined);
    },
  };
}

/** The backoff for the store's engine: shared by every instance on PostgreSQL, in memory on SQLite. */
export function attemptBackoffFor(store: Store, name: string, options: BackoffOptions): AttemptBackoff {
  return store.engine === 'postgres' ? sharedBackoff(store, name, options) : memoryBackoff(options);
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

/** Seconds a client is asked to wait when a limit could not be checked. */
const unavailableRetrySeconds = 30;

/** A fail-closed limit whose count could not be read or written: 503 with Retry-After, never a free pass. */
export class RateLimitUnavailable extends HttpError {
  constructor(cause?: unknown) {
    super(
      503,
      'rate_limit_unavailable',
      `Attempts cannot be counted right now, so they are refused; try again in ${unavailableRetrySeconds} seconds.`,
      {
        headers: { 'retry-after': String(unavailableRetrySeconds) },
      },
    );
    this.cause = cause;
  }
}
