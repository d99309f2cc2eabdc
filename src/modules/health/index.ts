// Liveness for load balancers and process supervisors.
import { Elysia, t } from 'elysia';
import type { AppDeps } from '../../app-deps';

export function healthModule(deps: AppDeps) {
  return new Elysia({ tags: ['Operations'] }).get(
    '/healthz',
    ({ set }) => {
      try {
        deps.db.$client.query('SELECT 1').get();
        return { status: 'ok' as const };
      } catch {
        set.status = 503;
        return { status: 'unavailable' as const };
      }
    },
    {
      response: { 200: t.Object({ status: t.Literal('ok') }), 503: t.Object({ status: t.Literal('unavailable') }) },
      detail: { summary: 'Health check', description: 'ok while the database answers; no credential needed.' },
    },
  );
}
