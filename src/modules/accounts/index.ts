// The sign-in pages: password sign-in, outside providers, sign-out, and a small account page.
import { Elysia, t } from 'elysia';
import type { AppDeps } from '../../app-deps';
import { constantTimeEqual, newSecret } from '../../lib/secrets';
import { errorPage, html, page, redirect } from './html';
import { configuredProviders, isProviderFailure, type SignInProvider, type SignInStart } from './providers';
import { IdentityNotLinkable, userForExternalIdentity, verifyPassword } from './service';
import { csrfField, formField, safeReturnPath, type Csrf, type WebSupport } from './web';

const pendingCookie = 'catchd_signin';
/** Where to go after signing in; safeReturnPath bounds it (anything else becomes /account). */
const ReturnToQuery = t.Object({ return_to: t.Optional(t.String()) });
const pendingLifetimeSeconds = 600;

interface PendingSignIn extends SignInStart {
  provider: string;
  returnTo: string;
}

/** 429 page with Retry-After; also used by the consent page. */
export function tooManyAttempts(resetIn: number): Response {
  const response = errorPage(429, 'Too many attempts', `Please wait ${resetIn} seconds and try again.`);
  response.headers.set('retry-after', String(Math.max(1, resetIn)));
  return response;
}

function signInPage(options: { csrf: Csrf; returnTo: string; providers: SignInProvider[]; email?: string; error?: string; status?: number }): Response {
  const returnQuery = `return_to=${encodeURIComponent(options.returnTo)}`;
  const body = html`<h1>Sign in</h1>
<p class="muted">Use your catchd email and password${options.providers.length > 0 ? ' or an account you already have' : ''}.</p>
${options.error ? html`<p class="error" role="alert" id="form-error">${options.error}</p>` : ''}
<form method="post" action="/sign-in?${returnQuery}">
${csrfField(options.csrf)}
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required maxlength="254" value="${options.email ?? ''}"${options.error ? html` aria-describedby="form-error"` : ''}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="1024">
<button type="submit">Sign in</button>
</form>
${options.providers.length > 0 ? html`<p class="divider">or</p>` : ''}
${options.providers.map((p) => html`<a class="button secondary" href="/sign-in/${p.id}?${returnQuery}">Continue with ${p.label}</a>`)}`;
  return page('Sign in', body, { status: options.status, headers: options.csrf.setCookie ? { 'set-cookie': options.csrf.setCookie } : {} });
}

export function accountsModule(deps: AppDeps, web: WebSupport) {
  const providers = configuredProviders(deps.config.identityProviders, deps.config.baseUrl);
  const providerById = (id: string): SignInProvider | undefined => providers.find((p) => p.id === id);
  const hidden = { detail: { hide: true } };

  return new Elysia()
    .get(
      '/sign-in',
      ({ request, query }) => signInPage({ csrf: web.csrf(request), returnTo: safeReturnPath(query.return_to), providers }),
      { query: ReturnToQuery, ...hidden },
    )
    .post(
      '/sign-in',
      async ({ request, body, query }) => {
        const returnTo = safeReturnPath(query.return_to);
        const limit = web.rateLimit(request);
        if (!limit.allowed) return tooManyAttempts(limit.resetIn);
        const csrf = web.csrf(request);
        if (!web.csrfValid(request, body))
          return signInPage({ csrf, returnTo, providers, error: 'This form expired. Please sign in again.', status: 403 });
        const email = formField(body, 'email').trim();
        const password = formField(body, 'password');
        const user = email && password ? await verifyPassword(deps.db, deps.passwords, email, password) : null;
        if (!user) return signInPage({ csrf, returnTo, providers, email, error: 'That email and password do not match.', status: 401 });
        return redirect(returnTo, 303, { 'set-cookie': await web.signIn(request, user.id) });
      },
      { query: ReturnToQuery, ...hidden },
    )
    .post(
      '/sign-out',
      async ({ request, body }) => {
        if (!web.csrfValid(request, body)) return errorPage(403, 'Form expired', 'Reload the page and try again.');
        return redirect('/sign-in', 303, { 'set-cookie': await web.signOut(request) });
      },
      hidden,
    )
    .get(
      '/account',
      async ({ request }) => {
        const user = await web.signedInUser(request);
        if (!user) return redirect('/sign-in?return_to=%2Faccount', 302);
        const csrf = web.csrf(request);
        return page(
          'Your account',
          html`<h1>${user.displayName}</h1><p>${user.email}</p><p class="muted">Role: ${user.role}</p>
<form method="post" action="/sign-out">${csrfField(csrf)}<button type="submit" class="secondary">Sign out</button></form>`,
          { headers: csrf.setCookie ? { 'set-cookie': csrf.setCookie } : {} },
        );
      },
      hidden,
    )
    .get(
      '/sign-in/:provider',
      async ({ params, query, request }) => {
        const provider = providerById(params.provider);
        if (!provider) return errorPage(404, 'Unknown sign-in method', 'This way of signing in is not set up here.');
        const limit = web.rateLimit(request);
        if (!limit.allowed) return tooManyAttempts(limit.resetIn);
        const pending: PendingSignIn = {
          provider: provider.id,
          state: newSecret('', deps.randomBytes, 32),
          codeVerifier: newSecret('', deps.randomBytes, 32),
          nonce: newSecret('', deps.randomBytes, 32),
          returnTo: safeReturnPath(query.return_to),
        };
        try {
          const url = await provider.authorizationUrl(pending);
          const cookie = web.cookies.serialize(pendingCookie, Buffer.from(JSON.stringify(pending)).toString('base64url'), pendingLifetimeSeconds);
          return redirect(url.toString(), 302, { 'set-cookie': cookie });
        } catch (error) {
          if (!isProviderFailure(error)) throw error;
          deps.log({ level: 'warn', msg: 'identity provider unavailable', provider: provider.id, error: String(error) });
          return errorPage(502, 'Sign-in unavailable', `${provider.label} could not be reached. Try again later or use your password.`);
        }
      },
      { query: ReturnToQuery, ...hidden },
    )
    .get(
      '/sign-in/:provider/callback',
      async ({ params, query, request }) => {
        const provider = providerById(params.provider);
        if (!provider) return errorPage(404, 'Unknown sign-in method', 'This way of signing in is not set up here.');
        const clear = { 'set-cookie': web.cookies.clear(pendingCookie) };
        const pending = readPending(web.cookies.read(request, pendingCookie));
        const state = typeof query.state === 'string' ? query.state : '';
        if (!pending || pending.provider !== provider.id || !state || !constantTimeEqual(pending.state, state))
          return errorPage(400, 'Sign-in expired', 'This sign-in link is stale or was not started here. Please start again.');
        if (typeof query.error === 'string' || typeof query.code !== 'string')
          return errorPage(400, 'Sign-in cancelled', `${provider.label} did not sign you in.`);
        try {
          const identity = await provider.identify(query.code, pending);
          const user = await userForExternalIdentity(deps.db, identity, deps.now());
          const headers = new Headers(clear);
          headers.append('set-cookie', await web.signIn(request, user.id));
          return redirect(pending.returnTo, 302, headers);
        } catch (error) {
          if (error instanceof IdentityNotLinkable) return errorPage(403, 'Cannot sign you in', error.message);
          if (!isProviderFailure(error)) throw error;
          deps.log({ level: 'warn', msg: 'outside sign-in failed', provider: provider.id, error: String(error) });
          return errorPage(502, 'Sign-in failed', `${provider.label} could not confirm who you are. Please try again.`);
        }
      },
      {
        query: t.Object(
          { state: t.Optional(t.String({ maxLength: 512 })), code: t.Optional(t.String({ maxLength: 4096 })), error: t.Optional(t.String({ maxLength: 200 })) },
          { additionalProperties: true },
        ),
        ...hidden,
      },
    );
}

function readPending(cookie: string | null): PendingSignIn | null {
  if (!cookie) return null;
  try {
    const value = JSON.parse(Buffer.from(cookie, 'base64url').toString()) as PendingSignIn;
    return typeof value.state === 'string' && typeof value.codeVerifier === 'string' && typeof value.nonce === 'string' ? value : null;
  } catch {
    return null;
  }
}
