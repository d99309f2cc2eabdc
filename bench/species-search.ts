// Type-ahead species search against the Bun.serve ceiling, measured in the same run.
// Servers pinned to core 0, wrk to core 1 (taskset). Prints req/s of both and the ratio.
//   npx bun bench/species-search.ts [seconds per wrk run=4] [connections=32]
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, root, startCeiling, startServer, wrk } from './lib';

const seconds = Number(process.argv[2] ?? 4);
const connections = Number(process.argv[3] ?? 32);
const dir = mkdtempSync(join(tmpdir(), 'catchd-bench-'));
const bun = process.execPath;
const queries = ['grou', 'mero', 'mahi', 'snap', 'dora', 'amber', 'lobs', 'barr'];

try {
  const env = { CATCHD_DATA_DIR: join(dir, 'data'), CATCHD_RATE_LIMIT: '0' };
  const keyRun = Bun.spawnSync([bun, 'src/index.ts', 'keys', 'create', '--email', 'bench@example.com', '--scopes', 'species:read'], {
    cwd: root,
    env: { ...process.env, ...env },
  });
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
  // Both servers up at once, measured in alternating rounds: load from other programs on a
  // shared machine then hits both sides alike, and the median ratio is what is reported.
  const ceilingServer = await startCeiling();
  const searchServer = await startServer([bun, 'src/index.ts', 'serve'], env);
  try {
    const ceilingUrl = `http://127.0.0.1:${ceilingServer.port}/`;
    const searchUrl = `http://127.0.0.1:${searchServer.port}/`;
    wrk(ceilingUrl, { seconds, connections }); // warm-up
    wrk(searchUrl, { seconds, connections, script });
    const rounds: { ceiling: number; search: number }[] = [];
    for (let round = 0; round < 5; round++)
      rounds.push({ ceiling: wrk(ceilingUrl, { seconds, connections }), search: wrk(searchUrl, { seconds, connections, script }) });
    for (const r of rounds)
      console.log(
        `round: ceiling ${r.ceiling.toFixed(0)} req/s, search ${r.search.toFixed(0)} req/s, ratio ${(r.search / r.ceiling).toFixed(3)}`,
      );
    console.log(`ceiling (Bun.serve, fixed 2 KB JSON), median: ${median(rounds.map((r) => r.ceiling)).toFixed(0)} req/s`);
    console.log(
      `species type-ahead (q=${queries.join('|')}, per_page=10), median: ${median(rounds.map((r) => r.search)).toFixed(0)} req/s`,
    );
    console.log(`ratio, median of rounds: ${median(rounds.map((r) => r.search / r.ceiling)).toFixed(3)} (target >= 0.2)`);
  } finally {
    await ceilingServer.stop();
    await searchServer.stop();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
