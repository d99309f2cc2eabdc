// A small in-memory fixed-window counter: at most `limit` hits per key per window.

export interface WindowDecision {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window resets. */
  resetIn: number;
}

export class FixedWindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowSeconds: number,
  ) {}

  hit(key: string, now: number): WindowDecision {
    if (this.limit <= 0) return { allowed: true, remaining: Number.POSITIVE_INFINITY, resetIn: 0 };
    const start = now - (now % this.windowSeconds);
    let window = this.windows.get(key);
    if (!window || window.start !== start) {
      // Old windows of other keys are dropped on the way, so memory stays bounded by traffic.
      if (this.windows.size > 10_000) for (const [k, w] of this.windows) if (w.start !== start) this.windows.delete(k);
      window = { start, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return {
      allowed: window.count <= this.limit,
      remaining: Math.max(0, this.limit - window.count),
      resetIn: start + this.windowSeconds - now,
    };
  }
}
