// Every error leaves as application/problem+json (RFC 9457): our own HttpErrors, Elysia's
// validation/parse/not-found errors, wrong methods (405 + Allow), a full disk (507) and
// anything unexpected; paths with an error shape of their own (OAuth) get theirs. Also the
// body rules: each route reads exactly one body type, within its size limit.
import { Elysia, type ValidationError } from 'elysia';
import { isStorageFull } from '../db/storage-full';
import { WriteContention } from '../db/store';
import { HttpError, problemResponse, ValidationFailed, type FieldError } from '../lib/problem';
import { fieldErrors, fieldMessage, type SchemaFailure } from '../lib/schema-errors';
import { apiPathPattern, pathOf } from './operations';
import { queryPairs } from './query-string';

const maxJsonBytes = 1024 * 1024;
const maxFormBytes = 64 * 1024;
/**
 * Deepest nesting of arrays and objects a JSON body may have (no documented body comes near it);
 * deeper bodies are refused before they are parsed, so no validator recurses through them.
 */
export const maxJsonDepth = 32;
/** Room for multipart boundaries and the small text fields beside a file. */
const multipartOverheadBytes = 64 * 1024;

/** A route as the application lists it; `hooks.detail.security` names the bearer scope it needs. */
export interface RouteEntry {
  method: string;
  path: string;
  hooks?: { detail?: { security?: Record<string, string[]>[] } };
}

type RouteTable = { method: string; pattern: RegExp; scope: string | null }[];

/** The bearer scope a route's documentation says it needs, or null (a public route). */
function bearerScope(route: RouteEntry): string | null {
  return route.hooks?.detail?.security?.find((requirement) => requirement.bearer)?.bearer?.[0] ?? null;
}

function compileRoutes(routes: RouteEntry[]): RouteTable {
  // Routes without parameters first: a fixed segment wins over a parameter, as in Elysia's router.
  const ordered = [...routes].sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')));
  return ordered.map((route) => ({
    method: route.method.toUpperCase(),
    scope: bearerScope(route),
    pattern: new RegExp(
      '^' +
        route.path
          .split('/')
          .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('/') +
        '/?$',
    ),
  }));
}

/** Methods that some route serves at this path (empty: the path is unknown). */
function allowedMethods(table: RouteTable, path: string): string[] {
  const methods = new Set<string>();
  for (const route of table) if (route.pattern.test(path)) methods.add(route.method);
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].filter((m) => m !== 'ALL').sort();
}

/** The first query parameter given more than once, or null. */
function repeatedParameter(url: string): string | null {
  const start = url.indexOf('?');
  if (start < 0) return null;
  const seen = new Set<string>();
  for (const { name } of queryPairs(url.slice(start + 1))) {
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return null;
}

function validationErrors(error: Readonly<ValidationError>, request: Request): FieldError[] {
  if (error.type === 'property') return [propertyError(error, request)];
  const where = error.type === 'query' ? 'query' : error.type === 'params' ? 'path' : error.type === 'headers' ? 'headers' : 'body';
  return fieldErrors(
    error.all.filter((item): item is SchemaFailure & typeof item => 'path' in item),
    where,
  );
}

/**
 * Elysia converts numeric query parameters one at a time and reports a failure without
 * the parameter's name; find it by its raw value.
 */
function propertyError(error: Readonly<ValidationError>, request: Request): FieldError {
  const raw = String(error.value);
  const params = new URL(request.url).searchParams;
  let field = 'query';
  // A number past 2^53 comes back rounded (99999999999999999999 → 100000000000000000000): compare as numbers too.
  for (const [name, value] of params) if (value === raw || (typeof error.value === 'number' && Number(value) === error.value)) field = name;
  const first = error.all[0] as SchemaFailure | undefined;
  return { field, message: first && 'path' in first ? fieldMessage(first) : 'is invalid' };
}

interface ErrorPluginOptions {
  problemTypeBase: string;
  /** The app's routes, read lazily (they exist only once every module is mounted). */
  routes: () => RouteEntry[];
  /**
   * Checks a request's bearer credential for `scope` (throwing its 401 or 403): run before the
   * body is read and before any query check, so a caller without a credential learns nothing
   * of a route's inputs. Routes check it again in their own hooks (it is looked up once).
   */
  authenticate?: (request: Request, scope: string) => Promise<void>;
  /** Unexpected errors; `requestId` is the X-Request-Id the answer carries, for finding it in the log. */
  log?: (error: unknown, requestId: string | undefined) => void;
  /** Paths that accept application/x-www-form-urlencoded bodies only (sign-in pages, /oauth). */
  formPaths?: (path: string) => boolean;
  /** People's pages: HTML forms, url-encoded or multipart (photos). */
  pagePaths?: (path: string) => boolean;
  /** Paths that accept multipart/form-data uploads only (photos); every other path reads JSON only. */
  uploadPaths?: (path: string) => boolean;
  /**
   * Paths whose errors have a shape of their own (the OAuth endpoints answer RFC 6749 error
   * objects): given the problem, the answer to send instead of problem+json.
   */
  errorShape?: (path: string, error: HttpError) => Response | null;
  /** A write failed for want of disk space (the 507 answer is given here; readiness reports it). */
  onStorageFull?: () => void;
  /** Largest file upload; a multipart body may add some form overhead on top. */
  maxUploadBytes: number;
  /** Errors of people's pages as pages: the answer, or null for problem+json. */
  pageError?: (error: HttpError, request: Request) => Response | null;
}

/** Form fields by name; a repeated name gives an array, so that repeats can be refused (RFC 6749 §3.1). */
function formFields(search: URLSearchParams): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const name of new Set(search.keys())) {
    const values = search.getAll(name);
    fields[name] = values.length === 1 ? values[0] : values;
  }
  return fields;
}

/** What a 507 asks a client to wait: an operator has to free space first. */
const storageRetrySeconds = 60;

type BodyKind = 'json' | 'form' | 'multipart';

const bodyKinds: Record<BodyKind, { type: string; wanted: string }> = {
  json: { type: 'application/json', wanted: 'JSON with Content-Type: application/json' },
  form: { type: 'application/x-www-form-urlencoded', wanted: 'a form with Content-Type: application/x-www-form-urlencoded' },
  multipart: { type: 'multipart/form-data', wanted: 'multipart/form-data with the file in the field `file`' },
};

/** The body types a path reads: people's pages take HTML forms of either encoding. */
function bodyKindsOf(options: ErrorPluginOptions, path: string): BodyKind[] {
  if (options.uploadPaths?.(path)) return ['multipart'];
  if (options.pagePaths?.(path)) return ['form', 'multipart'];
  if (options.formPaths?.(path)) return ['form'];
  return ['json'];
}

export function errorPlugin(options: ErrorPluginOptions) {
  let table: RouteTable | null = null;
  const routeTable = (): RouteTable => (table ??= compileRoutes(options.routes()));
  let fixed: Map<string, Set<string>> | null = null;
  /** The methods of the routes at exactly `path`, when it has no parameters (empty otherwise). */
  const fixedMethods = (path: string): Set<string> | undefined => {
    fixed ??= options.routes().reduce((paths, route) => {
      if (!route.path.includes(':') && !route.path.includes('*'))
        paths.set(route.path, (paths.get(route.path) ?? new Set()).add(route.method.toUpperCase()));
      return paths;
    }, new Map<string, Set<string>>());
    return fixed.get(path);
  };
  /** Authentication for the route a request is headed to, when that route needs a credential. */
  const authenticateFirst = async (request: Request, path: string): Promise<void> => {
    if (!options.authenticate || !apiPathPattern.test(path)) return;
    const route = routeTable().find((r) => r.method === request.method && r.pattern.test(path));
    if (route?.scope) await options.authenticate(request, route.scope);
  };

  return (
    new Elysia({ name: 'problem-errors' })
      // No API parameter is a list by repetition: `?page=1&page=2` is refused rather than read as one of them.
      .onTransform({ as: 'global' }, async ({ request, path }) => {
        if (!apiPathPattern.test(path)) return;
        // `GET /v1/developer-applications/confirm-email` would reach `GET …/:application_id`:
        // a path some route names exactly answers only that route's methods.
        const methods = fixedMethods(path);
        if (methods && !methods.has(request.method) && !(request.method === 'HEAD' && methods.has('GET'))) {
          const allow = [...methods].sort().join(', ');
          throw new HttpError(405, 'method_not_allowed', `${request.method} is not allowed here; use ${allow}.`, { headers: { allow } });
        }
        const repeated = repeatedParameter(request.url);
        if (repeated === null) return;
        await authenticateFirst(request, path);
        throw new ValidationFailed([{ field: repeated, message: 'is given more than once' }]);
      })
      .onParse({ as: 'global' }, async ({ request, contentType }) => {
        await authenticateFirst(request, pathOf(request.url));
        return readBody(options, request, contentType);
      })
      .onError({ as: 'global' }, ({ code, error, request, path, set }) => {
        const requestId = set.headers['x-request-id'];
        const allowed = (): string[] => allowedMethods(routeTable(), path);
        const context: ErrorContext = { request, path, requestId: typeof requestId === 'string' ? requestId : undefined, allowed };
        const httpError = httpErrorOf(code, error, context, options);
        const answer =
          options.errorShape?.(path, httpError) ??
          options.pageError?.(httpError, request) ??
          problemResponse(httpError, options.problemTypeBase);
        // The status is also kept on the context: request logs and metrics read it there.
        set.status = answer.status;
        return answer;
      })
  );
}

/**
 * A request's body as its route reads it: JSON, or a url-encoded form as fields; undefined
 * leaves multipart to Elysia's own parser (and a request without a body as it is). A body of a
 * type the path does not read is refused (415), one over its limit too (413).
 */
async function readBody(options: ErrorPluginOptions, request: Request, contentType: string | undefined): Promise<unknown> {
  const length = Number(request.headers.get('content-length') ?? '0');
  const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
  const accepted = bodyKindsOf(options, new URL(request.url).pathname);
  const kind = accepted.find((k) => type === bodyKinds[k].type || (k === 'json' && type.endsWith('+json')));
  if (kind === undefined) {
    // No body at all is fine; any body (even one without Content-Length) must be of a type the route reads.
    if (!request.body || request.headers.get('content-length') === '0') return undefined;
    throw new HttpError(415, 'unsupported_media_type', `Send ${bodyKinds[accepted[0]!].wanted} (got "${type || 'none'}").`);
  }
  if (kind === 'multipart') {
    // Refuse a declared-too-large upload before reading it; routes check the file itself.
    if (length > options.maxUploadBytes + multipartOverheadBytes)
      throw new HttpError(413, 'payload_too_large', `Uploads are limited to ${options.maxUploadBytes} bytes.`);
    return undefined;
  }
  // Read here rather than by Elysia's parser: a body sent without Content-Length must be bounded too.
  if (kind === 'form') return formFields(new URLSearchParams(await boundedText(request, length, maxFormBytes, 'Form bodies')));
  const text = await boundedText(request, length, maxJsonBytes, 'JSON bodies');
  if (text.trim() === '') throw new HttpError(400, 'invalid_json', 'The body is empty; send a JSON object.');
  if (jsonDepth(text) > maxJsonDepth)
    throw new HttpError(400, 'json_too_deep', `JSON bodies may nest arrays and objects at most ${maxJsonDepth} deep.`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new HttpError(400, 'invalid_json', `The body is not valid JSON: ${(error as Error).message}`);
  }
  // Every JSON body the API reads is an object (the contract test holds the document to it).
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new ValidationFailed([{ field: 'body', message: 'must be a JSON object' }]);
  return body;
}

/** The deepest nesting of arrays and objects in JSON text (brackets inside strings do not count); valid or not. */
function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (c === 0x5d || c === 0x7d) depth--;
  }
  return deepest;
}

/** The body as text, refused (413) over `limit` bytes: declared so, or found so once read. */
async function boundedText(request: Request, declaredLength: number, limit: number, what: string): Promise<string> {
  const tooLarge = (): HttpError => new HttpError(413, 'payload_too_large', `${what} are limited to ${limit} bytes.`);
  if (declaredLength > limit) throw tooLarge();
  const text = await request.text();
  if (Buffer.byteLength(text) > limit) throw tooLarge();
  return text;
}

interface ErrorContext {
  request: Request;
  path: string;
  /** The X-Request-Id of the answer, logged with an unexpected error. */
  requestId: string | undefined;
  /** The methods some route serves at this path. */
  allowed: () => string[];
}

/** The HttpError a failed request is answered with: ours as thrown, Elysia's by their code, anything else by what it says. */
function httpErrorOf(code: string | number, error: unknown, context: ErrorContext, options: ErrorPluginOptions): HttpError {
  const { request, path } = context;
  if (error instanceof HttpError) return error;
  switch (code) {
    case 'VALIDATION': {
      const invalid = error as Readonly<ValidationError>;
      // A path that does not name a resource is "not found", whatever its shape.
      if (invalid.type === 'params') return new HttpError(404, 'not_found', `No resource at ${path}.`);
      return new HttpError(422, 'validation_failed', 'The request has invalid fields.', { errors: validationErrors(invalid, request) });
    }
    case 'PARSE':
      return parseErrorOf(error, request);
    case 'NOT_FOUND': {
      const allow = context.allowed();
      if (allow.length === 0) return new HttpError(404, 'not_found', `No route for ${path}.`);
      const methods = allow.join(', ');
      return new HttpError(405, 'method_not_allowed', `${request.method} is not allowed here; use ${methods}.`, {
        headers: { allow: methods },
      });
    }
    case 'INVALID_FILE_TYPE':
      return new HttpError(415, 'unsupported_media_type', 'The file type is not accepted.');
    default:
      return unexpectedErrorOf(error, context, options);
  }
}

/** A body that could not be parsed. Elysia wraps what a parser throws (our 413/415 included) in its ParseError. */
function parseErrorOf(error: unknown, request: Request): HttpError {
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof HttpError) return cause;
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'multipart/form-data') return new HttpError(400, 'invalid_multipart', 'The multipart/form-data body could not be parsed.');
  if (type !== 'application/json' && !type.endsWith('+json'))
    return new HttpError(415, 'unsupported_media_type', `This route does not read "${type || 'none'}" bodies.`);
  return new HttpError(400, 'invalid_json', 'The body could not be parsed.');
}

/** An error of no known code: a full disk (507), a busy database (503), Elysia's status errors, else a logged 500. */
function unexpectedErrorOf(error: unknown, context: ErrorContext, options: ErrorPluginOptions): HttpError {
  if (isStorageFull(error) || isStorageFull((error as { cause?: unknown }).cause)) {
    options.onStorageFull?.();
    return new HttpError(
      507,
      'insufficient_storage',
      'The server has no disk space left, so nothing was stored; reads still work. Retry later.',
      {
        headers: { 'retry-after': String(storageRetrySeconds) },
      },
    );
  }
  if (error instanceof WriteContention || (error as { code?: unknown }).code === 'SQLITE_BUSY')
    return new HttpError(503, 'busy', 'The database is busy with other writes; nothing was stored. Retry shortly.', {
      headers: { 'retry-after': '1' },
    });
  // Elysia's "status(...)" errors carry their own code; keep the status, lose the internals.
  const status = (error as { status?: number }).status;
  if (typeof status === 'number' && status >= 400 && status < 500)
    return new HttpError(status, 'bad_request', 'The request could not be handled.');
  options.log?.(error, context.requestId);
  return new HttpError(500, 'internal_error', 'Something went wrong on our side; it has been logged.');
}
