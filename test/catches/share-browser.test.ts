// The Share button in real headless Chromium on a phone (390 px), against dist/catchd, as a
// stranger opening a shared catch: where the browser has a share sheet the button hands it the
// link, title and words (navigator.share stubbed by an init script that records the call);
// where it has none the button copies the link and says "Link copied" (an aria-live status).
// Saves the page and the catch's card itself as screenshots. axe-core: nothing serious.
// Runs once, on SQLite: the button and the card are the page’s; test/catches/share.test.ts covers storage on both engines.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { Browser } from 'playwright-core';
import { launchChromium, screenshotsDir, seriousViolations } from '../browser';
import { startExecutable, type RunningExecutable } from '../executable';
import { pngSize, sharedCatch } from './share-card';

const phone = { width: 390, height: 844 };
const screenshots = screenshotsDir();
let catchd: RunningExecutable;
let browser: Browser;
let id: string;

beforeAll(async () => {
  catchd = await startExecutable();
  browser = await launchChromium();
  id = await sharedCatch(catchd);
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await catchd?.stop();
});

test('with a share sheet, the button hands it the catch’s link and words', async () => {
  const context = await browser.newContext({ viewport: phone });
  await context.addInitScript(() => {
    const calls: ShareData[] = [];
    Object.defineProperty(window, 'sharedCalls', { value: calls });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        calls.push(data);
        return Promise.resolve();
      },
    });
  });
  const page = await context.newPage();
  await page.goto(`${catchd.base}/catches/${id}`);
  expect(await seriousViolations(page)).toEqual([]);
  // The link's read-only field stands in only without a way to share.
  expect(await page.locator('#share-link').isHidden()).toBe(true);
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('status').filter({ hasText: 'Shared.' }).waitFor();
  const calls = await page.evaluate(() => (window as unknown as { sharedCalls: ShareData[] }).sharedCalls);
  expect(calls).toEqual([
    { url: `${catchd.base}/catches/${id}`, title: 'Common dentex, 8.2 kg', text: 'Caught by Ann, logged with catchd.' },
  ]);
  await page.screenshot({ path: `${screenshots}/share-catch-phone.png`, fullPage: true });
  await context.close();
}, 120_000);

test('without one, the button copies the link and says so; without script the link stands as a field', async () => {
  const context = await browser.newContext({ viewport: phone });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: catchd.base });
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
  });
  const page = await context.newPage();
  await page.goto(`${catchd.base}/catches/${id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${catchd.base}/catches/${id}`);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();

  const noScript = await browser.newContext({ viewport: phone, javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`${catchd.base}/catches/${id}`);
  expect(await plain.getByRole('button', { name: 'Share' }).count()).toBe(0);
  expect(await plain.getByLabel('Link to this page').inputValue()).toBe(`${catchd.base}/catches/${id}`);
  await noScript.close();
}, 120_000);

test('the card a chat app shows: 1200×630, saved as a screenshot', async () => {
  const card = await fetch(`${catchd.base}/catches/${id}/card.png`);
  expect(card.headers.get('content-type')).toBe('image/png');
  const bytes = new Uint8Array(await card.arrayBuffer());
  expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  await Bun.write(`${screenshots}/share-card-catch.png`, bytes);
});
