// The person behind a request, as every layer above sees them: their stored row and how
// catches are shown to them.
import type { users } from '../db/schema';
import type { Role } from './scopes';

export type UserRow = typeof users.$inferSelect;

/** The columns of `users`, read through `alias`, as a UserRow. */
export function userColumns(alias = 'users'): string {
  return [
    'id',
    'email',
    'display_name AS "displayName"',
    'role',
    'password_hash AS "passwordHash"',
    'disabled_at AS "disabledAt"',
    'email_confirmed_at AS "emailConfirmedAt"',
    'units',
    'time_zone AS "timeZone"',
    'language',
    'created_at AS "createdAt"',
    'updated_at AS "updatedAt"',
  ]
    .map((column) => `${alias}.${column}`)
    .join(', ');
}
/** Who is looking at a catch: the person and their role. */
export interface Viewer {
  userId: string;
  role: Role;
}
