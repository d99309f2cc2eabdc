// The read cache of the catch lists (src/modules/catches/read-cache.ts) on a real database of
// this run's engine: an answer is remembered until the next commit, never inside a
// transaction, never when a commit came while it was read, and at most readCacheLimit at once;
// callers asking while it is made share it, and a failure is not remembered.
import { expect, test } from 'bun:test';
import type { Sql } from '../../src/db/store';
import { cachedRead, readCacheLimit } from '../../src/modules/catches/read-cache';
import { freshDatabase } from '../support';

/** A read that counts how often it runs. */
function counted(answer = 'answer'): { read: () => Promise<string>; runs: () => number } {
  let runs = 0;
  return {
    read: async () => {
      runs++;
      return answer;
    },
    runs: () => runs,
  };
}

const commit = (db: Sql): Promise<number> =>
  db.transaction((tx) => tx.run('UPDATE species SET common_name = common_name WHERE pk = (SELECT min(pk) FROM species)'));

test('an answer is remembered by its key until the next commit', async () => {
  const db = freshDatabase();
  const a = counted('a');
  const b = counted('b');
  expect(await cachedRead(db, 'a', a.read)).toBe('a');
  expect(await cachedRead(db, 'a', a.read)).toBe('a');
  expect(await cachedRead(db, 'b', b.read)).toBe('b');
  expect([a.runs(), b.runs()]).toEqual([1, 1]);
  await commit(db);
  expect(await cachedRead(db, 'a', a.read)).toBe('a');
  expect(a.runs()).toBe(2);
  await db.close();
});

test('inside a transaction every read runs, and none is remembered', async () => {
  const db = freshDatabase();
  const a = counted();
  await db.transaction(async (tx) => {
    await cachedRead(tx, 'a', a.read);
    await cachedRead(tx, 'a', a.read);
  });
  expect(a.runs()).toBe(2);
  await cachedRead(db, 'a', a.read);
  expect(a.runs()).toBe(3);
  await db.close();
});

test('an answer read while a commit landed is returned but not remembered', async () => {
  const db = freshDatabase();
  let runs = 0;
  const read = async (): Promise<number> => {
    runs++;
    if (runs === 1) await commit(db);
    return runs;
  };
  expect(await cachedRead(db, 'k', read)).toBe(1);
  expect(await cachedRead(db, 'k', read)).toBe(2);
  expect(await cachedRead(db, 'k', read)).toBe(2);
  await db.close();
});

test('callers asking while an answer is made wait for it; a failure reaches them all and is forgotten', async () => {
  const db = freshDatabase();
  let runs = 0;
  let finish = (): void => {};
  const read = async (): Promise<number> => {
    runs++;
    await new Promise<void>((resolve) => (finish = resolve));
    if (runs === 1) throw new Error('the first read fails');
    return runs;
  };
  const failing = [cachedRead(db, 'k', read), cachedRead(db, 'k', read), cachedRead(db, 'k', read)];
  // Each caller asks the version first: let them all reach the cache before the read ends.
  while (runs === 0) await Bun.sleep(1);
  await Bun.sleep(20);
  finish();
  for (const answer of await Promise.allSettled(failing))
    expect(answer).toMatchObject({ status: 'rejected', reason: { message: 'the first read fails' } });
  expect(runs).toBe(1);
  const next = [cachedRead(db, 'k', read), cachedRead(db, 'k', read)];
  while (runs === 1) await Bun.sleep(1);
  await Bun.sleep(20);
  finish();
  expect(await Promise.all(next)).toEqual([2, 2]);
  expect(runs).toBe(2);
  await db.close();
});

test(`at most ${readCacheLimit} answers are held: one more starts the cache over`, async () => {
  const db = freshDatabase();
  // On PostgreSQL the version is the server's snapshot: a commit anywhere on the server (another
  // test's database) starts the cache over too. An attempt counts only if the version stayed through it.
  for (let attempt = 0; attempt < 10; attempt++) {
    // A commit first, so that the cache starts this attempt empty: on PostgreSQL an earlier
    // test's answers (another database, the same server snapshot) could still fill it.
    await db.run("INSERT INTO site_settings (name, value, updated_at) VALUES ('cache test', ?, 0)", String(attempt));
    await db.run("DELETE FROM site_settings WHERE name = 'cache test'");
    const version = await db.version();
    const key = (i: number | string): string => `attempt ${attempt}, key ${i}`;
    const first = counted();
    await cachedRead(db, key(0), first.read);
    for (let i = 1; i < readCacheLimit; i++) await cachedRead(db, key(i), counted().read);
    await cachedRead(db, key(0), first.read);
    const runsWhileFull = first.runs();
    await cachedRead(db, key('one more'), counted().read);
    await cachedRead(db, key(0), first.read);
    if ((await db.version()) !== version) continue;
    expect(runsWhileFull).toBe(1);
    expect(first.runs()).toBe(2);
    await db.close();
    return;
  }
  await db.close();
  throw new Error('the version moved during every attempt');
});
