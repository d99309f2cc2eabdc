// `npm run build`: compiles catchd into one executable with what it is written in
// (src/build-info.ts). Also used by scripts/release.ts for every platform.
//   bun scripts/build.ts [--target bun-linux-arm64] [--outfile dist/catchd]
// Environment: CATCHD_BUILD_VERSION overrides package.json's version, CATCHD_BUILD_COMMIT the
// commit (else `git rev-parse`), SOURCE_DATE_EPOCH the build time, CATCHD_RELEASE_PUBLIC_KEY
// the key the updater trusts (tests build executables that trust a throwaway key).
import { parseArgs } from 'node:util';
import { join } from 'node:path';
import packageJson from '../package.json' with { type: 'json' };

const root = join(import.meta.dir, '..');

/** The entry points: the program and the worker threads it starts by file name. */
const entryPoints = [
  'src/index.ts',
  'src/modules/catches/recount-worker.ts',
  'src/db/checkpoint-worker.ts',
  'src/db/request-log/writer-worker.ts',
  'src/lib/share-card-worker.ts',
];

function gitCommit(): string {
  const run = Bun.spawnSync(['git', 'rev-parse', '--short=12', 'HEAD'], { cwd: root, stderr: 'ignore' });
  return run.exitCode === 0 ? run.stdout.toString().trim() : 'unknown';
}

export interface BuildOptions {
  target: string;
  outfile: string;
}

/** Compiles one executable; throws with the compiler's output when it fails. */
export function buildExecutable(options: BuildOptions): void {
  const epoch = process.env.SOURCE_DATE_EPOCH;
  const info = {
    version: process.env.CATCHD_BUILD_VERSION || packageJson.version,
    commit: process.env.CATCHD_BUILD_COMMIT || gitCommit(),
    builtAt: new Date(epoch ? Number(epoch) * 1000 : Date.now()).toISOString().replace(/\.\d+Z$/, 'Z'),
    target: options.target,
    releaseKey: process.env.CATCHD_RELEASE_PUBLIC_KEY || null,
  };
  const args = [
    'build',
    ...entryPoints,
    '--compile',
    `--target=${options.target}`,
    // --minify renames identifiers, which breaks Elysia: whitespace and syntax only.
    '--minify-whitespace',
    '--minify-syntax',
    '--bytecode',
    '--compile-exec-argv=--smol',
    '--define',
    `CATCHD_BUILD=${JSON.stringify(info)}`,
    // Packages' production builds, not their "development" exports (micromark's carried the
    // debug package and assertions, evaluated at every start).
    '--define',
    'process.env.NODE_ENV="production"',
    '--outfile',
    options.outfile,
  ];
  const run = Bun.spawnSync([process.execPath, ...args], { cwd: root, stdout: 'pipe', stderr: 'pipe' });
  if (run.exitCode !== 0) throw new Error(`bun build for ${options.target} failed:\n${run.stdout}${run.stderr}`);
}

/** Bun's name for the platform this runs on (the default target). */
export function hostTarget(): string {
  const arch = process.arch === 'arm64' ? 'aarch64' : process.arch;
  return `bun-${process.platform === 'win32' ? 'windows' : process.platform}-${arch}`;
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { target: { type: 'string' }, outfile: { type: 'string' } } });
  buildExecutable({ target: values.target ?? hostTarget(), outfile: values.outfile ?? 'dist/catchd' });
}
