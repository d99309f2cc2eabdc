// Webhook endpoint and delivery schemas. Every field is bounded (contract §9).
import { t } from 'elysia';
import { PagedList, pageQueryFields } from '../../../http/paging';
import { literalUnion } from '../../../lib/schemas';
import { eventTypes } from '../service';
import { deliveryStatuses } from './service';

const EventTypeName = literalUnion([...eventTypes, '*'], {
  description: `An event type, or "*" for every type: ${eventTypes.join(', ')}.`,
});
const Url = t.String({
  minLength: 1,
  maxLength: 2048,
  format: 'uri',
  description: 'https URL; must resolve to public addresses only (unless the server allows private ones).',
  // A host that resolves: `.example` names never do, so such an example could never be sent.
  examples: ['https://hooks.example.com/catchd'],
});
const EventTypes = t.Array(EventTypeName, { minItems: 1, maxItems: 20, uniqueItems: true });
const Description = t.String({ maxLength: 500 });
const isoOrNull = t.Union([t.String({ format: 'date-time' }), t.Null()]);

export const WebhookEndpoint = t.Object({
  id: t.String({ description: 'wh_…' }),
  object: t.Literal('webhook_endpoint'),
  url: t.String({ format: 'uri' }),
  events: t.Array(t.String()),
  description: t.Union([t.String(), t.Null()]),
  enabled: t.Boolean(),
  disabled_reason: t.Union([t.String(), t.Null()], { description: 'Why deliveries stopped: 410 Gone, failing for 5 days, or its owner.' }),
  failing_since: t.Union([t.String({ format: 'date-time' }), t.Null()], { description: 'Start of the current run of failed attempts.' }),
  previous_secret_expires_at: t.Union([t.String({ format: 'date-time' }), t.Null()], {
    description: 'After a rotation: until then deliveries carry a second signature made with the previous secret.',
  }),
  created_at: t.String({ format: 'date-time' }),
  updated_at: t.String({ format: 'date-time' }),
});

export const WebhookEndpointWithSecret = t.Composite([
  WebhookEndpoint,
  t.Object({ secret: t.String({ description: 'whsec_…: the signing secret, shown only in this answer.' }) }),
]);

export const WebhookEndpointList = t.Object({ object: t.Literal('list'), data: t.Array(WebhookEndpoint) });

export const WebhookEndpointCreate = t.Object(
  { url: Url, events: EventTypes, description: t.Optional(t.Union([Description, t.Null()])) },
  { additionalProperties: false },
);

export const WebhookEndpointUpdate = t.Object(
  {
    url: t.Optional(Url),
    events: t.Optional(EventTypes),
    description: t.Optional(t.Union([Description, t.Null()])),
    enabled: t.Optional(t.Boolean({ description: 'true re-enables a disabled endpoint; its pending deliveries resume.' })),
  },
  { additionalProperties: false },
);

const Attempt = t.Object({
  at: t.String({ format: 'date-time' }),
  status_code: t.Union([t.Integer(), t.Null()]),
  duration_ms: t.Integer(),
  error: t.Union([t.String(), t.Null()], {
    description: 'Transport failure (timeout, network, tls, blocked address); null when a response arrived.',
  }),
  response_body: t.Union([t.String(), t.Null()], { description: 'The first KiB of the answer.' }),
});

export const WebhookDelivery = t.Object({
  id: t.String({ description: 'dlv_…' }),
  object: t.Literal('webhook_delivery'),
  event_id: t.String({ description: 'Also the webhook-id header: the same on every attempt.' }),
  event_type: t.String(),
  status: literalUnion(deliveryStatuses),
  attempts: t.Array(Attempt),
  next_attempt_at: isoOrNull,
  created_at: t.String({ format: 'date-time' }),
});

export const WebhookDeliveryList = PagedList(WebhookDelivery);

export const DeliveryListQuery = t.Object(
  {
    ...pageQueryFields('dlv', 'delivery'),
    status: t.Optional(literalUnion(deliveryStatuses)),
  },
  { additionalProperties: false },
);

export const EndpointIdParams = t.Object({ id: t.String({ maxLength: 64 }) });
export const DeliveryIdParams = t.Object({ id: t.String({ maxLength: 64 }), delivery_id: t.String({ maxLength: 64 }) });

export const webhookModels = {
  WebhookEndpoint,
  WebhookEndpointWithSecret,
  WebhookEndpointList,
  WebhookEndpointCreate,
  WebhookEndpointUpdate,
  WebhookDelivery,
  WebhookDeliveryList,
};
