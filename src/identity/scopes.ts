// Scopes and which roles may hold them (contract §2).

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

/** Plain-words meaning of each scope, for consent pages and docs. */
export const scopeDescriptions: Record<Scope, string> = {
  'catches:read': 'See catches, their verifications and catch events',
  'catches:write': 'Log, edit and delete your catches',
  'species:read': 'See species, their photos and records',
  'species:write': 'Add and edit species and upload species photos (admins)',
  'leaderboards:read': 'See leaderboards',
  'club:write': 'Change the club\u2019s settings: name, time zone, units, language, seasons, joining (admins)',
  'verifications:write': 'Verify other divers\u2019 catches (verifiers and admins)',
  'webhooks:read': 'See your webhook endpoints and deliveries',
  'webhooks:write': 'Create and manage your webhook endpoints',
  'account:read': 'See your profile and manage your API keys',
  'account:write': 'Change your account: profile, password, sessions; export your data or delete the account',
  'competitions:write': 'Create and run competitions (admins) and record weigh-ins (weighmasters)',
};

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
