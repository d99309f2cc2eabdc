// The API's models of a person's notifications and their choices per kind.
import { t } from 'elysia';
import { PagedList, pageQueryFields } from '../../http/paging';
import { idPattern } from '../../lib/ids';
import { literalUnion } from '../../lib/schemas';
import { emailChoices, kindDescriptions, notificationKinds } from './kinds';

export const Notification = t.Object({
  id: t.String({ pattern: idPattern('ntf') }),
  object: t.Literal('notification'),
  kind: literalUnion(notificationKinds),
  title: t.String({ description: 'In your language (`language` of PATCH /v1/me, else the club’s), worded when it is read.' }),
  text: t.String({
    description:
      'One or two sentences in your language: what happened (a refusal carries its reason). Read `kind` to tell notifications apart, never these words.',
  }),
  path: t.String({ description: 'The page of this server it is about, e.g. `/catches/catch_…`.' }),
  read: t.Boolean(),
  created_at: t.String({ format: 'date-time' }),
});

export const NotificationList = PagedList(Notification);

export const NotificationListQuery = t.Object(
  {
    ...pageQueryFields('ntf', 'notification'),
    unread: t.Optional(t.Boolean({ description: '`true`: only the notifications not read yet.' })),
  },
  { additionalProperties: false },
);

export const NotificationsRead = t.Union(
  [
    t.Object(
      {
        ids: t.Array(t.String({ pattern: idPattern('ntf') }), {
          minItems: 1,
          maxItems: 100,
          description: 'Your notifications to mark read.',
        }),
      },
      { additionalProperties: false },
    ),
    t.Object({ all: t.Literal(true, { description: 'Marks every notification of yours read.' }) }, { additionalProperties: false }),
  ],
  { description: 'Either `ids` or `all: true`.' },
);

export const NotificationChannels = t.Object(
  {
    in_app: t.Boolean({ description: 'Shown in the app (the bell and /notifications).' }),
    email: literalUnion(emailChoices, {
      description:
        '`instant`: each by mail; `daily`/`weekly`: gathered into one mail. `club_digest` is one mail a week already: any choice but `off` sends it when it is made.',
    }),
    push: t.Boolean({ description: 'Web Push to your installed app and browsers (GET /v1/me/push-subscriptions lists them).' }),
  },
  { additionalProperties: false },
);

export const NotificationChannelsUpdate = t.Partial(NotificationChannels, { additionalProperties: false, minProperties: 1 });

const perKind = <T extends typeof NotificationChannels | typeof NotificationChannelsUpdate>(schema: T, optional: boolean) =>
  Object.fromEntries(
    notificationKinds.map((kind) => [
      kind,
      optional ? t.Optional({ ...schema, description: kindDescriptions[kind] }) : { ...schema, description: kindDescriptions[kind] },
    ]),
  ) as Record<(typeof notificationKinds)[number], T>;

export const NotificationSettings = t.Object(perKind(NotificationChannels, false), {
  description: 'Where each kind of notification reaches you. Unless you chose otherwise: in the app only.',
});

export const NotificationSettingsUpdate = t.Object(perKind(NotificationChannelsUpdate, true), {
  additionalProperties: false,
  minProperties: 1,
  description: 'The kinds to change, each with the channels to change; the rest stay as they are.',
});

export const notificationModels = {
  Notification,
  NotificationList,
  NotificationsRead,
  NotificationChannels,
  NotificationSettings,
  NotificationSettingsUpdate,
};
