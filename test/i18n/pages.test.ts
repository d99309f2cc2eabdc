// Every converted page in every language: rendered over HTTP with Accept-Language, with a
// visitor's pick and with a person's own setting, `<html lang>` says the language and no English
// is left in what a person reads (text, titles, labels read aloud). Converting a page means
// adding it to `convertedPages`; the English messages are what the check looks for, so a string
// left out of the message files is caught too by the English words that give it away.
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { languageNames, languages, type Language } from '../../src/i18n/locale';
import { findUserByEmail } from '../../src/identity/people';
import { setPreferences } from '../../src/identity/preferences';
import { HttpError } from '../../src/lib/problem';
import { pageErrorResponse } from '../../src/web/respond';
import { FormBrowser, formFields, userWithPassword } from '../developers/oauth/helpers';
import { testContext, type TestContext } from '../support';

/** Who opens a page: nobody, a diver, or the club's admin (who also runs its competitions and has webhooks). */
type Opener = 'visitor' | 'diver' | 'admin';

/**
 * The pages converted to messages, as a visitor or a signed-in person opens them, with the status each answers.
 * `{name}` in a path is an id the set-up made (`pagesContext`).
 */
export const convertedPages: { name: string; method?: 'GET' | 'POST'; path: string; status: number; as: Opener }[] = [
  { name: 'home', path: '/', status: 200, as: 'visitor' },
  { name: 'home with a notice', path: '/?done=account-deleted', status: 200, as: 'visitor' },
  { name: 'sign-in', path: '/sign-in', status: 200, as: 'visitor' },
  { name: 'unknown sign-in method', path: '/sign-in/no-such-provider', status: 404, as: 'visitor' },
  { name: 'not found', path: '/account/no-such-page', status: 404, as: 'visitor' },
  { name: 'expired form (CSRF refusal)', method: 'POST', path: '/sign-out', status: 403, as: 'visitor' },
  { name: 'forbidden', path: '/admin', status: 403, as: 'diver' },
  { name: 'competitions', path: '/competitions', status: 200, as: 'admin' },
  { name: 'competition before its start, entering open', path: '/competitions/{upcoming}', status: 200, as: 'diver' },
  { name: 'competition under way, with my fish', path: '/competitions/{running}', status: 200, as: 'diver' },
  { name: 'competition under way, run by the admin', path: '/competitions/{running}', status: 200, as: 'admin' },
  { name: 'competition after its end, a protest open', path: '/competitions/{provisional}', status: 200, as: 'admin' },
  { name: 'competition with final results', path: '/competitions/{final}', status: 200, as: 'diver' },
  { name: 'new competition form', path: '/competitions/new', status: 200, as: 'admin' },
  { name: 'changing a competition', path: '/competitions/{upcoming}/edit', status: 200, as: 'admin' },
  { name: 'weigh-in: the entries', path: '/competitions/{running}/weigh-in', status: 200, as: 'admin' },
  { name: 'weigh-in: an entry’s fish', path: '/competitions/{running}/weigh-in?entry={entry}', status: 200, as: 'admin' },
  { name: 'results to print', path: '/competitions/{final}/results', status: 200, as: 'diver' },
  { name: 'standings so far to print', path: '/competitions/{running}/results', status: 200, as: 'diver' },
  { name: 'admin', path: '/admin', status: 200, as: 'admin' },
  { name: 'the club’s settings, one pinned', path: '/admin/club', status: 200, as: 'admin' },
  { name: 'the club’s settings saved', path: '/admin/club?done=saved', status: 200, as: 'admin' },
  { name: 'webhooks', path: '/developers/webhooks', status: 200, as: 'admin' },
  { name: 'a webhook endpoint with its deliveries', path: '/developers/webhooks/{endpoint}', status: 200, as: 'admin' },
  { name: 'deleting a webhook endpoint', path: '/developers/webhooks/{endpoint}/delete', status: 200, as: 'admin' },
  { name: 'events', path: '/developers/events', status: 200, as: 'admin' },
];

/**
 * A club for every converted page: a diver and an admin who sign in with a password, the
 * signing-up mode pinned by CATCHD_SIGNUP, competitions before, during and after (one with a
 * protest open, one final), the diver's fish weighed, and an admin's webhook endpoint with a
 * delivery. Answers the context and the ids the paths name.
 */
async function pagesContext(): Promise<{ ctx: TestContext; ids: Record<string, string> }> {
  const ctx = testContext({ signup: 'approval' });
  await userWithPassword(ctx, 'diver@reef.test');
  await userWithPassword(ctx, 'admin@reef.test', 'admin');
  const admin = await ctx.user('admin@reef.test', 'admin');
  const diver = await ctx.user('diver@reef.test');
  const now = ctx.clock.now;
  const hour = 3600;
  const at = (seconds: number) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
  const call = async (method: string, path: string, key: string, body?: unknown) => {
    const answer = await ctx.request(method, path, { key, ...(body === undefined ? {} : { body }) });
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as { id: string };
  };
  /** A competition from `start` (hours from now) for six hours, published and entered by the diver with one fish. */
  const competition = async (name: string, start: number, fields: Record<string, unknown> = {}) => {
    ctx.clock.now = now + (start - 1) * hour;
    const { id } = await call('POST', '/v1/competitions', admin.key, {
      name,
      description: 'Cala Deià · 08:00',
      starts_at: at(ctx.clock.now + hour),
      ends_at: at(ctx.clock.now + 7 * hour),
      time_zone: 'Europe/Madrid',
      entry: 'open',
      divisions: ['Senior', 'Junior'],
      rules: { points_per_kg: 1000, fish_bonus: 100, species_bonus: 500, default_min_weight_kg: 0.5, default_max_count: 5, max_fish: 3 },
      protest_hours: 12,
      ...fields,
    });
    await call('POST', `/v1/competitions/${id}/publish`, admin.key);
    const entry = await call('POST', `/v1/competitions/${id}/entries`, diver.key, { division: 'Senior' });
    ctx.clock.now += 2 * hour;
    const fish = await call('POST', '/v1/catches', diver.key, {
      species: 'Wahoo',
      depth_ft: 30,
      caught_at: at(ctx.clock.now - 30),
      weight_kg: 2.5,
    });
    await call('POST', '/v1/catches', diver.key, { species: 'Wahoo', depth_ft: 30, caught_at: at(ctx.clock.now - 20), weight_kg: 0.2 });
    await call('POST', `/v1/competitions/${id}/weigh-ins`, admin.key, { catch_id: fish.id, weight_kg: 2.4, decision: 'accepted' });
    return { id, entry: entry.id };
  };
  const final = await competition('Winter cup', -40, { protest_hours: 0 });
  const provisional = await competition('Autumn cup', -10);
  const running = await competition('Spring cup', -2, { team_size: 2, weigh_in: 'required' });
  ctx.clock.now = now;
  const upcoming = await call('POST', '/v1/competitions', admin.key, {
    name: 'Summer cup',
    starts_at: at(now + 24 * hour),
    ends_at: at(now + 30 * hour),
    time_zone: 'Europe/Madrid',
    entry: 'open',
  });
  await call('POST', `/v1/competitions/${upcoming.id}/publish`, admin.key);
  await call('POST', `/v1/competitions/${provisional.id}/protests`, diver.key, { reason: 'Wahoo #2: 2,4 ≠ 2,5 kg' });
  const endpoint = await call('POST', '/v1/webhooks', admin.key, { url: 'https://hooks.reef.test/in', events: ['*'] });
  await call('POST', `/v1/webhooks/${endpoint.id}/test`, admin.key);
  return {
    ctx,
    ids: {
      upcoming: upcoming.id,
      running: running.id,
      entry: running.entry,
      provisional: provisional.id,
      final: final.id,
      endpoint: endpoint.id,
    },
  };
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

/**
 * What a person reads or hears on a page: its text, its title and the labels of its controls.
 * Not data shown as it is sent (an event's JSON in a `<pre>`), which no language changes.
 */
export function readableTexts(html: string): string[] {
  const withoutCode = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<style\b[\s\S]*?<\/style>/gi, '')
    .replace(/<pre\b[\s\S]*?<\/pre>/gi, '');
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

async function open(
  ctx: TestContext,
  ids: Record<string, string>,
  page: (typeof convertedPages)[number],
  headers: Record<string, string>,
): Promise<string> {
  const browser = new FormBrowser(ctx, headers);
  if (page.as !== 'visitor') {
    expect((await browser.signIn(`${page.as}@reef.test`)).status).toBe(303);
  }
  const path = page.path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name]!);
  const answer = await browser.send(page.method ?? 'GET', path, page.method === 'POST' ? {} : undefined);
  expect({ page: page.name, status: answer.status }).toEqual({ page: page.name, status: page.status });
  return answer.text();
}

const langOf = (html: string): string | undefined => /<html lang="([^"]+)"/.exec(html)?.[1];

describe('converted pages in every language', () => {
  const others = languages.filter((l) => l !== 'en');

  test.each(languages)('%s through Accept-Language: <html lang> and no English left', async (locale) => {
    const { ctx, ids } = await pagesContext();
    for (const page of convertedPages) {
      // A diver's own language follows the club until set: here Accept-Language decides.
      const html = await open(ctx, ids, page, { 'accept-language': acceptLanguage[locale] });
      expect({ page: page.name, lang: langOf(html) }).toEqual({ page: page.name, lang: locale });
      if (locale !== 'en') expect({ page: page.name, english: englishLeft(html, locale) }).toEqual({ page: page.name, english: [] });
    }
  });

  test.each(others)('%s as the person’s own setting wins over Accept-Language', async (locale) => {
    const { ctx, ids } = await pagesContext();
    for (const email of ['diver@reef.test', 'admin@reef.test'])
      await setPreferences(ctx.db, (await findUserByEmail(ctx.db, email))!.id, { language: locale }, ctx.clock.now);
    const elsewhere = others.find((l) => l !== locale)!;
    for (const page of convertedPages.filter((p) => p.as !== 'visitor')) {
      const html = await open(ctx, ids, page, { 'accept-language': acceptLanguage[elsewhere] });
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
    const { ctx, ids } = await pagesContext();
    for (const page of convertedPages) {
      const html = await open(ctx, ids, page, {});
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

describe('a competition’s refusals in every language', () => {
  test('publishing final results and protesting them are refused in the page’s words', async () => {
    const { ctx, ids } = await pagesContext();
    for (const locale of languages.filter((l) => l !== 'en')) {
      for (const [as, action, fields] of [
        ['admin', 'publish', {}],
        ['diver', 'protests', { reason: 'Wahoo #2' }],
      ] as const) {
        const browser = new FormBrowser(ctx, { 'accept-language': acceptLanguage[locale] });
        expect((await browser.signIn(`${as}@reef.test`)).status).toBe(303);
        const page = await (await browser.send('GET', `/competitions/${ids.final}`)).text();
        const refused = await browser.send('POST', `/competitions/${ids.final}/${action}`, { ...formFields(page), ...fields });
        const html = await refused.text();
        expect({ locale, action, status: refused.status, lang: langOf(html) }).toEqual({ locale, action, status: 409, lang: locale });
        expect({ locale, action, english: englishLeft(html, locale) }).toEqual({ locale, action, english: [] });
      }
    }
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
