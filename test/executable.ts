// The executable people download, for the tests that exercise what ships: dist/catchd, built by
// `bun scripts/build.ts` once per test run (again only when a file it is built from changed),
// started with `catchd serve` on a fresh database of the run's engine, over real HTTP.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Store } from '../src/db/store';
import { freshDatabaseForProcess } from './support';

const root = resolve(import.meta.dir, '..');
export const executablePath = join(root, 'dist', 'catchd');
/** Beside the executable: the digest of the files it was built from. */
const stampPath = `${executablePath}.sources-sha256`;
const buildInputs = ['scripts/build.ts', 'package.json', 'tsconfig.json', 'bunfig.toml'];

function sourcesDigest(): string {
  const hash = createHash('sha256');
  const files = ['src', 'db'].flatMap((dir) => [...new Bun.Glob('**/*').scanSync({ cwd: join(root, dir) })].map((f) => join(dir, f)));
  for (const file of [...files.sort(), ...buildInputs]) hash.update(file).update(readFileSync(join(root, file)));
  return hash.digest('hex');
}

let checked = false;

/** dist/catchd, built now unless it was built from the files as they are. */
export function builtExecutable(): string {
  if (checked) return executablePath;
  const digest = sourcesDigest();
  if (!existsSync(executablePath) || !existsSync(stampPath) || readFileSync(stampPath, 'utf8') !== digest) {
    // Built beside and renamed into place: a run that stops half-way leaves no half executable.
    const partial = `${executablePath}.${process.pid}`;
    const { CATCHD_RELEASE_PUBLIC_KEY: _key, CATCHD_BUILD_VERSION: _version, ...env } = process.env;
    const build = Bun.spawnSync([process.execPath, 'scripts/build.ts', '--outfile', partial], {
      cwd: root,
      env,
      stdout: 'pipe',
      stderr: 'pipe',
    });
    if (build.exitCode !== 0) throw new Error(`building dist/catchd failed:\n${build.stdout}${build.stderr}`);
    renameSync(partial, executablePath);
    writeFileSync(stampPath, digest);
  }
  checked = true;
  return executablePath;
}

export function freePort(): number {
  const probe = Bun.serve({ port: 0, fetch: () => new Response() });
  const port = probe.port!;
  probe.stop(true);
  return port;
}

export interface RunningExecutable {
  /** http://localhost:<port>: a host name, as WebAuthn wants of its relying party. */
  base: string;
  /** This process's store on the executable's database, to set up and check what the journey needs. */
  db: Store;
  /** The environment it runs with: its database, port and base URL. */
  env: Record<string, string>;
  /** A command of the same executable on the same database (e.g. `users create`). */
  run(args: string[]): { code: number; stdout: string; stderr: string };
  /** What it wrote on stdout and stderr so far. */
  output(): string;
  /** SIGTERM; resolves to its exit code. */
  stop(): Promise<number>;
}

/** `catchd serve` of dist/catchd on a fresh database; resolves once it answers /healthz. */
export async function startExecutable(env: Record<string, string> = {}): Promise<RunningExecutable> {
  const executable = builtExecutable();
  const fresh = await freshDatabaseForProcess();
  const port = freePort();
  const base = `http://localhost:${port}`;
  const fullEnv: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOST: '127.0.0.1',
    PORT: String(port),
    CATCHD_BASE_URL: base,
    // A journey loads every page and asset from 127.0.0.1: on a fast machine a file of them
    // passes the per-address limit (600 a minute) part-way. The limit is tested on its own.
    CATCHD_RATE_LIMIT: '0',
    ...fresh.env,
    ...env,
  };
  const child = Bun.spawn([executable, 'serve'], { cwd: fresh.env.CATCHD_DATA_DIR, env: fullEnv, stdout: 'pipe', stderr: 'pipe' });
  // Read as it comes: a full pipe would stop the server mid-write.
  let output = '';
  const drain = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) output += decoder.decode(chunk, { stream: true });
  };
  const drained = Promise.all([drain(child.stdout), drain(child.stderr)]);
  const running: RunningExecutable = {
    base,
    db: fresh.db,
    env: fullEnv,
    run(args) {
      const result = Bun.spawnSync([executable, ...args], { cwd: fresh.env.CATCHD_DATA_DIR, env: fullEnv });
      return { code: result.exitCode, stdout: result.stdout.toString(), stderr: result.stderr.toString() };
    },
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      const code = await child.exited;
      await drained;
      await fresh.db.close();
      return code;
    },
  };
  for (let waited = 0; ; waited += 50) {
    if (child.exitCode !== null || waited > 20_000) {
      child.kill('SIGKILL');
      throw new Error(`catchd serve did not answer /healthz:\n${output}`);
    }
    try {
      if ((await fetch(`${base}/healthz`)).ok) return running;
    } catch {}
    await Bun.sleep(50);
  }
}
