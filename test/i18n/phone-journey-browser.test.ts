// A Spanish diver's first day on a 390 px phone, in real headless Chromium against the
// executable people download (dist/catchd): the home page, signing up, the account, logging a
// catch in metric units and finding it on the board, every page in `<html lang="es">` with no
// serious or critical axe-core finding. Then the home, sign-in and account pages in French and
// Greek. Screenshots: phone-<language>-<page>.png (test/browser.ts, screenshotsDir).
// Runs once, on SQLite: the words and the layout are the same on either engine.

import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Language } from '../../src/i18n/locale';
import { launchChromium, screenshotsDir, seriousViolations } from '../browser';
import { startExecutable, type RunningExecutable } from '../executable';
import { englishLeft } from './english';

const screenshots = screenshotsDir();
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const acceptLanguage: Partial<Record<Language, string>> = { es: 'es-ES,es;q=0.9', fr: 'fr-FR,fr;q=0.9', el: 'el-GR,el;q=0.9' };
const strongPassword = 'mero de cuarenta metros';

let catchd: RunningExecutable;
let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  // People sign up by themselves; the club's units stay the default, metric.
  catchd = await startExecutable({ CATCHD_SIGNUP: 'open' });
  baseUrl = catchd.base;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await catchd?.stop();
});

function phoneIn(locale: Language): Promise<BrowserContext> {
  return browser.newContext({ ...phone, locale, extraHTTPHeaders: { 'accept-language': acceptLanguage[locale]! } });
}

/** The page as it stands: its language, no English left where converted, no axe finding, and its screenshot. */
async function look(page: Page, locale: Language, name: string): Promise<void> {
  const path = new URL(page.url()).pathname;
  const html = await page.content();
  expect({ path, lang: /<html lang="([^"]+)"/.exec(html)?.[1] }).toEqual({ path, lang: locale });
  expect({ path, english: englishLeft(html, locale) }).toEqual({ path, english: [] });
  expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: `${screenshots}/phone-${locale}-${name}.png`, fullPage: true });
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(`${baseUrl}/sign-in`);
  await page.fill('#email', email);
  await page.fill('#password', strongPassword);
  await page.click('main form[action^="/sign-in"] button[type="submit"]');
  await page.waitForURL((u) => u.pathname === '/account');
}

test('a Spanish diver on a phone signs up, logs a catch in kilograms and finds it on the board', async () => {
  const context = await phoneIn('es');
  const page = await context.newPage();
  await page.goto(`${baseUrl}/`);
  await look(page, 'es', 'home');
  await page.click('main a[href="/sign-up"]');
  await page.waitForURL((u) => u.pathname === '/sign-up');
  await look(page, 'es', 'sign-up');
  await page.fill('#email', 'lucia@mar.test');
  await page.fill('#display_name', 'Lucía Marín');
  await page.fill('#password', strongPassword);
  await page.click('main form[action="/sign-up"] button[type="submit"]');
  await page.waitForURL((u) => u.pathname === '/catches');
  await look(page, 'es', 'welcome');

  await page.goto(`${baseUrl}/account`);
  await look(page, 'es', 'account');
  expect(await page.textContent('#preferences-heading')).toBe('Unidades, zona horaria e idioma');
  // Metric, as the club: the units choice says so in Spanish.
  expect(await page.locator('#pref-units option[value=""]').textContent()).toBe('Como el club (Métrico (kg, cm, m, °C))');

  await page.goto(`${baseUrl}/catches/new`);
  await look(page, 'es', 'log-a-catch');
  await page.fill('#species', 'Grey triggerfish');
  await page.fill('#weight', '2.5');
  await page.fill('#depth', '10');
  await page.selectOption('#gear', 'speargun');
  await page.click('main form button[type="submit"]');
  await page.waitForURL((u) => /^\/catches\/catch_/.test(u.pathname));
  await look(page, 'es', 'catch');

  await page.goto(`${baseUrl}/boards?board=heaviest&min_tier=unverified`);
  await look(page, 'es', 'board');
  const board = (await page.textContent('main'))!;
  expect(board).toContain('Lucía Marín');
  expect(board).toMatch(/2[.,]5\s?kg/);
  await context.close();
});

test.each(['fr', 'el'] as const)('%s on a phone: the home, sign-in and account pages', async (locale) => {
  const email = `${locale}@mar.test`;
  const visitor = await phoneIn(locale);
  const page = await visitor.newPage();
  // A new member through the form, signed out, then the three pages in this language.
  await page.goto(`${baseUrl}/sign-up`);
  await page.fill('#email', email);
  await page.fill('#display_name', locale === 'el' ? 'Νίκος' : 'Hélène');
  await page.fill('#password', strongPassword);
  await page.click('main form[action="/sign-up"] button[type="submit"]');
  await page.waitForURL((u) => u.pathname === '/catches');
  await page.click('header form[action="/sign-out"] button');
  await page.waitForURL((u) => u.pathname === '/sign-in');
  await page.goto(`${baseUrl}/`);
  await look(page, locale, 'home');
  await page.goto(`${baseUrl}/sign-in`);
  await look(page, locale, 'sign-in');
  await signIn(page, email);
  await look(page, locale, 'account');
  await visitor.close();
});
