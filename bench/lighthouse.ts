// Lighthouse (mobile settings: its defaults) with Debian's Chromium on the leaderboard, species,
// log-a-catch and verify pages of the built dist/catchd, on a fresh data dir with one catch
// awaiting verification. Targets: accessibility >= 95, best practices >= 95, performance >= 90.
// Usage: npm run build && bun bench/lighthouse.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { root, startServer } from './lib';

const binary = join(root, 'dist/catchd');
const dataDir = mkdtempSync(join(tmpdir(), 'catchd-lighthouse-'));
const password = 'lighthouse-password-1234';
for (const [email, role] of [
  ['admin@lh.test', 'admin'],
  ['diver@lh.test', 'diver'],
])
  Bun.spawnSync([binary, 'users', 'create', '--email', email, '--password', password, '--role', role], {
    env: { ...process.env, CATCHD_DATA_DIR: dataDir },
  });

const server = await startServer([binary, 'serve'], { CATCHD_DATA_DIR: dataDir, CATCHD_AUTH_RATE_LIMIT: '0' });

/** A browser without JavaScript: cookies, forms, no redirects followed. */
class Session {
  readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  async send(path: string, form?: Record<string, string>): Promise<Response> {
    const response = await fetch(server.url + path, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: this.header(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form ? new URLSearchParams(form) : undefined,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      this.cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    return response;
  }
  async fields(path: string): Promise<Record<string, string>> {
    const page = await (await this.send(path)).text();
    return Object.fromEntries([...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  }
  static async signIn(email: string): Promise<Session> {
    const session = new Session();
    await session.send('/sign-in', { ...(await session.fields('/sign-in')), email, password });
    return session;
  }
}

const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const admin = await Session.signIn('admin@lh.test');
  const diver = await Session.signIn('diver@lh.test');
  await admin.send('/admin/access', { ...(await admin.fields('/admin/access')), public: 'leaderboards' });
  const created = await diver.send('/catches', {
    ...(await diver.fields('/catches/new')),
    species: 'Grey triggerfish',
    weight: '2.5',
    weight_unit: 'kg',
    depth: '10',
    depth_unit: 'm',
    dive_type: 'freedive',
    gear: 'speargun',
    lat: '25.1',
    lon: '-80.4',
  });
  const catchPath = created.headers.get('location')!.split('?')[0];
  await diver.send(`${catchPath}/verification`, {
    ...(await diver.fields(`${catchPath}/verification`)),
    witness_name: 'Marta',
    measured_weight_lbs: '5.5',
  });
  const speciesId = /href="\/species\/(sp_[^"]+)"/.exec(await (await admin.send('/species?q=grey%20trigger')).text())![1];
  const pages: [string, string, Session | null][] = [
    ['leaderboard (visitor)', '/boards?board=heaviest&min_tier=unverified', null],
    ['species', `/species/${speciesId}`, admin],
    ['log a catch', '/catches/new', diver],
    ['verify', `/verify/${catchPath.split('/').pop()}`, admin],
  ];
  console.log('| page | performance | accessibility | best practices |');
  console.log('|---|---|---|---|');
  for (const [name, path, session] of pages) {
    const result = await lighthouse(server.url + path, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      extraHeaders: session ? { cookie: session.header() } : undefined,
    });
    const categories = result!.lhr.categories;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    console.log(`| ${name} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} |`);
  }
} finally {
  chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
