// One `npm run release` for both Linux architectures, shared by the platform checks of one run:
// the arm64 executable is run under emulation, the x64 one is packaged into the container image.
// Signed with a key made for this run (the project's signing key never enters the repository).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateKeys } from '../../src/lib/minisign';
import { run } from './tools';

export interface LinuxRelease {
  dir: string;
  publicKey: string;
  /** How long the release command took, in seconds. */
  seconds: number;
}

const root = join(import.meta.dir, '../..');
let made: LinuxRelease | null = null;

/** The release folder (made on first use): catchd-linux-x64, catchd-linux-arm64, SHA256SUMS and its signature. */
export function linuxRelease(): LinuxRelease {
  if (made) return made;
  const parent = mkdtempSync(join(tmpdir(), 'catchd-platform-release-'));
  // Removed once this process is gone (bun test runs no exit handlers), as test/postgres-server.ts does.
  Bun.spawn(['setsid', 'sh', '-c', `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; rm -rf '${parent}'`], {
    stdio: ['ignore', 'ignore', 'ignore'],
  }).unref();
  const dir = join(parent, 'release');
  const keys = generateKeys(randomBytes(8));
  // Exactly the script `npm run release` runs.
  const script: string = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts.release;
  const [bun, ...args] = script.split(' ');
  if (bun !== 'bun') throw new Error(`npm run release is not a bun script: ${script}`);
  const started = performance.now();
  run([process.execPath, ...args, '--platforms', 'linux-x64,linux-arm64', '--out', dir], {
    cwd: root,
    env: { CATCHD_RELEASE_PUBLIC_KEY: keys.publicKey, CATCHD_RELEASE_SIGNING_KEY: keys.secretKey },
  });
  made = { dir, publicKey: keys.publicKey, seconds: (performance.now() - started) / 1000 };
  return made;
}
