// What ships draws cards: resvg's wasm and the DejaVu fonts are files embedded in dist/catchd,
// loaded at the first card. A catch's card and a board's come back as 1200×630 PNGs, the second
// fetch of a card with If-None-Match as 304.
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { startExecutable, type RunningExecutable } from '../executable';
import { pngSize, sharedCatch } from './share-card';

let catchd: RunningExecutable;
beforeAll(async () => {
  catchd = await startExecutable();
}, 600_000);
afterAll(async () => {
  await catchd?.stop();
});

test('dist/catchd draws a catch card and a board card', async () => {
  const id = await sharedCatch(catchd);
  const page = await (await fetch(`${catchd.base}/catches/${id}`)).text();
  expect(page).toContain(`<meta property="og:image" content="${catchd.base}/catches/${id}/card.png"`);
  for (const path of [`/catches/${id}/card.png`, '/boards/card.png?board=heaviest&min_tier=unverified']) {
    const card = await fetch(`${catchd.base}${path}`);
    expect(card.status, `${path}: ${catchd.output()}`).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await card.arrayBuffer());
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    // Drawn, not blank: a card with words and a photo compresses to tens of kilobytes.
    expect(bytes.length).toBeGreaterThan(10_000);
    const again = await fetch(`${catchd.base}${path}`, { headers: { 'if-none-match': card.headers.get('etag')! } });
    expect(again.status).toBe(304);
  }
}, 120_000);
