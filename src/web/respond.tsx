// Turning markup into answers: security headers, the CSRF cookie when it is new, redirects
// after POST, and readable error pages (the API gets problem+json; people get a page).
import type { Html } from '#jsx/jsx-runtime';
import type { HttpError } from '../lib/problem';
import { Layout } from './layout';
import { pageSecurityHeaders, type PagePolicy } from './security';
import type { Csrf } from './csrf';
import { requestLanguage, sourceLanguage, type Language } from '../i18n/locale';
import { m } from '../i18n/paraglide/messages.js';

/** Elysia's `set`, as far as pages touch it. */
export interface ResponseSet {
  status?: number | string;
  headers: Record<string, string | number | string[]> & { 'set-cookie'?: string | string[] };
}

export interface RespondOptions {
  status?: number;
  policy?: PagePolicy;
  cookies?: (string | null)[];
}

function addCookies(set: ResponseSet, cookies: (string | null | undefined)[]): void {
  const values = cookies.filter((c): c is string => !!c);
  if (values.length === 0) return;
  const existing = set.headers['set-cookie'];
  set.headers['set-cookie'] = [...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]), ...values];
}

/**
 * The page as an HTML string: @elysiajs/html sends it as text/html (adding the doctype);
 * status and headers ride on `set`.
 */
export function respond(set: ResponseSet, csrf: Csrf | null, markup: Html, options: RespondOptions = {}): string {
  set.status = options.status ?? 200;
  Object.assign(set.headers, pageSecurityHeaders(options.policy));
  addCookies(set, [csrf?.setCookie, ...(options.cookies ?? [])]);
  return markup.value;
}

/** 303 See Other after a form POST (302 for a GET), never cached. */
export function redirect(location: string, status: 302 | 303 = 303, cookies: (string | null)[] = []): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  for (const cookie of cookies) if (cookie) headers.append('set-cookie', cookie);
  return new Response(null, { status, headers });
}

/**
 * The answer that ends a person's use of this browser (signing out, deleting the account): the
 * session cookie cleared, and Clear-Site-Data "cache" so that the browser drops its HTTP cache
 * of the site. Not "storage": that would also unregister the service worker and wipe the outbox
 * of everyone else who uses this browser (their unsent catches); the page's script forgets this
 * person's own outbox and kept pages, and the service worker drops kept pages at a 401.
 */
export function leaveBrowser(location: string, clearedSession: string): Response {
  const response = redirect(location, 303, [clearedSession]);
  response.headers.set('clear-site-data', '"cache"');
  return response;
}

/** A whole page as a Response, for routes with no visitor at hand (error pages, documents). */
export function documentPage(
  status: number,
  title: string,
  body: Html,
  extraHeaders: Record<string, string> = {},
  language: Language = sourceLanguage,
): Response {
  const markup = (
    <Layout title={title} visitor={null} width="narrow" language={language}>
      {body}
    </Layout>
  );
  return new Response(`<!doctype html>${markup.value}`, {
    status,
    headers: { ...pageSecurityHeaders(), ...extraHeaders, 'content-type': 'text/html; charset=utf-8' },
  });
}

/** A whole error page as a Response: used where no handler runs (the error plugin). */
export function errorPage(
  status: number,
  title: string,
  message: string,
  extraHeaders: Record<string, string> = {},
  language: Language = sourceLanguage,
): Response {
  const body = (
    <div class="card">
      <h1>{title}</h1>
      <p class="error" role="alert">
        {message}
      </p>
      <p>
        <a href="/">{m.error_start_page({}, { locale: language })}</a>
      </p>
    </div>
  );
  return documentPage(status, title, body, extraHeaders, language);
}

type Message = (inputs: Record<string, never>, options: { locale: Language }) => string;

const titles: Record<number, Message> = {
  400: m.error_title_400,
  403: m.error_title_403,
  404: m.error_title_404,
  405: m.error_title_405,
  409: m.error_title_409,
  413: m.error_title_413,
  415: m.error_title_415,
  422: m.error_title_422,
  429: m.error_title_429,
  503: m.error_title_503,
  507: m.error_title_503,
};

/**
 * The refusals whose words pages have in every language, by code. English pages keep the
 * refusal's own, often more particular, message; other languages say it in these words
 * until each refusal has messages of its own.
 */
const refusalWords: Record<string, Message> = {
  not_found: m.error_not_found,
  forbidden: m.error_forbidden,
  form_expired: m.error_form_expired,
  sign_in_expired: m.sign_in_stale,
};

/** How pages show an error thrown anywhere below them (sign-in needed: a redirect to the form). */
export function pageErrorResponse(error: HttpError, request: Request): Response {
  if (error.code === 'sign_in_required') {
    const url = new URL(request.url);
    const back = request.method === 'GET' ? `${url.pathname}${url.search}` : '/';
    return redirect(`/sign-in?return_to=${encodeURIComponent(back)}`, 302);
  }
  const language = requestLanguage(request);
  const o = { locale: language };
  const details = error.errors ?? [];
  const words = language === sourceLanguage ? undefined : refusalWords[error.code];
  const message = words ? words({}, o) : [error.message, ...details.map((e) => `${e.field}: ${e.message}`)].join(' ');
  // 503 and 507 say what is unavailable and why, in words meant for people; any other server error is a 500 that says no more.
  const status = error.status === 503 || error.status === 507 ? error.status : Math.min(error.status, 500);
  const headers = Object.fromEntries(Object.entries(error.headers).filter(([name]) => name === 'retry-after' || name === 'allow'));
  const title = (error.code === 'form_expired' ? m.error_form_expired_title : (titles[status] ?? m.error_title_other))({}, o);
  return errorPage(status, title, status === 500 ? m.error_server({}, o) : message, headers, language);
}
