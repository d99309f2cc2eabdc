// Sharing (src/modules/catches/share/, competitions/share/, web/kit/share.tsx, lib/share-card.ts):
// the preview tags a chat app reads and the 1200×630 PNG card behind them, for a catch, a board
// and a competition's results; never the spot, never a catch strangers may not see; cards kept
// per version (a second fetch is not drawn again, 304 on If-None-Match). Both engines.
import { expect, test } from 'bun:test';
import { clubSettingsNow, updateClubSettings } from '../../src/identity/club';
import { setPublicAreas } from '../../src/identity/settings';
import { rasterize } from '../../src/lib/share-card';
import { findCatch } from '../../src/modules/catches/read';
import { catchCardSvg } from '../../src/modules/catches/share/views';
import { cardsDrawn } from '../../src/web/kit/share';
import { cast, competition, enter, iso, logCatch, startsAt, weigh } from '../competitions/helpers';
import { type TestContext, testContext } from '../support';
import { pngSize } from './share-card';

const place = 'Cala Montgó';
const spot = { lat: 42.11423, lon: 3.16561, name: place };

/** The preview tags of a page: property or name → content. */
function previewTags(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [, key, content] of html.matchAll(/<meta (?:property|name)="((?:og|twitter):[^"]+)" content="([^"]*)"/g))
    tags[key!] = content!;
  return tags;
}

async function logged(ctx: TestContext, key: string, fields: Record<string, unknown> = {}): Promise<string> {
  const created = await ctx.request('POST', '/v1/catches', {
    key,
    body: { species: 'Dentex dentex', weight_kg: 8.2, depth_m: 14, location: spot, ...fields },
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { id: string }).id;
}

/** A real photo (a PNG drawn for the purpose), uploaded to the catch. */
async function uploadPhoto(ctx: TestContext, key: string, catchId: string): Promise<void> {
  const png = await rasterize(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#e07a2f"/><circle cx="400" cy="300" r="200" fill="#2f8fe0"/></svg>',
  );
  const form = new FormData();
  form.append('file', new File([png], 'fish.png', { type: 'image/png' }));
  expect((await ctx.request('POST', `/v1/catches/${catchId}/photos`, { key, body: form })).status).toBe(201);
}

const get = (ctx: TestContext, path: string, headers: Record<string, string> = {}) => ctx.request('GET', path, { headers });

test('a catch strangers may see: preview tags, and a 1200×630 card with and without a photo; never the spot', async () => {
  const ctx = testContext();
  await setPublicAreas(ctx.db, ['divers'], ctx.clock.now);
  await updateClubSettings(ctx.db, ctx.deps.config, { name: 'Reef Club', units: 'metric' }, ctx.clock.now);
  const ann = await ctx.user('ann@reef.test');
  const withPhoto = await logged(ctx, ann.key);
  await uploadPhoto(ctx, ann.key, withPhoto);
  const plain = await logged(ctx, ann.key, { weight_kg: 3.5, notes: 'Past the red buoy, under the ledge' });

  for (const id of [withPhoto, plain]) {
    const page = await get(ctx, `/catches/${id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const tags = previewTags(html);
    expect(tags['og:url']).toBe(`http://catchd.test/catches/${id}`);
    expect(tags['og:image']).toBe(`http://catchd.test/catches/${id}/card.png`);
    expect(tags['og:image:width']).toBe('1200');
    expect(tags['og:image:height']).toBe('630');
    expect(tags['og:site_name']).toBe('Reef Club');
    expect(tags['og:type']).toBe('website');
    expect(tags['twitter:card']).toBe('summary_large_image');
    expect(tags['og:title']).toContain('kg');
    expect(tags['og:description']).toContain('Reef Club');
    const said = Object.values(tags).join(' ');
    expect(said).not.toContain('Montg');
    expect(said).not.toContain('42.1');
    expect(html).toContain('data-share=');
    // The page itself shows strangers the spot rounded and no notes.
    expect(html).not.toContain('Montg');
    expect(html).not.toContain('red buoy');

    const card = await get(ctx, `/catches/${id}/card.png`);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    expect(card.headers.get('cache-control')).toContain('max-age');
    expect(pngSize(new Uint8Array(await card.arrayBuffer()))).toEqual({ width: 1200, height: 630 });

    // The SVG the PNG is drawn from: the species, the weight, the club; no coordinates, no place.
    const record = (await findCatch(ctx.db, id))!;
    const svg = await catchCardSvg(ctx.deps, record, clubSettingsNow(ctx.db));
    expect(svg).toContain(record.common_name);
    expect(svg).toContain('Reef Club');
    expect(svg).toContain(id === withPhoto ? '8.2 kg (18.08 lb)' : '3.5 kg (7.72 lb)');
    for (const secret of ['Montg', '42.1', '3.16', '42,1', '3,16']) expect(svg).not.toContain(secret);
    expect(svg.includes('<image ')).toBe(id === withPhoto);
  }

  // The card and the preview speak the club's language, whatever the crawler's Accept-Language says.
  await updateClubSettings(ctx.db, ctx.deps.config, { language: 'el' }, ctx.clock.now);
  const greek = previewTags(await (await get(ctx, `/catches/${plain}`, { 'accept-language': 'es' })).text());
  expect(greek['og:description']).toBe('Ψαρεμένο από ann, καταγεγραμμένο στο Reef Club.');
  expect(greek['og:locale']).toBe('el');
  const svg = await catchCardSvg(ctx.deps, (await findCatch(ctx.db, plain))!, clubSettingsNow(ctx.db));
  expect(svg).toContain('Ψαρεμένο από ann');
  expect(svg).toContain('3,5 κιλά (7,72 λβ)');
});

test('a private catch, or any catch while divers are not public, shows strangers nothing: no tags, card 404 as for none', async () => {
  const ctx = testContext();
  const ann = await ctx.user('ann@reef.test');
  const shown = await logged(ctx, ann.key);
  const sandbox = await logged(ctx, ann.key);
  await ctx.db.run('UPDATE catches SET sandbox = 1 WHERE id = ?', sandbox);
  const missing = 'cat_00000000000000000000000000';

  // Divers' pages closed: no catch is anybody's to see without signing in.
  expect((await get(ctx, `/catches/${shown}`)).status).toBe(302);
  expect((await get(ctx, `/catches/${shown}/card.png`)).status).toBe(404);

  await setPublicAreas(ctx.db, ['divers'], ctx.clock.now);
  expect(Object.keys(previewTags(await (await get(ctx, `/catches/${shown}`)).text()))).toContain('og:image');
  for (const id of [sandbox, missing, 'nonsense']) {
    const page = await get(ctx, `/catches/${id}`);
    expect(page.status, id).not.toBe(200);
    expect(previewTags(await page.text()), id).toEqual({});
    const card = await get(ctx, `/catches/${id}/card.png`);
    expect(card.status, id).toBe(404);
    expect(card.headers.get('content-type'), id).not.toBe('image/png');
  }
});

test('a card is drawn once per version: the second fetch is kept, If-None-Match answers 304, a change draws anew', async () => {
  const ctx = testContext();
  await setPublicAreas(ctx.db, ['divers'], ctx.clock.now);
  const ann = await ctx.user('ann@reef.test');
  const id = await logged(ctx, ann.key, { weight_kg: 4.75 });
  const before = cardsDrawn();
  const first = await get(ctx, `/catches/${id}/card.png`);
  expect(first.status).toBe(200);
  const etag = first.headers.get('etag')!;
  expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
  const bytes = new Uint8Array(await first.arrayBuffer());
  expect(cardsDrawn()).toBe(before + 1);

  const second = await get(ctx, `/catches/${id}/card.png`);
  expect(new Uint8Array(await second.arrayBuffer())).toEqual(bytes);
  expect(cardsDrawn()).toBe(before + 1);
  const held = await get(ctx, `/catches/${id}/card.png`, { 'if-none-match': etag });
  expect(held.status).toBe(304);
  expect(held.headers.get('etag')).toBe(etag);
  expect(cardsDrawn()).toBe(before + 1);

  ctx.clock.now += 60;
  expect((await ctx.request('PATCH', `/v1/catches/${id}`, { key: ann.key, body: { weight_kg: 5.1 } })).status).toBe(200);
  const changed = await get(ctx, `/catches/${id}/card.png`, { 'if-none-match': etag });
  expect(changed.status).toBe(200);
  expect(changed.headers.get('etag')).not.toBe(etag);
  expect(cardsDrawn()).toBe(before + 2);
});

test('a board card shows its title and first three as visitors see them; 404 while boards are not public', async () => {
  const ctx = testContext();
  const divers = [await ctx.user('ann@reef.test'), await ctx.user('bob@reef.test'), await ctx.user('cat@reef.test')];
  for (const [i, diver] of divers.entries()) await logged(ctx, diver.key, { weight_kg: 10 + i });
  const path = '/boards/card.png?board=heaviest&min_tier=unverified';
  expect((await get(ctx, path)).status).toBe(404);
  expect(previewTags(await (await get(ctx, '/boards?board=heaviest')).text())).toEqual({});

  await setPublicAreas(ctx.db, ['leaderboards'], ctx.clock.now);
  const tags = previewTags(await (await get(ctx, '/boards?board=heaviest&min_tier=unverified')).text());
  expect(tags['og:title']).toBe('Heaviest fish');
  expect(tags['og:image']).toBe(`http://catchd.test${path}`);
  const card = await get(ctx, path);
  expect(card.status).toBe(200);
  expect(pngSize(new Uint8Array(await card.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  // Another board, or the same one after a catch that changes its first three, is another card.
  const other = await get(ctx, '/boards/card.png?board=deepest&min_tier=unverified');
  expect(other.headers.get('etag')).not.toBe(card.headers.get('etag'));
  await logged(ctx, divers[0]!.key, { weight_kg: 30 });
  expect((await get(ctx, path)).headers.get('etag')).not.toBe(card.headers.get('etag'));
});

test('a competition card shows its name, status and podium; a draft is 404', async () => {
  const ctx = testContext();
  await setPublicAreas(ctx.db, ['leaderboards'], ctx.clock.now);
  const people = await cast(ctx, 2);
  const id = await competition(ctx, people, { name: 'Autumn Cup' });
  for (const diver of people.divers) await enter(ctx, id, diver.key);
  ctx.clock.now = startsAt + 2 * 3600;
  for (const [i, diver] of people.divers.entries()) {
    const catchId = await logCatch(ctx, diver.key, { weight_kg: 5 + i, caught_at: iso(startsAt + 3600) });
    expect((await weigh(ctx, people, id, catchId, 5 + i)).status).toBe(201);
  }
  const page = await get(ctx, `/competitions/${id}/results`);
  expect(page.status).toBe(200);
  const tags = previewTags(await page.text());
  expect(tags['og:title']).toBe('Autumn Cup');
  expect(tags['og:description']).toContain('Standings so far');
  const card = await get(ctx, `/competitions/${id}/results/card.png`);
  expect(card.status).toBe(200);
  expect(pngSize(new Uint8Array(await card.arrayBuffer()))).toEqual({ width: 1200, height: 630 });

  const draft = await competition(ctx, people, { name: 'Secret Cup' }, true);
  expect((await get(ctx, `/competitions/${draft}/results/card.png`)).status).toBe(404);
  expect((await get(ctx, '/competitions/cmp_nothing/results/card.png')).status).toBe(404);
});
