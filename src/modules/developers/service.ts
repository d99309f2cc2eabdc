// Early access to the developer features: who may create API keys and register OAuth apps.
// The operator picks the mode (approval, open, closed) and the scopes developers may hand out;
// people apply, admins decide. Admins, and the operator's command line, are never gated.
import type { DeveloperAccessMode } from '../../config';
import type { MailMessage } from '../../lib/mailer';
import type { Language } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import type { Page } from '../../db/paging';
import type { Sql } from '../../db/store';
import { isId, newId } from '../../lib/ids';
import { Conflict, HttpError, NotFound } from '../../lib/problem';
import { newSecret, sha256Hex, type RandomBytes } from '../../lib/secrets';
import { toIso } from '../../lib/time';
import type { Role } from '../../identity/scopes';
import {
  developerStanding,
  type ApplicationState,
  type DeveloperPolicy,
  type DeveloperStanding,
  type Person,
} from '../../identity/developer-access';
import { createOAuthApp, updateOAuthApp, type AppInput, type AppRow } from './apps/service';
import { createApiKey, resolveRequestedScopes, type ApiKeyRow } from './keys/service';
import { checkedEmail } from '../../identity/people';
import { recordInternalEvent } from '../events/service';

interface ApplicationRow {
  id: string;
  user_id: string;
  name: string;
  email: string;
  building: string;
  state: ApplicationState;
  email_confirmed_at: number | null;
  confirm_token_hash: string | null;
  decided_at: number | null;
  decided_by: string | null;
  created_at: number;
  updated_at: number;
}

export interface ApplicationView {
  id: string;
  object: 'developer_application';
  user_id: string;
  name: string;
  email: string;
  building: string;
  state: ApplicationState;
  email_confirmed: boolean;
  decided_at: string | null;
  decided_by: string | null;
  created_at: string;
  updated_at: string;
}

export function presentApplication(row: ApplicationRow): ApplicationView {
  return {
    id: row.id,
    object: 'developer_application',
    user_id: row.user_id,
    name: row.name,
    email: row.email,
    building: row.building,
    state: row.state,
    email_confirmed: row.email_confirmed_at !== null,
    decided_at: row.decided_at === null ? null : toIso(row.decided_at),
    decided_by: row.decided_by,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  };
}

const standingDetail: Record<Exclude<DeveloperStanding, 'approved'>, { code: string; detail: string }> = {
  none: {
    code: 'developer_access_required',
    detail: 'API keys and OAuth apps are for approved developers: apply with POST /v1/developer-applications.',
  },
  requested: { code: 'developer_access_pending', detail: 'Your developer application is waiting for an administrator’s decision.' },
  declined: { code: 'developer_access_declined', detail: 'Your developer application was declined.' },
  closed: { code: 'developer_access_closed', detail: 'This installation does not give developer access at the moment.' },
};

/** 403 for anyone who may not create keys or register apps, with the reason in `code` and `developer_access`. */
export class DeveloperAccessDenied extends HttpError {
  readonly standing: Exclude<DeveloperStanding, 'approved'>;
  constructor(standing: Exclude<DeveloperStanding, 'approved'>) {
    const { code, detail } = standingDetail[standing];
    super(403, code, detail, { extensions: { developer_access: standing } });
    this.standing = standing;
  }
}

export class AdminsOnly extends HttpError {
  constructor() {
    super(403, 'forbidden', 'Only administrators decide developer applications.');
  }
}

const selectApplication = 'SELECT * FROM developer_applications';

async function applicationOfUser(db: Sql, userId: string): Promise<ApplicationRow | null> {
  return (await db.get<ApplicationRow>(`${selectApplication} WHERE user_id = ?`, userId)) ?? null;
}

export async function findApplication(db: Sql, id: string): Promise<ApplicationRow> {
  const row = isId('dap', id) ? await db.get<ApplicationRow>(`${selectApplication} WHERE id = ?`, id) : undefined;
  if (!row) throw new NotFound('The developer application');
  return row;
}

/** Where a person stands. Admins are always approved; `open` approves everyone, `closed` no one else. */
async function assertDeveloper(db: Sql, policy: DeveloperPolicy, person: Person): Promise<void> {
  const standing = await developerStanding(db, policy, person);
  if (standing !== 'approved') throw new DeveloperAccessDenied(standing);
}

interface ApplicationInput {
  name: string;
  email: string;
  building: string;
}

export interface Applied {
  row: ApplicationRow;
  /** Mailed to the applicant as a confirmation link; null without mail or when nothing needs confirming. */
  confirmToken: string | null;
}

class AlreadyApplied extends Conflict {
  constructor() {
    super('You have already applied; GET /v1/developer-access shows its state.', 'application_exists');
  }
}

/** Throws (429) when no more confirmation mail may go to this address (see mailing.ts). */
export type MailBudget = (email: string) => Promise<void>;

/**
 * One application per person; `open` approves it at once, `closed` refuses it. When it means
 * a confirmation mail, `mailBudget` may refuse it first (a second application never spends it).
 */
export async function applyForAccess(
  db: Sql,
  policy: DeveloperPolicy,
  userId: string,
  input: ApplicationInput,
  now: number,
  randomBytes: RandomBytes,
  mailBudget: MailBudget = async () => {},
): Promise<Applied> {
  if (policy.mode === 'closed') throw new DeveloperAccessDenied('closed');
  const email = checkedEmail(input.email);
  const state: ApplicationState = policy.mode === 'open' ? 'approved' : 'requested';
  const confirmToken = policy.mailConfigured && state === 'requested' ? newSecret('cdec_', randomBytes, 32) : null;
  if (confirmToken !== null) {
    if (await applicationOfUser(db, userId)) throw new AlreadyApplied();
    await mailBudget(email);
  }
  return db.transaction(async (tx) => {
    if (await tx.get('SELECT 1 FROM developer_applications WHERE user_id = ?', userId)) throw new AlreadyApplied();
    const row = (await tx.get<ApplicationRow>(
      `INSERT INTO developer_applications (id, user_id, name, email, building, state, email_confirmed_at, confirm_token_hash, decided_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
      newId('dap'),
      userId,
      input.name,
      email,
      input.building,
      state,
      policy.mailConfigured ? null : now,
      confirmToken === null ? null : sha256Hex(confirmToken),
      state === 'approved' ? now : null,
      now,
      now,
    ))!;
    // With mail, it waits for the admins once its address is confirmed (confirmApplicationEmail).
    if (state === 'requested' && !policy.mailConfigured) await applicationWaits(tx, row, now);
    return { row, confirmToken };
  });
}

/**
 * The mailed link's token marks the address confirmed (once; the token is then spent). Through
 * the API only the applicant's own credential may use it (`userId`); the link's page needs none.
 */
export async function confirmApplicationEmail(db: Sql, token: string, now: number, userId: string | null = null): Promise<ApplicationRow> {
  const row =
    token.length <= 200
      ? await db.transaction(async (tx) => {
          const confirmed = await tx.get<ApplicationRow>(
            `UPDATE developer_applications SET email_confirmed_at = ?, confirm_token_hash = NULL, updated_at = ?
             WHERE confirm_token_hash = ?${userId === null ? '' : ' AND user_id = ?'} RETURNING *`,
            now,
            now,
            sha256Hex(token),
            ...(userId === null ? [] : [userId]),
          );
          if (confirmed?.state === 'requested') await applicationWaits(tx, confirmed, now);
          return confirmed;
        })
      : undefined;
  if (!row) throw new NotFound('The confirmation link');
  return row;
}

/** The application now waits for an admin's decision: the admins' notification (internal event), in the same transaction. */
async function applicationWaits(tx: Sql, row: ApplicationRow, now: number): Promise<void> {
  await recordInternalEvent(
    tx,
    { type: 'developer_application.requested', subjectUserId: null, object: { application: { id: row.id, name: row.name } } },
    now,
  );
}

export interface ApplicationListQuery {
  state?: ApplicationState;
  page?: number;
  per_page?: number;
}

/** Every application (admins), newest first; `state=requested` is the waiting list. */
export async function listApplications(db: Sql, admin: Person, query: ApplicationListQuery): Promise<Page<ApplicationView>> {
  if (admin.role !== 'admin') throw new AdminsOnly();
  const filter = query.state ? 'WHERE state = ?' : '';
  const params = query.state ? [query.state] : [];
  const perPage = query.per_page ?? 20;
  const page = query.page ?? 1;
  const total = (await db.get<{ n: number }>(`SELECT COUNT(*) AS n FROM developer_applications ${filter}`, ...params))!.n;
  const rows = await db.all<ApplicationRow>(
    `${selectApplication} ${filter} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    ...params,
    perPage,
    (page - 1) * perPage,
  );
  return { data: rows.map(presentApplication), total, page, perPage, hasMore: page * perPage < total };
}

export type Decision = 'approved' | 'declined';

class EmailUnconfirmed extends Conflict {
  constructor() {
    super('The applicant has not confirmed their email address yet.', 'email_unconfirmed');
  }
}

/** What declining an approved developer takes away (none of it for an admin, who is never gated). */
export interface Withdrawn {
  /** API keys created since the approval (earlier ones were not the approval's: the operator's, say). */
  keys: number;
  /** OAuth apps disabled until an approval: no sign-ins, no new tokens. */
  apps: number;
  /** Authorizations of those apps (each person's, and the apps' own client_credentials), with every token. */
  grants: number;
}

export interface Decided {
  row: ApplicationRow;
  /** Null unless an approved developer was declined. */
  withdrawn: Withdrawn | null;
}

const nothingWithdrawn: Withdrawn = { keys: 0, apps: 0, grants: 0 };

async function isAdmin(db: Sql, userId: string): Promise<boolean> {
  return (await db.get<{ role: Role }>('SELECT role FROM users WHERE id = ?', userId))?.role === 'admin';
}

/** What declining the (approved) application would withdraw now: the admin's page says so before the click. */
export async function declineWithdraws(db: Sql, row: ApplicationRow): Promise<Withdrawn> {
  if (row.state !== 'approved' || (await isAdmin(db, row.user_id))) return nothingWithdrawn;
  const count = async (sql: string, ...params: (string | number)[]) => (await db.get<{ n: number }>(sql, ...params))!.n;
  return {
    keys: await count(
      'SELECT COUNT(*) AS n FROM api_keys WHERE user_id = ? AND revoked_at IS NULL AND created_at >= ?',
      row.user_id,
      row.decided_at ?? 0,
    ),
    apps: await count('SELECT COUNT(*) AS n FROM oauth_apps WHERE owner_id = ? AND disabled_at IS NULL', row.user_id),
    grants: await count(
      'SELECT COUNT(*) AS n FROM oauth_grants WHERE revoked_at IS NULL AND app_id IN (SELECT id FROM oauth_apps WHERE owner_id = ?)',
      row.user_id,
    ),
  };
}

/**
 * Takes back what the approval gave, in the caller's transaction: the keys created since, the
 * apps, their grants, tokens and unused codes. Each key lookup is cached per data version, and
 * this write changes it (on every instance), so a revoked key is refused on the next request.
 */
async function withdrawAccess(tx: Sql, current: ApplicationRow, now: number): Promise<Withdrawn> {
  if (await isAdmin(tx, current.user_id)) return nothingWithdrawn;
  const ownApps = 'SELECT id FROM oauth_apps WHERE owner_id = ?';
  const userId = current.user_id;
  const withdrawn: Withdrawn = {
    keys: await tx.run(
      'UPDATE api_keys SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND created_at >= ?',
      now,
      userId,
      current.decided_at ?? 0,
    ),
    apps: await tx.run(
      'UPDATE oauth_apps SET disabled_at = ?, updated_at = ? WHERE owner_id = ? AND disabled_at IS NULL',
      now,
      now,
      userId,
    ),
    grants: await tx.run(`UPDATE oauth_grants SET revoked_at = ? WHERE revoked_at IS NULL AND app_id IN (${ownApps})`, now, userId),
  };
  await tx.run(
    `UPDATE oauth_tokens SET revoked_at = ? WHERE revoked_at IS NULL AND grant_id IN (SELECT id FROM oauth_grants WHERE app_id IN (${ownApps}))`,
    now,
    userId,
  );
  await tx.run(`DELETE FROM oauth_codes WHERE app_id IN (${ownApps})`, userId);
  return withdrawn;
}

/**
 * An admin approves or declines (and may change a decision later). Declining an approved
 * developer withdraws their keys, apps and tokens in the same transaction; approving again
 * enables the apps (people authorise them anew; revoked keys and tokens stay revoked).
 */
export async function decideApplication(
  db: Sql,
  policy: DeveloperPolicy,
  admin: Person,
  id: string,
  decision: Decision,
  now: number,
): Promise<Decided> {
  if (admin.role !== 'admin') throw new AdminsOnly();
  return db.transaction(async (tx) => {
    const current = await findApplication(tx, id);
    if (decision === 'approved' && policy.mailConfigured && current.email_confirmed_at === null) throw new EmailUnconfirmed();
    const withdrawn = decision === 'declined' && current.state === 'approved' ? await withdrawAccess(tx, current, now) : null;
    if (decision === 'approved')
      await tx.run(
        'UPDATE oauth_apps SET disabled_at = NULL, updated_at = ? WHERE owner_id = ? AND disabled_at IS NOT NULL',
        now,
        current.user_id,
      );
    const row = (await tx.get<ApplicationRow>(
      'UPDATE developer_applications SET state = ?, decided_at = ?, decided_by = ?, updated_at = ? WHERE id = ? RETURNING *',
      decision,
      now,
      admin.userId,
      now,
      id,
    ))!;
    return { row, withdrawn };
  });
}

/** The scopes a developer asked for, within the role and the operator's developer scopes (422 beyond). */
export function developerScopes(policy: DeveloperPolicy, person: Person, requested: string[]): string[] {
  const withinRole = resolveRequestedScopes(requested, person.role);
  if (person.role === 'admin') return withinRole;
  const allowed = new Set<string>(policy.scopes);
  if (requested.length === 1 && requested[0] === 'all') {
    const granted = withinRole.filter((s) => allowed.has(s));
    if (granted.length === 0) throw new DeveloperScopesRefused(withinRole);
    return granted;
  }
  const beyond = withinRole.filter((s) => !allowed.has(s));
  if (beyond.length > 0) throw new DeveloperScopesRefused(beyond);
  return withinRole;
}

class DeveloperScopesRefused extends HttpError {
  constructor(scopes: string[]) {
    super(422, 'validation_failed', `Developers may not hand out ${scopes.join(', ')} here.`, {
      errors: [{ field: 'scopes', message: `not allowed for developers on this installation: ${scopes.join(', ')}` }],
    });
  }
}

interface DeveloperKeyInput {
  name: string;
  scopes: string[];
  expiresAt: number | null;
}

/** A developer's own API key (self-service); the operator's `catchd keys create` is not gated. */
export async function createDeveloperKey(
  db: Sql,
  policy: DeveloperPolicy,
  person: Person,
  input: DeveloperKeyInput,
  now: number,
  randomBytes: RandomBytes,
): Promise<{ row: ApiKeyRow; secret: string }> {
  await assertDeveloper(db, policy, person);
  const scopes = developerScopes(policy, person, input.scopes);
  return createApiKey(
    db,
    { userId: person.userId, role: person.role, name: input.name, scopes, expiresAt: input.expiresAt },
    now,
    randomBytes,
  );
}

export async function registerDeveloperApp(
  db: Sql,
  policy: DeveloperPolicy,
  person: Person,
  input: AppInput,
  now: number,
  randomBytes: RandomBytes,
): Promise<{ row: AppRow; secret: string | null }> {
  await assertDeveloper(db, policy, person);
  return createOAuthApp(db, person, { ...input, scopes: developerScopes(policy, person, input.scopes) }, now, randomBytes);
}

/** Changing an app's scopes stays within the developer scopes too. */
export async function changeDeveloperApp(
  db: Sql,
  policy: DeveloperPolicy,
  person: Person,
  appId: string,
  changes: Partial<Omit<AppInput, 'type'>>,
  now: number,
): Promise<AppRow> {
  const scopes = changes.scopes === undefined ? undefined : developerScopes(policy, person, changes.scopes);
  return updateOAuthApp(db, person, appId, { ...changes, scopes }, now);
}

interface DeveloperAccessView {
  object: 'developer_access';
  state: DeveloperStanding;
  mode: DeveloperAccessMode;
  scopes: string[];
  application: ApplicationView | null;
}

/** The caller's standing, their application, and the scopes they could hand out. */
export async function developerAccessOf(db: Sql, policy: DeveloperPolicy, person: Person): Promise<DeveloperAccessView> {
  const application = await applicationOfUser(db, person.userId);
  const withinRole = resolveRequestedScopes(['all'], person.role);
  return {
    object: 'developer_access',
    state: await developerStanding(db, policy, person),
    mode: policy.mode,
    scopes: person.role === 'admin' ? withinRole : withinRole.filter((s) => policy.scopes.includes(s)),
    application: application ? presentApplication(application) : null,
  };
}

/** An application its applicant or an admin may read; anyone else gets 404. */
export async function visibleApplication(db: Sql, person: Person, id: string): Promise<ApplicationRow> {
  const row = await findApplication(db, id);
  if (person.role !== 'admin' && row.user_id !== person.userId) throw new NotFound('The developer application');
  return row;
}

// Mails carry only fixed text and links: never what an applicant typed (name, what they build),
// or anyone could send chosen words, with this server as the sender, to any address.

/** The mail with the link that confirms an applicant's address, in `locale`. */
export function confirmationMail(row: ApplicationRow, link: string, locale: Language): MailMessage {
  const o = { locale };
  return { to: row.email, subject: m.dev_mail_confirm_subject({}, o), text: m.dev_mail_confirm_body({ link }, o) };
}

/** The mail that tells an applicant the decision, in `locale`. */
export function decisionMail(row: ApplicationRow, portalUrl: string, locale: Language): MailMessage {
  const o = { locale };
  return row.state === 'approved'
    ? { to: row.email, subject: m.dev_mail_approved_subject({}, o), text: m.dev_mail_approved_body({ link: portalUrl }, o) }
    : { to: row.email, subject: m.dev_mail_declined_subject({}, o), text: m.dev_mail_declined_body({}, o) };
}
