// HTTP benchmark of the catches API at scale, as ratios to a bare Bun.serve ceiling
// measured in the same run (shared machines are noisy; ratios are stable).
// Server and wrk are pinned to different cores.
// Usage: bun bench/http.ts <data dir with imported catches> [seconds per case]
// (bench/run.sh generates 1M catches, imports them and runs this.)
import { Database } from 'bun:sqlite';
import { join, resolve } from 'node:path';

const dataDir = resolve(process.argv[2] ?? 'bench/out/data');
const seconds = Number(process.argv[3] ?? 10);
const binary = resolve('dist/catchd');
const serverCore = '0';
const loadCore = '1';

function wrk(url: string, extra: string[] = []): number {
  const result = Bun.spawnSync(['taskset', '-c', loadCore, 'wrk', '-t1', '-c32', `-d${seconds}s`, ...extra, url]);
  const text = result.stdout.toString();
  const match = text.match(/Requests\/sec:\s+([\d.]+)/);
  const non2xx = text.match(/Non-2xx or 3xx responses: (\d+)/);
  if (!match) throw new Error(`wrk failed: ${text}${result.stderr}`);
  if (non2xx) console.error(`  warning: ${non2xx[1]} non-2xx responses for ${url}`);
  return Number(match[1]);
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      await fetch(url);
      return;
    } catch {
      await Bun.sleep(50);
    }
  }
  throw new Error(`${url} never answered`);
}

const ceiling = Bun.spawn(['taskset', '-c', serverCore, process.execPath, 'bench/ceiling.ts', '4100'], { stdout: 'ignore' });
await waitFor('http://127.0.0.1:4100/');
const ceilingRps = wrk('http://127.0.0.1:4100/');
ceiling.kill();
console.log(`ceiling: ${ceilingRps.toFixed(0)} req/s`);

const env = { ...process.env, CATCHD_DATA_DIR: dataDir, PORT: '4101', HOST: '127.0.0.1', CATCHD_RATE_LIMIT: '0' };
const key = Bun.spawnSync([binary, 'keys', 'create', '--email', 'bench@bench.test', '--scopes', 'all'], { env }).stdout.toString().trim().split('\n').at(-1)!;

const db = new Database(join(dataDir, 'catchd.db'), { readonly: true });
const total = db.query<{ n: number }, []>('SELECT sum(n) AS n FROM catch_counts_total').get()!.n;
const bySpecies = db
  .query<{ id: string; n: number }, []>('SELECT s.id, sum(c.n) AS n FROM catch_counts_by_species c JOIN species s ON s.pk = c.species_pk GROUP BY s.id ORDER BY n DESC')
  .all();
const big = bySpecies[0];
const small = bySpecies.reduce((best, s) => (Math.abs(s.n / total - 0.004) < Math.abs(best.n / total - 0.004) ? s : best));
const deep = db.query<{ id: string }, []>('SELECT id FROM catches ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET 199999').get()!;
db.close();
console.log(`catches: ${total}; big species ${(big.n / total * 100).toFixed(1)}%, small species ${(small.n / total * 100).toFixed(2)}%`);

const server = Bun.spawn(['taskset', '-c', serverCore, binary, 'serve'], { env, stdout: 'ignore', stderr: 'inherit' });
await waitFor('http://127.0.0.1:4101/healthz');
const auth = ['-H', `Authorization: Bearer ${key}`];
const base = 'http://127.0.0.1:4101/v1/catches';
const cases: { name: string; url: string; extra?: string[]; target: number }[] = [
  { name: `list page 1, filter matching ${(small.n / total * 100).toFixed(2)}%, exact total`, url: `${base}?species_id=${small.id}&per_page=20`, target: 0.12 },
  { name: `list page 1, filter matching ${(big.n / total * 100).toFixed(1)}%, exact total`, url: `${base}?species_id=${big.id}&per_page=20`, target: 0.12 },
  { name: 'page 10,000 through after', url: `${base}?after=${deep.id}&per_page=20`, target: 0.12 },
  { name: 'q search for a common word', url: `${base}?q=reef`, target: 0.05 },
  { name: 'create catch (committed before 201)', url: base, extra: ['-s', 'bench/post-catch.lua'], target: 0 },
];
const results = [];
for (const c of cases) {
  const rps = wrk(c.url, [...auth, ...(c.extra ?? [])]);
  results.push({ case: c.name, rps: Math.round(rps), ratio: Number((rps / ceilingRps).toFixed(3)), target: c.target });
  console.log(`${c.name}: ${rps.toFixed(0)} req/s, ratio ${(rps / ceilingRps).toFixed(3)}${c.target ? ` (target ${c.target})` : ''}`);
}
server.kill('SIGTERM');
await server.exited;
await Bun.write('bench/out/http-results.json', JSON.stringify({ ceilingRps: Math.round(ceilingRps), total, results }, null, 2));
