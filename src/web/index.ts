// The web app's foundation, shared by every page controller: which paths are pages (they
// read forms and show errors as pages), the HTML plugin, the assets, and the per-request
// page context (who is looking, and how to answer them).
import { html } from '@elysiajs/html';
import { Elysia } from 'elysia';
import type { Html } from '#jsx/jsx-runtime';
import type { AppDeps } from '../app-deps';
import { assetRoutes } from './assets';
import { respond, type RespondOptions } from './respond';
import type { WebSupport } from './session';
import { visitorOf } from './visitor';

/** First path segments that belong to people's pages rather than to the API. */
const pageSegments = new Set(['', 'sign-in', 'sign-out', 'account', 'catches', 'verify', 'boards', 'embed', 'species', 'divers', 'admin', 'developers', 'assets']);

export function isPagePath(path: string): boolean {
  if (path === '/oauth/authorize') return true;
  const segment = path.split('/')[1] ?? '';
  return pageSegments.has(segment) && !(segment === '' && path !== '/');
}

/** Once per app: HTML answers (strings that are markup become text/html) and the static files. */
export function webFoundation() {
  return new Elysia({ name: 'web-foundation' }).use(html({ contentType: 'text/html; charset=utf-8' })).use(assetRoutes);
}

/**
 * Per page controller: `visitor` (who is looking) and `render` (markup → answer with the
 * page headers).
 */
export function pageContext(deps: AppDeps, web: WebSupport) {
  return new Elysia().resolve({ as: 'scoped' }, async ({ request, set }) => {
    const visitor = await visitorOf(deps, web, request);
    return {
      visitor,
      render: (markup: Html, options?: RespondOptions): string => respond(set as never, visitor.csrf, markup, options),
    };
  });
}
