// People: created by `catchd users create`, `catchd keys create`, imports and sign-up.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { newId } from '../../lib/ids';
import type { Role } from '../auth/scopes';

export type UserRow = typeof users.$inferSelect;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(text: string): boolean {
  return text.length <= 254 && emailPattern.test(text.trim());
}

export function findUserByEmail(db: Db, email: string): UserRow | undefined {
  return db.select().from(users).where(eq(users.email, normalizeEmail(email))).get();
}

export function findUserById(db: Db, id: string): UserRow | undefined {
  return db.select().from(users).where(eq(users.id, id)).get();
}

export interface UpsertUserInput {
  email: string;
  role?: Role;
  displayName?: string;
  /** Already hashed (Bun.password.hash is async; hash before calling). */
  passwordHash?: string;
}

/**
 * Creates the user, or updates role, display name and password of an existing one.
 * A new user without a role is a diver; without a name, the part of the email before @.
 */
export function upsertUser(db: Db, input: UpsertUserInput, now: number): { user: UserRow; created: boolean } {
  const email = normalizeEmail(input.email);
  const existing = findUserByEmail(db, email);
  if (existing) {
    const changes: Partial<UserRow> = {};
    if (input.role && input.role !== existing.role) changes.role = input.role;
    if (input.displayName && input.displayName !== existing.displayName) changes.displayName = input.displayName;
    if (input.passwordHash) changes.passwordHash = input.passwordHash;
    if (Object.keys(changes).length === 0) return { user: existing, created: false };
    const user = db.update(users).set({ ...changes, updatedAt: now }).where(eq(users.id, existing.id)).returning().get();
    return { user, created: false };
  }
  const user = db
    .insert(users)
    .values({
      id: newId('usr'),
      email,
      displayName: input.displayName || email.split('@')[0],
      role: input.role ?? 'diver',
      passwordHash: input.passwordHash ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get();
  return { user, created: true };
}
