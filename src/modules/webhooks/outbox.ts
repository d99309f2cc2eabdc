// The outbox: delivery rows are written in the same transaction as the change that caused
// them, and an in-process signal wakes the dispatcher once that transaction has returned, so
// a first attempt never waits for the next poll.
import type { Db } from '../../db/client';
import { newId } from '../../lib/ids';

const listeners = new WeakMap<Db, Set<() => void>>();

/** Calls `listener` after each transaction that queued deliveries on `db`. Returns an unsubscribe. */
export function onDeliveriesQueued(db: Db, listener: () => void): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * Wakes the listeners of `db`. Called from inside a synchronous write transaction: the
 * microtask runs only once the whole synchronous call stack (and so the COMMIT) is done.
 * After a rollback the dispatcher merely finds nothing new.
 */
export function signalDeliveriesQueued(db: Db): void {
  const set = listeners.get(db);
  if (!set || set.size === 0) return;
  queueMicrotask(() => {
    for (const listener of set) listener();
  });
}

/** One pending delivery of an event to an endpoint, due at once. */
export function enqueueDelivery(db: Db, endpointPk: number, eventPk: number, now: number): string {
  const id = newId('dlv');
  db.$client
    .query(
      `INSERT INTO webhook_deliveries (id, endpoint_pk, event_pk, status, attempt_count, next_attempt_at_ms, created_at, updated_at)
       VALUES (?, ?, ?, 'pending', 0, ?, ?, ?)`,
    )
    .run(id, endpointPk, eventPk, now * 1000, now, now);
  return id;
}

/** A delivery for every enabled endpoint subscribed to `type` (or to "*"). Returns how many. */
export function enqueueForSubscribers(db: Db, eventPk: number, type: string, now: number): number {
  const endpoints = db.$client
    .query<{ pk: number }, [string]>(
      `SELECT e.pk FROM webhook_endpoints e
       WHERE e.enabled = 1 AND EXISTS (SELECT 1 FROM json_each(e.events) j WHERE j.value IN (?1, '*'))`,
    )
    .all(type);
  for (const endpoint of endpoints) enqueueDelivery(db, endpoint.pk, eventPk, now);
  if (endpoints.length > 0) signalDeliveriesQueued(db);
  return endpoints.length;
}
