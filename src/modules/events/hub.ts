// Live updates for pages: one tail of the `events` table per process, shared by every open
// page. It reads new rows by primary key (one small query every interval, and only while
// someone listens), so it sees writes of any process on the same database: it works the
// same with several instances on one PostgreSQL database as with one SQLite file.
import type { Sql } from '../../db/store';

export type EventListener = (types: string[]) => void;

export interface EventHub {
  /** Calls `listener` with the types of new events; the answer unsubscribes. */
  subscribe(listener: EventListener): () => void;
  readonly listeners: number;
}

async function latestPk(db: Sql): Promise<number> {
  return Number((await db.get<{ pk: number | null }>('SELECT max(pk) AS pk FROM events'))?.pk ?? 0);
}

async function eventsAfter(db: Sql, pk: number): Promise<{ pk: number; type: string }[]> {
  return db.all<{ pk: number; type: string }>('SELECT pk, type FROM events WHERE pk > ? ORDER BY pk LIMIT 1000', pk);
}

export function createEventHub(db: Sql, intervalMs = 250): EventHub {
  const listeners = new Set<EventListener>();
  let timer: ReturnType<typeof setInterval> | null = null;
  let position: Promise<number> | null = null;
  let polling = false;

  const poll = async (): Promise<void> => {
    if (polling || !position) return;
    polling = true;
    try {
      const rows = await eventsAfter(db, await position);
      if (rows.length === 0) return;
      position = Promise.resolve(Number(rows[rows.length - 1].pk));
      const types = [...new Set(rows.map((r) => r.type))];
      for (const listener of listeners) listener(types);
    } catch {
      // A closed database (shutdown) or a busy moment: the next tick tries again.
    } finally {
      polling = false;
    }
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!timer) {
        position = latestPk(db);
        timer = setInterval(() => void poll(), intervalMs);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer) {
          clearInterval(timer);
          timer = null;
          position = null;
        }
      };
    },
    get listeners() {
      return listeners.size;
    },
  };
}
