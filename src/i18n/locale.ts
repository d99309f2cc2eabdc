// Which language a page speaks. Chosen per request and handed down explicitly: pages pass
// `{ locale }` to every message function (never Paraglide's global setLocale nor its
// AsyncLocalStorage middleware), so two requests served at once in one process can never see
// each other's language, whatever Bun and Elysia interleave between awaits.
import { baseLocale, locales, type Locale } from './paraglide/runtime.js';

/** The languages pages speak: the compiled message files' locales, English first. */
export const languages = locales;
export type Language = Locale;
export const sourceLanguage: Language = baseLocale;

/** Each language in its own words, as a language switch lists them (never translated). */
export const languageNames: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  pt: 'Português',
  el: 'Ελληνικά',
  hr: 'Hrvatski',
};

export function isLanguage(text: unknown): text is Language {
  return typeof text === 'string' && (languages as readonly string[]).includes(text);
}

/** Accept-Language is a list of at most this many entries worth reading; the rest are ignored. */
const maxAcceptedEntries = 32;

/**
 * The best of our languages in an Accept-Language header (RFC 9110 §12.5.4): entries by weight,
 * highest first (ties in the order sent); a tag matches by its primary subtag (`pt-BR` → `pt`);
 * `q=0` refuses, `*` and unknown or malformed tags add nothing. Null: none of ours is asked for.
 */
export function acceptedLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  const entries = header
    .split(',')
    .slice(0, maxAcceptedEntries)
    .flatMap((entry, order) => {
      const [tag = '', ...parameters] = entry.split(';').map((part) => part.trim());
      const q = parameters.find((p) => /^q\s*=/i.test(p));
      const weight = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/i, ''));
      if (!/^[a-z]{1,8}(-[a-z0-9]{1,8})*$/i.test(tag) || !(weight > 0 && weight <= 1)) return [];
      return [{ primary: tag.split('-')[0]!.toLowerCase(), weight, order }];
    })
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return entries.map((e) => e.primary).find(isLanguage) ?? null;
}

/** What a request says about its reader's language, strongest first. */
export interface LanguageSignals {
  /** The signed-in person's own setting (null: they follow the club). */
  person: string | null;
  /** A visitor's pick from the language switch (its cookie). */
  picked: string | null;
  acceptLanguage: string | null;
  /** The club's default language. */
  club: string | null;
}

/** The person's setting, else the visitor's pick, else Accept-Language, else the club's, else English. */
export function chooseLanguage(signals: LanguageSignals): Language {
  for (const candidate of [signals.person, signals.picked, acceptedLanguage(signals.acceptLanguage), signals.club])
    if (isLanguage(candidate)) return candidate;
  return sourceLanguage;
}

/** The cookie a visitor's language pick lives in (a year; the server alone reads it). */
export const languageCookie = 'catchd_language';
export const languageCookieSeconds = 365 * 24 * 3600;

/** The pick in a request's language cookie, if any. */
export function pickedLanguage(request: Request): string | null {
  const header = request.headers.get('cookie');
  return header ? new Bun.CookieMap(header).get(languageCookie) : null;
}

/** The language chosen for each request being answered, kept by the request itself (never shared between requests). */
const chosenFor = new WeakMap<Request, Language>();

/** Notes the language the page context chose for `request`: its error page, if any, speaks it too. */
export function noteLanguage(request: Request, language: Language): void {
  chosenFor.set(request, language);
}

/**
 * The language of an error page: the one chosen for the request if its page context ran, else
 * (a refusal before it, such as an expired form) the pick, else Accept-Language, else English.
 */
export function requestLanguage(request: Request): Language {
  return (
    chosenFor.get(request) ??
    chooseLanguage({ person: null, picked: pickedLanguage(request), acceptLanguage: request.headers.get('accept-language'), club: null })
  );
}

/**
 * A message with a link inside (`"New here? {link}."`) as the words before and after the link:
 * translators place the link where their sentence needs it.
 */
export function aroundLink(message: (inputs: { link: string }) => string): [before: string, after: string] {
  const marker = '\u0000';
  const [before = '', after = ''] = message({ link: marker }).split(marker);
  return [before, after];
}
