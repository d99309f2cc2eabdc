// HTTP controller for /v1/webhooks: a caller manages its own endpoints and their deliveries.
// Another user's endpoint answers 404, like a missing one.
import { Elysia } from 'elysia';
import type { AppDeps } from '../../../app-deps';
import { pagedBody } from '../../../http/paging';
import { apiController } from '../../../http/controller';
import { DeliveryIdParams, DeliveryListQuery, EndpointIdParams, webhookModels } from './model';
import {
  assertDeliverableUrl,
  createEndpoint,
  deleteEndpoint,
  findDelivery,
  listDeliveries,
  listEndpoints,
  ownedEndpoint,
  presentEndpoint,
  retryDelivery,
  rotateSecret,
  sendTestEvent,
  updateEndpoint,
} from './service';

const problems = { 401: 'Problem', 403: 'Problem', 404: 'Problem' } as const;

/** A controller of this module: authenticated, with the models its routes name. */
const webhookController = (deps: AppDeps) => apiController(deps, 'Webhooks', webhookModels);

export function webhooksModule(deps: AppDeps) {
  return new Elysia().use(endpointRoutes(deps)).use(endpointActionRoutes(deps)).use(deliveryRoutes(deps));
}

function endpointRoutes(deps: AppDeps) {
  const { db } = deps;
  const urlCheck = { allowPrivate: deps.config.webhookAllowPrivate, resolve: (host: string) => deps.resolve(host) };
  return webhookController(deps)
    .post(
      '/v1/webhooks',
      async ({ principal, body, set }) => {
        await assertDeliverableUrl(body.url, urlCheck);
        const { row, secret } = await createEndpoint(db, principal.userId, body, deps.now(), deps.randomBytes);
        set.status = 201;
        set.headers.location = `${deps.config.baseUrl}/v1/webhooks/${row.id}`;
        return { ...presentEndpoint(row), secret };
      },
      {
        scope: 'webhooks:write',
        body: 'WebhookEndpointCreate',
        response: { 201: 'WebhookEndpointWithSecret', 422: 'Problem', ...problems },
        detail: {
          summary: 'Register a webhook endpoint',
          description:
            'Subscribes `url` to `events` (`"*"` for all). The signing `secret` (`whsec_…`) is in this answer only. Deliveries follow Standard Webhooks: `webhook-id` (the event id, the same on every retry: dedupe on it), `webhook-timestamp`, `webhook-signature`. The URL must be https and resolve only to public addresses (422 otherwise); it is checked again before every delivery. At most 50 endpoints per user.',
        },
      },
    )
    .get(
      '/v1/webhooks',
      async ({ principal }) => ({ object: 'list' as const, data: (await listEndpoints(db, principal.userId)).map(presentEndpoint) }),
      {
        scope: 'webhooks:read',
        response: { 200: 'WebhookEndpointList', 401: 'Problem', 403: 'Problem' },
        detail: { summary: 'List your webhook endpoints', description: 'Newest first. Secrets are never shown again.' },
      },
    )
    .get('/v1/webhooks/:id', async ({ principal, params }) => presentEndpoint(await ownedEndpoint(db, principal.userId, params.id)), {
      scope: 'webhooks:read',
      params: EndpointIdParams,
      response: { 200: 'WebhookEndpoint', ...problems },
      detail: {
        summary: 'Read a webhook endpoint',
        description: 'Without the secret (it is shown only at creation and rotation). 404 for an endpoint that is not yours.',
      },
    })
    .patch(
      '/v1/webhooks/:id',
      async ({ principal, params, body }) => {
        await ownedEndpoint(db, principal.userId, params.id);
        if (body.url !== undefined) await assertDeliverableUrl(body.url, urlCheck);
        return presentEndpoint(await updateEndpoint(db, principal.userId, params.id, body, deps.now()));
      },
      {
        scope: 'webhooks:write',
        params: EndpointIdParams,
        body: 'WebhookEndpointUpdate',
        response: { 200: 'WebhookEndpoint', 422: 'Problem', ...problems },
        detail: {
          summary: 'Update a webhook endpoint',
          description:
            'Changes `url`, `events`, `description` or `enabled`. `enabled: true` re-enables a disabled endpoint (after 410 Gone or 5 days of failures) and its pending deliveries resume.',
        },
      },
    )
    .delete(
      '/v1/webhooks/:id',
      async ({ principal, params, set }) => {
        await deleteEndpoint(db, principal.userId, params.id);
        set.status = 204;
        return null;
      },
      {
        scope: 'webhooks:write',
        params: EndpointIdParams,
        response: problems,
        detail: {
          summary: 'Delete a webhook endpoint',
          description: 'Also drops its pending deliveries. 204, or 404 for an endpoint that is not yours.',
        },
      },
    );
}

/** Rotating an endpoint's secret and sending it a test event. */
function endpointActionRoutes(deps: AppDeps) {
  const { db } = deps;
  return webhookController(deps)
    .post(
      '/v1/webhooks/:id/rotate-secret',
      async ({ principal, params }) => {
        const { row, secret } = await rotateSecret(db, principal.userId, params.id, deps.now(), deps.randomBytes);
        return { ...presentEndpoint(row), secret };
      },
      {
        scope: 'webhooks:write',
        params: EndpointIdParams,
        response: { 200: 'WebhookEndpointWithSecret', ...problems },
        detail: {
          summary: 'Rotate the signing secret',
          description:
            'The new `secret` is in this answer only. For 24 hours the old secret stays valid: deliveries carry two signatures, space-separated in `webhook-signature`, so receivers can switch over without missing one.',
        },
      },
    )
    .post(
      '/v1/webhooks/:id/test',
      async ({ principal, params, set }) => {
        set.status = 202;
        return sendTestEvent(db, principal.userId, params.id, deps.now());
      },
      {
        scope: 'webhooks:write',
        params: EndpointIdParams,
        response: { 202: 'WebhookDelivery', 409: 'Problem', ...problems },
        detail: {
          summary: 'Send a test event',
          description:
            'Queues a `webhook.test` event for this endpoint only (not listed by GET /v1/events) and answers 202 with its delivery; follow it under /deliveries. 409 `endpoint_disabled` if the endpoint is disabled.',
        },
      },
    );
}

function deliveryRoutes(deps: AppDeps) {
  const { db } = deps;
  return webhookController(deps)
    .get(
      '/v1/webhooks/:id/deliveries',
      async ({ principal, params, query, request, set }) =>
        pagedBody(deps.config.baseUrl, request, set.headers, await listDeliveries(db, principal.userId, params.id, query)),
      {
        scope: 'webhooks:read',
        params: EndpointIdParams,
        query: DeliveryListQuery,
        response: { 200: 'WebhookDeliveryList', 422: 'Problem', ...problems },
        detail: {
          summary: 'List deliveries of an endpoint',
          description:
            'Newest first, each with every attempt (time, status code, duration, error, first KiB of the answer). Filter by `status`; page with `page`/`per_page` or `after=<dlv id>`.',
        },
      },
    )
    .get(
      '/v1/webhooks/:id/deliveries/:delivery_id',
      async ({ principal, params }) => findDelivery(db, principal.userId, params.id, params.delivery_id),
      {
        scope: 'webhooks:read',
        params: DeliveryIdParams,
        response: { 200: 'WebhookDelivery', ...problems },
        detail: {
          summary: 'Read a delivery',
          description: 'Its status and every attempt (time, status code, duration, error, first KiB of the answer).',
        },
      },
    )
    .post(
      '/v1/webhooks/:id/deliveries/:delivery_id/retry',
      async ({ principal, params, set }) => {
        set.status = 202;
        return retryDelivery(db, principal.userId, params.id, params.delivery_id, deps.now() * 1000);
      },
      {
        scope: 'webhooks:write',
        params: DeliveryIdParams,
        response: { 202: 'WebhookDelivery', 409: 'Problem', ...problems },
        detail: {
          summary: 'Retry a delivery now',
          description:
            'Queues one more attempt at once, whatever the status; the `webhook-id` stays the event id, so receivers that already processed it can dedupe. 409 while an attempt is under way or when the endpoint is disabled.',
        },
      },
    );
}
