// HTTP controller for /v1/request-log, and the hook that records each authenticated API request.
import type { AppDeps } from '../../../app-deps';
import { apiPathPattern, type RequestOutcome } from '../../../http/operations';
import { pagedBody } from '../../../http/paging';
import { apiController } from '../../../http/controller';
import { ValidationFailed, type FieldError } from '../../../lib/problem';
import { readIsoTime } from '../../../lib/time';
import { requestPrincipal, settledPrincipal } from '../../../http/bearer';
import type { Principal } from '../../../identity/credentials';
import { RequestLogQuery, requestLogModels } from './model';
import type { RequestLogBuffer } from '../../../db/request-log/buffer';
import { listRequests } from './service';

/** What the operations layer calls once a request is answered: API requests with a valid credential are logged. */
export function requestLogRecorder(deps: AppDeps, buffer: RequestLogBuffer) {
  return (request: Request, outcome: RequestOutcome): void => {
    const { path } = outcome;
    if (!buffer.enabled || !apiPathPattern.test(path) || !request.headers.has('authorization')) return;
    const record = (principal: Principal | null): void => {
      if (!principal) return;
      buffer.record({
        userId: principal.userId,
        atMs: deps.now() * 1000,
        method: request.method,
        path: path.slice(0, 500),
        status: outcome.status,
        durationMs: outcome.durationMs,
        requestId: outcome.requestId,
        keyId: principal.appId ? null : principal.credentialId,
        appId: principal.appId ?? null,
      });
    };
    // Routes that answered looked the credential up already: no second lookup, no promise.
    const principal = settledPrincipal(request);
    if (principal !== undefined) record(principal);
    else
      void requestPrincipal(deps, request).then(record, (error: unknown) =>
        deps.log({ level: 'error', msg: 'request log: credential lookup failed', error: String(error) }),
      );
  };
}

function timeBound(field: string, text: string | undefined, errors: FieldError[]): number | undefined {
  if (text === undefined) return undefined;
  const reading = readIsoTime(text);
  if ('problem' in reading) {
    errors.push({ field, message: reading.problem });
    return undefined;
  }
  return reading.seconds;
}

export function requestLogModule(deps: AppDeps, buffer: RequestLogBuffer) {
  return apiController(deps, 'Request log', requestLogModels).get(
    '/v1/request-log',
    async ({ principal, query, request, set }) => {
      const errors: FieldError[] = [];
      const since = timeBound('since', query.since, errors);
      const until = timeBound('until', query.until, errors);
      if (errors.length > 0) throw new ValidationFailed(errors);
      return pagedBody(
        deps.config.baseUrl,
        request,
        set.headers,
        await listRequests(deps.db, buffer, principal.userId, { ...query, since, until }),
      );
    },
    {
      scope: 'account:read',
      query: RequestLogQuery,
      response: { 200: 'ApiRequestList', 401: 'Problem', 403: 'Problem', 422: 'Problem' },
      detail: {
        summary: 'Your recent API requests',
        description:
          'Every /v1 request made with your API keys or with OAuth tokens acting for you, newest first: time, method, path, status, duration, request id, and which key or app. Kept for CATCHD_REQUEST_LOG_DAYS (7 by default), at most the newest CATCHD_REQUEST_LOG_MAX_ROWS requests of everyone (500,000 by default). Filter by `method`, `status` (`404` or `4xx`), `path` prefix, `key_id`, `app_id`, `request_id`, `since`, `until`.',
      },
    },
  );
}
