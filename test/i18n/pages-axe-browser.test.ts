// Every converted page through axe-core in real Chromium, in another language than English: a
// translation can leave a control without a name, a heading empty or a language tag wrong where
// English had none of that. Each page is read in one of the six languages in turn (page n in
// language n mod 6), so every page and every language is checked; all of them in all six would
// be 700 runs of axe, minutes of the suite. The pages are rendered by the app in process (as pages.test.ts renders them), and
// Chromium fetches each page's styles and scripts from the same app.
// Runs once, on SQLite: the markup is the engine's to neither make nor change.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { Browser } from 'playwright-core';
import { languages } from '../../src/i18n/locale';
import { launchChromium, seriousViolations } from '../browser';
import { acceptLanguage, convertedPages, open, setUp } from './pages';

/**
 * The rules a translation can break: names of controls, links, images and frames, the title,
 * headings and the language tags. The rest (colours, landmarks, structure) no language changes,
 * and the English journeys (look-browser and the others) run every rule.
 */
const wordRules = [
  'aria-command-name',
  'aria-input-field-name',
  'aria-toggle-field-name',
  'button-name',
  'document-title',
  'empty-heading',
  'empty-table-header',
  'frame-title',
  'html-has-lang',
  'html-lang-valid',
  'image-alt',
  'input-button-name',
  'label',
  'link-name',
  'select-name',
  'summary-name',
  'svg-img-alt',
  'valid-lang',
];

/** Where the page under test is served in Chromium; everything else goes to the app. */
const pagePath = '/__page-under-test';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const others = languages.filter((l) => l !== 'en');

for (const [turn, locale] of others.entries())
  test(`${locale}: axe finds nothing serious on its share of the converted pages`, async () => {
    const set = await setUp();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    let html = '';
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === pagePath) return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
      // A live board's stream never ends: the page keeps its words for a stream that is not there.
      if (url.pathname.endsWith('/stream')) return route.abort();
      const answer = await set.ctx.app.handle(new Request(url, { headers: route.request().headers() }));
      return route.fulfill({
        status: answer.status,
        headers: Object.fromEntries(answer.headers),
        body: Buffer.from(await answer.arrayBuffer()),
      });
    });
    const found: string[] = [];
    for (const converted of convertedPages.filter((_, n) => n % others.length === turn)) {
      html = await open(set.ctx, set, converted, { 'accept-language': acceptLanguage[locale] });
      await page.goto(`http://catchd.test${pagePath}`);
      for (const line of await seriousViolations(page, wordRules)) found.push(`${converted.name}: ${line}`);
    }
    await context.close();
    expect(found).toEqual([]);
  });
