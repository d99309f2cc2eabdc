// A fixed-window request counter per key (credential id or client address), with the
// IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-headers-10). Pure: the clock
// is injected, nothing here knows about HTTP frameworks.
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
  hit(key: string): RateLimitDecision;
}

interface Window {
  startedAt: number;
  count: number;
}

/** Windows are swept once the table grows past this, so idle keys do not pile up. */
const sweepThreshold = 10_000;

export function createRateLimiter(options: { limit: number; windowSeconds: number; now: () => number }): RateLimiter {
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
