// HTTP controller for /v1/events: recent events, for reconciling missed webhooks.
import type { AppDeps } from '../../app-deps';
import { pagedBody } from '../../http/paging';
import { apiController } from '../../http/controller';
import { EventListQuery, eventModels } from './model';
import { listEvents } from './service';

export function eventsModule(deps: AppDeps) {
  return apiController(deps, 'Events', eventModels).get(
    '/v1/events',
    async ({ query, principal, request, set }) =>
      pagedBody(deps.config.baseUrl, request, set.headers, await listEvents(deps.db, principal, query)),
    {
      scope: 'catches:read',
      query: EventListQuery,
      response: { 200: 'EventList', 401: 'Problem', 403: 'Problem', 422: 'Problem' },
      detail: {
        summary: 'List events',
        description:
          'Every change as a webhook would carry it, newest first, kept for CATCHD_EVENT_RETENTION_DAYS (default 30). Use it to reconcile after missed deliveries. Filters: `type` (comma list), `created_after`. Page with `page`/`per_page` or the keyset cursor `after=<event id>`. Catch locations follow the catch privacy rule: other divers\u2019 coordinates are rounded to 0.1\u00b0 unless you are a verifier or admin.',
      },
    },
  );
}
