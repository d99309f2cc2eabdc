// Operations endpoints: liveness, readiness and Prometheus metrics. None needs an API key.
import { timingSafeEqual } from 'node:crypto';
import { Elysia, t } from 'elysia';
import type { AppDeps } from '../../app-deps';
import { storageCondition } from '../../db/storage-full';
import type { Sql } from '../../db/store';
import { isLoopback } from '../../http/client-address';
import { declareModels } from '../../http/controller';
import { allCacheCounts } from '../../lib/cache-stats';
import { HttpError } from '../../lib/problem';
import { buildInfo } from '../../build-info';
import { webhookDeliveriesCounter } from '../events/webhooks/dispatcher';

/** Whether `name` is a table, in the engine's own catalog. */
async function tableExists(db: Sql, name: string): Promise<boolean> {
  return (await db.get(db.dialect.tableExists, name)) !== undefined;
}

/** The database's size in bytes, as the engine counts it. */
async function databaseBytes(db: Sql): Promise<number | null> {
  return (await db.get<{ size: number }>(db.dialect.databaseBytes))?.size ?? null;
}

/** Every migration compiled into this program for this engine is recorded as applied. */
async function migrationsApplied(db: Sql): Promise<boolean> {
  const table = db.dialect.migrationsTable;
  if (!(await tableExists(db, table))) return false;
  const rows = await db.all<{ created_at: number }>(`SELECT created_at FROM ${table}`);
  const applied = new Set(rows.map((row) => Number(row.created_at)));
  return db.dialect.migrationTimes.every((when) => applied.has(when));
}

interface DatabaseGauges {
  outboxPending: number | null;
  sizeBytes: number | null;
}

async function readDatabaseGauges(db: Sql): Promise<DatabaseGauges> {
  const outboxPending = (await tableExists(db, 'webhook_deliveries'))
    ? (await db.get<{ n: number }>("SELECT count(*) AS n FROM webhook_deliveries WHERE status = 'pending'"))!.n
    : null;
  return { outboxPending, sizeBytes: await databaseBytes(db) };
}

/**
 * Registers the scrape-time gauges and the series other modules increment. The registry
 * reads gauges synchronously, so the database gauges show the values read by the returned
 * function, which each scrape awaits before rendering.
 */
function registerOperationalMetrics(deps: AppDeps): () => Promise<void> {
  const { db, metrics } = deps;
  let latest: DatabaseGauges = { outboxPending: null, sizeBytes: null };
  webhookDeliveriesCounter(metrics);
  metrics.info('catchd_build_info', 'The running executable: version, commit and platform.', {
    version: buildInfo.version,
    commit: buildInfo.commit,
    target: buildInfo.target,
  });
  metrics.gauge('catchd_webhook_outbox_pending', 'Webhook deliveries waiting to be sent.', () => latest.outboxPending);
  metrics.gauge(
    'catchd_database_size_bytes',
    'Size of the database (SQLite: the file, page_count * page_size; PostgreSQL: pg_database_size).',
    () => latest.sizeBytes,
  );
  metrics.counterReadAtScrape('catchd_cache_lookups_total', 'Lookups in the in-process caches, by cache and result (hit or miss).', () =>
    [...allCacheCounts()].flatMap(([cache, c]) => [
      { labels: { cache, result: 'hit' }, value: c.hits },
      { labels: { cache, result: 'miss' }, value: c.misses },
    ]),
  );
  return async () => {
    latest = await readDatabaseGauges(db);
  };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const problemResponse = { 401: 'Problem', 403: 'Problem' } as const;

export function healthModule(deps: AppDeps) {
  const readGauges = registerOperationalMetrics(deps);
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

  return declareModels(new Elysia({ tags: ['Operations'] }), {})
    .get(
      '/healthz',
      async ({ set }) => {
        try {
          await deps.db.get('SELECT 1');
          return { status: 'ok' as const, version: buildInfo.version };
        } catch {
          set.status = 503;
          return { status: 'unavailable' as const, version: buildInfo.version };
        }
      },
      {
        response: {
          200: t.Object({ status: t.Literal('ok'), version: t.String({ description: 'the running catchd version', examples: ['1.2.0'] }) }),
          503: t.Object({ status: t.Literal('unavailable'), version: t.String() }),
        },
        detail: {
          summary: 'Health check',
          description: 'ok while the process runs and the database answers, with the running version; no credential needed.',
          security: [],
        },
      },
    )
    .get(
      '/readyz',
      async ({ set }) => {
        try {
          const reason = (await migrationsApplied(deps.db))
            ? await storageCondition(deps.db, deps.config.dataDir)
            : 'migrations are not applied';
          if (reason === null) return { status: 'ready' as const };
          set.status = 503;
          return { status: 'not_ready' as const, reason };
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
          description:
            'ready once the database answers, every migration of this version is applied and the database has room to grow; 503 with the reason otherwise (a full disk: writes answer 507 `insufficient_storage` while reads keep working, and readiness returns by itself once space is freed). No credential needed.',
          security: [],
        },
      },
    )
    .get(
      '/metrics',
      async ({ request }) => {
        metricsAllowed(request);
        await readGauges();
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
