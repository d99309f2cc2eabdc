// A small club for the look of the pages (issue 43), on the executable people download: an admin,
// a verifier, a diver with photographed catches (one waiting for verification), a diver with
// none, a sign-up and a developer application waiting. The photos are real pictures (drawn by
// the browser), so screenshots show what a person sees.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createApiKey } from '../../src/modules/developers/keys/service';
import { applyForAccess } from '../../src/modules/developers/service';
import { developerPolicy } from '../../src/identity/developer-access';
import { loadConfig } from '../../src/config';
import { upsertUser } from '../../src/identity/people';
import { requestProvenSignUp } from '../../src/modules/people/joining/sign-ups';
import { requestVerification } from '../../src/modules/catches/verifications/service';
import { startExecutable, type RunningExecutable } from '../executable';
import { password } from '../developers/oauth/helpers';
import { testPasswords } from '../support';

export const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
export const desktop = { viewport: { width: 1280, height: 900 } };

export interface Person {
  id: string;
  email: string;
  key: string;
}

export interface LookClub {
  catchd: RunningExecutable;
  admin: Person;
  verifier: Person;
  diver: Person;
  newcomer: Person;
  /** The diver's catch with two photos, waiting for verification. */
  waiting: string;
  /** The diver's catches, newest first. */
  catches: string[];
}

const now = (): number => Math.floor(Date.now() / 1000);

/** A picture of `width` × `height` px, drawn by the browser: a gradient with a fish-like ellipse. */
async function picture(browser: Browser, width: number, height: number, hue: number): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(
    `<body style="margin:0"><div style="width:${width}px;height:${height}px;background:linear-gradient(160deg,hsl(${hue},70%,55%),hsl(${hue + 40},60%,25%));display:grid;place-items:center"><div style="width:55%;height:28%;border-radius:50%;background:hsl(${hue + 180},40%,75%)"></div></div></body>`,
  );
  // A busy machine can make Chromium refuse one capture ("Unable to capture screenshot"): try again.
  for (let attempt = 1; ; attempt++) {
    try {
      const shot = await page.screenshot({ type: 'png' });
      await page.close();
      return shot;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

async function api(club: RunningExecutable, key: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const form = body instanceof FormData;
  const response = await fetch(`${club.base}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, ...(form ? {} : { 'content-type': 'application/json' }) },
    body: form ? body : JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** A new person of `role` on the club, with a password (for the pages) and a key of every scope (for the API). */
export async function addPerson(catchd: RunningExecutable, name: string, role: 'diver' | 'verifier' | 'admin'): Promise<Person> {
  const email = `${name.toLowerCase()}@look.test`;
  const passwordHash = await testPasswords.hash(password);
  const { user } = await upsertUser(catchd.db, { email, role, displayName: name, passwordHash }, now());
  const { secret } = await createApiKey(catchd.db, { userId: user.id, role, name: 'look', scopes: ['all'], expiresAt: null }, now());
  return { id: user.id, email, key: secret };
}

export async function lookClub(browser: Browser, env: Record<string, string> = {}): Promise<LookClub> {
  const catchd = await startExecutable({ CATCHD_SIGNUP: 'approval', CATCHD_DEVELOPER_ACCESS: 'approval', ...env });
  const person = (name: string, role: 'diver' | 'verifier' | 'admin') => addPerson(catchd, name, role);
  const admin = await person('Alex', 'admin');
  const verifier = await person('Vera', 'verifier');
  const diver = await person('Dana', 'diver');
  const newcomer = await person('Nico', 'diver');
  const catches: string[] = [];
  const logged = [
    { species: 'Grey triggerfish', weight_kg: 2.5, depth_m: 10, hue: 200 },
    { species: 'Atlantic bonito', weight_kg: 4.1, depth_m: 14, hue: 30 },
  ];
  for (const [i, c] of logged.entries()) catches.unshift(await logCatch(browser, catchd, diver, { ...c, daysAgo: i + 2 }));
  const waiting = await catchAskingForVerification(browser, catchd, diver);
  catches.unshift(waiting);
  await catchd.db.transaction((tx) =>
    requestProvenSignUp(tx, { email: 'sam@look.test', displayName: 'Sam' }, now(), (n) => crypto.getRandomValues(new Uint8Array(n))),
  );
  await applyForAccess(
    catchd.db,
    developerPolicy(loadConfig(catchd.env)),
    newcomer.id,
    { name: 'Nico', email: newcomer.email, building: 'a dive log' },
    now(),
    (n) => crypto.getRandomValues(new Uint8Array(n)),
  );
  return { catchd, admin, verifier, diver, newcomer, waiting, catches };
}

/** A catch of `diver` logged `daysAgo`, with a photo of hue `hue` (and one more when `photos` is 2); its id. */
export async function logCatch(
  browser: Browser,
  catchd: RunningExecutable,
  diver: Person,
  c: { species: string; weight_kg: number; depth_m: number; hue: number; daysAgo: number; photos?: number },
): Promise<string> {
  const caughtAt = new Date((now() - c.daysAgo * 86_400) * 1000).toISOString();
  const body = {
    species: c.species,
    weight_kg: c.weight_kg,
    depth_m: c.depth_m,
    caught_at: caughtAt,
    location: { lat: 25.12345, lon: -80.54321 },
  };
  const id = (await api(catchd, diver.key, '/v1/catches', body)).id as string;
  for (let i = 0; i < (c.photos ?? 1); i++) {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(await picture(browser, 640, 480, c.hue + i * 60))], 'fish.png', { type: 'image/png' }));
    await api(catchd, diver.key, `/v1/catches/${id}/photos`, form);
  }
  return id;
}

/** A new catch of `diver` with a photo of the fish and one of the weighing, waiting for verification; its id. */
export async function catchAskingForVerification(browser: Browser, catchd: RunningExecutable, diver: Person): Promise<string> {
  const id = await logCatch(browser, catchd, diver, {
    species: 'Grey triggerfish',
    weight_kg: 1.8,
    depth_m: 8,
    hue: 120,
    daysAgo: 1,
    photos: 2,
  });
  const photos = await catchd.db.all<{ id: string }>(
    'SELECT p.id FROM photos p JOIN catches c ON c.pk = p.catch_pk WHERE c.id = ? ORDER BY p.pk',
    id,
  );
  const evidence = {
    photo_ids: [photos[0]!.id],
    weigh_photo_id: photos[1]!.id,
    measurement: { weight_lbs: 4, method: 'certified scale' },
    scale_certified_on: '2026-01-15',
    witness: { name: 'Marta Witness' },
  };
  await requestVerification(catchd.db, diver.id, id, { evidence, note: null }, now());
  return id;
}

/** A page of a new browser context signed in as `who`. */
export async function signedIn(
  browser: Browser,
  club: LookClub,
  who: Person,
  options: object = phone,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto(`${club.catchd.base}/sign-in`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/account');
  return { context, page };
}
