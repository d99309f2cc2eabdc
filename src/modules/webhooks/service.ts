// Webhook endpoints and their deliveries, as their owner manages them. Plain functions of
// (db, input, now); the URL check (DNS, so async) runs before, outside any transaction.
import type { Db } from '../../db/client';
import { writeTransaction } from '../../db/client';
import { isId, newId } from '../../lib/ids';
import { newestFirstPage, pagingErrors, type Page, type PageRequest } from '../../db/paging';
import { Conflict, HttpError, NotFound, ValidationFailed } from '../../lib/problem';
import type { RandomBytes } from '../../lib/secrets';
import { toIso } from '../../lib/time';
import { insertEvent, testEventType } from '../events/service';
import { enqueueDelivery, signalDeliveriesQueued } from './outbox';
import { generateWebhookSecret } from './signing';
import { checkWebhookUrl, type Resolver } from './ssrf';

/** How long a rotated-out secret still signs deliveries (receivers switch over meanwhile). */
export const previousSecretGraceSeconds = 24 * 3600;
/** Endpoints per user: a bound like every other collection a client can grow. */
export const maxEndpointsPerUser = 50;

/** Nothing is delivered to a disabled endpoint until its owner enables it again. */
export class EndpointDisabled extends Conflict {
  constructor() {
    super('The endpoint is disabled; enable it with PATCH {"enabled": true} first.', 'endpoint_disabled');
  }
}

export interface EndpointRow {
  pk: number;
  id: string;
  user_id: string;
  url: string;
  events: string;
  description: string | null;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: number | null;
  enabled: number;
  disabled_reason: string | null;
  failing_since: number | null;
  created_at: number;
  updated_at: number;
}

export interface EndpointView {
  id: string;
  object: 'webhook_endpoint';
  url: string;
  events: string[];
  description: string | null;
  enabled: boolean;
  disabled_reason: string | null;
  failing_since: string | null;
  previous_secret_expires_at: string | null;
  created_at: string;
  updated_at: string;
}

const isoOrNull = (seconds: number | null): string | null => (seconds === null ? null : toIso(seconds));

export function presentEndpoint(row: EndpointRow): EndpointView {
  return {
    id: row.id,
    object: 'webhook_endpoint',
    url: row.url,
    events: JSON.parse(row.events) as string[],
    description: row.description,
    enabled: row.enabled === 1,
    disabled_reason: row.disabled_reason,
    failing_since: isoOrNull(row.failing_since),
    previous_secret_expires_at: isoOrNull(row.previous_secret_expires_at),
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

export interface UrlCheckDeps {
  allowPrivate: boolean;
  resolve: Resolver;
}

/** The SSRF guard at registration: a refused URL is a 422 on `url`. */
export async function assertDeliverableUrl(url: string, deps: UrlCheckDeps): Promise<void> {
  const result = await checkWebhookUrl(url, deps);
  if (!result.ok) throw new ValidationFailed([{ field: 'url', message: result.reason }]);
}

function findEndpoint(db: Db, userId: string, id: string): EndpointRow | null {
  if (!isId('wh', id)) return null;
  return db.$client.query<EndpointRow, [string, string]>('SELECT * FROM webhook_endpoints WHERE id = ? AND user_id = ?').get(id, userId);
}

/** The caller's endpoint; someone else's answers 404 like a missing one. */
export function ownedEndpoint(db: Db, userId: string, id: string): EndpointRow {
  const row = findEndpoint(db, userId, id);
  if (!row) throw new NotFound('The webhook endpoint');
  return row;
}

export function listEndpoints(db: Db, userId: string): EndpointRow[] {
  return db.$client.query<EndpointRow, [string]>('SELECT * FROM webhook_endpoints WHERE user_id = ? ORDER BY pk DESC').all(userId);
}

export interface EndpointInput {
  url: string;
  events: string[];
  description?: string | null;
}

export function createEndpoint(db: Db, userId: string, input: EndpointInput, now: number, randomBytes: RandomBytes): { row: EndpointRow; secret: string } {
  const secret = generateWebhookSecret(randomBytes);
  return writeTransaction(db, () => {
    const count = db.$client.query<{ n: number }, [string]>('SELECT COUNT(*) AS n FROM webhook_endpoints WHERE user_id = ?').get(userId)!.n;
    if (count >= maxEndpointsPerUser)
      throw new HttpError(422, 'limit_reached', `A user has at most ${maxEndpointsPerUser} webhook endpoints; delete one first.`);
    const row = db.$client
      .query<EndpointRow, [string, string, string, string, string | null, string, number, number]>(
        `INSERT INTO webhook_endpoints (id, user_id, url, events, description, secret, enabled, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?) RETURNING *`,
      )
      .get(newId('wh'), userId, input.url, JSON.stringify(input.events), input.description ?? null, secret, now, now)!;
    return { row, secret };
  });
}

export interface EndpointChanges {
  url?: string;
  events?: string[];
  description?: string | null;
  enabled?: boolean;
}

/** Enabling (again) clears the reason and the failure streak; pending deliveries resume. */
export function updateEndpoint(db: Db, userId: string, id: string, changes: EndpointChanges, now: number): EndpointRow {
  const row = writeTransaction(db, () => {
    const current = ownedEndpoint(db, userId, id);
    const set: Record<string, string | number | null> = { updated_at: now };
    if (changes.url !== undefined) set.url = changes.url;
    if (changes.events !== undefined) set.events = JSON.stringify(changes.events);
    if (changes.description !== undefined) set.description = changes.description;
    if (changes.enabled === true && current.enabled === 0) Object.assign(set, { enabled: 1, disabled_reason: null, failing_since: null });
    if (changes.enabled === false && current.enabled === 1) Object.assign(set, { enabled: 0, disabled_reason: 'Disabled by its owner.' });
    const keys = Object.keys(set);
    return db.$client
      .query<EndpointRow, (string | number | null)[]>(`UPDATE webhook_endpoints SET ${keys.map((k) => `${k} = ?`).join(', ')} WHERE pk = ? RETURNING *`)
      .get(...keys.map((k) => set[k]!), current.pk)!;
  });
  if (changes.enabled === true) signalDeliveriesQueued(db);
  return row;
}

export function deleteEndpoint(db: Db, userId: string, id: string): void {
  writeTransaction(db, () => {
    const current = ownedEndpoint(db, userId, id);
    db.$client.query('DELETE FROM webhook_endpoints WHERE pk = ?').run(current.pk);
  });
}

/** A new secret; the old one keeps signing (a second signature) for 24 hours. */
export function rotateSecret(db: Db, userId: string, id: string, now: number, randomBytes: RandomBytes): { row: EndpointRow; secret: string } {
  const secret = generateWebhookSecret(randomBytes);
  return writeTransaction(db, () => {
    const current = ownedEndpoint(db, userId, id);
    const row = db.$client
      .query<EndpointRow, [string, string, number, number, number]>(
        `UPDATE webhook_endpoints SET secret = ?, previous_secret = ?, previous_secret_expires_at = ?, updated_at = ? WHERE pk = ? RETURNING *`,
      )
      .get(secret, current.secret, now + previousSecretGraceSeconds, now, current.pk)!;
    return { row, secret };
  });
}

/** The secrets a delivery made at `now` is signed with: the current one, and a rotated-out one still in its grace period. */
export function signingSecrets(row: Pick<EndpointRow, 'secret' | 'previous_secret' | 'previous_secret_expires_at'>, now: number): string[] {
  const previousValid = row.previous_secret !== null && row.previous_secret_expires_at !== null && row.previous_secret_expires_at > now;
  return previousValid ? [row.secret, row.previous_secret!] : [row.secret];
}

// ---------------------------------------------------------------- deliveries

export interface DeliveryRow {
  pk: number;
  id: string;
  event_id: string;
  event_type: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempt_count: number;
  next_attempt_at_ms: number | null;
  lease_until_ms: number | null;
  created_at: number;
  updated_at: number;
}

interface AttemptRow {
  delivery_pk: number;
  attempt_number: number;
  started_at_ms: number;
  duration_ms: number;
  status_code: number | null;
  error: string | null;
  response_body: string | null;
}

export interface AttemptView {
  at: string;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  response_body: string | null;
}

export interface DeliveryView {
  id: string;
  object: 'webhook_delivery';
  event_id: string;
  event_type: string;
  status: DeliveryRow['status'];
  attempts: AttemptView[];
  next_attempt_at: string | null;
  created_at: string;
}

const selectDelivery = `SELECT d.pk, d.id, ev.id AS event_id, ev.type AS event_type, d.status, d.attempt_count,
  d.next_attempt_at_ms, d.lease_until_ms, d.created_at, d.updated_at
  FROM webhook_deliveries d JOIN events ev ON ev.pk = d.event_pk`;

function presentDeliveries(db: Db, rows: DeliveryRow[]): DeliveryView[] {
  const attempts = new Map<number, AttemptView[]>();
  if (rows.length > 0) {
    const found = db.$client
      .query<AttemptRow, number[]>(
        `SELECT * FROM webhook_attempts WHERE delivery_pk IN (${rows.map(() => '?').join(', ')}) ORDER BY delivery_pk, attempt_number, pk`,
      )
      .all(...rows.map((r) => r.pk));
    for (const a of found) {
      const list = attempts.get(a.delivery_pk) ?? [];
      list.push({ at: toIso(Math.floor(a.started_at_ms / 1000)), status_code: a.status_code, duration_ms: a.duration_ms, error: a.error, response_body: a.response_body });
      attempts.set(a.delivery_pk, list);
    }
  }
  return rows.map((row) => ({
    id: row.id,
    object: 'webhook_delivery',
    event_id: row.event_id,
    event_type: row.event_type,
    status: row.status,
    attempts: attempts.get(row.pk) ?? [],
    next_attempt_at: row.status === 'pending' && row.next_attempt_at_ms !== null ? toIso(Math.ceil(row.next_attempt_at_ms / 1000)) : null,
    created_at: toIso(row.created_at),
  }));
}

export interface DeliveryListQuery extends PageRequest {
  status?: DeliveryRow['status'];
}

/** An endpoint's deliveries, newest first. */
export function listDeliveries(db: Db, userId: string, endpointId: string, query: DeliveryListQuery): Page<DeliveryView> {
  const endpoint = ownedEndpoint(db, userId, endpointId);
  const errors = pagingErrors(query);
  const where = ['d.endpoint_pk = ?'];
  const params: (string | number)[] = [endpoint.pk];
  if (query.status !== undefined) {
    where.push('d.status = ?');
    params.push(query.status);
  }
  let cursorPk: number | null = null;
  if (query.after !== undefined) {
    cursorPk = db.$client.query<{ pk: number }, [string, number]>('SELECT pk FROM webhook_deliveries WHERE id = ? AND endpoint_pk = ?').get(query.after, endpoint.pk)?.pk ?? null;
    if (cursorPk === null) errors.push({ field: 'after', message: 'is not the id of a delivery of this endpoint' });
  }
  if (errors.length > 0) throw new ValidationFailed(errors);
  const result = newestFirstPage<DeliveryRow>(db, { ...query, select: selectDelivery, from: 'FROM webhook_deliveries d', pk: 'd.pk', where, params, cursorPk });
  return { ...result, data: presentDeliveries(db, result.data) };
}

export function findDelivery(db: Db, userId: string, endpointId: string, deliveryId: string): DeliveryView {
  const endpoint = ownedEndpoint(db, userId, endpointId);
  const row = isId('dlv', deliveryId)
    ? db.$client.query<DeliveryRow, [string, number]>(`${selectDelivery} WHERE d.id = ? AND d.endpoint_pk = ?`).get(deliveryId, endpoint.pk)
    : null;
  if (!row) throw new NotFound('The delivery');
  return presentDeliveries(db, [row])[0]!;
}

/**
 * Queues one more attempt now, whatever the delivery's status; the webhook-id stays the
 * event id. An attempt that is under way right now is a 409: wait for its outcome.
 */
export function retryDelivery(db: Db, userId: string, endpointId: string, deliveryId: string, nowMs: number): DeliveryView {
  const view = writeTransaction(db, () => {
    const current = findDelivery(db, userId, endpointId, deliveryId);
    if (ownedEndpoint(db, userId, endpointId).enabled === 0) throw new EndpointDisabled();
    const leased = db.$client.query<{ lease_until_ms: number | null }, [string]>('SELECT lease_until_ms FROM webhook_deliveries WHERE id = ?').get(deliveryId)!;
    if (leased.lease_until_ms !== null && leased.lease_until_ms > nowMs) throw new Conflict('An attempt of this delivery is under way; retry once it has finished.');
    db.$client
      .query(`UPDATE webhook_deliveries SET status = 'pending', next_attempt_at_ms = ?, lease_until_ms = NULL, updated_at = ? WHERE id = ?`)
      .run(nowMs, Math.floor(nowMs / 1000), deliveryId);
    return { ...current, status: 'pending' as const, next_attempt_at: toIso(Math.ceil(nowMs / 1000)) };
  });
  signalDeliveriesQueued(db);
  return view;
}

/** A `webhook.test` event delivered to this endpoint only. */
export function sendTestEvent(db: Db, userId: string, endpointId: string, now: number): DeliveryView {
  const view = writeTransaction(db, () => {
    const endpoint = ownedEndpoint(db, userId, endpointId);
    if (endpoint.enabled === 0) throw new EndpointDisabled();
    const event = insertEvent(
      db,
      { type: testEventType, subjectUserId: userId, object: { object: 'webhook_endpoint', id: endpoint.id, url: endpoint.url, message: 'A test event from catchd.' } },
      now,
    );
    const deliveryId = enqueueDelivery(db, endpoint.pk, event.pk, now);
    return findDelivery(db, userId, endpointId, deliveryId);
  });
  signalDeliveriesQueued(db);
  return view;
}
