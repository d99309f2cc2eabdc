// `npm run release` for linux-x64 and linux-arm64 (Bun's cross-compilation), each file checked
// with `file`, and the arm64 one run as an operator on a Raspberry Pi or an ARM cloud machine would,
// here under Debian's user-mode emulation (qemu-aarch64 with the arm64 C library of
// libc6-arm64-cross): it creates its database, answers a create and a list over HTTP, and stops
// on SIGTERM with exit 0. (The x64 file runs in the container image check.)
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LinuxRelease, linuxRelease } from './release';
import { freePort, requireTools, run, waitUntilAnswering } from './tools';

const work = mkdtempSync(join(tmpdir(), 'catchd-platform-arm64-'));
const armLibraries = '/usr/aarch64-linux-gnu';
let release: LinuxRelease;

/** The command line of the arm64 executable under emulation. */
function emulated(args: string[]): string[] {
  return ['qemu-aarch64', '-L', armLibraries, join(release.dir, 'catchd-linux-arm64'), ...args];
}
/** Its data folder. */
const env = { CATCHD_DATA_DIR: join(work, 'data') };

beforeAll(() => {
  requireTools('file', 'qemu-aarch64', `${armLibraries}/lib/ld-linux-aarch64.so.1`);
  release = linuxRelease();
  console.log(`npm run release for linux-x64 and linux-arm64: ${release.seconds.toFixed(1)} s`);
}, 600_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('npm run release for Linux', () => {
  test('writes an x86-64 and an aarch64 executable, as `file` reads them, listed in SHA256SUMS', () => {
    const described = (name: string): string => run(['file', '--brief', join(release.dir, name)]).out;
    expect(described('catchd-linux-x64')).toMatch(/^ELF 64-bit LSB executable, x86-64\b/);
    expect(described('catchd-linux-arm64')).toMatch(/^ELF 64-bit LSB executable, ARM aarch64\b/);
    const checked = run(['sha256sum', '--check', 'SHA256SUMS'], { cwd: release.dir }).out;
    expect(checked).toContain('catchd-linux-x64: OK');
    expect(checked).toContain('catchd-linux-arm64: OK');
  });
});

describe('the linux-arm64 executable under emulation', () => {
  test('says which platform it was built for', () => {
    expect(run(emulated(['--version'])).out).toMatch(/^catchd \S+ \(commit \w+, built \S+, bun-linux-aarch64/);
  });

  test('serves: a catch created over HTTP is in the list, and SIGTERM ends it with exit 0', async () => {
    const key = run(emulated(['keys', 'create', '--email', 'diver@club.test', '--scopes', 'all']), { env })
      .out.trim()
      .split('\n')
      .at(-1)!;
    expect(key).toStartWith('cdk_');
    const port = freePort();
    const started = performance.now();
    const server = Bun.spawn(emulated(['serve']), {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdout: 'ignore',
      stderr: 'pipe',
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      await waitUntilAnswering(`${base}/readyz`, 120).catch(async (error) => {
        server.kill('SIGKILL');
        throw new Error(`${error.message}; its output:\n${await new Response(server.stderr).text()}`);
      });
      console.log(`arm64 under emulation: ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
      const created = await fetch(`${base}/v1/catches`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ species: 'Dusky grouper', weight_lbs: 24, depth_ft: 35 }),
      });
      expect(created.status).toBe(201);
      const { id } = await created.json();
      const listed = await fetch(`${base}/v1/catches`, { headers });
      expect(listed.status).toBe(200);
      expect(((await listed.json()).data as { id: string; species: string }[]).map((c) => [c.id, c.species])).toEqual([
        [id, 'Dusky grouper'],
      ]);
      server.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      server.kill('SIGKILL');
    }
  }, 240_000);
});
