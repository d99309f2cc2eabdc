// The consent flow in real headless Chromium against a real server on 127.0.0.1: sign in,
// read the consent page, allow (tokens work) and deny (access_denied), then a phone layout check,
// and the page in French (with axe-core) for a browser that asks for French.
// Runs once, on SQLite: the consent page is the same on either engine; flows.test.ts runs on both.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import * as oauth from 'oauth4webapi';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium, seriousViolations } from '../../browser';
import { scopeDescription } from '../../../src/identity/scopes';
import { testContext, type TestContext } from '../../support';
import { password, pkceStart, registerApp, userWithPassword, type RegisteredApp } from './helpers';

let server: ReturnType<typeof Bun.serve>;
let clientSite: ReturnType<typeof Bun.serve>;
let ctx: TestContext;
let browser: Browser;
let app: RegisteredApp;
let baseUrl: string;

beforeAll(async () => {
  let handle: (request: Request) => Response | Promise<Response> = () => new Response(null, { status: 503 });
  server = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: (request) => handle(request) });
  baseUrl = `http://127.0.0.1:${server.port}`;
  ctx = testContext({ baseUrl });
  handle = (request) => ctx.app.handle(request);
  // The third-party app's own site, where the browser lands after the decision.
  clientSite = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    fetch: () => new Response('<!doctype html><title>Dive Log Pro</title>back at the app', { headers: { 'content-type': 'text/html' } }),
  });
  const owner = await ctx.user('owner@apps.test', 'admin');
  await userWithPassword(ctx, 'diver@reef.test');
  app = await registerApp(ctx, owner.key, { redirect_uris: [`http://127.0.0.1:${clientSite.port}/callback`] });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  server?.stop(true);
  clientSite?.stop(true);
});

async function authorizeUrl(): Promise<{ url: string; verifier: string; state: string }> {
  const start = await pkceStart(app, 'catches:read account:read');
  return { url: `${baseUrl}/oauth/authorize?${new URLSearchParams(start.params)}`, verifier: start.verifier, state: start.state };
}

describe('consent in Chromium', () => {
  let context: BrowserContext;

  test('sign in, see what the app asks for in plain words, allow: the code buys working tokens', async () => {
    context = await browser.newContext();
    const page = await context.newPage();
    const { url, verifier, state } = await authorizeUrl();
    await page.goto(url);
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    await page.getByLabel('Email').fill('diver@reef.test');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/oauth/authorize');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Allow Dive Log Pro?');
    const body = (await page.textContent('body'))!;
    expect(body).toContain(scopeDescription('catches:read', 'en'));
    expect(body).toContain(scopeDescription('account:read', 'en'));
    expect(body).not.toContain(scopeDescription('catches:write', 'en'));

    await page.locator('button[name="decision"][value="allow"]').click();
    await page.waitForURL((u) => u.port === String(clientSite.port));
    const callback = new URL(page.url());
    const as = await oauth.processDiscoveryResponse(
      new URL(baseUrl),
      await oauth.discoveryRequest(new URL(baseUrl), { algorithm: 'oauth2', [oauth.allowInsecureRequests]: true }),
    );
    const params = oauth.validateAuthResponse(as, app.client, callback, state);
    const response = await oauth.authorizationCodeGrantRequest(as, app.client, app.auth, params, app.redirectUri, verifier, {
      [oauth.allowInsecureRequests]: true,
    });
    const tokens = await oauth.processAuthorizationCodeResponse(as, app.client, response);
    const me = await fetch(`${baseUrl}/v1/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { scopes: string[] }).scopes.sort()).toEqual(['account:read', 'catches:read']);
  });

  test('deny: the app hears access_denied and gets no code', async () => {
    const page = await context.newPage();
    const { url, state } = await authorizeUrl();
    await page.goto(url);
    await page.locator('button[name="decision"][value="deny"]').click();
    await page.waitForURL((u) => u.port === String(clientSite.port));
    const callback = new URL(page.url());
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(callback.searchParams.get('state')).toBe(state);
    expect(callback.searchParams.get('iss')).toBe(baseUrl);
    expect(callback.searchParams.has('code')).toBe(false);
  });

  test('on a phone the consent page fits the screen and the buttons are keyboard-focusable', async () => {
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, storageState: await context.storageState() });
    const page = await phone.newPage();
    await page.goto((await authorizeUrl()).url);
    const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(fits).toBe(true);
    // Tab past the skip link and the header's links until a decision button has the focus.
    let focused: string | undefined;
    for (let presses = 0; presses < 15 && !['allow', 'deny'].includes(focused ?? ''); presses++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate(() => (document.activeElement as HTMLButtonElement | null)?.getAttribute('value') ?? undefined);
    }
    expect(['allow', 'deny']).toContain(focused ?? '');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
    await phone.close();
    await context.close();
  });
});

describe('consent in another language', () => {
  test('a French browser reads what the app asks for in French; the page passes axe-core, its guides link too', async () => {
    const french = await browser.newContext({ locale: 'fr-FR' });
    const page = await french.newPage();
    await page.goto((await authorizeUrl()).url);
    await page.locator('#email').fill('diver@reef.test');
    await page.locator('#password').fill(password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/oauth/authorize');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Autoriser Dive Log Pro\u00a0?');
    const body = (await page.textContent('body'))!;
    expect(body).toContain(scopeDescription('catches:read', 'fr'));
    expect(body).toContain(scopeDescription('account:read', 'fr'));
    await expect(page.getByRole('button', { name: 'Autoriser', exact: true }).count()).resolves.toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    // A guide: French around it, its English text marked so.
    await page.goto(`${baseUrl}/docs/guides/oauth-pkce`);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    expect(await page.locator('article div[lang="en"] h1').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await french.close();
  });
});
