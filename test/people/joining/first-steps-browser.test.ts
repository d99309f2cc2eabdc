// Issue 27's "done when", as one journey in real headless Chromium on phone-sized screens,
// against the executable people download (dist/catchd serve) started on an empty data dir
// (SQLite) or an empty PostgreSQL database: the admin opens the setup link the server printed, invites three people by mail
// (through the local SMTP receiver), each joins from a phone, one adds a passkey (Chromium's
// virtual authenticator) and signs in with it; a developer who was never a member signs up
// for early access, is approved, creates an API key, and the key works against the API.
// Nothing happens on the command line; axe-core finds nothing serious or critical on each new
// page. The site is http://localhost (WebAuthn refuses IP addresses as the relying party).
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium, seriousViolations } from '../../browser';
import { builtExecutable, freePort } from '../../executable';
import { emptyPostgresDatabase, engine, testFilesDir } from '../../support';
import { linkIn, mailsTo, smtpUrl } from './smtp';

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const password = 'a long enough password';
let server: ReturnType<typeof Bun.spawn>;
let browser: Browser;
let base: string;
let setupUrl: string;

/** Reads the server's stderr (a file: a pipe left unread could stall the server) until the setup link it prints on a first start. */
async function printedSetupLink(stderrFile: string): Promise<string> {
  for (let i = 0; i < 600; i++) {
    const text = existsSync(stderrFile) ? readFileSync(stderrFile, 'utf8') : '';
    const match = /(http:\/\/localhost:\d+\/setup\?token=\S+)/.exec(text);
    if (match) return match[1]!;
    if (server.exitCode !== null) throw new Error(`the server ended without a setup link: ${text}`);
    await Bun.sleep(50);
  }
  throw new Error('no setup link within 30 seconds');
}

beforeAll(async () => {
  const port = freePort();
  base = `http://localhost:${port}`;
  const stderrFile = join(testFilesDir, `first-steps-${process.pid}.stderr`);
  server = Bun.spawn([builtExecutable(), 'serve'], {
    cwd: testFilesDir,
    env: {
      PATH: process.env.PATH ?? '',
      CATCHD_DATA_DIR: join(testFilesDir, `first-steps-${process.pid}`),
      ...(engine === 'postgres' ? { CATCHD_DATABASE_URL: await emptyPostgresDatabase() } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      CATCHD_BASE_URL: base,
      CATCHD_SMTP_URL: smtpUrl,
      CATCHD_MAIL_FROM: 'catchd <no-reply@catchd.test>',
      CATCHD_UPDATE_CHECK: '0',
    },
    stdout: 'ignore',
    stderr: Bun.file(stderrFile),
  });
  setupUrl = await printedSetupLink(stderrFile);
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  server?.kill('SIGTERM');
  await server?.exited;
});

const findings: string[] = [];
/** axe-core on the page as it is now; the test expects no finding at the end. */
async function checked(page: Page): Promise<void> {
  findings.push(...(await seriousViolations(page)));
}

async function on(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((u) => u.pathname === pathname);
  await checked(page);
}

async function signOut(page: Page): Promise<void> {
  await page.locator('header').getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((u) => u.pathname === '/sign-in');
}

test('an admin sets up the club, three people join from phones, one uses a passkey, a developer gets a working key', async () => {
  // The admin: the printed link, the setup form, the people page.
  const admin = await (await browser.newContext(phone)).newPage();
  await admin.goto(setupUrl);
  await checked(admin);
  await admin.getByLabel('Email').fill('admin@club.test');
  await admin.getByLabel('Name (as others see it)').fill('Ada Admin');
  await admin.getByLabel('Password (at least').fill(password);
  await admin.getByRole('button', { name: 'Create the admin account' }).click();
  await on(admin, '/admin/people');

  const members = ['nia@club.test', 'mo@club.test', 'kai@club.test'];
  for (const email of members) {
    await admin.locator('#invite-email').fill(email);
    await admin.getByRole('button', { name: 'Invite', exact: true }).click();
    await admin.waitForURL((u) => u.search === '?done=invited');
  }
  await checked(admin);
  expect(await admin.locator('#invitation-list tbody tr').count()).toBe(3);

  // Each joins from their phone through the mailed link.
  const phones: BrowserContext[] = [];
  for (const email of members) {
    const [mail] = await mailsTo(email);
    const context = await browser.newContext(phone);
    phones.push(context);
    const page = await context.newPage();
    await page.goto(`${base}${linkIn(mail!, base)}`);
    await checked(page);
    await page.getByLabel('Name (as others see it)').fill(email.split('@')[0]!);
    await page.getByLabel('Password (at least').fill(password);
    await page.getByRole('button', { name: 'Join' }).click();
    await on(page, '/catches');
  }
  await admin.reload();
  expect(await admin.getByText('No pending invitations.').count()).toBe(1);

  // The first adds a passkey on their phone, signs out and signs in with it alone.
  const passkeyPhone = await phones[0]!.newPage();
  const cdp = await phones[0]!.newCDPSession(passkeyPhone);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  await passkeyPhone.goto(`${base}/account`);
  await passkeyPhone.getByLabel('Name of the new passkey').fill('My phone');
  await passkeyPhone.getByRole('button', { name: 'Add a passkey' }).click();
  await passkeyPhone.waitForURL((u) => u.search === '?done=passkey-added');
  await checked(passkeyPhone);
  await signOut(passkeyPhone);
  await checked(passkeyPhone);
  await passkeyPhone.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await on(passkeyPhone, '/account');
  expect(await passkeyPhone.locator('#activity').textContent()).toContain('with passkey');

  // A developer who was never a member: early access sign-up on the portal, address confirmed by mail.
  const developer = await (await browser.newContext(phone)).newPage();
  await developer.goto(`${base}/developers`);
  await on(developer, '/developers/sign-up');
  await developer.getByLabel('Email').fill('dev@elsewhere.test');
  await developer.getByLabel('Name (as others see it)').fill('Dee Developer');
  await developer.getByLabel('Password (at least').fill(password);
  await developer.getByLabel('What are you building?').fill('A dive log that syncs catches');
  await developer.getByRole('button', { name: 'Sign up and apply' }).click();
  await developer.locator('#check-inbox').waitFor();
  await checked(developer);
  const [confirmation] = await mailsTo('dev@elsewhere.test');
  await developer.goto(`${base}${linkIn(confirmation!, base)}`);
  await checked(developer);
  await developer.getByRole('button', { name: 'Confirm' }).click();
  await on(developer, '/developers');
  expect(await developer.getByRole('link', { name: 'API keys' }).count()).toBe(0);

  // The admin approves the application on the portal.
  await admin.goto(`${base}/developers/applications`);
  await checked(admin);
  await admin.getByRole('button', { name: 'Approve Dee Developer' }).click();
  await admin.waitForURL((u) => u.search === '?done=application-approved');
  await checked(admin);

  // The developer creates a key on the portal, and it works against the API.
  await developer.reload();
  await developer.getByRole('link', { name: 'API keys' }).click();
  await on(developer, '/developers/keys');
  await developer.getByLabel('Name', { exact: true }).fill('dive log');
  await developer.getByRole('checkbox', { name: /account:read/ }).check();
  await developer.getByRole('button', { name: 'Create key' }).click();
  await developer.locator('#secret-value').waitFor();
  await checked(developer);
  const key = (await developer.locator('#secret-value').textContent())!;
  const me = await fetch(`${base}/v1/me`, { headers: { authorization: `Bearer ${key}` } });
  expect(me.status).toBe(200);
  expect(await me.json()).toMatchObject({ email: 'dev@elsewhere.test', role: 'developer' });

  expect(findings).toEqual([]);
}, 180_000);
