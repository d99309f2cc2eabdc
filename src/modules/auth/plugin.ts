// Bearer authentication for every API route: routes declare `{ scope: 'catches:read' }`
// and receive `principal`. 401/403 and WWW-Authenticate follow RFC 6750 and contract §2.
import { bearer } from '@elysiajs/bearer';
import { Elysia } from 'elysia';
import type { Db } from '../../db/client';
import { HttpError } from '../../lib/problem';
import { grants, type Scope } from './scopes';
import { authenticate, type Principal } from './service';

export const realm = 'catch-data';

export class Unauthenticated extends HttpError {
  constructor(credentialSent: boolean, detail?: string) {
    super(
      401,
      credentialSent ? 'invalid_token' : 'unauthenticated',
      detail ?? (credentialSent ? 'The credential is unknown, expired or revoked.' : 'Send an API key or access token: Authorization: Bearer <credential>.'),
      {
        headers: {
          'www-authenticate': credentialSent ? `Bearer realm="${realm}", error="invalid_token"` : `Bearer realm="${realm}"`,
        },
      },
    );
  }
}

export class InsufficientScope extends HttpError {
  constructor(needed: Scope) {
    super(403, 'insufficient_scope', `This needs the ${needed} scope.`, {
      headers: { 'www-authenticate': `Bearer error="insufficient_scope", scope="${needed}"` },
    });
  }
}

export interface AuthDeps {
  db: Db;
  now: () => number;
}

// Authentication runs in `transform`, before Elysia validates the query and body, so an
// unauthenticated caller learns nothing about a route's inputs (401 before 422).
const principals = new WeakMap<Request, Principal>();

export function authPlugin(deps: AuthDeps) {
  return new Elysia({ name: 'auth' }).use(bearer()).macro({
    scope: (needed: Scope) => ({
      transform({ bearer: credential, request }) {
        // Credentials in URLs end up in logs and Referer headers: refuse them outright.
        if (new URL(request.url).searchParams.has('access_token'))
          throw new Unauthenticated(true, 'Credentials in the query string are refused; use the Authorization header.');
        // The scheme name is case-insensitive (RFC 9110 §11.1); the plugin only reads "Bearer".
        const header = request.headers.get('authorization') ?? '';
        const token = (credential ?? (/^bearer /i.test(header) ? header.slice(7) : '')).trim();
        if (!token) throw new Unauthenticated(header !== '');
        const principal = authenticate(deps.db, token, deps.now());
        if (!principal) throw new Unauthenticated(true);
        if (!grants(principal.scopes, needed)) throw new InsufficientScope(needed);
        principals.set(request, principal);
      },
      resolve({ request }): { principal: Principal } {
        return { principal: principals.get(request)! };
      },
    }),
  });
}
