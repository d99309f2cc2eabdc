// What every page needs from the request: who is signed in (a session cookie from the
// accounts module), CSRF tokens bound to that session (./csrf) and per-address rate limits
// for sign-in forms.
import type { AppDeps } from '../app-deps';
import { rateLimiterFor, type RateLimitDecision } from '../http/rate-limit';
import { CookieJar } from '../modules/accounts/cookies';
import { createSession, deleteSession, sessionLifetimeSeconds, userForSession } from '../modules/accounts/service';
import type { Principal } from '../modules/auth/service';
import { scopesForRole } from '../modules/auth/scopes';
import type { UserRow } from '../modules/users/service';
import { csrfTokens } from './csrf';

const sessionCookie = 'catchd_session';

/** Only same-site paths: never `//host` or `/\host`, which browsers treat as other origins. */
export function safeReturnPath(text: string | null | undefined, fallback = '/account'): string {
  if (!text?.startsWith('/') || text.startsWith('//') || text.startsWith('/\\') || text.length > 4096) return fallback;
  return text;
}

/** A signed-in person as the API's authorisation sees them: their role's scopes, nothing more. */
export function sessionPrincipal(user: UserRow): Principal {
  return { userId: user.id, role: user.role, displayName: user.displayName, scopes: scopesForRole[user.role], credentialId: `web:${user.id}` };
}

export function webSupport(deps: AppDeps) {
  const cookies = new CookieJar(deps.config.baseUrl);
  const limiter = rateLimiterFor(deps.db, 'sign-in', { limit: deps.config.authRateLimitPerMinute, windowSeconds: 60, now: deps.now });
  return {
    cookies,
    async signedInUser(request: Request): Promise<UserRow | null> {
      return await userForSession(deps.db, cookies.read(request, sessionCookie), deps.now());
    },
    /** Starts a fresh session (ending any the browser had: no session fixation); the answer is the Set-Cookie value. */
    async signIn(request: Request, userId: string): Promise<string> {
      const previous = cookies.read(request, sessionCookie);
      if (previous) await deleteSession(deps.db, previous);
      const { secret } = await createSession(deps.db, userId, deps.now(), deps.randomBytes);
      return cookies.serialize(sessionCookie, secret, sessionLifetimeSeconds);
    },
    async signOut(request: Request): Promise<string> {
      const secret = cookies.read(request, sessionCookie);
      if (secret) await deleteSession(deps.db, secret);
      return cookies.clear(sessionCookie);
    },
    ...csrfTokens(deps, cookies, sessionCookie, sessionLifetimeSeconds),
    /** Counts one attempt from this request's address; the answer says whether to serve it. */
    async rateLimit(request: Request): Promise<RateLimitDecision> {
      return await limiter.hit(deps.clientAddress(request) ?? 'unknown');
    },
  };
}

export type WebSupport = ReturnType<typeof webSupport>;
