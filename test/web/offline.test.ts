// What the phone's outbox and the installed app ask of the server, over HTTP: the manifest,
// the service worker at the root scope and the icons; the compact species names; who is signed
// in with a fresh form token; a catch sent as JSON once per idempotency key (a resend replays
// it, a refusal is problem+json); a photo sent twice is kept once. Chromium runs it all in
// offline-browser.test.ts.
import { expect, test } from 'bun:test';
import { FormBrowser, userWithPassword } from '../developers/oauth/helpers';
import { png } from '../catches/species/images';
import { testContext, type TestContext } from '../support';

async function signedIn(): Promise<{ ctx: TestContext; browser: FormBrowser; diverId: string }> {
  const ctx = testContext();
  const diverId = await userWithPassword(ctx, 'diver@boat.test');
  const browser = new FormBrowser(ctx);
  expect((await browser.signIn('diver@boat.test')).status).toBe(303);
  return { ctx, browser, diverId };
}

/** A request as outbox.js sends it: the session's cookies, asking for JSON. */
function outboxRequest(ctx: TestContext, browser: FormBrowser, method: string, path: string, body?: FormData): Promise<Response> {
  const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return ctx.app.handle(
    new Request(`${ctx.deps.config.baseUrl}${path}`, { method, headers: { cookie, accept: 'application/json' }, body }),
  );
}

function catchForm(token: string, key: string, species = 'Grey triggerfish'): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    csrf_token: token,
    idempotency_key: key,
    species,
    weight: '2.5',
    weight_unit: 'kg',
    depth: '12',
    depth_unit: 'm',
    caught_at: '2026-05-01T09:30',
    tz_offset: '120',
    dive_type: 'freedive',
    lat: '43.29651',
    lon: '5.36978',
  }))
    form.append(name, value);
  return form;
}

test('the manifest, the service worker at the root scope and the icons are served by the app', async () => {
  const ctx = testContext();
  const manifest = await ctx.app.handle(new Request('http://catchd.test/manifest.webmanifest'));
  expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
  const body = (await manifest.json()) as { start_url: string; display: string; icons: { src: string; sizes: string; purpose: string }[] };
  expect(body).toMatchObject({ start_url: '/catches/new', display: 'standalone', scope: '/', theme_color: '#0b5cad' });
  expect(body.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of body.icons) {
    const file = await ctx.app.handle(new Request(`http://catchd.test${icon.src}`));
    expect(file.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await file.arrayBuffer());
    const view = new DataView(bytes.buffer);
    expect(`${view.getUint32(16)}x${view.getUint32(20)}`).toBe(icon.sizes);
  }

  const worker = await ctx.app.handle(new Request('http://catchd.test/sw.js'));
  expect(worker.status).toBe(200);
  expect(worker.headers.get('service-worker-allowed')).toBe('/');
  expect(worker.headers.get('cache-control')).toBe('no-cache');
  const source = await worker.text();
  expect(source).not.toMatch(/["']__[A-Z_]+__["']/);
  expect(source).toMatch(/importScripts\("\/assets\/[0-9a-f]{12}\/outbox\.js"\)/);

  const page = await (await ctx.app.handle(new Request('http://catchd.test/sign-in'))).text();
  expect(page).toContain('<html lang="en" data-person="">');
  expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
  expect(page).toMatch(/<link rel="apple-touch-icon" href="\/assets\/[0-9a-f]{12}\/apple-touch-icon\.png"\/>/);
});

test('the species names for the type-ahead offline: every name of every species, in every language', async () => {
  const { ctx, browser } = await signedIn();
  const answer = await outboxRequest(ctx, browser, 'GET', '/species/names');
  expect(answer.status).toBe(200);
  const { names } = (await answer.json()) as { names: string[][] };
  expect(names).toHaveLength((await ctx.db.get<{ n: number }>('SELECT count(*) AS n FROM species'))!.n);
  const stored = (await ctx.db.get<{ n: number }>('SELECT count(DISTINCT species_pk || name) AS n FROM species_names'))!.n;
  expect(names.flat().length).toBeGreaterThanOrEqual(stored);
  expect(names.find((n) => n[0] === 'Canary dentex')).toEqual([
    'Canary dentex',
    'Dentex canariensis',
    'Denté à tache rouge',
    'Chacarona de Canarias',
  ]);
  const again = await outboxRequest(ctx, browser, 'GET', '/species/names');
  const etag = again.headers.get('etag')!;
  const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const unchanged = await ctx.app.handle(new Request('http://catchd.test/species/names', { headers: { cookie, 'if-none-match': etag } }));
  expect(unchanged.status).toBe(304);
});

test('the outbox: who is signed in, a catch once per key (a resend replays it), a refusal as problem+json, a photo kept once', async () => {
  const { ctx, browser, diverId } = await signedIn();
  const session = (await (await outboxRequest(ctx, browser, 'GET', '/catches/outbox')).json()) as { person: string; csrf_token: string };
  expect(session.person).toBe(diverId);

  const first = await outboxRequest(ctx, browser, 'POST', '/catches', catchForm(session.csrf_token, 'phone-key-1'));
  expect(first.status).toBe(201);
  const created = (await first.json()) as { id: string; url: string };
  expect(created.url).toBe(`/catches/${created.id}`);
  const resent = await outboxRequest(ctx, browser, 'POST', '/catches', catchForm(session.csrf_token, 'phone-key-1'));
  expect(resent.status).toBe(200);
  expect(((await resent.json()) as { id: string }).id).toBe(created.id);
  const stored = await ctx.db.get<{ n: number; caught_at: number; lat: number }>(
    'SELECT count(*) AS n, max(caught_at) AS caught_at, max(lat) AS lat FROM catches',
  );
  expect(stored).toEqual({ n: 1, caught_at: Date.parse('2026-05-01T07:30:00Z') / 1000, lat: 43.29651 });

  const refused = await outboxRequest(ctx, browser, 'POST', '/catches', catchForm(session.csrf_token, 'phone-key-2', 'Sea unicorn'));
  expect(refused.status).toBe(422);
  expect(refused.headers.get('content-type')).toBe('application/problem+json');
  expect(((await refused.json()) as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['species']);

  const photo = () => {
    const form = new FormData();
    form.append('csrf_token', session.csrf_token);
    form.append('photo', new File([png(40, 30)], 'catch.png', { type: 'image/png' }));
    return form;
  };
  const sent = await outboxRequest(ctx, browser, 'POST', `/catches/${created.id}/photos`, photo());
  const sentAgain = await outboxRequest(ctx, browser, 'POST', `/catches/${created.id}/photos`, photo());
  expect(sent.status).toBe(200);
  expect(await sentAgain.json()).toEqual(await sent.json());
  expect(await ctx.db.get('SELECT count(*) AS n FROM photos')).toEqual({ n: 1 });

  // Signed out: 401 as JSON, so the phone asks to sign in again and keeps what waits.
  const stranger = new FormBrowser(ctx);
  const nobody = await outboxRequest(ctx, stranger, 'GET', '/catches/outbox');
  expect(nobody.status).toBe(401);
});
