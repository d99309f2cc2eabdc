// Draws the app's icons once (`npx bun scripts/make-icons.ts`): one SVG drawing rendered by the
// test suite's Chromium into the PNG sizes phones ask for. The PNGs are committed and embedded
// in the executable (src/web/offline.tsx); run this again only to change the drawing.
import { launchChromium } from '../test/browser';

/** A fish on a spear, white on the brand blue. `inset`: how far the drawing keeps from the edges (maskable icons need a safe zone). */
function drawing(inset: number, rounded: boolean): string {
  const scale = 1 - 2 * inset;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
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

const browser = await launchChromium();
try {
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
