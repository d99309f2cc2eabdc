// End to end: build dist/catchd, run it from another directory against a fresh data dir,
// use it over real HTTP, and stop it with SIGTERM.
import { Database } from 'bun:sqlite';
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { cpSync, mkdtempSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configVariables } from '../../src/config';
import { launchChromium, seriousViolations } from '../browser';
import { png } from '../catches/species/images';
import { binary, build, freePort, root } from './executable';

const workDir = mkdtempSync(join(tmpdir(), 'catchd-e2e-'));
const dataDir = join(workDir, 'data');

function run(args: string[], env: Record<string, string> = {}): { code: number; stdout: string; stderr: string } {
  const result = Bun.spawnSync([binary, ...args], {
    cwd: workDir,
    env: { PATH: process.env.PATH ?? '', CATCHD_DATA_DIR: dataDir, ...env },
  });
  return { code: result.exitCode, stdout: result.stdout.toString(), stderr: result.stderr.toString() };
}

/** `catchd serve` (of `executable`) on a free port of a data dir; resolves once it answers /healthz. */
async function serve(
  env: Record<string, string> = {},
  executable = binary,
  dir = dataDir,
): Promise<{ process: ReturnType<typeof Bun.spawn>; base: string }> {
  const port = freePort();
  const process = Bun.spawn([executable, 'serve'], {
    cwd: workDir,
    env: { PATH: Bun.env.PATH ?? '', CATCHD_DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      await Bun.sleep(50);
    }
  }
  return { process, base };
}

beforeAll(() => build(root));

describe('the compiled executable', () => {
  let server: ReturnType<typeof Bun.spawn> | null = null;
  afterAll(() => server?.kill('SIGKILL'));

  test('--help lists every command and environment variable', () => {
    const { code, stdout } = run(['--help']);
    expect(code).toBe(0);
    for (const command of ['serve', 'users create', 'keys create', 'backup', 'species import', 'catches import', 'migrate-to-postgres'])
      expect(stdout).toContain(command);
    for (const variable of configVariables) expect(stdout).toContain(variable.name);
  });

  test('migrates a fresh data dir on its own, with the species inside it', () => {
    const created = run([
      'users',
      'create',
      '--email',
      'verifier@club.test',
      '--role',
      'verifier',
      '--name',
      'Vera',
      '--password',
      'correct horse battery',
    ]);
    expect(created.code).toBe(0);
    expect(created.stdout.trim()).toMatch(/^usr_[0-9a-z]{26}$/);
    const db = new Database(join(dataDir, 'catchd.db'), { readonly: true });
    const tables = db
      .query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((t) => t.name);
    for (const table of ['users', 'api_keys', 'catches', 'species', 'species_names', 'events', 'idempotency_keys', '__drizzle_migrations'])
      expect(tables).toContain(table);
    expect(db.query('SELECT count(*) AS n FROM species').get()).toEqual({ n: 598 });
    const user = db
      .query<{ role: string; display_name: string; password_hash: string }, []>('SELECT role, display_name, password_hash FROM users')
      .get()!;
    expect(user.role).toBe('verifier');
    expect(user.display_name).toBe('Vera');
    expect(user.password_hash).toStartWith('$argon2id$');
    db.close();
    expect(statSync(join(dataDir, 'catchd.db')).mode & 0o777).toBe(0o600);
  });

  test('users create refuses a password the admin page would refuse', () => {
    const refused = run(['users', 'create', '--email', 'short@club.test', '--password', 'eleven char']);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('--password must be at least 12 characters');
  });

  test('keys create refuses scopes beyond the role, and prints a working key', () => {
    const refused = run(['keys', 'create', '--email', 'diver@club.test', '--scopes', 'species:write']);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain('species:write');
    expect(refused.stdout).toBe('');
    const granted = run(['keys', 'create', '--email', 'diver@club.test', '--scopes', 'all', '--name', 'e2e']);
    expect(granted.code).toBe(0);
    expect(granted.stdout.trim().split('\n').at(-1)).toMatch(/^cdk_/);
  });

  test('imports a logbook and reports rejected lines with exit 1', () => {
    const file = join(workDir, 'logbook.jsonl');
    writeFileSync(
      file,
      [
        JSON.stringify({ diver_email: 'old@club.test', species: 'Wahoo', weight_lbs: 40, depth_ft: 50, external_id: 'w1' }),
        '{broken',
        JSON.stringify({ diver_email: 'old@club.test', species: 'Mahi-mahi', weight_lbs: 20, depth_ft: 20, external_id: 'm1' }),
      ].join('\n'),
    );
    const first = run(['catches', 'import', file]);
    expect(first.code).toBe(1);
    expect(first.stdout).toContain('imported 2, updated 0, unchanged 0, rejected 1');
    expect(first.stderr).toContain('line 2:');
    writeFileSync(
      file,
      JSON.stringify({ diver_email: 'old@club.test', species: 'Wahoo', weight_lbs: 40, depth_ft: 50, external_id: 'w1' }),
    );
    const again = run(['catches', 'import', file]);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('imported 0, updated 0, unchanged 1, rejected 0');
  });

  test('a bulk import sets indexes aside and rebuilds them, the counters and the boards', () => {
    const file = join(workDir, 'big-logbook.jsonl');
    const species = ['Wahoo', 'Mahi-mahi', 'Dusky grouper'];
    const lines = Array.from({ length: 60_000 }, (_, i) =>
      i === 1234
        ? '{"broken'
        : i === 45_678
          ? JSON.stringify({ diver_email: 'x@club.test', species: 'Unicorn of Atlantis', weight_lbs: 1, depth_ft: 1 })
          : JSON.stringify({
              diver_email: `d${i % 50}@club.test`,
              species: species[i % 3],
              weight_lbs: 5 + (i % 40),
              depth_ft: 10 + (i % 30),
              external_id: `e${i}`,
              verification_tier: i % 7 === 0 ? 'silver' : 'unverified',
            }),
    );
    writeFileSync(file, lines.join('\n'));
    const bigData = join(workDir, 'big-data');
    const result = run(['catches', 'import', file], { CATCHD_DATA_DIR: bigData });
    expect(result.stdout).toContain('imported 59998, updated 0, unchanged 0, rejected 2');
    expect(result.stderr).toContain('line 1235: not valid JSON');
    expect(result.stderr).toContain('line 45679: species');
    const db = new Database(join(bigData, 'catchd.db'), { readonly: true });
    expect(db.query('SELECT sum(n) AS n FROM catch_counts_total').get()).toEqual({ n: 59_998 });
    expect(db.query('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    // Silver catches made the default (min_tier silver, all-time, every species) boards: one row per diver.
    const silverDivers = new Set(lines.flatMap((_l, i) => (i % 7 === 0 && i !== 1234 && i !== 45_678 ? [i % 50] : []))).size;
    expect(db.query('SELECT count(*) AS n FROM board_totals WHERE scope = 2').get()).toEqual({ n: silverDivers });
    db.close();
  });

  test('needs none of the files it was built from: its worker threads (the bulk load recount, the server checkpoints, the request log writer) are built into it', async () => {
    // The bundler writes a source file's own path where its code says import.meta.url: an
    // executable that still read a file of the checkout would pass every other test here.
    const checkout = mkdtempSync(join(tmpdir(), 'catchd-checkout-'));
    for (const part of ['src', 'db', 'docs', 'scripts', 'package.json', 'tsconfig.json', 'bunfig.toml'])
      cpSync(join(root, part), join(checkout, part), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(checkout, 'node_modules'));
    build(checkout);
    const executable = join(workDir, 'catchd-alone');
    renameSync(join(checkout, 'dist/catchd'), executable);
    rmSync(checkout, { recursive: true });
    const file = join(workDir, 'alone-logbook.jsonl');
    const lines = Array.from({ length: 50_000 }, (_, i) =>
      JSON.stringify({
        diver_email: `a${i % 20}@club.test`,
        species: 'Wahoo',
        weight_lbs: 5 + (i % 40),
        depth_ft: 10,
        verification_tier: 'gold',
      }),
    );
    writeFileSync(file, lines.join('\n'));
    const dir = join(workDir, 'alone-data');
    const result = Bun.spawnSync([executable, 'catches', 'import', file], {
      cwd: workDir,
      env: { PATH: process.env.PATH ?? '', CATCHD_DATA_DIR: dir },
    });
    expect(result.stderr.toString()).not.toContain('error');
    expect(result.stdout.toString()).toContain('imported 50000, updated 0, unchanged 0, rejected 0');
    const db = new Database(join(dir, 'catchd.db'), { readonly: true });
    // Gold catches count on every board down to the lowest tier: 20 divers on the default board.
    expect(db.query('SELECT count(*) AS n FROM board_totals WHERE scope = 2').get()).toEqual({ n: 20 });
    expect(db.query('SELECT sum(n) AS n FROM board_totals WHERE scope = 0').get()).toEqual({ n: 50_000 });
    db.close();

    // The server's WAL checkpoints: catches logged over HTTP reach the database file itself.
    const keys = Bun.spawnSync([executable, 'keys', 'create', '--email', 'alone@club.test', '--scopes', 'all'], {
      cwd: workDir,
      env: { PATH: process.env.PATH ?? '', CATCHD_DATA_DIR: dir },
    });
    const key = keys.stdout.toString().trim().split('\n').at(-1)!;
    const alone = await serve({}, executable, dir);
    try {
      const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
      const log = async (): Promise<string> => {
        const created = await fetch(`${alone.base}/v1/catches`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ species: 'Wahoo', weight_lbs: 30, depth_ft: 20 }),
        });
        expect(created.status).toBe(201);
        return (await created.json()).id;
      };
      // False too for a copy taken half-way through a checkpoint's writes (it reads as malformed).
      const inMainFile = (id: string): boolean => {
        const copy = join(workDir, 'alone-main-only.db');
        cpSync(join(dir, 'catchd.db'), copy);
        const main = new Database(copy, { readonly: true });
        try {
          return main.query('SELECT id FROM catches WHERE id = ?').get(id) !== null;
        } catch {
          return false;
        } finally {
          main.close();
        }
      };
      // A checkpoint follows a commit once 250 ms have passed since the last one.
      const first = await log();
      await Bun.sleep(300);
      await log();
      for (let waited = 0; waited < 5000 && !inMainFile(first); waited += 100) await Bun.sleep(100);
      expect(inMainFile(first)).toBe(true);
    } finally {
      alone.process.kill('SIGTERM');
      await alone.process.exited;
    }
    // The request log's writer thread wrote both creates into the log's own file (had it
    // failed to start, the server would have said so and written them itself).
    expect(await new Response(alone.process.stdout as ReadableStream<Uint8Array>).text()).not.toContain('request log');
    const requestLog = new Database(join(dir, 'catchd.request-log.db'), { readonly: true });
    expect(requestLog.query("SELECT count(*) AS n FROM request_log WHERE method = 'POST'").get()).toEqual({ n: 2 });
    requestLog.close();
  });

  test('serves catches over HTTP, backs up while running, and exits 0 on SIGTERM', async () => {
    const key = run(['keys', 'create', '--email', 'http@club.test', '--scopes', 'all']).stdout.trim().split('\n').at(-1)!;
    let base: string;
    ({ process: server, base } = await serve());
    const auth = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
    const created = await fetch(`${base}/v1/catches`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ species: 'dorado', weight_kg: 12, depth_m: 15 }),
    });
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body.scientific_name).toBe('Coryphaena hippurus');
    const list = await (await fetch(`${base}/api/v1/catches?species=mahi-mahi`, { headers: auth })).json();
    expect(list.total).toBe(2);

    const docs = await fetch(`${base}/docs`);
    expect(docs.status).toBe(200);
    const html = await docs.text();
    expect(html).toContain('/docs/assets/scalar.js');
    expect(html).not.toMatch(/https:\/\/cdn|jsdelivr|unpkg/);
    expect((await fetch(`${base}/docs/assets/scalar.js`)).status).toBe(200);
    const spec = await (await fetch(`${base}/openapi.json`)).json();
    expect(Object.keys(spec.paths)).toContain('/v1/catches');

    // The web app's pages and assets come from inside the executable (it runs in another directory).
    const signIn = await fetch(`${base}/sign-in`);
    expect(signIn.status).toBe(200);
    const page = await signIn.text();
    const assets = [...page.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
    // The tab's icon, app.css, the phone's icon, app.js, the offline outbox and banner, and the
    // passkey scripts (webauthn.js is @simplewebauthn/browser's bundle).
    expect(assets.map((a) => a!.split('/').pop())).toEqual([
      'favicon.svg',
      'app.css',
      'apple-touch-icon.png',
      'app.js',
      'outbox.js',
      'offline.js',
      'webauthn.js',
      'passkeys.js',
    ]);
    for (const asset of assets) {
      const answer = await fetch(`${base}${asset}`);
      expect(answer.status).toBe(200);
      // The tab's icon is a small drawing; every other asset is a real file, never a stub.
      expect((await answer.text()).length).toBeGreaterThan(asset!.endsWith('.svg') ? 200 : 1000);
    }
    // The installable app's manifest and service worker too.
    expect((await (await fetch(`${base}/manifest.webmanifest`)).json()).start_url).toBeString();
    expect(await (await fetch(`${base}/sw.js`)).text()).toContain('addEventListener');
    expect((await fetch(`${base}/boards`, { redirect: 'manual' })).headers.get('location')).toBe('/sign-in?return_to=%2Fboards');
    // The guides (rendered on first view) and the developer portal come from inside it too.
    const guide = await fetch(`${base}/docs/guides/quickstart`);
    expect(guide.status).toBe(200);
    expect(await guide.text()).toContain('<h1>');
    // A visitor of the developer portal is offered early access: an account and the application in one.
    expect((await fetch(`${base}/developers`, { redirect: 'manual' })).headers.get('location')).toBe('/developers/sign-up');
    expect((await fetch(`${base}/developers/sign-up`)).status).toBe(200);

    const copy = join(workDir, 'backup.db');
    expect(run(['backup', copy]).code).toBe(0);
    const backup = new Database(copy, { readonly: true });
    expect(backup.query('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
    expect(backup.query('SELECT count(*) AS n FROM catches').get()).toEqual({ n: 3 });
    backup.close();

    expect((await fetch(`${base}/v1/catches/${body.id}`, { method: 'DELETE', headers: auth })).status).toBe(204);
    server.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    server = null;
  });

  test('the web app in the executable: a diver logs a catch with a photo in Chromium, a board open in another browser shows it once graded, without a reload', async () => {
    run(['users', 'create', '--email', 'diver@club.test', '--name', 'Dina', '--password', 'correct horse battery']);
    let base: string;
    ({ process: server, base } = await serve());
    const browser = await launchChromium();
    try {
      const signIn = async (email: string, viewport: { width: number; height: number }) => {
        const page = await (await browser.newContext({ viewport })).newPage();
        const refused: string[] = [];
        page.on('console', (message) => message.type() === 'error' && refused.push(message.text()));
        await page.goto(`${base}/sign-in`);
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Password').fill('correct horse battery');
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await page.waitForURL((u) => u.pathname === '/account');
        return { page, refused };
      };
      // The verifier watches the bronze board, live, while the diver logs the catch on a phone.
      const watcher = await signIn('verifier@club.test', { width: 1280, height: 900 });
      await watcher.page.goto(`${base}/boards?board=heaviest&min_tier=bronze`);
      await watcher.page.waitForFunction(() => document.querySelector('[data-live-status]')?.getAttribute('data-state') === 'open');

      const diver = await signIn('diver@club.test', { width: 390, height: 844 });
      await diver.page.goto(`${base}/catches/new`);
      await diver.page.getByLabel('Species').fill('Grey trigg');
      // The type-ahead is the executable's own script asking the executable's species search.
      await diver.page.waitForFunction(() => document.querySelectorAll('#species-names option').length > 0);
      await diver.page.getByLabel('Species').fill('Grey triggerfish');
      await diver.page.getByLabel('Weight').fill('2.5');
      await expect(diver.page.locator('#weight-hint').textContent()).resolves.toBe('= 5.51 lb');
      await diver.page.getByLabel('Depth').fill('10');
      await diver.page.setInputFiles('#photos', [{ name: 'fish.png', mimeType: 'image/png', buffer: Buffer.from(png(640, 480)) }]);
      await diver.page.getByRole('button', { name: 'Save catch' }).click();
      await diver.page.waitForURL((u) => /^\/catches\/catch_/.test(u.pathname));
      expect(await diver.page.locator('main .notice[role="status"]').textContent()).toBe('Saved.');
      const catchId = new URL(diver.page.url()).pathname.split('/')[2];
      expect(await diver.page.locator('main .hero img').count()).toBe(1);
      // The photo is served by the executable from its data dir, to the diver's session.
      const photo = await diver.page.request.get(new URL((await diver.page.locator('main .hero img').getAttribute('src'))!, base).href);
      expect(photo.status()).toBe(200);
      expect(photo.headers()['content-type']).toBe('image/png');
      await diver.page.goto(`${base}/catches`);
      expect(await diver.page.locator(`#catch-list a[href="/catches/${catchId}"]`).count()).toBe(1);
      expect(await seriousViolations(diver.page)).toEqual([]);

      // The verifier grades it bronze through the API; the open board updates without a reload.
      await watcher.page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
      const key = run(['keys', 'create', '--email', 'verifier@club.test', '--scopes', 'all']).stdout.trim().split('\n').at(-1)!;
      const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
      const logged = await (await fetch(`${base}/v1/catches/${catchId}`, { headers })).json();
      const graded = await fetch(`${base}/v1/catches/${catchId}/verifications`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ tier: 'bronze', evidence: { photo_ids: [logged.photos[0].id] } }),
      });
      expect(graded.status).toBe(201);
      await watcher.page.waitForFunction(() => document.querySelector('#board')?.textContent?.includes('Dina'), undefined, {
        timeout: 10_000,
      });
      expect(await watcher.page.textContent('#board')).toContain('Grey triggerfish');
      expect(await watcher.page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
      // A strict Content-Security-Policy, and nothing on these pages broke it.
      expect(diver.refused.concat(watcher.refused).filter((text) => /Content.Security.Policy|Refused to/i.test(text))).toEqual([]);
    } finally {
      await browser.close();
      server.kill('SIGTERM');
      await server.exited;
      server = null;
    }
  }, 60_000);
});
