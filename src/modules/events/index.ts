// HTTP controller for /v1/events: recent events, for reconciling missed webhooks.
import { Elysia } from 'elysia';
import type { AppDeps } from '../../app-deps';
import { pageLinkHeader } from '../../http/links';
import { sharedModels } from '../../http/models';
import { authPlugin } from '../auth/plugin';
import { EventListQuery, eventModels } from './model';
import { listEvents } from './service';

export function eventsModule(deps: AppDeps) {
  return new Elysia({ tags: ['Events'] })
    .use(authPlugin(deps))
    .use(sharedModels)
    .model(eventModels)
    .get(
      '/v1/events',
      ({ query, principal, request, set }) => {
        const result = listEvents(deps.db, principal, query);
        const link = pageLinkHeader(deps.config.baseUrl, new URL(request.url), { page: result.page, hasMore: result.hasMore, lastId: result.data[result.data.length - 1]?.id });
        if (link) set.headers.link = link;
        return { object: 'list' as const, data: result.data, total: result.total, page: result.page, per_page: result.perPage, has_more: result.hasMore };
      },
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
