// The webhook dispatcher: claims due outbox rows with a lease, delivers them outside any
// transaction, records every attempt and asks the retry policy what comes next.
//
// - Started by `catchd serve` only (createApp starts no timers). It wakes as soon as a
//   transaction queued deliveries (outbox signal) and polls for due retries.
// - A lease (lease_until_ms) marks a delivery as taken; a crashed process's leases expire and
//   the delivery is attempted again with the same webhook-id (at-least-once).
// - At most `maxInFlight` attempts overall and `maxPerEndpoint` per endpoint: one slow
//   receiver never holds up the others.
import type { Db } from '../../db/client';
import { writeTransaction } from '../../db/client';
import type { Counter, MetricsRegistry } from '../../http/metrics';
import type { Role } from '../auth/scopes';
import { presentEvent, pruneEvents, type StoredEvent } from '../events/service';
import { onDeliveriesQueued } from './outbox';
import { decideNextAttempt, parseRetryAfter, type AttemptOutcome, type DeliveryErrorKind, type NextAttemptDecision } from './retry-policy';
import { signingSecrets } from './service';
import { buildDeliveryHeaders } from './signing';
import { checkWebhookUrl, pinnedRequest, type Resolver } from './ssrf';

/** Bun's fetch as the dispatcher calls it (tls/proxy come from pinnedRequest). Injected in tests. */
export type WebhookFetch = (url: string, init: RequestInit & { tls?: { serverName: string }; proxy?: false }) => Promise<Response>;

export interface DispatcherDeps {
  db: Db;
  fetch: WebhookFetch;
  resolve: Resolver;
  /** Uniform in [0, 1): retry jitter. */
  random: () => number;
  /** Unix milliseconds. */
  nowMs: () => number;
  log: (entry: Record<string, unknown>) => void;
  /** Counts attempts in catchd_webhook_deliveries_total. */
  metrics: MetricsRegistry;
  allowPrivate: boolean;
  schedule: readonly number[];
  timeoutMs: number;
  /** Days events (and their deliveries) are kept. */
  retentionDays: number;
  /** The per-attempt timeout signal; tests inject one they fire themselves. */
  timeoutSignal?: (ms: number) => AbortSignal;
  maxInFlight?: number;
  maxPerEndpoint?: number;
  /** How long a claim holds; must outlast an attempt (timeout plus bookkeeping). */
  leaseMs?: number;
  pollMs?: number;
}

/**
 * Delivery attempts by what came next: `succeeded`, `retry`, `failed` (no attempts left)
 * or `disable_endpoint`.
 */
export function webhookDeliveriesCounter(metrics: MetricsRegistry): Counter {
  return metrics.counter('catchd_webhook_deliveries_total', 'Webhook delivery attempts by result.');
}

/** The first KiB of a receiver's answer is kept with the attempt. */
export const responseBodyLimit = 1024;
const pruneEveryMs = 3600 * 1000;

interface EndpointClaimRow {
  pk: number;
  user_id: string;
  role: Role;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: number | null;
}

interface DeliveryClaimRow {
  pk: number;
  attempt_count: number;
  event_pk: number;
  event_id: string;
  event_type: string;
  subject_user_id: string | null;
  data: string;
  event_created_at: number;
}

interface Job {
  deliveryPk: number;
  attemptNumber: number;
  endpoint: EndpointClaimRow;
  event: StoredEvent;
}

interface Flight {
  endpointPk: number;
  promise: Promise<void>;
  /** Aborted on shutdown; the attempt is then not recorded and its lease is released. */
  shutdown: AbortController;
}

interface AttemptResult {
  outcome: AttemptOutcome;
  errorText: string | null;
  responseBody: string | null;
}

export class WebhookDispatcher {
  private readonly inFlight = new Map<number, Flight>();
  private readonly perEndpoint = new Map<number, number>();
  private readonly maxInFlight: number;
  private readonly maxPerEndpoint: number;
  private readonly leaseMs: number;
  private readonly timeoutSignal: (ms: number) => AbortSignal;
  private pumpQueued = false;
  private stopping = false;
  private poller: ReturnType<typeof setInterval> | null = null;
  /** A wake-up for a retry due before the next poll (short schedules in tests, Retry-After 1). */
  private retryTimer: { at: number; handle: ReturnType<typeof setTimeout> } | null = null;
  private unsubscribe: (() => void) | null = null;
  private lastPruneMs = 0;
  private endpointCursor = 0;
  private readonly deliveries: Counter;

  constructor(private readonly deps: DispatcherDeps) {
    this.deliveries = webhookDeliveriesCounter(deps.metrics);
    this.maxInFlight = deps.maxInFlight ?? 32;
    this.maxPerEndpoint = deps.maxPerEndpoint ?? 4;
    this.leaseMs = deps.leaseMs ?? 2 * deps.timeoutMs + 1000;
    this.timeoutSignal = deps.timeoutSignal ?? ((ms) => AbortSignal.timeout(ms));
  }

  /** Subscribes to the outbox signal and polls for due retries; delivers what is due now. */
  start(): void {
    this.unsubscribe = onDeliveriesQueued(this.deps.db, () => this.wake());
    this.poller = setInterval(() => {
      this.wake();
      this.pruneIfDue();
    }, this.deps.pollMs ?? 1000);
    this.pruneIfDue();
    this.wake();
  }

  /** Claims and starts due deliveries soon (coalesces many wake-ups into one claim). */
  wake(): void {
    if (this.stopping || this.pumpQueued) return;
    this.pumpQueued = true;
    queueMicrotask(() => {
      this.pumpQueued = false;
      this.pump();
    });
  }

  /** Claims due deliveries up to the concurrency limits and starts them. Returns how many started. */
  pump(): number {
    if (this.stopping) return 0;
    const free = this.maxInFlight - this.inFlight.size;
    if (free <= 0) return 0;
    let jobs: Job[];
    try {
      jobs = this.claim(free);
    } catch (error) {
      this.deps.log({ level: 'error', msg: 'webhook claim failed', error: String(error) });
      return 0;
    }
    for (const job of jobs) this.launch(job);
    return jobs.length;
  }

  /** Delivers everything due now, including follow-ups that become due meanwhile (tests). */
  async drain(): Promise<void> {
    for (;;) {
      this.pump();
      if (this.inFlight.size === 0) return;
      await Promise.race([...this.inFlight.values()].map((f) => f.promise));
    }
  }

  get inFlightCount(): number {
    return this.inFlight.size;
  }

  /**
   * Stops claiming, lets attempts under way finish for up to `deadlineMs`, then abandons the
   * rest: their leases are cleared so the next start delivers them at once.
   */
  async stop(deadlineMs: number): Promise<void> {
    this.stopping = true;
    if (this.poller) clearInterval(this.poller);
    if (this.retryTimer) clearTimeout(this.retryTimer.handle);
    this.unsubscribe?.();
    const all = Promise.allSettled([...this.inFlight.values()].map((f) => f.promise));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<'deadline'>((resolve) => (timer = setTimeout(() => resolve('deadline'), deadlineMs)));
    const first = await Promise.race([all.then(() => 'done' as const), deadline]);
    clearTimeout(timer);
    if (first === 'done') return;
    const abandoned = [...this.inFlight.keys()];
    for (const flight of this.inFlight.values()) flight.shutdown.abort();
    if (abandoned.length > 0) {
      this.deps.db.$client
        .query(`UPDATE webhook_deliveries SET lease_until_ms = NULL WHERE pk IN (${abandoned.map(() => '?').join(', ')})`)
        .run(...abandoned);
    }
    await all;
  }

  /** Once started, wakes at `atMs` if that comes before the next poll and any earlier wake-up. */
  private wakeAt(atMs: number): void {
    if (!this.poller || this.stopping) return;
    const delay = atMs - this.deps.nowMs();
    if (delay >= (this.deps.pollMs ?? 1000) || (this.retryTimer && this.retryTimer.at <= atMs)) return;
    if (this.retryTimer) clearTimeout(this.retryTimer.handle);
    const handle = setTimeout(() => {
      this.retryTimer = null;
      this.wake();
    }, Math.max(0, delay));
    this.retryTimer = { at: atMs, handle };
  }

  private pruneIfDue(): void {
    const now = this.deps.nowMs();
    if (now - this.lastPruneMs < pruneEveryMs) return;
    this.lastPruneMs = now;
    try {
      const removed = writeTransaction(this.deps.db, () => pruneEvents(this.deps.db, Math.floor(now / 1000) - this.deps.retentionDays * 86400));
      if (removed > 0) this.deps.log({ level: 'info', msg: 'pruned events', removed });
    } catch (error) {
      this.deps.log({ level: 'error', msg: 'event pruning failed', error: String(error) });
    }
  }

  /** One transaction: pick due, unleased deliveries endpoint by endpoint (fairly) and lease them. */
  private claim(limit: number): Job[] {
    const { db } = this.deps;
    const now = this.deps.nowMs();
    return writeTransaction(db, () => {
      const endpoints = db.$client
        .query<EndpointClaimRow, [number]>(
          `SELECT e.pk, e.user_id, u.role, e.url, e.secret, e.previous_secret, e.previous_secret_expires_at
           FROM webhook_endpoints e JOIN users u ON u.id = e.user_id
           WHERE e.enabled = 1 AND EXISTS (SELECT 1 FROM webhook_deliveries d
             WHERE d.endpoint_pk = e.pk AND d.status = 'pending' AND d.next_attempt_at_ms <= ?1)
           ORDER BY e.pk`,
        )
        .all(now);
      if (endpoints.length === 0) return [];
      const pickDue = db.$client.query<DeliveryClaimRow, [number, number, number]>(
        `SELECT d.pk, d.attempt_count, ev.pk AS event_pk, ev.id AS event_id, ev.type AS event_type,
           ev.subject_user_id, ev.data, ev.created_at AS event_created_at
         FROM webhook_deliveries d JOIN events ev ON ev.pk = d.event_pk
         WHERE d.endpoint_pk = ?1 AND d.status = 'pending' AND d.next_attempt_at_ms <= ?2
           AND (d.lease_until_ms IS NULL OR d.lease_until_ms <= ?2)
         ORDER BY d.next_attempt_at_ms, d.pk LIMIT ?3`,
      );
      const lease = db.$client.query('UPDATE webhook_deliveries SET lease_until_ms = ? WHERE pk = ?');
      const jobs: Job[] = [];
      // Start where the previous claim stopped, so a busy endpoint cannot take every free slot.
      const start = this.endpointCursor++ % endpoints.length;
      for (let i = 0; i < endpoints.length && jobs.length < limit; i++) {
        const endpoint = endpoints[(start + i) % endpoints.length]!;
        const slots = Math.min(this.maxPerEndpoint - (this.perEndpoint.get(endpoint.pk) ?? 0), limit - jobs.length);
        if (slots <= 0) continue;
        for (const row of pickDue.all(endpoint.pk, now, slots)) {
          lease.run(now + this.leaseMs, row.pk);
          jobs.push({
            deliveryPk: row.pk,
            attemptNumber: row.attempt_count + 1,
            endpoint,
            event: { pk: row.event_pk, id: row.event_id, type: row.event_type, subject_user_id: row.subject_user_id, data: row.data, created_at: row.event_created_at },
          });
          this.perEndpoint.set(endpoint.pk, (this.perEndpoint.get(endpoint.pk) ?? 0) + 1);
        }
      }
      return jobs;
    });
  }

  private launch(job: Job): void {
    const shutdown = new AbortController();
    const promise = this.deliver(job, shutdown.signal)
      .catch((error: unknown) => this.deps.log({ level: 'error', msg: 'webhook delivery crashed', error: String((error as Error)?.stack ?? error) }))
      .finally(() => {
        this.inFlight.delete(job.deliveryPk);
        const left = (this.perEndpoint.get(job.endpoint.pk) ?? 1) - 1;
        if (left > 0) this.perEndpoint.set(job.endpoint.pk, left);
        else this.perEndpoint.delete(job.endpoint.pk);
        this.wake();
      });
    this.inFlight.set(job.deliveryPk, { endpointPk: job.endpoint.pk, promise, shutdown });
  }

  private async deliver(job: Job, shutdown: AbortSignal): Promise<void> {
    const startedAtMs = this.deps.nowMs();
    const result = await this.attempt(job, shutdown);
    if (shutdown.aborted) return; // abandoned at shutdown: the lease is released, not recorded
    this.record(job, result, startedAtMs, this.deps.nowMs() - startedAtMs);
  }

  /** One HTTP attempt to a freshly checked, pinned address. Never throws. */
  private async attempt(job: Job, shutdown: AbortSignal): Promise<AttemptResult> {
    const { endpoint, event } = job;
    const check = await checkWebhookUrl(endpoint.url, { allowPrivate: this.deps.allowPrivate, resolve: this.deps.resolve });
    if (!check.ok) return { outcome: { error: 'blocked_address' }, errorText: check.reason, responseBody: null };

    const body = JSON.stringify(presentEvent(event, { userId: endpoint.user_id, role: endpoint.role }));
    const now = new Date(this.deps.nowMs());
    const headers = buildDeliveryHeaders({ msgId: event.id, timestamp: now, body, secrets: signingSecrets(endpoint, Math.floor(now.getTime() / 1000)) });
    const pinned = pinnedRequest(check.url, check.addresses[0]!);
    try {
      const response = await this.deps.fetch(pinned.url, {
        ...pinned,
        method: 'POST',
        headers: { ...pinned.headers, ...headers },
        body,
        signal: AbortSignal.any([this.timeoutSignal(this.deps.timeoutMs), shutdown]),
      });
      const responseBody = await readPrefix(response, responseBodyLimit);
      const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'), new Date(this.deps.nowMs()));
      return { outcome: { statusCode: response.status, retryAfterSeconds }, errorText: null, responseBody };
    } catch (error) {
      const kind = errorKind(error);
      return { outcome: { error: kind }, errorText: kind === 'timeout' ? `No answer within ${this.deps.timeoutMs} ms.` : describeError(error), responseBody: null };
    }
  }

  /** The attempt, the delivery's next state and the endpoint's failure streak, in one transaction. */
  private record(job: Job, result: AttemptResult, startedAtMs: number, durationMs: number): void {
    const { db } = this.deps;
    const decision = writeTransaction(db, (): NextAttemptDecision | null => {
      // The endpoint (and so the delivery) may have been deleted while the attempt was under way.
      const endpoint = db.$client
        .query<{ failing_since: number | null }, [number]>('SELECT failing_since FROM webhook_endpoints WHERE pk = ?')
        .get(job.endpoint.pk);
      const exists = db.$client.query('SELECT 1 FROM webhook_deliveries WHERE pk = ?').get(job.deliveryPk);
      if (!endpoint || !exists) return null;
      const nowMs = this.deps.nowMs();
      const nowSeconds = Math.floor(nowMs / 1000);
      const decision = decideNextAttempt({
        attemptNumber: job.attemptNumber,
        outcome: result.outcome,
        now: new Date(nowMs),
        schedule: this.deps.schedule,
        random: this.deps.random,
        endpointFailingSince: endpoint.failing_since === null ? null : new Date(endpoint.failing_since * 1000),
      });
      db.$client
        .query(
          `INSERT INTO webhook_attempts (delivery_pk, attempt_number, started_at_ms, duration_ms, status_code, error, response_body)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(job.deliveryPk, job.attemptNumber, startedAtMs, Math.max(0, Math.round(durationMs)), result.outcome.statusCode ?? null, result.errorText, result.responseBody);
      const status = decision.kind === 'succeeded' ? 'succeeded' : decision.kind === 'retry' ? 'pending' : 'failed';
      db.$client
        .query(
          `UPDATE webhook_deliveries SET status = ?, attempt_count = ?, next_attempt_at_ms = ?, lease_until_ms = NULL, updated_at = ? WHERE pk = ?`,
        )
        .run(status, job.attemptNumber, decision.kind === 'retry' ? decision.at.getTime() : null, nowSeconds, job.deliveryPk);
      if (decision.kind === 'succeeded') {
        if (endpoint.failing_since !== null) db.$client.query('UPDATE webhook_endpoints SET failing_since = NULL WHERE pk = ?').run(job.endpoint.pk);
      } else {
        db.$client
          .query('UPDATE webhook_endpoints SET failing_since = COALESCE(failing_since, ?) WHERE pk = ?')
          .run(Math.floor(startedAtMs / 1000), job.endpoint.pk);
      }
      if (decision.kind === 'disable_endpoint') {
        db.$client
          .query('UPDATE webhook_endpoints SET enabled = 0, disabled_reason = ?, updated_at = ? WHERE pk = ?')
          .run(decision.reason, nowSeconds, job.endpoint.pk);
      }
      return decision;
    });
    if (decision) this.deliveries.inc({ result: decision.kind });
    if (decision?.kind === 'retry') this.wakeAt(decision.at.getTime());
    if (decision?.kind === 'disable_endpoint') {
      this.deps.log({ level: 'warn', msg: 'webhook endpoint disabled', endpoint_pk: job.endpoint.pk, reason: decision.reason });
    }
  }
}

function errorKind(error: unknown): DeliveryErrorKind {
  const name = (error as Error)?.name;
  if (name === 'TimeoutError') return 'timeout';
  const code = String((error as { code?: unknown })?.code ?? '');
  const message = String((error as Error)?.message ?? '');
  if (/TLS|CERT|SSL/i.test(code) || /certificate|TLS|SSL/i.test(message)) return 'tls';
  return 'network';
}

function describeError(error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  const message = String((error as Error)?.message ?? error);
  return (code ? `${String(code)}: ${message}` : message).slice(0, 500);
}

/** The first `limit` bytes of the body as text; the rest is not read. */
async function readPrefix(response: Response, limit: number): Promise<string | null> {
  if (!response.body) return null;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    if (size >= limit) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
  const bytes = Buffer.concat(chunks).subarray(0, limit);
  return bytes.length === 0 ? null : new TextDecoder().decode(bytes);
}
