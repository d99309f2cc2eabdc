// The authenticator app in real headless Chromium on a phone-sized screen, against the executable
// people download (dist/catchd): set it up on /account
// from the QR code (inline SVG with an accessible name, made on the server: no script, nothing
// the CSP refuses) or its key, confirm with a code the test computes, keep the recovery codes,
// then sign in with a code and with a recovery code. axe-core finds nothing serious or critical.
// Runs once, on SQLite: the browser’s side is the same on either engine; second-factor.test.ts runs on both.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { mkdirSync } from 'node:fs';
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, seriousViolations } from '../../browser';
import { startExecutable, type RunningExecutable } from '../../executable';
import { password, userWithPassword } from '../../developers/oauth/helpers';

let catchd: RunningExecutable;
let browser: Browser;
let baseUrl: string;
const now = (): number => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  catchd = await startExecutable();
  baseUrl = catchd.base;
  await userWithPassword({ db: catchd.db, clock: { now: now() } }, 'diver@factor.test');
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await catchd?.stop();
});

async function passwordStep(page: Page): Promise<void> {
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByLabel('Email').fill('diver@factor.test');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('set up from the QR code, then sign in with a code and with a recovery code', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const refusedByPolicy: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refusedByPolicy.push(message.text());
  });
  await passwordStep(page);
  await page.waitForURL((u) => u.pathname === '/account');
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await page.waitForURL((u) => u.pathname === '/account');

  const qr = page.getByRole('img', { name: 'QR code of the key, for your authenticator app' });
  expect(await qr.count()).toBe(1);
  expect(await qr.evaluate((svg) => svg.tagName.toLowerCase())).toBe('svg');
  const box = (await qr.boundingBox())!;
  expect(box.width).toBeGreaterThan(100);
  expect(box.width).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth && window.innerWidth === 390)).toBe(true);
  mkdirSync('test-output/screenshots', { recursive: true });
  await page.locator('#second-factor').screenshot({ path: 'test-output/screenshots/second-factor-qr-390.png' });

  const secret = (await page.locator('#second-factor-secret').textContent())!;
  const codeAt = (seconds: number): string =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: seconds * 1000 });
  // The step before this one (the server allows one step of drift): the sign-in's code below is a newer one.
  await page.getByLabel('Code from your app').fill(codeAt(now() - 30));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.locator('#recovery-codes').waitFor();
  const recoveryCodes = await page.locator('#recovery-codes code').allTextContents();
  expect(recoveryCodes).toHaveLength(10);
  expect(await seriousViolations(page)).toEqual([]);

  // Next sign-in: the password, then a code from the app.
  await page.goto(`${baseUrl}/account`);
  await page.locator('header').getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((u) => u.pathname === '/sign-in');
  await passwordStep(page);
  const codeField = page.getByLabel('Code from your authenticator app, or a recovery code');
  await codeField.waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await codeField.fill('000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('alert').filter({ hasText: 'That code is not right' }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await codeField.fill(codeAt(now()));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.pathname === '/account');

  // The phone is lost: a recovery code instead, spent once used.
  await page.locator('header').getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((u) => u.pathname === '/sign-in');
  await passwordStep(page);
  await codeField.fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.pathname === '/account');
  expect(await page.locator('#second-factor').textContent()).toContain('Recovery codes left: 9');
  expect(refusedByPolicy).toEqual([]);
  await context.close();
}, 90_000);
