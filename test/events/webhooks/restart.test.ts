// A crash mid-delivery loses nothing: the real program as a child process, SIGKILLed while
// deliveries hang on a slow receiver, restarted, and every event arrives (deduped on webhook-id).
import { afterAll, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Subprocess } from 'bun';
import { emptyPostgresDatabase, engine } from '../../support';

const root = join(import.meta.dir, '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'catchd-restart-'));
let mode: 'hang' | 'ok' = 'hang';
const delivered = new Set<string>();
let hanging = 0;

const receiver = Bun.serve({
  hostname: '127.0.0.1',
  port: 0,
  async fetch(request) {
    const id = request.headers.get('webhook-id')!;
    await request.text();
    if (mode === 'hang') {
      hanging++;
      return new Promise<Response>(() => {}); // a receiver that never answers
    }
    delivered.add(id);
    return new Response(null, { status: 204 });
  },
});

function freePort(): number {
  const probe = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

const port = freePort();
const env = {
  ...process.env,
  CATCHD_DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  CATCHD_WEBHOOK_ALLOW_PRIVATE: '1',
  CATCHD_WEBHOOK_RETRY_SCHEDULE: '0.2,0.2,0.2,0.2,0.2',
  CATCHD_WEBHOOK_TIMEOUT_MS: '400',
  // The PostgreSQL run: both lives of the server on one new database (they migrate and seed it).
  ...(engine === 'postgres' ? { CATCHD_DATABASE_URL: await emptyPostgresDatabase() } : {}),
};
const children: Subprocess[] = [];

function startServer(): Subprocess {
  const child = Bun.spawn([process.execPath, 'src/index.ts', 'serve'], { cwd: root, env, stdout: 'ignore', stderr: 'inherit' });
  children.push(child);
  return child;
}

async function until<T>(what: string, probe: () => Promise<T | null> | T | null): Promise<T> {
  for (let i = 0; i < 1000; i++) {
    const value = await probe();
    if (value !== null) return value;
    await Bun.sleep(20);
  }
  throw new Error(`gave up waiting for ${what}`);
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  receiver.stop(true);
  rmSync(dataDir, { recursive: true, force: true });
});

test('SIGKILL while deliveries are under way, restart: every event is delivered', async () => {
  const keys = Bun.spawnSync([process.execPath, 'src/index.ts', 'keys', 'create', '--email', 'diver@example.com', '--scopes', 'all'], {
    cwd: root,
    env,
  });
  expect(keys.exitCode).toBe(0);
  const key = keys.stdout.toString().trim().split('\n').pop()!;
  const api = (method: string, path: string, body?: unknown) =>
    fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  const first = startServer();
  await until('the server', async () => ((await api('GET', '/v1/webhooks').catch(() => null))?.ok ? true : null));
  expect((await api('POST', '/v1/webhooks', { url: `http://127.0.0.1:${receiver.port}/hook`, events: ['*'] })).status).toBe(201);
  for (let i = 0; i < 10; i++) {
    expect((await api('POST', '/v1/catches', { species: 'Barber surgeonfish', weight_lbs: 1 + i, depth_ft: 10 })).status).toBe(201);
  }
  await until('deliveries under way', () => (hanging > 0 ? true : null));
  first.kill('SIGKILL');
  await first.exited;

  mode = 'ok';
  const second = startServer();
  await until('the restarted server', async () => ((await api('GET', '/v1/webhooks').catch(() => null))?.ok ? true : null));
  const events = (await (await api('GET', '/v1/events?per_page=100')).json()) as { data: { id: string }[] };
  expect(events.data).toHaveLength(10);
  await until('every event delivered', () => (events.data.every((e) => delivered.has(e.id)) ? true : null));
  expect([...delivered].sort()).toEqual(events.data.map((e) => e.id).sort());

  // SIGTERM: stop claiming, finish what is under way, exit 0.
  second.kill('SIGTERM');
  expect(await second.exited).toBe(0);
});
