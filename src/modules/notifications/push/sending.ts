// Sending Web Push, by the notifier after its rounds (never on a write's path). The notifier
// writes a push_deliveries row per notification and subscription in the transaction that makes
// the notification; a round here claims the due rows in one short transaction (on PostgreSQL
// locking them and skipping those another instance holds) and pushes them a lease ahead, so
// that several instances send each once. Each is encrypted to its subscription (aes128gcm,
// RFC 8291) and signed with the server's VAPID keys by web-push, then posted to an address the
// webhook SSRF rules just allowed, pinned as webhook deliveries are.
//
// The push service's answer decides: 2xx sent; 404 or 410 the subscription is gone (it is
// deleted, with what waits for it); anything else is tried again after `retryDelays`, then given up.
import webpush from 'web-push';
import type { Resolver, WebhookFetch } from '../../../app-deps';
import type { Sql, Store } from '../../../db/store';
import type { SecretBox } from '../../../lib/sealed-secrets';
import { checkWebhookUrl, pinnedRequest } from '../../events/webhooks/ssrf';
import type { ClubSettings } from '../../../identity/club-settings';
import type { NotificationKind } from '../kinds';
import { type Reading, readingOf, wordNotification } from '../wording';
import { vapidKeys, vapidSubject } from './service';

/** Deliveries claimed per round. */
const perRound = 100;
/** Seconds a claim holds at least, and twice an attempt's timeout when that is longer: no other instance sends it meanwhile. */
const leaseSeconds = 60;
/** Seconds before the second, third and fourth try; after the fourth it is given up (the app's list still has it). */
const retryDelays = [30, 300, 1800];
/** A push service keeps an undelivered message a day (the phone was off): later it is news no more. */
const ttlSeconds = 86_400;
/** The longest title and text pushed: a payload must stay under 4 KiB once encrypted (RFC 8291), at 3 bytes a character. */
const titleLength = 200;
const textLength = 1000;

export interface PushDeps {
  db: Store;
  /** The box sealing the VAPID keys (without a secret key the notifier is given no PushDeps: no push). */
  box: SecretBox;
  baseUrl: string;
  mailFrom: string;
  fetch: WebhookFetch;
  resolve: Resolver;
  /** CATCHD_WEBHOOK_ALLOW_PRIVATE: push endpoints on private addresses and http (tests, LAN push services). */
  allowPrivate: boolean;
  log: (entry: Record<string, unknown>) => void;
  timeoutMs: number;
  /** The club's settings now: a push speaks its recipient's language, else the club's. */
  club: () => Promise<ClubSettings>;
}

/** What the service worker shows (sw.js): the notification's title, text and page. */
export interface PushPayload {
  id: string;
  title: string;
  text: string;
  path: string;
}

interface Claimed {
  pk: number;
  attempts: number;
  subscription_pk: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  notification_id: string;
  kind: NotificationKind;
  data: string;
  language: string | null;
  units: string | null;
}

/** The deliveries due now, pushed a lease ahead and counted as tried, in one transaction. */
async function claim(db: Store, now: number, lease: number): Promise<Claimed[]> {
  return db.transaction(
    async (tx: Sql) => {
      const rows = await tx.all<Claimed>(
        `SELECT d.pk, d.attempts, s.pk AS subscription_pk, s.endpoint, s.p256dh, s.auth, n.id AS notification_id, n.kind, n.data, u.language, u.units
         FROM push_deliveries d JOIN push_subscriptions s ON s.pk = d.subscription_pk JOIN notifications n ON n.pk = d.notification_pk
         JOIN users u ON u.id = n.user_id
         WHERE d.next_attempt_at <= ? ORDER BY d.next_attempt_at, d.pk LIMIT ? ${tx.dialect.claimRows('d')}`,
        now,
        perRound,
      );
      if (rows.length === 0) return rows;
      await tx.run(
        `UPDATE push_deliveries SET attempts = attempts + 1, next_attempt_at = ? WHERE pk IN (${rows.map(() => '?').join(', ')})`,
        now + lease,
        ...rows.map((row) => row.pk),
      );
      return rows.map((row) => ({ ...row, attempts: row.attempts + 1 }));
    },
    { isolation: 'read committed' },
  );
}

/** What is pushed of a notification, worded for its recipient. */
export function pushPayload(notificationId: string, kind: NotificationKind, data: string, reading: Reading): PushPayload {
  const { title, text, path } = wordNotification(kind, data, reading);
  return { id: notificationId, title: title.slice(0, titleLength), text: text.slice(0, textLength), path };
}

type Outcome = { status: number } | { error: string };

/** One push: checked, encrypted, signed, posted. Never throws. */
async function send(deps: PushDeps, keys: { publicKey: string; privateKey: string }, row: Claimed, club: ClubSettings): Promise<Outcome> {
  try {
    const check = await checkWebhookUrl(row.endpoint, { allowPrivate: deps.allowPrivate, resolve: deps.resolve, label: 'push endpoint' });
    if (!check.ok) return { error: check.reason };
    const details = webpush.generateRequestDetails(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      JSON.stringify(pushPayload(row.notification_id, row.kind, row.data, readingOf(row, club))),
      {
        TTL: ttlSeconds,
        contentEncoding: 'aes128gcm',
        vapidDetails: { subject: vapidSubject(deps.baseUrl, deps.mailFrom), ...keys },
      },
    );
    const pinned = pinnedRequest(check.url, check.addresses[0]!);
    const headers: Record<string, string> = { ...pinned.headers };
    // fetch counts the body itself.
    for (const [name, value] of Object.entries(details.headers)) if (name !== 'Content-Length') headers[name] = String(value);
    const response = await deps.fetch(pinned.url, {
      ...pinned,
      method: 'POST',
      headers,
      body: details.body as Uint8Array<ArrayBuffer>,
      signal: AbortSignal.timeout(deps.timeoutMs),
    });
    await response.body?.cancel();
    return { status: response.status };
  } catch (error) {
    return { error: String((error as Error).message ?? error) };
  }
}

/** What became of one attempt, in the database. */
async function settle(deps: PushDeps, row: Claimed, outcome: Outcome, now: number): Promise<void> {
  const { db } = deps;
  if ('status' in outcome && outcome.status >= 200 && outcome.status < 300) {
    await db.run('DELETE FROM push_deliveries WHERE pk = ?', row.pk);
    return;
  }
  if ('status' in outcome && (outcome.status === 404 || outcome.status === 410)) {
    // The browser unsubscribed or the subscription expired: it is gone for good, and what waited for it.
    await db.run('DELETE FROM push_subscriptions WHERE pk = ?', row.subscription_pk);
    deps.log({ level: 'info', msg: 'push subscription gone', status: outcome.status });
    return;
  }
  const failure = 'status' in outcome ? `HTTP ${outcome.status}` : outcome.error;
  const delay = retryDelays[row.attempts - 1];
  if (delay === undefined) {
    await db.run('DELETE FROM push_deliveries WHERE pk = ?', row.pk);
    deps.log({ level: 'warn', msg: 'push given up', attempts: row.attempts, error: failure });
    return;
  }
  await db.run('UPDATE push_deliveries SET next_attempt_at = ? WHERE pk = ?', now + delay, row.pk);
}

/** One round: the due deliveries sent, side by side. Resolves to how many were claimed (0: none was due). */
export async function pushRound(deps: PushDeps, now: number): Promise<number> {
  if (!(await deps.db.get('SELECT 1 AS due FROM push_deliveries WHERE next_attempt_at <= ? LIMIT 1', now))) return 0;
  // The keys before the claim: a key that cannot be opened leaves the deliveries as they were.
  const keys = await vapidKeys(deps.db, deps.box, now);
  const rows = await claim(deps.db, now, Math.max(leaseSeconds, 2 * Math.ceil(deps.timeoutMs / 1000)));
  if (rows.length === 0) return 0;
  const club = await deps.club();
  await Promise.all(rows.map(async (row) => settle(deps, row, await send(deps, keys, row, club), now)));
  return rows.length;
}
