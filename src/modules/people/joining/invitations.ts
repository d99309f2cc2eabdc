// Invitations: an admin invites an address with a role; the link works once, for seven days.
// One pending invitation per address (inviting again replaces the link); accepting deletes
// the invitation in the transaction that creates the person, so a link cannot be used twice,
// not even by two instances at the same moment.
import type { SignupMode } from '../../../config';
import type { Page } from '../../../db/paging';
import type { Sql } from '../../../db/store';
import { isId, newId } from '../../../lib/ids';
import { Conflict, HttpError, NotFound, ValidationFailed } from '../../../lib/problem';
import { newSecret, sha256Hex, type RandomBytes } from '../../../lib/secrets';
import { toIso } from '../../../lib/time';
import { isMemberRole, roles, type MemberRole, type Role } from '../../../identity/scopes';
import { findUserByEmail, isEmail, normalizeEmail, upsertUser } from '../../../identity/people';
import { userColumns, type UserRow } from '../../../identity/person';
import { LinkNotValid, maxSecretLength } from './links';

const invitationLifetimeSeconds = 7 * 24 * 3600;

export interface InvitationRow {
  id: string;
  email: string;
  role: MemberRole;
  token_hash: string;
  invited_by: string | null;
  created_at: number;
  expires_at: number;
}

interface InvitationView {
  id: string;
  object: 'invitation';
  email: string;
  role: MemberRole;
  state: 'pending' | 'expired';
  invited_by: string | null;
  created_at: string;
  expires_at: string;
}

export function presentInvitation(row: InvitationRow, now: number): InvitationView {
  return {
    id: row.id,
    object: 'invitation',
    email: row.email,
    role: row.role,
    state: row.expires_at > now ? 'pending' : 'expired',
    invited_by: row.invited_by,
    created_at: toIso(row.created_at),
    expires_at: toIso(row.expires_at),
  };
}

export interface Admin {
  userId: string;
  role: Role;
}

class InvitationsAdminsOnly extends HttpError {
  constructor() {
    super(403, 'forbidden', 'Only administrators invite people.');
  }
}

class JoiningClosed extends HttpError {
  constructor() {
    super(
      403,
      'joining_closed',
      'Nobody joins this installation at the moment (CATCHD_SIGNUP=closed); an admin may still add people on the people page.',
    );
  }
}

function assertAdmin(person: Admin): void {
  if (person.role !== 'admin') throw new InvitationsAdminsOnly();
}

interface InvitationInput {
  email: string;
  role: string;
}

export interface Invited {
  row: InvitationRow;
  /** The link's secret: mailed, or shown to the admin to pass on. */
  secret: string;
}

/** Invites (or invites again, with a new link and role) an address nobody has yet. */
export async function createInvitation(
  db: Sql,
  mode: SignupMode,
  admin: Admin,
  input: InvitationInput,
  now: number,
  randomBytes: RandomBytes,
): Promise<Invited> {
  assertAdmin(admin);
  if (mode === 'closed') throw new JoiningClosed();
  const errors = [];
  if (!isEmail(input.email)) errors.push({ field: 'email', message: 'must be an email address' });
  if (!isMemberRole(input.role)) errors.push({ field: 'role', message: `must be one of ${roles.join(', ')}` });
  if (errors.length > 0) throw new ValidationFailed(errors);
  const email = normalizeEmail(input.email);
  const secret = newSecret('cdi_', randomBytes, 32);
  const row = await db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) throw new Conflict('Someone already has an account with this email.', 'user_exists');
    return (await tx.get<InvitationRow>(
      `INSERT INTO invitations (id, email, role, token_hash, invited_by, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (email) DO UPDATE SET role = excluded.role, token_hash = excluded.token_hash, invited_by = excluded.invited_by,
         created_at = excluded.created_at, expires_at = excluded.expires_at
       RETURNING *`,
      newId('inv'),
      email,
      input.role,
      sha256Hex(secret),
      admin.userId,
      now,
      now + invitationLifetimeSeconds,
    ))!;
  });
  return { row, secret };
}

/** One invitation, for admins. */
export async function readInvitation(db: Sql, admin: Admin, id: string): Promise<InvitationRow> {
  assertAdmin(admin);
  return findInvitation(db, id);
}

async function findInvitation(db: Sql, id: string): Promise<InvitationRow> {
  const row = isId('inv', id) ? await db.get<InvitationRow>('SELECT * FROM invitations WHERE id = ?', id) : undefined;
  if (!row) throw new NotFound('The invitation');
  return row;
}

/** A new link (the old one stops working) and seven more days. */
export async function renewInvitation(
  db: Sql,
  mode: SignupMode,
  admin: Admin,
  id: string,
  now: number,
  randomBytes: RandomBytes,
): Promise<Invited> {
  assertAdmin(admin);
  const row = await findInvitation(db, id);
  return createInvitation(db, mode, admin, { email: row.email, role: row.role }, now, randomBytes);
}

export async function revokeInvitation(db: Sql, admin: Admin, id: string): Promise<void> {
  assertAdmin(admin);
  await findInvitation(db, id);
  await db.transaction((tx) => tx.run('DELETE FROM invitations WHERE id = ?', id));
}

/** Every invitation not yet accepted, newest first (expired ones too, until revoked or renewed). */
export async function listInvitations(
  db: Sql,
  admin: Admin,
  query: { page?: number; per_page?: number },
  now: number,
): Promise<Page<InvitationView>> {
  assertAdmin(admin);
  const perPage = query.per_page ?? 20;
  const page = query.page ?? 1;
  const total = Number((await db.get<{ n: number }>('SELECT count(*) AS n FROM invitations'))!.n);
  const rows = await db.all<InvitationRow>(
    'SELECT * FROM invitations ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
    perPage,
    (page - 1) * perPage,
  );
  return { data: rows.map((row) => presentInvitation(row, now)), total, page, perPage, hasMore: page * perPage < total };
}

/**
 * An invitation holds only while whoever sent it is still an admin who can sign in: demoting,
 * disabling or deleting an admin stops their pending links. Checked whenever a link is used,
 * so it needs nothing done at demotion (and a role given back makes the links work again).
 */
const inviterStillAdmin = `EXISTS (SELECT 1 FROM users a WHERE a.id = invitations.invited_by AND a.role = 'admin' AND a.disabled_at IS NULL)`;

/** The pending invitation a link's secret opens, or LinkNotValid. */
export async function openInvitation(db: Sql, mode: SignupMode, secret: string, now: number): Promise<InvitationRow> {
  const row =
    secret.length <= maxSecretLength
      ? await db.get<InvitationRow>(
          `SELECT * FROM invitations WHERE token_hash = ? AND expires_at > ? AND ${inviterStillAdmin}`,
          sha256Hex(secret),
          now,
        )
      : undefined;
  if (!row) throw new LinkNotValid('invitation');
  if (mode === 'closed') throw new JoiningClosed();
  return row;
}

interface Acceptance {
  displayName: string;
  /** Already hashed, before the transaction. */
  passwordHash: string;
  /** The link came by mail to the invited address (invitations are mailed wherever there is mail): the address is confirmed. */
  mailed: boolean;
}

/** Spends the link and creates the person with the invited role, in one transaction. */
export async function acceptInvitation(db: Sql, mode: SignupMode, secret: string, acceptance: Acceptance, now: number): Promise<UserRow> {
  if (mode === 'closed') throw new JoiningClosed();
  if (secret.length > maxSecretLength) throw new LinkNotValid('invitation');
  return db.transaction(async (tx) => {
    const row = await tx.get<InvitationRow>(
      `DELETE FROM invitations WHERE token_hash = ? AND expires_at > ? AND ${inviterStillAdmin} RETURNING *`,
      sha256Hex(secret),
      now,
    );
    if (!row) throw new LinkNotValid('invitation');
    if (await findUserByEmail(tx, row.email))
      throw new Conflict('Someone already has an account with this email: sign in instead.', 'user_exists');
    const person = {
      email: row.email,
      role: row.role,
      displayName: acceptance.displayName || undefined,
      passwordHash: acceptance.passwordHash,
    };
    const { user } = await upsertUser(tx, person, now);
    if (!acceptance.mailed) return user;
    return (await tx.get<UserRow>(`UPDATE users SET email_confirmed_at = ? WHERE id = ? RETURNING ${userColumns()}`, now, user.id))!;
  });
}
