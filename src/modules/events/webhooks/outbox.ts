// The outbox: delivery rows are written in the same transaction as the change that caused
// them, and an in-process signal wakes the dispatcher, so a first attempt never waits for
// the next poll.
import { afterCommit, type Sql, type Store } from '../../../db/store';
import { newId } from '../../../lib/ids';
import { remember } from '../../../lib/remember';

const listeners = new WeakMap<Store, Set<() => void>>();

/** Calls `listener` after each transaction that queued deliveries on `db`'s store. Returns an unsubscribe. */
export function onDeliveriesQueued(db: Sql, listener: () => void): () => void {
  const set = remember(listeners, db.store, () => new Set());
  set.add(listener);
  return () => set.delete(listener);
}

/**
 * Wakes the listeners of `db`'s store once the transaction that queued the deliveries has
 * committed (so the dispatcher's claim, on another connection, sees them), outside that
 * transaction's async context (so that they may use the store); never after a rollback.
 */
export function signalDeliveriesQueued(db: Sql): void {
  wakeAfterCommit(listeners.get(db.store));
}

function wakeAfterCommit(set: Set<() => void> | undefined): void {
  if (!set || set.size === 0) return;
  afterCommit(() => {
    for (const listener of set) listener();
  });
}

const notifiableListeners = new WeakMap<Store, Set<() => void>>();

/** Calls `listener` after each transaction that wrote an event notifications are made from. */
export function onNotifiableEvents(db: Sql, listener: () => void): () => void {
  const set = remember(notifiableListeners, db.store, () => new Set());
  set.add(listener);
  return () => set.delete(listener);
}

/** Wakes the notifiers of `db`'s store once the transaction has committed (as signalDeliveriesQueued). */
export function signalNotifiable(db: Sql): void {
  wakeAfterCommit(notifiableListeners.get(db.store));
}

/** Rows per INSERT: well under every engine's limit on bound parameters. */
const deliveriesPerStatement = 500;

/** One pending delivery, due at once, of the event to each endpoint: one statement per 500. Returns their ids. */
async function insertDeliveries(db: Sql, endpointPks: number[], eventPk: number, now: number): Promise<string[]> {
  const ids = endpointPks.map(() => newId('dlv'));
  for (let start = 0; start < endpointPks.length; start += deliveriesPerStatement) {
    const chunk = endpointPks.slice(start, start + deliveriesPerStatement);
    // ?1 event, ?2 due time (ms), ?3 now; then an id and an endpoint per row.
    const rows = chunk.map((_, i) => `(?${4 + 2 * i}, ?${5 + 2 * i}, ?1, 'pending', 0, ?2, ?3, ?3)`);
    const params = chunk.flatMap((endpointPk, i) => [ids[start + i]!, endpointPk]);
    await db.run(
      `INSERT INTO webhook_deliveries (id, endpoint_pk, event_pk, status, attempt_count, next_attempt_at_ms, created_at, updated_at)
       VALUES ${rows.join(', ')}`,
      eventPk,
      now * 1000,
      now,
      ...params,
    );
  }
  return ids;
}

/** One pending delivery of an event to an endpoint, due at once. */
export async function enqueueDelivery(db: Sql, endpointPk: number, eventPk: number, now: number): Promise<string> {
  const [id] = await insertDeliveries(db, [endpointPk], eventPk, now);
  return id!;
}

/**
 * The query for endpoints subscribed to `type`, with the type written into its text: SQLite
 * prepares a LIKE whose pattern is a bound parameter again on every run (its LIKE
 * optimization depends on the value; docs/benchmarks.md#webhooks). Event types are names in code (events/service.ts), so the
 * text is one of a handful, each prepared once; the check keeps anything else out of the SQL.
 */
function subscribersSql(type: string, select = 'pk'): string {
  if (!/^[a-z._]+$/.test(type)) throw new Error(`not an event type: ${type}`);
  // `_` is LIKE's one-character wildcard: escaped, so that it matches itself only.
  const pattern = type.replaceAll('_', '\\_');
  return `SELECT ${select} FROM webhook_endpoints WHERE enabled = 1 AND (events LIKE '%"${pattern}"%' ESCAPE '\\' OR events LIKE '%"*"%')`;
}

/**
 * A subquery counting the endpoints subscribed to `type`: for the statement that inserts the
 * event, so that an event without subscribers (the common case) costs no second statement.
 */
export const subscriberCountSql = (type: string): string => `(${subscribersSql(type, 'count(*)')})`;

/**
 * A delivery for every enabled endpoint subscribed to `type` (or to "*"), of `ownerId` alone when
 * given. Returns how many.
 * `events` holds a JSON array of event type names (or "*"), checked against the known names
 * at registration: none contains a quote or `%` (and `_` is escaped), so matching `"<type>"` in its text is
 * exact, and portable where a JSON function would not be.
 */
export async function enqueueForSubscribers(
  db: Sql,
  eventPk: number,
  type: string,
  now: number,
  ownerId: string | null = null,
): Promise<number> {
  // An event for one person alone (a sandbox catch's) goes to that person's endpoints only.
  const endpoints =
    ownerId === null
      ? await db.all<{ pk: number }>(subscribersSql(type))
      : await db.all<{ pk: number }>(`${subscribersSql(type)} AND user_id = ?`, ownerId);
  if (endpoints.length === 0) return 0;
  await insertDeliveries(
    db,
    endpoints.map((endpoint) => endpoint.pk),
    eventPk,
    now,
  );
  signalDeliveriesQueued(db);
  return endpoints.length;
}
