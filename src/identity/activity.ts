// What happened to a person's account, for them (GET /v1/me/activity, /account) and for admins
// (the people page): recorded where it happens, in the same transaction as the change.
import { newestFirstPage, pagingErrors, type Page, type PageRequest } from '../db/paging';
import type { Sql } from '../db/store';
import { newId } from '../lib/ids';
import { ValidationFailed } from '../lib/problem';

export const accountEventTypes = [
  'sign_in',
  'sign_in_failed',
  'password_changed',
  'password_reset',
  'email_change_requested',
  'email_changed',
  'display_name_changed',
  'role_changed',
  'session_ended',
  'sessions_ended',
  'passkey_added',
  'passkey_removed',
  'second_factor_added',
  'second_factor_removed',
  'recovery_code_used',
] as const;

export type AccountEventType = (typeof accountEventTypes)[number];

/** Where a request came from; null where unknown (the CLI, an admin's change). */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export const noClient: ClientInfo = { ip: null, userAgent: null };

export interface AccountEvent {
  id: string;
  type: AccountEventType;
  ip: string | null;
  userAgent: string | null;
  data: Record<string, string>;
  createdAt: number;
}

export async function recordAccountEvent(
  db: Sql,
  userId: string,
  type: AccountEventType,
  client: ClientInfo,
  now: number,
  data: Record<string, string> = {},
): Promise<void> {
  await db.run(
    'INSERT INTO account_events (id, user_id, type, ip, user_agent, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    newId('act'),
    userId,
    type,
    client.ip,
    client.userAgent,
    JSON.stringify(data),
    now,
  );
}

interface AccountEventRow {
  id: string;
  type: AccountEventType;
  ip: string | null;
  user_agent: string | null;
  data: string;
  created_at: number;
}

/** One page of a person's account events, newest first (by page number or after an event id). */
export async function listAccountEvents(db: Sql, userId: string, request: PageRequest): Promise<Page<AccountEvent>> {
  const errors = pagingErrors(request);
  let cursorPk: number | null = null;
  if (request.after !== undefined) {
    cursorPk =
      (await db.get<{ pk: number }>('SELECT pk FROM account_events WHERE id = ? AND user_id = ?', request.after, userId))?.pk ?? null;
    if (cursorPk === null) errors.push({ field: 'after', message: 'is not the id of an event of this account' });
  }
  if (errors.length > 0) throw new ValidationFailed(errors);
  const page = await newestFirstPage<AccountEventRow>(db, {
    ...request,
    select: 'SELECT id, type, ip, user_agent, data, created_at FROM account_events',
    from: 'FROM account_events',
    pk: 'pk',
    where: ['user_id = ?'],
    params: [userId],
    cursorPk,
  });
  return {
    ...page,
    data: page.data.map((row) => ({
      id: row.id,
      type: row.type,
      ip: row.ip,
      userAgent: row.user_agent,
      data: JSON.parse(row.data) as Record<string, string>,
      createdAt: Number(row.created_at),
    })),
  };
}
