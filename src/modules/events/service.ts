// Events: what changed, as third parties see it. Always written inside the transaction
// of the change itself (callers pass its `tx`), together with the outbox rows of the
// webhook endpoints subscribed to it, so none of them exists alone.
import type { Sql } from '../../db/store';
import { newId } from '../../lib/ids';
import { newestFirstPage, pagingErrors, type Page, type PageRequest } from '../../db/paging';
import { ValidationFailed } from '../../lib/problem';
import { readIsoTime, toIso } from '../../lib/time';
import { visibleEvidence, visibleLocation, type CatchLocation, type WitnessedEvidence } from '../../identity/catch-privacy';
import type { Viewer } from '../../identity/person';
import { enqueueForSubscribers, signalNotifiable, subscriberCountSql } from './webhooks/outbox';

export const eventTypes = [
  'catch.created',
  'catch.updated',
  'catch.deleted',
  'catch.verified',
  'leaderboard.updated',
  'competition.status_changed',
  'competition.standings_changed',
  'competition.finalized',
] as const;
export type EventType = (typeof eventTypes)[number];
/** The ping of POST /v1/webhooks/{id}/test: delivered to one endpoint, never listed. */
export const testEventType = 'webhook.test';

/**
 * Events for the club's own notifications alone: never listed by GET /v1/events, never
 * delivered to a webhook endpoint (not even one subscribed to "*"), so API.md §8 stays the
 * public list of event types.
 */
export const internalEventTypes = [
  'verification.requested',
  'verification.decided',
  'sign_up.requested',
  'developer_application.requested',
  'competition.protest_filed',
  'competition.overtaken',
  'club.digest',
] as const;
export type InternalEventType = (typeof internalEventTypes)[number];

/**
 * The types the in-app notifications are made from (notifications/notifier.ts): their rows
 * are written with notify_pending set, in the same statement, so a write pays nothing more.
 */
const notifyingTypes: ReadonlySet<string> = new Set<string>(['leaderboard.updated', 'competition.status_changed', ...internalEventTypes]);

export interface EventInput {
  type: EventType | InternalEventType | typeof testEventType;
  /** Owner of the catch in `object`: decides who sees exact coordinates. */
  subjectUserId: string | null;
  /** Set for a sandbox catch's event: only this person's credentials and webhook endpoints see it. */
  audienceUserId?: string | null;
  object: Record<string, unknown>;
  previous?: Record<string, unknown>;
}

interface EventRecord {
  pk: number;
  id: string;
  type: string;
  createdAt: number;
}

/** Inserts the event row; `returning` adds to its RETURNING pk. */
async function insertEventRow<Extra>(db: Sql, input: EventInput, now: number, returning = ''): Promise<EventRecord & Extra> {
  return (await insertEventRowOnce<Extra>(db, input, now, newId('evt'), returning, ''))!;
}

/** Inserts the event row with this `id`; undefined when `onConflict` kept one with that id. */
async function insertEventRowOnce<Extra>(
  db: Sql,
  input: EventInput,
  now: number,
  id: string,
  returning = '',
  onConflict = ' ON CONFLICT (id) DO NOTHING',
): Promise<(EventRecord & Extra) | undefined> {
  const data = input.previous ? { object: input.object, previous: input.previous } : { object: input.object };
  const row = await db.get<{ pk: number } & Extra>(
    `INSERT INTO events (id, type, subject_user_id, audience_user_id, data, created_at, notify_pending) VALUES (?, ?, ?, ?, ?, ?, ?)${onConflict} RETURNING pk${returning}`,
    id,
    input.type,
    input.subjectUserId,
    input.audienceUserId ?? null,
    JSON.stringify(data),
    now,
    notifyingTypes.has(input.type) && !input.audienceUserId ? 1 : null,
  );
  if (!row) return undefined;
  if (notifyingTypes.has(input.type)) signalNotifiable(db);
  return { ...row, id, type: input.type, createdAt: now };
}

/**
 * An event for the club's notifications alone (internalEventTypes), in the transaction of
 * the change: no webhook endpoint gets it.
 */
export async function recordInternalEvent(db: Sql, input: EventInput & { type: InternalEventType }, now: number): Promise<EventRecord>;
/** With its own `id`: once (null when an event of that id exists, whichever instance wrote it). */
export async function recordInternalEvent(
  db: Sql,
  input: EventInput & { type: InternalEventType },
  now: number,
  id: string,
): Promise<EventRecord | null>;
export async function recordInternalEvent(
  db: Sql,
  input: EventInput & { type: InternalEventType },
  now: number,
  id?: string,
): Promise<EventRecord | null> {
  if (id === undefined) return insertEvent(db, input, now);
  const row = await insertEventRowOnce(db, input, now, id);
  return row ? { pk: row.pk, id: row.id, type: row.type, createdAt: row.createdAt } : null;
}

/** The event row alone, without fan-out to webhook endpoints. */
export async function insertEvent(db: Sql, input: EventInput, now: number): Promise<EventRecord> {
  const { pk, id, type, createdAt } = await insertEventRow(db, input, now);
  return { pk, id, type, createdAt };
}

/**
 * The event and one outbox row per enabled endpoint subscribed to its type. The insert also
 * counts the subscribers: without any, that one statement is all.
 */
export async function recordEvent(db: Sql, input: EventInput & { type: EventType }, now: number): Promise<EventRecord> {
  if (input.audienceUserId) {
    const event = await insertEvent(db, input, now);
    await enqueueForSubscribers(db, event.pk, event.type, now, input.audienceUserId);
    return event;
  }
  const { subscribers, ...event } = await insertEventRow<{ subscribers: number }>(
    db,
    input,
    now,
    `, ${subscriberCountSql(input.type)} AS subscribers`,
  );
  if (subscribers > 0) await enqueueForSubscribers(db, event.pk, event.type, now);
  return event;
}

// ---------------------------------------------------------------- reads

export interface StoredEvent {
  pk: number;
  id: string;
  type: string;
  subject_user_id: string | null;
  data: string;
  created_at: number;
}

export interface EventView {
  id: string;
  type: string;
  created_at: string;
  data: { object: Record<string, unknown>; previous?: Record<string, unknown> };
}

type EventObject = Record<string, unknown> & { location?: CatchLocation; verification?: { evidence: WitnessedEvidence } | null };

/** A catch inside an event as `viewer` may see it: its location and its verification's witness (privacy.ts). */
function visibleObject(object: EventObject | undefined, viewer: Viewer, subjectUserId: string | null): EventObject | undefined {
  if (!object || subjectUserId === null) return object;
  const shown = { ...object };
  if (object.location) shown.location = visibleLocation(object.location, viewer, subjectUserId);
  if (object.verification)
    shown.verification = { ...object.verification, evidence: visibleEvidence(object.verification.evidence, viewer, subjectUserId) };
  return shown;
}

/** The event as `viewer` may see it: the catch privacy rule applies to `object` and `previous`. */
export function presentEvent(row: StoredEvent, viewer: Viewer): EventView {
  const stored = JSON.parse(row.data) as { object: EventObject; previous?: EventObject };
  const data: EventView['data'] = { object: visibleObject(stored.object, viewer, row.subject_user_id)! };
  if (stored.previous) data.previous = visibleObject(stored.previous, viewer, row.subject_user_id);
  return { id: row.id, type: row.type, created_at: toIso(row.created_at), data };
}

export interface EventListQuery extends PageRequest {
  type?: string;
  created_after?: string;
}

/** Newest first; `after` is a keyset cursor (the id of the last event of the previous page). */
export async function listEvents(db: Sql, viewer: Viewer, query: EventListQuery): Promise<Page<EventView>> {
  const errors = pagingErrors(query);
  // A sandbox catch's events are its developer's alone.
  const hidden = [testEventType, ...internalEventTypes];
  const where: string[] = [`type NOT IN (${hidden.map(() => '?').join(', ')})`, '(audience_user_id IS NULL OR audience_user_id = ?)'];
  const params: (string | number)[] = [...hidden, viewer.userId];
  if (query.type !== undefined) {
    const types = query.type.split(',').map((t) => t.trim());
    const unknown = types.filter((t) => !(eventTypes as readonly string[]).includes(t));
    if (unknown.length > 0)
      errors.push({ field: 'type', message: `unknown event type ${unknown.join(', ')}; one of ${eventTypes.join(', ')}` });
    where.push(`type IN (${types.map(() => '?').join(', ')})`);
    params.push(...types);
  }
  if (query.created_after !== undefined) {
    const reading = readIsoTime(query.created_after);
    if ('problem' in reading) errors.push({ field: 'created_after', message: reading.problem });
    where.push('created_at > ?');
    params.push('seconds' in reading ? reading.seconds : 0);
  }
  let cursorPk: number | null = null;
  if (query.after !== undefined) {
    cursorPk = (await db.get<{ pk: number }>('SELECT pk FROM events WHERE id = ?', query.after))?.pk ?? null;
    if (cursorPk === null) errors.push({ field: 'after', message: 'is not the id of an existing event' });
  }
  if (errors.length > 0) throw new ValidationFailed(errors);
  const result = await newestFirstPage<StoredEvent>(db, {
    ...query,
    select: 'SELECT pk, id, type, subject_user_id, data, created_at FROM events',
    from: 'FROM events',
    pk: 'pk',
    where,
    params,
    cursorPk,
  });
  return { ...result, data: result.data.map((row) => presentEvent(row, viewer)) };
}

/** Deletes events created before `before` (unix seconds), with their deliveries and attempts. */
export async function pruneEvents(db: Sql, before: number): Promise<number> {
  return db.run('DELETE FROM events WHERE created_at < ?', before);
}
