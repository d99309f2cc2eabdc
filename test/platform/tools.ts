// What the platform checks (`npm run test:platform`) need beyond Node and npm: Debian's container,
// emulation and bootstrap tools, which no npm package provides. The default `npm test` never loads
// these files (their names do not end in .test.ts); .ci/run runs them where the machine has the tools.
import { existsSync } from 'node:fs';

/** Each tool (a command, or a file another package puts in place) and the Debian package with it. */
const debianPackages = {
  podman: 'podman',
  runc: 'runc',
  'qemu-aarch64': 'qemu-user',
  '/usr/aarch64-linux-gnu/lib/ld-linux-aarch64.so.1': 'libc6-arm64-cross',
  debootstrap: 'debootstrap',
  ip: 'iproute2',
  file: 'file',
} as const;

export type PlatformTool = keyof typeof debianPackages;

/**
 * The path of each tool, or an error naming the Debian packages that are missing (and that the
 * checks need root, for podman's and debootstrap's mounts).
 */
export function requireTools(...tools: PlatformTool[]): Record<PlatformTool, string> {
  const found: Partial<Record<PlatformTool, string>> = {};
  const missing: string[] = [];
  for (const tool of tools) {
    const path = tool.startsWith('/') ? (existsSync(tool) ? tool : null) : Bun.which(tool, { PATH: `${process.env.PATH}:/usr/sbin:/sbin` });
    if (path) found[tool] = path;
    else missing.push(debianPackages[tool]);
  }
  if (missing.length > 0)
    throw new Error(
      `the platform checks need Debian's ${missing.join(', ')}: apt-get install ${[...new Set(missing)].join(' ')} (as root)`,
    );
  if (process.getuid?.() !== 0) throw new Error('the platform checks run as root (podman builds and runs images, debootstrap mounts)');
  return found as Record<PlatformTool, string>;
}

/** Runs a command to its end; throws with its output when it fails, unless `allowFailure`. */
export function run(
  command: string[],
  options: { env?: Record<string, string | undefined>; cwd?: string; allowFailure?: boolean } = {},
): { code: number; out: string; err: string } {
  const result = Bun.spawnSync(command, { env: { ...process.env, ...options.env }, cwd: options.cwd, stdout: 'pipe', stderr: 'pipe' });
  const outcome = { code: result.exitCode, out: result.stdout.toString(), err: result.stderr.toString() };
  if (outcome.code !== 0 && !options.allowFailure)
    throw new Error(`${command.join(' ')} exited ${outcome.code}:\n${outcome.out}${outcome.err}`);
  return outcome;
}

/** Polls `url` until it answers 2xx; throws after `seconds`. */
export async function waitUntilAnswering(url: string, seconds: number): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await Bun.sleep(100);
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** A TCP port nobody listens on now. */
export function freePort(): number {
  const probe = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}
