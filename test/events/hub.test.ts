// The live-update hub tails `events` by pk. With several writers (PostgreSQL, several
// instances) a lower pk can become visible after a higher one: it must still be announced,
// once, and events from before the first listener never are.
import { expect, test } from 'bun:test';
import type { Sql } from '../../src/db/store';
import { createEventHub } from '../../src/modules/events/hub';
import { freshDatabase } from '../support';

/**
 * A hub polling every 10 ms with one listener, once the hub has read where the table ends and
 * what lies just before it: an event inserted before then counts as older than the first
 * listener. On a loaded machine that start outlasts any fixed pause, so this waits for the read.
 */
async function listening(db: Sql): Promise<{ announced: string[]; unsubscribe: () => void }> {
  const started = Promise.withResolvers<void>();
  const watched: Sql = {
    engine: db.engine,
    dialect: db.dialect,
    store: db.store,
    get: (text, ...params) => db.get(text, ...params),
    run: (text, ...params) => db.run(text, ...params),
    transaction: (work, options) => db.transaction(work, options),
    all: async (text, ...params) => {
      const rows = await db.all(text, ...params);
      started.resolve();
      return rows as never;
    },
  };
  const announced: string[] = [];
  const unsubscribe = createEventHub(watched, 10).subscribe((types) => announced.push(...types));
  await started.promise;
  return { announced, unsubscribe };
}

test('events committed out of pk order are each announced once; older events never', async () => {
  const db = freshDatabase();
  const insert = (pk: number, type: string) =>
    db.run("INSERT INTO events (pk, id, type, data, created_at) VALUES (?, ?, ?, '{}', 0)", pk, `evt_${pk}`, type);
  await insert(1, 'catch.created');
  const { announced, unsubscribe } = await listening(db);
  const waitFor = async (count: number): Promise<void> => {
    const deadline = Date.now() + 5000;
    while (announced.length < count && Date.now() < deadline) await Bun.sleep(5);
  };
  await Bun.sleep(50);
  expect(announced).toEqual([]);
  // pk 3 commits first; pk 2, taken earlier by a slower transaction, commits after it was read.
  await insert(3, 'catch.verified');
  await waitFor(1);
  await insert(2, 'catch.updated');
  await waitFor(2);
  await Bun.sleep(50);
  expect(announced).toEqual(['catch.verified', 'catch.updated']);
  unsubscribe();
  await db.close();
});

test("a sandbox catch's events (for one person alone) reach no live page", async () => {
  const db = freshDatabase();
  const { announced, unsubscribe } = await listening(db);
  await db.run(
    "INSERT INTO events (pk, id, type, audience_user_id, data, created_at) VALUES (1, 'evt_1', 'catch.created', 'usr_dev', '{}', 0)",
  );
  await db.run("INSERT INTO events (pk, id, type, data, created_at) VALUES (2, 'evt_2', 'catch.updated', '{}', 0)");
  const deadline = Date.now() + 5000;
  while (announced.length < 1 && Date.now() < deadline) await Bun.sleep(5);
  await Bun.sleep(50);
  expect(announced).toEqual(['catch.updated']);
  unsubscribe();
  await db.close();
});
