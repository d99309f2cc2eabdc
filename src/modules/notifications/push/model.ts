// The API's models of Web Push: the server's public key and a person's subscriptions.
import { t } from 'elysia';
import { idPattern } from '../../../lib/ids';

export const PushKey = t.Object({
  object: t.Literal('push_key'),
  public_key: t.String({
    description: 'The server’s VAPID public key (uncompressed P-256, base64url): the `applicationServerKey` to subscribe with.',
  }),
});

export const PushSubscriptionModel = t.Object({
  id: t.String({ pattern: idPattern('psub') }),
  object: t.Literal('push_subscription'),
  endpoint: t.String({ description: 'The push service’s URL for this browser or app.' }),
  label: t.String({ description: 'The browser and system it was made on, as shown to the person.' }),
  created_at: t.String({ format: 'date-time' }),
});

export const PushSubscriptionList = t.Object({ object: t.Literal('list'), data: t.Array(PushSubscriptionModel) });

export const NewPushSubscription = t.Object(
  {
    endpoint: t.String({
      minLength: 1,
      maxLength: 2048,
      description: 'From the browser’s PushSubscription (`toJSON().endpoint`): an https URL.',
    }),
    keys: t.Object(
      {
        // 65 bytes from 0x04 in base64url: `B`, then a letter of A–P (the first byte's last bits are 0).
        p256dh: t.String({
          pattern: '^B[A-P][A-Za-z0-9_-]{85}=?$',
          description: 'The browser’s P-256 public key, uncompressed, base64url.',
        }),
        auth: t.String({ pattern: '^[A-Za-z0-9_-]{22}(==)?$', description: 'The browser’s 16-byte authentication secret, base64url.' }),
      },
      { additionalProperties: true },
    ),
    label: t.Optional(t.String({ maxLength: 120, description: 'What to call it; by default the browser and system of the request.' })),
  },
  {
    additionalProperties: true,
    description: 'A browser’s `PushSubscription.toJSON()` (expirationTime and other fields are ignored), with an optional label.',
  },
);

export const PushSubscriptionIdParams = t.Object({ id: t.String({ maxLength: 64 }) });

export const pushModels = { PushKey, PushSubscription: PushSubscriptionModel, PushSubscriptionList, NewPushSubscription };
