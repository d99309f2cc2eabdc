// Every error is problem+json: routing, methods, bodies, credentials and scopes.
import { describe, expect, test } from 'bun:test';
import { testContext } from './support';

const problemType = 'application/problem+json';

describe('routing and bodies', () => {
  const cases: {
    name: string;
    method: string;
    path: string;
    body?: string;
    contentType?: string;
    status: number;
    code: string;
    allow?: string;
  }[] = [
    { name: 'unknown route', method: 'GET', path: '/v1/nothing', status: 404, code: 'not_found' },
    { name: 'unknown catch id shape', method: 'GET', path: '/v1/catches/12', status: 404, code: 'not_found' },
    { name: 'unknown catch', method: 'GET', path: '/v1/catches/catch_01m83tskjwecrbxxzdmrx2qerh', status: 404, code: 'not_found' },
    {
      name: 'wrong method on a collection',
      method: 'PUT',
      path: '/v1/catches',
      status: 405,
      code: 'method_not_allowed',
      allow: 'GET, HEAD, POST',
    },
    {
      name: 'wrong method on an item',
      method: 'POST',
      path: '/v1/catches/catch_01m83tskjwecrbxxzdmrx2qerh',
      status: 405,
      code: 'method_not_allowed',
      allow: 'DELETE, GET, HEAD, PATCH',
    },
    {
      name: 'wrong method under /api',
      method: 'PUT',
      path: '/api/v1/keys',
      status: 405,
      code: 'method_not_allowed',
      allow: 'GET, HEAD, POST',
    },
    { name: 'malformed JSON', method: 'POST', path: '/v1/catches', body: '{"a":', status: 400, code: 'invalid_json' },
    {
      name: 'form body',
      method: 'POST',
      path: '/v1/catches',
      body: 'species=x',
      contentType: 'application/x-www-form-urlencoded',
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      name: 'text body',
      method: 'POST',
      path: '/v1/catches',
      body: 'hello',
      contentType: 'text/plain',
      status: 415,
      code: 'unsupported_media_type',
    },
    {
      name: 'body over 1 MiB',
      method: 'POST',
      path: '/v1/catches',
      body: JSON.stringify({ notes: 'x'.repeat(1024 * 1024) }),
      status: 413,
      code: 'payload_too_large',
    },
    { name: 'empty body', method: 'POST', path: '/v1/catches', body: '', status: 400, code: 'invalid_json' },
    { name: 'JSON null', method: 'POST', path: '/v1/catches', body: 'null', status: 422, code: 'validation_failed' },
    {
      name: 'deeply nested JSON',
      method: 'POST',
      path: '/v1/catches',
      body: '['.repeat(5000) + ']'.repeat(5000),
      status: 400,
      code: 'json_too_deep',
    },
    { name: 'control characters in a path', method: 'GET', path: '/v1/catches/%00%ff', status: 404, code: 'not_found' },
    // U+0000 cannot be stored (PostgreSQL refuses it in text): refused alike on both engines.
    {
      name: 'NUL in a text field',
      method: 'POST',
      path: '/v1/catches',
      body: JSON.stringify({ species: 'Wahoo', weight_lbs: 30, depth_ft: 40, notes: 'a\u0000b' }),
      status: 422,
      code: 'validation_failed',
    },
    { name: 'NUL in a query filter', method: 'GET', path: '/v1/catches?diver_id=usr%00', status: 422, code: 'validation_failed' },
  ];
  for (const c of cases) {
    test(c.name, async () => {
      const ctx = testContext();
      const diver = await ctx.user('d@example.test');
      const response = await ctx.request(c.method, c.path, {
        key: diver.key,
        body: c.body,
        headers: c.body !== undefined ? { 'content-type': c.contentType ?? 'application/json' } : {},
      });
      expect(response.status).toBe(c.status);
      expect(response.headers.get('content-type')).toBe(problemType);
      const problem = await response.json();
      expect(problem).toMatchObject({ status: c.status, code: c.code, type: `http://catchd.test/errors/${c.code}` });
      expect(typeof problem.title).toBe('string');
      expect(typeof problem.detail).toBe('string');
      expect(JSON.stringify(problem)).not.toContain('    at ');
      if (c.allow) expect(response.headers.get('allow')).toBe(c.allow);
    });
  }
});

describe('credentials and scopes', () => {
  test('no credential: 401 with the realm', async () => {
    const ctx = testContext();
    const response = await ctx.request('GET', '/v1/catches');
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="catch-data"');
    expect(response.headers.get('content-type')).toBe(problemType);
  });

  const invalid: [string, Record<string, string>][] = [
    ['unknown key', { authorization: 'Bearer cdk_notarealkeyatallnotarealkey' }],
    ['wrong scheme', { authorization: 'Basic YTpi' }],
    ['empty bearer', { authorization: 'Bearer ' }],
  ];
  for (const [name, headers] of invalid) {
    test(`${name}: 401 invalid_token`, async () => {
      const ctx = testContext();
      const response = await ctx.request('GET', '/v1/catches', { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="catch-data", error="invalid_token"');
    });
  }

  test('the bearer scheme is case-insensitive', async () => {
    const ctx = testContext();
    const diver = await ctx.user('d@example.test');
    const response = await ctx.request('GET', '/v1/catches', { headers: { authorization: `bearer ${diver.key}` } });
    expect(response.status).toBe(200);
  });

  test('a key in the query string is refused, even a valid one', async () => {
    const ctx = testContext();
    const diver = await ctx.user('d@example.test');
    const response = await ctx.request('GET', `/v1/catches?access_token=${diver.key}`);
    expect(response.status).toBe(401);
    // Refused even beside a valid header, and however the parameter name is spelled.
    for (const name of ['access_token', 'access%5Ftoken', '%61ccess_token']) {
      const refused = await ctx.request('GET', `/v1/catches?per_page=5&${name}=${diver.key}`, { key: diver.key });
      expect({ name, status: refused.status }).toEqual({ name, status: 401 });
      expect(((await refused.json()) as { detail: string }).detail).toContain('query string');
    }
    expect((await ctx.request('GET', '/v1/catches?per_page=5', { key: diver.key })).status).toBe(200);
  });

  test('revoked and expired keys stop working at once', async () => {
    const ctx = testContext();
    const diver = await ctx.user('d@example.test');
    const created = await (
      await ctx.request('POST', '/v1/keys', {
        key: diver.key,
        body: { name: 'short', scopes: ['catches:read'], expires_at: '2026-05-04T14:00:00Z' },
      })
    ).json();
    expect((await ctx.request('GET', '/v1/catches', { key: created.key })).status).toBe(200);
    ctx.clock.now += 3600;
    expect((await ctx.request('GET', '/v1/catches', { key: created.key })).status).toBe(401);
    const keys = await (await ctx.request('GET', '/v1/keys', { key: diver.key })).json();
    expect(
      (await ctx.request('DELETE', `/v1/keys/${keys.data.find((k: { name: string }) => k.name === 'test 1').id}`, { key: diver.key }))
        .status,
    ).toBe(204);
    expect((await ctx.request('GET', '/v1/catches', { key: diver.key })).status).toBe(401);
  });

  const scoped: [string, string[], string, string, number, string | null][] = [
    ['read key cannot write', ['catches:read'], 'POST', '/v1/catches', 403, 'catches:write'],
    ['species key cannot list catches', ['species:read'], 'GET', '/v1/catches', 403, 'catches:read'],
    ['write implies read', ['catches:write'], 'GET', '/v1/catches', 200, null],
    ['keys need account:read', ['catches:read'], 'GET', '/v1/keys', 403, 'account:read'],
  ];
  for (const [name, scopes, method, path, status, needed] of scoped) {
    test(name, async () => {
      const ctx = testContext();
      const diver = await ctx.user('d@example.test', 'diver', scopes);
      const response = await ctx.request(method, path, {
        key: diver.key,
        body: method === 'POST' ? { species: 'Wahoo', weight_lbs: 1, depth_ft: 1 } : undefined,
      });
      expect(response.status).toBe(status);
      if (needed) expect(response.headers.get('www-authenticate')).toBe(`Bearer error="insufficient_scope", scope="${needed}"`);
    });
  }

  test('a role change narrows what existing keys can do', async () => {
    const ctx = testContext();
    const admin = await ctx.user('boss@example.test', 'admin');
    expect((await ctx.request('GET', '/v1/me', { key: admin.key })).status).toBe(200);
    await ctx.db.run("UPDATE users SET role = 'diver' WHERE id = ?", admin.id);
    const me = await (await ctx.request('GET', '/v1/me', { key: admin.key })).json();
    expect(me.scopes).not.toContain('species:write');
    expect(me.scopes).toContain('catches:write');
  });
});

describe('/v1/keys', () => {
  test('create shows the secret once; lists never do; others cannot revoke', async () => {
    const ctx = testContext();
    const diver = await ctx.user('d@example.test');
    const other = await ctx.user('o@example.test');
    const response = await ctx.request('POST', '/v1/keys', {
      key: diver.key,
      body: { name: 'phone app', scopes: ['catches:read', 'catches:write'] },
    });
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created.key).toMatch(/^cdk_[A-Za-z0-9_-]{32}$/);
    expect(created).toMatchObject({ name: 'phone app', scopes: ['catches:read', 'catches:write'], expires_at: null, last_used_at: null });
    const listText = await (await ctx.request('GET', '/v1/keys', { key: diver.key })).text();
    expect(listText).not.toContain(created.key);
    expect(JSON.parse(listText).data.map((k: { id: string }) => k.id)).toContain(created.id);
    const stored = (await ctx.db.get<{ secret_hash: string }>('SELECT secret_hash FROM api_keys WHERE id = ?', created.id))!;
    expect(stored.secret_hash).toBe(new Bun.CryptoHasher('sha256').update(created.key).digest('hex'));
    expect((await ctx.request('DELETE', `/v1/keys/${created.id}`, { key: other.key })).status).toBe(404);
    expect((await ctx.request('GET', '/v1/catches', { key: created.key })).status).toBe(200);
    const used = await (await ctx.request('GET', '/v1/keys', { key: diver.key })).json();
    expect(used.data.find((k: { id: string }) => k.id === created.id).last_used_at).toBe('2026-05-04T13:22:08Z');
  });

  const refused: [string, Record<string, unknown>, string][] = [
    ['scope beyond the role', { name: 'x', scopes: ['species:write'] }, 'scopes'],
    ['unknown scope', { name: 'x', scopes: ['everything'] }, 'scopes'],
    ['no scopes', { name: 'x', scopes: [] }, 'scopes'],
    ['no name', { scopes: ['catches:read'] }, 'name'],
    ['past expiry', { name: 'x', scopes: ['catches:read'], expires_at: '2020-01-01T00:00:00Z' }, 'expires_at'],
    ['bad expiry', { name: 'x', scopes: ['catches:read'], expires_at: 'soon' }, 'expires_at'],
  ];
  for (const [name, body, field] of refused) {
    test(`refuses ${name}`, async () => {
      const ctx = testContext();
      const diver = await ctx.user('d@example.test');
      const response = await ctx.request('POST', '/v1/keys', { key: diver.key, body });
      expect(response.status).toBe(422);
      expect((await response.json()).errors.some((e: { field: string }) => e.field.startsWith(field))).toBe(true);
      expect(await ctx.db.get('SELECT count(*) AS n FROM api_keys')).toEqual({ n: 1 });
    });
  }
});
