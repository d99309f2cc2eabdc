// What the HTTP benchmarks share: servers pinned to core 0, wrk pinned to core 1, and the
// ceiling (a bare Bun.serve answering a fixed 2 KB JSON body) to report every case against.
import { Database } from 'bun:sqlite';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppDeps } from '../src/app-deps';
import type { Config } from '../src/config';
import { openRequestLog } from '../src/db/request-log/buffer';
import type { Store } from '../src/db/store';
import { MetricsRegistry } from '../src/lib/metrics';
import { cryptoRandomBytes } from '../src/lib/secrets';

export const root = join(import.meta.dir, '..');
export const serverCore = '0';
export const loadCore = '1';

/** A new API key with every scope, made by `binary`'s own CLI on the data `env` points at. */
export function createKey(binary: string, env: Record<string, string>, email = 'bench@bench.test'): string {
  const run = Bun.spawnSync([binary, 'keys', 'create', '--email', email, '--scopes', 'all'], { env: { ...process.env, ...env } });
  return run.stdout.toString().trim().split('\n').at(-1)!;
}

/**
 * Exits unless the list pool `pool` was made from the data in `dataDir`: each import makes new
 * species ids, and a pool from another import's data lists empty pages (fast, and meaningless).
 */
export async function requirePoolOf(pool: string, dataDir: string): Promise<void> {
  const poolSpecies = /species_id=([^&\s]+)/.exec(await Bun.file(pool).text())![1];
  const data = new Database(join(dataDir, 'catchd.db'), { readonly: true });
  const known = data.query('SELECT 1 FROM species WHERE id = ?').get(poolSpecies) !== null;
  data.close();
  if (known) return;
  console.error(`${pool} names species of another import than ${dataDir}: run bench/http.ts on this data first`);
  process.exit(1);
}

/** A port nothing listens on now (other benchmarks may run on this machine too). */
export function freePort(): number {
  const probe = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } });
  const port = probe.port;
  probe.stop(true);
  return port;
}

async function waitForPort(port: number): Promise<void> {
  for (let i = 0; i < 400; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`);
      return;
    } catch {
      await Bun.sleep(50);
    }
  }
  throw new Error(`nothing listens on ${port}`);
}

export interface RunningServer {
  port: number;
  url: string;
  /** The server's process id (taskset execs the command). */
  pid: number;
  stop(): Promise<void>;
}

/** Starts `command` on the server core with PORT set, and waits until it answers. */
export async function startServer(command: string[], env: Record<string, string> = {}): Promise<RunningServer> {
  const port = freePort();
  const server = Bun.spawn(['taskset', '-c', serverCore, ...command], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', CATCHD_RATE_LIMIT: '0', ...env, PORT: String(port) },
    stdout: 'ignore',
    stderr: 'inherit',
  });
  await waitForPort(port);
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    pid: server.pid,
    stop: async () => {
      server.kill('SIGTERM');
      await server.exited;
    },
  };
}

/** The ceiling server (bench/ceiling.ts). */
export function startCeiling(): Promise<RunningServer> {
  return startServer([process.execPath, join(root, 'bench/ceiling.ts')]);
}

export interface WrkOptions {
  seconds: number;
  key?: string;
  script?: string;
  connections?: number;
  /**
   * Count non-2xx/3xx answers instead of failing the run (PostgreSQL's 503 busy when creates
   * exhaust their serialization retries): printed, and left out of the requests per second.
   */
  countFailures?: boolean;
}

export interface WrkResult {
  rps: number;
  /** Latency percentiles, in milliseconds. */
  p50: number;
  p99: number;
}

const milliseconds = (value: string, unit: string): number =>
  Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 } as Record<string, number>)[unit];

function wrkArgs(url: string, options: WrkOptions): string[] {
  const args = ['taskset', '-c', loadCore, 'wrk', '-t1', `-c${options.connections ?? 32}`, `-d${options.seconds}s`, '--latency'];
  if (options.key) args.push('-H', `Authorization: Bearer ${options.key}`);
  if (options.script) args.push('-s', options.script);
  return [...args, url];
}

/** Reads wrk's report; any non-2xx/3xx answer fails the run (unless counted: WrkOptions). */
function wrkReport(url: string, text: string, stderr: string, countFailures = false): WrkResult {
  const match = /Requests\/sec:\s+([\d.]+)/.exec(text);
  if (!match) throw new Error(`wrk failed on ${url}:\n${text}${stderr}`);
  const failed = /Non-2xx or 3xx responses: (\d+)/.exec(text);
  let answered = Number(match[1]);
  if (failed && !countFailures) throw new Error(`${failed[1]} failed responses from ${url}:\n${text}`);
  if (failed) {
    const requests = Number(/(\d+) requests in/.exec(text)![1]);
    console.log(
      `    ${failed[1]} of ${requests} answers from ${url} were not 2xx/3xx (${((Number(failed[1]) / requests) * 100).toFixed(1)}%)`,
    );
    answered *= 1 - Number(failed[1]) / requests;
  }
  const percentile = (p: string): number => {
    const found = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(text);
    return found ? milliseconds(found[1], found[2]) : Number.NaN;
  };
  return { rps: answered, p50: percentile('50'), p99: percentile('99') };
}

/** Requests per second and latency wrk reaches on `url` (the base URL when a script picks paths). */
export function wrkRun(url: string, options: WrkOptions, env: Record<string, string> = {}): WrkResult {
  const run = Bun.spawnSync(wrkArgs(url, options), { stdin: 'ignore', env: { ...process.env, ...env } });
  return wrkReport(url, run.stdout.toString(), run.stderr.toString(), options.countFailures);
}

/** wrkRun without blocking: for two loads at once. */
export async function wrkRunAsync(url: string, options: WrkOptions, env: Record<string, string> = {}): Promise<WrkResult> {
  const run = Bun.spawn(wrkArgs(url, options), { stdin: 'ignore', stdout: 'pipe', stderr: 'pipe', env: { ...process.env, ...env } });
  const [text, stderr] = await Promise.all([new Response(run.stdout).text(), new Response(run.stderr).text()]);
  await run.exited;
  return wrkReport(url, text, stderr, options.countFailures);
}

/** Requests per second wrk reaches on `url`; any non-2xx/3xx answer fails the run. */
export function wrk(url: string, options: WrkOptions): number {
  return wrkRun(url, options).rps;
}

export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The server's resident memory (VmRSS), in MiB. */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/** Hits and misses of every in-process cache, from /metrics (catchd_cache_lookups_total). */
export async function cacheLookups(serverUrl: string): Promise<Map<string, { hits: number; misses: number }>> {
  const text = await (await fetch(`${serverUrl}/metrics`)).text();
  const lookups = new Map<string, { hits: number; misses: number }>();
  for (const [, cache, result, value] of text.matchAll(/^catchd_cache_lookups_total\{cache="([^"]+)",result="(hit|miss)"\} (\d+)$/gm)) {
    const entry = lookups.get(cache) ?? { hits: 0, misses: 0 };
    entry[result === 'hit' ? 'hits' : 'misses'] += Number(value);
    lookups.set(cache, entry);
  }
  return lookups;
}

/** Hit rates of the caches used between two cacheLookups readings, e.g. "catch_list_pages 0.3% of 51,234". */
export function hitRates(
  before: Map<string, { hits: number; misses: number }>,
  after: Map<string, { hits: number; misses: number }>,
): string {
  const rates: string[] = [];
  for (const [cache, now] of after) {
    const was = before.get(cache) ?? { hits: 0, misses: 0 };
    const hits = now.hits - was.hits;
    const lookups = hits + now.misses - was.misses;
    if (lookups > 0) rates.push(`${cache} ${((hits / lookups) * 100).toFixed(1)}% of ${lookups.toLocaleString('en')}`);
  }
  return rates.join(', ');
}

/**
 * Measures `target` and the ceiling in alternating rounds (load from other programs then
 * hits both alike) and returns the median ratio with the medians of both.
 */
export function ratioToCeiling(
  ceilingUrl: string,
  target: () => number,
  seconds: number,
  rounds = 3,
): { rps: number; ceiling: number; ratio: number } {
  const { rps, ceiling, ratio } = ratioWithLatency(
    ceilingUrl,
    () => ({ rps: target(), p50: Number.NaN, p99: Number.NaN }),
    seconds,
    rounds,
  );
  return { rps, ceiling, ratio };
}

/** ratioToCeiling, also giving the median of the target's p50 and p99 latencies (ms). */
export function ratioWithLatency(
  ceilingUrl: string,
  target: () => WrkResult,
  seconds: number,
  rounds = 3,
): { rps: number; ceiling: number; ratio: number; p50: number; p99: number } {
  const pairs: (WrkResult & { ceiling: number })[] = [];
  for (let i = 0; i < rounds; i++) pairs.push({ ceiling: wrk(ceilingUrl, { seconds }), ...target() });
  return {
    rps: median(pairs.map((p) => p.rps)),
    ceiling: median(pairs.map((p) => p.ceiling)),
    ratio: median(pairs.map((p) => p.rps / p.ceiling)),
    p50: median(pairs.map((p) => p.p50)),
    p99: median(pairs.map((p) => p.p99)),
  };
}

/** An in-process app's dependencies for a benchmark: real clock and randomness, every address on loopback, no log. */
export function benchDeps(db: Store, config: Config): AppDeps {
  const log = (): void => {};
  return {
    db,
    config,
    now: () => Math.floor(Date.now() / 1000),
    randomBytes: cryptoRandomBytes,
    photoUrl: (id: string) => `${config.baseUrl}/v1/photos/${id}`,
    log,
    fetch: (url: string, init: RequestInit) => fetch(url, init),
    resolve: async () => ['127.0.0.1'],
    random: Math.random,
    clientAddress: () => '127.0.0.1',
    metrics: new MetricsRegistry(),
    passwords: { hash: async () => '', verify: async () => false },
    requestLog: openRequestLog(db, { log, maxRows: config.requestLogMaxRows }),
  };
}
