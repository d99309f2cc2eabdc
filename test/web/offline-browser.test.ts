// Offline on the boat, in real headless Chromium on a phone viewport against the executable
// people download (dist/catchd at http://localhost: a secure context, so the service worker runs),
// through a "network" that can cut answers off: a diver signs in, goes offline, opens the app
// from its start URL, logs three catches (one with a photo) with the species type-ahead
// answering offline, closes the page, opens it again offline and sees three waiting; back
// online, exactly three catches arrive with their photo, times, the phone's zone and positions, though the
// connection drops after the server stored the first; a refused catch is shown for fixing.
// Signing out with a catch waiting asks first; the next person on the same browser sees nothing
// of the first. Boards, my catches and the verify queue are there offline as last seen, marked
// with when they were fetched. Chromium's own installability check passes and the offline start
// URL answers 200 from the worker. axe-core: nothing serious or critical on the new states.
// Runs once, on SQLite: the service worker and outbox are the browser’s; the API they sync with is tested on both engines.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, launchChromiumProfile, seriousViolations } from '../browser';
import { createApiKey } from '../../src/modules/developers/keys/service';
import { upsertUser } from '../../src/identity/people';
import { setPreferences } from '../../src/identity/preferences';
import { startExecutable, type RunningExecutable } from '../executable';
import { password } from '../developers/oauth/helpers';
import { png } from '../catches/species/images';
import { testFilesDir, testPasswords } from '../support';

const screenshots = 'test-output/screenshots';
let network: ReturnType<typeof Bun.serve>;
let catchd: RunningExecutable;
let browser: Browser;
let baseUrl: string;
const ids: Record<string, string> = {};
/** How the "network" treats posts of catches and photos: answers cut off after the server stored them, or a server that is down (503). */
const trouble = { cutCatchAnswers: 0, cutPhotoAnswers: 0, serverDown: false };

/** The request, passed on to the executable as it came (uncompressed: this "network" reads answers). */
async function forward(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  headers.delete('accept-encoding');
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  return fetch(`http://127.0.0.1:${catchd.env.PORT}${url.pathname}${url.search}`, {
    method: request.method,
    headers,
    body,
    redirect: 'manual',
  });
}

beforeAll(async () => {
  // The phone reaches the executable (dist/catchd) through this "network", at the address it is known by.
  network = Bun.serve({ hostname: '127.0.0.1', port: 0, idleTimeout: 30, fetch: (request) => handle(request) });
  baseUrl = `http://localhost:${network.port}`;
  catchd = await startExecutable({ CATCHD_BASE_URL: baseUrl });
  const now = Math.floor(Date.now() / 1000);
  const passwordHash = await testPasswords.hash(password);
  const person = async (email: string, role: 'diver' | 'verifier' = 'diver') =>
    (await upsertUser(catchd.db, { email, role, passwordHash }, now)).user.id;
  ids.diver = await person('diver@boat.test');
  ids.other = await person('other@boat.test');
  ids.verifier = await person('verifier@boat.test', 'verifier');
  // A key too, to see through the API what arrived.
  ids.key = (
    await createApiKey(catchd.db, { userId: ids.diver, role: 'diver', name: 'test', scopes: ['all'], expiresAt: null }, now)
  ).secret;
  browser = await launchChromium();
});

async function handle(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  const kind = request.method !== 'POST' ? null : path === '/catches' ? 'catch' : /^\/catches\/[^/]+\/photos$/.test(path) ? 'photo' : null;
  if (kind === 'catch' && trouble.serverDown) return new Response('down', { status: 503 });
  const response = await forward(request);
  if (kind === null || response.status >= 300) return response;
  if (kind === 'catch' ? trouble.cutCatchAnswers === 0 : trouble.cutPhotoAnswers === 0) return response;
  if (kind === 'catch') trouble.cutCatchAnswers -= 1;
  else trouble.cutPhotoAnswers -= 1;
  // The catch is stored; the connection breaks off in the middle of its answer.
  const cut = new TextEncoder().encode((await response.text()).slice(0, 6));
  return new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(cut);
        controller.close();
      },
    }),
    { status: response.status, headers: { 'content-type': 'application/json', 'content-length': '400' } },
  );
}

/** The diver's own API, straight to the executable. */
const api = (method: string, path: string, body?: unknown): Promise<Response> =>
  fetch(`${catchd.base}${path}`, {
    method,
    headers: { authorization: `Bearer ${ids.key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

afterAll(async () => {
  await browser?.close();
  await catchd?.stop();
  network?.stop(true);
});

/** 0 serious or critical axe-core violations, and a screenshot (test-output/screenshots, git-ignored). */
async function checked(page: Page, name: string): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  mkdirSync(screenshots, { recursive: true });
  await page.screenshot({ path: `${screenshots}/${name}-${page.viewportSize()!.width}.png`, fullPage: true });
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/account');
}

/** Polls an asynchronous check in the page until it holds (page.waitForFunction does not wait for promises). */
async function until(page: Page, check: (arg: string) => Promise<boolean>, arg: string): Promise<void> {
  const end = Date.now() + 30_000;
  while (!(await page.evaluate(check, arg))) {
    if (Date.now() > end) throw new Error(`still not so after 30 s: ${check}`);
    await Bun.sleep(100);
  }
}

/** Waits until the worker controls the page and has kept this person's start page, my catches and the species names. */
async function appShellKept(page: Page, person: string): Promise<void> {
  await until(
    page,
    async (name) => {
      if (!navigator.serviceWorker.controller) return false;
      const pages = await caches.open(name);
      const data = await caches.open('catchd-data');
      return !!(await pages.match('/catches/new')) && !!(await pages.match('/catches')) && !!(await data.match('/species/names'));
    },
    `catchd-pages-${person}`,
  );
}

/** Fills and saves the form offline; `waiting`: how many the page then says wait to be sent. */
async function logCatch(
  page: Page,
  c: { species: string; weight: string; depth: string; photo?: boolean },
  waiting: number,
): Promise<void> {
  await page.getByLabel('Species').fill(c.species);
  await page.getByLabel('Weight').fill(c.weight);
  await page.getByLabel('Depth').fill(c.depth);
  if (c.photo) await page.setInputFiles('#photos', [{ name: 'catch.png', mimeType: 'image/png', buffer: Buffer.from(png(40, 30)) }]);
  await page.getByRole('button', { name: 'Save catch' }).click();
  await page.locator('[data-outbox-status]', { hasText: `Saved on this phone, ${waiting} waiting to send.` }).waitFor();
}

/** outbox.js, as the page holds it. */
interface Outbox {
  CatchdOutbox: { list(person: string): Promise<unknown[]> };
}

const waitingText = (page: Page) => page.locator('[data-outbox-status]').textContent();

interface ApiCatch {
  species: string;
  caught_at: string;
  time_zone: string;
  location: { lat: number; lon: number } | null;
  photos: unknown[];
}

/** The diver's catches as the API shows them (the test clock stands still: all logged at one second, in no set order). */
async function arrivedCatches(): Promise<ApiCatch[]> {
  const response = await api('GET', `/v1/catches?diver_id=${ids.diver}&per_page=100`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: ApiCatch[] }).data;
}

test('installable; offline: log three catches, see them waiting, send each exactly once; a refusal is shown for fixing', async () => {
  // A profile of its own: a person's browser, where full Chromium deems the app installable (not in incognito).
  const context: BrowserContext = await launchChromiumProfile(join(testFilesDir, 'offline-profile'), {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    permissions: ['geolocation'],
    geolocation: { latitude: 43.29651, longitude: 5.36978 },
    // The phone's zone (the club's and the diver's are UTC): each catch arrives with it.
    timezoneId: 'Europe/Paris',
  });
  let page = await context.newPage();
  await signIn(page, 'diver@boat.test');
  await page.goto(`${baseUrl}/catches/new`);
  await appShellKept(page, ids.diver);

  // Chromium's own installability check (Lighthouse 12 has no PWA category any more).
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data!).start_url).toBe('/catches/new');
  expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);

  // No signal: the app opens from its start URL, from the worker.
  await context.setOffline(true);
  const start = await page.goto(`${baseUrl}/catches/new`);
  expect(start!.status()).toBe(200);
  expect(start!.fromServiceWorker()).toBe(true);
  expect(await page.locator('.offline-banner').textContent()).toMatch(/^No connection: this page is as last seen on this phone, fetched /);

  // A page kept before an update names the files of the build before: it gets this build's.
  expect(await page.evaluate(async () => (await fetch('/assets/000000000000/app.css')).headers.get('content-type'))).toBe(
    'text/css; charset=utf-8',
  );

  // The type-ahead answers from the species names kept on the phone (a French name here).
  await page.getByLabel('Species').pressSequentially('Denté à t');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#species-names option')].some((o) => (o as HTMLOptionElement).value === 'Canary dentex'),
  );

  await logCatch(page, { species: 'Canary dentex', weight: '4.2', depth: '12', photo: true }, 1);
  await logCatch(page, { species: 'Dentex dentex', weight: '3', depth: '9' }, 2);
  await logCatch(page, { species: 'Angolan dentex', weight: '2.5', depth: '7' }, 3);
  expect(await waitingText(page)).toBe('Saved on this phone, 3 waiting to send.');
  await checked(page, 'offline-waiting');

  // Closed and opened again, still offline: the three are still waiting.
  await page.close();
  page = await context.newPage();
  await page.goto(`${baseUrl}/catches/new`);
  await page.locator('[data-outbox-status]', { hasText: '3 waiting' }).waitFor();
  // A fourth the server will refuse (no such species).
  await logCatch(page, { species: 'Sea unicorn', weight: '1', depth: '3' }, 4);
  expect(await waitingText(page)).toBe('Saved on this phone, 4 waiting to send.');
  expect(await arrivedCatches()).toHaveLength(0);

  // Back in reach; the answers to the first catch and to its photo break off on the way.
  trouble.cutCatchAnswers = 1;
  trouble.cutPhotoAnswers = 1;
  await context.setOffline(false);
  // A phone says so when the signal comes back; Chromium's emulated offline does not, so the test does.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.locator('.outbox-item.refused').waitFor({ timeout: 20_000 });
  await page.waitForFunction(() => document.querySelectorAll('.outbox-item:not(.sent-ok)').length === 1, undefined, { timeout: 20_000 });
  expect(trouble).toMatchObject({ cutCatchAnswers: 0, cutPhotoAnswers: 0 });
  const arrived = await arrivedCatches();
  expect(arrived.map((c) => [c.species, c.photos.length]).sort()).toEqual([
    ['Angolan dentex', 0],
    ['Canary dentex', 1],
    ['Common dentex', 0],
  ]);
  for (const c of arrived) {
    expect(c.location).toMatchObject({ lat: 43.29651, lon: 5.36978 });
    expect(c.time_zone).toBe('Europe/Paris');
    expect(Math.abs(Date.parse(c.caught_at) - Date.now())).toBeLessThan(5 * 60_000);
  }
  expect(await page.locator('.outbox-item.refused').textContent()).toContain('Sea unicorn');
  // Those that arrived are said, each with a link to it (the page stayed on the form).
  await page.waitForFunction(() => document.querySelectorAll('.outbox-item.sent-ok a[href^="/catches/catch_"]').length === 3);
  await checked(page, 'offline-refused');

  // Fixed: the refusal stands beside its field in plain words; sent once more, and the outbox is empty.
  await page.getByRole('button', { name: 'Fix' }).click();
  expect(await page.getByLabel('Species').getAttribute('aria-invalid')).toBe('true');
  expect(await page.locator('#species-problem').textContent()).toMatch(/^[A-Z].*\.$/);
  expect(await page.locator('.outbox-item.refused').textContent()).not.toContain('species:');
  await checked(page, 'offline-refused-fixing');
  await page.getByLabel('Species').fill('Congo dentex');
  await page.getByRole('button', { name: 'Save catch' }).click();
  await page.waitForURL((u) => /^\/catches\/catch_/.test(u.pathname) && u.search === '?done=saved');
  expect(await arrivedCatches()).toHaveLength(4);
  await context.close();
}, 120_000);

test('signing out with a catch waiting asks first; the next person on this browser sees nothing of the first', async () => {
  const species = async () => (await arrivedCatches()).map((c) => c.species);
  const before = await species();
  const logged = await api('POST', '/v1/catches', {
    species: 'Greater amberjack',
    weight_kg: 11,
    depth_m: 18,
    caught_at: new Date(Date.now() - 3_600_000).toISOString(),
  });
  expect(logged.status).toBe(201);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, 'diver@boat.test');
  await page.goto(`${baseUrl}/catches/new`);
  await appShellKept(page, ids.diver);

  // Offline, the boards and my catches are there as last seen, and say when they were fetched.
  await context.setOffline(true);
  for (const path of ['/boards', '/catches']) {
    const kept = await page.goto(`${baseUrl}${path}`);
    expect(kept!.status()).toBe(200);
    expect(await page.locator('.offline-banner').textContent()).toMatch(
      /^No connection: this page is as last seen on this phone, fetched /,
    );
    expect(await seriousViolations(page)).toEqual([]);
  }
  expect(await page.textContent('main')).toContain('Greater amberjack');
  await context.setOffline(false);

  // The session ended behind the phone's back: the outbox asks to sign in again and keeps the catch, sent once signed in.
  await page.goto(`${baseUrl}/catches/new`);
  await context.clearCookies();
  await logCatch(page, { species: 'Dentex dentex', weight: '3', depth: '9' }, 1);
  await page.locator('[data-outbox-status]', { hasText: 'Sign in again to send them.' }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  // The 401 alone drops the pages kept for this person: offline now, they are not on the phone any more.
  await until(page, async () => (await caches.keys()).every((name) => !name.startsWith('catchd-pages-')), '');
  await page.goto(`${baseUrl}/sign-in`);
  await signIn(page, 'diver@boat.test');
  await until(page, async (person) => (await (window as unknown as Outbox).CatchdOutbox.list(person)).length === 0, ids.diver);
  expect((await species()).sort()).toEqual([...before, 'Greater amberjack', 'Common dentex'].sort());

  // The server cannot take the next catch yet: it waits on the phone.
  trouble.serverDown = true;
  await page.goto(`${baseUrl}/catches/new`);
  await logCatch(page, { species: 'Angolan dentex', weight: '2.5', depth: '7' }, 1);
  const asked = page.waitForEvent('dialog');
  // Not awaited before the question is answered: an open dialog holds the click's wait for navigations.
  const clicked = page.locator('header').getByRole('button', { name: 'Sign out' }).click();
  const question = await asked;
  expect(question.message()).toBe('1 catch is saved on this phone and not sent yet. Signing out discards it. Sign out anyway?');
  await question.dismiss();
  await clicked;
  expect(new URL(page.url()).pathname).toBe('/catches/new');
  expect(await waitingText(page)).toBe('Saved on this phone, 1 waiting to send.');

  page.once('dialog', (dialog) => void dialog.accept());
  await page.locator('header').getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((u) => u.pathname === '/sign-in');
  trouble.serverDown = false;
  expect(await page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('catchd-pages-')))).toEqual([]);
  expect(await page.evaluate((person) => (window as unknown as Outbox).CatchdOutbox.list(person), ids.diver)).toEqual([]);
  // Offline now, the first person's pages are gone from the phone.
  await context.setOffline(true);
  const gone = await page.goto(`${baseUrl}/catches`);
  expect(gone!.status()).toBe(503);
  expect(await page.textContent('main')).not.toContain('Greater amberjack');
  await context.setOffline(false);

  // The next person on the same browser.
  await signIn(page, 'other@boat.test');
  await page.goto(`${baseUrl}/catches/new`);
  await appShellKept(page, ids.other);
  expect(await page.locator('[data-outbox]').isHidden()).toBe(true);
  await context.setOffline(true);
  await page.goto(`${baseUrl}/catches`);
  expect(await page.locator('.offline-banner').isVisible()).toBe(true);
  expect(await page.textContent('main')).not.toContain('Greater amberjack');
  expect(await page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('catchd-pages-')))).toEqual([
    `catchd-pages-${ids.other}`,
  ]);
  await context.close();
}, 120_000);

test("a verifier's queue is there offline as last seen, marked with when it was fetched", async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, 'verifier@boat.test');
  await until(page, async (name) => !!(await (await caches.open(name)).match('/verify')), `catchd-pages-${ids.verifier}`);
  await context.setOffline(true);
  const queue = await page.goto(`${baseUrl}/verify`);
  expect(queue!.status()).toBe(200);
  expect(await page.locator('h1').textContent()).toBeTruthy();
  expect(await page.locator('.offline-banner').textContent()).toMatch(/^No connection: this page is as last seen on this phone, fetched /);
  await checked(page, 'offline-verify');
  await context.close();
}, 120_000);

test('a Spanish diver offline reads Spanish: the banner, the outbox, a refusal by its field, the offline page, the sign-out question', async () => {
  const now = Math.floor(Date.now() / 1000);
  const buzo = (
    await upsertUser(catchd.db, { email: 'buzo@boat.test', role: 'diver', passwordHash: await testPasswords.hash(password) }, now)
  ).user.id;
  await setPreferences(catchd.db, buzo, { language: 'es' }, now);
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    timezoneId: 'Europe/Madrid',
  });
  const page = await context.newPage();
  await signIn(page, 'buzo@boat.test');
  await page.goto(`${baseUrl}/catches/new`);
  await appShellKept(page, buzo);
  // The page shown for what the phone does not keep, kept in the diver's language with the rest.
  await until(page, async (name) => !!(await (await caches.open(name)).match('/catches/offline')), `catchd-pages-${buzo}`);

  // A catch the server refuses comes back with its refusal in Spanish, beside its field.
  await page.getByLabel('Especie').fill('Unicornio marino');
  await page.getByLabel('Peso').fill('1');
  await page.getByLabel('Profundidad').fill('3');
  await page.getByRole('button', { name: 'Guardar captura' }).click();
  await page.locator('.outbox-item.refused').waitFor({ timeout: 20_000 });
  expect(await page.locator('.outbox-item.refused strong').textContent()).toBe('Rechazada: corrígela: ');
  expect(await page.locator('#species-problem').textContent()).toMatch(/^No hay ninguna especie llamada «Unicornio marino»\./);
  expect(await page.locator('.outbox-item.refused .error').textContent()).toMatch(/^Especie: No hay ninguna especie llamada/);
  await checked(page, 'offline-refused-es');

  // No signal: the kept page says so in Spanish, with the time of its fetch as the pages write times.
  await context.setOffline(true);
  await page.goto(`${baseUrl}/catches/new`);
  expect(await page.locator('.offline-banner').textContent()).toMatch(
    /^Sin conexión: esta página es la última copia guardada en este teléfono, del \d{1,2} \S+ \d{4}, \d{1,2}:\d{2} UTC\.$/,
  );
  await page.getByLabel('Especie').fill('Dentex dentex');
  await page.getByLabel('Peso').fill('3');
  await page.getByLabel('Profundidad').fill('9');
  await page.getByRole('button', { name: 'Guardar captura' }).click();
  await page.locator('[data-outbox-status]', { hasText: 'Guardada en este teléfono: 1 pendiente de envío.' }).waitFor();
  // The catch's time on the phone's clock, the zone named, as its page will show it.
  expect(await page.locator('.outbox-item.waiting').textContent()).toMatch(
    /^Pendiente de envío: Dentex dentex, 3 kg, capturada el \d{1,2} \S+ \d{4}, \d{1,2}:\d{2} Europe\/Madrid$/,
  );
  await checked(page, 'offline-waiting-es');

  // A page the phone does not keep: the diver's own offline page, in Spanish.
  const missing = await page.goto(`${baseUrl}/stats`);
  expect(missing!.status()).toBe(503);
  expect(await page.locator('h1').textContent()).toBe('Sin cobertura, y esta página no está en este teléfono');
  expect(await page.locator('html').getAttribute('lang')).toBe('es');

  // Signing out asks in Spanish, in its plural.
  await page.goto(`${baseUrl}/catches/new`);
  const asked = page.waitForEvent('dialog');
  const clicked = page.locator('header').getByRole('button', { name: 'Cerrar sesión' }).click();
  const question = await asked;
  expect(question.message()).toBe(
    '2 capturas están guardadas en este teléfono y aún no se han enviado. Si cierras sesión, se pierden. ¿Cerrar sesión de todos modos?',
  );
  await question.dismiss();
  await clicked;
  await context.close();
}, 120_000);
