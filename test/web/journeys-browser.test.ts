// One journey per person in real headless Chromium against the executable people download
// (dist/catchd on a real port, on the run's engine): the diver logs a catch with two photos on a
// phone and finds it; a verifier grades one gold from the queue; an open leaderboard shows a
// graded catch without a reload; an admin changes a role and opens the boards to visitors; a
// visitor sees the boards but not private pages; the embeddable board renders in an iframe of
// another origin. Each journey sets up what it starts from (its own people and catches, through
// the API and the database), so one failing leaves the others standing. axe-core checks every
// page; screenshots of each go to test-output/screenshots (git-ignored) at phone and desktop widths.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { findCatch } from '../../src/modules/catches/read';
import { createApiKey } from '../../src/modules/developers/keys/service';
import { setPublicAreas } from '../../src/identity/settings';
import { findUserById, upsertUser } from '../../src/identity/people';
import { requestVerification } from '../../src/modules/catches/verifications/service';
import { launchChromium, seriousViolations } from '../browser';
import { startExecutable, type RunningExecutable } from '../executable';
import { password } from '../developers/oauth/helpers';
import { png } from '../catches/species/images';
import { testPasswords } from '../support';

const screenshots = 'test-output/screenshots';
let catchd: RunningExecutable;
let clubSite: ReturnType<typeof Bun.serve>;
let browser: Browser;
let baseUrl: string;

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  // The club's own website, on another origin, framing the embeddable board.
  clubSite = Bun.serve({
    hostname: 'localhost',
    port: 0,
    fetch: () =>
      new Response(
        `<!doctype html><html lang="en"><title>Spearfishing club</title><h1>Our club</h1><iframe title="Leaderboard" src="${baseUrl}/embed/boards?board=heaviest&min_tier=gold" width="600" height="400"></iframe></html>`,
        { headers: { 'content-type': 'text/html' } },
      ),
  });
  catchd = await startExecutable({ CATCHD_EMBED_ORIGINS: `http://localhost:${clubSite.port}` });
  baseUrl = catchd.base;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await catchd?.stop();
  clubSite?.stop(true);
});

const now = (): number => Math.floor(Date.now() / 1000);
let people = 0;

interface Person {
  id: string;
  email: string;
  name: string;
  key: string;
}

/** A new person of `role` with a password (for the pages) and a key holding every scope of the role (for the API). */
async function person(role: 'diver' | 'verifier' | 'admin'): Promise<Person> {
  const name = `${role}${++people}`;
  const email = `${name}@reef.test`;
  const passwordHash = await testPasswords.hash(password);
  const { user } = await upsertUser(catchd.db, { email, role, displayName: name, passwordHash }, now());
  const { secret } = await createApiKey(catchd.db, { userId: user.id, role, name: 'journey', scopes: ['all'], expiresAt: null }, now());
  return { id: user.id, email, name, key: secret };
}

async function api(key: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const form = body instanceof FormData;
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, ...(form ? {} : { 'content-type': 'application/json' }) },
    body: form ? body : JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Record<string, unknown>;
}

/** A catch of `diver` at a precise spot, with a photo of the fish and one of the weighing, that asks for gold. */
async function catchAskingForGold(diver: Person): Promise<{ id: string; evidence: Record<string, unknown> }> {
  const logged = await api(diver.key, '/v1/catches', {
    species: 'Grey triggerfish',
    weight_kg: 2.5,
    depth_m: 10,
    location: { lat: 25.12345, lon: -80.54321 },
  });
  const id = logged.id as string;
  const photo = async (): Promise<string> => {
    const form = new FormData();
    form.append('file', new File([png(640, 480)], 'fish.png', { type: 'image/png' }));
    return (await api(diver.key, `/v1/catches/${id}/photos`, form)).id as string;
  };
  const evidence = {
    photo_ids: [await photo()],
    weigh_photo_id: await photo(),
    measurement: { weight_lbs: 5.5, method: 'certified scale' },
    scale_certified_on: '2026-01-15',
    witness: { name: 'Marta Witness' },
  };
  await requestVerification(catchd.db, diver.id, id, { evidence, note: null }, now());
  return { id, evidence };
}

/** A catch of a new diver, graded gold through the API by a new verifier. */
async function goldCatch(): Promise<{ diver: Person; id: string }> {
  const diver = await person('diver');
  const verifier = await person('verifier');
  const { id, evidence } = await catchAskingForGold(diver);
  await api(verifier.key, `/v1/catches/${id}/verifications`, { tier: 'gold', evidence });
  return { diver, id };
}

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
  test('a diver on a phone logs a catch with two photos, finds it in the list and asks for verification', async () => {
    const diver = await person('diver');
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await signIn(context, diver.email);
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
    const catchId = new URL(page.url()).pathname.split('/')[2];
    expect(await page.locator('main .hero img, main .photos img').count()).toBe(2);
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
    // The club's units are metric: the evidence is typed in kilograms, kept in pounds.
    await page.getByLabel('Weight (kg)').fill('2.5');
    await page.getByLabel('Scale certified on').fill('2026-01-15');
    await page.getByLabel('Name', { exact: true }).fill('Marta Witness');
    await check(page, 'ask-for-verification');
    await page.getByRole('button', { name: 'Ask for verification' }).click();
    await page.waitForURL((u) => u.pathname === `/catches/${catchId}`);
    const asked = await catchd.db.get<{ evidence: string }>(
      'SELECT evidence FROM verification_requests WHERE catch_pk = (SELECT pk FROM catches WHERE id = ?)',
      catchId,
    );
    const evidence = JSON.parse(asked!.evidence);
    expect(evidence).toMatchObject({ scale_certified_on: '2026-01-15', witness: { name: 'Marta Witness' } });
    expect(evidence.measurement.weight_lbs).toBeCloseTo(2.5 / 0.45359237, 3);
    await context.close();
  });

  test('a verifier grades a catch gold from the queue', async () => {
    const { id: catchId } = await catchAskingForGold(await person('diver'));
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signIn(context, (await person('verifier')).email);
    await page.goto(`${baseUrl}/verify`);
    await check(page, 'verify-queue');
    await page.locator(`#queue a[href="/verify/${catchId}"]`).click();
    await page.waitForURL((u) => u.pathname === `/verify/${catchId}`);
    expect(await page.textContent('main')).toContain('The evidence above meets the gold rule.');
    await check(page, 'verify');
    await page.setViewportSize({ width: 390, height: 844 });
    await check(page, 'verify');
    await page.getByRole('button', { name: 'Grade gold' }).click();
    // On to the next request (or the queue once none waits), saying what was done.
    await page.waitForURL((u) => u.pathname.startsWith('/verify') && u.search === '?done=graded-gold');
    expect(await page.locator('main .notice[role="status"]').textContent()).toBe('Graded gold.');
    expect((await findCatch(catchd.db, catchId))!.tier).toBe(3);
    await context.close();
  });

  test('an open leaderboard shows a catch graded gold without a reload (Server-Sent Events)', async () => {
    const diver = await person('diver');
    const { id, evidence } = await catchAskingForGold(diver);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const board = await signIn(context, (await person('admin')).email);
    await board.goto(`${baseUrl}/boards?board=heaviest&min_tier=gold`);
    await board.waitForFunction(() => document.querySelector('[data-live-status]')?.getAttribute('data-state') === 'open');
    expect(await board.textContent('#board')).not.toContain(diver.name);
    await board.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await check(board, 'leaderboard');

    await api((await person('verifier')).key, `/v1/catches/${id}/verifications`, { tier: 'gold', evidence });
    await board.waitForFunction((name) => document.querySelector('#board')?.textContent?.includes(name), diver.name, { timeout: 10_000 });
    expect(await board.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await board.textContent('#board')).toContain('Grey triggerfish');
    await check(board, 'leaderboard-updated');
    await context.close();
  });

  test('an admin changes a role and opens the boards and species to visitors', async () => {
    const diver = await person('diver');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await signIn(context, (await person('admin')).email);
    await page.goto(`${baseUrl}/admin/people`);
    await check(page, 'admin-people');
    await page.getByLabel(`Role of ${diver.name}`).selectOption('verifier');
    await page.locator(`form[action="/admin/people/${diver.id}/role"] button`).click();
    await page.waitForURL((u) => u.pathname === '/admin/people');
    expect((await findUserById(catchd.db, diver.id))!.role).toBe('verifier');
    await page.goto(`${baseUrl}/admin/access`);
    await page.getByLabel('Leaderboards, and the embeddable board').check();
    await page.getByLabel('Species pages').check();
    await check(page, 'admin-access');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/access');
    expect(await page.isChecked('input[value="leaderboards"]')).toBe(true);
    expect(await page.isChecked('input[value="species"]')).toBe(true);
    await context.close();
  });

  test('a visitor sees the public boards and species but is sent to sign in for private pages', async () => {
    const { diver, id } = await goldCatch();
    await setPublicAreas(catchd.db, ['leaderboards', 'species'], now());
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/boards?board=heaviest&min_tier=gold`);
    expect(await page.textContent('#board')).toContain(diver.name);
    expect(await page.textContent('#board')).toContain('Grey triggerfish');
    // Other divers' spots are rounded for visitors, exactly as the API does.
    expect(await page.textContent('#board')).toContain('25.1, -80.5');
    expect(await page.textContent('#board')).not.toContain('25.12345');
    await check(page, 'visitor-leaderboard');
    await desktopToo(page, 'visitor-leaderboard');
    await page.goto(`${baseUrl}/species/${(await findCatch(catchd.db, id))!.species_id}`);
    expect(await page.textContent('h1')).toContain('Grey triggerfish');
    await check(page, 'species');
    for (const path of ['/catches/new', '/catches', '/verify', '/admin/people', `/divers/${diver.id}`]) {
      await page.goto(`${baseUrl}${path}`);
      expect(new URL(page.url()).pathname).toBe('/sign-in');
    }
    await context.close();
  });

  test('the embeddable board renders inside an iframe on another origin', async () => {
    const { diver } = await goldCatch();
    await setPublicAreas(catchd.db, ['leaderboards'], now());
    const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
    const page = await context.newPage();
    await page.goto(`http://localhost:${clubSite.port}/`);
    const frame = page.frameLocator('iframe');
    await expect(frame.locator('#board').textContent()).resolves.toContain(diver.name);
    await page.screenshot({ path: `${screenshots}/embedded-board-800.png` });
    await context.close();
  });
});
