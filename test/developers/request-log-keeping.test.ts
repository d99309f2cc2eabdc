// Where and how long the request log is kept: apart from the catch data, so that recording
// requests never starts the answer caches over; within its rows cap; and, on a graceful stop
// of a real server, with every request it answered.
import { Database } from 'bun:sqlite';
import { afterAll, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PostgresStore } from '../../src/db/postgres-store';
import { openRequestLog, type RequestLogEntry } from '../../src/db/request-log/buffer';
import { cli, startServer } from '../operations/server-process';
import { emptyPostgresDatabase, engine, testContext } from '../support';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const entry = (userId: string, requestId: string): RequestLogEntry => ({
  userId,
  atMs: Date.now(),
  method: 'GET',
  path: '/v1/catches',
  status: 200,
  durationMs: 1,
  requestId,
  keyId: null,
  appId: null,
});

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

test.skipIf(engine !== 'sqlite')('SQLite: writing the request log leaves the version the answer caches are keyed on alone', async () => {
  const ctx = testContext();
  const dev = await ctx.user('dev@cache.test');
  // The first request with a key writes once of its own (not the log's doing): before measuring.
  expect((await ctx.request('GET', '/v1/catches?per_page=1', { key: dev.key })).status).toBe(200);
  await ctx.deps.requestLog!.flushAnswered();
  await nextTurn();
  const before = await ctx.db.version();
  for (let i = 0; i < 250; i++) expect((await ctx.request('GET', '/v1/catches?per_page=1', { key: dev.key })).status).toBe(200);
  // Past one batch (200): one write under way already; the rest now.
  expect(await ctx.deps.requestLog!.flushAnswered()).toBeGreaterThan(0);
  await nextTurn();
  expect(await ctx.db.version()).toBe(before);
  const logged = (await (await ctx.request('GET', '/v1/request-log?per_page=1', { key: dev.key })).json()) as { total: number };
  expect(logged.total).toBeGreaterThanOrEqual(250);
});

test.skipIf(engine !== 'postgres')('PostgreSQL: the log is written when its timer says, not per batch of requests', async () => {
  const ctx = testContext();
  const requestLog = openRequestLog(ctx.db, { log: () => {} });
  // Every commit moves pg_current_snapshot: 5,000 requests within a second make no write of their own.
  for (let i = 0; i < 5000; i++) requestLog.record(entry('usr_timer', `req_${i}`));
  await nextTurn();
  await Bun.sleep(20);
  const stored = async (): Promise<number> =>
    Number((await requestLog.storage.get<{ n: number }>('SELECT count(*) AS n FROM request_log'))!.n);
  expect(await stored()).toBe(0);
  expect(await requestLog.flush()).toBe(5000);
  expect(await stored()).toBe(5000);
});

test('the log keeps its newest rows up to CATCHD_REQUEST_LOG_MAX_ROWS, and 0 records nothing', async () => {
  const ctx = testContext();
  const requestLog = openRequestLog(ctx.db, { log: () => {}, maxRows: 50, batchSize: 30 });
  for (let i = 0; i < 200; i++) {
    requestLog.record(entry('usr_capped', `req_${i}`));
    if (i % 40 === 39) await requestLog.flush();
  }
  await requestLog.flush();
  const kept = (await requestLog.storage.all<{ request_id: string }>('SELECT request_id FROM request_log ORDER BY pk')).map(
    (row) => row.request_id,
  );
  expect(kept).toEqual(Array.from({ length: 50 }, (_, i) => `req_${150 + i}`));

  // Housekeeping by age: the rows before the first one recent enough go (entries come in time order).
  const aging = openRequestLog(testContext().db, { log: () => {} });
  for (let i = 0; i < 30; i++) aging.record({ ...entry('usr_aging', `old_${i}`), atMs: 1_000 * i });
  for (let i = 0; i < 5; i++) aging.record(entry('usr_aging', `new_${i}`));
  await aging.flush();
  expect(await aging.storage.prune(Date.now() - 60_000)).toBe(30);
  expect(
    (await aging.storage.all<{ request_id: string }>('SELECT request_id FROM request_log ORDER BY pk')).map((r) => r.request_id),
  ).toEqual(Array.from({ length: 5 }, (_, i) => `new_${i}`));

  const off = testContext({ requestLogMaxRows: 0 });
  const dev = await off.user('dev@off.test');
  expect((await off.request('GET', '/v1/me', { key: dev.key })).status).toBe(200);
  const listed = (await (await off.request('GET', '/v1/request-log', { key: dev.key })).json()) as { total: number };
  expect(listed.total).toBe(0);
});

/** A real server on a new data dir (and database), with a key of `email`'s. */
async function serverWithKey(email: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'catchd-request-log-'));
  dirs.push(dataDir);
  const env: Record<string, string> = engine === 'postgres' ? { CATCHD_DATABASE_URL: await emptyPostgresDatabase() } : {};
  const server = await startServer(dataDir, env);
  const key = await cli(dataDir, ['keys', 'create', '--email', email, '--scopes', 'all'], env);
  return { dataDir, env, server, key };
}

/** The request ids in the log of a stopped server's data dir (or database). */
async function loggedRequestIds(dataDir: string, env: Record<string, string>): Promise<string[]> {
  if (engine === 'postgres') {
    const store = new PostgresStore(env.CATCHD_DATABASE_URL!, { max: 1 });
    const rows = await store.all<{ request_id: string }>('SELECT request_id FROM request_log');
    await store.close();
    return rows.map((row) => row.request_id);
  }
  const file = new Database(join(dataDir, 'catchd.request-log.db'), { readonly: true });
  const rows = file.query<{ request_id: string }, []>('SELECT request_id FROM request_log').all();
  file.close();
  return rows.map((row) => row.request_id);
}

test('a server stopped with SIGTERM has every request it answered in its log', async () => {
  const { dataDir, env, server, key } = await serverWithKey('dev@stop.test');
  // More than one batch of SQLite's (200) and less than PostgreSQL's: both the batch written on
  // its own and the entries still waiting in memory at the signal must reach the log.
  const sent = Array.from({ length: 260 }, (_, i) => `stop-${i}`);
  for (let i = 0; i < sent.length; i += 20)
    await Promise.all(
      sent.slice(i, i + 20).map(async (requestId) => {
        const response = await fetch(`${server.baseUrl}/v1/catches?per_page=1`, {
          headers: { authorization: `Bearer ${key}`, 'x-request-id': requestId },
        });
        expect(response.status).toBe(200);
        await response.arrayBuffer();
      }),
    );
  server.process.kill('SIGTERM');
  expect(await server.process.exited).toBe(0);

  const logged = await loggedRequestIds(dataDir, env);
  if (engine === 'sqlite') {
    // Kept apart: the database itself has no request log any more.
    const database = new Database(join(dataDir, 'catchd.db'), { readonly: true });
    expect(database.query("SELECT name FROM sqlite_master WHERE name = 'request_log'").get()).toBeNull();
    database.close();
  }
  expect(logged.sort()).toEqual([...sent].sort());
}, 60_000);

test('SIGTERM ends the server though a client never finishes its request; what was answered is in the log', async () => {
  const { dataDir, env, server, key } = await serverWithKey('dev@stuck.test');
  const answered = await fetch(`${server.baseUrl}/v1/catches?per_page=1`, {
    headers: { authorization: `Bearer ${key}`, 'x-request-id': 'before-the-stop' },
  });
  expect(answered.status).toBe(200);
  await answered.arrayBuffer();
  // A create whose body never arrives whole: its handler waits for the rest.
  const { port, hostname } = new URL(server.baseUrl);
  const stuck = await Bun.connect({ hostname, port: Number(port), socket: { data() {} } });
  stuck.write(
    `POST /v1/catches HTTP/1.1\r\nHost: ${hostname}\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"species":`,
  );
  await Bun.sleep(300);
  const signalled = performance.now();
  server.process.kill('SIGTERM');
  expect(await server.process.exited).toBe(0);
  // The grace for requests under way (10 s), then the connection is closed.
  expect(performance.now() - signalled).toBeLessThan(20_000);
  stuck.end();
  expect(await loggedRequestIds(dataDir, env)).toContain('before-the-stop');
}, 60_000);
