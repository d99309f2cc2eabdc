// What the HTTP benchmarks share: servers pinned to core 0, wrk pinned to core 1, and the
// ceiling (a bare Bun.serve answering a fixed 2 KB JSON body) to report every case against.
import { join } from 'node:path';

export const root = join(import.meta.dir, '..');
export const serverCore = '0';
export const loadCore = '1';

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
}

/** Requests per second wrk reaches on `url`; any non-2xx/3xx answer fails the run. */
export function wrk(url: string, options: WrkOptions): number {
  const args = ['taskset', '-c', loadCore, 'wrk', '-t1', `-c${options.connections ?? 32}`, `-d${options.seconds}s`];
  if (options.key) args.push('-H', `Authorization: Bearer ${options.key}`);
  if (options.script) args.push('-s', options.script);
  const run = Bun.spawnSync([...args, url], { stdin: 'ignore' });
  const text = run.stdout.toString();
  const match = /Requests\/sec:\s+([\d.]+)/.exec(text);
  if (!match) throw new Error(`wrk failed on ${url}:\n${text}${run.stderr.toString()}`);
  const failed = /Non-2xx or 3xx responses: (\d+)/.exec(text);
  if (failed) throw new Error(`${failed[1]} failed responses from ${url}:\n${text}`);
  return Number(match[1]);
}

export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Measures `target` and the ceiling in alternating rounds (load from other programs then
 * hits both alike) and returns the median ratio with the medians of both.
 */
export function ratioToCeiling(ceilingUrl: string, target: () => number, seconds: number, rounds = 3): { rps: number; ceiling: number; ratio: number } {
  const pairs: { rps: number; ceiling: number }[] = [];
  for (let i = 0; i < rounds; i++) pairs.push({ ceiling: wrk(ceilingUrl, { seconds }), rps: target() });
  return { rps: median(pairs.map((p) => p.rps)), ceiling: median(pairs.map((p) => p.ceiling)), ratio: median(pairs.map((p) => p.rps / p.ceiling)) };
}
