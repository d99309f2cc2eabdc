// Crash safety: SIGKILL the server while 8 clients create catches, restart, and check
// that every acknowledged (201) catch and its catch.created event survived. Several rounds.
// SQLite: on one data dir, and the file passes PRAGMA integrity_check. PostgreSQL: on one
// database; the counters and boards (catch deltas the killed instance never folded among
// them) end equal to ones recomputed from the catches once the restarted instance has folded.
import { Database } from 'bun:sqlite';
import { afterAll, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { derivedMismatchSql } from '../../src/db/postgres-derived';
import { PostgresStore } from '../../src/db/postgres-store';
import { emptyPostgresDatabase, engine } from '../support';
import { cli, type RunningServer, startServer, untilAcknowledged, writeCatches } from './server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'catchd-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const rounds = 3;
const writers = 8;
/** Kill once this many creates were acknowledged in a round: mid-stream, not after a fixed time. */
const acknowledgedBeforeKill = 150;

/** Rounds of: start a server, let the writers run, SIGKILL it mid-stream. The ids acknowledged. */
async function killRounds(start: () => Promise<RunningServer>, key: string): Promise<string[]> {
  const acknowledged: string[] = [];
  for (let round = 0; round < rounds; round++) {
    const server = await start();
    const stop = { now: false };
    const target = acknowledged.length + acknowledgedBeforeKill;
    const clients = Array.from({ length: writers }, () => writeCatches(server.baseUrl, key, acknowledged, stop));
    await untilAcknowledged(acknowledged, target, clients);
    server.process.kill('SIGKILL');
    await server.process.exited;
    stop.now = true;
    await Promise.all(clients);
  }
  return acknowledged;
}

test.if(engine === 'sqlite')(
  `${rounds} rounds of SIGKILL under ${writers} concurrent writers lose no acknowledged catch`,
  async () => {
    const key = await cli(dataDir, ['keys', 'create', '--email', 'crash@example.com', '--scopes', 'all']);
    const acknowledged = await killRounds(() => startServer(dataDir), key);

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
  },
  60_000,
);

test.if(engine === 'postgres')(
  `PostgreSQL: ${rounds} rounds of SIGKILL under ${writers} concurrent writers lose no acknowledged catch`,
  async () => {
    const env = { CATCHD_DATABASE_URL: await emptyPostgresDatabase() };
    const dirs = () => mkdtempSync(join(dataDir, 'instance-'));
    // The first start migrates and seeds.
    const first = await startServer(dirs(), env);
    const key = await cli(dirs(), ['keys', 'create', '--email', 'crash@example.com', '--scopes', 'all'], env);
    first.process.kill('SIGTERM');
    await first.process.exited;
    const acknowledged = await killRounds(() => startServer(dirs(), env), key);

    const restarted = await startServer(dirs(), env);
    expect((await fetch(`${restarted.baseUrl}/readyz`)).status).toBe(200);
    const store = new PostgresStore(env.CATCHD_DATABASE_URL, { max: 2 });
    try {
      // The restarted instance folds what the killed ones left pending, on its own.
      const deadline = Date.now() + 10_000;
      while ((await store.get<{ n: number }>('SELECT count(*) AS n FROM catch_deltas'))!.n > 0 && Date.now() < deadline)
        await Bun.sleep(50);
      expect(await store.get('SELECT count(*) AS n FROM catch_deltas')).toEqual({ n: 0 });
      restarted.process.kill('SIGTERM');
      expect(await restarted.process.exited).toBe(0);

      const stored = new Set((await store.all<{ id: string }>('SELECT id FROM catches')).map((r) => r.id));
      const withEvent = new Set(
        (await store.all<{ id: string }>("SELECT data::json->'object'->>'id' AS id FROM events WHERE type = 'catch.created'")).map(
          (r) => r.id,
        ),
      );
      expect(acknowledged.length).toBeGreaterThanOrEqual(rounds * acknowledgedBeforeKill);
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      expect(acknowledged.filter((id) => !withEvent.has(id))).toEqual([]);
      expect(await store.get('SELECT sum(n) AS n FROM catch_counts_total')).toEqual({ n: stored.size });
      expect(await store.get(derivedMismatchSql)).toEqual({ n: 0 });
    } finally {
      await store.close();
    }
  },
  120_000,
);
