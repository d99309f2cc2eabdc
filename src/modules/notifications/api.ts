// HTTP controller for /v1/me/notifications and /v1/me/notification-settings: a person's own
// notifications and where each kind reaches them. Reading needs account:read, changes account:write.
import type { AppDeps } from '../../app-deps';
import { apiController } from '../../http/controller';
import { pagedBody } from '../../http/paging';
import { NotificationListQuery, notificationModels } from './model';
import { clubSettings } from '../../identity/club';
import { listNotifications, markRead, notificationSettings, personReading, updateNotificationSettings } from './service';

export function notificationsModule(deps: AppDeps) {
  const { db } = deps;
  return apiController(deps, 'Account', notificationModels)
    .get(
      '/v1/me/notifications',
      async ({ principal, query, request, set }) => {
        const reading = await personReading(db, principal.userId, await clubSettings(db, deps.config));
        return pagedBody(deps.config.baseUrl, request, set.headers, await listNotifications(db, principal.userId, query, reading));
      },
      {
        scope: 'account:read',
        query: NotificationListQuery,
        response: { 200: 'NotificationList', 401: 'Problem', 403: 'Problem', 422: 'Problem' },
        detail: {
          summary: 'Your notifications',
          description:
            'Newest first: a catch waiting for you to verify it, your catch graded or refused (with the reason), a sign-up or developer application waiting (admins), being overtaken in a leaderboard’s top 10, a competition published, your entry overtaken in its top 10, its provisional and final results, a protest against your entry, the club’s weekly digest (admins, when turned on in the app). `title` and `text` are written in your language (`language` of PATCH /v1/me, else the club’s); `kind` and `path` never change with it. `unread=true` lists those not read yet. Page with `page`/`per_page` or the keyset cursor `after=<notification id>`. Kinds you turned off in the app (GET /v1/me/notification-settings) are not listed.',
        },
      },
    )
    .post(
      '/v1/me/notifications/read',
      async ({ principal, body, set }) => {
        await markRead(db, principal.userId, body, deps.now());
        set.status = 204;
        return null;
      },
      {
        scope: 'account:write',
        body: 'NotificationsRead',
        response: { 401: 'Problem', 403: 'Problem', 422: 'Problem' },
        detail: {
          summary: 'Mark notifications read',
          description:
            '`{ "ids": [...] }` marks those of yours read (ids that are not yours, or already read, change nothing); `{ "all": true }` marks every one. 204; 422 when neither is given.',
        },
      },
    )
    .get('/v1/me/notification-settings', ({ principal }) => notificationSettings(db, principal.userId), {
      scope: 'account:read',
      response: { 200: 'NotificationSettings', 401: 'Problem', 403: 'Problem' },
      detail: {
        summary: 'Where your notifications reach you',
        description:
          'Each kind with its channels: in the app (on or off), email (`off`, `instant`, `daily` or `weekly`) and Web Push (`push`: to every browser or app you subscribed with POST /v1/me/push-subscriptions or on /account/notifications).',
      },
    })
    .patch('/v1/me/notification-settings', ({ principal, body }) => updateNotificationSettings(db, principal.userId, body, deps.now()), {
      scope: 'account:write',
      body: 'NotificationSettingsUpdate',
      response: { 200: 'NotificationSettings', 401: 'Problem', 403: 'Problem', 422: 'Problem' },
      detail: {
        summary: 'Choose where your notifications reach you',
        description:
          'Changes the channels given for the kinds given, e.g. `{ "catch_graded": { "email": "daily" } }`; the rest stay. Answers every kind.',
      },
    });
}
