// Headless Chromium for the browser tests, with the flags this machine's closed network needs (no
// background connections), and the axe-core check every page passes. The browser is the one at
// CATCHD_TEST_CHROMIUM ('packaged': the one below), else a system one, else (Linux x64) the
// Chromium that the devDependency @sparticuz/chromium ships, unpacked once into
// node_modules/.cache: `npm install` is all it takes.
import axe from 'axe-core';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type LaunchOptions, type Page } from 'playwright-core';

interface Chromium {
  executablePath: string;
  /** What the browser needs in its environment besides ours. */
  env: Record<string, string>;
}

const systemChromiums = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

function untar(archive: Uint8Array, into: string): void {
  const result = Bun.spawnSync(['tar', '-x', '--no-same-owner', '-C', into], { stdin: archive, stderr: 'pipe' });
  if (result.exitCode !== 0) throw new Error(`tar failed: ${result.stderr.toString()}`);
}

/**
 * The headless shell of @sparticuz/chromium (built for Amazon Linux: it brings the NSS libraries it
 * links and a font), unpacked into a folder named after its version. Processes racing to unpack
 * each write their own folder and rename it into place, so a folder that exists is complete.
 */
function packagedChromium(): Chromium {
  const bin = join(dirname(fileURLToPath(import.meta.resolve('@sparticuz/chromium'))), '..', 'bin');
  const { version } = JSON.parse(readFileSync(join(bin, '..', 'package.json'), 'utf8')) as { version: string };
  const dir = join(import.meta.dir, '..', 'node_modules', '.cache', `sparticuz-chromium-${version}`);
  if (!existsSync(dir)) {
    const partial = `${dir}.${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true });
    writeFileSync(join(partial, 'chromium'), brotliDecompressSync(readFileSync(join(bin, 'chromium.br'))), { mode: 0o755 });
    for (const archive of ['al2023', 'fonts']) untar(brotliDecompressSync(readFileSync(join(bin, `${archive}.tar.br`))), partial);
    // Its font only (the package's fonts.conf names Lambda's folders).
    writeFileSync(join(partial, 'fonts.conf'), '<?xml version="1.0"?>\n<fontconfig><dir prefix="relative">fonts</dir></fontconfig>\n');
    try {
      renameSync(partial, dir);
    } catch {
      rmSync(partial, { recursive: true, force: true }); // another process was first
    }
  }
  return { executablePath: join(dir, 'chromium'), env: { LD_LIBRARY_PATH: join(dir, 'lib'), FONTCONFIG_FILE: join(dir, 'fonts.conf') } };
}

/** CATCHD_TEST_CHROMIUM=packaged: the packaged headless shell even where a system Chromium exists (the tests pass in both). */
export function findChromium(): Chromium {
  if (process.env.CATCHD_TEST_CHROMIUM === 'packaged') return packagedChromium();
  const chosen = process.env.CATCHD_TEST_CHROMIUM || systemChromiums.find((path) => existsSync(path));
  if (chosen) return { executablePath: chosen, env: {} };
  if (process.platform === 'linux' && process.arch === 'x64') return packagedChromium();
  throw new Error('The browser tests need a Chromium: set CATCHD_TEST_CHROMIUM to one (@sparticuz/chromium ships one for Linux x64 only)');
}

function launchOptions(): LaunchOptions {
  const { executablePath, env } = findChromium();
  return {
    executablePath,
    env: { ...process.env, ...env },
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}

/**
 * How long a step (a click's navigation, a wait for a selector) may take: twice Playwright's
 * 30 s, so that a machine loaded by other work (CI beside builds) slows a journey without
 * failing it. A step that never happens still fails, within the test's own limit.
 */
const stepTimeoutMs = 60_000;

export async function launchChromium(): Promise<Browser> {
  const browser = await chromium.launch(launchOptions());
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(stepTimeoutMs);
    return context;
  };
  return browser;
}

/**
 * A browser on a profile of its own in `userDataDir`, as a person's browser is: its contexts
 * are not incognito ones, where full Chromium installs no web app ("in-incognito").
 */
export async function launchChromiumProfile(userDataDir: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await chromium.launchPersistentContext(userDataDir, { ...launchOptions(), ...options });
  context.setDefaultTimeout(stepTimeoutMs);
  return context;
}

/**
 * The serious and critical axe-core violations on the page (of `rules` alone, if given), one line
 * each (the test expects none).
 * axe-core runs in the page as axe.run, evaluated there once per document: its 500 KB source
 * took longer to evaluate than the rules to run, and @axe-core/playwright evaluated it two or
 * three times a check (once more in a blank page of its own). What that adapter adds is
 * reaching into frames: no page these tests check has one (the embeddable board is checked on
 * its own, not inside the club's site that frames it).
 */
export async function seriousViolations(page: Page, rules?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (rules) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const runOnly = rules ? { runOnly: { type: 'rule' as const, values: rules } } : {};
    const { violations } = await axe.run(document, { resultTypes: ['violations'], ...runOnly });
    return violations.map(({ id, impact, nodes }) => ({ id, impact, targets: nodes.map((node) => node.target.join(' ')) }));
  }, rules);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${new URL(page.url()).pathname} ${v.id}: ${v.targets.join(', ')}`);
}

/**
 * Where a test's screenshots go: docs/screenshots, the pictures the docs show, with
 * CATCHD_TEST_DOCS_SCREENSHOTS=1; else test-output/screenshots, so that a run of the tests leaves
 * the checkout's tracked files as they were.
 */
export function screenshotsDir(): string {
  const dir = resolve(import.meta.dir, '..', process.env.CATCHD_TEST_DOCS_SCREENSHOTS === '1' ? 'docs' : 'test-output', 'screenshots');
  mkdirSync(dir, { recursive: true });
  return dir;
}
