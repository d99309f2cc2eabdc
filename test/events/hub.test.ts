// The live-update hub tails `events` by pk. With several writers (PostgreSQL, several
// instances) a lower pk can become visible after a higher one: it must still be announced,
// once, and events from before the first listener never are.
import { expect, test } from 'bun:test';
import { createEventHub } from '../../src/modules/events/hub';
import { freshDatabase } from '../support';

test('events committed out of pk order are each announced once; older events never', async () => {
  const db = freshDatabase();
  const insert = (pk: number, type: string) =>
    db.run("INSERT INTO events (pk, id, type, data, created_at) VALUES (?, ?, ?, '{}', 0)", pk, `evt_${pk}`, type);
  await insert(1, 'catch.created');
  const hub = createEventHub(db, 10);
  const announced: string[] = [];
  const unsubscribe = hub.subscribe((types) => announced.push(...types));
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
  // The database exists (on PostgreSQL it is made in the background) before the hub reads where
  // the table ends: else the events below could be taken as older than the first listener.
  await db.get('SELECT 1 AS one');
  const hub = createEventHub(db, 10);
  const announced: string[] = [];
  const unsubscribe = hub.subscribe((types) => announced.push(...types));
  await Bun.sleep(200);
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
