// The webhook dispatcher: claims due outbox rows with a lease, delivers them outside any
// transaction, records every attempt and asks the retry policy what comes next.
//
// - Started by `catchd serve` only (createApp starts no timers). It wakes as soon as a
//   transaction queued deliveries (outbox signal) and polls for due retries.
// - A lease (lease_until_ms) marks a delivery as taken; a crashed process's leases expire and
//   the delivery is attempted again with the same webhook-id (at-least-once).
// - At most `maxInFlight` attempts overall and `maxPerEndpoint` per endpoint: one slow
//   receiver never holds up the others.
// - Claims and records are short transactions of a fixed number of statements; fetch runs
//   between them, never inside one. Attempts are only ever inserted (append-only).
import type { Sql, Store } from '../../../db/store';
import type { Counter, MetricsRegistry } from '../../../lib/metrics';
import type { Role } from '../../../identity/scopes';
import { presentEvent, pruneEvents, type StoredEvent } from '../service';
import { onDeliveriesQueued } from './outbox';
import {
  decideNextAttempt,
  parseRetryAfter,
  type AttemptOutcome,
  type DeliveryErrorKind,
  type NextAttemptDecision,
} from '../../../lib/retry-policy';
import { signingSecrets } from './service';
import { buildDeliveryHeaders } from './signing';
import { checkWebhookUrl, pinnedRequest } from './ssrf';
import type { Resolver, WebhookFetch } from '../../../app-deps';
import { settlesWithin } from '../../../lib/settles-within';

export interface DispatcherDeps {
  db: Store;
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
const responseBodyLimit = 1024;
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
  endpoint_pk: number;
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
  /** The last claim queued: claims run one at a time, so the concurrency limits hold. */
  private claims: Promise<number> = Promise.resolve(0);
  /** A wake-up's claim is queued and has not started yet: later wake-ups join it. */
  private wakeQueued = false;
  private pruning: Promise<void> = Promise.resolve();
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
    if (this.stopping || this.wakeQueued) return;
    this.wakeQueued = true;
    void this.pump();
  }

  /**
   * Claims due deliveries up to the concurrency limits and starts them, after any claim
   * already queued. Resolves to how many started; never rejects.
   */
  pump(): Promise<number> {
    const claimed = this.claims.then(async () => {
      this.wakeQueued = false;
      if (this.stopping) return 0;
      const free = this.maxInFlight - this.inFlight.size;
      if (free <= 0) return 0;
      try {
        const jobs = await this.claim(free);
        for (const job of jobs) this.launch(job);
        return jobs.length;
      } catch (error) {
        this.deps.log({ level: 'error', msg: 'webhook claim failed', error: String(error) });
        return 0;
      }
    });
    this.claims = claimed;
    return claimed;
  }

  /** Delivers everything due now, including follow-ups that become due meanwhile (tests). */
  async drain(): Promise<void> {
    for (;;) {
      await this.pump();
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
    // A claim under way starts its attempts before they are waited for; pruning finishes.
    await Promise.all([this.claims, this.pruning]);
    const all = Promise.allSettled([...this.inFlight.values()].map((f) => f.promise));
    if (await settlesWithin(all, deadlineMs)) return;
    const abandoned = [...this.inFlight.keys()];
    for (const flight of this.inFlight.values()) flight.shutdown.abort();
    if (abandoned.length > 0) {
      await this.deps.db.run(
        `UPDATE webhook_deliveries SET lease_until_ms = NULL WHERE pk IN (${abandoned.map(() => '?').join(', ')})`,
        ...abandoned,
      );
    }
    await all;
  }

  /** Once started, wakes at `atMs` if that comes before the next poll and any earlier wake-up. */
  private wakeAt(atMs: number): void {
    if (!this.poller || this.stopping) return;
    const delay = atMs - this.deps.nowMs();
    if (delay >= (this.deps.pollMs ?? 1000) || (this.retryTimer && this.retryTimer.at <= atMs)) return;
    if (this.retryTimer) clearTimeout(this.retryTimer.handle);
    const handle = setTimeout(
      () => {
        this.retryTimer = null;
        this.wake();
      },
      Math.max(0, delay),
    );
    this.retryTimer = { at: atMs, handle };
  }

  private pruneIfDue(): void {
    const now = this.deps.nowMs();
    if (now - this.lastPruneMs < pruneEveryMs) return;
    this.lastPruneMs = now;
    this.pruning = this.pruning.then(async () => {
      try {
        const removed = await pruneEvents(this.deps.db, Math.floor(now / 1000) - this.deps.retentionDays * 86400);
        if (removed > 0) this.deps.log({ level: 'info', msg: 'pruned events', removed });
      } catch (error) {
        this.deps.log({ level: 'error', msg: 'event pruning failed', error: String(error) });
      }
    });
  }

  /**
   * One transaction of three statements: the endpoints with claimable deliveries, up to each
   * one's free slots of its earliest due deliveries, and the leases on those taken (endpoint
   * by endpoint, fairly, until `limit`).
   */
  private async claim(limit: number): Promise<Job[]> {
    const now = this.deps.nowMs();
    return this.deps.db.transaction(async (tx) => {
      const endpoints = await tx.all<EndpointClaimRow>(
        `SELECT e.pk, e.user_id, u.role, e.url, e.secret, e.previous_secret, e.previous_secret_expires_at
         FROM webhook_endpoints e JOIN users u ON u.id = e.user_id
         WHERE e.enabled = 1 AND EXISTS (SELECT 1 FROM webhook_deliveries d
           WHERE d.endpoint_pk = e.pk AND d.status = 'pending' AND d.next_attempt_at_ms <= ?1
             AND (d.lease_until_ms IS NULL OR d.lease_until_ms <= ?1))
         ORDER BY e.pk`,
        now,
      );
      if (endpoints.length === 0) return [];
      // Start where the previous claim stopped, so a busy endpoint cannot take every free slot.
      // Every endpoint listed has a claimable delivery: the first `limit` with a free slot suffice.
      const start = this.endpointCursor++ % endpoints.length;
      const asked: { endpoint: EndpointClaimRow; slots: number }[] = [];
      for (let i = 0; i < endpoints.length && asked.length < limit; i++) {
        const endpoint = endpoints[(start + i) % endpoints.length]!;
        const slots = Math.min(this.maxPerEndpoint - (this.perEndpoint.get(endpoint.pk) ?? 0), limit);
        if (slots > 0) asked.push({ endpoint, slots });
      }
      if (asked.length === 0) return [];
      const due = await pickDue(
        tx,
        now,
        asked.map(({ endpoint, slots }) => ({ endpointPk: endpoint.pk, slots })),
      );
      const jobs: Job[] = [];
      for (const { endpoint, slots } of asked) {
        for (const row of (due.get(endpoint.pk) ?? []).slice(0, Math.min(slots, limit - jobs.length))) {
          jobs.push({
            deliveryPk: row.pk,
            attemptNumber: row.attempt_count + 1,
            endpoint,
            event: {
              pk: row.event_pk,
              id: row.event_id,
              type: row.event_type,
              subject_user_id: row.subject_user_id,
              data: row.data,
              created_at: row.event_created_at,
            },
          });
        }
      }
      if (jobs.length > 0) {
        await tx.run(
          `UPDATE webhook_deliveries SET lease_until_ms = ? WHERE pk IN (${jobs.map(() => '?').join(', ')})`,
          now + this.leaseMs,
          ...jobs.map((job) => job.deliveryPk),
        );
      }
      return jobs;
    });
  }

  private launch(job: Job): void {
    this.perEndpoint.set(job.endpoint.pk, (this.perEndpoint.get(job.endpoint.pk) ?? 0) + 1);
    const shutdown = new AbortController();
    const promise = this.deliver(job, shutdown.signal)
      .catch((error: unknown) =>
        this.deps.log({ level: 'error', msg: 'webhook delivery crashed', error: String((error as Error)?.stack ?? error) }),
      )
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
    await this.record(job, result, startedAtMs, this.deps.nowMs() - startedAtMs);
  }

  /** One HTTP attempt to a freshly checked, pinned address. Never throws. */
  private async attempt(job: Job, shutdown: AbortSignal): Promise<AttemptResult> {
    const { endpoint, event } = job;
    const check = await checkWebhookUrl(endpoint.url, { allowPrivate: this.deps.allowPrivate, resolve: this.deps.resolve });
    if (!check.ok) return { outcome: { error: 'blocked_address' }, errorText: check.reason, responseBody: null };

    const body = JSON.stringify(presentEvent(event, { userId: endpoint.user_id, role: endpoint.role }));
    const now = new Date(this.deps.nowMs());
    const headers = buildDeliveryHeaders({
      msgId: event.id,
      timestamp: now,
      body,
      secrets: signingSecrets(endpoint, Math.floor(now.getTime() / 1000)),
    });
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
      return {
        outcome: { error: kind },
        errorText: kind === 'timeout' ? `No answer within ${this.deps.timeoutMs} ms.` : describeError(error),
        responseBody: null,
      };
    }
  }

  /** The attempt, the delivery's next state and the endpoint's failure streak, in one transaction. */
  private async record(job: Job, result: AttemptResult, startedAtMs: number, durationMs: number): Promise<void> {
    const decision = await this.deps.db.transaction(async (tx): Promise<NextAttemptDecision | null> => {
      // The endpoint (and so the delivery) may have been deleted while the attempt was under way.
      const endpoint = await tx.get<{ failing_since: number | null }>(
        'SELECT e.failing_since FROM webhook_deliveries d JOIN webhook_endpoints e ON e.pk = d.endpoint_pk WHERE d.pk = ?',
        job.deliveryPk,
      );
      if (!endpoint) return null;
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
      await tx.run(
        `INSERT INTO webhook_attempts (delivery_pk, attempt_number, started_at_ms, duration_ms, status_code, error, response_body)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
        job.deliveryPk,
        job.attemptNumber,
        startedAtMs,
        Math.max(0, Math.round(durationMs)),
        result.outcome.statusCode ?? null,
        result.errorText,
        result.responseBody,
      );
      const status = decision.kind === 'succeeded' ? 'succeeded' : decision.kind === 'retry' ? 'pending' : 'failed';
      await tx.run(
        'UPDATE webhook_deliveries SET status = ?, attempt_count = ?, next_attempt_at_ms = ?, lease_until_ms = NULL, updated_at = ? WHERE pk = ?',
        status,
        job.attemptNumber,
        decision.kind === 'retry' ? decision.at.getTime() : null,
        nowSeconds,
        job.deliveryPk,
      );
      await recordEndpointStreak(tx, job.endpoint.pk, decision, endpoint.failing_since, Math.floor(startedAtMs / 1000), nowSeconds);
      return decision;
    });
    if (decision) this.deliveries.inc({ result: decision.kind });
    if (decision?.kind === 'retry') this.wakeAt(decision.at.getTime());
    if (decision?.kind === 'disable_endpoint') {
      this.deps.log({ level: 'warn', msg: 'webhook endpoint disabled', endpoint_pk: job.endpoint.pk, reason: decision.reason });
    }
  }
}

/**
 * The earliest due, unleased deliveries of each endpoint, at most `slots` each, in one
 * statement (a UNION ALL of one indexed LIMIT query per endpoint), grouped by endpoint.
 */
async function pickDue(tx: Sql, nowMs: number, asked: { endpointPk: number; slots: number }[]): Promise<Map<number, DeliveryClaimRow[]>> {
  // ?1 is now; then an endpoint and its slots per member. With several instances (PostgreSQL)
  // each locks the rows it picks and skips those another instance is claiming at that moment.
  const members = asked.map(
    (_, i) => `SELECT * FROM (SELECT d.pk, d.endpoint_pk, d.attempt_count, d.next_attempt_at_ms, ev.pk AS event_pk, ev.id AS event_id,
         ev.type AS event_type, ev.subject_user_id, ev.data, ev.created_at AS event_created_at
       FROM webhook_deliveries d JOIN events ev ON ev.pk = d.event_pk
       WHERE d.endpoint_pk = ?${2 + 2 * i} AND d.status = 'pending' AND d.next_attempt_at_ms <= ?1
         AND (d.lease_until_ms IS NULL OR d.lease_until_ms <= ?1)
       ORDER BY d.next_attempt_at_ms, d.pk LIMIT ?${3 + 2 * i} ${tx.dialect.claimRows('d')}) due${i}`,
  );
  const rows = await tx.all<DeliveryClaimRow>(
    `${members.join(' UNION ALL ')} ORDER BY endpoint_pk, next_attempt_at_ms, pk`,
    nowMs,
    ...asked.flatMap(({ endpointPk, slots }) => [endpointPk, slots]),
  );
  const byEndpoint = new Map<number, DeliveryClaimRow[]>();
  for (const row of rows) {
    const list = byEndpoint.get(row.endpoint_pk);
    if (list) list.push(row);
    else byEndpoint.set(row.endpoint_pk, [row]);
  }
  return byEndpoint;
}

/**
 * After an attempt: a success ends the endpoint's failure streak, a failure starts one (if
 * none runs), and a `disable_endpoint` decision disables it, in one statement.
 */
async function recordEndpointStreak(
  tx: Sql,
  endpointPk: number,
  decision: NextAttemptDecision,
  failingSince: number | null,
  startedAt: number,
  nowSeconds: number,
): Promise<void> {
  if (decision.kind === 'succeeded') {
    if (failingSince !== null) await tx.run('UPDATE webhook_endpoints SET failing_since = NULL WHERE pk = ?', endpointPk);
  } else if (decision.kind === 'disable_endpoint') {
    await tx.run(
      'UPDATE webhook_endpoints SET failing_since = COALESCE(failing_since, ?), enabled = 0, disabled_reason = ?, updated_at = ? WHERE pk = ?',
      startedAt,
      decision.reason,
      nowSeconds,
      endpointPk,
    );
  } else {
    await tx.run('UPDATE webhook_endpoints SET failing_since = COALESCE(failing_since, ?) WHERE pk = ?', startedAt, endpointPk);
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
