// Builds the HTTP application from its dependencies. Starts no timers and opens no ports:
// tests call app.handle(new Request(...)); src/index.ts serves it.
import { openapi } from '@elysiajs/openapi';
import { Elysia } from 'elysia';
import scalarBundle from '@scalar/api-reference/browser/standalone.js' with { type: 'text' };
import type { AppDeps } from './app-deps';
import { errorPlugin } from './http/errors';
import { catchesModule } from './modules/catches';
import { healthModule } from './modules/health';
import { keysModule } from './modules/keys';
import { leaderboardsModule } from './modules/leaderboards';
import { verificationsModule } from './modules/verifications';

/** Every /v1 route. Mounted at / and again at /api (contract §1: same handlers). */
function apiRoutes(deps: AppDeps) {
  return new Elysia()
    .use(catchesModule(deps))
    .use(verificationsModule(deps))
    .use(leaderboardsModule(deps))
    .use(keysModule(deps));
}

export function createApp(deps: AppDeps) {
  const app = new Elysia({ normalize: false })
    .use(
      errorPlugin({
        problemTypeBase: `${deps.config.baseUrl}/errors`,
        routes: () => app.routes,
        log: (error) => deps.log({ level: 'error', msg: 'unhandled error', error: String((error as Error)?.stack ?? error) }),
      }),
    )
    .use(
      openapi({
        path: '/docs',
        specPath: '/openapi.json',
        provider: 'scalar',
        // The docs page must work with no internet: the bundle is served from this program.
        scalar: { cdn: '/docs/assets/scalar.js', withDefaultFonts: false, hideClientButton: true } as never,
        exclude: { paths: [/^\/api\//, '/docs/assets/scalar.js'] },
        documentation: {
          info: {
            title: 'catchd — Catch Data API',
            version: '1.0.0',
            description:
              'Spearfishing catches, species, verification, leaderboards and webhooks. Authenticate with `Authorization: Bearer <API key or OAuth access token>`. Errors are RFC 9457 problem+json with a stable `code`. Every /v1 path is also served under /api/v1.',
          },
          servers: [{ url: deps.config.baseUrl }],
          components: {
            securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'API key (cdk_…) or OAuth 2.0 access token' } },
          },
          security: [{ bearer: [] }],
        },
      }),
    )
    .get(
      '/docs/assets/scalar.js',
      () => new Response(scalarBundle, { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=86400' } }),
      { detail: { hide: true } },
    )
    .use(healthModule(deps))
    .use(apiRoutes(deps))
    .group('/api', (api) => api.use(apiRoutes(deps)));
  return app;
}

export type App = ReturnType<typeof createApp>;
