// The request log: a developer's own recent API requests, filterable, with the key or app.
import { expect, test } from 'bun:test';
import { codeFlow, FormBrowser, registerApp, userWithPassword } from './oauth/helpers';
import { openRequestLog } from '../../src/db/request-log/buffer';
import { listRequests } from '../../src/modules/developers/request-log/service';
import { testContext } from '../support';

interface Entry {
  id: string;
  method: string;
  path: string;
  status: number;
  duration_ms: number;
  request_id: string;
  key_id: string | null;
  app_id: string | null;
  at: string;
}

test('a developer finds their failed calls, and sees no one else’s', async () => {
  const ctx = testContext();
  const ana = await ctx.user('ana@example.com');
  const bob = await ctx.user('bob@example.com');
  const keyId = ((await (await ctx.request('GET', '/v1/keys', { key: ana.key })).json()) as { data: { id: string }[] }).data[0]!.id;
  expect((await ctx.request('GET', '/v1/catches', { key: ana.key })).status).toBe(200);
  const bad = await ctx.request('POST', '/v1/catches', { key: ana.key, body: { species: 'Wahoo', weight_lbs: -1, depth_ft: 3 } });
  expect(bad.status).toBe(422);
  expect(
    (await ctx.request('GET', '/v1/catches/catch_01h455vb4pex5vsknk084sn02q', { key: ana.key, headers: { 'x-request-id': 'my-trace-1' } }))
      .status,
  ).toBe(404);
  await ctx.request('GET', '/v1/me', { key: bob.key });
  await ctx.request('GET', '/v1/me'); // no credential: nobody's request

  const list = async (query = ''): Promise<{ data: Entry[]; total: number }> => {
    const response = await ctx.request('GET', `/v1/request-log${query}`, { key: ana.key });
    expect(response.status).toBe(200);
    return (await response.json()) as { data: Entry[]; total: number };
  };
  const all = await list();
  // Newest first; the keys listing came first. Reading the log is logged too, after the answer.
  expect(all.data.map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual([
    'GET /v1/catches/catch_01h455vb4pex5vsknk084sn02q 404',
    'POST /v1/catches 422',
    'GET /v1/catches 200',
    'GET /v1/keys 200',
  ]);
  expect(all.data.every((e) => e.key_id === keyId && e.app_id === null && e.duration_ms >= 0)).toBe(true);
  expect(all.data[1]!.request_id).toBe(bad.headers.get('x-request-id')!);
  expect(all.data[0]).toMatchObject({ id: 'my-trace-1', request_id: 'my-trace-1', at: '2026-05-04T13:22:08Z' });

  const failed = await list('?status=4xx');
  expect(failed.data.map((e) => e.status)).toEqual([404, 422]);
  expect((await list('?status=422&method=post')).total).toBe(1);
  expect((await list('?path=/v1/catches')).total).toBe(3);
  expect((await list('?path=%25')).total).toBe(0); // a literal prefix, not a LIKE pattern
  expect((await list('?request_id=my-trace-1')).total).toBe(1);
  expect((await list(`?key_id=${keyId}&per_page=2`)).data).toHaveLength(2);
  expect((await list('?since=2026-05-04T13:22:09Z')).total).toBe(0);
  expect((await list('?until=2026-05-04T13:22:09Z')).total).toBeGreaterThanOrEqual(4);

  for (const query of ['?status=abc', '?since=yesterday', '?per_page=500', '?colour=red'])
    expect((await ctx.request('GET', `/v1/request-log${query}`, { key: ana.key })).status).toBe(422);
  expect((await ctx.request('GET', '/v1/request-log')).status).toBe(401);
  const bobs = (await (await ctx.request('GET', '/v1/request-log', { key: bob.key })).json()) as { data: Entry[] };
  expect(bobs.data.map((e) => e.path)).toEqual(['/v1/me']);
});

test('an app’s calls show the app, to the person and to the app’s developer', async () => {
  const ctx = testContext();
  const developer = await ctx.user('dev@apps.test');
  const app = await registerApp(ctx, developer.key, { scopes: ['account:read', 'catches:read'] });
  await userWithPassword(ctx, 'diver@reef.test');
  const browser = new FormBrowser(ctx);
  await browser.signIn('diver@reef.test');
  const { tokens } = await codeFlow(ctx, browser, app, 'account:read catches:read');
  expect((await ctx.request('GET', '/v1/catches?per_page=1', { key: tokens.access_token })).status).toBe(200);
  for (const key of [developer.key, tokens.access_token]) {
    const body = (await (await ctx.request('GET', `/v1/request-log?app_id=${app.client.client_id}`, { key })).json()) as { data: Entry[] };
    expect(body.data.map((e) => [e.path, e.app_id, e.key_id])).toEqual([['/v1/catches', app.client.client_id, null]]);
  }
});

test('a read waits for a flush already under way: its entries are never missed', async () => {
  const ctx = testContext();
  const dev = await ctx.user('racer@dev.test');
  const buffer = openRequestLog(ctx.db, { log: () => {} });
  const entry = {
    userId: dev.id,
    atMs: Date.now(),
    method: 'POST',
    path: '/v1/webhooks',
    status: 422,
    durationMs: 3,
    requestId: 'req_race',
    keyId: null,
    appId: null,
  };
  // The writer is busy (another request's transaction), so a timer's flush that takes the
  // batch waits to commit; the reader's flush comes meanwhile and finds nothing pending.
  const otherWrite = ctx.db.transaction(async (tx) => {
    await tx.get('SELECT 1 AS one');
    await Bun.sleep(50);
  });
  buffer.record(entry);
  const timersFlush = buffer.flush();
  const page = await listRequests(ctx.db, buffer, dev.id, {});
  expect(page.data.map((row) => row.request_id)).toEqual(['req_race']);
  expect(await timersFlush).toBe(1);
  await otherWrite;
});
