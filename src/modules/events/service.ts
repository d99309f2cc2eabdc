// Events: what changed, as third parties see it. Always written inside the transaction
// of the change itself (callers run inside writeTransaction), so neither exists alone.
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { newId } from '../../lib/ids';

export type EventType = 'catch.created' | 'catch.updated' | 'catch.deleted' | 'catch.verified' | 'leaderboard.updated';

export interface EventInput {
  type: EventType;
  /** Owner of the catch in `object`: decides who sees exact coordinates. */
  subjectUserId: string | null;
  object: Record<string, unknown>;
  previous?: Record<string, unknown>;
}

export interface EventRecord {
  id: string;
  type: EventType;
  createdAt: number;
}

export function recordEvent(db: Db, input: EventInput, now: number): EventRecord {
  const id = newId('evt');
  const data = input.previous ? { object: input.object, previous: input.previous } : { object: input.object };
  db.insert(events).values({ id, type: input.type, subjectUserId: input.subjectUserId, data, createdAt: now }).run();
  return { id, type: input.type, createdAt: now };
}
