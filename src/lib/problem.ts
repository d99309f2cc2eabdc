// RFC 9457 problem details: every error the API gives is one of these.

export interface FieldError {
  field: string;
  message: string;
}

interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  errors?: FieldError[];
  [extension: string]: unknown;
}

const titles: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  503: 'Service Unavailable',
  507: 'Insufficient Storage',
};

/** An error that becomes a problem+json response. Throw it from anywhere below HTTP. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors?: FieldError[];
  readonly headers: Record<string, string>;
  readonly extensions: Record<string, unknown>;

  constructor(
    status: number,
    code: string,
    detail: string,
    options: { errors?: FieldError[]; headers?: Record<string, string>; extensions?: Record<string, unknown> } = {},
  ) {
    super(detail);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.errors = options.errors;
    this.headers = options.headers ?? {};
    this.extensions = options.extensions ?? {};
  }
}

export class ValidationFailed extends HttpError {
  constructor(errors: FieldError[], detail = 'The request has invalid fields.', extensions: Record<string, unknown> = {}) {
    super(422, 'validation_failed', detail, { errors, extensions });
  }
}

export class NotFound extends HttpError {
  constructor(what = 'The resource') {
    super(404, 'not_found', `${what} does not exist or is not yours.`);
  }
}

export class Conflict extends HttpError {
  constructor(detail: string, code = 'conflict') {
    super(409, code, detail);
  }
}

function problemBody(error: HttpError, typeBase: string): ProblemBody {
  const body: ProblemBody = {
    type: `${typeBase}/${error.code}`,
    title: titles[error.status] ?? 'Error',
    status: error.status,
    detail: error.message,
    code: error.code,
    ...error.extensions,
  };
  if (error.errors) body.errors = error.errors;
  return body;
}

export function problemResponse(error: HttpError, typeBase: string, extraHeaders: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(problemBody(error, typeBase)), {
    status: error.status,
    headers: { 'content-type': 'application/problem+json', ...error.headers, ...extraHeaders },
  });
}
