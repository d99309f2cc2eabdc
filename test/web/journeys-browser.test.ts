// One journey per person in real headless Chromium against the real app on a real port:
// the diver logs a catch with two photos on a phone and finds it; a verifier grades it gold;
// an open leaderboard shows it without a reload; an admin changes a role and opens the
// boards to visitors; a visitor sees the boards but not private pages; the embeddable board
// renders in an iframe of another origin. axe-core checks every page; screenshots of each
// go to test-output/screenshots (git-ignored) at phone and desktop widths.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, seriousViolations } from '../browser';
import { findCatch } from '../../src/modules/catches/read';
import { findUserById } from '../../src/modules/users/service';
import { password, userWithPassword } from '../oauth/helpers';
import { png } from '../species/images';
import { testContext, type TestContext } from '../support';

const screenshots = 'test-output/screenshots';
let server: ReturnType<typeof Bun.serve>;
let clubSite: ReturnType<typeof Bun.serve>;
let ctx: TestContext;
let browser: Browser;
let baseUrl: string;
const ids: Record<string, string> = {};
let catchId = '';

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  let handle: (request: Request) => Response | Promise<Response> = () => new Response(null, { status: 503 });
  server = Bun.serve({ hostname: '127.0.0.1', port: 0, idleTimeout: 30, fetch: (request) => handle(request) });
  baseUrl = `http://127.0.0.1:${server.port}`;
  // The club's own website, on another origin, framing the embeddable board.
  clubSite = Bun.serve({
    hostname: 'localhost',
    port: 0,
    fetch: () =>
      new Response(
        `<!doctype html><html lang="en"><title>Spearfishing club</title><h1>Our club</h1><iframe title="Leaderboard" src="${baseUrl}/embed/boards?board=heaviest&min_tier=gold" width="600" height="400"></iframe></html>`,
        {
          headers: { 'content-type': 'text/html' },
        },
      ),
  });
  ctx = testContext({ baseUrl, embedOrigins: [`http://localhost:${clubSite.port}`] });
  // The browser's clock is the real one: "caught at" defaults to now, which must not be in the app's future.
  ctx.clock.now = Math.floor(Date.now() / 1000);
  handle = (request) => ctx.app.handle(request);
  ids.diver = await userWithPassword(ctx, 'diver@reef.test');
  ids.verifier = await userWithPassword(ctx, 'verifier@reef.test', 'verifier');
  ids.admin = await userWithPassword(ctx, 'admin@reef.test', 'admin');
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  server?.stop(true);
  clubSite?.stop(true);
});

/** 0 serious or critical axe-core violations, and a screenshot at this page's width. */
async function check(page: Page, name: string): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${screenshots}/${name}-${page.viewportSize()!.width}.png`, fullPage: true });
}

/** The same page at desktop width: checked and photographed too. */
async function desktopToo(page: Page, name: string): Promise<void> {
  const phone = page.viewportSize()!;
  await page.setViewportSize({ width: 1280, height: 900 });
  await check(page, name);
  await page.setViewportSize(phone);
}

async function signIn(context: BrowserContext, email: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/sign-in`);
  await check(page, 'sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/account');
  return page;
}

describe('journeys in Chromium', () => {
  let boardContext: BrowserContext;
  let board: Page;

  test('a diver on a phone logs a catch with two photos, finds it in the list and asks for verification', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await signIn(context, 'diver@reef.test');
    await page.goto(`${baseUrl}/catches/new`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await page.inputValue('#caught_at')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await page.getByLabel('Species').fill('Grey trigg');
    await page.waitForFunction(() => document.querySelectorAll('#species-names option').length > 0);
    expect(await page.locator('#species-names option').first().getAttribute('value')).toBe('Grey triggerfish');
    await page.getByLabel('Species').fill('Grey triggerfish');
    await page.getByLabel('Weight').fill('2.5');
    await expect(page.locator('#weight-hint').textContent()).resolves.toBe('= 5.51 lb');
    await page.getByLabel('Depth').fill('10');
    await expect(page.locator('#depth-hint').textContent()).resolves.toBe('= 32.8 ft');
    await page.getByLabel('Gear').selectOption('speargun');
    await page.getByLabel('Latitude').fill('25.12345');
    await page.getByLabel('Longitude').fill('-80.54321');
    await page.getByLabel('Notes').fill('Under the ledge <b>not bold</b>');
    await page.setInputFiles('#photos', [
      { name: 'fish.png', mimeType: 'image/png', buffer: Buffer.from(png(640, 480)) },
      { name: 'scale.png', mimeType: 'image/png', buffer: Buffer.from(png(480, 640)) },
    ]);
    await check(page, 'log-a-catch');
    await page.getByRole('button', { name: 'Save catch' }).click();
    // Online, saving ends on the saved catch, saying so (also where the service worker's Background Sync sent it).
    await page.waitForURL((u) => /^\/catches\/catch_/.test(u.pathname));
    expect(await page.locator('main .notice[role="status"]').textContent()).toBe('Saved.');
    catchId = new URL(page.url()).pathname.split('/')[2];
    expect(await page.locator('.photos img').count()).toBe(2);
    expect(await page.textContent('main')).toContain('Under the ledge <b>not bold</b>');
    await check(page, 'catch');
    await desktopToo(page, 'catch');
    await page.goto(`${baseUrl}/catches`);
    await expect(page.locator(`#catch-list a[href="/catches/${catchId}"]`).count()).resolves.toBe(1);
    await check(page, 'my-catches');
    await desktopToo(page, 'my-catches');

    await page.goto(`${baseUrl}/catches/${catchId}/verification`);
    await page.getByLabel('Photo 1').check();
    await page.getByLabel('Photo of the weighing').selectOption({ label: 'Photo 2' });
    await page.getByLabel('Weight (lb)').fill('5.5');
    await page.getByLabel('Scale certified on').fill('2026-01-15');
    await page.getByLabel('Name', { exact: true }).fill('Marta Witness');
    await check(page, 'ask-for-verification');
    await page.getByRole('button', { name: 'Ask for verification' }).click();
    await page.waitForURL((u) => u.pathname === `/catches/${catchId}`);
    await context.close();
  });

  test('a leaderboard is open in a second browser before the grading', async () => {
    boardContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    board = await signIn(boardContext, 'admin@reef.test');
    await board.goto(`${baseUrl}/boards?board=heaviest&min_tier=gold`);
    await board.waitForFunction(() => document.querySelector('[data-live-status]')?.textContent?.startsWith('Live'));
    expect(await board.textContent('#board')).toContain('No catches on this board yet.');
    await board.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await check(board, 'leaderboard');
  });

  test('a verifier grades it gold from the queue', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signIn(context, 'verifier@reef.test');
    await page.goto(`${baseUrl}/verify`);
    await check(page, 'verify-queue');
    await page.locator(`#queue a[href="/verify/${catchId}"]`).click();
    await page.waitForURL((u) => u.pathname === `/verify/${catchId}`);
    expect(await page.textContent('main')).toContain('The evidence above meets the gold rule.');
    await check(page, 'verify');
    await page.setViewportSize({ width: 390, height: 844 });
    await check(page, 'verify');
    await page.getByRole('button', { name: 'Grade gold' }).click();
    await page.waitForURL((u) => u.pathname === '/verify');
    expect((await findCatch(ctx.db, catchId))!.tier).toBe(3);
    await context.close();
  });

  test('the open leaderboard shows the gold catch without a reload (Server-Sent Events)', async () => {
    await board.waitForFunction(() => document.querySelector('#board')?.textContent?.includes('diver'), undefined, { timeout: 10_000 });
    expect(await board.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await board.textContent('#board')).toContain('Grey triggerfish');
    await check(board, 'leaderboard-updated');
  });

  test('an admin changes a role and opens the boards and species to visitors', async () => {
    const page = board;
    await page.goto(`${baseUrl}/admin/people`);
    await check(page, 'admin-people');
    await page.getByLabel('Role of diver').selectOption('verifier');
    await page.locator(`form[action="/admin/people/${ids.diver}/role"] button`).click();
    await page.waitForURL((u) => u.pathname === '/admin/people');
    expect((await findUserById(ctx.db, ids.diver))!.role).toBe('verifier');
    await page.goto(`${baseUrl}/admin/access`);
    await page.getByLabel('Leaderboards, and the embeddable board').check();
    await page.getByLabel('Species pages').check();
    await check(page, 'admin-access');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/access');
    expect(await page.isChecked('input[value="leaderboards"]')).toBe(true);
    expect(await page.isChecked('input[value="species"]')).toBe(true);
    await boardContext.close();
  });

  test('a visitor sees the public boards and species but is sent to sign in for private pages', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/boards?board=heaviest&min_tier=gold`);
    expect(await page.textContent('#board')).toContain('Grey triggerfish');
    // Other divers' spots are rounded for visitors, exactly as the API does.
    expect(await page.textContent('#board')).toContain('25.1, -80.5');
    expect(await page.textContent('#board')).not.toContain('25.12345');
    await check(page, 'visitor-leaderboard');
    await desktopToo(page, 'visitor-leaderboard');
    const species = (await findCatch(ctx.db, catchId))!.species_id;
    await page.goto(`${baseUrl}/species/${species}`);
    expect(await page.textContent('h1')).toContain('Grey triggerfish');
    await check(page, 'species');
    for (const path of ['/catches/new', '/catches', '/verify', '/admin/people', `/divers/${ids.diver}`]) {
      await page.goto(`${baseUrl}${path}`);
      expect(new URL(page.url()).pathname).toBe('/sign-in');
    }
    await context.close();
  });

  test('the embeddable board renders inside an iframe on another origin', async () => {
    const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
    const page = await context.newPage();
    await page.goto(`http://localhost:${clubSite.port}/`);
    const frame = page.frameLocator('iframe');
    await expect(frame.locator('#board').textContent()).resolves.toContain('Grey triggerfish');
    await page.screenshot({ path: `${screenshots}/embedded-board-800.png` });
    await context.close();
  });
});
