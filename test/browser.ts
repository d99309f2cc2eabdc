// Headless Chromium for the browser tests: Debian's binary, with the flags this machine's
// closed network needs (no background connections), and the axe-core check every page passes.
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';

export const chromiumPath = '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** The serious and critical axe-core violations on the page, one line each (the test expects none). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${new URL(page.url()).pathname} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
