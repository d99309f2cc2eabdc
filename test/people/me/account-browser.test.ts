// The /account page in real headless Chromium, at phone and desktop width: no serious or
// critical axe-core finding with its forms, sessions and activity shown, nothing wider than
// the screen, and a password changed by hand keeps this browser signed in while another
// browser's session ends.
// Runs once, on SQLite: layout and axe-core; the sessions behind the page are tested on both engines.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, seriousViolations } from '../../browser';
import { password, userWithPassword } from '../../developers/oauth/helpers';
import { testContext } from '../../support';

const screenshots = 'test-output/screenshots';
let server: ReturnType<typeof Bun.serve>;
let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  let handle: (request: Request) => Response | Promise<Response> = () => new Response(null, { status: 503 });
  server = Bun.serve({ hostname: '127.0.0.1', port: 0, idleTimeout: 30, fetch: (request) => handle(request) });
  baseUrl = `http://127.0.0.1:${server.port}`;
  const ctx = testContext({ baseUrl });
  handle = (request) => ctx.app.handle(request);
  await userWithPassword(ctx, 'diver@account.test');
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  server?.stop(true);
});

async function signedIn(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByLabel('Email').fill('diver@account.test');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/account');
  return page;
}

test('the account page: accessible at both widths; a password change keeps this browser and ends the other', async () => {
  const other = await signedIn(await browser.newContext());
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await signedIn(context);
  expect(await page.locator('#sessions tbody tr').count()).toBe(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${screenshots}/account-390.png`, fullPage: true });
  await page.getByLabel('Current password').fill(password);
  await page.getByLabel('New password').fill('a brand new long password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.waitForURL((u) => u.search === '?done=password-changed');
  expect(await page.locator('#sessions tbody tr').count()).toBe(1);
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${screenshots}/account-1280.png`, fullPage: true });
  await other.reload();
  expect(new URL(other.url()).pathname).toBe('/sign-in');
}, 60_000);
