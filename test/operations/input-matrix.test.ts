// Every documented operation, walked from /openapi.json: each date-time parameter and body
// field gets days and times that do not exist, leap days, offsets and out-of-range values;
// each operation that can take a body gets every body type. New operations and fields are
// covered without touching this file (a date-time body field needs a base body below).
import { beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importCatchesInto } from '../../src/modules/catches/import-file';
import { impossibleDates } from '../dates';
import { FormBrowser, formFields, password, userWithPassword } from '../developers/oauth/helpers';
import { isPagePath } from '../../src/web';
import { hostileReturnPaths, keptReturnPaths } from '../return-paths';
import { testContext, testNow, type TestContext } from '../support';
import { documentedOperations, resolveRef, type Operation, type Schema } from './openapi-walk';

/** Dates that exist, in the accepted forms (all before the test clock, 2026-05-04). */
const realDates = [
  '2024-02-29T10:00:00Z',
  '2024-02-29',
  '2024-02-29T23:30:00+05:30',
  '2024-02-28T20:00:00.123456789-0500',
  '2000-02-29T12:00Z',
];
/** Field checks that come after the date is read (e.g. "must be in the future") are fine for real dates. */
const laterChecks = /future|after 1900/;

let ctx: TestContext;
let doc: Schema;
let key: string;
let ids: Record<string, string>;

const resolve = (schema: Schema): Schema => resolveRef(doc, schema);
const operations = (): Operation[] => documentedOperations(doc);

const isDateTime = (schema: Schema): boolean => /RFC 3339 date-time/.test(String(schema.description ?? ''));

/** Path with real ids, so that requests reach the handlers. */
function realPath(path: string): string {
  const own = path.startsWith('/v1/competitions/') ? ids.competition : undefined;
  return path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'id' && own) || ids[name] || ids.id!);
}

/** Body fields (of any branch of the body schema) documented as date-times. */
function dateFields(schema: Schema): string[] {
  const object = resolve(schema);
  const properties = (object.properties ?? {}) as Record<string, Schema>;
  return Object.entries(properties)
    .filter(([, property]) => {
      const resolved = resolve(property);
      const branches = [resolved, ...((resolved.anyOf ?? []) as Schema[]).map(resolve)];
      return branches.some(isDateTime);
    })
    .map(([name]) => name);
}

/** A valid body for each operation with a date-time body field. */
const baseBodies: Record<string, () => Record<string, unknown>> = {
  'POST /v1/catches': () => ({ species: 'Grey triggerfish', weight_lbs: 3, depth_ft: 20 }),
  'PATCH /v1/catches/{id}': () => ({ notes: 'edited' }),
  'POST /v1/keys': () => ({ name: 'dated', scopes: ['catches:read'] }),
  'POST /v1/competitions': () => ({
    name: 'Cup',
    starts_at: '2000-01-01T00:00:00Z',
    ends_at: '2030-01-01T00:00:00Z',
    time_zone: 'UTC',
    entry: 'open',
  }),
  'PATCH /v1/competitions/{id}': () => ({ starts_at: '2000-01-01T00:00:00Z', ends_at: '2030-01-01T00:00:00Z' }),
};

async function send(method: string, path: string, body?: { type: string | null; payload: BodyInit }): Promise<Response> {
  const headers: Record<string, string> = { authorization: `Bearer ${key}` };
  if (body?.type) headers['content-type'] = body.type;
  return ctx.app.handle(new Request(`http://catchd.test${path}`, { method, headers, body: body?.payload }));
}

async function fieldErrors(response: Response): Promise<{ field: string; message: string }[]> {
  const body = (await response.json()) as { errors?: { field: string; message: string }[] };
  return body.errors ?? [];
}

beforeAll(async () => {
  ctx = testContext();
  key = (await ctx.user('admin@example.com', 'admin')).key;
  doc = (await (await ctx.request('GET', '/openapi.json')).json()) as Schema;
  const created = async (path: string, body: object): Promise<string> =>
    ((await (await ctx.request('POST', path, { key, body })).json()) as { id: string }).id;
  const catchId = await created('/v1/catches', { species: 'Grey triggerfish', weight_lbs: 3, depth_ft: 20 });
  const keyId = await created('/v1/keys', { name: 'spare', scopes: ['catches:read'] });
  const appId = await created('/v1/apps', {
    name: 'Logbook',
    redirect_uris: ['https://app.example/cb'],
    scopes: ['catches:read'],
    type: 'confidential',
  });
  const species = (await ctx.db.get<{ id: string }>('SELECT id FROM species LIMIT 1'))!;
  ids = { id: catchId, key_id: keyId, app_id: appId, board: 'heaviest', photo_id: 'photo_01h455vb4pex5vsknk084sn02q' };
  ids.species = species.id;
  ids.competition = await created('/v1/competitions', baseBodies['POST /v1/competitions']!());
});

describe('date-times that do not exist are 422 naming the field', () => {
  test('every date-time query parameter', async () => {
    const seen: string[] = [];
    for (const op of operations()) {
      const parameters = ((op.spec.parameters ?? []) as Schema[])
        .map(resolve)
        .filter((p) => p.in === 'query' && isDateTime(resolve(p.schema as Schema)));
      for (const parameter of parameters) {
        const name = String(parameter.name);
        seen.push(`${op.path}?${name}`);
        for (const [date, reason] of impossibleDates) {
          const url = `${realPath(op.path)}?${name}=${encodeURIComponent(date)}`;
          const response = await send(op.method, url);
          expect(response.status, `${url}`).toBe(422);
          const errors = await fieldErrors(response);
          expect(
            errors.map((e) => e.field),
            url,
          ).toEqual([name]);
          expect(errors[0].message, url).toMatch(reason);
        }
        for (const date of realDates) {
          const url = `${realPath(op.path)}?${name}=${encodeURIComponent(date)}`;
          expect((await send(op.method, url)).status, url).toBe(200);
        }
      }
    }
    // caught_after … updated_after on catches, created_after on events.
    expect(seen.length).toBeGreaterThanOrEqual(6);
  });

  test('every date-time body field', async () => {
    const seen: string[] = [];
    for (const op of operations()) {
      const schema = ((op.spec.requestBody as Schema | undefined)?.content as Record<string, { schema: Schema }> | undefined)?.[
        'application/json'
      ]?.schema;
      if (!schema) continue;
      for (const field of dateFields(schema)) {
        const operation = `${op.method} ${op.path}`;
        seen.push(`${operation} ${field}`);
        const base = baseBodies[operation];
        expect(base, `${operation} has a date-time field ${field}: add a base body`).toBeDefined();
        const json = (value: string) => ({ type: 'application/json', payload: JSON.stringify({ ...base(), [field]: value }) });
        for (const [date, reason] of impossibleDates) {
          const response = await send(op.method, realPath(op.path), json(date));
          expect(response.status, `${operation} ${field}=${date}`).toBe(422);
          const errors = await fieldErrors(response);
          expect(
            errors.map((e) => e.field),
            `${operation} ${field}=${date}`,
          ).toEqual([field]);
          expect(errors[0].message, `${operation} ${field}=${date}`).toMatch(reason);
        }
        for (const date of realDates) {
          const response = await send(op.method, realPath(op.path), json(date));
          if (response.status === 422)
            for (const error of await fieldErrors(response)) expect(error.message, `${operation} ${field}=${date}`).toMatch(laterChecks);
          else expect(response.status, `${operation} ${field}=${date}`).toBeLessThan(300);
        }
      }
    }
    expect(seen).toEqual([
      'POST /v1/catches caught_at',
      'PATCH /v1/catches/{id} caught_at',
      'POST /v1/keys expires_at',
      'POST /v1/competitions starts_at',
      'POST /v1/competitions ends_at',
      'PATCH /v1/competitions/{id} starts_at',
      'PATCH /v1/competitions/{id} ends_at',
    ]);
  });

  test('a stored date is the one sent: leap days and offsets are not moved', async () => {
    for (const [sent, stored] of [
      ['2024-02-29T23:30:00+05:30', '2024-02-29T18:00:00Z'],
      ['2024-02-29', '2024-02-29T00:00:00Z'],
      ['2024-03-01T00:30:00+01:00', '2024-02-29T23:30:00Z'],
    ]) {
      const response = await ctx.request('POST', '/v1/catches', {
        key,
        body: { species: 'Grey triggerfish', weight_lbs: 3, depth_ft: 20, caught_at: sent },
      });
      expect(((await response.json()) as { caught_at: string }).caught_at).toBe(stored);
    }
  });

  test('import lines', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'catchd-dates-'));
    for (const field of ['created_at', 'caught_at']) {
      const path = join(dir, `${field}.jsonl`);
      const lines = impossibleDates.map(([date]) => ({
        diver_email: 'old@club.test',
        species: 'Wahoo',
        weight_lbs: 40,
        depth_ft: 50,
        [field]: date,
      }));
      writeFileSync(
        path,
        `${[...lines, { diver_email: 'old@club.test', species: 'Wahoo', weight_lbs: 40, depth_ft: 50, [field]: '2024-02-29T10:00:00-02:00' }].map((l) => JSON.stringify(l)).join('\n')}\n`,
      );
      const report = await importCatchesInto(ctx.db, path, testNow);
      expect(report.imported, field).toBe(1);
      expect(report.rejected.map((r) => r.line)).toEqual(impossibleDates.map((_, i) => i + 1));
      report.rejected.forEach((rejection, i) =>
        expect(rejection.reason, `${field} ${impossibleDates[i][0]}`).toMatch(new RegExp(`^${field}: .*${impossibleDates[i][1].source}`)),
      );
    }
  });
});

// ---- body types ----------------------------------------------------------------------

const form = (): FormData => {
  const data = new FormData();
  data.append('species', 'Grey triggerfish');
  data.append('file', new File(['x'], 'x.png', { type: 'image/png' }));
  return data;
};

/** One body of each type a client might send; `type: null` lets fetch write the multipart boundary. */
const bodyTypes: { name: string; type: string | null; payload: () => BodyInit }[] = [
  { name: 'application/json', type: 'application/json', payload: () => '{"species":"Grey triggerfish"}' },
  { name: 'application/merge-patch+json', type: 'application/merge-patch+json', payload: () => '{}' },
  {
    name: 'application/x-www-form-urlencoded',
    type: 'application/x-www-form-urlencoded',
    payload: () => 'species=Grey+triggerfish&grant_type=client_credentials',
  },
  { name: 'multipart/form-data', type: null, payload: form },
  { name: 'multipart/form-data without a boundary', type: 'multipart/form-data', payload: () => 'species=x' },
  { name: 'text/plain', type: 'text/plain', payload: () => '{"species":"Grey triggerfish"}' },
  { name: 'application/xml', type: 'application/xml', payload: () => '<catch/>' },
  { name: 'application/octet-stream', type: 'application/octet-stream', payload: () => new Uint8Array([1, 2, 3]) },
  { name: 'no content type', type: '', payload: () => '{}' },
];

const kindOf = (mediaType: string | null): string => {
  if (mediaType === null || mediaType === 'application/json' || mediaType.endsWith('+json')) return 'application/json';
  return mediaType.startsWith('multipart/form-data') ? 'multipart/form-data' : mediaType;
};

const oauthClientEndpoints = new Set(['/oauth/token', '/oauth/revoke', '/oauth/introspect']);

describe('every route takes its one body type and answers 415 to the others', () => {
  test('every documented operation that can take a body', async () => {
    let checked = 0;
    for (const op of operations()) {
      if (op.method === 'GET' || op.method === 'HEAD') continue;
      const content = ((op.spec.requestBody as Schema | undefined)?.content ?? { 'application/json': {} }) as Record<string, unknown>;
      const own = Object.keys(content)[0];
      for (const body of bodyTypes) {
        const sentKind = kindOf(body.type === null ? 'multipart/form-data' : body.type || 'none');
        const where = `${op.method} ${op.path} with ${body.name}`;
        const response = await send(op.method, realPath(op.path), { type: body.type, payload: body.payload() });
        const text = await response.text();
        if (sentKind === own) {
          expect(response.status, `${where}: ${text}`).not.toBe(415);
          continue;
        }
        checked++;
        if (oauthClientEndpoints.has(op.path)) {
          // RFC 6749 §5.2: OAuth clients read `error`, never problem+json.
          expect(response.status, `${where}: ${text}`).toBe(400);
          expect(response.headers.get('content-type'), where).toBe('application/json');
          expect(JSON.parse(text), where).toMatchObject({ error: 'invalid_request' });
        } else {
          expect(response.status, `${where}: ${text}`).toBe(415);
          expect(response.headers.get('content-type'), where).toBe('application/problem+json');
          expect(JSON.parse(text), where).toMatchObject({ code: 'unsupported_media_type' });
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  test('multipart is not read as JSON: nothing is created', async () => {
    const before = (await ctx.db.get<{ n: number }>('SELECT count(*) AS n FROM catches'))!.n;
    const data = new FormData();
    for (const [name, value] of Object.entries({ species: 'Grey triggerfish', weight_lbs: '3', depth_ft: '20' })) data.append(name, value);
    const response = await ctx.request('POST', '/v1/catches', { key, body: data });
    expect(response.status).toBe(415);
    expect((await ctx.db.get<{ n: number }>('SELECT count(*) AS n FROM catches'))!.n).toBe(before);
  });
});

describe('every validation error names its parameter', () => {
  test.each([
    ['/v1/catches?page=99999999999999999999', 'page'],
    ['/v1/catches?per_page=99999999999999999999&page=2', 'per_page'],
    ['/v1/catches?page=1.5', 'page'],
    ['/v1/catches?per_page=abc', 'per_page'],
    ['/v1/catches?min_weight_lbs=1e999', 'min_weight_lbs'],
    ['/v1/events?page=99999999999999999999', 'page'],
    ['/v1/species?per_page=0', 'per_page'],
    ['/v1/leaderboards/heaviest?page=-1', 'page'],
    ['/v1/catches?sort=sideways', 'sort'],
    ['/v1/catches?nonsense=1', 'nonsense'],
  ])('%s names %s', async (url, field) => {
    const response = await send('GET', url);
    expect(response.status).toBe(422);
    const errors = await fieldErrors(response);
    expect(errors.map((e) => e.field)).toEqual([field]);
    expect(errors[0].message).not.toMatch(/union value/);
  });
});

describe('every validation error names the body field at fault, inside nullable fields too', () => {
  const base = { species: 'Grey triggerfish', weight_lbs: 3, depth_ft: 3 };
  test.each([
    [{ location: { lat: 'x', lon: 1 } }, 'location.lat', /number/],
    [{ location: { lat: 91, lon: 1 } }, 'location.lat', /must be at most 90/],
    [{ location: { lat: 1, lon: 1, height: 3 } }, 'location.height', /not a known field/],
    [{ location: 'here' }, 'location', /must be an object, or null/],
    [{ gear: 'rifle' }, 'gear', /one of "speargun", "polespear", "sling", "other", or null/],
    [{ conditions: { visibility_ft: -1 } }, 'conditions.visibility_ft', /must be at least 0/],
    [{ notes: 5 }, 'notes', /must be text, or null/],
    [{ caught_at: 5 }, 'caught_at', /must be text/],
  ])('%j names %s', async (extra, field, message) => {
    const response = await send('POST', '/v1/catches', { type: 'application/json', payload: JSON.stringify({ ...base, ...extra }) });
    expect(response.status).toBe(422);
    const errors = await fieldErrors(response);
    expect(errors.map((e) => e.field)).toEqual([field]);
    expect(errors[0].message).toMatch(message);
  });

  test.each([
    ['/v1/catches?skip_total=maybe', 'skip_total', /true or false/],
    ['/v1/species?sort=zz', 'sort', /must be one of/],
    ['/v1/species?hasOwnProperty=x', 'hasOwnProperty', /not a known field/],
    ['/v1/catches?__proto__=1', '__proto__', /not a known field/],
    ['/v1/catches?page=1&page=2', 'page', /more than once/],
    ['/api/v1/events?type=catch.created&type=catch.updated', 'type', /more than once/],
  ])('%s names %s', async (url, field, message) => {
    const response = await send('GET', url);
    expect(response.status).toBe(422);
    const errors = await fieldErrors(response);
    expect(errors.map((e) => e.field)).toEqual([field]);
    expect(errors[0].message).toMatch(message);
  });
});

// ---- pages ---------------------------------------------------------------------------

/** Every query parameter some page reads (the API's names, plus the pages' own). */
const pageQueryNames = [
  'sort',
  'page',
  'per_page',
  'q',
  'board',
  'season',
  'species',
  'min_tier',
  'verification_tier',
  'gear',
  'dive_type',
  'caught_after',
  'caught_before',
  'min_weight_lbs',
  'max_weight_lbs',
  'min_depth_ft',
  'max_depth_ft',
  'near',
  'bbox',
  'status',
  'type',
  'after',
  'method',
  'path',
  'key_id',
  'app_id',
  'request_id',
  'done',
  'return_to',
  'state',
  'code',
  'error',
];
/** Names of Object.prototype members (a lookup in a plain object finds them), with and without a sort's `-`. */
const hostileQueryValues = ['constructor', '-__proto__', '-toString', '1e999', '\u0000'];

describe('every page answers hostile query values with a page, never a 500', () => {
  test('every page, signed in as an admin: each query parameter, path segments naming prototype members (a 4xx), and forms with such segments', async () => {
    await userWithPassword(ctx, 'pages@example.com', 'admin');
    const browser = new FormBrowser(ctx);
    expect((await browser.signIn('pages@example.com')).status).toBe(303);
    const diver = (await ctx.db.get<{ id: string }>("SELECT id FROM users WHERE email = 'pages@example.com'"))!.id;
    const application = (await (
      await ctx.request('POST', '/v1/developer-applications', {
        key,
        body: { name: 'Pat', email: 'pat@example.com', building: 'A logbook that syncs catches.' },
      })
    ).json()) as { id: string };
    const realIds: [RegExp, string][] = [
      [/^\/(species|admin\/species)\//, ids.species],
      [/^\/divers\//, diver],
      [/^\/developers\/apps\//, ids.app_id],
      [/^\/developers\/applications\//, application.id],
    ];
    /** The route's path with real ids, except the `hostile`-th parameter, which names a prototype member. */
    const pathOf = (route: string, hostile = -1): string => {
      let n = 0;
      return route.replace(/:(\w+)/g, (_, name: string) =>
        n++ === hostile ? 'constructor' : name === 'provider' ? 'github' : (realIds.find(([prefix]) => prefix.test(route))?.[1] ?? ids.id),
      );
    };
    const pages = [...new Set(ctx.app.routes.filter((r) => r.method === 'GET' && isPagePath(r.path)).map((r) => r.path))];
    const get = async (url: string): Promise<number> => {
      const response = await browser.send('GET', url);
      await response.body?.cancel(); // /boards/stream stays open
      return response.status;
    };
    const failures: string[] = [];
    for (const page of pages) {
      const real = pathOf(page);
      for (const name of pageQueryNames)
        for (const value of hostileQueryValues) {
          const url = `${real}?${new URLSearchParams({ [name]: value })}`;
          const status = await get(url);
          if (status >= 500) failures.push(`${url} → ${status}`);
        }
      if (page.includes(':')) {
        const url = page.replace(/:\w+/g, 'constructor');
        const status = await get(url);
        if (status < 400 || status >= 500) failures.push(`${url} → ${status}`);
      }
    }
    // Forms, with this session's CSRF token so that they reach their handlers.
    const form = formFields(await (await browser.send('GET', '/catches/new')).text());
    expect(Object.keys(form)).toContain('csrf_token');
    for (const route of ctx.app.routes.filter((r) => r.method === 'POST' && isPagePath(r.path)))
      for (let hostile = 0; hostile < route.path.split(':').length - 1; hostile++) {
        const url = pathOf(route.path, hostile);
        const response = await browser.send('POST', url, form);
        await response.body?.cancel();
        if (response.status >= 500) failures.push(`POST ${url} → ${response.status}`);
      }
    expect(failures).toEqual([]);
    expect(pages).toContain('/catches');
    expect(pages.length).toBeGreaterThan(30);
  });

  test('an unknown sort on the catches page is a 4xx page naming the parameter', async () => {
    await userWithPassword(ctx, 'sorter@example.com');
    const browser = new FormBrowser(ctx);
    await browser.signIn('sorter@example.com');
    for (const sort of ['constructor', '__proto__', '-toString', '--created_at', 'sideways']) {
      const response = await browser.send('GET', `/catches?sort=${encodeURIComponent(sort)}`);
      expect(response.status, sort).toBe(422);
      expect(response.headers.get('content-type'), sort).toContain('text/html');
      expect(await response.text(), sort).toContain('sort');
    }
    expect((await browser.send('GET', '/catches?sort=-weight_lbs')).status).toBe(200);
  });
});

describe('one spelling per path', () => {
  test('a page with a trailing or doubled slash is a 308 to its canonical path, query kept; any other route a 400 problem+json; before anything else runs', async () => {
    const routes = ctx.app.routes.filter((r) => r.path !== '/' && !r.path.includes('*'));
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      const path = route.path.replace(/:\w+/g, ids.id);
      for (const variant of [`${path}/`, `/${path}`, `${path}//?page=2`]) {
        const response = await send(
          route.method,
          variant,
          route.method === 'GET' ? undefined : { type: 'application/json', payload: '{}' },
        );
        const where = `${route.method} ${variant}`;
        expect(response.headers.get('x-request-id'), where).toBeTruthy();
        if (isPagePath(route.path)) {
          expect(response.status, where).toBe(308);
          expect(response.headers.get('location'), where).toBe(variant.endsWith('?page=2') ? `${path}?page=2` : path);
        } else {
          expect(response.status, where).toBe(400);
          expect(response.headers.get('location'), where).toBeNull();
          // The OAuth client endpoints answer in RFC 6749's shape (at their own path, trailing slash and all).
          if (response.headers.get('content-type') === 'application/json' && oauthClientEndpoints.has(route.path))
            expect(((await response.json()) as { error: string }).error, where).toBe('invalid_request');
          else {
            expect(response.headers.get('content-type'), where).toBe('application/problem+json');
            expect(((await response.json()) as { code: string }).code, where).toBe('non_canonical_path');
          }
        }
      }
    }
    expect((await send('GET', '/')).status).not.toBe(308);
  });
});

describe('return_to after signing in: open redirect forms end at /account, site paths are kept', () => {
  let signIn: TestContext;
  beforeAll(async () => {
    // Many sign-ins from one address and account: only the return path is under test here.
    signIn = testContext({ authRateLimitPerMinute: 0 });
    await userWithPassword(signIn, 'diver@reef.test');
  });

  /** Opens the sign-in page with `text` as return_to and signs in with it; the page and the answer. */
  async function signInReturningTo(text: string): Promise<{ page: string; answer: Response }> {
    const browser = new FormBrowser(signIn);
    const query = `return_to=${encodeURIComponent(text)}`;
    const page = await (await browser.send('GET', `/sign-in?${query}`)).text();
    const answer = await browser.send('POST', `/sign-in?${query}`, { ...formFields(page), email: 'diver@reef.test', password });
    return { page, answer };
  }

  test.each(hostileReturnPaths)('%s', async (_, text) => {
    const { page, answer } = await signInReturningTo(text);
    // The form posts back with the checked path only.
    expect(page).toContain('action="/sign-in?return_to=%2Faccount"');
    expect(page).not.toContain('evil.example');
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/account');
  });

  test.each(keptReturnPaths)('%p', async (text, becomes) => {
    const { page, answer } = await signInReturningTo(text);
    expect(page).toContain(`action="/sign-in?return_to=${encodeURIComponent(becomes).replaceAll('&', '&amp;')}"`);
    expect(answer.headers.get('location')).toBe(becomes);
  });
});
