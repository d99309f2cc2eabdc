// Type-ahead species search against the Bun.serve ceiling, measured in the same run.
// Server pinned to core 0, wrk to core 1 (taskset). Prints req/s of both and the ratio.
//   npx bun bench/species-search.ts [seconds=10] [connections=32]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 32);
const root = join(import.meta.dir, '..');
const dir = mkdtempSync(join(tmpdir(), 'catchd-bench-'));
const bun = process.execPath;
const queries = ['grou', 'mero', 'mahi', 'snap', 'dora', 'amber', 'lobs', 'barr'];

/** A port nothing listens on now (other benchmarks may run on this machine too). */
function freePort(): number {
  const probe = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } });
  const port = probe.port;
  probe.stop(true);
  return port;
}

async function waitForPort(port: number): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return;
    } catch {
      await Bun.sleep(50);
    }
  }
  throw new Error(`nothing listens on ${port}`);
}

function wrk(url: string, script: string | null): number {
  const args = ['taskset', '-c', '1', 'wrk', '-t1', `-c${connections}`, `-d${seconds}s`, ...(script ? ['-s', script] : []), url];
  const out = Bun.spawnSync(args).stdout.toString();
  const match = /Requests\/sec:\s+([\d.]+)/.exec(out);
  if (!match) throw new Error(`wrk said:\n${out}`);
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out);
  if (errors) throw new Error(`${errors[1]} failed responses:\n${out}`);
  return Number(match[1]);
}

async function measure(command: string[], env: Record<string, string>, port: number, path: string, script: string | null): Promise<number> {
  const server = Bun.spawn(['taskset', '-c', '0', ...command], { cwd: root, env: { ...process.env, ...env, PORT: String(port) }, stdout: 'ignore', stderr: 'inherit' });
  try {
    await waitForPort(port);
    wrk(`http://127.0.0.1:${port}${path}`, script); // warm-up run, same length
    return wrk(`http://127.0.0.1:${port}${path}`, script);
  } finally {
    server.kill();
    await server.exited;
  }
}

try {
  const env = { CATCHD_DATA_DIR: join(dir, 'data'), CATCHD_RATE_LIMIT: '0' };
  const keyRun = Bun.spawnSync([bun, 'src/index.ts', 'keys', 'create', '--email', 'bench@example.com', '--scopes', 'species:read'], { cwd: root, env: { ...process.env, ...env } });
  const key = keyRun.stdout.toString().trim();
  if (!key.startsWith('cdk_')) throw new Error(`no key: ${keyRun.stderr.toString()}`);
  const script = join(dir, 'typeahead.lua');
  writeFileSync(
    script,
    `local queries = { ${queries.map((q) => `"${q}"`).join(', ')} }
local i = 0
wrk.headers["Authorization"] = "Bearer ${key}"
request = function()
  i = i + 1
  return wrk.format("GET", "/v1/species?per_page=10&q=" .. queries[(i % #queries) + 1])
end
`,
  );
  const ceiling = await measure([bun, 'bench/ceiling-server.ts'], {}, freePort(), '/', null);
  const search = await measure([bun, 'src/index.ts', 'serve'], env, freePort(), '/', script);
  console.log(`ceiling (Bun.serve, fixed 2 KB JSON): ${ceiling.toFixed(0)} req/s`);
  console.log(`species type-ahead (q=${queries.join('|')}, per_page=10): ${search.toFixed(0)} req/s`);
  console.log(`ratio: ${(search / ceiling).toFixed(3)} (target >= 0.2)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
