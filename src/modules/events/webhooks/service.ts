// Webhook endpoints and their deliveries, as their owner manages them. Plain functions of
// (db, input, now); the URL check (DNS) runs before, outside any transaction.
import type { Sql } from '../../../db/store';
import { isId, newId } from '../../../lib/ids';
import { newestFirstPage, pagingErrors, type Page, type PageRequest } from '../../../db/paging';
import { Conflict, HttpError, NotFound, ValidationFailed } from '../../../lib/problem';
import type { RandomBytes } from '../../../lib/secrets';
import { toIso } from '../../../lib/time';
import { insertEvent, testEventType } from '../service';
import { enqueueDelivery, signalDeliveriesQueued } from './outbox';
import { generateWebhookSecret } from './signing';
import { checkWebhookUrl } from './ssrf';
import type { Resolver } from '../../../app-deps';

/** How long a rotated-out secret still signs deliveries (receivers switch over meanwhile). */
const previousSecretGraceSeconds = 24 * 3600;
/** Endpoints per user: a bound like every other collection a client can grow. */
const maxEndpointsPerUser = 50;

/** Nothing is delivered to a disabled endpoint until its owner enables it again. */
class EndpointDisabled extends Conflict {
  constructor() {
    super('The endpoint is disabled; enable it with PATCH {"enabled": true} first.', 'endpoint_disabled');
  }
}

interface EndpointRow {
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

interface UrlCheckDeps {
  allowPrivate: boolean;
  resolve: Resolver;
}

/** The SSRF guard at registration: a refused URL is a 422 on `url`. */
export async function assertDeliverableUrl(url: string, deps: UrlCheckDeps): Promise<void> {
  const result = await checkWebhookUrl(url, deps);
  if (!result.ok) throw new ValidationFailed([{ field: 'url', message: result.reason }]);
}

/** The caller's endpoint; someone else's answers 404 like a missing one. */
export async function ownedEndpoint(db: Sql, userId: string, id: string): Promise<EndpointRow> {
  const row = isId('wh', id)
    ? await db.get<EndpointRow>('SELECT * FROM webhook_endpoints WHERE id = ? AND user_id = ?', id, userId)
    : undefined;
  if (!row) throw new NotFound('The webhook endpoint');
  return row;
}

export async function listEndpoints(db: Sql, userId: string): Promise<EndpointRow[]> {
  return db.all<EndpointRow>('SELECT * FROM webhook_endpoints WHERE user_id = ? ORDER BY pk DESC', userId);
}

interface EndpointInput {
  url: string;
  events: string[];
  description?: string | null;
}

export async function createEndpoint(
  db: Sql,
  userId: string,
  input: EndpointInput,
  now: number,
  randomBytes: RandomBytes,
): Promise<{ row: EndpointRow; secret: string }> {
  const secret = generateWebhookSecret(randomBytes);
  return db.transaction(async (tx) => {
    const { n } = (await tx.get<{ n: number }>('SELECT COUNT(*) AS n FROM webhook_endpoints WHERE user_id = ?', userId))!;
    if (n >= maxEndpointsPerUser)
      throw new HttpError(422, 'limit_reached', `A user has at most ${maxEndpointsPerUser} webhook endpoints; delete one first.`);
    const row = (await tx.get<EndpointRow>(
      `INSERT INTO webhook_endpoints (id, user_id, url, events, description, secret, enabled, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?) RETURNING *`,
      newId('wh'),
      userId,
      input.url,
      JSON.stringify(input.events),
      input.description ?? null,
      secret,
      now,
      now,
    ))!;
    return { row, secret };
  });
}

interface EndpointChanges {
  url?: string;
  events?: string[];
  description?: string | null;
  enabled?: boolean;
}

/** Enabling (again) clears the reason and the failure streak; pending deliveries resume. */
export async function updateEndpoint(db: Sql, userId: string, id: string, changes: EndpointChanges, now: number): Promise<EndpointRow> {
  const row = await db.transaction(async (tx) => {
    const current = await ownedEndpoint(tx, userId, id);
    const set: Record<string, string | number | null> = { updated_at: now };
    if (changes.url !== undefined) set.url = changes.url;
    if (changes.events !== undefined) set.events = JSON.stringify(changes.events);
    if (changes.description !== undefined) set.description = changes.description;
    if (changes.enabled === true && current.enabled === 0) Object.assign(set, { enabled: 1, disabled_reason: null, failing_since: null });
    if (changes.enabled === false && current.enabled === 1) Object.assign(set, { enabled: 0, disabled_reason: 'Disabled by its owner.' });
    const keys = Object.keys(set);
    const updated = await tx.get<EndpointRow>(
      `UPDATE webhook_endpoints SET ${keys.map((k) => `${k} = ?`).join(', ')} WHERE pk = ? RETURNING *`,
      ...keys.map((k) => set[k]!),
      current.pk,
    );
    return updated!;
  });
  if (changes.enabled === true) signalDeliveriesQueued(db);
  return row;
}

export async function deleteEndpoint(db: Sql, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await ownedEndpoint(tx, userId, id);
    await tx.run('DELETE FROM webhook_endpoints WHERE pk = ?', current.pk);
  });
}

/** A new secret; the old one keeps signing (a second signature) for 24 hours. */
export async function rotateSecret(
  db: Sql,
  userId: string,
  id: string,
  now: number,
  randomBytes: RandomBytes,
): Promise<{ row: EndpointRow; secret: string }> {
  const secret = generateWebhookSecret(randomBytes);
  return db.transaction(async (tx) => {
    const current = await ownedEndpoint(tx, userId, id);
    const row = (await tx.get<EndpointRow>(
      'UPDATE webhook_endpoints SET secret = ?, previous_secret = ?, previous_secret_expires_at = ?, updated_at = ? WHERE pk = ? RETURNING *',
      secret,
      current.secret,
      now + previousSecretGraceSeconds,
      now,
      current.pk,
    ))!;
    return { row, secret };
  });
}

/** The secrets a delivery made at `now` is signed with: the current one, and a rotated-out one still in its grace period. */
export function signingSecrets(row: Pick<EndpointRow, 'secret' | 'previous_secret' | 'previous_secret_expires_at'>, now: number): string[] {
  const previousValid = row.previous_secret !== null && row.previous_secret_expires_at !== null && row.previous_secret_expires_at > now;
  return previousValid ? [row.secret, row.previous_secret!] : [row.secret];
}

// ---------------------------------------------------------------- deliveries

export const deliveryStatuses = ['pending', 'succeeded', 'failed'] as const;

interface DeliveryRow {
  pk: number;
  id: string;
  event_id: string;
  event_type: string;
  status: (typeof deliveryStatuses)[number];
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

interface AttemptView {
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

/** The deliveries with their attempts (one statement for all of them). */
async function presentDeliveries(db: Sql, rows: DeliveryRow[]): Promise<DeliveryView[]> {
  const attempts = new Map<number, AttemptView[]>();
  if (rows.length > 0) {
    const found = await db.all<AttemptRow>(
      `SELECT * FROM webhook_attempts WHERE delivery_pk IN (${rows.map(() => '?').join(', ')}) ORDER BY delivery_pk, attempt_number, pk`,
      ...rows.map((r) => r.pk),
    );
    for (const a of found) {
      const list = attempts.get(a.delivery_pk) ?? [];
      list.push({
        at: toIso(Math.floor(a.started_at_ms / 1000)),
        status_code: a.status_code,
        duration_ms: a.duration_ms,
        error: a.error,
        response_body: a.response_body,
      });
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
export async function listDeliveries(db: Sql, userId: string, endpointId: string, query: DeliveryListQuery): Promise<Page<DeliveryView>> {
  const endpoint = await ownedEndpoint(db, userId, endpointId);
  const errors = pagingErrors(query);
  const where = ['d.endpoint_pk = ?'];
  const params: (string | number)[] = [endpoint.pk];
  if (query.status !== undefined) {
    where.push('d.status = ?');
    params.push(query.status);
  }
  let cursorPk: number | null = null;
  if (query.after !== undefined) {
    const cursor = await db.get<{ pk: number }>(
      'SELECT pk FROM webhook_deliveries WHERE id = ? AND endpoint_pk = ?',
      query.after,
      endpoint.pk,
    );
    cursorPk = cursor?.pk ?? null;
    if (cursorPk === null) errors.push({ field: 'after', message: 'is not the id of a delivery of this endpoint' });
  }
  if (errors.length > 0) throw new ValidationFailed(errors);
  const result = await newestFirstPage<DeliveryRow>(db, {
    ...query,
    select: selectDelivery,
    from: 'FROM webhook_deliveries d',
    pk: 'd.pk',
    where,
    params,
    cursorPk,
  });
  return { ...result, data: await presentDeliveries(db, result.data) };
}

/** A delivery of `endpoint`; any other id answers 404. */
async function deliveryOf(db: Sql, endpoint: EndpointRow, deliveryId: string): Promise<DeliveryRow> {
  const row = isId('dlv', deliveryId)
    ? await db.get<DeliveryRow>(`${selectDelivery} WHERE d.id = ? AND d.endpoint_pk = ?`, deliveryId, endpoint.pk)
    : undefined;
  if (!row) throw new NotFound('The delivery');
  return row;
}

export async function findDelivery(db: Sql, userId: string, endpointId: string, deliveryId: string): Promise<DeliveryView> {
  const endpoint = await ownedEndpoint(db, userId, endpointId);
  const [view] = await presentDeliveries(db, [await deliveryOf(db, endpoint, deliveryId)]);
  return view!;
}

/**
 * Queues one more attempt now, whatever the delivery's status; the webhook-id stays the
 * event id. An attempt that is under way right now is a 409: wait for its outcome.
 */
export async function retryDelivery(db: Sql, userId: string, endpointId: string, deliveryId: string, nowMs: number): Promise<DeliveryView> {
  const view = await db.transaction(async (tx) => {
    const endpoint = await ownedEndpoint(tx, userId, endpointId);
    const row = await deliveryOf(tx, endpoint, deliveryId);
    if (endpoint.enabled === 0) throw new EndpointDisabled();
    if (row.lease_until_ms !== null && row.lease_until_ms > nowMs)
      throw new Conflict('An attempt of this delivery is under way; retry once it has finished.');
    await tx.run(
      `UPDATE webhook_deliveries SET status = 'pending', next_attempt_at_ms = ?, lease_until_ms = NULL, updated_at = ? WHERE pk = ?`,
      nowMs,
      Math.floor(nowMs / 1000),
      row.pk,
    );
    const [current] = await presentDeliveries(tx, [row]);
    return { ...current!, status: 'pending' as const, next_attempt_at: toIso(Math.ceil(nowMs / 1000)) };
  });
  signalDeliveriesQueued(db);
  return view;
}

/** A `webhook.test` event delivered to this endpoint only. */
export async function sendTestEvent(db: Sql, userId: string, endpointId: string, now: number): Promise<DeliveryView> {
  const view = await db.transaction(async (tx) => {
    const endpoint = await ownedEndpoint(tx, userId, endpointId);
    if (endpoint.enabled === 0) throw new EndpointDisabled();
    const event = await insertEvent(
      tx,
      {
        type: testEventType,
        subjectUserId: userId,
        object: { object: 'webhook_endpoint', id: endpoint.id, url: endpoint.url, message: 'A test event from catchd.' },
      },
      now,
    );
    const deliveryId = await enqueueDelivery(tx, endpoint.pk, event.pk, now);
    const [delivery] = await presentDeliveries(tx, [await deliveryOf(tx, endpoint, deliveryId)]);
    return delivery!;
  });
  signalDeliveriesQueued(db);
  return view;
}
