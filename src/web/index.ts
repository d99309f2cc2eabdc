// The web app's foundation, shared by every page controller: which paths are pages (they
// read forms and show errors as pages), the HTML plugin, the assets, the CSRF guard of every
// page form, and the per-request page context (who is looking, and how to answer them).
import { html } from '@elysiajs/html';
import { Elysia } from 'elysia';
import type { Html } from '#jsx/jsx-runtime';
import type { AppDeps } from '../app-deps';
import { HttpError } from '../lib/problem';
import { assetRoutes } from './assets';
import { offlineRoutes } from './offline';
import { languageRoutes } from './language';
import { respond, type RespondOptions } from './respond';
import type { WebSupport } from './session';
import { visitorOf } from './visitor';

/** First path segments that belong to people's pages rather than to the API. */
const pageSegments = new Set([
  ...['', 'sign-in', 'sign-out', 'sign-up', 'reset-password', 'setup', 'invitations', 'account', 'catches', 'verify', 'language'],
  ...['boards', 'competitions', 'embed', 'species', 'divers', 'admin', 'developers', 'assets', 'stats', 'notifications'],
]);

export function isPagePath(path: string): boolean {
  if (path === '/oauth/authorize') return true;
  const segment = path.split('/')[1] ?? '';
  return pageSegments.has(segment) && !(segment === '' && path !== '/');
}

/** Methods that only read: every other method on a page path is a form that must carry its CSRF token. */
const readingMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

class FormExpired extends HttpError {
  constructor() {
    super(
      403,
      'form_expired',
      'This form has expired (you may have signed in or out since it was shown). Go back, reload the page and send it again.',
    );
  }
}

/**
 * Once per app, before every page controller: HTML answers (strings that are markup become
 * text/html), the static files, and the CSRF check. The check is here, for every page route
 * mounted after it, rather than in each handler: a route cannot forget it.
 */
export function webFoundation(web: WebSupport) {
  return new Elysia({ name: 'web-foundation' })
    .use(html({ contentType: 'text/html; charset=utf-8' }))
    .use(assetRoutes)
    .use(offlineRoutes)
    .use(languageRoutes(web))
    .onBeforeHandle({ as: 'global' }, async ({ request, path, body }) => {
      if (readingMethods.has(request.method) || !isPagePath(path)) return;
      if (!(await web.csrfValid(request, body))) throw new FormExpired();
    });
}

/**
 * Per page controller: `visitor` (who is looking) and `render` (markup → answer with the
 * page headers).
 */
function pageContext(deps: AppDeps, web: WebSupport) {
  return new Elysia().resolve({ as: 'scoped' }, async ({ request, set }) => {
    const visitor = await visitorOf(deps, web, request);
    return {
      visitor,
      render: (markup: Html, options?: RespondOptions): string => respond(set as never, visitor.csrf, markup, options),
    };
  });
}

/** A page controller: its routes see the page context and stay out of the API's OpenAPI document. */
export function pageRoutes(deps: AppDeps, web: WebSupport) {
  return new Elysia({ detail: { hide: true } }).use(pageContext(deps, web));
}
