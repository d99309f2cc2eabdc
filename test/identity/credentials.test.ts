// The in-process cache of API keys: requests that arrive together after a write share one
// lookup, and a key revoked by a write is refused at once.
import { afterEach, expect, test } from 'bun:test';
import { cacheCounts } from '../../src/lib/cache-stats';
import { testContext, type TestContext } from '../support';

let ctx: TestContext;
afterEach(async () => {
  await ctx.db.close();
});

const keyLookups = cacheCounts('api_keys');

test('requests arriving together after a write share one key lookup', async () => {
  ctx = testContext();
  const { key } = await ctx.user('diver@example.test');
  expect((await ctx.request('POST', '/v1/catches', { key, body: { species: 'Wahoo', weight_lbs: 30, depth_ft: 20 } })).status).toBe(201);
  const missesBefore = keyLookups.misses;
  const answers = await Promise.all(Array.from({ length: 12 }, () => ctx.request('GET', '/v1/catches?per_page=1', { key })));
  expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
  expect(keyLookups.misses - missesBefore).toBe(1);
});

test('a key revoked by a write is refused by the next request', async () => {
  ctx = testContext();
  const { key } = await ctx.user('diver@example.test');
  const { key: other } = await ctx.user('other@example.test');
  expect((await ctx.request('GET', '/v1/catches', { key })).status).toBe(200);
  const listed = (await (await ctx.request('GET', '/v1/keys', { key })).json()) as { data: { id: string }[] };
  // The user revokes every key of theirs, the one making these requests included.
  for (const { id } of listed.data) expect((await ctx.request('DELETE', `/v1/keys/${id}`, { key })).status).toBe(204);
  const [refused, accepted] = await Promise.all([
    ctx.request('GET', '/v1/catches', { key }),
    ctx.request('GET', '/v1/catches', { key: other }),
  ]);
  expect(refused.status).toBe(401);
  expect(accepted.status).toBe(200);
});

test('requests arriving together on a key not used for a minute note its use once', async () => {
  ctx = testContext();
  const { key } = await ctx.user('diver@example.test');
  const notes: unknown[][] = [];
  const run = ctx.db.run.bind(ctx.db);
  ctx.db.run = (text: string, ...params: never[]) => {
    if (text.startsWith('UPDATE api_keys SET last_used_at')) notes.push(params);
    return run(text, ...params);
  };
  const answers = await Promise.all(Array.from({ length: 12 }, () => ctx.request('GET', '/v1/catches?per_page=1', { key })));
  expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
  expect(notes).toHaveLength(1);
  const stored = await ctx.db.get<{ last_used_at: number }>(
    'SELECT last_used_at FROM api_keys WHERE user_id = (SELECT id FROM users WHERE email = ?)',
    'diver@example.test',
  );
  expect(stored?.last_used_at).toBe(ctx.clock.now);
});
