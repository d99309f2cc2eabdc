// The visitors' language switch: GET /language/<code>?back=<path> keeps the pick in a cookie
// and goes back to the page (a link, no script; the pick changes nothing but words, so a
// crafted link can do no harm). A signed-in person's own setting on /account still comes first.
import { Elysia } from 'elysia';
import { isLanguage, languageCookie, languageCookieSeconds } from '../i18n/locale';
import { NotFound } from '../lib/problem';
import { redirect } from './respond';
import { safeReturnPath, type WebSupport } from './session';

export function languageRoutes(web: WebSupport) {
  return new Elysia({ name: 'language-switch', detail: { hide: true } }).get('/language/:code', ({ params, request }) => {
    const back = safeReturnPath(new URL(request.url).searchParams.get('back'), web.baseUrl, '/');
    if (!isLanguage(params.code)) throw new NotFound('That language');
    const cookie = new Bun.Cookie(languageCookie, params.code, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      maxAge: languageCookieSeconds,
      secure: web.cookies.secure,
    });
    return redirect(back, 302, [cookie.serialize()]);
  });
}
