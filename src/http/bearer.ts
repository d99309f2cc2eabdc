// Bearer authentication for every API route: routes declare `{ scope: 'catches:read' }`
// and receive `principal`. 401/403 and WWW-Authenticate follow RFC 6750 and contract §2.
import { Elysia } from 'elysia';
import type { Config } from '../config';
import type { Store } from '../db/store';
import { HttpError } from '../lib/problem';
import { hasStrongSignIn, secondFactorRequired } from '../identity/second-steps';
import { grants, type Scope } from '../identity/scopes';
import { authenticate, type Principal } from '../identity/credentials';

export const realm = 'catch-data';

export class Unauthenticated extends HttpError {
  constructor(credentialSent: boolean, detail?: string) {
    super(
      401,
      credentialSent ? 'invalid_token' : 'unauthenticated',
      detail ??
        (credentialSent
          ? 'The credential is unknown, expired or revoked.'
          : 'Send an API key or access token: Authorization: Bearer <credential>.'),
      {
        headers: {
          'www-authenticate': credentialSent ? `Bearer realm="${realm}", error="invalid_token"` : `Bearer realm="${realm}"`,
        },
      },
    );
  }
}

class InsufficientScope extends HttpError {
  constructor(needed: Scope) {
    super(403, 'insufficient_scope', `This needs the ${needed} scope.`, {
      headers: { 'www-authenticate': `Bearer error="insufficient_scope", scope="${needed}"` },
    });
  }
}

/**
 * A credential of a person whose role must sign in with a second factor
 * (CATCHD_REQUIRE_SECOND_FACTOR) and who has none: refused on every operation, as pages send
 * such a person to set one up. Keys and tokens do not get round the rule, whenever minted.
 */
class SecondFactorRequired extends HttpError {
  constructor() {
    super(
      403,
      'second_factor_required',
      'Your role must sign in with a second factor here (CATCHD_REQUIRE_SECOND_FACTOR): until you set up an authenticator app or a passkey on your account page, your API keys and tokens are refused.',
    );
  }
}

export interface AuthDeps {
  db: Store;
  now: () => number;
  config: Pick<Config, 'requireSecondFactor'>;
}

/** The bearer token of a request; the scheme name is case-insensitive (RFC 9110 §11.1). */
function bearerToken(request: Request): string {
  const header = request.headers.get('authorization') ?? '';
  return /^bearer /i.test(header) ? header.slice(7).trim() : '';
}

/** One lookup per request: the rate limiter (before routing) and the route's scope check share it. */
const principals = new WeakMap<Request, Promise<Principal | null>>();
/** Lookups that have finished, for what runs after the answer (settledPrincipal). */
const settled = new WeakMap<Request, Principal | null>();

/** The principal of a request's bearer credential, or null (none sent, unknown, revoked, expired). */
export function requestPrincipal(deps: AuthDeps, request: Request): Promise<Principal | null> {
  let principal = principals.get(request);
  if (principal === undefined) {
    const token = bearerToken(request);
    principal = token ? authenticate(deps.db, token, deps.now()) : Promise.resolve(null);
    principals.set(request, principal);
    principal.then(
      (found) => settled.set(request, found),
      () => {},
    );
  }
  return principal;
}

/**
 * The principal of a request whose lookup has finished (every request a route authenticated),
 * without waiting; undefined when it has not been looked up or is still being looked up.
 */
export function settledPrincipal(request: Request): Principal | null | undefined {
  return settled.get(request);
}

/**
 * Refuses a request whose bearer credential is missing, unknown (401) or lacks `needed` (403).
 * Runs in each route's `transform`, before Elysia validates the query and body, and before
 * the body is even read (errorPlugin's `authenticate`): an unauthenticated caller learns
 * nothing about a route's inputs (401 before 400, 415 or 422).
 */
export async function checkBearer(deps: AuthDeps, request: Request, needed: Scope): Promise<void> {
  // Credentials in URLs end up in logs and Referer headers: refuse them outright.
  // (The URL is parsed only when it could hold that parameter, even percent-encoded.)
  const url = request.url;
  if ((url.includes('access') || url.includes('%')) && new URL(url).searchParams.has('access_token'))
    throw new Unauthenticated(true, 'Credentials in the query string are refused; use the Authorization header.');
  if (!bearerToken(request)) throw new Unauthenticated(request.headers.has('authorization'));
  const principal = await requestPrincipal(deps, request);
  if (!principal) throw new Unauthenticated(true);
  if (!grants(principal.scopes, needed)) throw new InsufficientScope(needed);
  const requirement = deps.config.requireSecondFactor;
  if (secondFactorRequired(requirement, principal.role) && !(await hasStrongSignIn(deps.db, principal.userId)))
    throw new SecondFactorRequired();
}

export function authPlugin(deps: AuthDeps) {
  return new Elysia({ name: 'auth' }).macro({
    scope: (needed: Scope) => ({
      // The OpenAPI document states which scope each operation needs.
      detail: { security: [{ bearer: [needed] }] },
      transform: ({ request }) => checkBearer(deps, request, needed),
      async resolve({ request }): Promise<{ principal: Principal }> {
        return { principal: (await requestPrincipal(deps, request))! };
      },
    }),
  });
}
