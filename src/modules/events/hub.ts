// Live updates for pages: one tail of the `events` table per process, shared by every open
// page. It reads new rows by primary key (one small query every interval, and only while
// someone listens), so it sees writes of any process on the same database: it works the
// same with several instances on one PostgreSQL database as with one SQLite file.
import type { Sql } from '../../db/store';

type EventListener = (types: string[]) => void;

export interface EventHub {
  /** Calls `listener` with the types of new events; the answer unsubscribes. */
  subscribe(listener: EventListener): () => void;
  readonly listeners: number;
}

/**
 * Rows take their pk when inserted but become visible when committed: with several writers
 * (PostgreSQL, several instances) an event with a lower pk can appear after a higher one was
 * read. Each poll therefore reads again the last `lookbackPks` pks and skips those announced.
 */
const lookbackPks = 500;

/** A table tailed by its integer primary key, and the type each new row announces. */
interface TailSource {
  table: string;
  /** A column, or a quoted constant. */
  type: string;
  /** 1 for a row every live page may hear of, else 0: an event for one person alone (a sandbox catch's) is not. */
  shared: string;
}

const eventsTable: TailSource = { table: 'events', type: 'type', shared: 'CASE WHEN audience_user_id IS NULL THEN 1 ELSE 0 END' };

export function createEventHub(db: Sql, intervalMs = 250, source: TailSource = eventsTable): EventHub {
  const eventsFrom = (db: Sql, pk: number): Promise<{ pk: number; type: string; shared: number }[]> =>
    db.all<{ pk: number; type: string; shared: number }>(
      `SELECT pk, ${source.type} AS type, ${source.shared} AS shared FROM ${source.table} WHERE pk > ? ORDER BY pk LIMIT 1000`,
      pk,
    );
  const latestPk = async (db: Sql): Promise<number> =>
    Number((await db.get<{ pk: number | null }>(`SELECT max(pk) AS pk FROM ${source.table}`))?.pk ?? 0);
  const listeners = new Set<EventListener>();
  let timer: ReturnType<typeof setInterval> | null = null;
  /** The highest pk read, and the pks read above highest - lookbackPks (already announced). */
  let tail: Promise<{ highest: number; announced: Set<number> }> | null = null;
  let polling = false;

  const start = async (): Promise<{ highest: number; announced: Set<number> }> => {
    const highest = await latestPk(db);
    const existing = await eventsFrom(db, highest - lookbackPks);
    return { highest, announced: new Set(existing.map((row) => Number(row.pk))) };
  };

  const poll = async (): Promise<void> => {
    if (polling || !tail) return;
    polling = true;
    try {
      const state = await tail;
      const rows = (await eventsFrom(db, state.highest - lookbackPks)).filter((row) => !state.announced.has(Number(row.pk)));
      if (rows.length === 0) return;
      for (const row of rows) {
        state.announced.add(Number(row.pk));
        state.highest = Math.max(state.highest, Number(row.pk));
      }
      for (const pk of state.announced) if (pk <= state.highest - lookbackPks) state.announced.delete(pk);
      const types = [...new Set(rows.filter((r) => r.shared).map((r) => r.type))];
      if (types.length > 0) for (const listener of listeners) listener(types);
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
        tail = start();
        timer = setInterval(() => void poll(), intervalMs);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer) {
          clearInterval(timer);
          timer = null;
          tail = null;
        }
      };
    },
    get listeners() {
      return listeners.size;
    },
  };
}

/** One hub announcing what any of `hubs` announces. */
export function mergedHubs(...hubs: EventHub[]): EventHub {
  let count = 0;
  return {
    subscribe(listener) {
      count++;
      const stops = hubs.map((hub) => hub.subscribe(listener));
      return () => {
        count--;
        for (const stop of stops) stop();
      };
    },
    get listeners() {
      return count;
    },
  };
}
