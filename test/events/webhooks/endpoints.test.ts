// Webhook endpoints, the outbox and GET /v1/events through the real HTTP app.
import { describe, expect, test } from 'bun:test';
import { testContext } from '../../support';

const catchBody = {
  species: 'Barber surgeonfish',
  weight_lbs: 3.5,
  depth_ft: 20,
  location: { lat: 43.123456, lon: 5.987654, name: 'Secret reef' },
};

async function json(response: Response): Promise<any> {
  return response.json();
}

async function outbox(ctx: ReturnType<typeof testContext>) {
  return await ctx.db.all<{ endpoint_id: string; event_type: string; status: string }>(
    `SELECT e.id AS endpoint_id, ev.type AS event_type, d.status FROM webhook_deliveries d
       JOIN webhook_endpoints e ON e.pk = d.endpoint_pk JOIN events ev ON ev.pk = d.event_pk ORDER BY d.pk`,
  );
}

describe('webhook endpoints', () => {
  test('create answers 201 with a whsec_ secret once; reads never show it', async () => {
    const ctx = testContext();
    const alice = await ctx.user('alice@example.com');
    const created = await ctx.request('POST', '/v1/webhooks', {
      key: alice.key,
      body: { url: 'https://hooks.example.com/catchd', events: ['catch.created'], description: 'CRM' },
    });
    expect(created.status).toBe(201);
    const body = await json(created);
    expect(body.id).toMatch(/^wh_/);
    expect(body.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(body.secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);
    expect(created.headers.get('location')).toBe(`http://catchd.test/v1/webhooks/${body.id}`);
    expect(body).toMatchObject({
      object: 'webhook_endpoint',
      url: 'https://hooks.example.com/catchd',
      events: ['catch.created'],
      description: 'CRM',
      enabled: true,
    });

    const read = await json(await ctx.request('GET', `/v1/webhooks/${body.id}`, { key: alice.key }));
    expect(read.secret).toBeUndefined();
    expect(JSON.stringify(read)).not.toContain(body.secret);
    const list = await json(await ctx.request('GET', '/api/v1/webhooks', { key: alice.key }));
    expect(list.data.map((e: { id: string }) => e.id)).toEqual([body.id]);
    expect(JSON.stringify(list)).not.toContain(body.secret);
  });

  test.each([
    ['http URL', { url: 'http://hooks.example.com/x', events: ['*'] }, 'url'],
    ['loopback address', { url: 'https://127.0.0.1/x', events: ['*'] }, 'url'],
    ['metadata address', { url: 'https://169.254.169.254/latest', events: ['*'] }, 'url'],
    ['credentials in URL', { url: 'https://u:p@hooks.example.com/x', events: ['*'] }, 'url'],
    ['URL too long', { url: `https://hooks.example.com/${'a'.repeat(2048)}`, events: ['*'] }, 'url'],
    ['unknown event type', { url: 'https://hooks.example.com/x', events: ['catch.eaten'] }, 'events'],
    ['no events', { url: 'https://hooks.example.com/x', events: [] }, 'events'],
    ['too many events', { url: 'https://hooks.example.com/x', events: Array(21).fill('*') }, 'events'],
    ['description too long', { url: 'https://hooks.example.com/x', events: ['*'], description: 'x'.repeat(501) }, 'description'],
    ['unknown field', { url: 'https://hooks.example.com/x', events: ['*'], secret: 'whsec_mine' }, 'secret'],
  ])('422 for %s', async (_name, body, field) => {
    const ctx = testContext();
    const alice = await ctx.user('alice@example.com');
    const response = await ctx.request('POST', '/v1/webhooks', { key: alice.key, body });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    const problem = await json(response);
    expect(problem.errors.map((e: { field: string }) => e.field.replace(/^\//, '').split(/[/[]/)[0])).toContain(field);
    expect(await ctx.db.get('SELECT COUNT(*) AS n FROM webhook_endpoints')).toEqual({ n: 0 });
  });

  test('a host name that resolves to any private address is refused, unless private targets are allowed', async () => {
    const body = { url: 'https://internal.example.com/hook', events: ['*'] };
    const strict = testContext();
    const lax = testContext({ webhookAllowPrivate: true });
    for (const ctx of [strict, lax]) ctx.deps.resolve = async () => ['93.184.215.14', '10.0.0.7'];
    expect((await strict.request('POST', '/v1/webhooks', { key: (await strict.user('a@example.com')).key, body })).status).toBe(422);
    expect((await lax.request('POST', '/v1/webhooks', { key: (await lax.user('a@example.com')).key, body })).status).toBe(201);
    strict.deps.resolve = async () => ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'];
    expect((await strict.request('POST', '/v1/webhooks', { key: (await strict.user('b@example.com')).key, body })).status).toBe(201);
  });

  test('scopes: reading needs webhooks:read, writing webhooks:write', async () => {
    const ctx = testContext();
    const reader = await ctx.user('reader@example.com', 'diver', ['webhooks:read']);
    const none = await ctx.user('none@example.com', 'diver', ['catches:read']);
    const post = await ctx.request('POST', '/v1/webhooks', {
      key: reader.key,
      body: { url: 'https://hooks.example.com/x', events: ['*'] },
    });
    expect(post.status).toBe(403);
    expect(post.headers.get('www-authenticate')).toContain('scope="webhooks:write"');
    expect((await ctx.request('GET', '/v1/webhooks', { key: reader.key })).status).toBe(200);
    expect((await ctx.request('GET', '/v1/webhooks', { key: none.key })).status).toBe(403);
    expect((await ctx.request('GET', '/v1/webhooks')).status).toBe(401);
  });

  test("another user's endpoint, deliveries and retries are 404", async () => {
    const ctx = testContext();
    const alice = await ctx.user('alice@example.com');
    const mallory = await ctx.user('mallory@example.com');
    const endpoint = await json(
      await ctx.request('POST', '/v1/webhooks', { key: alice.key, body: { url: 'https://hooks.example.com/x', events: ['*'] } }),
    );
    const delivery = await json(await ctx.request('POST', `/v1/webhooks/${endpoint.id}/test`, { key: alice.key }));
    expect(delivery.id).toMatch(/^dlv_/);
    const attempts: [string, string, unknown?][] = [
      ['GET', `/v1/webhooks/${endpoint.id}`],
      ['PATCH', `/v1/webhooks/${endpoint.id}`, { description: 'mine now' }],
      ['DELETE', `/v1/webhooks/${endpoint.id}`],
      ['POST', `/v1/webhooks/${endpoint.id}/test`],
      ['POST', `/v1/webhooks/${endpoint.id}/rotate-secret`],
      ['GET', `/v1/webhooks/${endpoint.id}/deliveries`],
      ['GET', `/v1/webhooks/${endpoint.id}/deliveries/${delivery.id}`],
      ['POST', `/v1/webhooks/${endpoint.id}/deliveries/${delivery.id}/retry`],
    ];
    for (const [method, path, body] of attempts) {
      const response = await ctx.request(method, path, { key: mallory.key, body });
      expect([method, path, response.status]).toEqual([method, path, 404]);
    }
    expect((await json(await ctx.request('GET', `/v1/webhooks/${endpoint.id}`, { key: alice.key }))).description).toBeNull();
  });

  test('PATCH changes fields, disables and re-enables; DELETE removes it and its deliveries', async () => {
    const ctx = testContext();
    const alice = await ctx.user('alice@example.com');
    const endpoint = await json(
      await ctx.request('POST', '/v1/webhooks', { key: alice.key, body: { url: 'https://hooks.example.com/x', events: ['*'] } }),
    );
    const patched = await json(
      await ctx.request('PATCH', `/v1/webhooks/${endpoint.id}`, {
        key: alice.key,
        body: { url: 'https://hooks.example.com/y', events: ['catch.deleted'], description: 'd', enabled: false },
      }),
    );
    expect(patched).toMatchObject({
      url: 'https://hooks.example.com/y',
      events: ['catch.deleted'],
      description: 'd',
      enabled: false,
      disabled_reason: 'Disabled by its owner.',
    });
    expect((await ctx.request('POST', `/v1/webhooks/${endpoint.id}/test`, { key: alice.key })).status).toBe(409);
    const enabled = await json(await ctx.request('PATCH', `/v1/webhooks/${endpoint.id}`, { key: alice.key, body: { enabled: true } }));
    expect(enabled).toMatchObject({ enabled: true, disabled_reason: null });
    expect((await ctx.request('PATCH', `/v1/webhooks/${endpoint.id}`, { key: alice.key, body: { url: 'https://10.1.1.1/' } })).status).toBe(
      422,
    );
    expect((await ctx.request('POST', `/v1/webhooks/${endpoint.id}/test`, { key: alice.key })).status).toBe(202);
    expect((await ctx.request('DELETE', `/v1/webhooks/${endpoint.id}`, { key: alice.key })).status).toBe(204);
    expect((await ctx.request('GET', `/v1/webhooks/${endpoint.id}`, { key: alice.key })).status).toBe(404);
    expect(await outbox(ctx)).toEqual([]);
  });

  test('rotate-secret returns a new secret and keeps the old one for 24 h', async () => {
    const ctx = testContext();
    const alice = await ctx.user('alice@example.com');
    const endpoint = await json(
      await ctx.request('POST', '/v1/webhooks', { key: alice.key, body: { url: 'https://hooks.example.com/x', events: ['*'] } }),
    );
    const rotated = await json(await ctx.request('POST', `/v1/webhooks/${endpoint.id}/rotate-secret`, { key: alice.key }));
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(endpoint.secret);
    expect(Date.parse(rotated.previous_secret_expires_at) / 1000 - ctx.clock.now).toBe(24 * 3600);
    const row = (await ctx.db.get<{ secret: string; previous_secret: string }>('SELECT secret, previous_secret FROM webhook_endpoints'))!;
    expect(row).toEqual({ secret: rotated.secret, previous_secret: endpoint.secret });
  });
});

describe('outbox', () => {
  test('every change writes its event and one delivery per subscribed, enabled endpoint', async () => {
    const ctx = testContext();
    const alice = await ctx.user('alice@example.com');
    const bob = await ctx.user('bob@example.com');
    const register = async (key: string, events: string[]) =>
      (await json(await ctx.request('POST', '/v1/webhooks', { key, body: { url: 'https://hooks.example.com/x', events } }))).id as string;
    const all = await register(alice.key, ['*']);
    const created = await register(bob.key, ['catch.created']);
    const deleted = await register(bob.key, ['catch.deleted', 'catch.updated']);
    const off = await register(bob.key, ['*']);
    await ctx.request('PATCH', `/v1/webhooks/${off}`, { key: bob.key, body: { enabled: false } });

    const fish = await json(await ctx.request('POST', '/v1/catches', { key: alice.key, body: catchBody }));
    await ctx.request('PATCH', `/v1/catches/${fish.id}`, { key: alice.key, body: { notes: 'big one' } });
    await ctx.request('DELETE', `/v1/catches/${fish.id}`, { key: alice.key });
    expect(await outbox(ctx)).toEqual([
      { endpoint_id: all, event_type: 'catch.created', status: 'pending' },
      { endpoint_id: created, event_type: 'catch.created', status: 'pending' },
      { endpoint_id: all, event_type: 'catch.updated', status: 'pending' },
      { endpoint_id: deleted, event_type: 'catch.updated', status: 'pending' },
      { endpoint_id: all, event_type: 'catch.deleted', status: 'pending' },
      { endpoint_id: deleted, event_type: 'catch.deleted', status: 'pending' },
    ]);
  });

  test('a change that fails leaves neither event nor delivery', async () => {
    const ctx = testContext();
    const alice = await ctx.user('alice@example.com');
    await ctx.request('POST', '/v1/webhooks', { key: alice.key, body: { url: 'https://hooks.example.com/x', events: ['*'] } });
    expect(
      (await ctx.request('POST', '/v1/catches', { key: alice.key, body: { ...catchBody, species: 'No such fish at all' } })).status,
    ).toBe(422);
    expect(await ctx.db.get('SELECT COUNT(*) AS n FROM events')).toEqual({ n: 0 });
    expect(await outbox(ctx)).toEqual([]);
  });
});

describe('GET /v1/events', () => {
  test('newest first, filters, paging with a cursor, and the location privacy rule', async () => {
    const ctx = testContext();
    const alice = await ctx.user('alice@example.com');
    const bob = await ctx.user('bob@example.com');
    const verifier = await ctx.user('vera@example.com', 'verifier');
    const fish = await json(await ctx.request('POST', '/v1/catches', { key: alice.key, body: catchBody }));
    ctx.clock.now += 10;
    await ctx.request('PATCH', `/v1/catches/${fish.id}`, { key: alice.key, body: { location: { lat: 43.55555, lon: 5.44444 } } });
    ctx.clock.now += 10;
    await ctx.request('POST', '/v1/catches', { key: bob.key, body: { ...catchBody, location: undefined } });

    const mine = await json(await ctx.request('GET', '/v1/events', { key: alice.key }));
    expect(mine).toMatchObject({ object: 'list', total: 3, page: 1, per_page: 20, has_more: false });
    expect(mine.data.map((e: { type: string }) => e.type)).toEqual(['catch.created', 'catch.updated', 'catch.created']);
    const update = mine.data[1];
    expect(update.id).toMatch(/^evt_/);
    expect(update.data.object.location).toMatchObject({ lat: 43.55555, lon: 5.44444, precise: true });
    expect(update.data.previous.location).toMatchObject({ lat: 43.123456, lon: 5.987654, precise: true });

    const bobs = await json(await ctx.request('GET', '/v1/events', { key: bob.key }));
    expect(bobs.data[1].data.object.location).toEqual({ lat: 43.6, lon: 5.4, precise: false });
    expect(bobs.data[1].data.previous.location).toEqual({ lat: 43.1, lon: 6, precise: false });
    expect(bobs.data[2].data.object.location).toMatchObject({ lat: 43.1, lon: 6, precise: false });
    const veras = await json(await ctx.request('GET', '/v1/events', { key: verifier.key }));
    expect(veras.data[2].data.object.location).toMatchObject({ lat: 43.123456, precise: true });

    const updates = await json(await ctx.request('GET', '/v1/events?type=catch.updated', { key: bob.key }));
    expect(updates.data.map((e: { type: string }) => e.type)).toEqual(['catch.updated']);
    const recent = await json(
      await ctx.request('GET', `/v1/events?created_after=${encodeURIComponent(mine.data[1].created_at)}`, { key: bob.key }),
    );
    expect(recent.total).toBe(1);

    const first = await ctx.request('GET', '/v1/events?per_page=2', { key: bob.key });
    const firstBody = await json(first);
    expect(firstBody.has_more).toBe(true);
    const next = await json(await ctx.request('GET', `/v1/events?per_page=2&after=${firstBody.data[1].id}`, { key: bob.key }));
    expect(next).toMatchObject({ page: null, has_more: false });
    expect(next.data.map((e: { id: string }) => e.id)).toEqual([mine.data[2].id]);
    expect(first.headers.get('link')).toContain('page=2');
  });

  test.each([
    ['type=catch.eaten', 'type'],
    ['created_after=yesterday', 'created_after'],
    ['after=evt_01h455vb4pex5vsknk084sn02q', 'after'],
    ['page=2&after=evt_01h455vb4pex5vsknk084sn02q', 'after'],
  ])('422 for %s', async (query, field) => {
    const ctx = testContext();
    const alice = await ctx.user('alice@example.com');
    const response = await ctx.request('GET', `/v1/events?${query}`, { key: alice.key });
    expect(response.status).toBe(422);
    expect(JSON.stringify((await json(response)).errors)).toContain(field);
  });

  test('test pings are not listed; the scope is catches:read', async () => {
    const ctx = testContext();
    const alice = await ctx.user('alice@example.com');
    const endpoint = await json(
      await ctx.request('POST', '/v1/webhooks', { key: alice.key, body: { url: 'https://hooks.example.com/x', events: ['*'] } }),
    );
    await ctx.request('POST', `/v1/webhooks/${endpoint.id}/test`, { key: alice.key });
    expect((await json(await ctx.request('GET', '/v1/events', { key: alice.key }))).total).toBe(0);
    const hooksOnly = await ctx.user('h@example.com', 'diver', ['webhooks:read']);
    expect((await ctx.request('GET', '/v1/events', { key: hooksOnly.key })).status).toBe(403);
  });
});

describe('deliveries', () => {
  test('listed newest first with paging and a status filter; retry is refused while an attempt is under way', async () => {
    const ctx = testContext();
    const alice = await ctx.user('alice@example.com');
    const endpoint = await json(
      await ctx.request('POST', '/v1/webhooks', { key: alice.key, body: { url: 'https://hooks.example.com/x', events: ['*'] } }),
    );
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await json(await ctx.request('POST', `/v1/webhooks/${endpoint.id}/test`, { key: alice.key }))).id);
    const page1 = await ctx.request('GET', `/v1/webhooks/${endpoint.id}/deliveries?per_page=2`, { key: alice.key });
    const body1 = await json(page1);
    expect(body1).toMatchObject({ object: 'list', total: 3, page: 1, per_page: 2, has_more: true });
    expect(body1.data.map((d: { id: string }) => d.id)).toEqual([ids[2], ids[1]]);
    expect(body1.data[0]).toMatchObject({ object: 'webhook_delivery', event_type: 'webhook.test', status: 'pending', attempts: [] });
    expect(body1.data[0].event_id).toMatch(/^evt_/);
    expect(body1.data[0].next_attempt_at).toMatch(/Z$/);
    expect(page1.headers.get('link')).toContain('page=2');
    const page2 = await json(
      await ctx.request('GET', `/v1/webhooks/${endpoint.id}/deliveries?per_page=2&after=${ids[1]}`, { key: alice.key }),
    );
    expect(page2.data.map((d: { id: string }) => d.id)).toEqual([ids[0]]);
    expect(
      (await json(await ctx.request('GET', `/v1/webhooks/${endpoint.id}/deliveries?status=succeeded`, { key: alice.key }))).total,
    ).toBe(0);
    expect((await ctx.request('GET', `/v1/webhooks/${endpoint.id}/deliveries?status=lost`, { key: alice.key })).status).toBe(422);

    await ctx.db.run('UPDATE webhook_deliveries SET lease_until_ms = ? WHERE id = ?', (ctx.clock.now + 60) * 1000, ids[0]!);
    const busy = await ctx.request('POST', `/v1/webhooks/${endpoint.id}/deliveries/${ids[0]}/retry`, { key: alice.key });
    expect(busy.status).toBe(409);
    const retried = await ctx.request('POST', `/v1/webhooks/${endpoint.id}/deliveries/${ids[1]}/retry`, { key: alice.key });
    expect(retried.status).toBe(202);
    expect((await ctx.request('POST', `/v1/webhooks/${endpoint.id}/deliveries/dlv_nope/retry`, { key: alice.key })).status).toBe(404);
  });
});

test('the OpenAPI document describes the webhook and event routes', async () => {
  const ctx = testContext();
  const doc = await json(await ctx.request('GET', '/openapi.json'));
  for (const path of [
    '/v1/events',
    '/v1/webhooks',
    '/v1/webhooks/{id}',
    '/v1/webhooks/{id}/deliveries',
    '/v1/webhooks/{id}/deliveries/{delivery_id}/retry',
    '/v1/webhooks/{id}/rotate-secret',
    '/v1/webhooks/{id}/test',
  ])
    expect(Object.keys(doc.paths)).toContain(path);
});
