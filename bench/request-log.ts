// Does the request log slow the cached paths down? The built executable with the request log
// on and off (CATCHD_REQUEST_LOG_MAX_ROWS=0), and optionally another build on its own copy of
// the data (e.g. the build before the log moved out of the database), in alternating rounds
// (which goes first rotates). Every case is one URL again and again with an API key, so every
// request is logged: the *cached path*. Each measurement alternates with the Bun.serve ceiling
// second by second; ratios are per measurement, medians over the rounds, with the hit rates of
// the in-process caches (from /metrics) over the measured requests. Beside each ratio, the
// CPU time per request of the server process (every thread: the log writer's too), from
// /proc: a shared machine's other load changes requests per second far more than it changes
// that, so it is the steadier figure for comparing the variants (not the ceiling's: it is held
// back by the load generator, not by its own CPU).
// Usage: npx bun bench/request-log.ts <data dir> [seconds=5] [rounds=4] [other binary] [its data dir]
//   (the data dir of bench/run.sh: bench/out/data; a copy of it for the other build, which may
//   not open a database this build has migrated.)
import { Database } from 'bun:sqlite';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cacheLookups, createKey, hitRates, median, root, startCeiling, startServer, wrk } from './lib';

const [dataDirText = 'bench/out/data', secondsText = '5', roundsText = '4', otherBinary, otherDataDir] = process.argv.slice(2);
const dataDir = resolve(dataDirText);
const seconds = Number(secondsText);
const rounds = Number(roundsText);
const binary = join(root, 'dist/catchd');

interface Variant {
  name: string;
  binary: string;
  env: Record<string, string>;
  key: string;
}
const variants: Variant[] = [
  { name: 'log on', binary, env: { CATCHD_DATA_DIR: dataDir }, key: '' },
  { name: 'log off', binary, env: { CATCHD_DATA_DIR: dataDir, CATCHD_REQUEST_LOG_MAX_ROWS: '0' }, key: '' },
];
if (otherBinary && otherDataDir)
  variants.push({
    name: `other build (${otherBinary})`,
    binary: resolve(otherBinary),
    env: { CATCHD_DATA_DIR: resolve(otherDataDir) },
    key: '',
  });
for (const v of variants) v.key = createKey(v.binary, v.env, 'request-log@bench.test');

const data = new Database(join(dataDir, 'catchd.db'), { readonly: true });
const big = data
  .query<{ id: string }, []>(
    'SELECT s.id FROM catch_counts_by_species c JOIN species s ON s.pk = c.species_pk GROUP BY s.id ORDER BY sum(c.n) DESC LIMIT 1',
  )
  .get()!.id;
data.close();
const cases = [
  { name: 'one list URL (biggest species, page 1 of 20)', path: `/v1/catches?species_id=${big}&per_page=20`, target: 0.24 },
  { name: 'species board (heaviest, biggest species, top 10)', path: `/v1/leaderboards/heaviest?species=${big}`, target: 0.4 },
  { name: 'all-species board (heaviest, top 10)', path: '/v1/leaderboards/heaviest', target: 0 },
];

interface Measurement {
  ratio: number;
  rps: number;
  ceiling: number;
  hits: string;
  /** Server CPU per request, µs. */
  cpuUs: number;
}

/** CPU time a process (all its threads) has used, in µs (utime + stime from /proc, in clock ticks of 10 ms). */
function cpuUs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/**
 * `url` and the ceiling in alternating one-second slices, `seconds` of each (the other load of
 * a shared machine comes in bursts: slices next to each other see more of the same), with the
 * CPU per request that `pid` spent on its slices.
 */
function measured(pid: number, url: string, key: string): { rps: number; ceiling: number; cpuPerRequest: number } {
  let served = 0;
  let ceilingServed = 0;
  let cpu = 0;
  for (let slice = 0; slice < seconds; slice++) {
    ceilingServed += wrk(ceiling.url, { seconds: 1 });
    const before = cpuUs(pid);
    served += wrk(url, { seconds: 1, key });
    cpu += cpuUs(pid) - before;
  }
  return { rps: served / seconds, ceiling: ceilingServed / seconds, cpuPerRequest: cpu / served };
}
const results = new Map<string, Measurement[]>();
const ceiling = await startCeiling();
try {
  wrk(ceiling.url, { seconds: 2 }); // warm-up
  for (let round = 0; round < rounds; round++) {
    const order = variants.map((_, i) => variants[(i + round) % variants.length]!);
    for (const variant of order) {
      const server = await startServer([variant.binary, 'serve'], variant.env);
      try {
        for (const c of cases) {
          const url = server.url + c.path;
          wrk(url, { seconds: 1, key: variant.key }); // warm-up: the caches fill
          const before = await cacheLookups(server.url);
          const it = measured(server.pid, url, variant.key);
          const hits = hitRates(before, await cacheLookups(server.url));
          const m: Measurement = {
            ratio: it.rps / it.ceiling,
            rps: it.rps,
            ceiling: it.ceiling,
            hits,
            cpuUs: it.cpuPerRequest,
          };
          const key = `${variant.name}|${c.name}`;
          results.set(key, [...(results.get(key) ?? []), m]);
          console.log(
            `round ${round + 1}, ${variant.name}, ${c.name}: ${m.rps.toFixed(0)} req/s, ceiling ${m.ceiling.toFixed(0)}, ratio ${m.ratio.toFixed(3)}; ` +
              `server CPU ${m.cpuUs.toFixed(1)} µs/request\n    cache hits: ${hits}`,
          );
        }
      } finally {
        await server.stop();
      }
    }
  }
} finally {
  await ceiling.stop();
}

console.log(`\n[cached path] medians over ${rounds} alternating rounds of ${seconds} s (ratio: to the ceiling in the slices between):`);
for (const c of cases)
  for (const variant of variants) {
    const runs = results.get(`${variant.name}|${c.name}`)!;
    const ratio = median(runs.map((m) => m.ratio));
    const verdict = c.target > 0 && variant.name === 'log on' ? ` (target >= ${c.target}: ${ratio >= c.target ? 'met' : 'missed'})` : '';
    console.log(
      `${c.name}, ${variant.name}: ${median(runs.map((m) => m.rps)).toFixed(0)} req/s, ceiling ${median(runs.map((m) => m.ceiling)).toFixed(0)}, ` +
        `ratio ${ratio.toFixed(3)} [${runs.map((m) => m.ratio.toFixed(3)).join(', ')}]; ` +
        `server CPU ${median(runs.map((m) => m.cpuUs)).toFixed(1)} µs/request [${runs.map((m) => m.cpuUs.toFixed(1)).join(', ')}]${verdict}`,
    );
  }
const logFile = join(dataDir, 'catchd.request-log.db');
if (existsSync(logFile)) {
  const log = new Database(logFile, { readonly: true });
  console.log(`request log file: ${log.query<{ n: number }, []>('SELECT count(*) AS n FROM request_log').get()!.n} rows kept`);
  log.close();
}
