// Screenshots of the pages issue 43 changed, at phone (390 px) and desktop (1280 px) width, into
// docs/screenshots/ui-<point>-<phase>-<width>.png: `bun test/tools/ui-screenshots.ts before|after`.
// Each shows the first screen of a page as the person meets it (the viewport, not the whole page).
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { launchChromium } from '../browser';
import { desktop, lookClub, phone, signedIn, type Person } from '../web/look-club';

const phase = process.argv[2];
if (phase !== 'before' && phase !== 'after') throw new Error('usage: bun test/tools/ui-screenshots.ts before|after');
const out = 'docs/screenshots';
mkdirSync(out, { recursive: true });
const browser = await launchChromium();
const club = await lookClub(browser);
const base = club.catchd.base;

type Shot = { point: string; who: Person; path: string; act?: (page: Page) => Promise<void>; scroll?: string };
const shots: Shot[] = [
  { point: '1', who: club.diver, path: `/catches/${club.catches[0]}?done=saved` },
  { point: '2', who: club.diver, path: '/catches/new' },
  { point: '3', who: club.admin, path: '/admin' },
  {
    point: '4',
    who: club.admin,
    path: '/admin/people',
    act: async (page) => {
      await page.locator('#invite-email').fill('kim@look.test');
      await page.locator('form[action="/admin/invitations"] button[type="submit"]').click();
      await page.waitForLoadState();
    },
    scroll: '#invitation-qr',
  },
  { point: '5', who: club.diver, path: '/catches' },
  { point: '5-empty', who: club.newcomer, path: '/catches' },
  { point: '6', who: club.diver, path: '/boards' },
  { point: '7', who: club.diver, path: `/catches/${club.waiting}` },
  { point: '7-request', who: club.diver, path: `/catches/${club.catches[1]}/verification` },
  {
    point: '8',
    who: club.diver,
    path: '/account',
    act: async (page) => {
      await page.getByLabel('Current password').fill('not the password at all');
      await page.getByLabel('New password').fill('a brand new long password');
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.waitForLoadState();
    },
  },
  { point: '9', who: club.diver, path: '/account', scroll: '#leaving' },
  { point: '10', who: club.diver, path: '/species' },
  { point: '10-people', who: club.admin, path: '/admin/people' },
  { point: '10-keys', who: club.admin, path: '/developers/keys' },
  {
    point: '10-species',
    who: club.diver,
    path: '/species?q=grey+triggerfish',
    act: async (page) => {
      await page.locator('main a', { hasText: 'Grey triggerfish' }).first().click();
      await page.waitForURL((u) => u.pathname.startsWith('/species/'));
    },
  },
];

for (const [width, options] of [
  [390, phone],
  [1280, desktop],
] as const) {
  const sessions = new Map<Person, Page>();
  for (const shot of shots) {
    let page = sessions.get(shot.who);
    if (!page) {
      page = (await signedIn(browser, club, shot.who, options)).page;
      sessions.set(shot.who, page);
    }
    await page.goto(`${base}${shot.path}`);
    if (shot.act) await shot.act(page);
    if (shot.scroll) {
      const target = page.locator(shot.scroll).first();
      if ((await target.count()) > 0) await target.scrollIntoViewIfNeeded();
    }
    // Pictures in view load lazily: the shot waits for them.
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${out}/ui-${shot.point}-${phase}-${width}.png` });
  }
}
await browser.close();
await club.catchd.stop();
console.log(`screenshots in ${out}`);
