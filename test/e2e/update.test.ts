// `catchd update` end to end, as an operator runs it: an executable built from this checkout
// updates itself from a local HTTP server offering a
// release made by `npm run release`, rolls back, and refuses every release that fails a
// check — a bad signature, a bad checksum, a truncated download, a schema it cannot run —
// with the executable left byte for byte as it was.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateKeys, parsePublicKey, parseSecretKey, signDetached, verifyDetached } from '../../src/lib/minisign';
import { executableName, formatChecksums, ownSchemaLevel, parseChecksums, platformOfTarget } from '../../src/modules/update/release';
import { hostTarget } from '../../scripts/build';

const root = join(import.meta.dir, '../..');
const work = mkdtempSync(join(tmpdir(), 'catchd-update-'));
const keys = generateKeys(randomBytes(8));
const platform = platformOfTarget(hostTarget())!;
const installed = join(work, 'bin', platform.startsWith('windows') ? 'catchd.exe' : 'catchd');
const dataDir = join(work, 'data');
const releaseDir = join(work, 'release');
/**
 * This machine's platform: the one Bun compiles for with the runtime `npm install` brought.
 * Another platform's needs Bun to download that runtime; the cross-build to linux-arm64 (run
 * under emulation too) is test/platform/arm64.check.ts's, in `npm run test:platform`.
 */
const releasedPlatforms = [platform];
/**
 * Nothing downloaded while testing: the builds run with an empty cache of Bun's and a proxy
 * that refuses every connection, so that a build needing a download fails here, not offline.
 */
const offline = {
  BUN_INSTALL_CACHE_DIR: mkdtempSync(join(tmpdir(), 'catchd-bun-cache-')),
  HTTPS_PROXY: 'http://127.0.0.1:9',
  HTTP_PROXY: 'http://127.0.0.1:9',
};
let server: ReturnType<typeof Bun.serve>;

/**
 * Runs an executable from an unrelated folder against the release server's `variant`. Async:
 * the release server answers from this process's event loop.
 */
async function run(
  args: string[],
  options: { variant?: string; executable?: string; env?: Record<string, string> } = {},
): Promise<{ code: number; out: string; err: string }> {
  const child = Bun.spawn([options.executable ?? installed, ...args], {
    cwd: work,
    env: {
      PATH: process.env.PATH ?? '',
      CATCHD_DATA_DIR: dataDir,
      CATCHD_UPDATE_URL: `${server.url}${options.variant ?? 'good'}`,
      ...options.env,
    },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const [code, out, err] = await Promise.all([child.exited, new Response(child.stdout).text(), new Response(child.stderr).text()]);
  return { code, out, err };
}

const digest = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/**
 * A copy of this tree with one migration more on each engine: a newer catchd. (Leaving this
 * tree's newest migration out instead would make an executable whose code expects a column
 * its schema lacks.)
 */
function newerCheckout(): string {
  const dir = join(work, 'newer');
  for (const part of ['src', 'db', 'docs', 'scripts', 'package.json', 'tsconfig.json', 'bunfig.toml'])
    cpSync(join(root, part), join(dir, part), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  for (const folder of ['migrations', 'migrations-pg']) {
    const journalFile = join(dir, 'db', folder, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string; when: number }[] };
    const last = journal.entries.at(-1)!;
    const tag = `${String(last.idx + 1).padStart(4, '0')}_update_test`;
    journal.entries.push({ ...last, idx: last.idx + 1, tag, when: last.when + 1 });
    writeFileSync(journalFile, JSON.stringify(journal));
    writeFileSync(join(dir, 'db', folder, `${tag}.sql`), 'CREATE TABLE update_test (id integer PRIMARY KEY);\n');
  }
  const embed = Bun.spawnSync([process.execPath, 'scripts/embed-migrations.ts'], { cwd: dir });
  if (embed.exitCode !== 0) throw new Error(embed.stderr.toString());
  return dir;
}

/** The schema level of a release made from newerCheckout(). */
const newerSchemaLevel = { sqlite: ownSchemaLevel.sqlite + 1, postgres: ownSchemaLevel.postgres + 1 };

/** The files each variant of the release server offers, by name. */
const variants = new Map<string, Map<string, Uint8Array>>();

function signedSums(files: Map<string, Uint8Array>, signingKey = keys.secretKey): void {
  const sums = formatChecksums(
    new Map([...files].filter(([name]) => !name.startsWith('SHA256SUMS')).map(([name, bytes]) => [name, digest(bytes)])),
  );
  files.set('SHA256SUMS', Buffer.from(sums));
  files.set('SHA256SUMS.minisig', Buffer.from(signDetached(Buffer.from(sums), parseSecretKey(signingKey), 'test release')));
}

beforeAll(async () => {
  const env = { ...process.env, ...offline, CATCHD_RELEASE_PUBLIC_KEY: keys.publicKey };
  const newer = newerCheckout();
  const build = Bun.spawnSync([process.execPath, 'scripts/build.ts', '--outfile', installed], {
    cwd: root,
    env: { ...env, CATCHD_BUILD_VERSION: '0.1.0' },
  });
  if (build.exitCode !== 0) throw new Error(build.stderr.toString());
  const release = Bun.spawnSync([process.execPath, 'scripts/release.ts', '--platforms', releasedPlatforms.join(','), '--out', releaseDir], {
    cwd: newer,
    env: { ...env, CATCHD_BUILD_VERSION: '0.2.0', CATCHD_RELEASE_SIGNING_KEY: keys.secretKey },
  });
  if (release.exitCode !== 0) throw new Error(release.stderr.toString() + release.stdout.toString());

  const good = new Map(readdirSync(releaseDir).map((name) => [name, new Uint8Array(readFileSync(join(releaseDir, name)))]));
  variants.set('good', good);
  const exe = executableName(platform);
  // Signed by another key.
  const badSignature = new Map(good);
  signedSums(badSignature, generateKeys(randomBytes(8)).secretKey);
  variants.set('badsig', badSignature);
  // Properly signed, but the executable is not the one the list names.
  const badChecksum = new Map(good);
  badChecksum.set(exe, Buffer.concat([good.get(exe)!, Buffer.from('tampered')]));
  const sums = parseChecksums(new TextDecoder().decode(good.get('SHA256SUMS')!));
  sums.set(exe, digest(Buffer.from('something else')));
  badChecksum.set('SHA256SUMS', Buffer.from(formatChecksums(sums)));
  badChecksum.set(
    'SHA256SUMS.minisig',
    Buffer.from(signDetached(badChecksum.get('SHA256SUMS')!, parseSecretKey(keys.secretKey), 'test release')),
  );
  variants.set('badsum', badChecksum);
  // The download stops half-way.
  const truncated = new Map(good);
  truncated.set(exe, good.get(exe)!.subarray(0, good.get(exe)!.byteLength >> 1));
  variants.set('truncated', truncated);
  // Newer by version, but its schema is older than this database's.
  const oldSchema = new Map(good);
  const manifest = JSON.parse(new TextDecoder().decode(good.get('release.json')!));
  oldSchema.set('release.json', Buffer.from(JSON.stringify({ ...manifest, version: '0.3.0', schema: { sqlite: 1, postgres: 1 } })));
  signedSums(oldSchema);
  variants.set('oldschema', oldSchema);

  server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    fetch(request) {
      const [, variant = '', name = ''] = new URL(request.url).pathname.split('/');
      const body = variants.get(variant)?.get(name);
      return body ? new Response(Buffer.from(body)) : new Response('not found', { status: 404 });
    },
  });
  // The installed executable creates the database at its own schema level.
  const created = await run(['users', 'create', '--email', 'admin@club.test', '--role', 'admin']);
  if (created.code !== 0) throw new Error(created.err);
}, 120_000);

afterAll(() => {
  server?.stop(true);
  rmSync(work, { recursive: true, force: true });
  rmSync(offline.BUN_INSTALL_CACHE_DIR, { recursive: true, force: true });
});

/** The machine an ELF executable is for (e_machine), or null for another format. */
function elfMachine(path: string): 'x86-64' | 'aarch64' | 'other' | null {
  const header = readFileSync(path).subarray(0, 20);
  if (header.subarray(0, 4).toString('latin1') !== '\x7fELF') return null;
  const machine = header.readUInt16LE(18);
  return machine === 0x3e ? 'x86-64' : machine === 0xb7 ? 'aarch64' : 'other';
}

describe('npm run release', () => {
  test('writes each platform’s executable for its architecture, with checksums and a signature minisign accepts', () => {
    if (platform.startsWith('linux'))
      expect(elfMachine(join(releaseDir, executableName(platform)))).toBe(process.arch === 'arm64' ? 'aarch64' : 'x86-64');
    const sums = parseChecksums(readFileSync(join(releaseDir, 'SHA256SUMS'), 'utf8'));
    expect([...sums.keys()].sort()).toEqual([...releasedPlatforms.map(executableName), 'RELEASE_NOTES.md', 'release.json'].sort());
    for (const [name, hex] of sums) expect(digest(readFileSync(join(releaseDir, name)))).toBe(hex);
    const manifest = JSON.parse(readFileSync(join(releaseDir, 'release.json'), 'utf8'));
    expect(manifest).toMatchObject({ version: '0.2.0', schema: newerSchemaLevel });
    expect(
      verifyDetached(
        readFileSync(join(releaseDir, 'SHA256SUMS')),
        readFileSync(join(releaseDir, 'SHA256SUMS.minisig'), 'utf8'),
        parsePublicKey(keys.publicKey),
      ),
    ).toContain('catchd 0.2.0');
    // The reference implementation, where this machine has it.
    const minisign = Bun.which('minisign');
    if (minisign) {
      const check = Bun.spawnSync([minisign, '-Vm', join(releaseDir, 'SHA256SUMS'), '-P', keys.publicKey]);
      expect(check.stderr.toString() + check.stdout.toString()).toContain('Signature and comment signature verified');
    }
  });

  test('refuses to sign with a key the executables would not trust', () => {
    const release = Bun.spawnSync([process.execPath, 'scripts/release.ts', '--platforms', platform, '--out', join(work, 'wrong-key')], {
      cwd: root,
      env: {
        ...process.env,
        CATCHD_RELEASE_PUBLIC_KEY: keys.publicKey,
        CATCHD_RELEASE_SIGNING_KEY: generateKeys(randomBytes(8)).secretKey,
      },
    });
    expect(release.exitCode).not.toBe(0);
    expect(existsSync(join(work, 'wrong-key', 'SHA256SUMS.minisig'))).toBe(false);
  });
});

describe('catchd update', () => {
  test('--version names the version, commit, build time and platform', async () => {
    expect((await run(['--version'])).out).toMatch(/^catchd 0\.1\.0 \(commit \w+, built \d{4}-\d\d-\d\dT[\d:]+Z, bun-/);
  });

  test('--check says a newer release exists and changes nothing', async () => {
    const before = digest(readFileSync(installed));
    const check = await run(['update', '--check']);
    expect(check.code).toBe(0);
    expect(check.out).toContain('catchd 0.2.0 is available');
    expect(digest(readFileSync(installed))).toBe(before);
  });

  test.each([
    ['badsig', 'signature is not valid'],
    ['badsum', 'does not match its checksum'],
    ['truncated', 'does not match its checksum'],
    ['oldschema', 'does not know every migration'],
  ])('a release from %s is refused with nothing changed', async (variant, reason) => {
    const before = digest(readFileSync(installed));
    const result = await run(['update'], { variant });
    expect(result.code).toBe(1);
    expect(result.err).toContain(reason);
    expect(digest(readFileSync(installed))).toBe(before);
    expect(readdirSync(join(installed, '..')).sort()).toEqual([installed.split('/').pop()!]);
    expect(existsSync(join(dataDir, 'backups'))).toBe(false);
  });

  test('a good release is installed after a backup, and rolled back and forward again', async () => {
    // Piped, the download's progress comes as plain lines on stderr, up to the whole size.
    const update = await run(['update'], { env: { CATCHD_PROGRESS_INTERVAL_MS: '1' } });
    const progress = update.err.split('\n').filter((line) => line !== '');
    expect(progress.length).toBeGreaterThan(0);
    for (const line of progress) expect(line).toMatch(/^update: download: \d+% \([\d.]+ [kMG]?B of [\d.]+ MB, /);
    expect(progress.at(-1)).toStartWith('update: download: 100% ');
    expect(update.out).toContain('catchd 0.2.0 installed in place of 0.1.0');
    expect((await run(['--version'])).out).toContain('catchd 0.2.0');
    expect((await run(['--version'], { executable: `${installed}.previous` })).out).toContain('catchd 0.1.0');
    const backups = readdirSync(join(dataDir, 'backups')).filter((name) => name.endsWith('.db'));
    expect(backups).toHaveLength(1);
    expect(
      readFileSync(join(dataDir, 'backups', backups[0]!))
        .subarray(0, 15)
        .toString(),
    ).toBe('SQLite format 3');
    expect((await run(['update'])).out).toContain('catchd 0.2.0 is the newest release');

    // The database has not run 0.2.0's migration yet: the way back is open.
    expect((await run(['update', '--rollback'])).code).toBe(0);
    expect((await run(['--version'])).out).toContain('catchd 0.1.0');
    expect((await run(['update', '--rollback'])).code).toBe(0);
    expect((await run(['--version'])).out).toContain('catchd 0.2.0');
  });

  test('once 0.2.0 has migrated the database, rolling back to 0.1.0 is refused', async () => {
    expect((await run(['users', 'create', '--email', 'diver@club.test'])).code).toBe(0);
    const before = digest(readFileSync(installed));
    const rollback = await run(['update', '--rollback']);
    expect(rollback.code).toBe(1);
    expect(rollback.err).toContain('does not know every migration this database now has');
    expect(digest(readFileSync(installed))).toBe(before);
    expect((await run(['--version'])).out).toContain('catchd 0.2.0');
  });
});
