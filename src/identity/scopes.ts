// Scopes and which roles may hold them (contract §2).
import type { Language } from '../i18n/locale';
import { m } from '../i18n/paraglide/messages.js';

export const allScopes = [
  'catches:read',
  'catches:write',
  'species:read',
  'species:write',
  'leaderboards:read',
  'verifications:write',
  'webhooks:read',
  'webhooks:write',
  'account:read',
  'account:write',
  'club:write',
  'competitions:write',
] as const;

export type Scope = (typeof allScopes)[number];
/** The roles of the club's members: what an admin invites or sets. */
export const roles = ['admin', 'verifier', 'diver'] as const;
export type MemberRole = (typeof roles)[number];
/**
 * Every account's role: a member's, or `developer`, someone who signed up on the developer
 * portal and is not a member. A developer holds a diver's scopes, but their catches are a
 * sandbox (catches.sandbox): theirs and their keys' alone, on no board, record, people list
 * or anyone else's events.
 */
export const accountRoles = [...roles, 'developer'] as const;
export type Role = (typeof accountRoles)[number];

export function isMemberRole(text: string): text is MemberRole {
  return (roles as readonly string[]).includes(text);
}

const diverScopes: Scope[] = [
  'catches:read',
  'catches:write',
  'species:read',
  'leaderboards:read',
  'webhooks:read',
  'webhooks:write',
  'account:read',
  'account:write',
];

export const scopesForRole: Record<Role, ReadonlySet<Scope>> = {
  diver: new Set(diverScopes),
  developer: new Set(diverScopes),
  // Verifiers weigh fish as a competition's weighmasters; only admins create and run competitions (the service checks the role).
  verifier: new Set<Scope>([...diverScopes, 'verifications:write', 'competitions:write']),
  admin: new Set<Scope>(allScopes),
};

/** Plain-words meaning of each scope, for consent and key pages, as messages: the scope names themselves never change with the language. */
const scopeWords: Record<Scope, (inputs: Record<string, never>, options: { locale: Language }) => string> = {
  'catches:read': m.scope_catches_read,
  'catches:write': m.scope_catches_write,
  'species:read': m.scope_species_read,
  'species:write': m.scope_species_write,
  'leaderboards:read': m.scope_leaderboards_read,
  'club:write': m.scope_club_write,
  'verifications:write': m.scope_verifications_write,
  'webhooks:read': m.scope_webhooks_read,
  'webhooks:write': m.scope_webhooks_write,
  'account:read': m.scope_account_read,
  'account:write': m.scope_account_write,
  'competitions:write': m.scope_competitions_write,
};

/** What holding `scope` lets an app or key do, in `locale`. */
export function scopeDescription(scope: Scope, locale: Language): string {
  return scopeWords[scope]({}, { locale });
}

export function isScope(text: string): text is Scope {
  return (allScopes as readonly string[]).includes(text);
}

/** `X:write` implies `X:read`. */
export function grants(held: ReadonlySet<string>, needed: Scope): boolean {
  if (held.has(needed)) return true;
  return needed.endsWith(':read') && held.has(needed.replace(/:read$/, ':write'));
}

/** What a credential may really do: its scopes, cut down to what its user's role allows now. */
export function effectiveScopes(scopes: Iterable<string>, role: Role): Set<Scope> {
  const allowed = scopesForRole[role];
  const result = new Set<Scope>();
  for (const scope of scopes) {
    if (isScope(scope) && allowed.has(scope)) result.add(scope);
    // X:write held by a role that may only read X still reads.
    if (isScope(scope) && scope.endsWith(':write')) {
      const read = scope.replace(/:write$/, ':read');
      if (isScope(read) && allowed.has(read)) result.add(read);
    }
  }
  return result;
}
