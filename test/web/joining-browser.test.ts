// Joining in real headless Chromium on a phone viewport, against the executable people download
// (dist/catchd), axe-core on every page (0 serious or critical): the first run from an empty
// data dir (`catchd serve` prints the setup link on stderr) to an admin, who invites someone
// whose link is then accepted; and each joining mode's way in (open, approval with the admin's
// decision, invite, closed), plus the developer portal's early access sign-up.
// Runs once, on SQLite: the pages are the same on either engine; test/people/joining runs on both, and first-steps-browser starts the executable on an empty PostgreSQL database.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { SignupMode } from '../../src/config';
import { launchChromium, seriousViolations } from '../browser';
import { password, userWithPassword } from '../developers/oauth/helpers';
import { builtExecutable, freePort, startExecutable } from '../executable';

const phone = { width: 390, height: 844 };
const newPassword = 'a long enough password';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const checked: string[] = [];
async function check(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  checked.push(new URL(page.url()).pathname);
}

test('first run: from an empty data dir to an admin, who invites someone who joins', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'catchd-first-run-'));
  const port = freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = Bun.spawn([builtExecutable(), 'serve'], {
    cwd: dataDir,
    env: {
      ...(process.env as Record<string, string>),
      ...{ CATCHD_DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), CATCHD_BASE_URL: baseUrl, CATCHD_RATE_LIMIT: '0' },
    },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  // The log (stdout) is read throughout, so the child never blocks on a full pipe.
  const log = new Response(child.stdout as ReadableStream<Uint8Array>).text();
  try {
    // The link, on stderr, once the server listens.
    const reader = (child.stderr as ReadableStream<Uint8Array>).getReader();
    let stderr = '';
    let setupUrl: string | undefined;
    while (!setupUrl) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`catchd serve ended without a setup link: ${stderr}`);
      stderr += new TextDecoder().decode(value);
      setupUrl = /(http:\/\/\S+\/setup\?token=\S+)/.exec(stderr)?.[1];
    }
    expect(stderr.match(/setup\?token=/g)).toHaveLength(1);

    const context = await browser.newContext({ viewport: phone });
    const page = await context.newPage();
    await page.goto(setupUrl);
    await check(page);
    await page.getByLabel('Email').fill('founder@club.test');
    await page.getByLabel('Name (as others see it)').fill('Founder');
    await page.getByLabel(/^Password/).fill(newPassword);
    await page.getByRole('button', { name: 'Create the admin account' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/people');
    expect(await page.textContent('.notice')).toContain('You are the administrator now');
    await check(page);

    // The link died with its use.
    const again = await (await browser.newContext({ viewport: phone })).newPage();
    await again.goto(setupUrl);
    expect(await again.textContent('h1')).toBe('catchd is set up');
    await check(again);

    // No mail is set up: the invitation's link is shown to pass on.
    await page.locator('#invite-email').fill('invitee@club.test');
    await page.locator('#invite-role').selectOption('verifier');
    await page.getByRole('button', { name: 'Invite' }).click();
    const invitationUrl = (await page.textContent('#secret-value'))!.trim();
    expect(invitationUrl).toStartWith(`${baseUrl}/invitations/`);
    await check(page);
    await page.goto(`${baseUrl}/admin/people`);
    expect(await page.textContent('#invitation-list')).toContain('invitee@club.test');

    const invitee = await (await browser.newContext({ viewport: phone })).newPage();
    await invitee.goto(invitationUrl);
    expect(await invitee.textContent('main')).toContain('verifier');
    await check(invitee);
    await invitee.getByLabel('Name (as others see it)').fill('Ivy');
    await invitee.getByLabel(/^Password/).fill(newPassword);
    await invitee.getByRole('button', { name: 'Join' }).click();
    await invitee.waitForURL((u) => u.pathname === '/catches');
    expect(await invitee.textContent('.notice')).toContain('Welcome');
    await invitee.goto(`${baseUrl}/verify`);
    expect(new URL(invitee.url()).pathname).toBe('/verify');

    // Used once: the same link again is a readable page.
    const reuse = await (await browser.newContext({ viewport: phone })).newPage();
    await reuse.goto(invitationUrl);
    expect(await reuse.textContent('main')).toContain('This invitation link is not valid');
    await check(reuse);
    child.kill();
    // The log carries the same link, once.
    const lines = (await log).split('\n').filter((line) => line.includes('"setup_url"'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!).setup_url).toBe(setupUrl);
  } finally {
    child.kill();
    await child.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 90_000);

/** The executable in `mode` on a real port, with an admin. */
async function club(env: Record<string, string>): Promise<{ baseUrl: string; stop: () => Promise<number> }> {
  const catchd = await startExecutable(env);
  await userWithPassword({ db: catchd.db, clock: { now: Math.floor(Date.now() / 1000) } }, 'admin@club.test', 'admin');
  return { baseUrl: catchd.base, stop: catchd.stop };
}

async function fillSignUp(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name (as others see it)').fill('Sam');
  await page.getByLabel(/^Password/).fill(newPassword);
}

const modes: { mode: SignupMode; wayIn: string }[] = [
  { mode: 'open', wayIn: 'New here? Sign up.' },
  { mode: 'approval', wayIn: 'New here? Ask to join' },
  { mode: 'invite', wayIn: 'Joining is by invitation' },
  { mode: 'closed', wayIn: 'not taking new members' },
];

for (const { mode, wayIn } of modes)
  test(`joining mode ${mode}: the way in, on a phone`, async () => {
    const { baseUrl, stop } = await club({ CATCHD_SIGNUP: mode, CATCHD_DEVELOPER_ACCESS: 'approval' });
    try {
      const context = await browser.newContext({ viewport: phone });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/`);
      expect(await page.textContent('#way-in')).toContain(wayIn);
      await check(page);
      await page.goto(`${baseUrl}/sign-in`);
      expect(await page.textContent('#way-in')).toContain(wayIn);
      await page.goto(`${baseUrl}/sign-up`);
      await check(page);
      if (mode === 'invite' || mode === 'closed') {
        expect(await page.locator('form[action="/sign-up"]').count()).toBe(0);
        return;
      }
      await fillSignUp(page, 'sam@club.test');
      await page.getByRole('button', { name: 'Sign up' }).click();
      if (mode === 'open') {
        await page.waitForURL((u) => u.pathname === '/catches');
        await check(page);
        return;
      }
      // approval: the person reads that an admin decides; the admin approves on the people page.
      await page.locator('#sign-up-state').waitFor();
      expect(await page.textContent('#sign-up-state')).toContain('waiting for an administrator');
      await check(page);
      const admin = await (await browser.newContext({ viewport: phone })).newPage();
      await admin.goto(`${baseUrl}/sign-in`);
      await admin.getByLabel('Email').fill('admin@club.test');
      await admin.getByLabel('Password').fill(password);
      await admin.getByRole('button', { name: 'Sign in', exact: true }).click();
      await admin.waitForURL((u) => u.pathname === '/account');
      await admin.goto(`${baseUrl}/admin/people`);
      await check(admin);
      await admin.getByRole('button', { name: 'Approve Sam' }).click();
      expect(await admin.textContent('.notice')).toContain('approved');
      await page.getByRole('link', { name: 'Sign in' }).last().click();
      await page.getByLabel('Email').fill('sam@club.test');
      await page.getByLabel('Password').fill(newPassword);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/account');
    } finally {
      await stop();
    }
  }, 60_000);

test('the developer portal: sign up for early access, whatever the club mode', async () => {
  const { baseUrl, stop } = await club({ CATCHD_SIGNUP: 'closed', CATCHD_DEVELOPER_ACCESS: 'approval' });
  try {
    const page = await (await browser.newContext({ viewport: phone })).newPage();
    await page.goto(`${baseUrl}/developers`);
    expect(new URL(page.url()).pathname).toBe('/developers/sign-up');
    await check(page);
    await fillSignUp(page, 'dev@apps.test');
    await page.getByLabel('What are you building?').fill('A dive computer sync');
    await page.getByRole('button', { name: 'Sign up and apply' }).click();
    await page.waitForURL((u) => u.pathname === '/developers');
    expect(await page.textContent('#standing')).toContain('waiting for an administrator');
    await check(page);
  } finally {
    await stop();
  }
}, 60_000);
