// `catchd backup <file>` while the server runs and writes; then restore the copy the way
// docs/operations.md says (stop, replace the file, start) and read it back over HTTP.
// SQLite only: VACUUM INTO and restoring the file; on PostgreSQL `catchd backup` runs pg_dump.
import { Database } from 'bun:sqlite';
import { afterAll, expect, test } from 'bun:test';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/db/client';
import { migrationJournal } from '../../src/db/migrations.gen';
import { engine } from '../support';
import { cli, startServer, untilAcknowledged, writeCatches } from './server-process';

const dir = mkdtempSync(join(tmpdir(), 'catchd-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test.if(engine === 'sqlite')('an online backup holds everything acknowledged before it began, and restores', async () => {
  const dataDir = join(dir, 'data');
  const key = await cli(dataDir, ['keys', 'create', '--email', 'backup@example.com', '--scopes', 'all']);
  const server = await startServer(dataDir);
  const acknowledged: string[] = [];
  const stop = { now: false };
  const writers = Array.from({ length: 4 }, () => writeCatches(server.baseUrl, key, acknowledged, stop));
  await untilAcknowledged(acknowledged, 100, writers);

  const before = [...acknowledged];
  const backupFile = join(dir, 'catchd-backup.db');
  await cli(dataDir, ['backup', backupFile]);
  const duringBackup = acknowledged.length;
  expect(statSync(backupFile).mode & 0o777).toBe(0o600);
  await expect(cli(dataDir, ['backup', backupFile])).rejects.toThrow('exists');
  await untilAcknowledged(acknowledged, duringBackup + 20, writers); // writes go on after it
  stop.now = true;
  await Promise.all(writers);

  const copy = new Database(backupFile, { readonly: true });
  let copied: Set<string>;
  try {
    expect(copy.query('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
    copied = new Set(
      copy
        .query<{ id: string }, []>('SELECT id FROM catches')
        .all()
        .map((r) => r.id),
    );
  } finally {
    copy.close();
  }
  expect(before.filter((id) => !copied.has(id))).toEqual([]);
  expect(copied.size).toBeLessThanOrEqual(acknowledged.length);

  // Restore: stop the server, put the copy in place of catchd.db (no stale WAL), start.
  server.process.kill('SIGTERM');
  expect(await server.process.exited).toBe(0);
  for (const suffix of ['-wal', '-shm']) rmSync(join(dataDir, `catchd.db${suffix}`), { force: true });
  copyFileSync(backupFile, join(dataDir, 'catchd.db'));
  const restored = await startServer(dataDir);
  const port = new URL(restored.baseUrl).port;
  try {
    expect(await cli(dataDir, ['healthcheck'], { PORT: port })).toEndWith('/readyz: 200');
    const response = await fetch(`${restored.baseUrl}/v1/catches?per_page=1`, { headers: { authorization: `Bearer ${key}` } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { total: number }).total).toBe(copied.size);
  } finally {
    restored.process.kill('SIGTERM');
    await restored.process.exited;
  }
  await expect(cli(dataDir, ['healthcheck'], { PORT: port })).rejects.toThrow('exited 1');
});

// ---- catchd restore --------------------------------------------------------------------

const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function readDb<T>(file: string, work: (db: Database) => T): T {
  const db = new Database(file, { readonly: true });
  try {
    return work(db);
  } finally {
    db.close();
  }
}

const ids = (db: Database, sql: string): string[] =>
  db
    .query<{ id: string }, []>(sql)
    .all()
    .map((r) => r.id);

test.if(engine === 'sqlite')(
  'catchd restore: a backup taken under load restores every catch, photo, key and pending delivery into a new data dir',
  async () => {
    const dataDir = join(dir, 'live');
    // Deliveries go to a closed port and wait an hour between attempts: they stay pending.
    const env = { CATCHD_WEBHOOK_ALLOW_PRIVATE: '1', CATCHD_WEBHOOK_RETRY_SCHEDULE: '3600', CATCHD_WEBHOOK_TIMEOUT_MS: '500' };
    const key = await cli(dataDir, ['keys', 'create', '--email', 'restore@example.com', '--scopes', 'all', '--role', 'admin'], env);
    const server = await startServer(dataDir, env);
    const call = (method: string, path: string, body?: object | FormData) =>
      fetch(`${server.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${key}`, ...(body instanceof FormData || !body ? {} : { 'content-type': 'application/json' }) },
        body: body instanceof FormData ? body : body && JSON.stringify(body),
      });
    const acknowledged: string[] = [];
    const stop = { now: false };
    let writers: Promise<void>[] = [];
    try {
      expect((await call('POST', '/v1/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['catch.created'] })).status).toBe(201);
      const spareKey = ((await (await call('POST', '/v1/keys', { name: 'spare', scopes: ['catches:read'] })).json()) as { id: string }).id;
      writers = Array.from({ length: 3 }, () => writeCatches(server.baseUrl, key, acknowledged, stop));
      await untilAcknowledged(acknowledged, 30, writers);
      const photos: string[] = [];
      for (const catchId of acknowledged.slice(0, 3)) {
        const form = new FormData();
        form.append('file', new File([onePixelPng], 'fish.png', { type: 'image/png' }));
        const response = await call('POST', `/v1/catches/${catchId}/photos`, form);
        expect(response.status).toBe(201);
        photos.push(((await response.json()) as { id: string }).id);
      }
      const before = [...acknowledged];
      const backupFile = join(dir, 'under-load.db');
      await cli(dataDir, ['backup', backupFile], env);
      await untilAcknowledged(acknowledged, before.length + 20, writers); // writes go on
      const pendingInBackup = readDb(backupFile, (db) => ids(db, "SELECT id FROM webhook_deliveries WHERE status = 'pending'"));
      expect(pendingInBackup.length).toBeGreaterThanOrEqual(before.length);

      // Not while a server runs on the data dir.
      await expect(cli(dataDir, ['restore', backupFile], env)).rejects.toThrow(/server is running/);

      // Into a new data dir (a new machine).
      const newDir = join(dir, 'new-machine');
      expect(await cli(newDir, ['restore', backupFile], env)).toMatch(/^restored .*, 3 photos \(3 files copied, 0 missing\)$/);
      readDb(join(newDir, 'catchd.db'), (db) => {
        expect(db.query('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
        const catches = new Set(ids(db, 'SELECT id FROM catches'));
        expect(before.filter((id) => !catches.has(id))).toEqual([]);
        expect(ids(db, 'SELECT id FROM photos').sort()).toEqual([...photos].sort());
        expect(ids(db, 'SELECT id FROM api_keys')).toContain(spareKey);
        expect(ids(db, "SELECT id FROM webhook_deliveries WHERE status = 'pending'").sort()).toEqual([...pendingInBackup].sort());
      });
      for (const photo of photos) expect(statSync(join(newDir, 'photos', photo)).size).toBe(onePixelPng.length);
      const restored = await startServer(newDir, env);
      try {
        const answer = await fetch(`${restored.baseUrl}/v1/photos/${photos[0]}`, { headers: { authorization: `Bearer ${key}` } });
        expect(answer.status).toBe(200);
        expect(Buffer.from(await answer.arrayBuffer()).equals(onePixelPng)).toBe(true);
        expect((await fetch(`${restored.baseUrl}/readyz`)).status).toBe(200);
      } finally {
        restored.process.kill('SIGTERM');
        await restored.process.exited;
      }

      // Over the live data dir once its server is stopped: the replaced database is kept, whole.
      stop.now = true;
      await Promise.all(writers);
      server.process.kill('SIGTERM');
      expect(await server.process.exited).toBe(0);
      await cli(dataDir, ['restore', backupFile], env);
      const kept = readdirSync(dataDir).filter((name) => name.startsWith('catchd.db.replaced-'));
      expect(kept).toHaveLength(1);
      readDb(join(dataDir, kept[0]!), (db) => {
        const all = new Set(ids(db, 'SELECT id FROM catches'));
        expect(acknowledged.filter((id) => !all.has(id))).toEqual([]);
      });
      readDb(join(dataDir, 'catchd.db'), (db) =>
        expect(db.query<{ n: number }, []>('SELECT count(*) AS n FROM catches').get()!.n).toBeLessThan(acknowledged.length),
      );
    } finally {
      stop.now = true;
      await Promise.all(writers);
      server.process.kill('SIGTERM');
      await server.process.exited;
    }
  },
);

test.if(engine === 'sqlite')(
  "catchd restore refuses a damaged backup, a newer version's backup and a missing file, and migrates an older one",
  async () => {
    const good = join(dir, 'good.db');
    const closed = (db: ReturnType<typeof openDatabase>): void => {
      db.$client.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      db.$client.close();
    };
    closed(openDatabase(good));

    const damaged = join(dir, 'damaged.db');
    const bytes = readFileSync(good);
    bytes.fill(0x41, 4096 * 2, 4096 * 4); // overwrite two pages in the middle
    writeFileSync(damaged, bytes);
    const newer = join(dir, 'newer.db');
    copyFileSync(good, newer);
    const edit = new Database(newer);
    edit.query('INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)').run('future', 9_999_999_999_999);
    edit.close();
    const notSqlite = join(dir, 'not-sqlite.db');
    writeFileSync(notSqlite, 'just text, not a database at all'.repeat(200));

    const target = join(dir, 'refusing');
    await expect(cli(target, ['restore', damaged])).rejects.toThrow(/integrity_check|not a readable/);
    await expect(cli(target, ['restore', newer])).rejects.toThrow(/newer catchd/);
    await expect(cli(target, ['restore', notSqlite])).rejects.toThrow(/not a (readable )?SQLite database/);
    await expect(cli(target, ['restore', join(dir, 'nothing.db')])).rejects.toThrow(/no such file/);
    await expect(cli(target, ['restore'])).rejects.toThrow(/needs a backup file/);
    expect(existsSync(join(target, 'catchd.db'))).toBe(false);

    const older = join(dir, 'older.db');
    closed(openDatabase(older, { migrationCount: migrationJournal.entries.length - 1 }));
    await cli(target, ['restore', older]);
    readDb(join(target, 'catchd.db'), (db) =>
      expect(db.query<{ n: number }, []>('SELECT count(*) AS n FROM __drizzle_migrations').get()!.n).toBe(migrationJournal.entries.length),
    );
  },
);
