// Passkeys in real headless Chromium with its virtual authenticator (DevTools Protocol WebAuthn
// domain), against the executable people download (dist/catchd): sign in with a password, add
// a passkey on /account, sign out, sign in with the passkey alone, see it listed with its last
// use, remove it. axe-core finds nothing serious or critical
// on the new states. The site is http://localhost (a secure context, and a host name: WebAuthn
// refuses IP addresses as the relying party).
// Runs once, on SQLite: the browser’s side is the same on either engine; passkeys.test.ts runs on both.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { launchChromium, seriousViolations } from '../../browser';
import { startExecutable, type RunningExecutable } from '../../executable';
import { password, userWithPassword } from '../../developers/oauth/helpers';

let catchd: RunningExecutable;
let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  catchd = await startExecutable();
  baseUrl = catchd.base;
  await userWithPassword({ db: catchd.db, clock: { now: Math.floor(Date.now() / 1000) } }, 'diver@passkey.test');
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await catchd?.stop();
});

test('add a passkey, sign out, sign in with it (no password), see its last use, remove it', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByLabel('Email').fill('diver@passkey.test');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/account');

  await page.getByLabel('Name of the new passkey').fill('Test laptop');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.waitForURL((u) => u.search === '?done=passkey-added');
  expect(await page.locator('#passkeys tbody tr').count()).toBe(1);
  expect(await page.locator('#passkeys tbody tr td').nth(2).textContent()).toBe('Never');
  expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1);
  expect(await seriousViolations(page)).toEqual([]);
  mkdirSync('test-output/screenshots', { recursive: true });
  await page
    .locator('section', { has: page.locator('#passkeys-heading') })
    .screenshot({ path: 'test-output/screenshots/passkeys-1280.png' });

  await page.locator('header').getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((u) => u.pathname === '/sign-in');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.waitForURL((u) => u.pathname === '/account');
  expect(await page.locator('#passkeys tbody tr td').nth(2).textContent()).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
  expect(await page.locator('#activity').textContent()).toContain('with passkey');

  await page.getByRole('button', { name: 'Remove passkey Test laptop' }).click();
  await page.waitForURL((u) => u.search === '?done=passkey-removed');
  expect(await page.locator('#passkeys').count()).toBe(0);
  expect(await page.getByText('You have no passkeys yet.').count()).toBe(1);
  expect(await seriousViolations(page)).toEqual([]);

  // The authenticator still holds it, but the server no longer knows it: signing in with it is refused, in words.
  await page.locator('header').getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((u) => u.pathname === '/sign-in');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await page.locator('#passkey-sign-in [role="status"]').filter({ hasText: 'not registered' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/sign-in');
  await context.close();
}, 90_000);

test('without JavaScript the passkey buttons stay hidden', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseUrl.replace('localhost', '127.0.0.1')}/sign-in`);
  expect(await page.getByRole('button', { name: 'Sign in with a passkey' }).isVisible()).toBe(false);
  await context.close();
}, 30_000);
