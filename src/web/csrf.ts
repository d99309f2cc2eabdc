// CSRF tokens bound to who is asking: a keyed hash (HMAC with a server key every instance
// shares) of the session cookie, or, before signing in, of a random visitor cookie. A cookie
// planted by a sibling subdomain (no __Host- prefix on plain http) gives no usable token,
// a token from another session is refused, and signing in changes the token.
import { createHmac } from 'node:crypto';
import type { AppDeps } from '../app-deps';
import { constantTimeEqual, newSecret } from '../lib/secrets';
import type { CookieJar } from '../identity/cookies';
import { sharedKey } from '../identity/settings';
import { formField } from './kit/forms';

const visitorCookie = 'catchd_csrf';
export const csrfFieldName = 'csrf_token';
const csrfKeySetting = 'csrf_key';

export interface Csrf {
  token: string;
  /** Set when the browser had neither a session nor a visitor cookie yet. */
  setCookie: string | null;
}

/** What a token is bound to: the session cookie when there is one, else the visitor cookie. */
interface Binding {
  kind: 'session' | 'visitor';
  value: string;
}

export function csrfTokens(deps: AppDeps, cookies: CookieJar, sessionCookie: string, cookieLifetimeSeconds: number) {
  let key: Promise<string> | null = null;
  const serverKey = (): Promise<string> =>
    (key ??= sharedKey(deps.db, csrfKeySetting, () => newSecret('', deps.randomBytes, 32), deps.now()).catch((error: unknown) => {
      key = null;
      throw error;
    }));
  const bindingOf = (request: Request): Binding | null => {
    const session = cookies.read(request, sessionCookie);
    if (session) return { kind: 'session', value: session };
    const visitor = cookies.read(request, visitorCookie);
    return visitor && /^[A-Za-z0-9_-]{32,64}$/.test(visitor) ? { kind: 'visitor', value: visitor } : null;
  };
  const tokenOf = async (binding: Binding): Promise<string> =>
    createHmac('sha256', await serverKey())
      .update(`${binding.kind}:${binding.value}`)
      .digest('base64url');
  return {
    /** The token this request's forms carry (and the visitor cookie, when it is new). */
    async csrf(request: Request): Promise<Csrf> {
      const binding = bindingOf(request);
      if (binding) return { token: await tokenOf(binding), setCookie: null };
      const value = newSecret('', deps.randomBytes, 32);
      return {
        token: await tokenOf({ kind: 'visitor', value }),
        setCookie: cookies.serialize(visitorCookie, value, cookieLifetimeSeconds),
      };
    },
    /** Whether the form in `body` carries the token of this request's session (or visitor cookie). */
    async csrfValid(request: Request, body: unknown): Promise<boolean> {
      const binding = bindingOf(request);
      const submitted = formField(body, csrfFieldName);
      return binding !== null && submitted !== '' && constantTimeEqual(await tokenOf(binding), submitted);
    },
  };
}
