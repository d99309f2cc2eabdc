import { isoTimeRule } from '../../lib/time';
import { t } from 'elysia';
import { PagedList, pageQueryFields } from '../../http/paging';
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

export const EventList = PagedList(Event);

export const EventListQuery = t.Object(
  {
    ...pageQueryFields('evt', 'event'),
    type: t.Optional(
      t.String({
        maxLength: 200,
        pattern: `^(?:${eventTypes.map((type) => type.replace('.', '\\.')).join('|')})(?:,(?:${eventTypes.map((type) => type.replace('.', '\\.')).join('|')}))*$`,
        description: `Comma list of event types: ${eventTypes.join(', ')}.`,
      }),
    ),
    created_after: t.Optional(t.String({ maxLength: 40, description: `Strictly after this time. ${isoTimeRule}` })),
  },
  { additionalProperties: false },
);

export const eventModels = { Event, EventList };
