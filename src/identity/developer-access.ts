// Whether a person may use the developer features (API keys, OAuth apps): the operator's mode
// and, under approval, their application's state. Pages ask it of every visitor.
import type { DeveloperAccessMode } from '../config';
import type { Sql } from '../db/store';
import type { Role, Scope } from './scopes';

export const applicationStates = ['requested', 'approved', 'declined'] as const;
export type ApplicationState = (typeof applicationStates)[number];
/** Where a person stands: their application's state, `none` (never applied), or `closed` (no access for anyone but admins). */
export type DeveloperStanding = ApplicationState | 'none' | 'closed';

export interface DeveloperPolicy {
  mode: DeveloperAccessMode;
  scopes: readonly Scope[];
  /** With outgoing mail, an applicant confirms the address before an admin can approve. */
  mailConfigured: boolean;
}

export interface Person {
  userId: string;
  role: Role;
}

/** Where `person` stands: admins and the open mode are always approved. */
export async function developerStanding(db: Sql, policy: DeveloperPolicy, person: Person): Promise<DeveloperStanding> {
  if (person.role === 'admin' || policy.mode === 'open') return 'approved';
  if (policy.mode === 'closed') return 'closed';
  const row = await db.get<{ state: ApplicationState }>('SELECT state FROM developer_applications WHERE user_id = ?', person.userId);
  return row?.state ?? 'none';
}

export function developerPolicy(
  config: { developerAccess: DeveloperAccessMode; developerScopes: readonly Scope[] },
  mailConfigured = false,
): DeveloperPolicy {
  return { mode: config.developerAccess, scopes: config.developerScopes, mailConfigured };
}

/** Early access sign-up on the developer portal: CATCHD_DEVELOPER_SIGNUP, and developer access not closed. */
export function developerSignupOpen(config: { developerSignup: boolean; developerAccess: DeveloperAccessMode }): boolean {
  return config.developerSignup && config.developerAccess !== 'closed';
}
