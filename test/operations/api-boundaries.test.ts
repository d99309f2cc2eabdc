// What every API route does with a request before its handler, walked from /openapi.json so
// that new operations are covered: authentication comes first (401 before any 4xx about the
// body or the query), a JSON body is an object, and deep nesting is refused before parsing.
import { beforeAll, describe, expect, test } from 'bun:test';
import { maxJsonDepth } from '../../src/http/errors';
import { testContext, type TestContext } from '../support';
import { documentedOperations, resolveRef, type Operation, type Schema } from './openapi-walk';

let ctx: TestContext;
let doc: Schema;
let key: string;
let ids: Record<string, string>;

const realPath = (path: string): string => path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name] ?? ids.id);
/** An operation that needs a credential: a bearer requirement and no anonymous alternative (`{}`, as GET /v1/club has). */
const authenticated = (op: Operation): boolean => {
  const security = (op.spec.security ?? []) as Schema[];
  return (
    security.some((requirement) => 'bearer' in requirement) &&
    !security.some((requirement) => Object.keys(requirement).length === 0) &&
    op.path.startsWith('/v1/')
  );
};
/** The schema of an operation's JSON body, if it reads JSON. */
const jsonBody = (op: Operation): Schema | undefined =>
  ((op.spec.requestBody as Schema | undefined)?.content as Record<string, { schema: Schema }> | undefined)?.['application/json']?.schema;

async function send(method: string, path: string, init: { key?: string; type?: string; body?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (init.key) headers.authorization = `Bearer ${init.key}`;
  if (init.type) headers['content-type'] = init.type;
  return ctx.app.handle(new Request(`http://catchd.test${path}`, { method, headers, body: init.body }));
}

beforeAll(async () => {
  ctx = testContext();
  key = (await ctx.user('admin@example.com', 'admin')).key;
  doc = (await (await ctx.request('GET', '/openapi.json')).json()) as Schema;
  const created = (await (
    await ctx.request('POST', '/v1/catches', { key, body: { species: 'Grey triggerfish', weight_lbs: 3, depth_ft: 20 } })
  ).json()) as { id: string };
  const species = (await ctx.db.get<{ id: string }>('SELECT id FROM species LIMIT 1'))!;
  ids = { id: created.id, species: species.id };
});

describe('authentication before any other check', () => {
  const malformed: [string, { type?: string; body?: string }][] = [
    ['broken JSON', { type: 'application/json', body: '{' }],
    ['a foreign body type', { type: 'text/plain', body: 'x' }],
    ['a JSON array', { type: 'application/json', body: '[]' }],
    ['deep nesting', { type: 'application/json', body: `${'['.repeat(20_000)}${']'.repeat(20_000)}` }],
    ['an unknown field', { type: 'application/json', body: '{"nonsense":1}' }],
  ];

  test('every authenticated operation answers 401 without a credential, whatever the body or query', async () => {
    const failures: string[] = [];
    const operations = documentedOperations(doc).filter(authenticated);
    expect(operations.length).toBeGreaterThan(50);
    for (const op of operations) {
      const path = realPath(op.path);
      const attempts: [string, string, { type?: string; body?: string }][] = [
        ['a repeated query parameter', `${path}?page=1&page=2`, {}],
        ['an unknown query parameter', `${path}?nonsense=1`, {}],
        ...(op.method === 'GET' ? [] : malformed.map(([what, init]) => [what, path, init] as [string, string, typeof init])),
      ];
      for (const [what, url, init] of attempts) {
        const response = await send(op.method, url, init);
        if (response.status !== 401) failures.push(`${op.method} ${op.path} with ${what}: ${response.status}`);
        else expect(response.headers.get('www-authenticate'), url).toStartWith('Bearer');
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('JSON bodies', () => {
  test('every operation whose document says its body is an object refuses null, arrays, numbers and booleans (422)', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const op of documentedOperations(doc)) {
      const schema = jsonBody(op);
      if (!schema || resolveRef(doc, schema).type !== 'object') continue;
      checked++;
      for (const body of ['null', '[]', '1', 'true', '"text"', '[{}]']) {
        const response = await send(op.method, realPath(op.path), { key, type: 'application/json', body });
        const problem = (await response.json()) as { errors?: { field: string }[] };
        if (response.status !== 422 || response.headers.get('content-type') !== 'application/problem+json')
          failures.push(`${op.method} ${op.path} with ${body}: ${response.status}`);
        else
          expect(
            problem.errors?.map((e) => e.field),
            `${op.method} ${op.path} ${body}`,
          ).toEqual(['body']);
      }
    }
    expect(checked).toBeGreaterThan(10);
    expect(failures).toEqual([]);
  });

  test(`nesting deeper than ${maxJsonDepth} is refused (400) on every JSON route, before it is parsed`, async () => {
    const failures: string[] = [];
    const operations = documentedOperations(doc).filter((op) => jsonBody(op));
    for (const op of operations)
      for (const body of [
        '['.repeat(80_000),
        `${'['.repeat(40_000)}${']'.repeat(40_000)}`,
        `{"notes":${'{"a":'.repeat(maxJsonDepth)}1${'}'.repeat(maxJsonDepth)}}`,
      ]) {
        const response = await send(op.method, realPath(op.path), { key, type: 'application/json', body });
        const problem = (await response.json()) as { code?: string };
        if (response.status !== 400 || problem.code !== 'json_too_deep') failures.push(`${op.method} ${op.path}: ${response.status}`);
      }
    expect(failures).toEqual([]);
  });

  test('nesting up to the limit is read (brackets inside strings do not count)', async () => {
    const notes = '['.repeat(500);
    const response = await send('POST', '/v1/catches', {
      key,
      type: 'application/json',
      body: JSON.stringify({ species: 'Grey triggerfish', weight_lbs: 3, depth_ft: 20, notes }),
    });
    expect(response.status).toBe(201);
    const nested = `{"species":"Grey triggerfish","weight_lbs":3,"depth_ft":20,"conditions":${'['.repeat(maxJsonDepth - 1)}${']'.repeat(maxJsonDepth - 1)}}`;
    const refused = await send('POST', '/v1/catches', { key, type: 'application/json', body: nested });
    // Deep enough to be parsed, and then refused by the schema, naming the field.
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: { field: string }[] }).errors[0].field).toBe('conditions');
  });
});
