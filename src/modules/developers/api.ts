// HTTP controller for early access: apply, see where you stand, and (admins) decide.
import { Elysia } from 'elysia';
import type { AppDeps } from '../../app-deps';
import { pagedBody } from '../../http/paging';
import { apiController } from '../../http/controller';
import { developerMail, type DeveloperMail } from './mailing';
import { ApplicationIdParams, ApplicationListQuery, developerModels } from './model';
import {
  applyForAccess,
  confirmApplicationEmail,
  confirmationMail,
  decisionMail,
  decideApplication,
  developerAccessOf,
  listApplications,
  presentApplication,
  visibleApplication,
  type Decision,
} from './service';
import type { Person } from '../../identity/developer-access';

const problems = { 401: 'Problem', 403: 'Problem', 404: 'Problem' } as const;

/** A controller of this module: authenticated, with the models its routes name. */
const developerController = (deps: AppDeps) => apiController(deps, 'Developer access', developerModels);

export function developersModule(deps: AppDeps) {
  const mail = developerMail(deps);
  return new Elysia().use(applicantRoutes(deps, mail)).use(applicationRoutes(deps)).use(decisionRoutes(deps, mail));
}

/** Where you stand, applying, and confirming the address you gave. */
function applicantRoutes(deps: AppDeps, { policy, send: mail, budgetFor, languageOf }: DeveloperMail) {
  const { db } = deps;
  return developerController(deps)
    .get('/v1/developer-access', async ({ principal }) => developerAccessOf(db, policy, principal), {
      scope: 'account:read',
      response: { 200: 'DeveloperAccess', 401: 'Problem', 403: 'Problem' },
      detail: {
        summary: 'Where you stand as a developer',
        description:
          'Whether you may create API keys and register OAuth apps (`state: approved`), your application if any, and the scopes your keys and apps may hold.',
      },
    })
    .post(
      '/v1/developer-applications',
      async ({ principal, body, set, request }) => {
        const budget = budgetFor(deps.clientAddress(request));
        const { row, confirmToken } = await applyForAccess(db, policy, principal.userId, body, deps.now(), deps.randomBytes, budget);
        if (confirmToken) {
          const link = `${deps.config.baseUrl}/developers/confirm-email?token=${encodeURIComponent(confirmToken)}`;
          await mail(confirmationMail(row, link, await languageOf(principal.userId)));
        }
        set.status = 201;
        set.headers.location = `${deps.config.baseUrl}/v1/developer-applications/${row.id}`;
        return presentApplication(row);
      },
      {
        scope: 'account:read',
        body: 'DeveloperApplicationCreate',
        response: { 201: 'DeveloperApplication', 409: 'Problem', 422: 'Problem', 429: 'Problem', 401: 'Problem', 403: 'Problem' },
        detail: {
          summary: 'Apply for developer access',
          description:
            'One application per person. With `CATCHD_DEVELOPER_ACCESS=approval` (the default) it waits for an admin (`state: requested`); `open` approves it at once; `closed` answers 403 `developer_access_closed`. 409 `application_exists` if you applied before. With outgoing mail, a confirmation link goes to `email` (fixed text, nothing you wrote); 429 `rate_limited` when that address, or your client address, has had too many lately.',
        },
      },
    )
    .post(
      '/v1/developer-applications/confirm-email',
      async ({ principal, body }) => presentApplication(await confirmApplicationEmail(db, body.token, deps.now(), principal.userId)),
      {
        scope: 'account:read',
        body: 'EmailConfirmation',
        response: { 200: 'DeveloperApplication', 404: 'Problem', 422: 'Problem', 401: 'Problem', 403: 'Problem' },
        detail: {
          summary: 'Confirm your email address',
          description:
            'The token from the mailed link (only when the server sends mail); it works once, for the applicant’s own credential. The link itself opens a page that needs no credential.',
        },
      },
    );
}

function applicationRoutes(deps: AppDeps) {
  const { db } = deps;
  return developerController(deps)
    .get(
      '/v1/developer-applications',
      async ({ principal, query, request, set }) =>
        pagedBody(deps.config.baseUrl, request, set.headers, await listApplications(db, principal, query)),
      {
        scope: 'account:read',
        query: ApplicationListQuery,
        response: { 200: 'DeveloperApplicationList', 422: 'Problem', 401: 'Problem', 403: 'Problem' },
        detail: {
          summary: 'List developer applications (admins)',
          description: 'Newest first; `state=requested` is the waiting list. Others: 403 (see GET /v1/developer-access).',
        },
      },
    )
    .get(
      '/v1/developer-applications/:application_id',
      async ({ principal, params }) => presentApplication(await visibleApplication(db, principal, params.application_id)),
      {
        scope: 'account:read',
        params: ApplicationIdParams,
        response: { 200: 'DeveloperApplication', ...problems },
        detail: { summary: 'Read a developer application', description: 'Its applicant or an admin; 404 for anyone else.' },
      },
    );
}

/** Admins approve or decline; the applicant hears by mail. */
function decisionRoutes(deps: AppDeps, { policy, send: mail, languageOf }: DeveloperMail) {
  const decide =
    (decision: Decision) =>
    async ({ principal, params }: { principal: Person; params: { application_id: string } }) => {
      const { row } = await decideApplication(deps.db, policy, principal, params.application_id, decision, deps.now());
      await mail(decisionMail(row, `${deps.config.baseUrl}/docs/guides/quickstart`, await languageOf(row.user_id)));
      return presentApplication(row);
    };
  const decisionRoute = (summary: string, description: string) => ({
    scope: 'account:read' as const,
    params: ApplicationIdParams,
    response: { 200: 'DeveloperApplication' as const, 409: 'Problem' as const, ...problems },
    detail: { summary, description },
  });
  return developerController(deps)
    .post(
      '/v1/developer-applications/:application_id/approve',
      decide('approved'),
      decisionRoute(
        'Approve an application (admins)',
        'The applicant may then create API keys and register OAuth apps. With outgoing mail, 409 `email_unconfirmed` until the applicant confirmed their address.',
      ),
    )
    .post(
      '/v1/developer-applications/:application_id/decline',
      decide('declined'),
      decisionRoute(
        'Decline an application (admins)',
        'The applicant gets no keys and no apps (403 `developer_access_declined`); an admin may approve it later. Declining an approved developer also revokes, at once, the API keys they created since the approval and every authorization and token of their OAuth apps, and disables those apps until an approval.',
      ),
    );
}
