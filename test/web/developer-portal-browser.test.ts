// The developer journey of issue 13 in real headless Chromium against the real app on a real
// port: a developer applies, an admin approves, the developer creates a key (secret shown
// once) and an app, registers a webhook to a local receiver, sends a test event and sees it
// delivered in the delivery log, then finds the key's calls in the request log. axe-core
// checks every portal page (0 serious or critical violations).
import { afterAll, beforeAll, expect, test } from 'bun:test';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { password, userWithPassword } from '../oauth/helpers';
import { loopbackDispatcher, testContext, type TestContext } from '../support';

let server: ReturnType<typeof Bun.serve>;
let receiver: ReturnType<typeof Bun.serve>;
let ctx: TestContext;
let browser: Browser;
let baseUrl: string;
let dispatcher: ReturnType<typeof loopbackDispatcher>;
const received: string[] = [];

beforeAll(async () => {
  let handle: (request: Request) => Response | Promise<Response> = () => new Response(null, { status: 503 });
  server = Bun.serve({ hostname: '127.0.0.1', port: 0, idleTimeout: 30, fetch: (request) => handle(request) });
  baseUrl = `http://127.0.0.1:${server.port}`;
  receiver = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(request) {
      received.push(request.headers.get('webhook-id')!);
      await request.text();
      return new Response('thanks from the receiver', { status: 200 });
    },
  });
  // Real time throughout: the dispatcher and the browser both use the real clock.
  ctx = testContext({ baseUrl, developerAccess: 'approval', webhookAllowPrivate: true }, { now: () => Math.floor(Date.now() / 1000) });
  handle = (request) => ctx.app.handle(request);
  await userWithPassword(ctx, 'dev@portal.test');
  await userWithPassword(ctx, 'admin@portal.test', 'admin');
  dispatcher = loopbackDispatcher(ctx, { schedule: [0.3, 0.3], pollMs: 100 });
  dispatcher.start();
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await dispatcher?.stop(1000);
  server?.stop(true);
  receiver?.stop(true);
}, 30_000);

const checked = new Set<string>();

/** 0 serious or critical axe-core violations on this page. */
async function check(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${new URL(page.url()).pathname} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  checked.add(new URL(page.url()).pathname.replace(/wh_[A-Za-z0-9_-]+/, ':id'));
}

async function signIn(context: BrowserContext, email: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/sign-in`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => u.pathname === '/account');
  return page;
}

test('apply, get approved, key, app, webhook delivered, request log', async () => {
  const devContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const dev = await signIn(devContext, 'dev@portal.test');

  // Apply from the navigation's link.
  await dev.getByRole('link', { name: 'Developers' }).click();
  await dev.waitForURL((u) => u.pathname === '/developers');
  await check(dev);
  await dev.getByLabel('Name').fill('Dana Developer');
  await dev.getByLabel('What are you building?').fill('A tide-aware dive log');
  await dev.getByRole('button', { name: 'Apply' }).click();
  await dev.waitForURL((u) => u.pathname === '/developers');
  expect(await dev.textContent('#application-state')).toBe('requested');
  await check(dev);
  await dev.goto(`${baseUrl}/developers/keys`);
  expect(await dev.textContent('main')).toContain('waiting for an administrator');

  // An admin approves from the waiting list.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await signIn(adminContext, 'admin@portal.test');
  await admin.goto(`${baseUrl}/developers/applications`);
  await check(admin);
  await admin.getByRole('button', { name: 'Approve Dana Developer' }).click();
  await admin.waitForURL((u) => u.pathname === '/developers/applications');
  expect(await admin.textContent('main')).toContain('Dana Developer: approved.');

  // A key, its secret shown once with a copy button.
  await dev.goto(`${baseUrl}/developers/keys`);
  await check(dev);
  await dev.getByLabel('Name').fill('integration');
  await dev.getByLabel('catches:read').check();
  await dev.getByLabel('catches:write').check();
  await dev.getByLabel('Expires').selectOption('30');
  await dev.getByRole('button', { name: 'Create key' }).click();
  const key = (await dev.textContent('#secret-value'))!;
  expect(key).toMatch(/^cdk_/);
  expect(await dev.getByRole('button', { name: 'Copy' }).isVisible()).toBe(true);
  await dev.getByRole('button', { name: 'Copy' }).click();
  await dev.waitForFunction(() => (document.querySelector('[data-copy-status]')?.textContent ?? '') !== '');
  await check(dev);
  await dev.goto(`${baseUrl}/developers/keys`);
  expect(await dev.content()).not.toContain(key);
  expect(await dev.textContent('#keys')).toContain('integration');

  // An app, its client secret shown once.
  await dev.goto(`${baseUrl}/developers/apps`);
  await check(dev);
  await dev.getByLabel('Name').fill('Tide Log');
  await dev.getByLabel('Redirect URIs (one a line)').fill('https://tidelog.test/callback');
  await dev.getByLabel('catches:read').check();
  await dev.getByRole('button', { name: 'Register app' }).click();
  expect(await dev.textContent('#secret-value')).toMatch(/^cdcs_/);
  expect(await dev.textContent('main')).toContain('Tide Log');
  await check(dev);

  // A webhook to the local receiver; a test event, delivered, in the delivery log.
  await dev.goto(`${baseUrl}/developers/webhooks`);
  await check(dev);
  await dev.getByLabel('URL').fill(`http://127.0.0.1:${receiver.port}/hooks`);
  await dev.getByLabel('catch.created').check();
  await dev.getByRole('button', { name: 'Add endpoint' }).click();
  expect(await dev.textContent('#secret-value')).toMatch(/^whsec_/);
  await check(dev);
  await dev.getByRole('button', { name: 'Send a test event' }).click();
  await dev.waitForURL((u) => u.searchParams.has('done'));
  for (let i = 0; i < 50 && (await dev.locator('#deliveries .delivery-succeeded').count()) === 0; i++) {
    await Bun.sleep(200);
    await dev.reload();
  }
  expect(await dev.locator('#deliveries .delivery-succeeded').count()).toBe(1);
  const log = (await dev.textContent('#deliveries'))!;
  expect(log).toContain('webhook.test');
  expect(log).toContain('HTTP 200');
  expect(log).toContain('thanks from the receiver');
  expect(received).toHaveLength(1);
  await check(dev);

  // Calls with the key, found in the request log; a catch, found in the event browser.
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl}${path}`, { method, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: body ? JSON.stringify(body) : undefined });
  expect((await call('POST', '/v1/catches', { species: 'Grey triggerfish', weight_lbs: 3, depth_ft: 20, dive_type: 'freedive' })).status).toBe(201);
  expect((await call('GET', '/v1/catches/catch_nothere')).status).toBe(404);
  await dev.goto(`${baseUrl}/developers/requests`);
  await dev.getByLabel('Status (404 or 4xx)').fill('4xx');
  await dev.getByRole('button', { name: 'Filter' }).click();
  await dev.waitForURL((u) => u.searchParams.get('status') === '4xx');
  const requests = (await dev.textContent('#requests'))!;
  expect(requests).toContain('/v1/catches/catch_nothere');
  expect(requests).toContain('404');
  expect(requests).not.toContain('POST');
  await check(dev);
  await dev.goto(`${baseUrl}/developers/events`);
  await dev.getByLabel('Type').selectOption('catch.created');
  await dev.getByRole('button', { name: 'Show' }).click();
  await dev.locator('#events summary').first().click();
  expect(await dev.textContent('#events')).toContain('Grey triggerfish');
  await check(dev);
  await dev.goto(`${baseUrl}/developers/authorised`);
  await check(dev);

  expect([...checked].sort()).toEqual([
    '/developers',
    '/developers/applications',
    '/developers/apps',
    '/developers/authorised',
    '/developers/events',
    '/developers/keys',
    '/developers/requests',
    '/developers/webhooks',
    '/developers/webhooks/:id',
  ]);
  await devContext.close();
  await adminContext.close();
}, 420_000);
