// Several instances on one PostgreSQL database behave as one: three real catchd processes
// take creates, photo uploads and verifications spread across them; every webhook event is
// answered by the receiver exactly once (no instance delivers what another claimed); every
// board read through any instance equals the one computed from the catches; after kill -9
// of the instance holding deliveries, no acknowledged catch or event is lost and its claimed
// deliveries are made by the others once their lease ends.
import { afterAll, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { form, png } from '../catches/species/images';
import { emptyPostgresDatabase, engine } from '../support';
import { cli, startServer, type RunningServer } from './server-process';

const dirs: string[] = [];
const servers: RunningServer[] = [];
afterAll(() => {
  for (const server of servers) server.process.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Each instance has a data dir of its own, as on its own machine: only the database is shared. */
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'catchd-instance-'));
  dirs.push(dir);
  return dir;
}

async function until(what: string, probe: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await Bun.sleep(25);
  }
}

test.skipIf(engine !== 'postgres')(
  'three instances on one database: webhooks once, boards right, kill -9 loses nothing',
  async () => {
    // A receiver that records each answered delivery, or hangs while `hang` is set.
    let hang = false;
    let hanging = 0;
    const answered = new Map<string, number>();
    const receiver = Bun.serve({
      hostname: '127.0.0.1',
      port: 0,
      async fetch(request) {
        const id = request.headers.get('webhook-id')!;
        await request.text();
        if (hang) {
          hanging++;
          return new Promise<Response>(() => {});
        }
        answered.set(id, (answered.get(id) ?? 0) + 1);
        return new Response(null, { status: 204 });
      },
    });

    const env = {
      CATCHD_DATABASE_URL: await emptyPostgresDatabase(),
      CATCHD_WEBHOOK_ALLOW_PRIVATE: '1',
      CATCHD_WEBHOOK_RETRY_SCHEDULE: '0.2,0.2,0.2,0.2,0.2,0.2',
      // Lease = 2 x timeout + 1 s: a dead instance's claims are free again after ~1.6 s.
      CATCHD_WEBHOOK_TIMEOUT_MS: '300',
    };
    // The first start migrates and seeds; the other two start together on the migrated database.
    servers.push(await startServer(dataDir(), env));
    servers.push(...(await Promise.all([startServer(dataDir(), env), startServer(dataDir(), env)])));
    const [a, b, c] = servers;
    const setupDir = dataDir();
    const diverKeys: string[] = [];
    for (const name of ['ana', 'ben', 'cy'])
      diverKeys.push(await cli(setupDir, ['keys', 'create', '--email', `${name}@reef.test`, '--scopes', 'all'], env));
    await cli(setupDir, ['users', 'create', '--email', 'vera@club.test', '--role', 'verifier'], env);
    const verifierKey = await cli(setupDir, ['keys', 'create', '--email', 'vera@club.test', '--scopes', 'all'], env);

    const call = (server: RunningServer, key: string, method: string, path: string, body?: unknown) =>
      fetch(`${server.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${key}`,
          ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
      });
    expect(
      (await call(b, diverKeys[0], 'POST', '/v1/webhooks', { url: `http://127.0.0.1:${receiver.port}/hook`, events: ['*'] })).status,
    ).toBe(201);

    // Phase 1: creates spread over the three instances, concurrently; photos uploaded through one
    // instance and verified (bronze) through another.
    const acknowledged: { id: string; diver: number; weight: number }[] = [];
    await Promise.all(
      [0, 1, 2].map(async (worker) => {
        for (let i = 0; i < 12; i++) {
          const diver = (worker + i) % 3;
          const weight = 2 + ((worker * 12 + i) % 17) * 1.5;
          const created = await call(servers[(worker + i) % 3], diverKeys[diver], 'POST', '/v1/catches', {
            species: 'Grey triggerfish',
            weight_lbs: weight,
            depth_ft: 30,
          });
          expect(created.status).toBe(201);
          acknowledged.push({ id: ((await created.json()) as { id: string }).id, diver, weight });
        }
      }),
    );
    for (const [i, record] of acknowledged.slice(0, 6).entries()) {
      const photo = await call(
        servers[i % 3],
        diverKeys[record.diver],
        'POST',
        `/v1/catches/${record.id}/photos`,
        form(png(8, 8), 'fish.png', 'image/png'),
      );
      expect(photo.status).toBe(201);
      const photoId = ((await photo.json()) as { id: string }).id;
      const verified = await call(servers[(i + 1) % 3], verifierKey, 'POST', `/v1/catches/${record.id}/verifications`, {
        tier: 'bronze',
        evidence: { photo_ids: [photoId] },
      });
      expect(verified.status).toBe(201);
    }

    const eventIds = async (server: RunningServer): Promise<string[]> => {
      const ids: string[] = [];
      let path = '/v1/events?per_page=100';
      for (;;) {
        const page = (await (await call(server, diverKeys[0], 'GET', path)).json()) as { data: { id: string }[]; has_more: boolean };
        ids.push(...page.data.map((e) => e.id));
        if (!page.has_more || page.data.length === 0) return ids;
        path = `/v1/events?per_page=100&after=${page.data.at(-1)!.id}`;
      }
    };
    const phaseOne = await eventIds(c);
    expect(phaseOne.length).toBeGreaterThanOrEqual(acknowledged.length + 6);
    await until('every event of phase 1 answered', () => phaseOne.every((id) => answered.has(id)));
    await Bun.sleep(500); // a double delivery would arrive now
    expect(phaseOne.filter((id) => answered.get(id) !== 1)).toEqual([]);

    // Boards through every instance equal the ones computed from the acknowledged catches.
    const expectedBoards = {
      'catch-count': [0, 1, 2].map((d) => acknowledged.filter((r) => r.diver === d).length).sort((x, y) => y - x),
      heaviest: [0, 1, 2].map((d) => Math.max(...acknowledged.filter((r) => r.diver === d).map((r) => r.weight))).sort((x, y) => y - x),
    };
    for (const server of servers)
      for (const [board, values] of Object.entries(expectedBoards)) {
        const read = (await (
          await call(server, diverKeys[1], 'GET', `/v1/leaderboards/${board}?min_tier=unverified&per_page=100`)
        ).json()) as { data: { value: number }[] };
        expect({ board, values: read.data.map((e) => e.value) }).toEqual({ board, values });
      }

    // Phase 2: the receiver hangs; catches created through `a` are claimed by `a` at once (its
    // own outbox signal); `a` is killed mid-delivery. The others deliver them after the lease.
    hang = true;
    for (let i = 0; i < 5; i++) {
      const created = await call(a, diverKeys[0], 'POST', '/v1/catches', { species: 'Grey triggerfish', weight_lbs: 40 + i, depth_ft: 30 });
      expect(created.status).toBe(201);
      acknowledged.push({ id: ((await created.json()) as { id: string }).id, diver: 0, weight: 40 + i });
    }
    await until('deliveries hanging', () => hanging > 0);
    a.process.kill('SIGKILL');
    await a.process.exited;
    hang = false;

    const all = await eventIds(b);
    for (const record of acknowledged) expect((await call(c, diverKeys[record.diver], 'GET', `/v1/catches/${record.id}`)).status).toBe(200);
    expect(all.length).toBe(phaseOne.length + 5);
    await until('every event answered after the kill', () => all.every((id) => answered.has(id)));
    await Bun.sleep(500);
    expect(all.filter((id) => answered.get(id) !== 1)).toEqual([]);
    const heaviest = (await (await call(c, diverKeys[1], 'GET', '/v1/leaderboards/heaviest?min_tier=unverified&per_page=1')).json()) as {
      data: { value: number }[];
    };
    expect(heaviest.data[0].value).toBe(44);
    receiver.stop(true);
  },
  120_000,
);
