// The authorization endpoint (RFC 6749 §4.1, 7636, 9207): the sign-in and consent page, and
// the answer of its form, which ends in a redirect to the app.
import { Elysia } from 'elysia';
import type { AppDeps } from '../../../app-deps';
import { errorPage, redirect, respond } from '../../../web/respond';
import type { WebSupport } from '../../../web/session';
import { visitorOf } from '../../../web/visitor';
import { ConsentPage } from './views';
import { authorizeDetail } from './model';
import { type AuthorizationCheck, authorizationRedirect, checkAuthorizationRequest, issueCode, type PageErrorReason } from './service';
import { requestLanguage, type Language } from '../../../i18n/locale';
import { m } from '../../../i18n/paraglide/messages.js';

const pageErrorWords: Record<PageErrorReason, (inputs: Record<string, never>, options: { locale: Language }) => string> = {
  no_client: m.oauth_no_client,
  unknown_app: m.oauth_unknown_app,
  app_disabled: m.oauth_app_disabled,
  repeated_redirect: m.oauth_repeated_redirect,
  no_redirect: m.oauth_no_redirect,
  unregistered_redirect: m.oauth_unregistered_redirect,
};

type Params = Record<string, string | string[]>;

/** Every parameter, repeated ones as arrays, so that repeats can be refused (RFC 6749 §3.1). */
function paramsOf(search: URLSearchParams): Params {
  const params: Params = {};
  for (const name of new Set(search.keys())) {
    const values = search.getAll(name);
    params[name] = values.length === 1 ? values[0] : values;
  }
  return params;
}

const authorizationParams = ['response_type', 'client_id', 'redirect_uri', 'scope', 'state', 'code_challenge', 'code_challenge_method'];

function signInFirst(params: Params): Response {
  const search = new URLSearchParams();
  for (const name of authorizationParams) if (typeof params[name] === 'string') search.set(name, params[name] as string);
  return redirect(`/sign-in?return_to=${encodeURIComponent(`/oauth/authorize?${search}`)}`, 303);
}

export function authorizePages(deps: AppDeps, web: WebSupport) {
  const { db } = deps;
  const issuer = deps.config.baseUrl;

  /**
   * What an authorization request that cannot go on becomes: an error page (in the language
   * of the person's session if the page context noted it, else the browser's) or an error redirect.
   */
  const refusal = (check: Exclude<AuthorizationCheck, { kind: 'ok' }>, status: 302 | 303, request: Request): Response => {
    if (check.kind === 'page_error') {
      const o = { locale: requestLanguage(request) };
      return errorPage(400, m.oauth_link_broken({}, o), pageErrorWords[check.reason]({}, o), {}, o.locale);
    }
    return redirect(
      authorizationRedirect(check.redirectUri, issuer, {
        error: check.error,
        error_description: check.description,
        state: check.state,
      }),
      status,
    );
  };

  return new Elysia({ tags: ['OAuth 2.0'] })
    .get(
      '/oauth/authorize',
      async ({ request, set }) => {
        const params = paramsOf(new URL(request.url).searchParams);
        const check = await checkAuthorizationRequest(db, params);
        const visitor = await visitorOf(deps, web, request);
        if (check.kind !== 'ok') return refusal(check, 302, request);
        if (!visitor.user) return signInFirst(params);
        const hiddenFields = authorizationParams.flatMap((name): [string, string][] =>
          typeof params[name] === 'string' ? [[name, params[name] as string]] : [],
        );
        // No form-action: allowing ends in a redirect to the app, which Chromium checks against form-action.
        return respond(set as never, visitor.csrf, ConsentPage({ check, user: visitor.user, hiddenFields, visitor }), {
          policy: { formAction: null },
        });
      },
      { detail: authorizeDetail },
    )
    .post(
      '/oauth/authorize',
      async ({ request, body }) => {
        const params = (body ?? {}) as Params;
        const user = await web.signedInUser(request);
        if (!user) return signInFirst(params);
        const check = await checkAuthorizationRequest(db, params);
        if (check.kind !== 'ok') return refusal(check, 303, request);
        if (params.decision !== 'allow')
          return redirect(
            authorizationRedirect(check.redirectUri, issuer, {
              error: 'access_denied',
              error_description: 'The user refused.',
              state: check.state,
            }),
            303,
          );
        const code = await issueCode(
          db,
          {
            app: check.app,
            userId: user.id,
            role: user.role,
            redirectUri: check.redirectUri,
            scopes: check.scopes,
            codeChallenge: check.codeChallenge,
          },
          deps.now(),
          deps.randomBytes,
        );
        const values: Record<string, string | null> = code
          ? { code, state: check.state }
          : { error: 'invalid_scope', error_description: 'Your account cannot hold any of the requested scopes.', state: check.state };
        return redirect(authorizationRedirect(check.redirectUri, issuer, values), 303);
      },
      // A page (the consent form's answer; its CSRF token is checked by the web foundation), not an API operation.
      { detail: { hide: true } },
    );
}
