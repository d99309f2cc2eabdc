// The server's WAL checkpoints run on a worker thread between commits
// (SqliteStore.checkpointInBackground): commits reach the database file without a commit
// copying them back, and the WAL starts over instead of growing, even under writes that never stop.
import { Database } from 'bun:sqlite';
import { afterEach, expect, test } from 'bun:test';
import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteStore } from '../../src/db/sqlite-store';

const stores: SqliteStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
});

function openStore(): { store: SqliteStore; file: string } {
  const file = join(mkdtempSync(join(tmpdir(), 'catchd-checkpoints-')), 'catchd.db');
  const store = SqliteStore.open(file);
  // The migrations, into the database file: what follows is the tests' own writes.
  store.sqlite.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  stores.push(store);
  return { store, file };
}

/**
 * Rows written by the test (idempotency keys) in the database file alone, as a copy without its WAL sees them; -1 when
 * the copy was taken half-way through a checkpoint's writes.
 */
function rowsInMainFile(file: string): number {
  const copy = `${file}-main-only.db`;
  copyFileSync(file, copy);
  const db = new Database(copy, { readonly: true });
  try {
    return db.query<{ n: number }, []>('SELECT count(*) AS n FROM idempotency_keys').get()!.n;
  } catch {
    return -1;
  } finally {
    db.close();
  }
}

let rowsWritten = 0;

/** `count` commits of one row each. */
async function writeRows(store: SqliteStore, count: number): Promise<void> {
  for (let i = 0; i < count; i++)
    await store.run(
      "INSERT INTO idempotency_keys (credential_id, key, request_hash, response_status, response_body, created_at) VALUES ('c', ?, 'h', 200, '{}', 1)",
      `k${++rowsWritten}`,
    );
}

async function eventually(check: () => boolean, withinMs: number): Promise<boolean> {
  for (const started = Date.now(); Date.now() - started < withinMs; await Bun.sleep(20)) if (check()) return true;
  return check();
}

const walBytes = (file: string): number => statSync(`${file}-wal`).size;

test('without the worker, commits stay in a growing WAL until it holds thousands of pages', async () => {
  const { store, file } = openStore();
  await writeRows(store, 300);
  await Bun.sleep(100);
  expect(rowsInMainFile(file)).toBe(0);
  expect(walBytes(file)).toBeGreaterThan(300 * 4096);
});

test('with the worker, commits reach the database file and the WAL starts over', async () => {
  const { store, file } = openStore();
  const failures: string[] = [];
  store.checkpointInBackground(0, (failure) => failures.push(failure));
  await writeRows(store, 1);
  // The writer's own checkpoint is only a fallback now.
  expect(store.sqlite.query('PRAGMA wal_autocheckpoint').get()).toEqual({ wal_autocheckpoint: 100_000 });
  expect(await eventually(() => rowsInMainFile(file) === 1, 5000)).toBe(true);
  // Writes that never stop: each checkpoint copies beside them, then what they added with
  // writes held, so the WAL starts over again and again (~7 MB at most here: the commits of
  // one copy's time). Never starting over, these commits (~16 KB each) leave a WAL of ~48 MB.
  await writeRows(store, 3000);
  expect(walBytes(file)).toBeLessThan(16 * 1024 * 1024);
  // The copy under way ends; the next commit's checkpoint, with writes held, copies the rest.
  await Bun.sleep(100);
  await writeRows(store, 1);
  expect(await eventually(() => rowsInMainFile(file) === 3002, 3000)).toBe(true);
  expect(failures).toEqual([]);
});

test('checkpoints wait for their interval, and closing the store stops the worker', async () => {
  const { store, file } = openStore();
  store.checkpointInBackground(400, () => {});
  await writeRows(store, 50);
  expect(rowsInMainFile(file)).toBe(0);
  await Bun.sleep(450);
  await writeRows(store, 1);
  expect(await eventually(() => rowsInMainFile(file) === 51, 5000)).toBe(true);
  await store.close();
  stores.splice(stores.indexOf(store), 1);
});

test('a worker that fails is logged once, and the writer checkpoints by itself again', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'catchd-checkpoints-'));
  const store = SqliteStore.open(join(dir, 'catchd.db'));
  stores.push(store);
  const failures: string[] = [];
  store.checkpointInBackground(0, (failure) => failures.push(failure));
  // The worker opens the file by name at its first checkpoint: gone, it cannot.
  rmSync(dir, { recursive: true });
  await writeRows(store, 1);
  expect(await eventually(() => failures.length > 0, 5000)).toBe(true);
  await writeRows(store, 5);
  expect(failures).toHaveLength(1);
  expect(failures[0]).toContain('the checkpoint worker stopped');
  expect(store.sqlite.query('PRAGMA wal_autocheckpoint').get()).toEqual({ wal_autocheckpoint: 10_000 });
});
