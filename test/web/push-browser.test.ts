// Web Push in real headless Chromium against the executable (dist/catchd at http://localhost, a
// secure context): notification permission granted (Browser.grantPermissions, by Playwright),
// push.js shows its button, the diver's push is on, a verifier refuses the catch, and the
// executable's notifier pushes it, encrypted, to a push service of the test's own (a headless
// Chromium reaches no real one). The test decrypts what arrived, as the browser's push service
// would hand it over, and delivers it to the service worker with CDP's
// ServiceWorker.deliverPushMessage. Chromium's headless shell has no notification system (it
// refuses showNotification whatever the permission), so the worker's display call is recorded,
// and CDP cannot click a notification, so the click is the worker's own `notificationclick`
// dispatched inside it (Playwright evaluates code in a service worker) with the shown
// notification's data: the open page goes to the catch, whose bell counts the notification.
// Runs once, on SQLite: the worker and push.js are the browser’s; test/notifications/push.test.ts runs on both engines.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { Browser, BrowserContext, Page, Worker } from 'playwright-core';
import { upsertUser } from '../../src/identity/people';
import { createApiKey } from '../../src/modules/developers/keys/service';
import { launchChromium } from '../browser';
import { password } from '../developers/oauth/helpers';
import { startExecutable, type RunningExecutable } from '../executable';
import { browserSide, pushReceiver, type BrowserSide, type PushReceiver } from '../notifications/push-receiver';
import { testPasswords } from '../support';

let catchd: RunningExecutable;
let browser: Browser;
let receiver: PushReceiver;
const keys: Record<string, string> = {};

beforeAll(async () => {
  receiver = pushReceiver();
  // The push service is on 127.0.0.1: allowed as for webhooks on a LAN; the notifier polls often.
  catchd = await startExecutable({ CATCHD_WEBHOOK_ALLOW_PRIVATE: '1' });
  const now = Math.floor(Date.now() / 1000);
  const passwordHash = await testPasswords.hash(password);
  for (const [name, role] of [
    ['diver', 'diver'],
    ['verifier', 'verifier'],
  ] as const) {
    const { user } = await upsertUser(catchd.db, { email: `${name}@boat.test`, role, passwordHash }, now);
    keys[name] = (await createApiKey(catchd.db, { userId: user.id, role, name: 'test', scopes: ['all'], expiresAt: null }, now)).secret;
  }
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await catchd?.stop();
  await receiver?.stop();
});

const api = (who: string, method: string, path: string, body?: unknown): Promise<Response> =>
  fetch(`${catchd.base}${path}`, {
    method,
    headers: { authorization: `Bearer ${keys[who]}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function eventually<T>(what: string, get: () => Promise<T | null | undefined>): Promise<T> {
  const end = Date.now() + 30_000;
  for (;;) {
    const value = await get();
    if (value !== null && value !== undefined) return value;
    if (Date.now() > end) throw new Error(`${what}: not within 30 s`);
    await Bun.sleep(100);
  }
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(`${catchd.base}/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/account');
}

/** What the test touches of the worker's global scope (this project's TypeScript has no webworker types). */
interface WorkerScope {
  registration: { showNotification(title: string, options?: NotificationOptions): Promise<void> };
  ExtendableEvent: typeof Event;
  dispatchEvent(event: Event): boolean;
  shown: ({ title: string } & NotificationOptions)[];
  closed: boolean;
}

const bell = (page: Page) => page.locator('a.bell').getAttribute('aria-label');

test('a grade arrives as a notification through the service worker; a click opens the catch; the bell counts it', async () => {
  const context: BrowserContext = await browser.newContext();
  await context.grantPermissions(['notifications'], { origin: catchd.base });
  const page = await context.newPage();
  await signIn(page, 'diver@boat.test');
  await page.goto(`${catchd.base}/account/notifications`);
  // push.js shows the section once the browser can push and the server has its key.
  await expect(page.getByRole('button', { name: 'Turn on notifications on this device' }).isVisible()).resolves.toBe(true);
  expect(await page.evaluate(() => navigator.permissions.query({ name: 'notifications' }).then((status) => status.state))).toBe('granted');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const worker: Worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  // The page must be the worker's for a click to send it somewhere: reloaded once it is active.
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(await bell(page)).toBe('Notifications: 0 unread');

  // This browser's subscription, at the test's push service (Chromium headless has none of its own).
  const side: BrowserSide = await browserSide(`${receiver.url}/push/diver`);
  expect((await api('diver', 'POST', '/v1/me/push-subscriptions', { endpoint: side.endpoint, keys: side.keys })).status).toBe(201);
  expect((await api('diver', 'PATCH', '/v1/me/notification-settings', { catch_graded: { push: true } })).status).toBe(200);
  const created = await api('diver', 'POST', '/v1/catches', { species: 'Wahoo', depth_ft: 30, weight_lbs: 9 });
  const catchId = (await created.json()).id as string;
  const graded = await api('verifier', 'POST', `/v1/catches/${catchId}/verifications`, {
    tier: 'unverified',
    evidence: {},
    note: 'The photo shows another fish.',
  });
  expect(graded.status).toBe(201);

  // The executable's notifier pushes it; what the push service got is decrypted as the browser would.
  const pushed = await eventually('the push', async () => receiver.received.find((r) => r.path === '/push/diver'));
  const payload = (await side.decrypt(pushed.body)) as { id: string; title: string; text: string; path: string };
  expect(payload).toMatchObject({ title: 'Your catch was refused', path: `/catches/${catchId}` });
  expect(payload.text).toContain('The photo shows another fish.');

  // Delivered to the service worker as the push service would: it shows the notification.
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  const registration = await eventually('the registration', async () => registrations.find((r) => r.scopeURL === `${catchd.base}/`));
  // The headless shell has no notification system (showNotification is refused whatever the
  // permission): the browser's display is recorded instead, and the worker's handlers run as they are.
  await worker.evaluate(() => {
    const scope = self as unknown as WorkerScope;
    scope.shown = [];
    scope.registration.showNotification = async (title: string, options: NotificationOptions = {}) => {
      scope.shown.push({ title, ...options });
    };
  });
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: catchd.base,
    registrationId: registration.registrationId,
    data: JSON.stringify(payload),
  });
  const shown = await eventually('the notification', () =>
    worker.evaluate(() => {
      const list = (self as unknown as WorkerScope).shown;
      return list.length > 0 ? list : null;
    }),
  );
  expect(shown).toEqual([
    {
      title: payload.title,
      body: payload.text,
      tag: payload.id,
      icon: expect.stringMatching(/^\/assets\/[0-9a-f]+\/icon-192\.png$/),
      data: { path: `/catches/${catchId}` },
    },
  ]);

  // The click, inside the worker: its notificationclick handler sends the open page to the catch.
  const navigated = page.waitForURL((u) => u.pathname === `/catches/${catchId}`);
  await worker.evaluate(() => {
    const scope = self as unknown as WorkerScope;
    const click = new scope.ExtendableEvent('notificationclick');
    Object.defineProperty(click, 'notification', {
      value: {
        data: scope.shown[0]!.data,
        close: () => {
          scope.closed = true;
        },
      },
    });
    scope.dispatchEvent(click);
  });
  await navigated;
  expect(await worker.evaluate(() => (self as unknown as WorkerScope).closed)).toBe(true);
  expect(await bell(page)).toBe('Notifications: 1 unread');
  await context.close();
}, 120_000);
