// The notifier: makes the notifications (in the app, by mail, by Web Push) from the events written with notify_pending
// (events/service.ts), after their write has committed, so a write never waits for them.
//
// - Each round is one short transaction: it takes up to `batchSize` pending events (on
//   PostgreSQL locking them, and skipping those another instance holds), writes their
//   notifications and clears the events' flag. Whatever instance takes an event, its
//   notifications are made once: the flag is cleared in the transaction that writes them,
//   and the unique (user_id, event_id) index refuses a second copy all the same.
// - Started by `catchd serve` beside the webhook dispatcher: woken by the outbox signal after
//   a commit of this process, and by a poll for events other instances wrote.
import type { Sql, Store } from '../../db/store';
import { newId } from '../../lib/ids';
import { onNotifiableEvents } from '../events/webhooks/outbox';
import type { ClubSettings } from '../../identity/club-settings';
import { recordClubDigest } from './digest';
import { defaultsOf, type EmailChoice, type NotificationKind } from './kinds';
import { mailRound, type MailingDeps } from './mailing';
import { pushRound, type PushDeps } from './push/sending';
import { noticesOf, type Notice } from './recipients';

/** Events per round: one round's transaction stays short. */
const batchSize = 100;
/** Rows per INSERT: well under every engine's limit on bound parameters. */
const rowsPerStatement = 200;

interface PendingEvent {
  pk: number;
  id: string;
  type: string;
  data: string;
  created_at: number;
}

interface Chosen {
  inApp: boolean;
  email: EmailChoice;
  /** Push turned on, and a browser or app to push to. */
  push: boolean;
}

/** The choices of those of `userIds` who made any for `kind` (the rest take defaultChannels). */
async function choices(db: Sql, kind: NotificationKind, userIds: string[]): Promise<Map<string, Chosen>> {
  const rows = await db.all<{ user_id: string; in_app: number; email: EmailChoice; push: number }>(
    `SELECT ns.user_id, ns.in_app, ns.email,
       CASE WHEN ns.push = 1 AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = ns.user_id) THEN 1 ELSE 0 END AS push
     FROM notification_settings ns WHERE ns.kind = ? AND ns.user_id IN (${userIds.map(() => '?').join(', ')})`,
    kind,
    ...userIds,
  );
  return new Map(rows.map((row) => [row.user_id, { inApp: row.in_app === 1, email: row.email, push: row.push === 1 }]));
}

/**
 * The notice's rows: for the app, the mail, push or several, as each person chose; none for
 * whoever wants none. With `pushing`, each pushed row's deliveries (one per subscription) are
 * written beside it, for push/sending.ts.
 */
async function insertNotifications(db: Sql, event: PendingEvent, notice: Notice, pushing: boolean): Promise<number> {
  const userIds = [...new Set(notice.userIds)];
  if (userIds.length === 0) return 0;
  const chosen = await choices(db, notice.kind, userIds);
  const defaults = defaultsOf(notice.kind);
  const rows = userIds
    .map((userId) => {
      const choice = chosen.get(userId) ?? { inApp: defaults.in_app, email: defaults.email, push: defaults.push };
      return { userId, ...choice, push: pushing && choice.push };
    })
    .filter((row) => row.inApp || row.email !== 'off' || row.push);
  // The values alone: wording.ts words them in each reader's language when they are shown or sent.
  const data = JSON.stringify({ path: notice.path, say: notice.say });
  // A club digest is the week's gathering already: its mail goes when it is made.
  const mailed = (email: EmailChoice): string | null => (email === 'off' ? null : notice.kind === 'club_digest' ? 'instant' : email);
  let made = 0;
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const chunk = rows.slice(start, start + rowsPerStatement);
    // ?1 kind, ?2 event id, ?3 data, ?4 created; then an id, a person, in_app and email per row.
    const values = chunk.map((_, i) => `(?${5 + 4 * i}, ?${6 + 4 * i}, ?1, ?2, ?3, ?4, ?${7 + 4 * i}, ?${8 + 4 * i})`);
    made += await db.run(
      `INSERT INTO notifications (id, user_id, kind, event_id, data, created_at, in_app, email) VALUES ${values.join(', ')}
       ON CONFLICT (user_id, event_id) DO NOTHING`,
      notice.kind,
      event.id,
      data,
      event.created_at,
      ...chunk.flatMap((row) => [newId('ntf'), row.userId, row.inApp ? 1 : 0, mailed(row.email)]),
    );
    const pushed = chunk.filter((row) => row.push).map((row) => row.userId);
    if (pushed.length > 0)
      await db.run(
        `INSERT INTO push_deliveries (notification_pk, subscription_pk, attempts, next_attempt_at)
         SELECT n.pk, s.pk, 0, ? FROM notifications n JOIN push_subscriptions s ON s.user_id = n.user_id
         WHERE n.event_id = ? AND n.user_id IN (${pushed.map(() => '?').join(', ')})
         ON CONFLICT (notification_pk, subscription_pk) DO NOTHING`,
        event.created_at,
        event.id,
        ...pushed,
      );
  }
  return made;
}

/**
 * One write moves a diver on several boards at once (overall and per species, all-time and
 * per season, by weight and by count): one notice per diver and write, naming the boards,
 * not one per board. A write's events share their time and follow each other.
 */
function mergeBoardNotices(made: { event: PendingEvent; notices: Notice[] }[]): { event: PendingEvent; notice: Notice }[] {
  const out: { event: PendingEvent; notice: Notice }[] = [];
  const boards = new Map<string, Notice & { kind: 'board_overtaken' }>();
  for (const { event, notices } of made)
    for (const notice of notices) {
      if (notice.kind !== 'board_overtaken') {
        out.push({ event, notice });
        continue;
      }
      const key = `${notice.userIds[0]} ${event.created_at}`;
      const first = boards.get(key);
      if (first) first.say.boards.push(...notice.say.boards);
      else {
        const merged = { ...notice, say: { boards: [...notice.say.boards] } };
        boards.set(key, merged);
        out.push({ event, notice: merged });
      }
    }
  return out;
}

/**
 * One round: up to `batchSize` pending events made into notifications, in one transaction.
 * `pushing`: push is on here (a secret key seals the VAPID keys), so pushed notifications get
 * their deliveries. Resolves to how many events it took (0: none was pending, or others hold them).
 */
export async function notifyRound(db: Store, pushing = false): Promise<number> {
  return db.transaction(
    async (tx) => {
      const events = await tx.all<PendingEvent>(
        `SELECT e.pk, e.id, e.type, e.data, e.created_at FROM events e WHERE e.notify_pending IS NOT NULL
         ORDER BY e.notify_pending, e.pk LIMIT ? ${tx.dialect.claimRows('e')}`,
        batchSize,
      );
      if (events.length === 0) return 0;
      const made: { event: PendingEvent; notices: Notice[] }[] = [];
      for (const event of events) made.push({ event, notices: await noticesOf(tx, event) });
      for (const { event, notice } of mergeBoardNotices(made)) await insertNotifications(tx, event, notice, pushing);
      await tx.run(
        `UPDATE events SET notify_pending = NULL WHERE pk IN (${events.map(() => '?').join(', ')})`,
        ...events.map((event) => event.pk),
      );
      return events.length;
    },
    // Each statement sees what is committed; the claimed events are locked, and the unique index guards the rest.
    { isolation: 'read committed' },
  );
}

export interface NotifierDeps {
  db: Store;
  log: (entry: Record<string, unknown>) => void;
  /** Where mail goes from; without it, notifications stay in the app. */
  mailing?: MailingDeps;
  /** How Web Push is sent; without it (no secret key), nothing is pushed. */
  push?: PushDeps;
  /** The club's settings now: its name heads the admins' weekly digest. */
  club: () => Promise<ClubSettings>;
  /** Unix seconds. */
  now: () => number;
  /** How often to look for events other instances wrote. */
  pollMs?: number;
}

/** Digests that came due are looked for this often; instant mail goes after each round that made notifications. */
const mailEverySeconds = 60;
/**
 * A burst of writes goes first: the notifier runs once events have stopped coming for
 * `settleMs`, and `settleAtMostMs` after the first of them at the latest, so that making,
 * mailing and pushing never compete with the writes that cause them (docs/benchmarks.md).
 */
const settleMs = 250;
const settleAtMostMs = 2000;

export class Notifier {
  private running: Promise<void> = Promise.resolve();
  private queued = false;
  private stopping = false;
  private poller: ReturnType<typeof setInterval> | null = null;
  private unsubscribe: (() => void) | null = null;
  private lastMail = 0;
  private lastDigest = 0;
  private settling: { timer: ReturnType<typeof setTimeout>; since: number } | null = null;

  constructor(private readonly deps: NotifierDeps) {}

  /** Starts waking on events and every pollMs; after stop(), starts again. */
  start(): void {
    this.stopping = false;
    this.unsubscribe = onNotifiableEvents(this.deps.db, () => this.wake());
    this.poller = setInterval(() => this.wake(), this.deps.pollMs ?? 2000);
    this.wake();
  }

  /** Runs rounds once the writes settle (settleMs), until none is pending: many wake-ups make one run. */
  wake(): void {
    if (this.stopping) return;
    const now = performance.now();
    const since = this.settling?.since ?? now;
    if (this.settling) clearTimeout(this.settling.timer);
    const wait = Math.max(0, Math.min(settleMs, since + settleAtMostMs - now));
    this.settling = { timer: setTimeout(() => this.run(), wait), since };
  }

  private run(): void {
    this.settling = null;
    if (this.stopping || this.queued) return;
    this.queued = true;
    this.running = this.running.then(async () => {
      this.queued = false;
      await this.drain();
    });
  }

  /** Rounds until nothing is pending, then the mail and the pushes that are due; never rejects. */
  async drain(): Promise<void> {
    try {
      let took = 0;
      const pushing = this.deps.push !== undefined;
      const started = this.deps.now();
      // The last week's digest for the admins, once: one instance's insert wins (digest.ts).
      if (started - this.lastDigest >= mailEverySeconds) {
        this.lastDigest = started;
        await recordClubDigest(this.deps.db, await this.deps.club(), started);
      }
      for (let n = await notifyRound(this.deps.db, pushing); n > 0 && !this.stopping; n = await notifyRound(this.deps.db, pushing))
        took += n;
      const now = this.deps.now();
      if (this.deps.mailing && (took > 0 || now - this.lastMail >= mailEverySeconds)) {
        this.lastMail = now;
        await mailRound(this.deps.mailing, now);
      }
    } catch (error) {
      this.deps.log({ level: 'error', msg: 'notifications failed', error: String(error) });
    }
    if (!this.deps.push) return;
    try {
      // Each claimed delivery moves a lease or a retry ahead: the rounds end once none is due.
      const now = this.deps.now();
      while ((await pushRound(this.deps.push, now)) > 0 && !this.stopping);
    } catch (error) {
      this.deps.log({ level: 'error', msg: 'push failed', error: String(error) });
    }
  }

  /** Stops waking and waits for the round under way. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.poller) clearInterval(this.poller);
    if (this.settling) clearTimeout(this.settling.timer);
    this.unsubscribe?.();
    await this.running;
  }
}
