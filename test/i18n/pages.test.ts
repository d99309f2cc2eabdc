// Every converted page in every language: rendered over HTTP with Accept-Language, with a
// visitor's pick and with a person's own setting, `<html lang>` says the language and no English
// is left in what a person reads (text, titles, labels read aloud). Converting a page means
// adding it to `convertedPages`; the English messages are what the check looks for, so a string
// left out of the message files is caught too by the English words that give it away.
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { languageNames, languages, type Language } from '../../src/i18n/locale';
import { upsertUser } from '../../src/identity/people';
import { setPreferences } from '../../src/identity/preferences';
import { setPublicAreas } from '../../src/identity/settings';
import { HttpError } from '../../src/lib/problem';
import { pageErrorResponse } from '../../src/web/respond';
import { requestVerification } from '../../src/modules/catches/verifications/service';
import { addPhoto } from '../catches/verifications/helpers';
import { FormBrowser, userWithPassword } from '../developers/oauth/helpers';
import { testContext, type TestContext } from '../support';

/** Who opens a page: nobody signed in, or a signed-in diver, verifier or admin (see `seed`). */
type Opener = 'visitor' | 'diver' | 'verifier' | 'admin';

/**
 * The pages converted to messages, as a visitor or a signed-in person opens them, with the status each answers.
 * `{catch}`, `{species}` and `{diver}` in a path stand for what `seed` made.
 */
export const convertedPages: { name: string; method?: 'GET' | 'POST'; path: string; status: number; as: Opener }[] = [
  { name: 'home', path: '/', status: 200, as: 'visitor' },
  { name: 'home with a notice', path: '/?done=account-deleted', status: 200, as: 'visitor' },
  { name: 'sign-in', path: '/sign-in', status: 200, as: 'visitor' },
  { name: 'unknown sign-in method', path: '/sign-in/no-such-provider', status: 404, as: 'visitor' },
  { name: 'not found', path: '/account/no-such-page', status: 404, as: 'visitor' },
  { name: 'expired form (CSRF refusal)', method: 'POST', path: '/sign-out', status: 403, as: 'visitor' },
  { name: 'forbidden', path: '/admin', status: 403, as: 'diver' },
  { name: 'species list', path: '/species', status: 200, as: 'visitor' },
  { name: 'species search', path: '/species?q=mero', status: 200, as: 'diver' },
  { name: 'species page', path: '/species/{species}', status: 200, as: 'diver' },
  { name: 'a diver’s best catches', path: '/divers/{diver}', status: 200, as: 'diver' },
  { name: 'species catalogue', path: '/admin/species', status: 200, as: 'admin' },
  { name: 'species edit page', path: '/admin/species/{species}?saved=1', status: 200, as: 'admin' },
  { name: 'species import', path: '/admin/species/import', status: 200, as: 'admin' },
  { name: 'leaderboard with entries', path: '/boards', status: 200, as: 'diver' },
  { name: 'leaderboard by count', path: '/boards?board=catch-count&dive_type=freedive', status: 200, as: 'visitor' },
  { name: 'empty leaderboard', path: '/boards?season=1990', status: 200, as: 'diver' },
  { name: 'empty leaderboard for a verifier', path: '/boards?board=deepest&season=1990', status: 200, as: 'verifier' },
  { name: 'embeddable board', path: '/embed/boards?board=deepest', status: 200, as: 'visitor' },
  { name: 'verification queue', path: '/verify?done=graded-silver', status: 200, as: 'verifier' },
  { name: 'grading page', path: '/verify/{catch}', status: 200, as: 'verifier' },
  { name: 'asking for verification', path: '/catches/{catch}/verification', status: 200, as: 'diver' },
  { name: 'a diver’s season in charts', path: '/divers/{diver}/stats', status: 200, as: 'diver' },
  { name: 'the club’s stats for a diver', path: '/stats', status: 200, as: 'diver' },
  { name: 'the club’s season in charts', path: '/stats', status: 200, as: 'admin' },
  { name: 'a species’ weights in a chart', path: '/stats/species/{species}', status: 200, as: 'diver' },
];

/**
 * What the converted pages show: a diver with a Dusky grouper graded silver (a board with
 * entries, a species with a record) and another waiting for review, a verifier and an admin.
 * Visitors see the boards and species (the club's public areas).
 */
async function seed(ctx: TestContext): Promise<Record<string, string>> {
  const diver = await userWithPassword(ctx, 'diver@reef.test');
  await userWithPassword(ctx, 'vera@reef.test', 'verifier');
  await userWithPassword(ctx, 'ada@reef.test', 'admin');
  await setPublicAreas(ctx.db, ['leaderboards', 'species'], ctx.clock.now);
  const key = (await ctx.user('diver@reef.test')).key;
  const log = async (caught_at: string) => {
    const logged = await ctx.request('POST', '/v1/catches', {
      key,
      body: { species: 'Dusky grouper', weight_lbs: 20, depth_ft: 40, dive_type: 'freedive', caught_at },
    });
    expect(logged.status).toBe(201);
    return (await logged.json()) as { id: string; species_id: string };
  };
  const graded = await log('2026-03-14T10:00:00Z');
  const photo = await addPhoto(ctx, graded.id);
  const verified = await ctx.request('POST', `/v1/catches/${graded.id}/verifications`, {
    key: (await ctx.user('vera@reef.test', 'verifier')).key,
    body: { tier: 'silver', evidence: { photo_ids: [photo], measurement: { weight_lbs: 20 } } },
  });
  expect(verified.status).toBe(201);
  const waiting = await log('2026-05-02T09:00:00Z');
  await addPhoto(ctx, waiting.id);
  await requestVerification(ctx.db, diver, waiting.id, { evidence: {}, note: null }, ctx.clock.now);
  // A diver's name, not the English word that "{count} divers" leaves in the messages.
  await upsertUser(ctx.db, { email: 'diver@reef.test', displayName: 'Marta' }, ctx.clock.now);
  return { catch: waiting.id, species: waiting.species_id, diver };
}

const root = resolve(import.meta.dir, '../..');
const messageFile = (locale: Language): Record<string, unknown> =>
  JSON.parse(readFileSync(join(root, 'messages', `${locale}.json`), 'utf8')) as Record<string, unknown>;

/**
 * Every piece of literal English in the messages that the translation into `locale` does not
 * share ("Menu" is French too; "Page" begins both "Page {page} of {last}" and "Page {page} sur {last}").
 */
function englishPieces(locale: Language): string[] {
  const english = messageFile('en');
  const theirs = messageFile(locale);
  const texts = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(texts)
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(texts)
          : [];
  const pieces = (value: unknown): string[] =>
    texts(Array.isArray(value) ? (value as { match: unknown }[])[0]!.match : value)
      .flatMap((text) => text.split(/\{\w+\}/))
      .map((piece) => piece.trim().replace(/^[\s.:;,?]+|[\s.:;,?]+$/g, ''))
      .filter((piece) => piece.length >= 3 && /\p{L}/u.test(piece));
  return Object.keys(english)
    .filter((key) => key !== '$schema')
    .flatMap((key) => {
      const shared = new Set(pieces(theirs[key]));
      return pieces(english[key]).filter((piece) => !shared.has(piece));
    });
}

/** Words no page in another language has: a sentence left in English carries one of them. */
const englishWords = /(?<!\p{L})(the|your|you|please|this|with|here|and|sign in|sign out)(?!\p{L})/iu;

const decode = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&amp;/g, '&');

/** What a person reads or hears on a page: its text, its title and the labels of its controls. */
export function readableTexts(html: string): string[] {
  const withoutCode = html.replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<style\b[\s\S]*?<\/style>/gi, '');
  const attributes = [...withoutCode.matchAll(/\s(?:aria-label|alt|placeholder|title)="([^"]*)"/g)].map((x) => x[1]!);
  const description = [...withoutCode.matchAll(/<meta name="description" content="([^"]*)"/g)].map((x) => x[1]!);
  const nodes = withoutCode.split(/<[^>]*>/);
  return [...nodes, ...attributes, ...description].map((t) => decode(t).replace(/\s+/g, ' ').trim()).filter((t) => t !== '');
}

/** Names that stay as they are in every language: the club's, the product's, and each language's own. */
const properNouns = new Set(['catchd', ...Object.values(languageNames)]);

/** The texts of a page still in English for a reader of `locale`. */
export function englishLeft(html: string, locale: Language): string[] {
  const pieces = englishPieces(locale);
  const hasPiece = (text: string) =>
    pieces.some((piece) => new RegExp(`(?<!\\p{L})${piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u').test(text));
  return readableTexts(html).filter((text) => !properNouns.has(text) && (hasPiece(text) || englishWords.test(text)));
}

/** How a browser of each language asks: regional tags, weights, English as a fallback. */
const acceptLanguage: Record<Language, string> = {
  en: 'en-GB,en;q=0.9',
  es: 'es-ES,es;q=0.9,en;q=0.5',
  fr: 'fr-FR,fr;q=0.9,en-US;q=0.6',
  it: 'it-IT,it;q=0.9',
  pt: 'pt-BR,pt;q=0.9,en;q=0.3',
  el: 'el-GR,el;q=0.9,en;q=0.8',
  hr: 'hr-HR,hr;q=0.9,en;q=0.7',
};

const openers: Record<Exclude<Opener, 'visitor'>, string> = {
  diver: 'diver@reef.test',
  verifier: 'vera@reef.test',
  admin: 'ada@reef.test',
};

async function open(
  ctx: TestContext,
  page: (typeof convertedPages)[number],
  headers: Record<string, string>,
  made: Record<string, string>,
): Promise<string> {
  const browser = new FormBrowser(ctx, headers);
  if (page.as !== 'visitor') {
    expect((await browser.signIn(openers[page.as])).status).toBe(303);
  }
  const path = page.path.replace(/\{(\w+)\}/g, (_, name: string) => made[name]!);
  const answer = await browser.send(page.method ?? 'GET', path, page.method === 'POST' ? {} : undefined);
  expect({ page: page.name, status: answer.status }).toEqual({ page: page.name, status: page.status });
  return answer.text();
}

const langOf = (html: string): string | undefined => /<html lang="([^"]+)"/.exec(html)?.[1];

describe('converted pages in every language', () => {
  const others = languages.filter((l) => l !== 'en');

  test.each(languages)('%s through Accept-Language: <html lang> and no English left', async (locale) => {
    const ctx = testContext();
    const made = await seed(ctx);
    for (const page of convertedPages) {
      // A diver's own language follows the club until set: here Accept-Language decides.
      const html = await open(ctx, page, { 'accept-language': acceptLanguage[locale] }, made);
      expect({ page: page.name, lang: langOf(html) }).toEqual({ page: page.name, lang: locale });
      if (locale !== 'en') expect({ page: page.name, english: englishLeft(html, locale) }).toEqual({ page: page.name, english: [] });
    }
  });

  test.each(others)('%s as the person’s own setting wins over Accept-Language', async (locale) => {
    const ctx = testContext();
    const made = await seed(ctx);
    await setPreferences(ctx.db, made.diver!, { language: locale }, ctx.clock.now);
    const elsewhere = others.find((l) => l !== locale)!;
    for (const page of convertedPages.filter((p) => p.as === 'diver')) {
      const html = await open(ctx, page, { 'accept-language': acceptLanguage[elsewhere] }, made);
      expect({ page: page.name, lang: langOf(html), english: englishLeft(html, locale) }).toEqual({
        page: page.name,
        lang: locale,
        english: [],
      });
    }
    // The signed-in frame (places, the bell, the account, Sign out) on a page whose body is not converted yet.
    const browser = new FormBrowser(ctx, { 'accept-language': acceptLanguage[elsewhere] });
    expect((await browser.signIn('diver@reef.test')).status).toBe(303);
    const catches = await (await browser.send('GET', '/catches')).text();
    const frame = /<header class="top">[\s\S]*?<\/header>/.exec(catches)![0];
    expect(frame).toContain('href="/catches/new"');
    expect({ lang: langOf(catches), english: englishLeft(frame, locale) }).toEqual({ lang: locale, english: [] });
  });

  test('the check finds English: every converted page in English fails it for every other language', async () => {
    const ctx = testContext();
    const made = await seed(ctx);
    for (const page of convertedPages) {
      const html = await open(ctx, page, {}, made);
      expect(langOf(html)).toBe('en');
      for (const locale of others)
        expect({ page: page.name, locale, found: englishLeft(html, locale).length > 0 }).toEqual({ page: page.name, locale, found: true });
    }
  });

  test('without Accept-Language the club’s language speaks; a language nobody offers falls back to it too', async () => {
    const ctx = testContext();
    const patched = await ctx.request('PATCH', '/v1/club', {
      key: (await ctx.user('admin@reef.test', 'admin')).key,
      body: { language: 'it' },
    });
    expect(patched.status).toBe(200);
    for (const headers of [{}, { 'accept-language': 'de-DE,ja;q=0.5' }] as Record<string, string>[]) {
      const html = await (await ctx.app.handle(new Request('http://catchd.test/sign-in', { headers }))).text();
      expect(langOf(html)).toBe('it');
      expect(englishLeft(html, 'it')).toEqual([]);
    }
  });
});

describe('species names in the reader’s language', () => {
  // The shipped data names the Dusky grouper in French and Spanish, not in Italian.
  const cases: { locale: Language; as: Opener; path: string; shows: RegExp }[] = [
    { locale: 'es', as: 'diver', path: '/species/{species}', shows: /<h1><span lang="es">Mero moreno<\/span>/ },
    { locale: 'es', as: 'diver', path: '/species/{species}', shows: /<p class="muted" lang="en">Dusky grouper<\/p>/ },
    { locale: 'fr', as: 'visitor', path: '/species?q=grouper', shows: /<a href="\/species\/[^"]+" lang="fr">Mérou noir<\/a>/ },
    { locale: 'fr', as: 'diver', path: '/boards', shows: /<td>Mérou noir <span class="tier tier-silver">argent<\/span>/ },
    { locale: 'es', as: 'verifier', path: '/verify', shows: />Mero moreno<\/a> <span class="tier tier-unverified">sin verificar<\/span>/ },
    { locale: 'fr', as: 'diver', path: '/divers/{diver}/stats', shows: /<th scope="row">Mérou noir<\/th>/ },
    { locale: 'it', as: 'diver', path: '/species/{species}', shows: /<h1><span lang="en">Dusky grouper<\/span>/ },
    { locale: 'en', as: 'diver', path: '/boards', shows: /<td>Dusky grouper <span class="tier tier-silver">silver<\/span>/ },
  ];

  test('a species is named in the reader’s language where the data has the name, in English otherwise', async () => {
    const ctx = testContext();
    const made = await seed(ctx);
    for (const c of cases) {
      const html = await open(
        ctx,
        { name: c.path, path: c.path, status: 200, as: c.as },
        { 'accept-language': acceptLanguage[c.locale] },
        made,
      );
      expect({ ...c, found: c.shows.test(html) }).toEqual({ ...c, found: true });
    }
  });

  test('the names list starts with the reader’s language, each language named in it', async () => {
    const ctx = testContext();
    const made = await seed(ctx);
    const html = await open(
      ctx,
      { name: 'species', path: '/species/{species}', status: 200, as: 'diver' },
      { 'accept-language': 'fr' },
      made,
    );
    const names = [...html.matchAll(/<li><span lang="(\w+)">([^<]+)<\/span> <span class="muted">\(([^)]+)\)/g)].map((x) => x.slice(1));
    expect(names[0]).toEqual(['fr', 'Mérou noir', 'français']);
    expect(names.map((n) => n[0]).toSorted()).toEqual(['en', 'es', 'fr']);
  });
});

describe('refusals in every language', () => {
  test.each(languages.filter((l) => l !== 'en'))('%s: a wrong password, too many of them, and a server error', async (locale) => {
    const ctx = testContext();
    await userWithPassword(ctx, 'diver@reef.test');
    const browser = new FormBrowser(ctx, { 'accept-language': acceptLanguage[locale] });
    const refused = await browser.signIn('diver@reef.test', 'not the password at all');
    expect(refused.status).toBe(401);
    const html = await refused.text();
    expect(langOf(html)).toBe(locale);
    expect(englishLeft(html, locale)).toEqual([]);
    // Shown after a POST, the page's language switch comes back home, not to a path that may have no GET.
    expect(html).toContain('href="/language/en?back=%2F"');
    // Wrong again and again: the account's growing wait, said with the language's plural of seconds.
    let waiting = refused;
    for (let attempt = 0; attempt < 8 && waiting.status !== 429; attempt++)
      waiting = await browser.signIn('diver@reef.test', 'still not it');
    expect(waiting.status).toBe(429);
    const waitingHtml = await waiting.text();
    expect(langOf(waitingHtml)).toBe(locale);
    expect(englishLeft(waitingHtml, locale)).toEqual([]);
    const failed = pageErrorResponse(
      new HttpError(500, 'internal', 'the disk is on fire'),
      new Request('http://catchd.test/boards', {
        headers: { 'accept-language': acceptLanguage[locale] },
      }),
    );
    expect(failed.status).toBe(500);
    const failedHtml = await failed.text();
    expect(langOf(failedHtml)).toBe(locale);
    expect(failedHtml).not.toContain('the disk is on fire');
    expect(englishLeft(failedHtml, locale)).toEqual([]);
  });
});

describe('the visitors’ language switch', () => {
  test('a link keeps the pick in a cookie and goes back; the pick beats Accept-Language', async () => {
    const ctx = testContext();
    const browser = new FormBrowser(ctx, { 'accept-language': 'es' });
    const home = await (await browser.send('GET', '/sign-in?return_to=%2Fboards')).text();
    expect(langOf(home)).toBe('es');
    const link = /href="(\/language\/el\?back=[^"]+)"/.exec(home)![1]!.replace(/&amp;/g, '&');
    const switched = await browser.send('GET', link);
    expect(switched.status).toBe(302);
    // The page, without its query: a return_to nobody checked yet is not repeated in every footer.
    expect(switched.headers.get('location')).toBe('/sign-in');
    expect(switched.headers.get('set-cookie')).toMatch(/^catchd_language=el;.*HttpOnly/i);
    const after = await (await browser.send('GET', '/sign-in')).text();
    expect(langOf(after)).toBe('el');
    expect(englishLeft(after, 'el')).toEqual([]);
    expect(after).toContain('<span aria-current="true">Ελληνικά</span>');
  });

  test('an unknown language is a 404 that changes nothing; a return path off the site goes home', async () => {
    const ctx = testContext();
    const unknown = await ctx.request('GET', '/language/xx?back=%2Fsign-in');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('set-cookie')).toBeNull();
    for (const back of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
      const away = await ctx.request('GET', `/language/fr?back=${encodeURIComponent(back)}`);
      expect(away.headers.get('location')).toBe('/');
    }
  });
});
