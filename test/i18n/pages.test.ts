// Every converted page in every language: rendered over HTTP with Accept-Language, with a
// visitor's pick and with a person's own setting, `<html lang>` says the language and no English
// is left in what a person reads (text, titles, labels read aloud). Converting a page means
// adding it to `convertedPages`; the English messages are what the check looks for, so a string
// left out of the message files is caught too by the English words that give it away.
// Runs once, on SQLite: the words of a page are the same on either engine.
import { describe, expect, test } from 'bun:test';
import { languages, type Language } from '../../src/i18n/locale';
import { setPreferences } from '../../src/identity/preferences';
import { HttpError } from '../../src/lib/problem';
import { pageErrorResponse } from '../../src/web/respond';
import { FormBrowser, formFields, userWithPassword } from '../developers/oauth/helpers';
import { testContext } from '../support';
import { englishLeft, readableTexts, withoutOtherLanguages } from './english';
import { acceptLanguage, convertedPages, langOf, open, type Reader, setUp, signInAs } from './pages';

describe('converted pages in every language', () => {
  const others = languages.filter((l) => l !== 'en');

  test.each(languages)('%s through Accept-Language: <html lang> and no English left', async (locale) => {
    const set = await setUp();
    const { ctx } = set;
    for (const page of convertedPages) {
      // A diver's own language follows the club until set: here Accept-Language decides.
      const html = await open(ctx, set, page, { 'accept-language': acceptLanguage[locale] });
      expect({ page: page.name, lang: langOf(html) }).toEqual({ page: page.name, lang: locale });
      if (locale !== 'en') expect({ page: page.name, english: englishLeft(html, locale) }).toEqual({ page: page.name, english: [] });
    }
  });

  test.each(others)('%s as the person’s own setting wins over Accept-Language', async (locale) => {
    const set = await setUp();
    const { ctx, people } = set;
    for (const person of people) await setPreferences(ctx.db, person, { language: locale }, ctx.clock.now);
    const elsewhere = others.find((l) => l !== locale)!;
    // Every page in every language is the test above; here each signed-in page in one language
    // in turn (page n in language n mod 6) shows the setting winning everywhere, at a sixth of the cost.
    const turn = others.indexOf(locale);
    const signedIn = convertedPages.filter((p) => p.as !== 'visitor');
    for (const page of signedIn.filter((_, n) => n % others.length === turn)) {
      const html = await open(ctx, set, page, { 'accept-language': acceptLanguage[elsewhere] });
      expect({ page: page.name, lang: langOf(html), english: englishLeft(html, locale) }).toEqual({
        page: page.name,
        lang: locale,
        english: [],
      });
    }
    // The signed-in frame (places, the bell, the account, Sign out) on a page whose body is not converted yet.
    const browser = new FormBrowser(ctx, { 'accept-language': acceptLanguage[elsewhere] });
    expect((await browser.signIn('nereo@reef.test')).status).toBe(303);
    const catches = await (await browser.send('GET', '/catches')).text();
    const frame = /<header class="top">[\s\S]*?<\/header>/.exec(catches)![0];
    expect(frame).toContain('href="/catches/new"');
    expect({ lang: langOf(catches), english: englishLeft(frame, locale) }).toEqual({ lang: locale, english: [] });
  });

  test('the check finds English: every converted page in English fails it for every other language', async () => {
    const set = await setUp();
    const { ctx } = set;
    for (const page of convertedPages) {
      const html = await open(ctx, set, page, {});
      expect(langOf(html)).toBe('en');
      for (const locale of others)
        expect({ page: page.name, locale, found: englishLeft(html, locale).length > 0 }).toEqual({ page: page.name, locale, found: true });
    }
  });

  test('without Accept-Language the club’s language speaks; a language nobody offers falls back to it too', async () => {
    const ctx = testContext();
    const patched = await ctx.request('PATCH', '/v1/club', {
      key: (await ctx.user('poseidon@reef.test', 'admin')).key,
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
  const cases: { locale: Language; as: Reader; path: string; shows: RegExp }[] = [
    { locale: 'es', as: 'diver', path: '/species/{species}', shows: /<h1><span lang="es">Mero moreno<\/span>/ },
    { locale: 'es', as: 'diver', path: '/species/{species}', shows: /<p class="muted" lang="en">Dusky grouper<\/p>/ },
    { locale: 'fr', as: 'visitor', path: '/species?q=grouper', shows: /<a href="\/species\/[^"]+" lang="fr">Mérou noir<\/a>/ },
    { locale: 'fr', as: 'diver', path: '/boards', shows: /<td>Mérou noir <span class="tier tier-silver">argent<\/span>/ },
    { locale: 'es', as: 'verifier', path: '/verify', shows: />Mero moreno<\/a> <span class="tier tier-unverified">sin verificar<\/span>/ },
    { locale: 'fr', as: 'member', path: '/divers/{member}/stats', shows: /<th scope="row">Mérou noir<\/th>/ },
    { locale: 'it', as: 'diver', path: '/species/{species}', shows: /<h1><span lang="en">Dusky grouper<\/span>/ },
    { locale: 'en', as: 'diver', path: '/boards', shows: /<td>Dusky grouper <span class="tier tier-silver">silver<\/span>/ },
  ];

  test('a species is named in the reader’s language where the data has the name, in English otherwise', async () => {
    const set = await setUp();
    const { ctx } = set;
    for (const c of cases) {
      const html = await open(
        ctx,
        set,
        { name: c.path, path: c.path, status: 200, as: c.as },
        { 'accept-language': acceptLanguage[c.locale] },
      );
      expect({ ...c, found: c.shows.test(html) }).toEqual({ ...c, found: true });
    }
  });

  test('the names list starts with the reader’s language, each language named in it', async () => {
    const set = await setUp();
    const { ctx } = set;
    const html = await open(
      ctx,
      set,
      { name: 'species', path: '/species/{species}', status: 200, as: 'diver' },
      { 'accept-language': 'fr' },
    );
    const names = [...html.matchAll(/<li><span lang="(\w+)">([^<]+)<\/span> <span class="muted">\(([^)]+)\)/g)].map((x) => x.slice(1));
    expect(names[0]).toEqual(['fr', 'Mérou noir', 'français']);
    expect(names.map((n) => n[0]).toSorted()).toEqual(['en', 'es', 'fr']);
  });
});

describe('refusals in every language', () => {
  test.each(languages.filter((l) => l !== 'en'))('%s: a wrong password, too many of them, and a server error', async (locale) => {
    const ctx = testContext();
    await userWithPassword(ctx, 'nereo@reef.test');
    const browser = new FormBrowser(ctx, { 'accept-language': acceptLanguage[locale] });
    const refused = await browser.signIn('nereo@reef.test', 'not the password at all');
    expect(refused.status).toBe(401);
    const html = await refused.text();
    expect(langOf(html)).toBe(locale);
    expect(englishLeft(html, locale)).toEqual([]);
    // Shown after a POST, the page's language switch comes back home, not to a path that may have no GET.
    expect(html).toContain('href="/language/en?back=%2F"');
    // Wrong again and again: the account's growing wait, said with the language's plural of seconds.
    let waiting = refused;
    for (let attempt = 0; attempt < 8 && waiting.status !== 429; attempt++)
      waiting = await browser.signIn('nereo@reef.test', 'still not it');
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

describe('the catch form’s refusals in the page’s language', () => {
  // What a diver reads beside each field, the limits in the unit typed and the language's numbers.
  const said: Record<'es' | 'el', { species: string; length: string; weight: string; json: string }> = {
    es: {
      species: 'No puede quedar vacío.',
      length: 'Debe ser como máximo 1524 cm.',
      weight: 'Debe ser mayor que 0 kg.',
      json: 'No puede quedar vacío.',
    },
    el: {
      species: 'Δεν μπορεί να είναι κενό.',
      length: 'Πρέπει να είναι το πολύ 1.524 εκ.',
      weight: 'Πρέπει να είναι μεγαλύτερο από 0 κιλά.',
      json: 'Δεν μπορεί να είναι κενό.',
    },
  };
  test.each(['es', 'el'] as const)(
    '%s: beside each field, tied to it; the outbox’s problem+json keeps the API’s English',
    async (locale) => {
      const ctx = testContext();
      await userWithPassword(ctx, 'nereo@reef.test');
      const browser = new FormBrowser(ctx, { 'accept-language': acceptLanguage[locale] });
      expect((await browser.signIn('nereo@reef.test')).status).toBe(303);
      const fields = formFields(await (await browser.send('GET', '/catches/new')).text());
      const bad = {
        ...fields,
        species: '',
        weight: '0',
        weight_unit: 'kg',
        depth: '5',
        depth_unit: 'm',
        length: '2000',
        length_unit: 'cm',
      };
      const refused = await browser.send('POST', '/catches', bad);
      expect(refused.status).toBe(422);
      const html = await refused.text();
      const beside = (id: string) => new RegExp(`<p class="error field-problem" id="${id}-problem">([^<]*)</p>`).exec(html)?.[1];
      expect({ species: beside('species'), length: beside('length'), weight: beside('weight') }).toEqual({
        species: said[locale].species,
        length: said[locale].length,
        weight: said[locale].weight,
      });
      expect(html).toMatch(/<input id="species"[^>]*aria-invalid="true" aria-describedby="species-problem species-hint"/);
      expect(englishLeft(html, locale)).toEqual([]);
      // The phone's outbox posts the same form asking for JSON: the API's words, and the page's sentence beside them.
      const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      const form = new FormData();
      for (const [name, value] of Object.entries(bad)) form.append(name, value);
      const json = await ctx.app.handle(
        new Request(`${ctx.deps.config.baseUrl}/catches`, {
          method: 'POST',
          headers: { cookie, accept: 'application/json', 'accept-language': acceptLanguage[locale] },
          body: form,
        }),
      );
      expect(json.status).toBe(422);
      const problem = (await json.json()) as {
        code: string;
        detail: string;
        errors: { field: string; message: string; sentence: string }[];
      };
      expect(problem.code).toBe('validation_failed');
      expect(problem.errors.find((e) => e.field === 'species')).toEqual({
        field: 'species',
        message: 'must not be empty',
        sentence: said[locale].json,
      });
    },
  );
});

describe('a competition’s refusals in every language', () => {
  test('publishing final results and protesting them are refused in the page’s words', async () => {
    const set = await setUp();
    const { ctx } = set;
    const ids = set.made;
    for (const locale of languages.filter((l) => l !== 'en')) {
      for (const [as, action, fields] of [
        ['admin', 'publish', {}],
        ['diver', 'protests', { reason: 'Wahoo #2' }],
      ] as const) {
        const browser = new FormBrowser(ctx, { 'accept-language': acceptLanguage[locale] });
        expect((await browser.signIn(signInAs[as])).status).toBe(303);
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

describe('the OAuth consent screen', () => {
  test('a French reader reads it in French, whatever the browser says, and allows in French words', async () => {
    const { ctx, people, clientId } = await setUp();
    await setPreferences(ctx.db, people[0]!, { language: 'fr' }, ctx.clock.now);
    const browser = new FormBrowser(ctx, { 'accept-language': 'en-GB,en;q=0.9' });
    expect((await browser.signIn('nereo@reef.test')).status).toBe(303);
    const params = new URLSearchParams({
      response_type: 'code',
      client_id: clientId,
      redirect_uri: 'https://divelog.example/callback',
      scope: 'catches:read account:read',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    const consent = await browser.send('GET', `/oauth/authorize?${params}`);
    expect(consent.status).toBe(200);
    const html = await consent.text();
    expect(langOf(html)).toBe('fr');
    expect(html).toContain('<title>Autoriser Dive Log Pro · catchd</title>');
    expect(html).toContain('<h1>Autoriser Dive Log Pro\u00a0?</h1>');
    expect(html).toContain('<strong>Dive Log Pro</strong> souhaite utiliser votre compte catchd');
    expect(html).toContain('<li>Voir les prises, leurs vérifications et les événements de prises</li>');
    expect(html).toContain('<li>Voir votre profil et gérer vos clés d’API</li>');
    expect(html).toContain('Vous retournerez ensuite sur divelog.example.');
    expect(html).toMatch(/value="allow">\s*Autoriser\s*</);
    expect(englishLeft(html, 'fr')).toEqual([]);
    // A request that cannot go back to the app is refused in French too.
    const broken = await browser.send('GET', '/oauth/authorize?response_type=code');
    expect(broken.status).toBe(400);
    const refusal = await broken.text();
    expect(langOf(refusal)).toBe('fr');
    expect(refusal).toContain('La requête ne désigne aucune application (client_id manque).');
    expect(englishLeft(refusal, 'fr')).toEqual([]);
  });
});

describe('the developer portal’s refusals', () => {
  test('a diver without developer access is told why, in their language, not only that the page is refused', async () => {
    const { ctx } = await setUp();
    const browser = new FormBrowser(ctx, { 'accept-language': acceptLanguage.it });
    expect((await browser.signIn('nereo@reef.test')).status).toBe(303);
    const refused = await browser.send('GET', '/developers/apps');
    expect(refused.status).toBe(403);
    const html = await refused.text();
    expect(html).toContain('Le chiavi API e le app OAuth sono per gli sviluppatori approvati.');
    expect(englishLeft(html, 'it')).toEqual([]);
  });
});

describe('parts marked in another language', () => {
  test.each([
    ['a marked part is left out', '<p>Bonjour</p><div lang="en"><p>Read the guide</p></div><p>Fin</p>', ['Bonjour', 'Fin']],
    ['its nested tags of the same name too', '<div lang="en"><div>Read</div> the <div>guide</div></div><div>Suite</div>', ['Suite']],
    ['English after the part is still found', '<div lang="en">Guide</div><p>Read the rest</p>', ['Read the rest']],
    ['the page’s own <html lang="en"> is not a part', '<html lang="en"><body><p>Read the guide</p></body></html>', ['Read the guide']],
    ['the reader’s own language is not skipped', '<span lang="fr">Bonjour</span><span lang="fr-CA">Allo</span>', ['Bonjour', 'Allo']],
    ['a name in a third language is', '<p>Mérou</p><span lang="es">Mero</span><p>Fin</p>', ['Mérou', 'Fin']],
    ['a lang that is no language code is not', '<span lang="english">the</span>', ['the']],
  ])('%s', (_, html, texts) => {
    expect(readableTexts(withoutOtherLanguages(html, 'fr'))).toEqual(texts);
  });

  test('a guide’s English text passes; the same text outside its part does not', async () => {
    const ctx = testContext();
    const guide = await (await ctx.request('GET', '/docs/guides/quickstart', { headers: { 'accept-language': 'it' } })).text();
    expect(guide).toContain('<div lang="en">');
    expect(englishLeft(guide, 'it')).toEqual([]);
    expect(englishLeft(guide.replace('<div lang="en">', '<div>'), 'it').length).toBeGreaterThan(0);
  });
});
