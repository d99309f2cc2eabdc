// `npm run release`: the executables of one version for every platform, with what an operator
// and `catchd update` need to trust them, in one folder (default dist/release):
//   catchd-<platform>[.exe]   one per platform (Bun's cross-compilation)
//   release.json              version, commit, build time, schema level, file of each platform
//   SHA256SUMS                `sha256sum -c` format, of every file above
//   SHA256SUMS.minisig        minisign signature of SHA256SUMS by the release key
//   RELEASE_NOTES.md          the changes since the previous release tag
// Signing: CATCHD_RELEASE_SIGNING_KEY holds the secret key (never in the repository); it must
// belong to the public key the executables trust (src/build-info.ts, or CATCHD_RELEASE_PUBLIC_KEY
// at build time). `npm run release -- keygen` prints a new pair.
//   npm run release [-- --platforms linux-x64,linux-arm64] [--out DIR] [--unsigned]
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import packageJson from '../package.json' with { type: 'json' };
import { projectReleaseKey } from '../src/build-info';
import { generateKeys, parsePublicKey, parseSecretKey, signDetached, verifyDetached } from '../src/lib/minisign';
import { ProgressReporter } from '../src/lib/progress';
import {
  bunTargets,
  executableName,
  formatChecksums,
  ownSchemaLevel,
  releasePlatforms,
  type ReleaseManifest,
  type ReleasePlatform,
} from '../src/modules/update/release';
import { buildExecutable } from './build';

const root = join(import.meta.dir, '..');

function git(...args: string[]): string | null {
  const run = Bun.spawnSync(['git', ...args], { cwd: root, stderr: 'ignore' });
  return run.exitCode === 0 ? run.stdout.toString().trim() : null;
}

/** The changes since the newest `v*` tag (or the last 50 commits when there is none), one line each. */
function releaseNotes(version: string): string {
  const previous = git('describe', '--tags', '--abbrev=0', '--match', 'v*');
  const range = previous ? [`${previous}..HEAD`] : ['-50'];
  const changes = git('log', '--no-merges', '--format=- %s (%h)', ...range) ?? '';
  return `# catchd ${version}\n\n${previous ? `Changes since ${previous}:` : 'Recent changes:'}\n\n${changes}\n`;
}

function parsePlatforms(text: string | undefined): ReleasePlatform[] {
  if (!text) return [...releasePlatforms];
  return text.split(',').map((name) => {
    if (!(releasePlatforms as readonly string[]).includes(name))
      throw new Error(`unknown platform "${name}"; one of ${releasePlatforms.join(', ')}`);
    return name as ReleasePlatform;
  });
}

const sha256 = (path: string): string => createHash('sha256').update(readFileSync(path)).digest('hex');

function release(options: { platforms: ReleasePlatform[]; out: string; unsigned: boolean }): void {
  const secret = process.env.CATCHD_RELEASE_SIGNING_KEY;
  if (!secret && !options.unsigned)
    throw new Error(
      'CATCHD_RELEASE_SIGNING_KEY is not set (or pass --unsigned for a local trial; catchd update refuses unsigned releases)',
    );
  const trustedKey = process.env.CATCHD_RELEASE_PUBLIC_KEY || projectReleaseKey;
  // A key that is not the one the executables trust would publish a release no updater accepts.
  if (secret)
    verifyDetached(Buffer.from('probe'), signDetached(Buffer.from('probe'), parseSecretKey(secret), 'probe'), parsePublicKey(trustedKey));
  const version = process.env.CATCHD_BUILD_VERSION || packageJson.version;
  const commit = process.env.CATCHD_BUILD_COMMIT || git('rev-parse', '--short=12', 'HEAD') || 'unknown';
  process.env.SOURCE_DATE_EPOCH ??= String(Math.floor(Date.now() / 1000));
  rmSync(options.out, { recursive: true, force: true });
  mkdirSync(options.out, { recursive: true });

  const files: Partial<Record<ReleasePlatform, string>> = {};
  // Each build blocks this process: a terminal's bar is drawn before it, cleared for the line after
  // it. Piped, those lines on stdout are the progress.
  const progress = process.stderr.isTTY ? new ProgressReporter({ label: 'release', unit: { noun: 'platforms' } }) : null;
  options.platforms.forEach((platform, index) => {
    const started = performance.now();
    const name = executableName(platform);
    progress?.stage(`release: building ${name}`);
    progress?.update(index, options.platforms.length);
    buildExecutable({ target: bunTargets[platform], outfile: join(options.out, name) });
    progress?.finish();
    files[platform] = name;
    console.log(`[${index + 1}/${options.platforms.length}] ${name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  });
  const manifest: ReleaseManifest = {
    version,
    commit,
    builtAt: new Date(Number(process.env.SOURCE_DATE_EPOCH) * 1000).toISOString().replace(/\.\d+Z$/, 'Z'),
    schema: ownSchemaLevel,
    files,
  };
  writeFileSync(join(options.out, 'release.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(options.out, 'RELEASE_NOTES.md'), releaseNotes(version));
  const listed = [...Object.values(files), 'release.json', 'RELEASE_NOTES.md'];
  const sums = formatChecksums(new Map(listed.map((name) => [name, sha256(join(options.out, name))])));
  writeFileSync(join(options.out, 'SHA256SUMS'), sums);
  if (!secret) {
    console.log(`unsigned release ${version} in ${options.out}`);
    return;
  }
  const signature = signDetached(
    Buffer.from(sums),
    parseSecretKey(secret),
    `catchd ${version} commit ${commit} timestamp:${process.env.SOURCE_DATE_EPOCH}`,
  );
  writeFileSync(join(options.out, 'SHA256SUMS.minisig'), signature);
  console.log(
    `signed release ${version} in ${options.out}: check it with  minisign -Vm SHA256SUMS -P ${trustedKey}  and  sha256sum -c SHA256SUMS`,
  );
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { platforms: { type: 'string' }, out: { type: 'string' }, unsigned: { type: 'boolean' } },
  });
  if (positionals[0] === 'keygen') {
    const keys = generateKeys(randomBytes(8));
    console.log(`public key (src/build-info.ts projectReleaseKey, README):\n${keys.publicKey}\n`);
    console.log(`secret key (keep it out of the repository; CATCHD_RELEASE_SIGNING_KEY when releasing):\n${keys.secretKey}`);
  } else {
    release({
      platforms: parsePlatforms(values.platforms),
      out: resolve(values.out ?? join(root, 'dist/release')),
      unsigned: values.unsigned ?? false,
    });
  }
}
