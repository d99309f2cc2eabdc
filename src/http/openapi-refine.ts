// Corrections to the OpenAPI document @elysiajs/openapi generates, so that it passes
// Redocly and Spectral (OWASP) and tells clients the truth: query numbers are numbers
// (not `anyOf` with a coercible string), request bodies keep their schema, errors are
// application/problem+json, and every operation lists the generic problems the HTTP
// layer can answer (400, 401, 413, 415, 422, 429, 500) with the RateLimit fields.

type Json = Record<string, unknown>;
type Schema = Json & { anyOf?: Schema[]; type?: unknown; format?: unknown };

interface RouteInfo {
  method: string;
  path: string;
  hooks: { body?: unknown; detail?: { parameters?: Json[] } };
}

const coercedFormats = new Set(['integer', 'number', 'boolean', 'date-time']);
const int32 = 2 ** 31;

/** Query and path values arrive as text; Elysia's schema says so with a string branch we drop. */
function isCoercionBranch(branch: Schema): boolean {
  return branch.type === 'string' && typeof branch.format === 'string' && coercedFormats.has(branch.format) && !('maxLength' in branch);
}

function refineSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(refineSchema);
  if (node === null || typeof node !== 'object') return node;
  // TypeBox's `$id` on named models is a JSON pointer, which OpenAPI does not allow there.
  let schema: Schema = Object.fromEntries(
    Object.entries(node)
      .filter(([k]) => k !== '$id')
      .map(([k, v]) => [k, refineSchema(v)]),
  );
  if (Array.isArray(schema.anyOf) && schema.anyOf.some(isCoercionBranch)) {
    const rest = schema.anyOf.filter((branch) => !isCoercionBranch(branch));
    const { anyOf: _dropped, ...outer } = schema;
    schema = rest.length === 1 ? { ...rest[0], ...outer } : { ...outer, anyOf: rest };
  }
  // `Union([Literal…, Null])` comes out as `type: [string, null]` with an enum that forgets null.
  if (Array.isArray(schema.type) && schema.type.includes('null') && Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum = [...schema.enum, null];
  // Times are checked by the server (src/lib/time.ts) and described in prose: the format says it too.
  const stringish = schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string'));
  if (stringish && schema.format === undefined && /RFC 3339 date-time/.test(String(schema.description ?? ''))) {
    if (/bare date/.test(String(schema.description))) {
      const { maxLength: _kept, ...outer } = schema;
      schema = {
        ...outer,
        anyOf: [
          { type: 'string', format: 'date-time', maxLength: 40 },
          { type: 'string', format: 'date', maxLength: 10 },
        ],
      };
      if (Array.isArray(outer.type)) (schema.anyOf as Schema[]).push({ type: 'null' });
      delete schema.type;
    } else schema.format = 'date-time';
  }
  if (schema.type === 'integer' && schema.format === undefined) {
    const fits = (value: unknown): boolean => typeof value === 'number' && Math.abs(value) < int32;
    schema.format = fits(schema.minimum) && fits(schema.maximum) ? 'int32' : 'int64';
  }
  return schema;
}

const problemRef = { $ref: '#/components/schemas/Problem' };

const genericProblems: Record<string, string> = {
  '400': 'The body is not valid JSON (`invalid_json`).',
  '401': 'No, unknown, expired or revoked credential (`WWW-Authenticate` says which).',
  '413': 'The body is larger than allowed (1 MiB of JSON, or the photo limit).',
  '415':
    'The body is not of the one type this route reads: JSON (`application/json` or `+json`) everywhere, `multipart/form-data` on photo uploads only.',
  '422': 'Invalid fields or parameters: one `errors` entry per field.',
  '429': 'Rate limited: wait `Retry-After` seconds.',
  '500': 'A failure on the server side (never caused by the request); it is logged with the request id.',
  '503':
    'The database stayed busy with concurrent writes (`busy`): nothing was stored; send the request again after `Retry-After` seconds (with the same `Idempotency-Key` on creates).',
  '507':
    'The server has no disk space left (`insufficient_storage`): nothing was stored; reads keep working. Retry after `Retry-After` seconds.',
};

/** The OAuth client endpoints answer even these in the RFC 6749 shape. */
const oauthClientPath = /^\/oauth\/(token|revoke|introspect)$/;
const oauthErrorRef = { $ref: '#/components/schemas/OAuthErrorBody' };

const headerComponents = {
  RateLimit: {
    description:
      'Remaining requests and seconds until the window resets, e.g. `"default";r=599;t=60` (draft-ietf-httpapi-ratelimit-headers-10).',
    schema: { type: 'string', maxLength: 100 },
  },
  'RateLimit-Policy': {
    description: 'The quota and window, e.g. `"default";q=600;w=60`.',
    schema: { type: 'string', maxLength: 100 },
  },
  'Retry-After': {
    description: 'Seconds to wait before retrying.',
    schema: { type: 'integer', format: 'int32', minimum: 1, maximum: 3600 },
  },
  'X-Request-Id': {
    description: 'The request id (yours when you sent a sane `X-Request-Id`), also in the server log.',
    schema: { type: 'string', maxLength: 200 },
  },
  'Access-Control-Allow-Origin': {
    description: "Present on /v1 and /api/v1 answers when `CATCHD_CORS_ORIGINS` allows the request's `Origin`.",
    schema: { type: 'string', maxLength: 2048 },
  },
};

const headerRef = (name: keyof typeof headerComponents): Json => ({ $ref: `#/components/headers/${name}` });

function problemResponse(description: string): Json {
  return { description, content: { 'application/problem+json': { schema: problemRef } } };
}

/** Elysia files a `'Problem'` response under application/json; a module's own problem+json entries stay as written. */
function isMislabelledProblem(response: Json): boolean {
  const content = response.content as Record<string, { schema?: Json }> | undefined;
  return (
    !!content &&
    Object.entries(content).some(([type, media]) => type !== 'application/problem+json' && media?.schema?.$ref === problemRef.$ref)
  );
}

function refineResponses(operation: Json, method: string, path: string, hasBody: boolean): void {
  operation.responses ??= {};
  const responses = operation.responses as Record<string, Json>;
  for (const [status, response] of Object.entries(responses)) {
    if (isMislabelledProblem(response))
      responses[status] = problemResponse(genericProblems[status] ?? String(response.description ?? 'Problem details.'));
  }
  // A route that documents no success answers 204 (its handler sets it and returns nothing).
  if (!Object.keys(responses).some((status) => status.startsWith('2'))) responses['204'] = { description: 'Done; no body.' };
  const secured = Array.isArray(operation.security) ? operation.security.length > 0 : true;
  const writes = method !== 'get' && method !== 'head';
  const wanted = [
    '429',
    '500',
    ...(writes ? ['503', '507'] : []),
    ...(secured ? ['401'] : []),
    ...(hasBody ? ['400', '413', '415', '422'] : []),
  ];
  const generic = (status: string): Json =>
    oauthClientPath.test(path)
      ? {
          description: `\`server_error\` or \`temporarily_unavailable\` (RFC 6749 shape). ${genericProblems[status]}`,
          content: { 'application/json': { schema: oauthErrorRef } },
        }
      : problemResponse(genericProblems[status]);
  for (const status of wanted) responses[status] ??= generic(status);
  for (const [status, response] of Object.entries(responses)) {
    response.headers = {
      ...(response.headers as Json | undefined),
      RateLimit: headerRef('RateLimit'),
      'RateLimit-Policy': headerRef('RateLimit-Policy'),
      'X-Request-Id': headerRef('X-Request-Id'),
      'Access-Control-Allow-Origin': headerRef('Access-Control-Allow-Origin'),
      ...(status === '429' || status === '503' || status === '507' ? { 'Retry-After': headerRef('Retry-After') } : {}),
    };
  }
}

/** The schema of a route's body: a named model (`'CatchCreate'`) or an inline TypeBox schema. */
function bodySchema(body: unknown): Json | null {
  if (typeof body === 'string') return { $ref: `#/components/schemas/${body}` };
  if (body && typeof body === 'object') return refineSchema(JSON.parse(JSON.stringify(body))) as Json;
  return null;
}

function mentionsBinary(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  if ((schema as Schema).format === 'binary') return true;
  return Object.values(schema).some(mentionsBinary);
}

/**
 * The plugin replaces a route's own `detail.parameters` (the query a handler checks itself,
 * http/query.ts) with the path parameters it generates: the route's own come back after them.
 */
function keepOwnParameters(operation: Json, own: Json[]): void {
  const generated = (operation.parameters ?? []) as Json[];
  const named = new Set(generated.map((parameter) => `${parameter.in} ${parameter.name}`));
  const missing = own.filter((parameter) => !named.has(`${parameter.in} ${parameter.name}`));
  if (missing.length > 0) operation.parameters = [...generated, ...missing];
}

const openApiPath = (path: string): string => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

export function refineOpenApi(document: Json, routes: readonly RouteInfo[]): Json {
  const doc = refineSchema(document) as Json;
  const routeOf = new Map(routes.map((route) => [`${route.method.toLowerCase()} ${openApiPath(route.path)}`, route.hooks]));
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Json>>;
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const hooks = routeOf.get(`${method} ${path}`);
      keepOwnParameters(operation, refineSchema(hooks?.detail?.parameters ?? []) as Json[]);
      const requestBody = operation.requestBody as { content?: Json } | undefined;
      if (requestBody && Object.keys(requestBody.content ?? {}).length === 0) {
        const schema = bodySchema(hooks?.body);
        if (schema) requestBody.content = { [mentionsBinary(schema) ? 'multipart/form-data' : 'application/json']: { schema } };
        else delete operation.requestBody;
      }
      refineResponses(operation, method, path, operation.requestBody !== undefined);
    }
  }
  doc.components ??= {};
  const components = doc.components as Json;
  components.headers = { ...headerComponents, ...(components.headers as Json | undefined) };
  // Every tag an operation uses is declared once, in order of first use.
  const declared = new Set(((doc.tags ?? []) as { name: string }[]).map((tag) => tag.name));
  const tags = [...((doc.tags ?? []) as Json[])];
  for (const operations of Object.values(paths))
    for (const operation of Object.values(operations))
      for (const name of (operation.tags ?? []) as string[])
        if (!declared.has(name)) {
          declared.add(name);
          tags.push({ name });
        }
  doc.tags = tags;
  dropUnusedSchemas(doc);
  return doc;
}

/**
 * Named models that the document only ever shows inline (TypeBox copies a model into the
 * models that embed it) are listed nowhere: they go, until every one left is referenced.
 */
function dropUnusedSchemas(doc: Json): void {
  const schemas = ((doc.components as Json).schemas ?? {}) as Json;
  for (;;) {
    const text = JSON.stringify(doc);
    const unused = Object.keys(schemas).filter((name) => !text.includes(`"#/components/schemas/${name}"`));
    if (unused.length === 0) return;
    for (const name of unused) delete schemas[name];
  }
}
