// What a person sees (issue 43), in real headless Chromium at 390 and 1280 px against the
// executable people download (dist/catchd): each new state has no serious or critical axe-core
// finding, nothing wider than the screen, and no request of the page (its assets, its own
// links) answered 404 or 403.
// Runs once, on SQLite: layout, axe-core and links read the same pages on either engine.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, seriousViolations } from '../browser';
import { password } from '../developers/oauth/helpers';
import { addPerson, catchAskingForVerification, desktop, lookClub, phone, signedIn, type LookClub, type Person } from './look-club';

let browser: Browser;
let club: LookClub;
let base: string;

beforeAll(async () => {
  browser = await launchChromium();
  club = await lookClub(browser);
  base = club.catchd.base;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await club?.catchd.stop();
});

const widths = [
  ['phone', phone],
  ['desktop', desktop],
] as const;

/** A signed-in page that records every 404 or 403 to its own GET requests (a refused form's answer is the form's business). */
async function open(who: Person, options: object): Promise<{ page: Page; refused: string[]; close: () => Promise<void> }> {
  const { context, page } = await signedIn(browser, club, who, options);
  const refused: string[] = [];
  page.on('response', (response) => {
    if (
      response.url().startsWith(base) &&
      response.request().method() === 'GET' &&
      (response.status() === 404 || response.status() === 403)
    )
      refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return { page, refused, close: () => context.close() };
}

/** The state is sound: no serious axe finding, no sideways scroll, no own link or asset refused. */
async function sound(page: Page, refused: string[]): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  const links = await page.locator('a[href^="/"]').evaluateAll((as) => [...new Set(as.map((a) => (a as HTMLAnchorElement).href))]);
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  for (const link of links) {
    const status = (await fetch(link, { headers: { cookie }, redirect: 'manual' })).status;
    if (status === 404 || status === 403) refused.push(`${status} ${new URL(link).pathname}`);
  }
  expect(refused).toEqual([]);
}

describe.each(widths)('on a %s', (_, options) => {
  test('(2, 10) the top bar: the name links to the account, one Sign out, the places fit, a favicon', async () => {
    const { page, refused, close } = await open(club.diver, options);
    await page.goto(`${base}/species`);
    const header = page.locator('header.top');
    await header.getByRole('link', { name: /^Dana/ }).click();
    await page.waitForURL((u) => u.pathname === '/account');
    expect(await page.getByRole('button', { name: 'Sign out', exact: true }).count()).toBe(1);
    // A diver who is no developer reaches the portal from the account page, not the top bar.
    expect(await header.getByRole('link', { name: 'Developers' }).count()).toBe(0);
    expect(await page.locator('main a[href="/developers"]').count()).toBe(1);
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect((await fetch(`${base}${icon}`)).headers.get('content-type')).toBe('image/svg+xml');
    expect((await fetch(`${base}/favicon.ico`)).status).toBe(200);
    if (options === phone) {
      expect(await header.getByRole('link', { name: 'My catches' }).isVisible()).toBe(false);
      await header.getByText('Menu').click();
    }
    // Every place shows whole, inside the screen.
    for (const place of await header.locator('.places a').all()) {
      expect(await place.isVisible()).toBe(true);
      const box = (await place.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(options.viewport.width);
      expect(await place.evaluate((a) => a.scrollWidth <= a.clientWidth + 1)).toBe(true);
    }
    await sound(page, refused);
    await close();
  });

  test('(10) an admin sees Developers; the People table and the scopes fit; a species says its licence once', async () => {
    const { page, refused, close } = await open(club.admin, options);
    await page.goto(`${base}/admin/people`);
    expect(await page.locator('header.top a[href="/developers"]').count()).toBe(1);
    const table = (await page.locator('#people').boundingBox())!;
    expect(table.x + table.width).toBeLessThanOrEqual(options.viewport.width);
    await sound(page, refused);
    await page.goto(`${base}/developers/keys`);
    const scope = page.locator('label.scope').first();
    expect(await scope.locator('code').textContent()).not.toBe(await scope.textContent());
    const [name, description] = await scope.locator('span > *').evaluateAll((parts) => parts.map((p) => p.getBoundingClientRect().y));
    expect(description).toBeGreaterThan(name!);
    await sound(page, refused);
    await page.goto(`${base}/species?q=grey+triggerfish`);
    await page.locator('main a', { hasText: 'Grey triggerfish' }).first().click();
    await page.waitForURL((u) => u.pathname.startsWith('/species/'));
    const names = await page.locator('h2:text("Names") ~ ul li').count();
    const licences = await page.locator('h2:text("Names") ~ p.muted').count();
    expect(names).toBeGreaterThan(1);
    expect(licences).toBeLessThan(names);
    await sound(page, refused);
    await close();
  });

  test('(9) deleting an account: a red danger zone, keep the catches by default, type the word, a last step, a message', async () => {
    const leaver = await addPerson(club.catchd, `Leaver${options.viewport.width}`, 'diver');
    const { page, refused, close } = await open(leaver, options);
    await page.goto(`${base}/account`);
    const zone = page.locator('.danger-zone');
    expect(await zone.evaluate((e) => getComputedStyle(e).borderTopColor)).toBe('rgb(163, 38, 27)');
    expect(await zone.getByRole('radio', { name: /Keep my catches/ }).isChecked()).toBe(true);
    await zone.getByLabel('Type delete to go on').fill('yes please');
    await zone.getByRole('button', { name: 'Delete my account…' }).click();
    expect(await page.locator('#leave-confirm-problem').textContent()).toContain('That is not “delete”');
    expect(await page.getByLabel('Type delete to go on').getAttribute('aria-invalid')).toBe('true');
    await sound(page, refused);
    await page.getByLabel('Type delete to go on').fill('delete');
    await page.getByRole('button', { name: 'Delete my account…' }).click();
    await page.getByRole('heading', { name: 'Delete your account for good?' }).waitFor();
    expect(await page.textContent('main')).toContain('Your catches stay on the boards');
    await page.getByLabel('Your password, to confirm').fill('not the password');
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    expect(await page.locator('#leave-password-problem').textContent()).toBe('That is not the password of this account.');
    await sound(page, refused);
    await page.getByLabel('Your password, to confirm').fill(password);
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    expect(await page.locator('main .notice[role="status"]').textContent()).toBe('Your account is deleted. Thank you for diving with us.');
    await sound(page, refused);
    await close();
  });

  test('(3) /admin counts what waits and links to it; after grading, the verifier reads "Graded silver." on the next request', async () => {
    await catchAskingForVerification(browser, club.catchd, club.diver);
    const { page, refused, close } = await open(club.admin, options);
    await page.goto(`${base}/admin`);
    const tiles = page.locator('#waiting a');
    const queued = (await club.catchd.db.get<{ n: number }>('SELECT count(*) AS n FROM verification_requests'))!.n;
    expect(await tiles.allTextContents()).toEqual(['1 sign-up to approve', '1 developer application', `${queued} catches to verify`]);
    await sound(page, refused);
    await close();
    const verifier = await open(club.verifier, options);
    // At least two wait (the one just asked): grading the oldest lands on the next.
    await verifier.page.goto(`${base}/verify`);
    await verifier.page.locator('#queue a').first().click();
    const graded = new URL(verifier.page.url()).pathname;
    await verifier.page.getByRole('button', { name: 'Grade silver' }).click();
    await verifier.page.waitForURL((u) => u.pathname !== graded);
    expect(await verifier.page.locator('main .notice[role="status"]').textContent()).toBe('Graded silver.');
    expect(new URL(verifier.page.url()).pathname).toMatch(/^\/verify\/catch_/);
    await sound(verifier.page, verifier.refused);
    await verifier.close();
  });

  test('(7) a catch shows its photo first, large; Delete is red and asks first; asking for verification shows the pictures', async () => {
    const { page, refused, close } = await open(club.diver, options);
    await page.goto(`${base}/catches/${club.waiting}`);
    const hero = page.locator('main .hero img');
    const main = (await page.locator('main').boundingBox())!;
    const photo = (await hero.boundingBox())!;
    expect(photo.width).toBeGreaterThan(Math.min(main.width - 100, 600));
    // Nothing but the title comes before the picture.
    expect(await page.locator('main h1 + .hero').count()).toBe(1);
    const remove = page.getByRole('link', { name: 'Delete this catch…' });
    expect(await remove.evaluate((a) => getComputedStyle(a).backgroundColor)).toBe('rgb(163, 38, 27)');
    await sound(page, refused);
    await remove.click();
    await page.getByRole('heading', { name: 'Delete this catch?' }).waitFor();
    await page.getByRole('link', { name: 'Keep it' }).click();
    await page.goto(`${base}/catches/${club.catches[1]}/verification`);
    const picks = page.locator('label.pick');
    expect(await picks.count()).toBe(1);
    // The picture loads lazily: on a busy machine it may still be on its way.
    await picks.locator('img').scrollIntoViewIfNeeded();
    await page.waitForFunction(() => (document.querySelector('label.pick img') as HTMLImageElement | null)?.complete === true);
    expect(await picks.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(640);
    await picks.locator('img').click();
    expect(await page.getByLabel('Photo 1').isChecked()).toBe(true);
    await sound(page, refused);
    await close();
  });

  test('(8) a wrong current password is said beside the field, in plain words', async () => {
    const { page, refused, close } = await open(club.diver, options);
    await page.goto(`${base}/account`);
    await page.getByLabel('Current password').fill('not the password at all');
    await page.getByLabel('New password').fill('a brand new long password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.locator('#current_password-problem').waitFor();
    expect(await page.locator('#current_password-problem').textContent()).toBe('That is not your current password.');
    expect(await page.getByLabel('Current password').getAttribute('aria-describedby')).toBe('current_password-problem');
    expect(await page.textContent('main')).not.toContain('current_password');
    await sound(page, refused);
    await close();
  });

  test('(5) My catches: photo cards, the filters folded away; a new diver is shown the way to a first catch', async () => {
    const { page, refused, close } = await open(club.diver, options);
    await page.goto(`${base}/catches`);
    expect(await page.locator('#catch-list a.catch-card img').count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByLabel('Species').isVisible()).toBe(false);
    await sound(page, refused);
    await page.getByText('Filter and sort').click();
    await page.getByLabel('Species').fill('Atlantic bonito');
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.waitForURL((u) => u.searchParams.get('species') === 'Atlantic bonito');
    expect(await page.getByLabel('Species').isVisible()).toBe(true);
    expect(await page.locator('#catch-list a.catch-card').count()).toBe(1);
    await close();
    const newcomer = await open(club.newcomer, options);
    await newcomer.page.goto(`${base}/catches`);
    const first = newcomer.page.getByRole('link', { name: 'Log your first catch' });
    expect(await first.isVisible()).toBe(true);
    expect(await newcomer.page.textContent('main')).not.toContain('0 catches');
    await sound(newcomer.page, newcomer.refused);
    await first.click();
    await newcomer.page.waitForURL((u) => u.pathname === '/catches/new');
    await newcomer.close();
  });

  test('(6) boards: filters folded, plain words, a podium with photos, an empty board explained', async () => {
    const { page, refused, close } = await open(club.verifier, options);
    await page.goto(`${base}/boards?board=heaviest&min_tier=unverified`);
    const podium = page.locator('ol.podium li');
    expect(await podium.count()).toBeGreaterThanOrEqual(1);
    expect(
      await podium
        .first()
        .locator('img')
        .evaluate((img) => (img as HTMLImageElement).naturalWidth),
    ).toBe(640);
    const text = await page.textContent('main');
    expect(text).not.toContain('value in lbs');
    expect(text).not.toContain('At least');
    expect(await page.locator('#board th').allTextContents()).toContain('Weight');
    await sound(page, refused);
    await page.goto(`${base}/boards`);
    expect(await page.getByLabel('Which catches count').isVisible()).toBe(false);
    await page.getByText('Choose the board and filters').click();
    expect(await page.locator('#b-tier option').allTextContents()).toContain('Verified silver or better');
    await page.goto(`${base}/boards?board=deepest&min_tier=gold`);
    const empty = page.locator('#empty-board');
    expect(await empty.textContent()).toContain('verified gold only');
    expect(await empty.getByRole('link', { name: 'Catches waiting for verification' }).getAttribute('href')).toBe('/verify');
    await sound(page, refused);
    await close();
  });

  test('(4) an invitation: the phone’s share sheet (else Copy), a QR code, no "Send again" without mail', async () => {
    const { page, refused, close } = await open(club.admin, options);
    // The share sheet, as a phone has it: what the page hands it is recorded.
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      Object.defineProperty(navigator, 'share', { value: async (data: ShareData) => void shared.push(data) });
    });
    await page.goto(`${base}/admin/people`);
    await page.locator('#invite-email').fill(`kim${options.viewport.width}@look.test`);
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    const link = (await page.locator('#secret-value').textContent())!;
    expect(link).toStartWith(`${base}/invitations/`);
    const qr = page.getByRole('img', { name: /^QR code of the invitation link/ });
    expect((await qr.boundingBox())!.width).toBe(200);
    await page.getByRole('button', { name: 'Share the link…' }).click();
    await page.locator('#share-status', { hasText: 'Shared.' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared.map((d) => d.url))).toEqual([link]);
    expect(await page.locator('#invitation-list').textContent()).not.toContain('Send again');
    expect(await page.getByRole('button', { name: `Make a new invitation link for kim${options.viewport.width}@look.test` }).count()).toBe(
      1,
    );
    await sound(page, refused);
    await close();
    // Where the browser has no share sheet, no Share button: Copy puts the link on the clipboard.
    const { context, page: plain } = await signedIn(browser, club, club.admin, options);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    await plain.goto(`${base}/admin/people`);
    await plain.locator('#invite-email').fill(`lee${options.viewport.width}@look.test`);
    await plain.getByRole('button', { name: 'Invite', exact: true }).click();
    expect(await plain.getByRole('button', { name: 'Share the link…' }).count()).toBe(0);
    await plain.getByRole('button', { name: 'Copy', exact: true }).click();
    await plain.locator('[data-copy-status]', { hasText: 'Copied.' }).waitFor();
    expect(await plain.evaluate(() => navigator.clipboard.readText())).toBe((await plain.locator('#secret-value').textContent())!);
    await context.close();
  });
});
