// A club cup in real headless Chromium on phone-sized screens, against the executable people
// download (dist/catchd) over real HTTP: the admin creates it from the "CMAS points" preset,
// publishes it and enters three divers and a team; a diver logs a fish on the phone; the
// weighmaster weighs it at the dock while the diver's standings update live; after the end a
// diver protests, the admin dismisses it and finalizes; the results print. axe-core checks the
// pages. The executable runs on the real clock: "after the end" moves the competition's end
// into the past in its database, as the hours passing would.
// Screenshots go to a stable directory, $TMPDIR/catchd-journey-competitions/; with
// CATCHD_TEST_DOCS_SCREENSHOTS=1 the phone ones are also copied to docs/screenshots/competitions-*.png.
// Runs once, on SQLite: the pages are the same on either engine; api.test.ts and the others here run on both.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, seriousViolations } from '../browser';
import { type RunningExecutable, startExecutable } from '../executable';
import { password, userWithPassword } from '../developers/oauth/helpers';

const screenshots = join(tmpdir(), 'catchd-journey-competitions');
const docsScreenshots = resolve(import.meta.dir, '../../docs/screenshots');
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
let catchd: RunningExecutable;
let browser: Browser;
let baseUrl: string;
let competitionPath = '';
const nowSeconds = (): number => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  rmSync(screenshots, { recursive: true, force: true });
  mkdirSync(screenshots, { recursive: true });
  catchd = await startExecutable();
  baseUrl = catchd.base;
  const setup = { db: catchd.db, clock: { now: nowSeconds() } };
  await userWithPassword(setup, 'admin@club.test', 'admin');
  await userWithPassword(setup, 'weigh@club.test', 'verifier');
  for (const name of ['ana', 'bo', 'cy', 'dee', 'eli']) await userWithPassword(setup, `${name}@club.test`, 'diver');
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await catchd?.stop();
});

async function check(page: Page, name: string): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const width = page.viewportSize()!.width;
  const path = join(screenshots, `competition-${name}-${width}.png`);
  await page.screenshot({ path, fullPage: true });
  if (process.env.CATCHD_TEST_DOCS_SCREENSHOTS === '1' && width === phone.viewport.width) {
    mkdirSync(docsScreenshots, { recursive: true });
    copyFileSync(path, join(docsScreenshots, `competitions-${name}.png`));
  }
}

async function signIn(context: BrowserContext, email: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/account');
  return page;
}

const local = (seconds: number): string => new Date(seconds * 1000).toISOString().slice(0, 16);

describe('a competition from preset to print', () => {
  test('create from a preset, publish, enter three divers and a team', async () => {
    const page = await signIn(await browser.newContext(phone), 'admin@club.test');
    await page.goto(`${baseUrl}/competitions/new`);
    await page.getByLabel('Name').fill('Harbour cup');
    await page.getByLabel('Rules').selectOption({ label: 'CMAS points' });
    await page.getByLabel('Starts (local time)').fill(local(nowSeconds() - 3600));
    await page.getByLabel('Ends (local time)').fill(local(nowSeconds() + 3600));
    await page.getByLabel('Team size').selectOption('2');
    await page.getByLabel('Who enters').selectOption('admin');
    await page.getByLabel('Weighmasters (emails of verifiers, comma separated)').fill('weigh@club.test');
    await check(page, 'new');
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.waitForURL((u) => /^\/competitions\/cmp_/.test(u.pathname));
    competitionPath = new URL(page.url()).pathname;
    expect(await page.textContent('#rules')).toContain('A point for every gram a fish weighs.');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.waitForURL((u) => u.pathname === competitionPath);
    expect(await page.textContent('#status')).toContain('Running now');
    for (const [divers, team] of [
      ['ana@club.test', ''],
      ['bo@club.test', ''],
      ['cy@club.test', ''],
      ['dee@club.test, eli@club.test', 'Reef'],
    ]) {
      await page.getByLabel('Divers (emails, comma separated; the first enters)').fill(divers!);
      if (team) await page.getByLabel('Team name').fill(team);
      await page.getByRole('button', { name: 'Add entry' }).click();
      await page.waitForURL((u) => u.pathname === competitionPath);
    }
    expect(await page.textContent('#admin')).toContain('4 entries.');
    expect(await page.textContent('#standings')).toContain('Reef');
    await check(page, 'admin');
  });

  test('a fish logged on the phone is weighed at the dock; the standings follow live', async () => {
    const diver = await signIn(await browser.newContext(phone), 'ana@club.test');
    await diver.goto(`${baseUrl}/catches/new`);
    await diver.getByLabel('Species').fill('Waho');
    await diver.waitForFunction(() => document.querySelectorAll('#species-names option').length > 0);
    await diver.getByLabel('Species').fill('Wahoo');
    await diver.getByLabel('Weight').fill('3.2');
    await diver.getByLabel('Depth').fill('12');
    await diver.getByRole('button', { name: 'Save catch' }).click();
    // Saved on the phone first (the offline outbox), then sent: the page opens the saved catch.
    await diver.waitForURL((url) => url.pathname.startsWith('/catches/catch_') && url.searchParams.get('done') === 'saved');
    await diver.goto(`${baseUrl}${competitionPath}`);
    expect(await diver.textContent('#my-entry')).toContain('not weighed yet');
    await diver.waitForFunction(() => document.querySelector('[data-live-status]')?.getAttribute('data-state') === 'open');
    await check(diver, 'diver-before');

    const master = await signIn(await browser.newContext(phone), 'weigh@club.test');
    await master.goto(`${baseUrl}${competitionPath}/weigh-in`);
    await master.getByLabel('Find the entry').fill('ana');
    await master.getByRole('button', { name: 'Find' }).click();
    await master.getByRole('link', { name: 'ana' }).click();
    await master.getByLabel('Weight (kg)').fill('3.15');
    await check(master, 'weigh-in');
    const weighedAt = Date.now();
    await master.getByRole('button', { name: 'Accept' }).click();
    await master.waitForURL((u) => u.searchParams.has('entry'));
    // 3150 points + 100 a fish + 500 a species: on the diver's open page within a second or so.
    await diver.waitForFunction(() => document.querySelector('#standings')?.textContent?.includes('3750'), undefined, { timeout: 5_000 });
    expect(Date.now() - weighedAt).toBeLessThan(2_500);
    expect(await diver.textContent('#my-entry')).toContain('Counts');
    await check(diver, 'diver-live');
  });

  test('after the end: protest, resolve, finalize, print', async () => {
    // The end comes: a second ago (after the fish), as the hours passing would set it; updated_at
    // moves with it, as an edit of the window moves it.
    const now = nowSeconds();
    await catchd.db.transaction((tx) =>
      tx.run('UPDATE competitions SET ends_at = ?, updated_at = ? WHERE id = ?', now - 1, now, competitionPath.split('/').pop()!),
    );
    const diver = await signIn(await browser.newContext(phone), 'bo@club.test');
    await diver.goto(`${baseUrl}${competitionPath}`);
    expect(await diver.textContent('#status')).toContain('Provisional');
    await diver.getByLabel('Reason').fill('Ana’s wahoo was speared before the start');
    await diver.getByRole('button', { name: 'Protest' }).click();
    await diver.waitForURL((u) => u.pathname === competitionPath);
    expect(await diver.textContent('#protests')).toContain('open');
    await check(diver, 'protest');

    const admin = await signIn(await browser.newContext(phone), 'admin@club.test');
    await admin.goto(`${baseUrl}${competitionPath}`);
    await admin.getByLabel('Note').fill('Logged at 09:12, after the start');
    await admin.getByRole('button', { name: 'Dismiss' }).click();
    await admin.waitForURL((u) => u.pathname === competitionPath);
    await admin.getByRole('button', { name: 'Finalize results' }).click();
    await admin.waitForURL((u) => u.pathname === competitionPath);
    expect(await admin.textContent('#status')).toContain('Final results');

    await admin.goto(`${baseUrl}${competitionPath}/results`);
    await admin.emulateMedia({ media: 'print' });
    expect(await admin.isVisible('header.top')).toBe(false);
    expect(await admin.textContent('main')).toContain('3750');
    await check(admin, 'results-print');
    const pdf = await admin.pdf({ format: 'A4' }).catch(() => null);
    if (pdf) expect(pdf.byteLength).toBeGreaterThan(1000);
  });
});
