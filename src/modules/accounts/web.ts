// What every HTML form route needs: the signed-in person, CSRF tokens (double-submit: a
// random cookie echoed in a hidden field) and per-address rate limits.
import type { AppDeps } from '../../app-deps';
import { FixedWindowLimiter } from '../../lib/fixed-window';
import { constantTimeEqual, newSecret } from '../../lib/secrets';
import type { UserRow } from '../users/service';
import { CookieJar } from './cookies';
import { html, type Html } from './html';
import { createSession, deleteSession, sessionLifetimeSeconds, userForSession } from './service';

const sessionCookie = 'catchd_session';
const csrfCookie = 'catchd_csrf';

/** A form field as one string; repeated or missing fields read as ''. */
export function formField(body: unknown, name: string): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : '';
}

/** Only same-site paths: never `//host` or `/\host`, which browsers treat as other origins. */
export function safeReturnPath(text: string | null | undefined): string {
  if (!text || !text.startsWith('/') || text.startsWith('//') || text.startsWith('/\\') || text.length > 4096) return '/account';
  return text;
}

export interface Csrf {
  token: string;
  /** Set when the browser had no CSRF cookie yet. */
  setCookie: string | null;
}

export function csrfField(csrf: Csrf): Html {
  return html`<input type="hidden" name="csrf_token" value="${csrf.token}">`;
}

export function webSupport(deps: AppDeps) {
  const cookies = new CookieJar(deps.config.baseUrl);
  const limiter = new FixedWindowLimiter(deps.config.authRateLimitPerMinute, 60);
  return {
    cookies,
    signedInUser(request: Request): Promise<UserRow | null> {
      return userForSession(deps.db, cookies.read(request, sessionCookie), deps.now());
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
    csrf(request: Request): Csrf {
      const existing = cookies.read(request, csrfCookie);
      if (existing && /^[A-Za-z0-9_-]{32,64}$/.test(existing)) return { token: existing, setCookie: null };
      const token = newSecret('', deps.randomBytes, 32);
      return { token, setCookie: cookies.serialize(csrfCookie, token, sessionLifetimeSeconds) };
    },
    csrfValid(request: Request, body: unknown): boolean {
      const expected = cookies.read(request, csrfCookie);
      const submitted = formField(body, 'csrf_token');
      return !!expected && submitted !== '' && constantTimeEqual(expected, submitted);
    },
    /** Counts one attempt from this request's address; the answer says whether to serve it. */
    rateLimit(request: Request) {
      return limiter.hit(deps.clientAddress(request) ?? 'unknown', deps.now());
    },
  };
}

export type WebSupport = ReturnType<typeof webSupport>;
