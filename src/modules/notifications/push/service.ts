// Web Push: the server's VAPID keys (RFC 8292) and each person's subscriptions (a browser or
// installed app, its push service's endpoint and the keys payloads are encrypted to, RFC 8291).
//
// The VAPID key pair is made once and shared by every instance: stored in site_settings,
// sealed under CATCHD_SECRET_KEY (lib/sealed-secrets) like the authenticator apps' secrets,
// and created on first need by an insert that keeps the first row written (identity/settings'
// sharedKey): instances racing each read the winner. Without a secret key there is no push.
import webpush from 'web-push';
import type { Resolver } from '../../../app-deps';
import type { Sql } from '../../../db/store';
import { sharedKey } from '../../../identity/settings';
import { newId } from '../../../lib/ids';
import { HttpError, NotFound, ValidationFailed } from '../../../lib/problem';
import type { SecretBox } from '../../../lib/sealed-secrets';
import { toIso } from '../../../lib/time';
import { checkWebhookUrl } from '../../events/webhooks/ssrf';

const vapidSetting = 'push_vapid_keys';
/** Subscriptions one person may hold (browsers and phones); the oldest goes when a new one would pass it. */
export const subscriptionsPerPerson = 20;
/** The longest user-agent label kept. */
const labelLength = 120;

export interface VapidKeys {
  /** The uncompressed P-256 public key, base64url: the browser's applicationServerKey. */
  publicKey: string;
  privateKey: string;
}

/** Web Push needs a key to seal its own (PostgreSQL without CATCHD_SECRET_KEY). */
export class PushUnavailable extends HttpError {
  constructor() {
    super(
      503,
      'push_unavailable',
      'Web Push is not available: the operator must set CATCHD_SECRET_KEY (on PostgreSQL, the same on every instance).',
    );
  }
}

/** The server's VAPID keys, made on first need (one wins when instances race; every one reads it). */
export async function vapidKeys(db: Sql, box: SecretBox | null, now: number): Promise<VapidKeys> {
  if (!box) throw new PushUnavailable();
  const sealed = await sharedKey(db, vapidSetting, () => box.seal(JSON.stringify(webpush.generateVAPIDKeys()), vapidSetting), now);
  return JSON.parse(box.open(sealed, vapidSetting)) as VapidKeys;
}

/**
 * The contact push services are given in the VAPID token (`sub`): the site when it is served
 * over https, else the mail sender's address (web-push takes only https: and mailto:).
 */
export function vapidSubject(baseUrl: string, mailFrom: string): string {
  if (baseUrl.startsWith('https://')) return baseUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

export interface PushSubscriptionView {
  id: string;
  object: 'push_subscription';
  endpoint: string;
  label: string;
  created_at: string;
}

export interface NewPushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  label?: string;
}

interface SubscriptionRow {
  id: string;
  endpoint: string;
  label: string;
  created_at: number;
}

const present = (row: SubscriptionRow): PushSubscriptionView => ({
  id: row.id,
  object: 'push_subscription',
  endpoint: row.endpoint,
  label: row.label,
  created_at: toIso(row.created_at),
});

/** Bytes of a base64url text, or null when it is not one. */
function base64urlBytes(text: string): Buffer | null {
  return /^[A-Za-z0-9_-]+={0,2}$/.test(text) ? Buffer.from(text, 'base64url') : null;
}

/** A short label from a User-Agent: the browser and the system, as people know them. */
export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return 'A browser';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'A browser';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  return system ? `${browser} on ${system}` : browser;
}

/**
 * Stores a subscription for the person (201) or, when this endpoint is already theirs, its new
 * keys. An endpoint is one browser's: one that was someone else's (a shared computer, another
 * person signed in since) becomes this person's. The endpoint must pass the same address rules
 * as a webhook URL, here and again at each send.
 */
export async function addSubscription(
  db: Sql,
  deps: { resolve: Resolver; allowPrivate: boolean },
  userId: string,
  input: NewPushSubscription,
  now: number,
): Promise<{ subscription: PushSubscriptionView; created: boolean }> {
  const check = await checkWebhookUrl(input.endpoint, { allowPrivate: deps.allowPrivate, resolve: deps.resolve, label: 'push endpoint' });
  const errors: { field: string; message: string }[] = [];
  if (!check.ok) errors.push({ field: 'endpoint', message: check.reason });
  // The browser's P-256 key, uncompressed (65 bytes from 0x04), and its 16-byte auth secret.
  const p256dh = base64urlBytes(input.keys.p256dh);
  if (p256dh?.length !== 65 || p256dh[0] !== 4) errors.push({ field: 'keys.p256dh', message: 'is not an uncompressed P-256 public key' });
  if (base64urlBytes(input.keys.auth)?.length !== 16) errors.push({ field: 'keys.auth', message: 'is not a 16-byte secret' });
  if (errors.length > 0) throw new ValidationFailed(errors);
  const label = (input.label?.trim() || 'A browser').slice(0, labelLength);
  return db.transaction(async (tx) => {
    const mine = await tx.get<{ pk: number }>(
      'SELECT pk FROM push_subscriptions WHERE endpoint = ? AND user_id = ?',
      input.endpoint,
      userId,
    );
    if (mine) {
      await tx.run(
        'UPDATE push_subscriptions SET p256dh = ?, auth = ?, label = ? WHERE pk = ?',
        input.keys.p256dh,
        input.keys.auth,
        label,
        mine.pk,
      );
    } else {
      await tx.run('DELETE FROM push_subscriptions WHERE endpoint = ?', input.endpoint);
      const kept = await tx.all<{ pk: number }>('SELECT pk FROM push_subscriptions WHERE user_id = ? ORDER BY pk DESC', userId);
      const dropped = kept.slice(subscriptionsPerPerson - 1).map((row) => row.pk);
      if (dropped.length > 0) await tx.run(`DELETE FROM push_subscriptions WHERE pk IN (${dropped.map(() => '?').join(', ')})`, ...dropped);
      // Two posts of one endpoint at once: the first insert stands.
      await tx.run(
        `INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth, label, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (endpoint) DO NOTHING`,
        newId('psub'),
        userId,
        input.endpoint,
        input.keys.p256dh,
        input.keys.auth,
        label,
        now,
      );
    }
    const row = await tx.get<SubscriptionRow>(
      'SELECT id, endpoint, label, created_at FROM push_subscriptions WHERE endpoint = ? AND user_id = ?',
      input.endpoint,
      userId,
    );
    if (!row) throw new HttpError(409, 'push_subscription_taken', 'Another person subscribed this browser at the same moment. Try again.');
    return { subscription: present(row), created: !mine };
  });
}

export async function listSubscriptions(db: Sql, userId: string): Promise<PushSubscriptionView[]> {
  const rows = await db.all<SubscriptionRow>(
    'SELECT id, endpoint, label, created_at FROM push_subscriptions WHERE user_id = ? ORDER BY pk DESC',
    userId,
  );
  return rows.map(present);
}

/** Removes one of the person's subscriptions, by id or by endpoint (a browser knows its endpoint); 404 when it is not theirs. */
export async function removeSubscription(db: Sql, userId: string, which: { id: string } | { endpoint: string }): Promise<void> {
  const removed =
    'id' in which
      ? await db.run('DELETE FROM push_subscriptions WHERE id = ? AND user_id = ?', which.id, userId)
      : await db.run('DELETE FROM push_subscriptions WHERE endpoint = ? AND user_id = ?', which.endpoint, userId);
  if (removed === 0) throw new NotFound('The push subscription');
}
