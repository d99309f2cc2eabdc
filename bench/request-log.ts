// Does the request log slow down creating catches? POST /v1/catches against two source trees
// (e.g. the commit before the request log and this one), in alternating rounds, each on a fresh
// data dir, with the ceiling for scale. Usage:
//   git archive <commit before> | tar -x -C /tmp/before && ln -s "$PWD/node_modules" /tmp/before/
//   npx bun bench/request-log.ts /tmp/before . [seconds=5] [rounds=5]
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { median, root, startCeiling, startServer, wrk } from './lib';

const trees = [resolve(process.argv[2] ?? '.'), resolve(process.argv[3] ?? '.')];
const seconds = Number(process.argv[4] ?? 5);
const rounds = Number(process.argv[5] ?? 5);

const servers = [];
for (const tree of trees) {
  const env = { CATCHD_DATA_DIR: mkdtempSync(join(tmpdir(), 'catchd-bench-')) };
  const created = Bun.spawnSync(
    [process.execPath, join(tree, 'src/index.ts'), 'keys', 'create', '--email', 'bench@bench.test', '--scopes', 'all'],
    {
      env: { ...process.env, ...env },
    },
  );
  const key = created.stdout.toString().trim().split('\n').at(-1)!;
  servers.push({ tree, key, server: await startServer([process.execPath, join(tree, 'src/index.ts'), 'serve'], env) });
}
const ceiling = await startCeiling();
const script = join(root, 'bench/post-catch.lua');
const results = servers.map(() => [] as number[]);
const ceilings: number[] = [];
try {
  for (const s of servers) wrk(`${s.server.url}/v1/catches`, { seconds: 2, key: s.key, script }); // warm-up
  for (let round = 0; round < rounds; round++) {
    ceilings.push(wrk(ceiling.url, { seconds }));
    servers.forEach((s, i) => results[i]!.push(wrk(`${s.server.url}/v1/catches`, { seconds, key: s.key, script })));
  }
} finally {
  for (const s of servers) await s.server.stop();
  await ceiling.stop();
}
console.log(`ceiling: median ${median(ceilings).toFixed(0)} req/s`);
servers.forEach((s, i) =>
  console.log(
    `${s.tree}: create catch median ${median(results[i]!).toFixed(0)} req/s (rounds: ${results[i]!.map((r) => r.toFixed(0)).join(', ')})`,
  ),
);
