// Property-based fuzzing of every operation in /openapi.json (fast-check, fixed seed):
// valid requests built from the documented schemas and hostile ones (huge, negative,
// wrong types, unicode, deep or broken JSON, wrong content types, path traversal ids),
// sent with an admin API key. Every answer must be below 500, use a documented status
// (or one of the generic problem statuses below), carry the cross-cutting headers, and
// have a JSON body that matches its documented schema.
import { beforeAll, describe, expect, test } from 'bun:test';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { safeReturnPath } from '../../src/web/session';
import { browserTarget } from '../return-paths';
import { testContext, type TestContext } from '../support';
import { documentedOperations, resolveRef, type Operation, type Schema } from './openapi-walk';

/**
 * Statuses the HTTP layer can give any operation whether or not a module documents them:
 * authentication, routing, size, media type, validation and rate limits, all problem+json;
 * and 400 for a path of another spelling (an empty last path parameter leaves a trailing slash).
 */
const genericStatuses = new Set([400, 401, 403, 404, 405, 413, 415, 422, 429]);
const runsPerOperation = 30;
const docBase = 'https://catchd.test/openapi';

let ctx: TestContext;
let doc: Schema;
let adminKey: string;
let sampleIds: string[];
const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
addFormats(ajv);

const resolve = (schema: Schema): Schema => resolveRef(doc, schema);

// ---- values from schemas -------------------------------------------------------------

/** `value` once in `1 + absentWeight` draws, null otherwise. */
function sometimes<T>(value: fc.Arbitrary<T>, absentWeight: number): fc.Arbitrary<T | null> {
  return fc.oneof({ weight: absentWeight, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: value });
}

const isoTime = fc.integer({ min: 0, max: 4102444800 }).map((s) => new Date(s * 1000).toISOString().replace('.000Z', 'Z'));
const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
/** Date-times built from parts that may not exist: day 31 of every month, 29 February of any year, hour 24, second 60, offsets to ±29:99. */
const isoParts = fc
  .record({
    year: fc.oneof(fc.integer({ min: 0, max: 9999 }), fc.constantFrom(1900, 2000, 2023, 2024, 2100)),
    month: fc.integer({ min: 0, max: 13 }),
    day: fc.oneof(fc.integer({ min: 0, max: 32 }), fc.constantFrom(28, 29, 30, 31)),
    hour: fc.integer({ min: 0, max: 24 }),
    minute: fc.integer({ min: 0, max: 60 }),
    second: fc.integer({ min: 0, max: 60 }),
    offset: fc.oneof(
      fc.constant('Z'),
      fc
        .tuple(fc.constantFrom('+', '-'), fc.integer({ min: 0, max: 29 }), fc.integer({ min: 0, max: 99 }))
        .map(([sign, h, m]) => `${sign}${pad(h)}:${pad(m)}`),
    ),
    bare: fc.boolean(),
  })
  .map(({ year, month, day, hour, minute, second, offset, bare }) => {
    const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
    return bare ? date : `${date}T${pad(hour)}:${pad(minute)}:${pad(second)}${offset}`;
  });
/** Real times mostly, then days and times that do not exist, leap days, offsets and out-of-range years. */
const anyIsoTime = fc.oneof(
  { weight: 2, arbitrary: isoTime },
  { weight: 2, arbitrary: isoParts },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '2020-02-30T10:00:00Z',
      '2023-02-29',
      '2024-02-29T23:59:59+23:59',
      '2026-05-04T24:00:00Z',
      '2016-12-31T23:59:60Z',
      '0000-01-01',
      '9999-12-31T23:59:59-00:01',
      '+010000-01-01T00:00:00Z',
      '2026-05-04T13:22:08',
    ),
  },
);

function valid(schemaIn: Schema, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolve(schemaIn);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  for (const key of ['anyOf', 'oneOf'] as const)
    if (Array.isArray(schema[key]))
      return fc.oneof(...(schema[key] as Schema[]).map((branch) => valid({ ...schema, [key]: undefined, ...branch }, depth)));
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [String(schema.type ?? 'string')];
  if (types.length > 1) return fc.oneof(...types.map((type) => valid({ ...schema, type }, depth)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: Number(schema.minimum ?? -1000), max: Number(schema.maximum ?? 1000) });
    case 'number': {
      const min = Number(schema.minimum ?? schema.exclusiveMinimum ?? -1000);
      const max = Number(schema.maximum ?? schema.exclusiveMaximum ?? 1000);
      return fc
        .double({ min, max, noNaN: true, noDefaultInfinity: true })
        .filter((n) => n !== schema.exclusiveMinimum && n !== schema.exclusiveMaximum);
    }
    case 'array': {
      if (depth > 4) return fc.constant([]);
      const items = valid((schema.items ?? {}) as Schema, depth + 1);
      const maxLength = Math.min(Number(schema.maxItems ?? 3), 3);
      return fc.array(items, { minLength: Math.min(Number(schema.minItems ?? 0), maxLength), maxLength });
    }
    case 'object': {
      if (depth > 4) return fc.constant({});
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required ?? []) as string[]);
      // Optional fields are sent now and then: alternatives (weight_lbs or weight_kg) rarely collide.
      const entries = Object.entries(properties).map(([k, v]) =>
        required.has(k)
          ? valid(v, depth + 1).map((value) => [k, value] as const)
          : sometimes(
              valid(v, depth + 1).map((value) => [k, value] as const),
              2,
            ),
      );
      return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs.filter((pair) => pair !== null)));
    }
    default: {
      if (schema.format === 'binary') return files;
      if (Array.isArray(schema.examples) && schema.examples.length > 0)
        return fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...schema.examples) },
          { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
        );
      if (schema.format === 'date-time' || /ISO 8601|RFC 3339/.test(String(schema.description ?? ''))) return anyIsoTime;
      if (typeof schema.pattern === 'string') {
        const pattern = new RegExp(schema.pattern);
        const known = sampleIds.filter((id) => pattern.test(id));
        return known.length > 0 ? fc.oneof(fc.stringMatching(pattern), fc.constantFrom(...known)) : fc.stringMatching(pattern);
      }
      return fc.string({ minLength: Number(schema.minLength ?? 0), maxLength: Math.min(Number(schema.maxLength ?? 20), 20) });
    }
  }
}

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant('x'.repeat(100_000)),
  fc.constantFrom(-1, -1e308, 1e308, 0, -0.0001, 2 ** 53 + 1),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    '🐟'.repeat(500),
    'ǅ\u202e\u200b',
    '../../etc/passwd',
    "'; DROP TABLE catches;--",
    '<script>alert(1)</script>',
    'constructor',
    '__proto__',
  ),
  fc.constantFrom(true, null, [], {}, [1, 2, 3], { nested: { deeper: [null] } }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
);

const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 50 }),
  fc.constantFrom(
    'NaN',
    '-1',
    '1e999',
    '0x10',
    'true',
    '[]',
    '%00',
    '..%2F..%2Fetc%2Fpasswd',
    '\u0000',
    'null',
    `catch_${'z'.repeat(26)}`,
    'constructor',
    '-__proto__',
  ),
  fc.constant('9'.repeat(5000)),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
);

interface BodyPlan {
  payload: string | FormData | Blob | null;
  /** null: none, or the multipart boundary that fetch adds for FormData. */
  contentType: string | null;
  /** A body of another type than the operation's own: it must never be read. */
  foreign?: boolean;
}

const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads: a real image, and files that lie about what they are. */
const files = fc.constantFrom(
  new File([onePixelPng], 'fish.png', { type: 'image/png' }),
  new File([onePixelPng.subarray(0, 20)], 'truncated.png', { type: 'image/png' }),
  new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'fish.svg', { type: 'image/svg+xml' }),
  new File(['GIF89a not really'], '../../etc/passwd', { type: 'image/jpeg' }),
  new File([], 'empty.jpg', { type: 'image/jpeg' }),
  new File([new Uint8Array(64 * 1024).fill(0xff)], 'noise.webp', { type: 'image/webp' }),
);

function formOf(value: unknown): FormData {
  const form = new FormData();
  if (value && typeof value === 'object' && !Array.isArray(value))
    for (const [key, field] of Object.entries(value)) {
      if (field instanceof Blob) form.append(key, field);
      else if (field !== null && field !== undefined) form.append(key, typeof field === 'object' ? JSON.stringify(field) : String(field));
    }
  return form;
}

function withHostileField(body: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(body, fc.string({ minLength: 1, maxLength: 12 }), hostileValue).map(([value, key, hostile]) => {
    const object = value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as object) } : {};
    const keys = Object.keys(object);
    const target = keys.length > 0 && key.length % 2 === 0 ? keys[key.length % keys.length] : key;
    return { ...object, [target]: hostile };
  });
}

const hostileBodies = fc.constantFrom<BodyPlan>(
  { payload: '{', contentType: 'application/json' },
  { payload: '{"species": "x",}', contentType: 'application/json' },
  { payload: '['.repeat(10_000) + ']'.repeat(10_000), contentType: 'application/json' },
  { payload: `${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`, contentType: 'application/json' },
  { payload: JSON.stringify({ notes: 'x'.repeat(2 * 1024 * 1024) }), contentType: 'application/json' },
  { payload: '{"species":"Grey triggerfish"}', contentType: 'text/plain' },
  { payload: '<xml/>', contentType: 'application/xml' },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc', contentType: 'multipart/form-data; boundary=x' },
  { payload: 'no boundary', contentType: 'multipart/form-data' },
  { payload: '', contentType: 'application/json' },
  { payload: null, contentType: null },
  { payload: '\ufeff{}', contentType: 'application/json; charset=utf-16' },
  { payload: new Blob([new Uint8Array([0, 1, 2, 255])]), contentType: 'application/octet-stream' },
  { payload: '{}', contentType: 'application/merge-patch+json' },
  { payload: 'grant_type=client_credentials&species=x', contentType: 'application/x-www-form-urlencoded; charset=utf-8' },
  { payload: '{"species":"x"}', contentType: null },
);

function bodies(schema: Schema | null, mediaType: string): fc.Arbitrary<BodyPlan> {
  const validBody = schema ? valid(schema) : fc.constant({});
  const encodeAs =
    (type: string) =>
    (value: unknown): BodyPlan => {
      const foreign = type !== mediaType;
      if (type === 'multipart/form-data') return { payload: formOf(value), contentType: null, foreign };
      if (type === 'application/x-www-form-urlencoded')
        return { payload: new URLSearchParams([...formOf(value)].map(([k, v]) => [k, String(v)])).toString(), contentType: type, foreign };
      return { payload: JSON.stringify(value), contentType: type, foreign };
    };
  const encode = encodeAs(mediaType);
  // The same valid fields in every other body type: only the route's own type may be read.
  const otherTypes = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'].filter(
    (type) => type !== mediaType,
  );
  return fc.oneof(
    { weight: 2, arbitrary: fc.tuple(validBody, fc.constantFrom(...otherTypes)).map(([value, type]) => encodeAs(type)(value)) },
    { weight: 4, arbitrary: validBody.map(encode) },
    { weight: 4, arbitrary: withHostileField(validBody).map(encode) },
    { weight: 1, arbitrary: hostileValue.map(encode) },
    { weight: 2, arbitrary: hostileBodies },
  );
}

// ---- requests and checks -------------------------------------------------------------

const operations = (): Operation[] => documentedOperations(doc);

function requestArbitrary(op: Operation) {
  const parameters = ((op.spec.parameters ?? []) as Schema[]).map((p) => resolve(p));
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const pathValues = fc.tuple(
    ...pathParams.map((p) =>
      fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...sampleIds) },
        { weight: 1, arbitrary: valid(p.schema as Schema).map(String) },
        { weight: 2, arbitrary: hostileText },
      ),
    ),
  );
  const queryValues = fc.tuple(
    // Mostly absent, so that a request often carries only valid values and reaches the handler.
    ...queryParams.map((p) =>
      sometimes(fc.oneof({ weight: 4, arbitrary: valid(p.schema as Schema).map(String) }, { weight: 1, arbitrary: hostileText }), 5),
    ),
  );
  const content = ((op.spec.requestBody as Schema | undefined)?.content ?? null) as Record<string, { schema: Schema }> | null;
  const [mediaType, media] = content ? Object.entries(content)[0] : ['application/json', null];
  const body = content ? bodies(media?.schema ?? null, mediaType) : fc.constant<BodyPlan>({ payload: null, contentType: null });
  return fc.record({ pathValues, queryValues, body }).map(({ pathValues: pv, queryValues: qv, body: b }) => {
    let path = op.path;
    pathParams.forEach((p, i) => (path = path.replace(`{${String(p.name)}}`, encodeURIComponent(pv[i]))));
    const query = new URLSearchParams();
    queryParams.forEach((p, i) => qv[i] !== null && query.append(String(p.name), qv[i]!));
    return { path: query.size > 0 ? `${path}?${query}` : path, body: b };
  });
}

function validate(schema: Schema, value: unknown): string | null {
  const absolute = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', `"${docBase}#/components/`));
  const check = ajv.compile(absolute);
  return check(value) ? null : ajv.errorsText(check.errors);
}

async function checkResponse(op: Operation, url: string, response: Response): Promise<void> {
  const where = `${op.method} ${url.slice(0, 200)} → ${response.status}`;
  expect(response.status, where).toBeLessThan(500);
  const documented = (op.spec.responses ?? {}) as Record<string, Schema>;
  const spec = documented[String(response.status)];
  if (!spec) expect(genericStatuses.has(response.status), `${where}: undocumented status`).toBe(true);
  expect(response.headers.get('x-request-id'), where).toBeTruthy();
  expect(response.headers.get('x-content-type-options'), where).toBe('nosniff');
  expect(response.headers.get('ratelimit'), where).toMatch(/^"default";r=\d+;t=\d+$/);
  const type = response.headers.get('content-type') ?? '';
  const mediaType = type.split(';')[0].trim();
  // Errors are problem+json, unless the operation documents another type for that status
  // (OAuth endpoints answer RFC 6749 error objects, sign-in pages answer HTML).
  const documentedTypes = Object.keys((spec?.content ?? {}) as object);
  if (response.status >= 400 && !documentedTypes.includes(mediaType)) expect(type, where).toBe('application/problem+json');
  const text = await response.text();
  if (!/json/.test(type) || response.status === 204) return;
  const body = JSON.parse(text);
  const media = spec
    ? (((spec.content ?? {}) as Record<string, { schema: Schema }>)[mediaType] ?? Object.values((spec.content ?? {}) as object)[0])
    : null;
  const schema =
    (media as { schema?: Schema } | null)?.schema ?? (response.status >= 400 ? { $ref: '#/components/schemas/Problem' } : null);
  expect(schema, `${where}: JSON body without a documented schema`).not.toBeNull();
  expect(validate(schema!, body), `${where}: ${text.slice(0, 300)}`).toBeNull();
}

beforeAll(async () => {
  // The limit is on (so every answer must carry RateLimit fields) but too high to reach.
  ctx = testContext({ rateLimitPerMinute: 1_000_000 });
  adminKey = (await ctx.user('admin@example.com', 'admin')).key;
  doc = (await (await ctx.request('GET', '/openapi.json')).json()) as Schema;
  ajv.addSchema({ $id: docBase, components: doc.components });
  // Real ids so that valid paths reach the handlers: a catch, a spare key (never the fuzzer's own), a webhook endpoint, an app.
  const created = (await (
    await ctx.request('POST', '/v1/catches', { key: adminKey, body: { species: 'Grey triggerfish', weight_lbs: 3, depth_ft: 20 } })
  ).json()) as { id: string };
  const spare = (await (
    await ctx.request('POST', '/v1/keys', { key: adminKey, body: { name: 'spare', scopes: ['catches:read'] } })
  ).json()) as { id: string };
  const webhook = (await (
    await ctx.request('POST', '/v1/webhooks', { key: adminKey, body: { url: 'https://club.example/hooks', events: ['*'] } })
  ).json()) as { id: string };
  const app = (await (
    await ctx.request('POST', '/v1/apps', {
      key: adminKey,
      body: { name: 'Logbook', redirect_uris: ['https://app.example/cb'], scopes: ['catches:read'], type: 'confidential' },
    })
  ).json()) as { id: string };
  const species = await ctx.db.get<{ id: string }>('SELECT id FROM species LIMIT 1');
  // A competition with provisional results at the test clock (2026-05-04), under protest.
  const competition = (await (
    await ctx.request('POST', '/v1/competitions', {
      key: adminKey,
      body: { name: 'Cup', starts_at: '2026-05-01', ends_at: '2026-05-02', time_zone: 'UTC', entry: 'admin', protest_hours: 72 },
    })
  ).json()) as { id: string };
  await ctx.request('POST', `/v1/competitions/${competition.id}/publish`, { key: adminKey });
  await ctx.request('POST', `/v1/competitions/${competition.id}/protests`, { key: adminKey, body: { reason: 'Results late' } });
  sampleIds = [created.id, spare.id, webhook.id, app.id, competition.id, ...(species ? [species.id] : [])];
});

describe('fuzzing every documented operation', () => {
  test('the document has operations to fuzz', () => {
    expect(operations().length).toBeGreaterThanOrEqual(10);
  });

  test('no 5xx, documented statuses, valid bodies', async () => {
    const succeeded = new Set<string>();
    for (const op of operations()) {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(op), async ({ path, body }) => {
          const headers: Record<string, string> = { authorization: `Bearer ${adminKey}` };
          if (body.contentType) headers['content-type'] = body.contentType;
          const response = await ctx.app.handle(
            new Request(`http://catchd.test${path}`, { method: op.method, headers, body: body.payload ?? undefined }),
          );
          if (response.status < 300) succeeded.add(`${op.method} ${op.path}`);
          // OAuth client endpoints answer a foreign body with RFC 6749's invalid_request (400).
          if (body.foreign)
            expect(response.status, `${op.method} ${path} with ${body.contentType ?? 'multipart/form-data'}`).toBe(
              op.path.startsWith('/oauth/') ? 400 : 415,
            );
          await checkResponse(op, path, response);
        }),
        { seed: 20260504, numRuns: runsPerOperation, endOnFailure: true },
      );
    }
    // Hostile input alone would only test the validators: most operations must also be reached.
    expect(succeeded.size / operations().length).toBeGreaterThanOrEqual(0.5);
  });
});

describe('return_to after signing in, from pieces of open redirects', () => {
  const base = 'http://catchd.test';
  const pieces = [
    '/',
    '//',
    '\\',
    '\t',
    '\n',
    '\r',
    '\0',
    '.',
    '..',
    '%',
    '%2e',
    '%2f',
    '%5c',
    '%09',
    '%0a',
    '%25',
    '@',
    ':',
    '?',
    '#',
    ' ',
  ];
  pieces.push('evil.example', 'catchd.test', 'https:', 'javascript:', '\u3002', '\uff0f', '\u0085', 'a');
  /** Mostly starting with a slash, as a working attack must. */
  const returnTo = fc
    .tuple(fc.constantFrom('/', '/', '/', '', '\t', '\\'), fc.array(fc.constantFrom(...pieces), { maxLength: 10 }))
    .map(([first, rest]) => first + rest.join(''));
  /** The path is on this site however a browser reads it, and no Location parser can read it as another host. */
  const staysHere = (path: string): void => {
    expect(path).toMatch(/^\/(?![/\\])/);
    expect(path).not.toMatch(/[\u0000-\u001f\u007f-\u009f\\]/);
    expect(browserTarget(path, base).origin).toBe(base);
  };

  test('safeReturnPath', () => {
    fc.assert(
      fc.property(returnTo, (text) => staysHere(safeReturnPath(text, base))),
      { seed: 20260504, numRuns: 5000 },
    );
  });

  test('the sign-in page posts back only a path on this site', async () => {
    await fc.assert(
      fc.asyncProperty(returnTo, async (text) => {
        const page = await (await ctx.app.handle(new Request(`${base}/sign-in?return_to=${encodeURIComponent(text)}`))).text();
        const action = /<form method="post" action="\/sign-in\?return_to=([^"]*)"/.exec(page);
        expect(action).not.toBeNull();
        staysHere(decodeURIComponent(action![1].replaceAll('&amp;', '&')));
      }),
      { seed: 20260504, numRuns: 300 },
    );
  });
});
