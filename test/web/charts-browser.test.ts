// The charts of issue 43 in real headless Chromium against dist/catchd, at 390 px (a phone) and
// 1280 px, in light and dark: the diver's season, the club's page (admin) and a species'
// weights. Each page: no serious axe-core finding, no sideways scroll, no request of its own
// answered 4xx, every chart drawn as an image with a name. Screenshots: charts-<name>-<width>.png (test/browser.ts, screenshotsDir).
// Runs once, on SQLite: the drawing is checked here; the numbers on both engines in test/stats.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import { createCatch } from '../../src/modules/catches/write';
import { launchChromium, screenshotsDir, seriousViolations } from '../browser';
import { password, userWithPassword } from '../developers/oauth/helpers';
import { startExecutable, type RunningExecutable } from '../executable';

const screenshots = screenshotsDir();
let catchd: RunningExecutable;
let browser: Browser;
let diverId: string;
let wahoo: string;

beforeAll(async () => {
  catchd = await startExecutable();
  const now = Math.floor(Date.now() / 1000);
  const ctx = { db: catchd.db, clock: { now } };
  diverId = await userWithPassword(ctx, 'diver@charts.test');
  const otherId = await userWithPassword(ctx, 'other@charts.test');
  await userWithPassword(ctx, 'admin@charts.test', 'admin');
  const year = new Date(now * 1000).getUTCFullYear() - 1;
  const species = ['Wahoo', 'Grey triggerfish', 'Dentex dentex', 'Mutton snapper', 'Barber surgeonfish'];
  for (let n = 0; n < 90; n++) {
    const record = await createCatch(
      ctx.db,
      { userId: n % 3 === 0 ? otherId : diverId, role: 'diver' },
      {
        species: species[(n * n) % species.length],
        weight_lbs: Math.round((1 + ((n * 37) % 60) / 2 + (n % 5)) * 100) / 100,
        depth_ft: 12 + ((n * 13) % 80),
        dive_type: 'freedive',
        caught_at: new Date(Date.UTC(year, (n * 5) % 12, 1 + (n % 27))).toISOString(),
      },
      now,
    );
    if (record.common_name === 'Wahoo') wahoo = record.species_id;
  }
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await catchd?.stop();
});

async function signedIn(width: number, email: string, scheme: 'light' | 'dark'): Promise<Page> {
  const phone = width < 500;
  const context = await browser.newContext({
    viewport: { width, height: phone ? 844 : 900 },
    isMobile: phone,
    hasTouch: phone,
    colorScheme: scheme,
  });
  const page = await context.newPage();
  await page.goto(`${catchd.base}/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => u.pathname !== '/sign-in');
  return page;
}

/** Opens `path` and checks what every chart page must be; answers the page's own failed requests. */
async function visit(page: Page, path: string): Promise<void> {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(catchd.base) && response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  const response = await page.goto(`${catchd.base}${path}`);
  expect(response?.status()).toBe(200);
  await page.waitForLoadState('networkidle');
  expect(failed).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  const charts = page.locator('figure.chart svg[role="img"]');
  expect(await charts.count()).toBeGreaterThan(0);
  for (const chart of await charts.all()) {
    const name = await chart.evaluate((svg) =>
      (svg.getAttribute('aria-labelledby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(name.trim().length).toBeGreaterThan(10);
  }
}

const pages = [
  { name: 'diver', email: 'diver@charts.test', path: () => `/divers/${diverId}/stats?year=${new Date().getUTCFullYear() - 1}` },
  { name: 'club', email: 'admin@charts.test', path: () => `/stats?year=${new Date().getUTCFullYear() - 1}` },
  { name: 'species', email: 'diver@charts.test', path: () => `/stats/species/${wahoo}` },
];

describe('chart pages in Chromium', () => {
  for (const { name, email, path } of pages)
    for (const width of [390, 1280])
      test(`${name} at ${width} px, light and dark`, async () => {
        for (const scheme of ['light', 'dark'] as const) {
          const page = await signedIn(width, email, scheme);
          await visit(page, path());
          await page.screenshot({
            path: `${screenshots}/charts-${name}${scheme === 'dark' ? '-dark' : ''}-${width}.png`,
            fullPage: true,
          });
          await page.context().close();
        }
      });

  test('the navigation leads to the stats; the table of a chart opens', async () => {
    const page = await signedIn(390, 'diver@charts.test', 'light');
    // On a phone the places are folded into the menu.
    await page.locator('header.top details.places summary').click();
    await page.getByRole('link', { name: 'Stats', exact: true }).click();
    await page.getByRole('link', { name: 'Your season' }).click();
    await page.waitForURL((u) => u.pathname === `/divers/${diverId}/stats`);
    await page.locator('#catches-by-month summary').click();
    await expect(page.locator('#catches-by-month table').isVisible()).resolves.toBe(true);
    await page.context().close();
  });
});
