// The contract test, against what ships: `dist/catchd serve` on a fresh data dir (or a fresh
// PostgreSQL database), over real HTTP, on every operation /openapi.json lists (new operations
// are covered without touching this file). From the document's own schemas (fast-check, fixed
// seed): valid requests must be accepted (2xx; 404/409 where state decides), invalid ones
// refused with a 4xx problem+json, and every answer must use a documented status, content type
// and headers, with a body its schema accepts (ajv). CATCHD_CONTRACT_RUNS=n draws n requests of
// each kind per operation (default below); CATCHD_CONTRACT_SEED another seed.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { binary, build, freePort } from '../e2e/executable';
import { png } from '../catches/species/images';
import { engine, seededPostgresDatabase } from '../support';
import { documentedOperations, resolveRef, type Operation, type Schema } from './openapi-walk';
import { asJson, breakValue, documentValidator, validValue, type ValueSources } from './schema-values';

const runs = Number(process.env.CATCHD_CONTRACT_RUNS ?? 6);
const seed = Number(process.env.CATCHD_CONTRACT_SEED ?? 20261207);

const workDir = mkdtempSync(join(tmpdir(), 'catchd-contract-'));
let server: ReturnType<typeof Bun.spawn>;
let base: string;
let env: Record<string, string>;
let doc: Schema;
let adminKey: string;
let adminKeyId: string;
let sources: ValueSources;
let validate: (schema: Schema, value: unknown) => string | null;
let validateParameter: (schema: Schema, value: unknown) => string | null;
let sent = 0;

function cli(args: string[]): string {
  const result = Bun.spawnSync([binary, ...args], { cwd: workDir, env });
  if (result.exitCode !== 0) throw new Error(`catchd ${args.join(' ')}: ${result.stderr.toString()}`);
  return result.stdout.toString().trim().split('\n').at(-1) ?? '';
}

async function api(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${adminKey}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

beforeAll(async () => {
  build();
  const port = freePort();
  env = {
    PATH: process.env.PATH ?? '',
    CATCHD_DATA_DIR: join(workDir, 'data'),
    PORT: String(port),
    HOST: '127.0.0.1',
    CATCHD_BASE_URL: `http://127.0.0.1:${port}`,
    // On (every answer carries RateLimit fields) and out of reach.
    CATCHD_RATE_LIMIT: '1000000',
    CATCHD_AUTH_RATE_LIMIT: '0',
    CATCHD_UPDATE_CHECK: 'false',
    // PostgreSQL instances share one secret key (SQLite makes its own file): sealed secrets and Web Push need it.
    ...(engine === 'postgres'
      ? {
          CATCHD_DATABASE_URL: await seededPostgresDatabase(),
          CATCHD_SECRET_KEY: 'the contract run’s key for sealed secrets, 32+ characters',
        }
      : {}),
  };
  cli(['users', 'create', '--email', 'admin@club.test', '--role', 'admin', '--password', 'correct horse battery']);
  adminKey = cli(['keys', 'create', '--email', 'admin@club.test', '--scopes', 'all', '--name', 'contract']);
  server = Bun.spawn([binary, 'serve'], { cwd: workDir, env, stdout: 'ignore', stderr: 'ignore' });
  base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      await Bun.sleep(50);
    }
  }
  doc = (await (await fetch(`${base}/openapi.json`)).json()) as Schema;
  validate = documentValidator(doc);
  validateParameter = documentValidator(doc, true);
  adminKeyId = ((await (await api('GET', '/v1/keys')).json()) as { data: { id: string }[] }).data[0].id;
  // Things that exist, so that valid paths reach their handlers (never the contract's own key).
  const created = async (path: string, body: object): Promise<string> => {
    const response = await api('POST', path, body);
    const text = await response.text();
    if (response.status !== 201) throw new Error(`POST ${path}: ${response.status} ${text}`);
    return (JSON.parse(text) as { id: string }).id;
  };
  const species = ((await (await api('GET', '/v1/species?per_page=1')).json()) as { data: { id: string }[] }).data[0].id;
  // An open competition with the admin entered, years ahead of the clock.
  const competition = await created('/v1/competitions', {
    name: 'Club cup',
    starts_at: '2036-06-01T07:00:00Z',
    ends_at: '2036-06-01T15:00:00Z',
    time_zone: 'Europe/Madrid',
    entry: 'open',
  });
  if ((await api('POST', `/v1/competitions/${competition}/publish`)).status !== 200) throw new Error('publish failed');
  const entry = await created(`/v1/competitions/${competition}/entries`, {});
  sources = {
    doc,
    ids: [
      await created('/v1/catches', { species: 'Grey triggerfish', weight_lbs: 3, depth_ft: 20 }),
      await created('/v1/keys', { name: 'spare', scopes: ['catches:read'] }),
      await created('/v1/apps', {
        name: 'Logbook',
        redirect_uris: ['https://app.example/cb'],
        scopes: ['catches:read'],
        type: 'confidential',
      }),
      species,
      competition,
      entry,
    ],
    file: () => new File([png(8, 8)], 'fish.png', { type: 'image/png' }),
  };
});

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(workDir, { recursive: true, force: true });
});

// ---- requests ------------------------------------------------------------------------

interface Planned {
  path: string;
  query: string;
  contentType: string | null;
  body: BodyInit | null;
  /** What was sent, for messages. */
  shown: string;
}

const parametersOf = (op: Operation, where: string): Schema[] =>
  ((op.spec.parameters ?? []) as Schema[]).map((p) => resolveRef(doc, p)).filter((p) => p.in === where);

function mediaOf(op: Operation): [string, Schema] | null {
  const content = (op.spec.requestBody as Schema | undefined)?.content as Record<string, { schema: Schema }> | undefined;
  if (!content) return null;
  const [type, media] = Object.entries(content)[0];
  return [type, media.schema];
}

function encode(type: string, value: unknown): { contentType: string | null; body: BodyInit } {
  if (type === 'application/json') return { contentType: type, body: JSON.stringify(value) };
  const form = new FormData();
  for (const [name, field] of Object.entries(value as Record<string, unknown>))
    if (field instanceof Blob) form.append(name, field);
    else if (Array.isArray(field)) for (const item of field) form.append(name, String(item));
    else if (field !== null && field !== undefined) form.append(name, String(field));
  if (type === 'multipart/form-data') return { contentType: null, body: form };
  return { contentType: type, body: new URLSearchParams([...form].map(([k, v]) => [k, String(v)])).toString() };
}

/**
 * A path parameter: mostly the id of a thing that exists, of the kind the segment before it
 * names (`catches/{id}` a `catch_` id), else any value its schema accepts (never empty).
 */
function pathValue(op: Operation, parameter: Schema): fc.Arbitrary<unknown> {
  const segments = op.path.split('/');
  const collection = segments[segments.indexOf(`{${String(parameter.name)}}`) - 1] ?? '';
  const schema = { minLength: 1, ...(parameter.schema as Schema) };
  const known = sources.ids.filter((id) => collection.startsWith(id.split('_')[0]) && validate(schema, id) === null);
  const any = validValue(schema, sources, validate);
  return known.length > 0 ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: any }) : any;
}

/** A request the document accepts. */
function validRequest(op: Operation): fc.Arbitrary<Planned> {
  const pathParameters = parametersOf(op, 'path');
  const queryParameters = parametersOf(op, 'query');
  const media = mediaOf(op);
  return fc
    .record({
      // A path parameter is never empty (an empty one would be another path).
      path: fc.tuple(...pathParameters.map((p) => pathValue(op, p))),
      // The required parameters and at most one optional one: rules between parameters (page or
      // after, caught_after before caught_before) are in the descriptions, not in a schema.
      query: fc
        .tuple(
          fc.nat({ max: queryParameters.length }),
          fc.tuple(...queryParameters.map((p) => validValue(p.schema as Schema, sources, validate))),
        )
        .map(([chosen, values]) => values.map((value, i) => (queryParameters[i].required || i === chosen ? value : undefined))),
      body: media ? validValue(media[1], sources, validate) : fc.constant(undefined),
    })
    .map(({ path, query, body }) => plan(op, path, queryParameters, query, media, body));
}

function plan(
  op: Operation,
  pathValues: unknown[],
  queryParameters: Schema[],
  queryValues: unknown[],
  media: [string, Schema] | null,
  body: unknown,
): Planned {
  let path = op.path;
  parametersOf(op, 'path').forEach((p, i) => (path = path.replace(`{${String(p.name)}}`, encodeURIComponent(String(pathValues[i])))));
  const query = new URLSearchParams();
  queryParameters.forEach((p, i) => queryValues[i] !== undefined && query.append(String(p.name), String(queryValues[i])));
  const encoded = media && body !== undefined ? encode(media[0], body) : { contentType: null, body: null };
  return {
    path,
    query: query.size > 0 ? `?${query}` : '',
    ...encoded,
    shown: `${op.method} ${path}${query.size > 0 ? `?${query}` : ''} ${media ? JSON.stringify(body, (_, v) => (v instanceof Blob ? '<file>' : v))?.slice(0, 300) : ''}`,
  };
}

/** A request the document refuses: one body rule or one query parameter broken. */
function invalidRequest(op: Operation): fc.Arbitrary<Planned> | null {
  const media = mediaOf(op);
  const queryParameters = parametersOf(op, 'query');
  const breakable = media && resolveRef(doc, media[1]).type === 'object';
  if (!breakable && queryParameters.length === 0) return null;
  return fc.tuple(validRequest(op), fc.nat(), fc.nat()).map(([valid, pick, which]) => {
    if (breakable && (queryParameters.length === 0 || which % 2 === 0)) {
      const value =
        media[0] === 'application/json'
          ? JSON.parse(valid.body as string)
          : Object.fromEntries(valid.body instanceof FormData ? valid.body : new URLSearchParams(String(valid.body)));
      const broken = breakValue(media[1], value, doc, pick);
      if (broken && validate(media[1], asJson(broken)) !== null) {
        const encoded = encode(media[0], broken);
        return {
          ...valid,
          ...encoded,
          shown: `${op.method} ${valid.path} ${JSON.stringify(broken, (_, v) => (v instanceof Blob ? '<file>' : v)).slice(0, 300)}`,
        };
      }
    }
    const query = new URLSearchParams(valid.query);
    const parameter = queryParameters[pick % Math.max(queryParameters.length, 1)];
    const wrong = ['not-a-valid-value', '-1', '1e999', '99999999999999999999'].find(
      (value) => validateParameter(parameter?.schema as Schema, value) !== null,
    );
    if (parameter && wrong) query.set(String(parameter.name), wrong);
    else query.set('not_a_documented_parameter', '1');
    return { ...valid, query: `?${query}`, shown: `${op.method} ${valid.path}?${query}` };
  });
}

// ---- answers -------------------------------------------------------------------------

async function send(op: Operation, planned: Planned): Promise<Response> {
  const headers: Record<string, string> = { authorization: `Bearer ${adminKey}` };
  if (planned.contentType) headers['content-type'] = planned.contentType;
  sent++;
  return fetch(`${base}${planned.path}${planned.query}`, { method: op.method, headers, body: planned.body, redirect: 'manual' });
}

/** Every answer: a documented status, content type, headers and body. Returns the failures. */
async function conformance(op: Operation, response: Response, shown: string): Promise<string[]> {
  const where = `${shown} → ${response.status}`;
  const failures: string[] = [];
  const documented = (op.spec.responses ?? {}) as Record<string, Schema>;
  const spec = documented[String(response.status)];
  const text = await response.text();
  if (!spec) return [`${where}: undocumented status ${text.slice(0, 200)}`];
  if (!response.headers.get('x-request-id')) failures.push(`${where}: no X-Request-Id`);
  if (response.headers.get('x-content-type-options') !== 'nosniff') failures.push(`${where}: no nosniff`);
  for (const [name, header] of Object.entries((spec.headers ?? {}) as Record<string, Schema>))
    if (resolveRef(doc, header).required && !response.headers.has(name)) failures.push(`${where}: no ${name} header`);
  const content = (spec.content ?? {}) as Record<string, { schema?: Schema }>;
  const mediaType = (response.headers.get('content-type') ?? '').split(';')[0].trim();
  if (Object.keys(content).length === 0) {
    if (text !== '') failures.push(`${where}: a body where none is documented`);
    return failures;
  }
  const media = content[mediaType];
  if (!media) return [...failures, `${where}: ${mediaType || 'no'} content type, documented ${Object.keys(content).join(', ')}`];
  if (media.schema && /json/.test(mediaType)) {
    const error = validate(media.schema, JSON.parse(text));
    if (error) failures.push(`${where}: ${error} in ${text.slice(0, 300)}`);
  }
  return failures;
}

/** Operations in an order that keeps the contract's own credential alive: deletions last, the account's own last of all. */
function ordered(operations: Operation[]): Operation[] {
  const rank = (op: Operation): number => (op.path === '/v1/me' && op.method === 'DELETE' ? 2 : op.method === 'DELETE' ? 1 : 0);
  return [...operations].sort((a, b) => rank(a) - rank(b));
}

/** Operations a bearer credential calls (others take an OAuth client's credentials or none, and are checked for conformance only). */
const bearerOperation = (op: Operation): boolean => ((op.spec.security ?? []) as Schema[]).some((requirement) => 'bearer' in requirement);

/**
 * Statuses a valid request may still get, where the state of the server decides: not allowed
 * on that thing (verifying one's own catch), nothing at that id, a conflict with what exists,
 * a rate limit.
 */
const stateStatuses = new Set([403, 404, 409, 429]);

/**
 * Fields whose values the server judges by what it stores or can reach, which no schema can
 * say: a species name, a paging cursor, a password, a webhook host or push endpoint that must resolve, the people
 * and catches a competition names, what a stored competition allows (its divisions and teams, an
 * end after its start); and the one rule inside a value that its description states and no
 * pattern can (a `bbox` whose south edge lies above its north). A field is named by its last part
 * (`rules.species[0].species` is `species`).
 */
const stateFields = new Set([
  'species',
  'after',
  'current_password',
  'password',
  'url',
  'endpoint',
  'weighmasters',
  'members',
  'diver_id',
  'catch_id',
  'entry_id',
  'division',
  'team_name',
  'ends_at',
  'bbox',
]);
const fieldName = (field: string): string =>
  field
    .replace(/\[\d+\]/g, '')
    .split('.')
    .pop()!;

/** A refusal of a valid request that only the server's state explains. */
async function refusedByState(response: Response): Promise<boolean> {
  if (stateStatuses.has(response.status)) return true;
  if (response.status !== 422) return false;
  const problem = (await response.clone().json()) as { errors?: { field: string }[] };
  return (problem.errors ?? []).length > 0 && problem.errors!.every((error) => stateFields.has(fieldName(error.field)));
}

describe(`the executable keeps its document (${engine})`, () => {
  test('every operation: valid requests accepted, invalid ones refused, every answer as documented', async () => {
    const operations = ordered(documentedOperations(doc));
    expect(operations.length).toBeGreaterThan(50);
    const failures: string[] = [];
    const accepted = new Set<string>();
    const started = performance.now();
    for (const op of operations) {
      const name = `${op.method} ${op.path}`;
      for (const planned of fc.sample(validRequest(op), { numRuns: runs, seed })) {
        const response = await send(op, planned);
        const status = response.status;
        failures.push(...(await conformance(op, response.clone(), planned.shown)));
        if (status < 300) accepted.add(name);
        else if (bearerOperation(op) && !(await refusedByState(response)))
          failures.push(`${planned.shown} → ${status}: a valid request refused: ${(await response.clone().text()).slice(0, 300)}`);
      }
      const invalid = invalidRequest(op);
      if (!invalid) continue;
      for (const planned of fc.sample(invalid, { numRuns: runs, seed })) {
        const response = await send(op, planned);
        const status = response.status;
        const type = response.headers.get('content-type') ?? '';
        failures.push(...(await conformance(op, response.clone(), planned.shown)));
        if (status < 400 || status >= 500) failures.push(`${planned.shown} → ${status}: an invalid request not refused`);
        else if (bearerOperation(op) && type !== 'application/problem+json')
          failures.push(`${planned.shown} → ${status}: ${type}, not problem+json`);
      }
    }
    console.log(
      `contract (${engine}): ${sent} requests over ${operations.length} operations in ${Math.round(performance.now() - started)} ms`,
    );
    expect(failures).toEqual([]);
    // Valid requests must reach the handlers: more than half of the operations answer 2xx at least once (others need state the contract cannot make: a webhook host that resolves, an invitation, a photo).
    expect(accepted.size / operations.length).toBeGreaterThan(0.5);
  });
});

/** A page (its answer is HTML, as the OAuth sign-in and consent page's): its forms and redirects are a browser's. */
const isPage = (operation: unknown): boolean => JSON.stringify((operation as Schema).responses ?? {}).includes('text/html');

describe(`API paths have one spelling, as sent on the wire (${engine})`, () => {
  /** A raw HTTP/1.1 request (fetch would resolve dot segments before sending); the status line and headers. */
  async function raw(method: string, target: string): Promise<{ status: number; head: string; body: string }> {
    const { port } = new URL(base);
    const text = await new Promise<string>((done, failed) => {
      let answer = '';
      Bun.connect({
        hostname: '127.0.0.1',
        port: Number(port),
        socket: {
          open: (socket) =>
            void socket.write(
              `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${adminKey}\r\nConnection: close\r\n\r\n`,
            ),
          data: (_, chunk) => {
            answer += chunk.toString();
          },
          close: () => done(answer),
          error: (_, error) => failed(error),
        },
      }).catch(failed);
    });
    const [head, body = ''] = text.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), head: head.toLowerCase(), body };
  }

  test('dot segments (encoded or not), trailing and doubled slashes: a 400 problem+json, never a redirect, nothing done', async () => {
    const spare = ((await (await api('POST', '/v1/keys', { name: 'kept', scopes: ['catches:read'] })).json()) as { id: string }).id;
    const targets: [string, string][] = [
      ['DELETE', '/v1/catches/%2e%2e'],
      ['DELETE', `/v1/catches/%2e%2e/keys/${spare}`],
      ['DELETE', `/v1/catches/%2E%2E/keys/${spare}`],
      ['DELETE', `/v1/catches/../keys/${spare}`],
      ['DELETE', `/v1/./keys/${spare}`],
      ['DELETE', `/v1/keys/${spare}/`],
      ['DELETE', `/v1//keys/${spare}`],
      ['DELETE', `/api/v1/catches/%2e%2e/keys/${spare}`],
      ['DELETE', `/anything/%2e%2e/v1/keys/${spare}`],
      ['DELETE', `${'/a'.repeat(20)}${'/..'.repeat(20)}/v1/keys/${spare}`],
      ['GET', '/v1/'],
      ['GET', '/v1/catches/'],
      ['POST', '/oauth/token/'],
    ];
    for (const op of documentedOperations(doc).filter((op) => !isPage(op.spec)))
      targets.push([op.method, `${op.path.replace(/\{\w+\}/g, spare)}/`]);
    for (const [method, target] of targets) {
      const answer = await raw(method, target);
      expect(answer.status, `${method} ${target}`).toBe(400);
      expect(answer.head, `${method} ${target}`).not.toContain('location:');
      // The OAuth client endpoints answer in RFC 6749's shape, as they document.
      const type = /^\/oauth\//.test(target) ? 'application/json' : 'application/problem+json';
      expect(answer.head, `${method} ${target}`).toContain(`content-type: ${type}`);
    }
    const keys = ((await (await api('GET', '/v1/keys')).json()) as { data: { id: string }[] }).data.map((k) => k.id);
    expect(keys).toContain(spare);
    expect(keys).toContain(adminKeyId);
    // Pages keep their redirect to the one spelling.
    const page = await raw('GET', '/boards/');
    expect(page.status).toBe(308);
    expect(page.head).toContain('location: /boards');
  });
});

describe(`methods a path does not document (${engine})`, () => {
  test('every documented path answers 405 with Allow to the methods it does not list', async () => {
    const failures: string[] = [];
    const paths = doc.paths as Record<string, Record<string, unknown>>;
    for (const [path, operations] of Object.entries(paths)) {
      if (Object.values(operations).some(isPage)) continue;
      const documented = Object.keys(operations).map((method) => method.toUpperCase());
      const url = path.replace(/\{\w+\}/g, sources.ids[0]);
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => !documented.includes(m))) {
        const response = await fetch(`${base}${url}`, { method, headers: { authorization: `Bearer ${adminKey}` }, redirect: 'manual' });
        await response.body?.cancel();
        const allow = (response.headers.get('allow') ?? '').split(', ');
        if (response.status !== 405 || !documented.every((m) => allow.includes(m)))
          failures.push(`${method} ${path} → ${response.status} (Allow: ${allow})`);
      }
    }
    expect(failures).toEqual([]);
  });
});
