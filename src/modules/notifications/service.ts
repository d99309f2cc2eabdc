// A person's notifications (newest first, read or not) and their choices per kind.
import { newestFirstPage, pagingErrors, type Page, type PageRequest } from '../../db/paging';
import type { Sql } from '../../db/store';
import { ValidationFailed } from '../../lib/problem';
import { toIso } from '../../lib/time';
import { defaultsOf, notificationKinds, type Channels, type EmailChoice, type NotificationKind } from './kinds';
import type { ClubSettings } from '../../identity/club-settings';
import { type Reading, readingOf, wordNotification } from './wording';

export interface NotificationView {
  id: string;
  object: 'notification';
  kind: NotificationKind;
  title: string;
  text: string;
  /** The page it opens, on this server. */
  path: string;
  read: boolean;
  created_at: string;
}

interface NotificationRow {
  id: string;
  kind: NotificationKind;
  data: string;
  read_at: number | null;
  created_at: number;
}

/** A notification as `reading`'s reader reads it. */
function present(row: NotificationRow, reading: Reading): NotificationView {
  const { title, text, path } = wordNotification(row.kind, row.data, reading);
  return {
    id: row.id,
    object: 'notification',
    kind: row.kind,
    title,
    text,
    path,
    read: row.read_at !== null,
    created_at: toIso(row.created_at),
  };
}

export interface NotificationListQuery extends PageRequest {
  unread?: boolean;
}

/** The person's notifications, worded for `reading` (the page's language, or the person's own for the API). */
export async function listNotifications(
  db: Sql,
  userId: string,
  query: NotificationListQuery,
  reading: Reading,
): Promise<Page<NotificationView>> {
  const errors = pagingErrors(query);
  let cursorPk: number | null = null;
  if (query.after !== undefined) {
    cursorPk =
      (await db.get<{ pk: number }>('SELECT pk FROM notifications WHERE id = ? AND user_id = ? AND in_app = 1', query.after, userId))?.pk ??
      null;
    if (cursorPk === null) errors.push({ field: 'after', message: 'is not the id of one of your notifications' });
  }
  if (errors.length > 0) throw new ValidationFailed(errors);
  const where = ['user_id = ?', 'in_app = 1', ...(query.unread ? ['read_at IS NULL'] : [])];
  const page = await newestFirstPage<NotificationRow>(db, {
    ...query,
    select: 'SELECT pk, id, kind, data, read_at, created_at FROM notifications',
    from: 'FROM notifications',
    pk: 'pk',
    where,
    params: [userId],
    cursorPk,
  });
  return { ...page, data: page.data.map((row) => present(row, reading)) };
}

/** How the person reads their notifications away from a page (the API, mail, push): their language and units, else the club's. */
export async function personReading(db: Sql, userId: string, club: ClubSettings): Promise<Reading> {
  const person = await db.get<{ language: string | null; units: string | null }>('SELECT language, units FROM users WHERE id = ?', userId);
  return readingOf(person ?? { language: null, units: null }, club);
}

/** Marks these of the person's notifications read (ids of others' are ignored); `all`: every one. */
export async function markRead(db: Sql, userId: string, which: { ids?: string[]; all?: boolean }, now: number): Promise<number> {
  if (!which.all && (which.ids === undefined || which.ids.length === 0))
    throw new ValidationFailed([{ field: 'ids', message: 'give the ids to mark read, or all: true' }]);
  return db.transaction((tx) =>
    which.all
      ? tx.run('UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL', now, userId)
      : tx.run(
          `UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL AND id IN (${which.ids!.map(() => '?').join(', ')})`,
          now,
          userId,
          ...which.ids!,
        ),
  );
}

/** The notification's page, once it is marked read; null when it is not the person's. */
export async function openNotification(db: Sql, userId: string, id: string, now: number): Promise<string | null> {
  const row = await db.get<NotificationRow>(
    'SELECT id, kind, data, read_at, created_at FROM notifications WHERE id = ? AND user_id = ? AND in_app = 1',
    id,
    userId,
  );
  if (!row) return null;
  if (row.read_at === null) await markRead(db, userId, { ids: [id] }, now);
  return (JSON.parse(row.data) as { path: string }).path;
}

export type NotificationSettings = Record<NotificationKind, Channels>;

/** Every kind's channels: the person's choice, else the default. */
export async function notificationSettings(db: Sql, userId: string): Promise<NotificationSettings> {
  const rows = await db.all<{ kind: string; in_app: number; email: EmailChoice; push: number }>(
    'SELECT kind, in_app, email, push FROM notification_settings WHERE user_id = ?',
    userId,
  );
  const chosen = new Map(rows.map((row) => [row.kind, { in_app: row.in_app === 1, email: row.email, push: row.push === 1 }]));
  return Object.fromEntries(notificationKinds.map((kind) => [kind, chosen.get(kind) ?? defaultsOf(kind)])) as NotificationSettings;
}

export type NotificationSettingsUpdate = Partial<Record<NotificationKind, Partial<Channels>>>;

/** Changes the channels named, kind by kind; the others stay. Resolves to every kind's channels. */
export async function updateNotificationSettings(
  db: Sql,
  userId: string,
  update: NotificationSettingsUpdate,
  now: number,
): Promise<NotificationSettings> {
  await db.transaction(async (tx) => {
    const current = await notificationSettings(tx, userId);
    for (const kind of notificationKinds) {
      const change = update[kind];
      if (!change) continue;
      const next = { ...current[kind], ...change };
      await tx.run(
        `INSERT INTO notification_settings (user_id, kind, in_app, email, push, updated_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (user_id, kind) DO UPDATE SET in_app = excluded.in_app, email = excluded.email, push = excluded.push, updated_at = excluded.updated_at`,
        userId,
        kind,
        next.in_app ? 1 : 0,
        next.email,
        next.push ? 1 : 0,
        now,
      );
    }
  });
  return notificationSettings(db, userId);
}
