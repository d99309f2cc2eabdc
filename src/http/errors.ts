// Every error leaves as application/problem+json (RFC 9457): our own HttpErrors, Elysia's
// validation/parse/not-found errors, wrong methods (405 + Allow) and anything unexpected.
import { Elysia, type ValidationError } from 'elysia';
import { HttpError, problemResponse, type FieldError } from '../lib/problem';

export const maxJsonBytes = 1024 * 1024;
export const maxFormBytes = 64 * 1024;
/** Room for multipart boundaries and the small text fields beside a file. */
export const multipartOverheadBytes = 64 * 1024;

type RouteTable = { method: string; pattern: RegExp }[];

function compileRoutes(routes: { method: string; path: string }[]): RouteTable {
  return routes.map((route) => ({
    method: route.method.toUpperCase(),
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
export function allowedMethods(table: RouteTable, path: string): string[] {
  const methods = new Set<string>();
  for (const route of table) if (route.pattern.test(path)) methods.add(route.method);
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].filter((m) => m !== 'ALL').sort();
}

/** `/items/3/name` → `items[3].name`; the root is `body`. */
function fieldName(path: string, where: string): string {
  const parts = path.split('/').filter(Boolean);
  if (parts.length === 0) return where;
  return parts.map((p, i) => (/^\d+$/.test(p) ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

function fieldMessage(error: { message: string; type?: number; schema?: { [key: string]: unknown } }): string {
  if (error.message === 'Unexpected property') return 'is not a known field';
  return error.message.replace(/^Expected/, 'expected');
}

export function validationErrors(error: Readonly<ValidationError>, request: Request): FieldError[] {
  if (error.type === 'property') return [propertyError(error, request)];
  const where = error.type === 'query' ? 'query' : error.type === 'params' ? 'path' : error.type === 'headers' ? 'headers' : 'body';
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const item of error.all) {
    if (!('path' in item)) continue;
    const field = fieldName(item.path, where);
    // TypeBox reports a union failure once per branch: one entry per field is enough.
    if (seen.has(field)) continue;
    seen.add(field);
    result.push({ field, message: fieldMessage(item as never) });
  }
  if (result.length === 0) result.push({ field: where, message: 'is invalid' });
  return result;
}

/**
 * Elysia converts numeric query parameters one at a time and reports a failure without
 * the parameter's name; find it by its raw value.
 */
function propertyError(error: Readonly<ValidationError>, request: Request): FieldError {
  const raw = String(error.value);
  const params = new URL(request.url).searchParams;
  let field = 'query';
  for (const [name, value] of params) if (value === raw) field = name;
  const first = error.all[0] as { message?: string } | undefined;
  return { field, message: first?.message ? fieldMessage(first as never) : 'is invalid' };
}

export interface ErrorPluginOptions {
  problemTypeBase: string;
  /** The app's routes, read lazily (they exist only once every module is mounted). */
  routes: () => { method: string; path: string }[];
  /** Unexpected errors; `requestId` is the X-Request-Id the answer carries, for finding it in the log. */
  log?: (error: unknown, requestId: string | undefined) => void;
  /** Paths that accept application/x-www-form-urlencoded bodies (sign-in pages, /oauth). */
  formPaths?: (path: string) => boolean;
  /** Largest file upload; a multipart body may add some form overhead on top. */
  maxUploadBytes: number;
  /** Errors of people's pages as pages: the answer, or null for problem+json. */
  pageError?: (error: HttpError, request: Request) => Response | null;
}

export function errorPlugin(options: ErrorPluginOptions) {
  let table: RouteTable | null = null;
  const routeTable = (): RouteTable => (table ??= compileRoutes(options.routes()));
  const problem = (error: HttpError): Response => problemResponse(error, options.problemTypeBase);

  return new Elysia({ name: 'problem-errors' })
    .onParse({ as: 'global' }, async ({ request, contentType }) => {
      const length = Number(request.headers.get('content-length') ?? '0');
      const type = (contentType ?? '').split(';')[0].trim().toLowerCase();
      if (type === 'multipart/form-data') {
        // Refuse a declared-too-large upload before reading it; routes check the file itself.
        if (length > options.maxUploadBytes + multipartOverheadBytes)
          throw new HttpError(413, 'payload_too_large', `Uploads are limited to ${options.maxUploadBytes} bytes.`);
        return; // Elysia's own form parser
      }
      // HTML forms and the OAuth endpoints (RFC 6749 §3.2) speak urlencoded; Elysia parses it.
      const formPath = options.formPaths?.(new URL(request.url).pathname) ?? false;
      if (type === 'application/x-www-form-urlencoded' && formPath) {
        if (length > maxFormBytes) throw new HttpError(413, 'payload_too_large', `Form bodies are limited to ${maxFormBytes} bytes.`);
        return;
      }
      if (type !== 'application/json' && !type.endsWith('+json')) {
        // No body at all is fine; any body (even one without Content-Length) must be JSON.
        if (!request.body || request.headers.get('content-length') === '0') return;
        const wanted = formPath ? 'a form with Content-Type: application/x-www-form-urlencoded' : 'JSON with Content-Type: application/json';
        throw new HttpError(415, 'unsupported_media_type', `Send ${wanted} (got "${type || 'none'}").`);
      }
      if (length > maxJsonBytes) throw new HttpError(413, 'payload_too_large', `JSON bodies are limited to ${maxJsonBytes} bytes.`);
      const text = await request.text();
      if (Buffer.byteLength(text) > maxJsonBytes)
        throw new HttpError(413, 'payload_too_large', `JSON bodies are limited to ${maxJsonBytes} bytes.`);
      if (text.trim() === '') throw new HttpError(400, 'invalid_json', 'The body is empty; send a JSON object.');
      try {
        return JSON.parse(text);
      } catch (error) {
        throw new HttpError(400, 'invalid_json', `The body is not valid JSON: ${(error as Error).message}`);
      }
    })
    .onError({ as: 'global' }, ({ code, error, request, path, set }) => {
      // The status is also kept on the context: request logs and metrics read it there.
      const answer = (httpError: HttpError): Response => {
        set.status = httpError.status;
        return options.pageError?.(httpError, request) ?? problem(httpError);
      };
      if (error instanceof HttpError) return answer(error);
      switch (code) {
        case 'VALIDATION':
          // A path that does not name a resource is "not found", whatever its shape.
          if (error.type === 'params') return answer(new HttpError(404, 'not_found', `No resource at ${path}.`));
          return answer(new HttpError(422, 'validation_failed', 'The request has invalid fields.', { errors: validationErrors(error, request) }));
        case 'PARSE': {
          // Elysia wraps what a parser throws (our 413/415 included) in its ParseError.
          const cause = (error as { cause?: unknown }).cause;
          if (cause instanceof HttpError) return answer(cause);
          const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
          if (type === 'multipart/form-data')
            return answer(new HttpError(400, 'invalid_multipart', 'The multipart/form-data body could not be parsed.'));
          if (type !== 'application/json' && !type.endsWith('+json'))
            return answer(new HttpError(415, 'unsupported_media_type', `This route does not read "${type || 'none'}" bodies.`));
          return answer(new HttpError(400, 'invalid_json', 'The body could not be parsed.'));
        }
        case 'NOT_FOUND': {
          const allow = allowedMethods(routeTable(), path);
          if (allow.length > 0)
            return answer(
              new HttpError(405, 'method_not_allowed', `${request.method} is not allowed here; use ${allow.join(', ')}.`, {
                headers: { allow: allow.join(', ') },
              }),
            );
          return answer(new HttpError(404, 'not_found', `No route for ${path}.`));
        }
        case 'INVALID_FILE_TYPE':
          return answer(new HttpError(415, 'unsupported_media_type', 'The file type is not accepted.'));
        default: {
          // Elysia's "status(...)" errors carry their own code; keep the status, lose the internals.
          const status = (error as { status?: number }).status;
          if (typeof status === 'number' && status >= 400 && status < 500)
            return answer(new HttpError(status, 'bad_request', 'The request could not be handled.'));
          const requestId = set.headers['x-request-id'];
          options.log?.(error, typeof requestId === 'string' ? requestId : undefined);
          return answer(new HttpError(500, 'internal_error', 'Something went wrong on our side; it has been logged.'));
        }
      }
    });
}
