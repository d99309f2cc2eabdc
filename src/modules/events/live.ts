// The open live streams of one kind of page (the boards): how many there may be, and what
// they are told. Anyone may open one when the boards are public, and each open page re-reads
// its board on every "changed": so the streams are capped (in all, and per client address),
// and a burst of writes becomes at most one "changed" per `coalesceMs`.
// The caps are per process: with several instances, each admits its own `total`.
import type { EventHub } from './hub';

interface LiveLimits {
  /** Open streams in this process. */
  total: number;
  /** Open streams from one client address (a club's wifi is one address: leave room for it). */
  perAddress: number;
  /** Least time between two "changed" messages. */
  coalesceMs: number;
}

export type LiveRefusal = 'instance_full' | 'address_full';

interface LiveStream {
  /** Idempotent: a stream ends once, whether the client left or the stream was cancelled. */
  close(): void;
}

export class LiveChannel {
  private readonly streams = new Set<(types: string[]) => void>();
  private readonly perAddress = new Map<string, number>();
  private unsubscribe: (() => void) | null = null;
  private pending = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastSentAt = -Infinity;

  constructor(
    private readonly hub: EventHub,
    private readonly relevant: (type: string) => boolean,
    private readonly limits: LiveLimits,
  ) {}

  get open(): number {
    return this.streams.size;
  }

  /** A new stream from `address` that `send` feeds with the types of relevant events, or why there is no room. */
  openStream(address: string, send: (types: string[]) => void): LiveStream | LiveRefusal {
    if (this.streams.size >= this.limits.total) return 'instance_full';
    const fromAddress = this.perAddress.get(address) ?? 0;
    if (fromAddress >= this.limits.perAddress) return 'address_full';
    // Each stream is its own entry, even when two share one function.
    const entry = (types: string[]): void => send(types);
    this.streams.add(entry);
    this.perAddress.set(address, fromAddress + 1);
    this.unsubscribe ??= this.hub.subscribe((types) => this.changed(types));
    let closed = false;
    return {
      close: () => {
        if (closed) return;
        closed = true;
        this.streams.delete(entry);
        const left = (this.perAddress.get(address) ?? 1) - 1;
        if (left > 0) this.perAddress.set(address, left);
        else this.perAddress.delete(address);
        if (this.streams.size === 0) this.stopListening();
      },
    };
  }

  /** Sends at once when the last message is `coalesceMs` old, else once when it will be, with every type gathered meanwhile. */
  private changed(types: string[]): void {
    for (const type of types) if (this.relevant(type)) this.pending.add(type);
    if (this.pending.size === 0 || this.timer) return;
    const wait = this.lastSentAt + this.limits.coalesceMs - performance.now();
    if (wait <= 0) this.flush();
    else this.timer = setTimeout(() => this.flush(), wait);
  }

  private flush(): void {
    this.timer = null;
    const types = [...this.pending];
    this.pending = new Set();
    this.lastSentAt = performance.now();
    for (const send of this.streams) send(types);
  }

  private stopListening(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = new Set();
  }
}
