// Start of built executables, in alternating rounds: wall time from spawn to the first /healthz
// answer, the CPU time (user + sys) the process spent until then (less noisy than wall time on a
// shared machine), its ready_ms log field and resident memory at that moment; on a data dir, also
// from spawn to the first answer of a catches list page (an API key's, as bench/http.ts measures it).
//   npx bun bench/start.ts <rounds> <data dir | fresh> <binary> [binary…]
// `fresh`: every start gets a new empty data folder (first start: migrations, secret key).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createKey, freePort } from './lib';

const [roundsArg, dataArg, ...binaries] = process.argv.slice(2);
if (!roundsArg || !dataArg || binaries.length === 0) {
  console.error('usage: bun bench/start.ts <rounds> <data dir | fresh> <binary> [binary…]');
  process.exit(2);
}
const rounds = Number(roundsArg);
/** One key per binary (each may migrate the data dir its own way), made before any start. */
const keys = new Map(dataArg === 'fresh' ? [] : binaries.map((binary) => [binary, createKey(binary, { CATCHD_DATA_DIR: dataArg })]));
const ticksPerSecond = 100;

interface Start {
  wallMs: number;
  /** To the first list answer (NaN on fresh data folders). */
  listMs: number;
  cpuMs: number;
  readyMs: number;
  rssMiB: number;
}

/** utime + stime of every thread so far, and resident memory, from /proc. */
function cpuAndRss(pid: number): { cpuMs: number; rssMiB: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpuMs = ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return { cpuMs, rssMiB: Number(rss?.[1] ?? 0) / 1024 };
}

async function startOnce(binary: string): Promise<Start> {
  const dataDir = dataArg === 'fresh' ? mkdtempSync(join(tmpdir(), 'catchd-start-')) : dataArg!;
  const port = freePort();
  const started = performance.now();
  const child = Bun.spawn([binary, 'serve'], {
    env: { ...process.env, CATCHD_DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), CATCHD_RATE_LIMIT: '0' },
    stdout: 'pipe',
    stderr: 'ignore',
  });
  try {
    for (;;) {
      try {
        const answer = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (answer.status === 200) {
          const wallMs = performance.now() - started;
          const { cpuMs, rssMiB } = cpuAndRss(child.pid);
          const key = keys.get(binary);
          let listMs = Number.NaN;
          if (key) {
            const list = await fetch(`http://127.0.0.1:${port}/v1/catches?per_page=1`, { headers: { authorization: `Bearer ${key}` } });
            if (list.status !== 200) throw new Error(`${binary}: the first list page answered ${list.status}`);
            await list.arrayBuffer();
            listMs = performance.now() - started;
          }
          child.kill('SIGTERM');
          const log = await new Response(child.stdout).text();
          const readyMs = Number(/"ready_ms":(\d+)/.exec(log)?.[1] ?? Number.NaN);
          return { wallMs, listMs, cpuMs, readyMs, rssMiB };
        }
      } catch {
        // not listening yet
      }
      await Bun.sleep(2);
    }
  } finally {
    child.kill('SIGTERM');
    await child.exited;
    if (dataArg === 'fresh') rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const results = new Map<string, Start[]>(binaries.map((binary) => [binary, []]));
// One warm-up start each (page cache), not counted.
for (const binary of binaries) await startOnce(binary);
for (let round = 0; round < rounds; round++) {
  for (const binary of round % 2 ? [...binaries].reverse() : binaries) results.get(binary)!.push(await startOnce(binary));
}
for (const [binary, starts] of results) {
  const of = (key: keyof Start): string => median(starts.map((s) => s[key])).toFixed(0);
  console.log(
    `${binary}: ${starts.length} starts on ${dataArg}, medians: first /healthz ${of('wallMs')} ms, first list answer ${of('listMs')} ms, CPU ${of('cpuMs')} ms, ready_ms ${of('readyMs')}, RSS ${of('rssMiB')} MiB`,
  );
}
