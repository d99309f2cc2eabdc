// Draws the app's icons once (`npx bun scripts/make-icons.ts`): one SVG drawing rendered by the
// test suite's Chromium into the PNG sizes phones ask for, and the favicon (the SVG itself, and
// a 32 px PNG in an ICO for /favicon.ico). They are committed and embedded in the executable
// (src/web/offline.tsx, src/web/assets.ts); run this again only to change the drawing.
import { launchChromium } from '../test/browser';

/** A fish on a spear, white on the brand blue. `inset`: how far the drawing keeps from the edges (maskable icons need a safe zone). */
function drawing(inset: number, rounded: boolean): string {
  const scale = 1 - 2 * inset;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><title>catchd</title>
  <rect width="100" height="100" rx="${rounded ? 18 : 0}" fill="#0b5cad"/>
  <g transform="translate(${inset * 100} ${inset * 100}) scale(${scale})" fill="#fff">
    <rect x="8" y="48" width="84" height="4" rx="2"/>
    <path d="M92 50 l-9 -6 v12 z"/>
    <ellipse cx="50" cy="50" rx="24" ry="13"/>
    <path d="M28 50 L12 37 L16 50 L12 63 Z"/>
    <circle cx="63" cy="46" r="2.6" fill="#0b5cad"/>
  </g>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, inset: 0.04, rounded: true },
  { file: 'icon-512.png', size: 512, inset: 0.04, rounded: true },
  { file: 'maskable-512.png', size: 512, inset: 0.14, rounded: false },
  { file: 'apple-touch-icon.png', size: 180, inset: 0.1, rounded: false },
];

/** An ICO file holding one PNG image of `size` px (the ICONDIR header, then one 16-byte entry). */
function ico(png: Uint8Array, size: number): Uint8Array {
  const header = new DataView(new ArrayBuffer(22));
  header.setUint16(2, 1, true); // type: icon
  header.setUint16(4, 1, true); // one image
  header.setUint8(6, size);
  header.setUint8(7, size);
  header.setUint16(10, 1, true); // colour planes
  header.setUint16(12, 32, true); // bits per pixel
  header.setUint32(14, png.length, true);
  header.setUint32(18, 22, true); // where the image starts
  return new Uint8Array([...new Uint8Array(header.buffer), ...png]);
}

/** The favicon's size in /favicon.ico: what browser tabs and bookmarks show. */
const faviconSize = 32;

const browser = await launchChromium();
try {
  const favicon = drawing(0.04, true);
  await Bun.write('src/web/assets/icons/favicon.svg', `${favicon}\n`);
  const tab = await browser.newPage({ viewport: { width: faviconSize, height: faviconSize } });
  await tab.setContent(
    `<html><body style="margin:0;background:transparent">${favicon.replace('<svg ', `<svg width="${faviconSize}" height="${faviconSize}" `)}</body></html>`,
  );
  await Bun.write('src/web/assets/icons/favicon.ico', ico(await tab.screenshot({ omitBackground: true }), faviconSize));
  await tab.close();
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${drawing(icon.inset, icon.rounded).replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `)}</body></html>`,
    );
    await page.screenshot({ path: `src/web/assets/icons/${icon.file}`, omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
