// HTTP controller for /v1/stats: the numbers behind the charts, over the catch list's filters.
import { Elysia } from 'elysia';
import type { AppDeps } from '../../app-deps';
import { apiController } from '../../http/controller';
import { compileQuery, queryParameters } from '../../http/query';
import { CatchStatsQuery, statsModels } from './model';
import { catchStats } from './service';

const parseStatsQuery = compileQuery(CatchStatsQuery);

/**
 * Typed as a bare Elysia: the application's type holds every route of every controller, and
 * these routes' types would take it past TypeScript's depth of instantiation (TS2589).
 */
export function statsModule(deps: AppDeps): Elysia {
  const routes = new Elysia().use(
    apiController(deps, 'Stats', statsModels).get(
      '/v1/stats/catches',
      async ({ principal, request }) => ({
        object: 'catch_stats' as const,
        ...(await catchStats(deps.db, principal, parseStatsQuery(new URL(request.url).searchParams))),
      }),
      {
        scope: 'catches:read',
        response: { 200: 'CatchStats', 401: 'Problem', 403: 'Problem', 422: 'Problem' },
        detail: {
          parameters: queryParameters(CatchStatsQuery),
          summary: 'Statistics of catches',
          description:
            'The catches `GET /v1/catches` lists with the same filters, summed: in all, by month (with the active divers), by species, as a histogram of weights, and the catches that beat every earlier one of their species (with `diver_id`: personal bests). An invalid filter is 422, as on the list.',
        },
      },
    ),
  );
  return routes as unknown as Elysia;
}
