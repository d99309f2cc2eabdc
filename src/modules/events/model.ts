import { t } from 'elysia';
import { idPattern } from '../../lib/ids';
import { eventTypes } from './service';

export const Event = t.Object(
  {
    id: t.String({ description: 'evt_…; also the `webhook-id` of its deliveries.' }),
    type: t.String({ description: eventTypes.join(', ') }),
    created_at: t.String({ format: 'date-time' }),
    data: t.Object({
      object: t.Record(t.String(), t.Unknown(), { description: 'The resource after the change (for catch.deleted: as it was).' }),
      previous: t.Optional(t.Record(t.String(), t.Unknown(), { description: 'catch.updated: the changed fields as they were.' })),
    }),
  },
  { description: 'Also the body of every webhook delivery.' },
);

export const EventList = t.Object({
  object: t.Literal('list'),
  data: t.Array(Event),
  total: t.Integer(),
  page: t.Union([t.Integer(), t.Null()]),
  per_page: t.Integer(),
  has_more: t.Boolean(),
});

export const EventListQuery = t.Object(
  {
    page: t.Optional(t.Integer({ minimum: 1, maximum: 1_000_000, description: 'Page number, from 1 (the default).' })),
    per_page: t.Optional(t.Integer({ minimum: 1, maximum: 100, default: 20 })),
    after: t.Optional(t.String({ pattern: idPattern('evt'), description: 'Keyset cursor: the id of the last event of the previous page.' })),
    type: t.Optional(t.String({ maxLength: 200, description: `Comma list of event types: ${eventTypes.join(', ')}.` })),
    created_after: t.Optional(t.String({ maxLength: 40, description: 'Strictly after this ISO 8601 time.' })),
  },
  { additionalProperties: false },
);

export const eventModels = { Event, EventList };
