// The developer journey of issue 13 in real headless Chromium against the real app on a real
// port: a developer applies, an admin approves, the developer creates a key (secret shown
// once) and an app, registers a webhook to a local receiver, sends a test event and sees it
// delivered in the delivery log, breaks the receiver and watches the retries, resends the
// failed delivery once the receiver is back, edits the app, deletes the endpoint (after a
// confirmation page), and finds the key's failed calls in the request log. A person
// authorises the app (authorization code with PKCE through the consent page), revokes it on
// their page, and the app's token gets 401 at once. axe-core checks every portal page (0
// serious or critical violations).
// Runs once, on SQLite: the portal’s pages are the same on either engine; test/developers runs on both.
import * as oauth from 'oauth4webapi';
import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, seriousViolations } from '../browser';
import { password, userWithPassword } from '../developers/oauth/helpers';
import { loopbackDispatcher, testContext, type TestContext } from '../support';

let server: ReturnType<typeof Bun.serve>;
let receiver: ReturnType<typeof Bun.serve>;
let ctx: TestContext;
let browser: Browser;
let baseUrl: string;
let dispatcher: ReturnType<typeof loopbackDispatcher>;
const received: string[] = [];
/** What the local receiver answers: 200 while it works, 500 while it is broken. */
let receiverStatus = 200;

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
      return new Response(receiverStatus === 200 ? 'thanks from the receiver' : 'receiver is down', { status: receiverStatus });
    },
  });
  // Real time throughout: the dispatcher and the browser both use the real clock.
  ctx = testContext({ baseUrl, developerAccess: 'approval', webhookAllowPrivate: true }, { now: () => Math.floor(Date.now() / 1000) });
  handle = (request) => ctx.app.handle(request);
  await userWithPassword(ctx, 'dev@portal.test');
  await userWithPassword(ctx, 'admin@portal.test', 'admin');
  dispatcher = loopbackDispatcher(ctx, { schedule: [0.3, 0.3], pollMs: 100 });
  dispatcher.start();
  browser = await launchChromium();
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
  expect(await seriousViolations(page)).toEqual([]);
  checked.add(new URL(page.url()).pathname.replace(/(wh|app)_[A-Za-z0-9_-]+/, ':id'));
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

test('apply, get approved, key, app, webhook delivered, request log', async () => {
  const devContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const dev = await signIn(devContext, 'dev@portal.test');

  // Apply from the account page's link: the navigation names the portal to approved developers only.
  expect(await dev.locator('header').getByRole('link', { name: 'Developers' }).count()).toBe(0);
  await dev.getByRole('link', { name: 'Build with the API: the developer portal' }).click();
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
  expect(await admin.textContent('main')).toContain('The application is approved.');

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
  const clientSecret = (await dev.textContent('#secret-value'))!;
  expect(clientSecret).toMatch(/^cdcs_/);
  expect(await dev.textContent('main')).toContain('Tide Log');
  const clientId = (await dev.locator('section.app', { hasText: 'Tide Log' }).locator('dd code').first().textContent())!;
  await check(dev);

  // The app is edited: a second redirect URI and another scope.
  await dev.getByRole('link', { name: 'Edit Tide Log' }).click();
  await dev.waitForURL((u) => u.pathname.endsWith('/edit'));
  await check(dev);
  await dev.getByLabel('Redirect URIs (one a line)').fill('https://tidelog.test/callback\nhttps://tidelog.test/other');
  await dev.getByLabel('account:read').check();
  await dev.getByRole('button', { name: 'Save' }).click();
  await dev.waitForURL((u) => u.pathname === '/developers/apps');
  const edited = (await dev.locator('section.app', { hasText: 'Tide Log' }).textContent())!;
  expect(edited).toContain('https://tidelog.test/other');
  expect(edited).toContain('account:read');

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
  const endpointPath = new URL(dev.url()).pathname;

  // The receiver breaks: a catch's delivery is tried on the retry schedule, each failure in the log.
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
  receiverStatus = 500;
  expect(
    (await call('POST', '/v1/catches', { species: 'Grey triggerfish', weight_lbs: 3, depth_ft: 20, dive_type: 'freedive' })).status,
  ).toBe(201);
  await dev.goto(`${baseUrl}${endpointPath}`);
  for (let i = 0; i < 75 && (await dev.locator('#deliveries .delivery-failed').count()) === 0; i++) {
    await Bun.sleep(200);
    await dev.reload();
  }
  const failedRow = dev.locator('#deliveries tr', { has: dev.locator('.delivery-failed') });
  expect(await failedRow.count()).toBe(1);
  // Three attempts (the first and two retries), each with the receiver's answer.
  expect(((await failedRow.textContent())!.match(/HTTP 500/g) ?? []).length).toBe(3);
  expect(await failedRow.textContent()).toContain('receiver is down');
  await check(dev);

  // The receiver is back; Resend delivers the failed one.
  receiverStatus = 200;
  await failedRow.getByRole('button', { name: /^Resend catch\.created/ }).click();
  await dev.waitForURL((u) => u.searchParams.has('done'));
  for (let i = 0; i < 50 && (await dev.locator('#deliveries .delivery-succeeded').count()) < 2; i++) {
    await Bun.sleep(200);
    await dev.reload();
  }
  expect(await dev.locator('#deliveries .delivery-succeeded').count()).toBe(2);
  expect(await dev.locator('#deliveries .delivery-failed').count()).toBe(0);

  // Deleting the endpoint asks first; cancelling keeps it, confirming removes it.
  await dev.getByRole('link', { name: 'Delete endpoint…' }).click();
  await dev.waitForURL((u) => u.pathname === `${endpointPath}/delete`);
  await check(dev);
  await dev.getByRole('link', { name: 'Cancel' }).click();
  await dev.waitForURL((u) => u.pathname === endpointPath);
  await dev.getByRole('link', { name: 'Delete endpoint…' }).click();
  await dev.getByRole('button', { name: 'Delete endpoint' }).click();
  await dev.waitForURL((u) => u.pathname === '/developers/webhooks');
  expect(await dev.textContent('main')).toContain('The endpoint is deleted.');
  expect(await dev.textContent('main')).not.toContain(`127.0.0.1:${receiver.port}/hooks`);

  // Calls with the key, found in the request log; a catch, found in the event browser.
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
  // A person (here the admin) authorises Tide Log through the consent page, with PKCE.
  const verifier = oauth.generateRandomCodeVerifier();
  const authorize = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: 'https://tidelog.test/callback',
    scope: 'catches:read',
    state: 'journey',
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
  });
  await admin.goto(`${baseUrl}/oauth/authorize?${authorize}`);
  // The browser's request to the app's redirect URI carries the code (routes do not see redirects, and
  // tidelog.test resolves nowhere, so the page itself ends on an error).
  const callback = admin.waitForRequest((request) => new URL(request.url()).host === 'tidelog.test');
  const callbackFailed = admin.waitForEvent('requestfailed', (request) => new URL(request.url()).host === 'tidelog.test');
  await admin.getByRole('button', { name: 'Allow' }).click();
  const code = new URL((await callback).url()).searchParams.get('code')!;
  // That error page must be shown before this page's next navigation, or it interrupts it (seen under load).
  await callbackFailed;
  await admin.waitForURL((url) => url.protocol === 'chrome-error:');
  const tokens = (await (
    await fetch(`${baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${btoa(`${clientId}:${clientSecret}`)}` },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: 'https://tidelog.test/callback',
        code_verifier: verifier,
      }),
    })
  ).json()) as { access_token: string };
  const asApp = () => fetch(`${baseUrl}/v1/catches`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
  expect((await asApp()).status).toBe(200);
  await dev.goto(`${baseUrl}/developers/apps`);
  expect(await dev.locator('section.app', { hasText: 'Tide Log' }).locator('.authorised-count').textContent()).toBe('1');

  // They revoke it on their page: the token is refused at once.
  await admin.goto(`${baseUrl}/developers/authorised`);
  await check(admin);
  await admin.getByRole('button', { name: 'Revoke Tide Log' }).click();
  await admin.waitForURL((u) => u.searchParams.has('done'));
  expect(await admin.textContent('main')).toContain('You have not authorised any app.');
  expect((await asApp()).status).toBe(401);
  await dev.goto(`${baseUrl}/developers/authorised`);
  await check(dev);

  expect([...checked].sort()).toEqual([
    '/developers',
    '/developers/applications',
    '/developers/apps',
    '/developers/apps/:id/edit',
    '/developers/authorised',
    '/developers/events',
    '/developers/keys',
    '/developers/requests',
    '/developers/webhooks',
    '/developers/webhooks/:id',
    '/developers/webhooks/:id/delete',
  ]);
  await devContext.close();
  await adminContext.close();
}, 420_000);
