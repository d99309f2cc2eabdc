// The request log's schemas.
import { t } from 'elysia';
import { PagedList } from '../../../http/paging';
import { isoTimeRule } from '../../../lib/time';

const ApiRequest = t.Object({
  id: t.String({ description: 'The request id (X-Request-Id of the answer).' }),
  object: t.Literal('api_request'),
  at: t.String({ format: 'date-time' }),
  method: t.String(),
  path: t.String({ description: 'Without the query string.' }),
  status: t.Integer(),
  duration_ms: t.Number(),
  request_id: t.String(),
  key_id: t.Union([t.String(), t.Null()], { description: 'The API key (key_…) that made the call.' }),
  app_id: t.Union([t.String(), t.Null()], { description: 'For OAuth access tokens: the app (app_…) that made the call.' }),
});

export const ApiRequestList = PagedList(ApiRequest);

export const RequestLogQuery = t.Object(
  {
    page: t.Optional(t.Integer({ minimum: 1, maximum: 1_000_000 })),
    per_page: t.Optional(t.Integer({ minimum: 1, maximum: 100, default: 20 })),
    method: t.Optional(t.String({ pattern: '^[A-Za-z]{1,10}$', description: 'GET, POST, PATCH, DELETE…' })),
    status: t.Optional(t.String({ pattern: '^([1-5][0-9][0-9]|[1-5]xx)$', description: 'A status (404) or a class (4xx, 5xx).' })),
    path: t.Optional(t.String({ minLength: 1, maxLength: 500, description: 'Paths starting with this, e.g. /v1/catches.' })),
    key_id: t.Optional(t.String({ maxLength: 64 })),
    app_id: t.Optional(t.String({ maxLength: 64 })),
    request_id: t.Optional(t.String({ maxLength: 200 })),
    since: t.Optional(t.String({ maxLength: 40, description: `At or after this time. ${isoTimeRule}` })),
    until: t.Optional(t.String({ maxLength: 40, description: `Before this time. ${isoTimeRule}` })),
  },
  { additionalProperties: false },
);

export const requestLogModels = { ApiRequest, ApiRequestList };
