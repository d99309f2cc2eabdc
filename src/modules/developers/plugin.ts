// CATCHD_DOCS_ACCESS=developers: the reference (/docs, /openapi.json) and the guides are part
// of developer access. A browser shows its session; a program sends its bearer credential.
import { Elysia } from 'elysia';
import type { AppDeps } from '../../app-deps';
import { canonicalPath } from '../../http/canonical-path';
import { pathOf } from '../../http/operations';
import { errorPage, redirect } from '../../web/respond';
import type { WebSupport } from '../../web/session';
import { requestPrincipal, Unauthenticated } from '../../http/bearer';
import { DeveloperAccessDenied } from './service';
import { developerPolicy, developerStanding } from '../../identity/developer-access';

/** The documentation, but not the docs page's script bundle (nothing in it is this installation's). `path` is canonical. */
function isDocumentationPath(path: string): boolean {
  return path === '/openapi.json' || path === '/docs' || path.startsWith('/docs/guides');
}

export function docsAccessPlugin(deps: AppDeps, web: WebSupport) {
  const policy = developerPolicy(deps.config);
  const guard = new Elysia({ name: 'docs-access' });
  if (deps.config.docsAccess === 'public') return guard;
  return guard
    .onRequest(async ({ request }) => {
      // Canonical even though canonicalPathPlugin redirects other spellings first: this gate must not depend on the order of plugins.
      const path = canonicalPath(pathOf(request.url));
      if (!isDocumentationPath(path)) return;
      const wantsPage = path !== '/openapi.json' && !request.headers.has('authorization');
      const principal = request.headers.has('authorization') ? await requestPrincipal(deps, request) : null;
      const signedIn = principal || request.headers.has('authorization') ? null : await web.signedInUser(request);
      const user = principal ?? (signedIn ? { userId: signedIn.id, role: signedIn.role } : null);
      if (!user) {
        if (wantsPage) return redirect(`/sign-in?return_to=${encodeURIComponent(path)}`, 302);
        throw new Unauthenticated(
          request.headers.has('authorization'),
          'The documentation is for approved developers: send an API key or access token.',
        );
      }
      const standing = await developerStanding(deps.db, policy, user);
      if (standing === 'approved') return;
      if (wantsPage)
        return errorPage(
          403,
          'For approved developers',
          'The documentation of this installation is part of developer access. Apply for access first.',
        );
      throw new DeveloperAccessDenied(standing);
    })
    .as('global');
}
