// A database that cannot grow: writes answer 507 problem+json, reads keep working, /readyz
// says why, nothing acknowledged is lost, no webhook is dropped, and the service recovers by
// itself once there is room. First with SQLite's max_page_count (in process, every write
// route), then with a real full file system (a small tmpfs, when this machine lets tests mount one).
// SQLite only: both are the SQLite file filling up; PostgreSQL's disk is its server's (its
// disk_full error, 53100, is recognised the same way: src/db/storage-full.ts).
import { Database } from 'bun:sqlite';
import { afterAll, describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebhookDispatcher } from '../../src/modules/events/webhooks/dispatcher';
import type { SqliteStore } from '../../src/db/sqlite-store';
import { engine, testContext } from '../support';
import { cli, startServer } from './server-process';

const catchBody = { species: 'Grey triggerfish', weight_lbs: 3, depth_ft: 20, notes: 'n'.repeat(400) };

function pageLimit(db: Database, extraPages: number | null): void {
  const pages = db.query<{ page_count: number }, []>('PRAGMA page_count').get()!.page_count;
  db.exec(`PRAGMA max_page_count = ${extraPages === null ? 1073741823 : pages + extraPages}`);
}

describe.if(engine === 'sqlite')('max_page_count reached', () => {
  test('writes are 507, reads work, /readyz says why, nothing is lost, webhooks all arrive after recovery', async () => {
    const ctx = testContext();
    ctx.clock.now = Math.floor(Date.now() / 1000);
    const { key } = await ctx.user('diver@example.com', 'admin');
    expect(
      (await ctx.request('POST', '/v1/webhooks', { key, body: { url: 'https://hooks.example.com/catchd', events: ['catch.created'] } }))
        .status,
    ).toBe(201);
    const received = new Set<string>();
    const dispatcher = new WebhookDispatcher({
      db: ctx.db,
      fetch: async (_url, init) => {
        received.add((JSON.parse(String(init.body)) as { data: { object: { id: string } } }).data.object.id);
        return new Response('ok');
      },
      resolve: async () => ['93.184.215.14'],
      random: () => 0.5,
      nowMs: Date.now,
      log: () => {},
      metrics: ctx.deps.metrics,
      allowPrivate: false,
      schedule: [1],
      timeoutMs: 1000,
      retentionDays: 30,
      leaseMs: 50,
    });

    const acknowledged: string[] = [];
    pageLimit((ctx.db as SqliteStore).sqlite, 60);
    let refused: Response | null = null;
    for (let i = 0; i < 5000 && !refused; i++) {
      const response = await ctx.request('POST', '/v1/catches', { key, body: catchBody });
      if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
      else refused = response;
    }
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(refused!.status).toBe(507);
    expect(refused!.headers.get('content-type')).toBe('application/problem+json');
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused!.json()).toMatchObject({ status: 507, code: 'insufficient_storage', title: 'Insufficient Storage' });

    // Other writes are refused the same way, never with a 500.
    const photo = new FormData();
    photo.append(
      'file',
      new File(
        [Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')],
        'fish.png',
        { type: 'image/png' },
      ),
    );
    for (const [method, path, body] of [
      ['POST', '/v1/keys', { name: 'more', scopes: ['catches:read'] }],
      ['POST', '/v1/webhooks', { url: 'https://other.example.com/hook', events: ['*'] }],
      ['POST', `/v1/catches/${acknowledged[0]}/photos`, photo],
    ] as const) {
      const response = await ctx.request(method, path, { key, body });
      expect([507, 201], `${method} ${path}`).toContain(response.status);
    }
    // Delivering while full: attempts cannot be recorded, so they are not lost either.
    await dispatcher.drain();

    // Reads keep working, with the same key (its last-used time is a hint that waits).
    ctx.clock.now += 120;
    const list = await ctx.request('GET', '/v1/catches?per_page=100', { key });
    expect(list.status).toBe(200);
    expect(((await list.json()) as { total: number }).total).toBe(acknowledged.length);
    expect((await ctx.request('GET', `/v1/catches/${acknowledged.at(-1)}`, { key })).status).toBe(200);
    ctx.clock.now -= 120; // back to the dispatcher's clock
    const notReady = await ctx.request('GET', '/readyz');
    expect(notReady.status).toBe(503);
    expect(((await notReady.json()) as { reason: string }).reason).toMatch(/disk is full/);

    // Space returns: ready again without a restart, and writes succeed.
    pageLimit((ctx.db as SqliteStore).sqlite, null);
    expect(await (await ctx.request('GET', '/readyz')).json()).toEqual({ status: 'ready' });
    const after = await ctx.request('POST', '/v1/catches', { key, body: catchBody });
    expect(after.status).toBe(201);
    acknowledged.push(((await after.json()) as { id: string }).id);

    for (let round = 0; round < 100 && acknowledged.some((id) => !received.has(id)); round++) {
      await Bun.sleep(60); // leases of attempts that could not be recorded run out
      await dispatcher.drain();
    }
    expect(acknowledged.filter((id) => !received.has(id))).toEqual([]);
    const stored = new Set(
      (ctx.db as SqliteStore).sqlite
        .query<{ id: string }, []>('SELECT id FROM catches')
        .all()
        .map((r: { id: string }) => r.id),
    );
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect((ctx.db as SqliteStore).sqlite.query('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
  });
});

// ---- a real full file system -----------------------------------------------------------

const mountPoint = mkdtempSync(join(tmpdir(), 'catchd-tmpfs-'));
const canMount = Bun.spawnSync(['mount', '-t', 'tmpfs', '-o', 'size=48m', 'tmpfs', mountPoint], { stderr: 'ignore' }).exitCode === 0;
afterAll(() => {
  if (canMount) Bun.spawnSync(['umount', '-l', mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

describe.skipIf(!canMount || engine !== 'sqlite')('a full file system (tmpfs)', () => {
  test('507 while full, reads and /readyz meanwhile, recovery when a file is deleted, nothing lost across a restart', async () => {
    const dataDir = join(mountPoint, 'data');
    mkdirSync(dataDir);
    const received = new Set<string>();
    const receiver = Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      fetch: async (request) => {
        received.add(((await request.json()) as { data: { object: { id: string } } }).data.object.id);
        return new Response('ok');
      },
    });
    const env = { CATCHD_WEBHOOK_ALLOW_PRIVATE: '1', CATCHD_WEBHOOK_RETRY_SCHEDULE: '1,1,1,1,1,1,1,1', CATCHD_WEBHOOK_TIMEOUT_MS: '1000' };
    const key = await cli(dataDir, ['keys', 'create', '--email', 'full@example.com', '--scopes', 'all', '--role', 'admin'], env);
    let server = await startServer(dataDir, env);
    const call = (method: string, path: string, body?: object) =>
      fetch(`${server.baseUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: body && JSON.stringify(body),
      });
    try {
      expect(
        (await call('POST', '/v1/webhooks', { url: `http://127.0.0.1:${receiver.port}/hook`, events: ['catch.created'] })).status,
      ).toBe(201);
      // Leave about 1 MiB free: the rest of the file system is taken by another file.
      const filler = join(mountPoint, 'filler');
      const disk = statfsSync(mountPoint);
      writeFileSync(filler, Buffer.alloc(Math.max(0, disk.bavail * disk.bsize - 1024 * 1024)));

      const acknowledged: string[] = [];
      let refused: Response | null = null;
      for (let i = 0; i < 20_000 && !refused; i++) {
        const response = await call('POST', '/v1/catches', catchBody);
        if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
        else refused = response;
      }
      expect(refused?.status).toBe(507);
      expect(await refused!.json()).toMatchObject({ code: 'insufficient_storage' });
      expect((await call('GET', '/v1/catches?per_page=1')).status).toBe(200);
      const notReady = await fetch(`${server.baseUrl}/readyz`);
      expect(notReady.status).toBe(503);
      expect(((await notReady.json()) as { reason: string }).reason).toMatch(/disk is full/);

      rmSync(filler);
      let ready = 0;
      for (let i = 0; i < 100 && ready !== 200; i++, await Bun.sleep(50)) ready = (await fetch(`${server.baseUrl}/readyz`)).status;
      expect(ready).toBe(200);
      const after = await call('POST', '/v1/catches', catchBody);
      expect(after.status).toBe(201);
      acknowledged.push(((await after.json()) as { id: string }).id);

      for (let i = 0; i < 200 && acknowledged.some((id) => !received.has(id)); i++) await Bun.sleep(50);
      expect(acknowledged.filter((id) => !received.has(id))).toEqual([]);

      server.process.kill('SIGTERM');
      expect(await server.process.exited).toBe(0);
      const db = new Database(join(dataDir, 'catchd.db'), { readonly: true });
      try {
        expect(db.query('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
        const stored = new Set(
          db
            .query<{ id: string }, []>('SELECT id FROM catches')
            .all()
            .map((r) => r.id),
        );
        expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      } finally {
        db.close();
      }
      server = await startServer(dataDir, env);
      expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(200);
    } finally {
      server.process.kill('SIGTERM');
      await server.process.exited;
      receiver.stop(true);
    }
  });
});
