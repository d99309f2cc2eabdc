// HTTP benchmark of the catches API at scale, as ratios to a bare Bun.serve ceiling
// measured in alternating rounds in the same run (shared machines are noisy; ratios are
// stable). The server (the built dist/catchd) and wrk are pinned to different cores.
// Usage: bun bench/http.ts <data dir with imported catches> [seconds per run=5] [rounds=3]
// (bench/run.sh generates 1M catches, imports them and runs this.)
import { Database } from 'bun:sqlite';
import { join, resolve } from 'node:path';
import { ratioToCeiling, root, startCeiling, startServer, wrk } from './lib';

const dataDir = resolve(process.argv[2] ?? 'bench/out/data');
const seconds = Number(process.argv[3] ?? 5);
const rounds = Number(process.argv[4] ?? 3);
const binary = join(root, 'dist/catchd');

const env = { CATCHD_DATA_DIR: dataDir };
const key = Bun.spawnSync([binary, 'keys', 'create', '--email', 'bench@bench.test', '--scopes', 'all'], { env: { ...process.env, ...env } })
  .stdout.toString().trim().split('\n').at(-1)!;

const db = new Database(join(dataDir, 'catchd.db'), { readonly: true });
const total = db.query<{ n: number }, []>('SELECT sum(n) AS n FROM catch_counts_total').get()!.n;
const bySpecies = db
  .query<{ id: string; n: number }, []>('SELECT s.id, sum(c.n) AS n FROM catch_counts_by_species c JOIN species s ON s.pk = c.species_pk GROUP BY s.id ORDER BY n DESC')
  .all();
const big = bySpecies[0];
const small = bySpecies.reduce((best, s) => (Math.abs(s.n / total - 0.004) < Math.abs(best.n / total - 0.004) ? s : best));
// Page 10,000 of 20 starts after the 199,999th catch in the default order (newest first).
const deep = db.query<{ id: string }, []>('SELECT id FROM catches ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET 199999').get()!;
db.close();
console.log(`catches: ${total}; big species ${((big.n / total) * 100).toFixed(1)}%, small species ${((small.n / total) * 100).toFixed(2)}%`);

const ceiling = await startCeiling();
const server = await startServer([binary, 'serve'], env);
const base = `${server.url}/v1/catches`;
const cases: { name: string; url: string; script?: string; target: string }[] = [
  { name: `list page 1, filter matching ${((small.n / total) * 100).toFixed(2)}%, exact total`, url: `${base}?species_id=${small.id}&per_page=20`, target: '>= 0.12' },
  { name: `list page 1, filter matching ${((big.n / total) * 100).toFixed(1)}%, exact total`, url: `${base}?species_id=${big.id}&per_page=20`, target: '>= 0.12' },
  { name: 'page 10,000 through after', url: `${base}?after=${deep.id}&per_page=20`, target: '>= 0.12' },
  { name: 'q search for a common word', url: `${base}?q=reef`, target: '>= 0.05' },
  { name: 'create catch (committed before 201)', url: base, script: join(root, 'bench/post-catch.lua'), target: '>= 2,000 req/s' },
];
const results = [];
try {
  wrk(ceiling.url, { seconds: 2 }); // warm-up
  for (const c of cases) {
    const measured = ratioToCeiling(ceiling.url, () => wrk(c.url, { seconds, key, script: c.script }), seconds, rounds);
    results.push({ case: c.name, rps: Math.round(measured.rps), ceiling: Math.round(measured.ceiling), ratio: Number(measured.ratio.toFixed(3)), target: c.target });
    console.log(`${c.name}: ${measured.rps.toFixed(0)} req/s, ceiling ${measured.ceiling.toFixed(0)}, ratio ${measured.ratio.toFixed(3)} (target ${c.target})`);
  }
} finally {
  await server.stop();
  await ceiling.stop();
}
await Bun.write(join(root, 'bench/out/http-results.json'), JSON.stringify({ total, seconds, rounds, results }, null, 2));
