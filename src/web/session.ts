// What every page needs from the request: who is signed in (a session cookie from the
// accounts module), CSRF tokens bound to that session (./csrf) and per-address rate limits
// for sign-in forms.
import type { AppDeps } from '../app-deps';
import { addressGroup } from '../http/client-address';
import { rateLimiterFor, type RateLimitDecision } from '../db/rate-limit';
import { CookieJar } from '../identity/cookies';
import { createSession, deleteSession, userForSession, type SessionPolicy, type SessionUser } from '../identity/sessions';
import type { Principal } from '../identity/credentials';
import { scopesForRole } from '../identity/scopes';
import type { ClientInfo } from '../identity/activity';
import type { UserRow } from '../identity/person';
import { csrfTokens } from './csrf';

const sessionCookie = 'catchd_session';

/** Return paths longer than this are not believed (an authorization request with all its parameters fits). */
const maxReturnPath = 4096;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const controlOrBackslash = /[\u0000-\u001f\u007f-\u009f\\]/;

/** `text` parsed against `base`, as path, query and fragment, when it stays on base's origin and cannot be read as `//host`. */
function sameOriginPath(text: string, base: URL): string | null {
  if (!text.startsWith('/') || text.startsWith('//') || controlOrBackslash.test(text)) return null;
  const url = URL.parse(text, base);
  if (!url || url.origin !== base.origin) return null;
  // Dot segments can leave a path starting with `//` (`/.//evil.example`): another host again.
  const resolved = `${url.pathname}${url.search}${url.hash}`;
  return resolved.startsWith('//') ? null : resolved;
}

/**
 * A path on this site to go to after signing in, or `fallback`. The text must start with one
 * `/` and resolve against the public URL to its origin; control characters and backslashes
 * are refused outright (browsers drop tabs and newlines from URLs and read `\` as `/`, so
 * `/<TAB>/evil.example` means `//evil.example`), and its path must pass the same checks once
 * percent-decoded, for whatever decodes it on the way. The answer is the parsed path, query
 * and fragment, re-encoded.
 */
export function safeReturnPath(text: string | null | undefined, baseUrl: string, fallback = '/account'): string {
  if (!text || text.length > maxReturnPath) return fallback;
  const base = new URL(baseUrl);
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(text.split(/[?#]/, 1)[0]!);
  } catch {
    return fallback;
  }
  const resolved = sameOriginPath(text, base);
  return resolved !== null && sameOriginPath(decodedPath, base) !== null ? resolved : fallback;
}

/** A signed-in person as the API's authorisation sees them: their role's scopes, nothing more. */
export function sessionPrincipal(user: UserRow): Principal {
  return {
    userId: user.id,
    role: user.role,
    displayName: user.displayName,
    scopes: scopesForRole[user.role],
    credentialId: `web:${user.id}`,
  };
}

/** Who a request comes from, as the person's sessions and activity show it. */
export function clientInfo(deps: AppDeps, request: Request): ClientInfo {
  return { ip: deps.clientAddress(request), userAgent: request.headers.get('user-agent')?.slice(0, 512) || null };
}

export function webSupport(deps: AppDeps) {
  const cookies = new CookieJar(deps.config.baseUrl);
  const limiter = rateLimiterFor(deps.db, 'sign-in', {
    limit: deps.config.authRateLimitPerMinute,
    windowSeconds: 60,
    now: deps.now,
    onError: 'closed',
  });
  const sessions: SessionPolicy = { idleSeconds: deps.config.sessionIdleHours * 3600, maxSeconds: deps.config.sessionMaxDays * 24 * 3600 };
  /** The signed-in person with their session's id (pages that list or end sessions tell this one apart). */
  const signedIn = (request: Request): Promise<SessionUser | null> =>
    userForSession(deps.db, cookies.read(request, sessionCookie), deps.now(), sessions);
  return {
    cookies,
    /** The public URL: return paths are checked against its origin. */
    baseUrl: deps.config.baseUrl,
    async signedInUser(request: Request): Promise<UserRow | null> {
      return (await signedIn(request))?.user ?? null;
    },
    signedIn,
    /** Starts a fresh session (ending any the browser had: no session fixation); the answer is the Set-Cookie value. */
    async signIn(request: Request, userId: string, method?: string): Promise<string> {
      const previous = cookies.read(request, sessionCookie);
      if (previous) await deleteSession(deps.db, previous);
      const { secret } = await createSession(deps.db, userId, deps.now(), deps.randomBytes, sessions, clientInfo(deps, request), method);
      return cookies.serialize(sessionCookie, secret, sessions.maxSeconds);
    },
    async signOut(request: Request): Promise<string> {
      const secret = cookies.read(request, sessionCookie);
      if (secret) await deleteSession(deps.db, secret);
      return cookies.clear(sessionCookie);
    },
    ...csrfTokens(deps, cookies, sessionCookie, sessions.maxSeconds),
    /** Counts one attempt from this request's address (IPv6: its /64); throws RateLimitUnavailable when it cannot count. */
    async rateLimit(request: Request): Promise<RateLimitDecision> {
      return await limiter.hit(addressGroup(deps.clientAddress(request)));
    },
  };
}

export type WebSupport = ReturnType<typeof webSupport>;
