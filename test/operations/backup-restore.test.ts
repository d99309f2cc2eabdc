// `catchd backup <file>` while the server runs and writes; then restore the copy the way
// docs/operations.md says (stop, replace the file, start) and read it back over HTTP.
import { Database } from 'bun:sqlite';
import { afterAll, expect, test } from 'bun:test';
import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cli, startServer, writeCatches } from './server-process';

const dir = mkdtempSync(join(tmpdir(), 'catchd-backup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('an online backup holds everything acknowledged before it began, and restores', async () => {
  const dataDir = join(dir, 'data');
  const key = await cli(dataDir, ['keys', 'create', '--email', 'backup@example.com', '--scopes', 'all']);
  const server = await startServer(dataDir);
  const acknowledged: string[] = [];
  const stop = { now: false };
  const writers = Array.from({ length: 4 }, () => writeCatches(server.baseUrl, key, acknowledged, stop));
  while (acknowledged.length < 100) await Bun.sleep(5);

  const before = [...acknowledged];
  const backupFile = join(dir, 'catchd-backup.db');
  await cli(dataDir, ['backup', backupFile]);
  const duringBackup = acknowledged.length;
  expect(statSync(backupFile).mode & 0o777).toBe(0o600);
  await expect(cli(dataDir, ['backup', backupFile])).rejects.toThrow('exists');
  while (acknowledged.length < duringBackup + 20) await Bun.sleep(5); // writes go on after it
  stop.now = true;
  await Promise.all(writers);

  const copy = new Database(backupFile, { readonly: true });
  let copied: Set<string>;
  try {
    expect(copy.query('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
    copied = new Set(copy.query<{ id: string }, []>('SELECT id FROM catches').all().map((r) => r.id));
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
