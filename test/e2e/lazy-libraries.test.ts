// Every feature that rests on a library the bundle may have broken, used in the executable
// people download (dist/catchd, over real HTTP, with mail through a local SMTP receiver): a
// library loaded lazily, on first use, is evaluated by no other test of the executable, and may
// miss what the bundle dropped (as @simplewebauthn/server lost its reflect-metadata). The last
// test reads every lazy import() in src: each lazily loaded package needs a check here.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { unzipSync } from 'fflate';
import { projectReleaseKey } from '../../src/build-info';
import { generateKeys, parseSecretKey, signDetached } from '../../src/lib/minisign';
import { SoftAuthenticator } from '../people/passkeys/soft-authenticator';
import { builtExecutable, startExecutable, type RunningExecutable } from '../executable';
import { linkIn, mailsTo, smtpUrl } from '../people/joining/smtp';
import { FormBrowser, formFields, siteAt, userWithPassword } from '../developers/oauth/helpers';
import { png } from '../catches/species/images';
import { freshDatabaseForProcess } from '../support';

const root = resolve(import.meta.dir, '../..');
let catchd: RunningExecutable;

beforeAll(async () => {
  catchd = await startExecutable({ CATCHD_SMTP_URL: smtpUrl });
});
afterAll(async () => {
  expect(await catchd?.stop()).toBe(0);
});

/** A person with a password, signed in through the executable's sign-in page. */
async function signedIn(email: string): Promise<FormBrowser> {
  await userWithPassword({ db: catchd.db, clock: { now: Math.floor(Date.now() / 1000) } }, email);
  const browser = new FormBrowser(siteAt(catchd.base));
  expect((await browser.signIn(email)).status).toBe(303);
  return browser;
}

const csrfOf = async (browser: FormBrowser, path: string): Promise<string> =>
  formFields(await (await browser.send('GET', path)).text()).csrf_token!;

/** An API key holding every scope of a new diver. */
function apiKey(email: string): string {
  const created = catchd.run(['keys', 'create', '--email', email, '--scopes', 'all']);
  expect(created.code).toBe(0);
  return created.stdout.trim().split('\n').at(-1)!;
}

interface Feature {
  name: string;
  /** The packages it loads (lazily or not) whose bundling this check proves. */
  libraries: string[];
  check(): Promise<void>;
}

const features: Feature[] = [
  {
    name: 'passkeys: one is added on /account and signs in with no password',
    libraries: ['@simplewebauthn/server', 'reflect-metadata'],
    async check() {
      const site = { origin: catchd.base, rpId: 'localhost' };
      const authenticator = new SoftAuthenticator();
      const browser = await signedIn('passkey@lazy.test');
      const csrf = await csrfOf(browser, '/account');
      const options = await browser.send('POST', '/account/passkeys/options', { csrf_token: csrf });
      expect(options.status).toBe(200);
      const { challenge } = (await options.json()) as { challenge: string };
      const added = await browser.send('POST', '/account/passkeys', {
        csrf_token: csrf,
        name: 'Phone',
        response: JSON.stringify(authenticator.register(challenge, site)),
      });
      expect(added.status).toBe(200);
      expect(await added.json()).toEqual({ redirect: '/account?done=passkey-added' });

      const stranger = new FormBrowser(siteAt(catchd.base));
      const signInCsrf = await csrfOf(stranger, '/sign-in');
      const signInOptions = await stranger.send('POST', '/sign-in/passkey/options', { csrf_token: signInCsrf });
      expect(signInOptions.status).toBe(200);
      const answer = authenticator.signIn(((await signInOptions.json()) as { challenge: string }).challenge, site);
      const passkeySignIn = await stranger.send('POST', '/sign-in/passkey', { csrf_token: signInCsrf, response: JSON.stringify(answer) });
      expect(passkeySignIn.status).toBe(200);
      expect((await stranger.send('GET', '/account')).status).toBe(200);
    },
  },
  {
    name: 'QR code: setting up an authenticator app shows its code as SVG',
    libraries: ['uqr', 'otpauth'],
    async check() {
      const browser = await signedIn('qr@lazy.test');
      const setup = await browser.send('POST', '/account/second-factor/setup', { csrf_token: await csrfOf(browser, '/account') });
      expect(setup.status).toBe(303);
      const account = await (await browser.send('GET', '/account')).text();
      expect(account).toMatch(/<svg[^>]*>[\s\S]*<path[\s\S]*<\/svg>/);
    },
  },
  {
    name: 'mail: a password reset link arrives through SMTP',
    libraries: ['nodemailer'],
    async check() {
      const email = 'mail@lazy.test';
      await userWithPassword({ db: catchd.db, clock: { now: Math.floor(Date.now() / 1000) } }, email);
      const visitor = new FormBrowser(siteAt(catchd.base));
      const form = formFields(await (await visitor.send('GET', '/reset-password')).text());
      expect((await visitor.send('POST', '/reset-password', { ...form, email })).status).toBe(200);
      const [mail] = await mailsTo(email, 1, 10_000);
      expect(linkIn(mail ?? '', catchd.base)).toStartWith('/reset-password/cdrp_');
    },
  },
  {
    name: 'zip and CSV export: the download of all one’s data opens, with the catches as CSV',
    libraries: ['fflate'],
    async check() {
      const browser = await signedIn('export@lazy.test');
      const key = apiKey('export@lazy.test');
      const logged = await fetch(`${catchd.base}/v1/catches`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ species: 'dorado', weight_kg: 12, depth_m: 15 }),
      });
      expect(logged.status).toBe(201);
      const download = await browser.send('GET', '/account/export');
      expect(download.status).toBe(200);
      const files = unzipSync(new Uint8Array(await download.arrayBuffer()));
      const csv = new TextDecoder().decode(files['catches.csv']).trim().split(/\r?\n/);
      expect(csv).toHaveLength(2);
      expect(csv[1]).toContain('Coryphaena hippurus');
    },
  },
  {
    name: 'CSV import: `catchd species import` reads a table in the shipped layout',
    libraries: ['csv-parse'],
    async check() {
      // A database of its own: the command needs the data dir without a server on it.
      const fresh = await freshDatabaseForProcess();
      await fresh.db.close();
      const [header, first] = readFileSync(join(root, 'db/seed/species.csv'), 'utf8').split('\n');
      const file = join(fresh.env.CATCHD_DATA_DIR!, 'species.csv');
      await Bun.write(file, `${header}\n${first!.replace('Barber surgeonfish', 'Lazy surgeonfish')}\n`);
      const imported = Bun.spawnSync([builtExecutable(), 'species', 'import', file], {
        env: { PATH: process.env.PATH ?? '', ...fresh.env },
      });
      expect(imported.stderr.toString()).toBe('');
      expect(imported.exitCode).toBe(0);
      expect(imported.stdout.toString()).toMatch(/updated 1\b/);
    },
  },
  {
    name: 'markdown: a guide renders to HTML',
    libraries: ['micromark', 'micromark-extension-gfm'],
    async check() {
      const guide = await fetch(`${catchd.base}/docs/guides/quickstart`);
      expect(guide.status).toBe(200);
      const html = await guide.text();
      expect(html).toContain('<h1>');
      expect(html).toContain('<pre><code');
    },
  },
  {
    name: 'image checks: a photo is measured from its bytes, and a file that is no image is refused',
    libraries: [],
    async check() {
      const key = apiKey('photo@lazy.test');
      const headers = { authorization: `Bearer ${key}` };
      const logged = await fetch(`${catchd.base}/v1/catches`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ species: 'dorado', weight_kg: 9, depth_m: 12 }),
      });
      const { id } = (await logged.json()) as { id: string };
      const upload = (bytes: Uint8Array<ArrayBuffer>, name: string) => {
        const form = new FormData();
        form.append('file', new File([bytes], name, { type: 'image/png' }));
        return fetch(`${catchd.base}/v1/catches/${id}/photos`, { method: 'POST', headers, body: form });
      };
      const photo = await upload(png(640, 480), 'fish.png');
      expect(photo.status).toBe(201);
      expect(await photo.json()).toMatchObject({ content_type: 'image/png', width: 640, height: 480 });
      const forged = await upload(new TextEncoder().encode('not a picture at all'), 'fish.png');
      expect(forged.status).toBeGreaterThanOrEqual(400);
      expect(forged.status).toBeLessThan(500);
    },
  },
  {
    name: 'release verification: `catchd update --check` checks a minisign signature (BLAKE2b, Ed25519)',
    libraries: [],
    async check() {
      // Signed under the project key's id by another key: refusing it takes the hash and the signature check.
      const projectKeyId = Buffer.from(projectReleaseKey, 'base64').subarray(2, 10);
      const forger = parseSecretKey(generateKeys(projectKeyId).secretKey);
      const sums = Buffer.from(`${'0'.repeat(64)}  release.json\n`);
      const files = new Map([
        ['SHA256SUMS', sums],
        ['SHA256SUMS.minisig', Buffer.from(signDetached(sums, forger, 'catchd 9.9.9'))],
      ]);
      const releases = Bun.serve({
        hostname: '127.0.0.1',
        port: 0,
        fetch: (request) => {
          const body = files.get(new URL(request.url).pathname.slice(1));
          return body ? new Response(body) : new Response('not found', { status: 404 });
        },
      });
      try {
        const child = Bun.spawn([builtExecutable(), 'update', '--check'], {
          cwd: dirname(builtExecutable()),
          env: { PATH: process.env.PATH ?? '', CATCHD_UPDATE_URL: releases.url.href.replace(/\/$/, '') },
          stderr: 'pipe',
        });
        const [code, err] = await Promise.all([child.exited, new Response(child.stderr).text()]);
        expect(err).toContain('the signature does not match the file');
        expect(code).toBe(1);
      } finally {
        releases.stop(true);
      }
    },
  },
];

describe('in the executable', () => {
  for (const feature of features) test(feature.name, feature.check, 60_000);
});

/** The package a specifier names (`@scope/name/sub` → `@scope/name`). */
const packageOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * A dynamic import() and its argument. Types load nothing: `typeof import('x')`, and a type
 * named through it, `import('x').TypeName`.
 */
const lazyImport = /(?<!typeof\s)\bimport\(\s*([^)]*)\)(?!\.[A-Z])/g;

/** Each lazily imported package in src (through a module of src: the packages that module imports). */
function lazilyLoadedPackages(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of new Bun.Glob('src/**/*.{ts,tsx}').scanSync({ cwd: root })) {
    // Comments left out: they may name an import() that loads nothing.
    const code = readFileSync(join(root, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|\s)\/\/.*$/gm, '$1');
    for (const match of code.matchAll(lazyImport)) {
      const argument = match[1]!.trim();
      const literal = /^(['"`])([^'"`$]+)\1$/.exec(argument);
      if (!literal) throw new Error(`${file}: import(${argument}) loads a module no test can name`);
      const specifier = literal[2]!;
      if (!specifier.startsWith('.')) {
        found.set(packageOf(specifier), file);
        continue;
      }
      const module = [`${specifier}.ts`, `${specifier}.tsx`, `${specifier}/index.ts`]
        .map((candidate) => join(dirname(join(root, file)), candidate))
        .find((path) => Bun.file(path).size > 0);
      if (!module) throw new Error(`${file}: import('${specifier}') names no file`);
      for (const imported of readFileSync(module, 'utf8').matchAll(/^(?:import|export)\b[^;]*?['"]([^'".][^'"]*)['"]/gm))
        if (!imported[1]!.startsWith('node:') && !imported[1]!.startsWith('bun')) found.set(packageOf(imported[1]!), file);
    }
  }
  return found;
}

test('every lazily loaded package has its check above', () => {
  const checked = new Set(features.flatMap((feature) => feature.libraries));
  const lazy = lazilyLoadedPackages();
  expect(lazy.size).toBeGreaterThan(0);
  const unchecked = [...lazy].filter(([name]) => !checked.has(name)).map(([name, file]) => `${name} (${file})`);
  expect(unchecked).toEqual([]);
});

test('the scan finds a lazy import it is shown', () => {
  expect(packageOf('@simplewebauthn/server/helpers')).toBe('@simplewebauthn/server');
  expect([...'const x = () => import("left-pad");'.matchAll(lazyImport)].length).toBe(1);
  expect([...'type X = typeof import("left-pad");'.matchAll(lazyImport)].length).toBe(0);
  expect([...'<T extends import("left-pad").Pad>'.matchAll(lazyImport)].length).toBe(0);
});
