// Notifications by mail: never one mail per event. A person's unmailed notifications of one
// kind go in one mail: at the next round for `instant`, once the oldest has waited a day for
// `daily` or a week for `weekly` (a digest). Each mail is of one kind, so its one-click
// unsubscribe (RFC 8058: List-Unsubscribe with List-Unsubscribe-Post) stops that kind alone,
// by a signed link that needs no sign-in.
//
// Several instances: a round takes its rows in a short transaction (on PostgreSQL locking
// them and skipping those another instance holds) and marks them mailed before sending; a
// mail that fails is marked unmailed again for the next round.
import { createHmac } from 'node:crypto';
import type { Sql, Store } from '../../db/store';
import type { MailMessage } from '../../lib/mailer';
import { constantTimeEqual, newSecret, type RandomBytes } from '../../lib/secrets';
import { sharedKey } from '../../identity/settings';
import type { ClubSettings } from '../../identity/club-settings';
import { m } from '../../i18n/paraglide/messages.js';
import { describeKind, type EmailChoice, type NotificationKind, notificationKinds } from './kinds';
import { updateNotificationSettings } from './service';
import { digestCounts, digestHighlights, digestWeek, type Reading, readingOf, type Said, wordNotification } from './wording';

/** How long the oldest notification of a digest waits before its mail goes. */
const digestWaitSeconds: Record<Exclude<EmailChoice, 'off'>, number> = { instant: 0, daily: 86_400, weekly: 7 * 86_400 };
/** Notifications named in one mail at most; the rest are counted (the list has them all). */
export const perMail = 50;
/** People's mails per round: the rest wait for the next one. */
const mailsPerRound = 200;
const unsubscribeKeySetting = 'notification_unsubscribe_key';

interface Unmailed {
  pk: number;
  user_id: string;
  kind: NotificationKind;
  data: string;
  email_address: string;
  language: string | null;
  units: string | null;
}

export interface MailingDeps {
  db: Store;
  send: (message: MailMessage) => Promise<void>;
  baseUrl: string;
  randomBytes: RandomBytes;
  log: (entry: Record<string, unknown>) => void;
  /** The club's settings now: a mail speaks its recipient's language, else the club's. */
  club: () => Promise<ClubSettings>;
}

const unsubscribeKey = (deps: Pick<MailingDeps, 'db' | 'randomBytes'>, now: number): Promise<string> =>
  sharedKey(deps.db, unsubscribeKeySetting, () => newSecret('', deps.randomBytes, 32), now);

const signature = (key: string, payload: string): string => createHmac('sha256', key).update(payload).digest('base64url');

/** The token of the unsubscribe link: this person and this kind, signed with the server's shared key. */
export async function unsubscribeToken(
  deps: Pick<MailingDeps, 'db' | 'randomBytes'>,
  userId: string,
  kind: NotificationKind,
  now: number,
): Promise<string> {
  const payload = Buffer.from(`${userId}:${kind}`).toString('base64url');
  return `${payload}.${signature(await unsubscribeKey(deps, now), payload)}`;
}

/** What a token stands for, or null when it was not signed here (or is not a token at all). */
export async function readUnsubscribeToken(
  deps: Pick<MailingDeps, 'db' | 'randomBytes'>,
  token: string,
  now: number,
): Promise<{ userId: string; kind: NotificationKind } | null> {
  const [payload, signed, extra] = token.split('.');
  if (!payload || !signed || extra !== undefined || token.length > 300) return null;
  if (!constantTimeEqual(signed, signature(await unsubscribeKey(deps, now), payload))) return null;
  const [userId, kind] = Buffer.from(payload, 'base64url').toString().split(':');
  if (!userId || !(notificationKinds as readonly string[]).includes(kind ?? '')) return null;
  return { userId, kind: kind as NotificationKind };
}

/** Turns the kind's mail off for the token's person; null for a token that is not valid. */
export async function unsubscribe(
  deps: Pick<MailingDeps, 'db' | 'randomBytes'>,
  token: string,
  now: number,
): Promise<NotificationKind | null> {
  const read = await readUnsubscribeToken(deps, token, now);
  if (!read) return null;
  if (!(await deps.db.get('SELECT 1 FROM users WHERE id = ?', read.userId))) return null;
  await updateNotificationSettings(deps.db, read.userId, { [read.kind]: { email: 'off' } }, now);
  return read.kind;
}

/** Takes the rows whose mail is due now, marking them mailed, in one transaction. */
async function takeDue(db: Store, now: number): Promise<Unmailed[]> {
  return db.transaction(
    async (tx: Sql) => {
      // Per person and kind: due when its oldest unmailed notification has waited its choice's time.
      const groups = await tx.all<{ user_id: string; kind: NotificationKind }>(
        `SELECT user_id, kind FROM notifications WHERE email IS NOT NULL AND mailed_at IS NULL
         GROUP BY user_id, kind, email
         HAVING (email = 'instant' AND min(created_at) <= ?) OR (email = 'daily' AND min(created_at) <= ?)
           OR (email = 'weekly' AND min(created_at) <= ?)
         LIMIT ?`,
        now - digestWaitSeconds.instant,
        now - digestWaitSeconds.daily,
        now - digestWaitSeconds.weekly,
        mailsPerRound,
      );
      const taken: Unmailed[] = [];
      for (const group of groups) {
        const rows = await tx.all<Unmailed>(
          `SELECT n.pk, n.user_id, n.kind, n.data, u.email AS email_address, u.language, u.units FROM notifications n JOIN users u ON u.id = n.user_id
           WHERE n.user_id = ? AND n.kind = ? AND n.email IS NOT NULL AND n.mailed_at IS NULL AND u.disabled_at IS NULL
           ORDER BY n.pk ${tx.dialect.claimRows('n')}`,
          group.user_id,
          group.kind,
        );
        if (rows.length === 0) continue;
        await tx.run(
          `UPDATE notifications SET mailed_at = ? WHERE pk IN (${rows.map(() => '?').join(', ')})`,
          now,
          ...rows.map((r) => r.pk),
        );
        taken.push(...rows);
      }
      return taken;
    },
    { isolation: 'read committed' },
  );
}

/** The lines that end every mail: why it came, the link that stops this kind alone, and every choice. */
function footer(deps: MailingDeps, kind: NotificationKind, unsubscribeUrl: string, reading: Reading): string[] {
  const o = { locale: reading.locale };
  return [
    m.notify_mail_why({ kind: describeKind(kind, reading.locale) }, o),
    m.notify_mail_stop({ link: unsubscribeUrl }, o),
    m.notify_mail_choices({ link: `${deps.baseUrl}/account/notifications` }, o),
  ];
}

/** A club digest's mail body: the week's counts, then its highlights, then the club's page. */
function digestBody(deps: MailingDeps, said: Said<'club_digest'>, reading: Reading): string[] {
  const o = { locale: reading.locale };
  const values = said.say;
  const highlights = digestHighlights(values, reading);
  return [
    m.digest_intro({ club: values.club, ...digestWeek(values, reading.locale) }, o),
    '',
    ...digestCounts(values, o).map((line) => `- ${line}`),
    '',
    ...(highlights.length > 0 ? [m.digest_highlights({}, o), ...highlights.map((line) => `- ${line}`), ''] : []),
    m.digest_open({ link: `${deps.baseUrl}${said.path}` }, o),
    '',
  ];
}

/**
 * One mail: the notifications of one kind, newest last, with the links to each page and to
 * stop this kind, in the recipient's language (their own, else the club's).
 */
async function compose(deps: MailingDeps, rows: Unmailed[], club: ClubSettings, now: number): Promise<MailMessage> {
  const { kind, user_id: userId, email_address: to } = rows[0]!;
  const reading = readingOf(rows[0]!, club);
  const o = { locale: reading.locale };
  const unsubscribeUrl = `${deps.baseUrl}/unsubscribe/${await unsubscribeToken(deps, userId, kind, now)}`;
  const headers = { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  if (kind === 'club_digest') {
    const digests = rows.map((row) => JSON.parse(row.data) as Said<'club_digest'>);
    const latest = digests.at(-1)!.say;
    return {
      to,
      subject: m.digest_subject({ club: latest.club, ...digestWeek(latest, reading.locale) }, o),
      text: [...digests.flatMap((said) => digestBody(deps, said, reading)), ...footer(deps, kind, unsubscribeUrl, reading)].join('\n'),
      headers,
    };
  }
  const items = rows.map((row) => wordNotification(row.kind, row.data, reading));
  const listed = items.slice(0, perMail);
  const more = items.length - listed.length;
  const text = [
    ...listed.map((item) => `${item.title}\n${item.text}\n${deps.baseUrl}${item.path}\n`),
    ...(more > 0 ? [`${m.notify_mail_more({ count: more, link: `${deps.baseUrl}/notifications` }, o)}\n`] : []),
    ...footer(deps, kind, unsubscribeUrl, reading),
  ].join('\n');
  return {
    to,
    subject:
      items.length === 1
        ? `catchd: ${items[0]!.title}`
        : `catchd: ${m.notify_mail_subject_many({ count: items.length, kind: describeKind(kind, reading.locale) }, o)}`,
    text,
    headers,
  };
}

/** Sends every mail due now; resolves to how many were sent. A failed mail waits for the next round. */
export async function mailRound(deps: MailingDeps, now: number): Promise<number> {
  const taken = await takeDue(deps.db, now);
  const byMail = new Map<string, Unmailed[]>();
  for (const row of taken) {
    const key = `${row.user_id} ${row.kind}`;
    byMail.set(key, [...(byMail.get(key) ?? []), row]);
  }
  let sent = 0;
  const club = byMail.size > 0 ? await deps.club() : null;
  for (const rows of byMail.values()) {
    try {
      await deps.send(await compose(deps, rows, club!, now));
      sent++;
    } catch (error) {
      deps.log({ level: 'error', msg: 'notification mail not sent', error: String(error) });
      await deps.db.run(
        `UPDATE notifications SET mailed_at = NULL WHERE pk IN (${rows.map(() => '?').join(', ')})`,
        ...rows.map((r) => r.pk),
      );
    }
  }
  return sent;
}
