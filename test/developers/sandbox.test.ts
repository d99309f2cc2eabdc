// A developer who signs up for early access is not a member of the club (role `developer`):
// their catches, made through their own keys, are a sandbox seen by them alone. They never
// reach the boards (materialized or not), the counters and totals, species records, the
// people list, a diver page, other people's lists, reads, events and webhooks, or a verifier.
// Both engines (on PostgreSQL the boards and counters come from deltas folded later: reads
// add the pending ones, so a leak would show at once).
import { describe, expect, test } from 'bun:test';
import type { Role } from '../../src/identity/scopes';
import { createApiKey } from '../../src/modules/developers/keys/service';
import { FormBrowser, formFields, password, userWithPassword } from './oauth/helpers';
import { testContext, type TestContext } from '../support';

const strongPassword = 'a long enough password';

async function developerSignsUp(ctx: TestContext): Promise<{ id: string; key: string }> {
  const browser = new FormBrowser(ctx);
  const form = formFields(await (await browser.send('GET', '/developers/sign-up')).text());
  const joined = await browser.send('POST', '/developers/sign-up', {
    ...form,
    email: 'dev@apps.test',
    display_name: 'Dev Tester',
    password: strongPassword,
    building: 'A dive log app',
  });
  expect(joined.status).toBe(303);
  const user = (await ctx.db.get<{ id: string; role: Role }>("SELECT id, role FROM users WHERE email = 'dev@apps.test'"))!;
  const { secret } = await createApiKey(
    ctx.db,
    { userId: user.id, role: user.role, name: 'sandbox', scopes: ['all'], expiresAt: null },
    ctx.clock.now,
  );
  return { id: user.id, key: secret };
}

const json = async (response: Response): Promise<any> => {
  expect(response.status).toBe(200);
  return response.json();
};

describe('a developer is no member', () => {
  test('their catch is theirs alone: no board, total, record, list, page, event or webhook of anyone else', async () => {
    const ctx = testContext({ signup: 'invite', developerAccess: 'open' });
    await userWithPassword(ctx, 'admin@club.test', 'admin');
    const member = await ctx.user('ann@club.test');
    const verifier = await ctx.user('vic@club.test', 'verifier');
    const hookFor = async (key: string, url: string) =>
      expect((await ctx.request('POST', '/v1/webhooks', { key, body: { url, events: ['*'] } })).status).toBe(201);
    await hookFor(member.key, 'https://hooks.example.com/club');
    const mine = await ctx.request('POST', '/v1/catches', {
      key: member.key,
      body: { species: 'Dentex dentex', weight_kg: 8, depth_m: 12 },
    });
    expect(mine.status).toBe(201);

    const dev = await developerSignsUp(ctx);
    await hookFor(dev.key, 'https://hooks.example.com/dev');
    const created = await ctx.request('POST', '/v1/catches', {
      key: dev.key,
      body: { species: 'Dentex dentex', weight_kg: 30, depth_m: 40, notes: 'sandbox test fish' },
    });
    expect(created.status).toBe(201);
    const sandboxId = ((await created.json()) as { id: string; species_id: string }).id;
    const speciesId = ((await (await ctx.request('GET', `/v1/catches/${sandboxId}`, { key: dev.key })).json()) as { species_id: string })
      .species_id;

    // Boards: materialized (every species) and read from the catches (a species by dive type).
    for (const query of ['min_tier=unverified', `min_tier=unverified&species=${speciesId}&dive_type=freedive`])
      for (const board of ['heaviest', 'catch-count', 'deepest', 'total-weight']) {
        const read = await json(await ctx.request('GET', `/v1/leaderboards/${board}?${query}`, { key: member.key }));
        expect(
          read.data.map((row: { diver: { id: string } }) => row.diver.id),
          `${board}?${query}`,
        ).toEqual([member.id]);
        expect(read.total).toBe(1);
      }
    // Lists and their totals (the counters), species counts, single reads, events, verification.
    for (const key of [member.key, verifier.key]) {
      const list = await json(await ctx.request('GET', '/v1/catches', { key }));
      expect(list.total).toBe(1);
      expect(JSON.stringify(list)).not.toContain('Dev Tester');
      expect((await json(await ctx.request('GET', `/v1/catches?species_id=${speciesId}`, { key }))).total).toBe(1);
      expect((await json(await ctx.request('GET', '/v1/catches?q=sandbox', { key }))).total).toBe(0);
      expect((await ctx.request('GET', `/v1/catches/${sandboxId}`, { key })).status).toBe(404);
      expect((await ctx.request('GET', `/v1/catches/${sandboxId}/verifications`, { key })).status).toBe(404);
      expect(JSON.stringify(await json(await ctx.request('GET', '/v1/events', { key })))).not.toContain(sandboxId);
    }
    expect((await json(await ctx.request('GET', `/v1/species/${speciesId}`, { key: member.key }))).catch_count).toBe(1);
    const graded = await ctx.request('POST', `/v1/catches/${sandboxId}/verifications`, { key: verifier.key, body: { tier: 'bronze' } });
    expect(graded.status).toBe(404);

    // Webhooks: the club's endpoint hears nothing of it; the developer's own does.
    const deliveredTo = async (url: string): Promise<string[]> =>
      (
        await ctx.db.all<{ data: string }>(
          `SELECT ev.data FROM webhook_deliveries d JOIN webhook_endpoints e ON e.pk = d.endpoint_pk JOIN events ev ON ev.pk = d.event_pk WHERE e.url = ?`,
          url,
        )
      ).map((row) => row.data);
    expect((await deliveredTo('https://hooks.example.com/club')).join()).not.toContain(sandboxId);
    expect((await deliveredTo('https://hooks.example.com/dev')).join()).toContain(sandboxId);

    // The developer sees their own catch, in their list and in their events.
    const own = await json(await ctx.request('GET', '/v1/catches', { key: dev.key }));
    expect(own.data.map((c: { id: string }) => c.id)).toContain(sandboxId);
    expect(own.total).toBe(2);
    expect((await json(await ctx.request('GET', `/v1/catches?diver_id=${dev.id}`, { key: dev.key }))).total).toBe(1);
    expect(JSON.stringify(await json(await ctx.request('GET', '/v1/events', { key: dev.key })))).toContain(sandboxId);

    // The pages: people, boards, the diver page.
    const admin = new FormBrowser(ctx);
    await admin.signIn('admin@club.test', password);
    expect(await (await admin.send('GET', '/admin/people')).text()).not.toContain('dev@apps.test');
    const boards = await (await admin.send('GET', '/boards?board=heaviest&min_tier=unverified')).text();
    expect(boards).not.toContain('Dev Tester');
    expect((await admin.send('GET', `/divers/${dev.id}`)).status).toBe(404);
    expect((await admin.send('GET', `/catches/${sandboxId}`)).status).toBe(404);

    // Deleting it leaves the counters as they were.
    expect((await ctx.request('DELETE', `/v1/catches/${sandboxId}`, { key: dev.key })).status).toBe(204);
    expect((await json(await ctx.request('GET', '/v1/leaderboards/catch-count?min_tier=unverified', { key: member.key }))).total).toBe(1);
    expect((await json(await ctx.request('GET', '/v1/catches', { key: member.key }))).total).toBe(1);
    expect((await json(await ctx.request('GET', '/v1/me', { key: dev.key }))).role).toBe('developer');
  });
});
