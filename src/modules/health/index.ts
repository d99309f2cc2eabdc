// Operations endpoints: liveness, readiness and Prometheus metrics. None needs an API key.
import { timingSafeEqual } from 'node:crypto';
import { Elysia, t } from 'elysia';
import type { AppDeps } from '../../app-deps';
import { migrationJournal } from '../../db/migrations.gen';
import type { Db } from '../../db/client';
import { isLoopback } from '../../http/client-address';
import { sharedModels } from '../../http/models';
import { HttpError } from '../../lib/problem';
import { webhookDeliveriesCounter } from '../webhooks/dispatcher';

function tableExists(db: Db, name: string): boolean {
  return db.$client.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== null;
}

/** Every migration compiled into this program is recorded as applied. */
export function migrationsApplied(db: Db): boolean {
  if (!tableExists(db, '__drizzle_migrations')) return false;
  const applied = new Set(
    db.$client
      .query<{ created_at: number }, []>('SELECT created_at FROM __drizzle_migrations')
      .all()
      .map((row) => Number(row.created_at)),
  );
  return migrationJournal.entries.every((entry) => applied.has(entry.when));
}

/** Registers the scrape-time gauges and the series other modules increment. */
function registerOperationalMetrics(deps: AppDeps): void {
  const { db, metrics } = deps;
  webhookDeliveriesCounter(metrics);
  metrics.gauge('catchd_webhook_outbox_pending', 'Webhook deliveries waiting to be sent.', () =>
    tableExists(db, 'webhook_deliveries')
      ? db.$client.query<{ n: number }, []>("SELECT count(*) AS n FROM webhook_deliveries WHERE status = 'pending'").get()!.n
      : null,
  );
  metrics.gauge('catchd_database_size_bytes', 'Size of the SQLite database file (page_count * page_size).', () => {
    const row = db.$client.query<{ size: number }, []>('SELECT page_count * page_size AS size FROM pragma_page_count(), pragma_page_size()').get();
    return row?.size ?? null;
  });
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const problemResponse = { 401: 'Problem', 403: 'Problem' } as const;

export function healthModule(deps: AppDeps) {
  registerOperationalMetrics(deps);
  const metricsAllowed = (request: Request): void => {
    const token = deps.config.metricsToken;
    if (token !== null) {
      const header = request.headers.get('authorization') ?? '';
      if (!/^bearer /i.test(header) || !sameSecret(header.slice(7).trim(), token))
        throw new HttpError(401, 'unauthenticated', 'Send the metrics token: Authorization: Bearer <CATCHD_METRICS_TOKEN>.', {
          headers: { 'www-authenticate': 'Bearer realm="catchd-metrics"' },
        });
    } else if (!isLoopback(deps.clientAddress(request))) {
      throw new HttpError(403, 'forbidden', 'Metrics answer loopback clients only; set CATCHD_METRICS_TOKEN to scrape from elsewhere.');
    }
  };

  return new Elysia({ tags: ['Operations'] })
    .use(sharedModels)
    .get(
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
        detail: { summary: 'Health check', description: 'ok while the process runs and the database answers; no credential needed.', security: [] },
      },
    )
    .get(
      '/readyz',
      ({ set }) => {
        try {
          if (migrationsApplied(deps.db)) return { status: 'ready' as const };
          set.status = 503;
          return { status: 'not_ready' as const, reason: 'migrations are not applied' };
        } catch {
          set.status = 503;
          return { status: 'not_ready' as const, reason: 'the database does not answer' };
        }
      },
      {
        response: {
          200: t.Object({ status: t.Literal('ready') }),
          503: t.Object({ status: t.Literal('not_ready'), reason: t.String() }),
        },
        detail: {
          summary: 'Readiness check',
          description: 'ready once the database answers and every migration of this version is applied; 503 otherwise. No credential needed.',
          security: [],
        },
      },
    )
    .get(
      '/metrics',
      ({ request }) => {
        metricsAllowed(request);
        return new Response(deps.metrics.render(), { headers: { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' } });
      },
      {
        response: { 200: t.String({ description: 'Prometheus text exposition format 0.0.4.' }), ...problemResponse },
        detail: {
          summary: 'Prometheus metrics',
          description:
            'Requests by route and status with a latency histogram, webhook deliveries by result, outbox depth and database size. Without `CATCHD_METRICS_TOKEN` it answers loopback clients only (403 otherwise); with it every scrape needs `Authorization: Bearer <token>` (401 otherwise).',
          security: [],
        },
      },
    );
}
