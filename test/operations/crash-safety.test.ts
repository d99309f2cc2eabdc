// Crash safety: SIGKILL the server while 8 clients create catches, restart, and check
// that every acknowledged (201) catch and its catch.created event survived and that the
// database passes PRAGMA integrity_check. Several rounds on one data dir.
// SQLite only: this is about the SQLite file (WAL, integrity_check) surviving SIGKILL;
// PostgreSQL's own durability is its server's.
import { Database } from 'bun:sqlite';
import { afterAll, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { engine } from '../support';
import { cli, startServer, writeCatches } from './server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'catchd-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const rounds = 3;
const writers = 8;
/** Kill once this many creates were acknowledged in a round: mid-stream, not after a fixed time. */
const acknowledgedBeforeKill = 150;

test.if(engine === 'sqlite')(`${rounds} rounds of SIGKILL under ${writers} concurrent writers lose no acknowledged catch`, async () => {
  const key = await cli(dataDir, ['keys', 'create', '--email', 'crash@example.com', '--scopes', 'all']);
  const acknowledged: string[] = [];
  for (let round = 0; round < rounds; round++) {
    const server = await startServer(dataDir);
    const stop = { now: false };
    const target = acknowledged.length + acknowledgedBeforeKill;
    const clients = Array.from({ length: writers }, () => writeCatches(server.baseUrl, key, acknowledged, stop));
    while (acknowledged.length < target) await Bun.sleep(5);
    server.process.kill('SIGKILL');
    await server.process.exited;
    stop.now = true;
    await Promise.all(clients);
  }

  // Restarting on the crashed files must work (the WAL is replayed on open).
  const restarted = await startServer(dataDir);
  expect((await fetch(`${restarted.baseUrl}/readyz`)).status).toBe(200);
  restarted.process.kill('SIGTERM');
  expect(await restarted.process.exited).toBe(0);

  const db = new Database(join(dataDir, 'catchd.db'), { readonly: true });
  try {
    expect(db.query('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
    const stored = new Set(
      db
        .query<{ id: string }, []>('SELECT id FROM catches')
        .all()
        .map((r) => r.id),
    );
    const withEvent = new Set(
      db
        .query<{ id: string }, []>("SELECT json_extract(data, '$.object.id') AS id FROM events WHERE type = 'catch.created'")
        .all()
        .map((r) => r.id),
    );
    expect(acknowledged.length).toBeGreaterThanOrEqual(rounds * acknowledgedBeforeKill);
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(acknowledged.filter((id) => !withEvent.has(id))).toEqual([]);
  } finally {
    db.close();
  }
});
