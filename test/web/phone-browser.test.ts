// What a person sees on a phone (issue 26), in real headless Chromium at 390 px against the
// executable people download (dist/catchd): the main navigation fits in one row (its places in a menu), the developer portal's links stand apart,
// no navigation link leads anyone to a 403, counts read "1 catch", and the API reference at
// /docs has no serious or critical axe-core finding. Screenshots go to test-output/screenshots.
// Runs once, on SQLite: navigation, layout and axe-core read the same pages on either engine.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loadConfig } from '../../src/config';
import { createCatch } from '../../src/modules/catches/write';
import { applyForAccess } from '../../src/modules/developers/service';
import { developerPolicy } from '../../src/identity/developer-access';
import { setPublicAreas } from '../../src/identity/settings';
import { launchChromium, seriousViolations } from '../browser';
import { password, userWithPassword } from '../developers/oauth/helpers';
import { startExecutable, type RunningExecutable } from '../executable';

const screenshots = 'test-output/screenshots';
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
let catchd: RunningExecutable;
let browser: Browser;
let baseUrl: string;

type Role = 'visitor' | 'diver' | 'verifier' | 'applicant' | 'admin';
const roles: Role[] = ['visitor', 'diver', 'verifier', 'applicant', 'admin'];

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  catchd = await startExecutable({ CATCHD_DEVELOPER_ACCESS: 'approval' });
  baseUrl = catchd.base;
  const ctx = { db: catchd.db, clock: { now: Math.floor(Date.now() / 1000) } };
  const diver = await userWithPassword(ctx, 'diver@phone.test');
  await userWithPassword(ctx, 'verifier@phone.test', 'verifier');
  await userWithPassword(ctx, 'admin@phone.test', 'admin');
  // A diver who applied for developer access and waits for the decision.
  const applicant = await userWithPassword(ctx, 'applicant@phone.test');
  await applyForAccess(
    ctx.db,
    developerPolicy(loadConfig(catchd.env)),
    applicant,
    { name: 'Ann', email: 'applicant@phone.test', building: 'a dive log' },
    ctx.clock.now,
    (n) => crypto.getRandomValues(new Uint8Array(n)),
  );
  await setPublicAreas(ctx.db, ['leaderboards', 'species', 'divers'], ctx.clock.now);
  const caughtAt = new Date((ctx.clock.now - 3600) * 1000).toISOString();
  await createCatch(
    ctx.db,
    { userId: diver, role: 'diver' },
    { species: 'Grey triggerfish', weight_lbs: 3, depth_ft: 20, dive_type: 'freedive', caught_at: caughtAt },
    ctx.clock.now,
  );
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await catchd?.stop();
});

/** A phone browser, signed in as this role (the visitor is not). */
async function phoneAs(role: Role): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  if (role !== 'visitor') {
    await page.goto(`${baseUrl}/sign-in`);
    await page.getByLabel('Email').fill(`${role}@phone.test`);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/account');
  }
  return { context, page };
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The larger of the horizontal and vertical space between two boxes (negative when they overlap). */
function spaceBetween(a: Box, b: Box): number {
  const across = Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width));
  const down = Math.max(b.y - (a.y + a.height), a.y - (b.y + b.height));
  return Math.max(across, down);
}

async function boxes(page: Page, selector: string): Promise<Box[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
}

describe('on a 390 px phone', () => {
  test('the developer portal’s links stand apart, at least 6 px between any two, and wrap within the screen', async () => {
    const { context, page } = await phoneAs('admin');
    await page.goto(`${baseUrl}/developers`);
    await page.screenshot({ path: `${screenshots}/phone-portal-390.png` });
    const links = await boxes(page, 'nav[aria-label="Developer portal"] a');
    expect(links).toHaveLength(7);
    const tooClose: string[] = [];
    for (let i = 0; i < links.length; i++)
      for (let j = i + 1; j < links.length; j++)
        if (spaceBetween(links[i], links[j]) < 6) tooClose.push(`${i}-${j}: ${spaceBetween(links[i], links[j])} px`);
    expect(tooClose).toEqual([]);
    expect(Math.max(...links.map((b) => b.x + b.width))).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });

  test.each(roles)('the main navigation of the %s takes one row and at most 100 px, its places in a menu', async (role) => {
    const { context, page } = await phoneAs(role);
    await page.goto(`${baseUrl}/species`);
    await page.screenshot({ path: `${screenshots}/phone-navigation-${role}-390.png` });
    // What shows with the menu closed: the club's name, the menu, the account (the places wait in the menu).
    const items = await boxes(
      page,
      'nav[aria-label="Main"] > a, nav[aria-label="Main"] summary, nav[aria-label="Main"] .account a, nav[aria-label="Main"] button',
    );
    const middles = items.map((b) => b.y + b.height / 2);
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(8);
    expect(await page.locator('nav[aria-label="Main"] .places li a').first().isVisible()).toBe(false);
    const header = (await page.locator('header.top').boundingBox())!;
    expect(header.height).toBeLessThanOrEqual(100);
    // The page itself never scrolls sideways; only the row of places may.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await context.close();
  });

  test.each(roles)('no navigation link leads the %s to a 403', async (role) => {
    const { context, page } = await phoneAs(role);
    const links = new Set<string>();
    for (const start of ['/', '/catches', '/species', '/boards', '/account', '/developers']) {
      await page.goto(`${baseUrl}${start}`);
      for (const href of await page.locator('nav a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))) links.add(href);
    }
    expect(links.size).toBeGreaterThan(role === 'visitor' ? 2 : 8);
    const refused: string[] = [];
    for (const link of links) {
      const response = await page.goto(link);
      if (response!.status() === 403) refused.push(new URL(link).pathname);
    }
    expect(refused).toEqual([]);
    await context.close();
  });

  test('counts read "1 catch", not "1 catches"', async () => {
    const { context, page } = await phoneAs('diver');
    await page.goto(`${baseUrl}/catches`);
    expect(await page.textContent('main')).toContain('1 catch');
    expect(await page.textContent('main')).not.toContain('1 catches');
    await page.goto(`${baseUrl}/species?q=grey+triggerfish`);
    expect(await page.textContent('main')).toContain('· 1 catch');
    await page.locator('main a', { hasText: 'Grey triggerfish' }).first().click();
    await page.waitForURL((u) => u.pathname.startsWith('/species/'));
    expect(await page.textContent('main')).toContain('1 catch logged');
    await context.close();
  });
});

describe('the API reference at /docs', () => {
  // Each colour scheme once and each width once (axe-core over Scalar's every operation takes
  // seconds a run): the phone's menu open in dark, an operation shown in light on a desktop.
  test.each([
    ['dark', 390, 'menu'],
    ['light', 1280, 'operation'],
  ] as const)(
    'in %s mode at %d px (%s): a language, and no serious or critical axe-core finding',
    async (colorScheme, width, state) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/docs`);
      await page.getByText('Log a catch').first().waitFor({ timeout: 20_000 });
      expect(await page.getAttribute('html', 'lang')).toBe('en');
      if (state === 'menu') await page.getByRole('button', { name: 'Open Menu' }).click();
      if (state === 'operation') await page.getByRole('button', { name: 'Log a catch' }).first().click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${screenshots}/docs-${colorScheme}-${state}-${width}.png` });
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    },
    // Scalar renders every operation of the document, and axe-core reads all of it.
    120_000,
  );
});
