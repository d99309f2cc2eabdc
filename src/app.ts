// Builds the HTTP application from its dependencies. Starts no timers and opens no ports:
// tests call app.handle(new Request(...)); src/index.ts serves it.
import { openapi } from '@elysiajs/openapi';
import { Elysia } from 'elysia';
import type { AppDeps } from './app-deps';
import { noteStorageFull } from './db/storage-full';
import { canonicalPathPlugin } from './http/canonical-path';
import { withDeclaredModels } from './http/controller';
import { errorPlugin, type RouteEntry } from './http/errors';
import { accountsModule } from './modules/people/accounts/pages';
import { refineOpenApi } from './http/openapi-refine';
import { operationsPlugin } from './http/operations';
import { rateLimiterFor } from './db/rate-limit';
import { checkBearer, requestPrincipal } from './http/bearer';
import type { Scope } from './identity/scopes';
import { catchesModule } from './modules/catches/api';
import { catchPages } from './modules/catches/pages';
import { eventsModule } from './modules/events/api';
import { competitionsModule } from './modules/competitions/api';
import { competitionPages } from './modules/competitions/pages';
import { referencePages } from './modules/guides/reference/pages';
import { guidesModule } from './modules/guides/pages';
import { healthModule } from './modules/health/api';
import { developersModule } from './modules/developers/api';
import { docsAccessPlugin } from './modules/developers/plugin';
import { keysModule } from './modules/developers/keys/api';
import { meModule } from './modules/people/me/api';
import { notificationsModule } from './modules/notifications/api';
import { pushModule } from './modules/notifications/push/api';
import { notificationPages } from './modules/notifications/pages';
import { clubModule, clubPlugin } from './modules/club/api';
import { statsModule } from './modules/stats/api';
import { statsPages } from './modules/stats/pages';
import { accountPages } from './modules/people/me/pages';
import { passkeysModule } from './modules/people/passkeys/api';
import { passkeyPages } from './modules/people/passkeys/pages';
import { secondFactorPages, secondFactorRequirement } from './modules/people/second-factor/pages';
import { resetPages } from './modules/people/me/reset/pages';
import { requestLogModule, requestLogRecorder } from './modules/developers/request-log/api';
import type { RequestLogBuffer } from './db/request-log/buffer';
import { webhooksModule } from './modules/events/webhooks/api';
import { photosModule } from './modules/catches/photos/api';
import { speciesModule } from './modules/catches/species/api';
import { oauthErrorShape, oauthModule } from './modules/developers/oauth/api';
import { oauthApiModule } from './modules/developers/apps/api';
import { invitationsModule } from './modules/people/joining/api';
import { leavingModule } from './modules/people/leaving/api';
import { leavingPages } from './modules/people/leaving/pages';
import { joiningPages } from './modules/people/joining/pages';

/** Where HTML forms, OAuth clients and mail programs (one-click unsubscribe) post application/x-www-form-urlencoded. */
const formPaths = (path: string): boolean => path.startsWith('/oauth/') || path.startsWith('/unsubscribe/');
/** The only API routes that take multipart/form-data: photo uploads. */
const uploadPaths = (path: string): boolean => /^\/(api\/)?v1\/(catches|species)\/[^/]+\/photos\/?$/.test(path);
import { leaderboardsModule } from './modules/catches/leaderboards/api';
import { leaderboardPages } from './modules/catches/leaderboards/pages';
import { speciesPages } from './modules/catches/species/pages';
import { speciesAdminPages } from './modules/catches/species/catalogue/pages';
import { adminPages } from './modules/people/users/pages';
import { developerPortalPages } from './modules/developers/pages';
import { webhookPages } from './modules/events/webhooks/pages';
import { eventPages } from './modules/events/pages';
import { requestLogPages } from './modules/developers/request-log/pages';
import { verificationsModule } from './modules/catches/verifications/api';
import { verificationPages } from './modules/catches/verifications/pages';
import { verificationRequestPages } from './modules/catches/verifications/requests/pages';
import { isPagePath, webFoundation } from './web';
import { isAssetPath } from './web/assets';
import { pageErrorResponse } from './web/respond';
import { webSupport } from './web/session';
import { pathOf } from './http/operations';
import { remember } from './lib/remember';

/** Every /v1 route. Mounted at / and again at /api (contract §1: same handlers). */
function apiRoutes(deps: AppDeps, requestLog: RequestLogBuffer) {
  return new Elysia()
    .use(catchesModule(deps))
    .use(keysModule(deps))
    .use(meModule(deps))
    .use(notificationsModule(deps))
    .use(pushModule(deps))
    .use(passkeysModule(deps))
    .use(developersModule(deps))
    .use(requestLogModule(deps, requestLog))
    .use(verificationsModule(deps))
    .use(leaderboardsModule(deps))
    .use(competitionsModule(deps))
    .use(speciesModule(deps))
    .use(photosModule(deps))
    .use(eventsModule(deps))
    .use(webhooksModule(deps))
    .use(oauthApiModule(deps))
    .use(invitationsModule(deps))
    .use(leavingModule(deps))
    .use(clubModule(deps))
    .use(statsModule(deps));
}

/** The generated document, corrected once per version of it (the plugin caches its own). */
function refinedDocuments(routes: () => Parameters<typeof refineOpenApi>[1]) {
  const cache = new WeakMap<object, object>();
  return (generated: object): object => {
    const refined = remember(cache, generated, () => refineOpenApi(generated as Record<string, unknown>, routes()));
    return refined;
  };
}

/** /docs (Scalar, served from this program) and /openapi.json, with the document's info, tags, server and security schemes. */
function apiDocs(baseUrl: string): ReturnType<typeof openapi> {
  return openapi({
    path: '/docs',
    specPath: '/openapi.json',
    // The page at /docs is our own (referencePages): a language and catchd's theme.
    provider: null,
    // staticFile: false keeps /.well-known/oauth-authorization-server in the document.
    exclude: { paths: [/^\/api\//], staticFile: false },
    documentation: {
      info: {
        title: 'catchd — Catch Data API',
        version: '1.0.0',
        description:
          'Spearfishing catches, species, verification, leaderboards and webhooks. Authenticate with `Authorization: Bearer <API key or OAuth access token>`. Errors are RFC 9457 problem+json with a stable `code`. Every /v1 path is also served under /api/v1.',
      },
      tags: [
        { name: 'Catches', description: 'Log, list, search, update and delete catches.' },
        { name: 'API keys', description: 'Create, list and revoke your own API keys.' },
        { name: 'Account', description: 'The user behind the credential.' },
        {
          name: 'Invitations',
          description: 'Admins invite people by email with a role (CATCHD_SIGNUP); the one-time link makes their account.',
        },
        {
          name: 'Developer access',
          description:
            'Early access: apply, see where you stand; admins approve or decline. Only approved developers create API keys and register OAuth apps.',
        },
        {
          name: 'Competitions',
          description:
            'Competitions clubs run: entries, teams, divisions, weigh-ins, points, standings, protests, provisional and final results.',
        },
        { name: 'Events', description: 'Every change as a webhook carries it, for reconciling missed deliveries.' },
        { name: 'Webhooks', description: 'Endpoints that receive signed Standard Webhooks deliveries, and their delivery history.' },
        { name: 'OAuth apps', description: 'OAuth 2.0 clients you register for your own software.' },
        {
          name: 'OAuth 2.0',
          description: 'The authorization server: metadata, consent page, token, revocation and introspection endpoints.',
        },
        { name: 'Request log', description: 'Your recent API requests, for finding the call that failed.' },
        { name: 'Club', description: "The club's settings: name, time zone, units, language, seasons, joining." },
        { name: 'Stats', description: 'Catches summed by month, species and weight, over the same filters as the catch list.' },
        { name: 'Operations', description: 'Health, readiness and metrics for operators; no API key needed.' },
        { name: 'Verification', description: 'Grading catches up the verification ladder (verifiers and admins).' },
        { name: 'Leaderboards', description: 'Rankings of verified catches, by board, species, season and gear.' },
        { name: 'Species', description: 'The species list: names in every language, records, photos.' },
        { name: 'Photos', description: 'Photos of catches and species, and downloading them.' },
      ],
      // x-internal (OWASP inventory rule): this server is the public API, not an internal one.
      servers: [{ url: baseUrl, description: 'This installation (production)', ...{ 'x-internal': false } }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              'API key (cdk_…) or OAuth 2.0 access token. Under CATCHD_REQUIRE_SECOND_FACTOR, a credential of a person whose role must have a second factor and who has none (no authenticator app, no passkey) is refused on every operation: 403 `second_factor_required`.',
          },
          oauthClient: {
            type: 'http',
            scheme: 'basic',
            description:
              'OAuth 2.0 client authentication at /oauth/*: client_id and client_secret (client_secret_basic); client_secret_post and public apps send them in the form instead.',
          },
        },
      },
      security: [{ bearer: [] }],
    },
  });
}

export function createApp(deps: AppDeps) {
  const { requestLog } = deps;
  const web = webSupport(deps);
  const refined = refinedDocuments(() => app.routes as never);
  // Before the API: the document lists the OAuth 2.0 metadata models first, as it always has.
  const oauth = oauthModule(deps, web);
  const v1 = apiRoutes(deps, requestLog);
  // The stats pages are added to the events pages' instance rather than chained below: one more
  // link of the chain takes the application's type past TypeScript's depth (TS2589).
  const eventAndStatsPages = eventPages(deps, web);
  eventAndStatsPages.use(statsPages(deps, web));
  // Last, once every controller is built: the models their routes name (src/http/controller.ts).
  const app = withDeclaredModels(
    new Elysia({ normalize: false, encodeSchema: false })
      .use(
        errorPlugin({
          problemTypeBase: `${deps.config.baseUrl}/errors`,
          routes: (): RouteEntry[] => app.routes as RouteEntry[],
          authenticate: (request, scope) => checkBearer(deps, request, scope as Scope),
          formPaths,
          pagePaths: isPagePath,
          uploadPaths,
          errorShape: oauthErrorShape,
          onStorageFull: () => noteStorageFull(deps.db),
          maxUploadBytes: deps.config.maxPhotoBytes,
          pageError: (error, request) => (isPagePath(pathOf(request.url)) ? pageErrorResponse(error, request) : null),
          log: (error, requestId) =>
            deps.log({ level: 'error', msg: 'unhandled error', request_id: requestId, error: String((error as Error)?.stack ?? error) }),
        }),
      )
      .use(
        operationsPlugin({
          limiter:
            deps.config.rateLimitPerMinute > 0
              ? rateLimiterFor(deps.db, 'api', { limit: deps.config.rateLimitPerMinute, windowSeconds: 60, now: deps.now })
              : null,
          unlimited: isAssetPath,
          credentialOf: async (request) => (await requestPrincipal(deps, request))?.credentialId ?? null,
          clientAddress: deps.clientAddress,
          corsOrigins: deps.config.corsOrigins,
          metrics: deps.metrics,
          log: deps.log,
          https: deps.config.baseUrl.startsWith('https:'),
          requestFinished: requestLogRecorder(deps, requestLog),
        }),
      )
      // The club's settings read for the request, then, before every gate (gates compare canonical
      // paths only), its path made canonical: one plugin, as one more link of this chain passes
      // TypeScript's instantiation depth (App below).
      .use(new Elysia({ name: 'request-start' }).use(clubPlugin(deps)).use(canonicalPathPlugin(isPagePath)))
      .use(docsAccessPlugin(deps, web))
      .onAfterHandle({ as: 'global' }, ({ path, response }) =>
        path === '/openapi.json' && response && typeof response === 'object' && !(response instanceof Response)
          ? refined(response)
          : undefined,
      )
      .use(apiDocs(deps.config.baseUrl))
      .use(referencePages('catchd — Catch Data API reference'))
      .use(guidesModule())
      .use(healthModule(deps))
      .use(webFoundation(web))
      .use(secondFactorRequirement(deps, web))
      .use(accountsModule(deps, web))
      // One link of this chain for both (TypeScript's instantiation depth, as above).
      .use(new Elysia().use(accountPages(deps, web)).use(notificationPages(deps, web)))
      .use(passkeyPages(deps, web))
      .use(secondFactorPages(deps, web))
      .use(resetPages(deps, web))
      .use(leavingPages(deps, web))
      .use(joiningPages(deps, web))
      .use(oauth)
      .use(catchPages(deps, web))
      .use(verificationRequestPages(deps, web))
      .use(verificationPages(deps, web))
      .use(leaderboardPages(deps, web))
      .use(competitionPages(deps, web))
      .use(speciesPages(deps, web))
      .use(adminPages(deps, web))
      .use(speciesAdminPages(deps, web))
      .use(developerPortalPages(deps, web))
      .use(webhookPages(deps, web))
      .use(eventAndStatsPages)
      .use(requestLogPages(deps, web, requestLog))
      .use(v1)
      // A prefixed instance, not .group(): group deep-merges every model definition, which slows the start.
      .use(new Elysia({ prefix: '/api' }).use(v1)),
  );
  return app;
}

export type App = ReturnType<typeof createApp>;
