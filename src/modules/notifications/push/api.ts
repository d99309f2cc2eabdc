// HTTP controller for Web Push: the server's public key (/v1/push/key) and a person's
// subscriptions (/v1/me/push-subscriptions). Reading needs account:read, changes account:write,
// as for the notification settings. Which kinds are pushed is the settings' `push` channel.
import type { AppDeps } from '../../../app-deps';
import { apiController } from '../../../http/controller';
import { SecretBox } from '../../../lib/sealed-secrets';
import { PushSubscriptionIdParams, pushModels } from './model';
import { addSubscription, deviceLabel, listSubscriptions, removeSubscription, vapidKeys } from './service';

export function pushModule(deps: AppDeps) {
  const { db } = deps;
  const box = deps.config.secretKey ? new SecretBox(deps.config.secretKey) : null;
  const addressRules = { resolve: deps.resolve, allowPrivate: deps.config.webhookAllowPrivate };
  return apiController(deps, 'Account', pushModels)
    .get('/v1/push/key', async () => ({ object: 'push_key' as const, public_key: (await vapidKeys(db, box, deps.now())).publicKey }), {
      scope: 'account:read',
      response: { 200: 'PushKey', 401: 'Problem', 403: 'Problem', 503: 'Problem' },
      detail: {
        summary: 'The server’s Web Push key',
        description:
          'The VAPID public key to subscribe with (`pushManager.subscribe({ userVisibleOnly: true, applicationServerKey })`). The same on every instance; 503 `push_unavailable` when the server has no secret key to keep it with.',
      },
    })
    .get(
      '/v1/me/push-subscriptions',
      async ({ principal }) => ({ object: 'list' as const, data: await listSubscriptions(db, principal.userId) }),
      {
        scope: 'account:read',
        response: { 200: 'PushSubscriptionList', 401: 'Problem', 403: 'Problem' },
        detail: {
          summary: 'Your browsers and apps that receive Web Push',
          description: 'Newest first. Each kind you turned `push` on for (GET /v1/me/notification-settings) is pushed to every one.',
        },
      },
    )
    .post(
      '/v1/me/push-subscriptions',
      async ({ principal, body, request, set }) => {
        const label = body.label ?? deviceLabel(request.headers.get('user-agent'));
        const { subscription, created } = await addSubscription(
          db,
          addressRules,
          principal.userId,
          { endpoint: body.endpoint, keys: body.keys, label },
          deps.now(),
        );
        set.status = created ? 201 : 200;
        return subscription;
      },
      {
        scope: 'account:write',
        body: 'NewPushSubscription',
        response: { 200: 'PushSubscription', 201: 'PushSubscription', 401: 'Problem', 403: 'Problem', 409: 'Problem', 422: 'Problem' },
        detail: {
          summary: 'Receive Web Push in a browser or app',
          description:
            'Send the browser’s `PushSubscription.toJSON()`. 201 with the subscription; 200 when this endpoint was already yours (its keys are replaced). An endpoint is one browser’s: if it was another person’s, it becomes yours. The endpoint must be https on a public address (422 otherwise), and is checked again at each send. A push service that answers 404 or 410 ends the subscription. At most 20 per person: the oldest goes.',
        },
      },
    )
    .delete(
      '/v1/me/push-subscriptions/:id',
      async ({ principal, params, set }) => {
        await removeSubscription(db, principal.userId, { id: params.id });
        set.status = 204;
        return null;
      },
      {
        scope: 'account:write',
        params: PushSubscriptionIdParams,
        response: { 401: 'Problem', 403: 'Problem', 404: 'Problem', 422: 'Problem' },
        detail: {
          summary: 'Stop Web Push to a browser or app',
          description: 'Nothing more is pushed there. 204, or 404 for a subscription that is not yours.',
        },
      },
    );
}
