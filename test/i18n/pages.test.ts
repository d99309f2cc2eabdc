// Every converted page in every language: rendered over HTTP with Accept-Language, with a
// visitor's pick and with a person's own setting, `<html lang>` says the language and no English
// is left in what a person reads (text, titles, labels read aloud). Converting a page means
// adding it to `convertedPages`; the English messages are what the check looks for, so a string
// left out of the message files is caught too by the English words that give it away.
import { describe, expect, test } from 'bun:test';
import { languages, type Language } from '../../src/i18n/locale';
import { englishLeft } from './english';
import { setPreferences } from '../../src/identity/preferences';
import { HttpError } from '../../src/lib/problem';
import { pageErrorResponse } from '../../src/web/respond';
import { FormBrowser, formFields, userWithPassword } from '../developers/oauth/helpers';
import { findUserByEmail } from '../../src/identity/people';
import { startReset } from '../../src/modules/people/me/reset/service';
import { updateProfile } from '../../src/modules/people/me/service';
import { noClient } from '../../src/identity/activity';
import { startSignUp, type JoiningPolicy } from '../../src/modules/people/joining/sign-ups';
import { testContext, type TestContext } from '../support';

export { englishLeft, readableTexts } from './english';

/** A converted page: how to reach it (a path, or one made for the test's database), who opens it, and its status. */
interface ConvertedPage {
  name: string;
  method?: 'GET' | 'POST';
  path: string | ((ctx: TestContext) => Promise<string>);
  /** A POST's form: the page it is sent from (its CSRF fields) and the fields filled in. */
  form?: { from: string; fields: Record<string, string> };
  status: number;
  as: 'visitor' | 'diver' | 'admin';
}

/** The club's joining mode, as its admin sets it. */
const joining = async (ctx: TestContext, signup: string): Promise<void> => {
  const key = (await ctx.user('poseidon@reef.test', 'admin')).key;
  expect((await ctx.request('PATCH', '/v1/club', { key, body: { signup } })).status).toBe(200);
};

/** The pages of people/: joining, sign-up, the account and its parts, password reset, leaving, the admin's people. */
const peoplePages: ConvertedPage[] = [
  { name: 'setup (an admin exists)', path: '/setup', status: 410, as: 'visitor' },
  { name: 'sign-up closed (invitations only)', path: '/sign-up', status: 403, as: 'visitor' },
  {
    name: 'sign-up',
    path: async (ctx) => {
      await joining(ctx, 'open');
      return '/sign-up';
    },
    status: 200,
    as: 'visitor',
  },
  {
    name: 'sign-up link: confirm the address',
    path: async (ctx) => {
      const policy = { mode: 'open', mailConfigured: true, developerSignup: false } as JoiningPolicy;
      const input = { email: `new-${crypto.randomUUID()}@reef.test`, displayName: 'New', passwordHash: 'x' };
      const started = await startSignUp(ctx.db, policy, input, ctx.clock.now, ctx.deps.randomBytes);
      if (started.kind !== 'confirm') throw new Error(started.kind);
      return `/sign-up/${encodeURIComponent(started.secret)}`;
    },
    status: 200,
    as: 'visitor',
  },
  {
    name: 'invitation',
    path: async (ctx) => {
      const key = (await ctx.user('poseidon@reef.test', 'admin')).key;
      const invited = await ctx.request('POST', '/v1/invitations', {
        key,
        body: { email: `invited-${crypto.randomUUID()}@reef.test`, role: 'verifier' },
      });
      return new URL(((await invited.json()) as { url: string }).url).pathname;
    },
    status: 200,
    as: 'visitor',
  },
  { name: 'password reset without mail', path: '/reset-password', status: 404, as: 'visitor' },
  {
    name: 'password reset link',
    path: async (ctx) => {
      // Someone with an API key: the page lists it, with the choice to revoke it too.
      const { id } = await ctx.user(`keyed-${crypto.randomUUID()}@reef.test`);
      return `/reset-password/${await startReset(ctx.db, id, ctx.clock.now, ctx.deps.randomBytes)}`;
    },
    status: 200,
    as: 'visitor',
  },
  { name: 'account', path: '/account', status: 200, as: 'diver' },
  { name: 'account with a notice', path: '/account?done=passkey-added', status: 200, as: 'diver' },
  { name: 'confirm it is you', path: '/account/confirm?return_to=%2Faccount', status: 200, as: 'diver' },
  {
    name: 'the mailed link to a new address',
    path: async (ctx) => {
      const diver = (await findUserByEmail(ctx.db, signsInAs.diver))!;
      const at = { now: ctx.clock.now, client: noClient, mailConfigured: true, randomBytes: ctx.deps.randomBytes };
      const { email } = await updateProfile(ctx.db, diver.id, { email: `moved-${crypto.randomUUID()}@reef.test` }, at);
      if (email.kind !== 'confirm') throw new Error(email.kind);
      return `/account/email/${email.secret}`;
    },
    status: 200,
    as: 'diver',
  },
  {
    name: 'delete: the word not typed',
    method: 'POST',
    path: '/account/delete/confirm',
    form: { from: '/account', fields: { catches: 'keep', confirm: 'no' } },
    status: 422,
    as: 'diver',
  },
  {
    name: 'delete: the last step',
    method: 'POST',
    path: '/account/delete/confirm',
    form: { from: '/account', fields: { catches: 'delete', confirm: 'delete' } },
    status: 200,
    as: 'diver',
  },
  { name: 'admin', path: '/admin', status: 200, as: 'admin' },
  { name: 'what visitors may see', path: '/admin/access', status: 200, as: 'admin' },
  { name: 'people', path: '/admin/people', status: 200, as: 'admin' },
  {
    name: 'a person’s activity',
    path: async (ctx) => `/admin/people/${(await findUserByEmail(ctx.db, 'marina@reef.test'))!.id}/activity`,
    status: 200,
    as: 'admin',
  },
  { name: 'no such person', path: '/admin/people/no-such-id/activity', status: 404, as: 'admin' },
];

/** The pages converted to messages, as a visitor or a signed-in diver opens them, with the status each answers. */
export const convertedPages: ConvertedPage[] = [
  { name: 'home', path: '/', status: 200, as: 'visitor' },
  { name: 'home with a notice', path: '/?done=account-deleted', status: 200, as: 'visitor' },
  { name: 'sign-in', path: '/sign-in', status: 200, as: 'visitor' },
  { name: 'unknown sign-in method', path: '/sign-in/no-such-provider', status: 404, as: 'visitor' },
  { name: 'not found', path: '/account/no-such-page', status: 404, as: 'visitor' },
  { name: 'expired form (CSRF refusal)', method: 'POST', path: '/sign-out', status: 403, as: 'visitor' },
  { name: 'forbidden', path: '/admin', status: 403, as: 'diver' },
  ...peoplePages,
];

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

/**
 * Who signs in for a page: names that are no English word, since the check looks for English
 * words (a diver called "diver" would be English left on every page that names them).
 */
const signsInAs = { diver: 'marina@reef.test', admin: 'nereo@reef.test' };

async function open(ctx: TestContext, page: ConvertedPage, headers: Record<string, string>): Promise<string> {
  const browser = new FormBrowser(ctx, headers);
  if (page.as !== 'visitor') {
    expect((await browser.signIn(signsInAs[page.as])).status).toBe(303);
  }
  const path = typeof page.path === 'string' ? page.path : await page.path(ctx);
  const form = page.form ? { ...formFields(await (await browser.send('GET', page.form.from)).text()), ...page.form.fields } : {};
  const answer = await browser.send(page.method ?? 'GET', path, page.method === 'POST' ? form : undefined);
  expect({ page: page.name, status: answer.status }).toEqual({ page: page.name, status: page.status });
  return answer.text();
}

const langOf = (html: string): string | undefined => /<html lang="([^"]+)"/.exec(html)?.[1];

describe('converted pages in every language', () => {
  const others = languages.filter((l) => l !== 'en');

  test.each(languages)('%s through Accept-Language: <html lang> and no English left', async (locale) => {
    const ctx = testContext();
    const diver = await userWithPassword(ctx, 'marina@reef.test');
    await userWithPassword(ctx, 'nereo@reef.test', 'admin');
    for (const page of convertedPages) {
      // A diver's own language follows the club until set: here Accept-Language decides.
      const html = await open(ctx, page, { 'accept-language': acceptLanguage[locale] });
      expect({ page: page.name, lang: langOf(html) }).toEqual({ page: page.name, lang: locale });
      if (locale !== 'en') expect({ page: page.name, english: englishLeft(html, locale) }).toEqual({ page: page.name, english: [] });
    }
    expect(diver).toBeTruthy();
  });

  test.each(others)('%s as the person’s own setting wins over Accept-Language', async (locale) => {
    const ctx = testContext();
    const diver = await userWithPassword(ctx, 'marina@reef.test');
    await setPreferences(ctx.db, diver, { language: locale }, ctx.clock.now);
    const elsewhere = others.find((l) => l !== locale)!;
    for (const page of convertedPages.filter((p) => p.as === 'diver')) {
      const html = await open(ctx, page, { 'accept-language': acceptLanguage[elsewhere] });
      expect({ page: page.name, lang: langOf(html), english: englishLeft(html, locale) }).toEqual({
        page: page.name,
        lang: locale,
        english: [],
      });
    }
    // The signed-in frame (places, the bell, the account, Sign out) on a page whose body is not converted yet.
    const browser = new FormBrowser(ctx, { 'accept-language': acceptLanguage[elsewhere] });
    expect((await browser.signIn(signsInAs.diver)).status).toBe(303);
    const catches = await (await browser.send('GET', '/catches')).text();
    const frame = /<header class="top">[\s\S]*?<\/header>/.exec(catches)![0];
    expect(frame).toContain('href="/catches/new"');
    expect({ lang: langOf(catches), english: englishLeft(frame, locale) }).toEqual({ lang: locale, english: [] });
  });

  test('the check finds English: every converted page in English fails it for every other language', async () => {
    const ctx = testContext();
    await userWithPassword(ctx, 'marina@reef.test');
    await userWithPassword(ctx, 'nereo@reef.test', 'admin');
    for (const page of convertedPages) {
      const html = await open(ctx, page, {});
      expect(langOf(html)).toBe('en');
      for (const locale of others)
        expect({ page: page.name, locale, found: englishLeft(html, locale).length > 0 }).toEqual({ page: page.name, locale, found: true });
    }
  });

  test('without Accept-Language the club’s language speaks; a language nobody offers falls back to it too', async () => {
    const ctx = testContext();
    const patched = await ctx.request('PATCH', '/v1/club', {
      key: (await ctx.user('nereo@reef.test', 'admin')).key,
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
    await userWithPassword(ctx, 'marina@reef.test');
    const browser = new FormBrowser(ctx, { 'accept-language': acceptLanguage[locale] });
    const refused = await browser.signIn('marina@reef.test', 'not the password at all');
    expect(refused.status).toBe(401);
    const html = await refused.text();
    expect(langOf(html)).toBe(locale);
    expect(englishLeft(html, locale)).toEqual([]);
    // Shown after a POST, the page's language switch comes back home, not to a path that may have no GET.
    expect(html).toContain('href="/language/en?back=%2F"');
    // Wrong again and again: the account's growing wait, said with the language's plural of seconds.
    let waiting = refused;
    for (let attempt = 0; attempt < 8 && waiting.status !== 429; attempt++)
      waiting = await browser.signIn('marina@reef.test', 'still not it');
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
