// What waits for a person: the count of unread notifications every page's bell shows
// (the notifications themselves are modules/notifications').

import type { Sql } from '../db/store';

/** Counted up to here: the bell shows "99+" beyond 99. */
export const unreadCap = 100;

/** The person's unread notifications, up to `unreadCap` (one walk of a partial index). */
export async function unreadNotifications(db: Sql, userId: string): Promise<number> {
  return (await db.get<{ n: number }>(
    'SELECT count(*) AS n FROM (SELECT 1 FROM notifications WHERE user_id = ? AND read_at IS NULL AND in_app = 1 LIMIT ?) unread',
    userId,
    unreadCap,
  ))!.n;
}
