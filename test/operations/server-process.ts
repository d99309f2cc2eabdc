// Runs catchd as a child process (`bun src/index.ts ...`) on a temp data dir, as an
// operator would: for crash, backup and restart tests.
import { resolve } from 'node:path';

const entry = resolve(import.meta.dir, '../../src/index.ts');

export interface RunningServer {
  process: ReturnType<typeof Bun.spawn>;
  baseUrl: string;
  /** The log lines up to and including `listening` (warnings at start among them). */
  startLog: string[];
}

function environment(dataDir: string, extra: Record<string, string>): Record<string, string> {
  return {
    ...(process.env as Record<string, string>),
    CATCHD_DATA_DIR: dataDir,
    CATCHD_RATE_LIMIT: '0',
    HOST: '127.0.0.1',
    PORT: '0',
    ...extra,
  };
}

/** Runs one CLI command to completion (without blocking this process's event loop); returns its last stdout line. */
export async function cli(dataDir: string, args: string[], extra: Record<string, string> = {}): Promise<string> {
  const child = Bun.spawn([process.execPath, entry, ...args], { env: environment(dataDir, extra), stdout: 'pipe', stderr: 'pipe' });
  const [code, stdout, stderr] = await Promise.all([child.exited, new Response(child.stdout).text(), new Response(child.stderr).text()]);
  if (code !== 0) throw new Error(`catchd ${args.join(' ')} exited ${code}: ${stderr}`);
  return stdout.trim().split('\n').pop() ?? '';
}

/** Starts `catchd serve` on a free port and resolves once it logs that it listens. */
export async function startServer(dataDir: string, extra: Record<string, string> = {}): Promise<RunningServer> {
  const child = Bun.spawn([process.execPath, entry, 'serve'], { env: environment(dataDir, extra), stdout: 'pipe', stderr: 'inherit' });
  const reader = (child.stdout as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`catchd serve exited before listening: ${buffered}`);
    buffered += decoder.decode(value);
    const line = buffered.split('\n').find((l) => l.includes('"listening"'));
    if (line) {
      // Keep draining stdout (request logs) so the child never blocks on a full pipe; its
      // error lines go to the test's output, where a failing test shows why.
      void (async () => {
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
          for (const text of decoder.decode(chunk.value).split('\n')) if (text.includes('"level":"error"')) console.error(text);
      })().catch(() => {});
      const { url } = JSON.parse(line) as { url: string };
      const startLog = buffered.split('\n');
      return { process: child, baseUrl: url.replace('0.0.0.0', '127.0.0.1'), startLog: startLog.slice(0, startLog.indexOf(line) + 1) };
    }
  }
}

/** The latest answer other than 201 that a writer got: untilAcknowledged's failure says it. */
let lastRefusal = 'none';

/**
 * How long a writer waits for one answer. A request left without one (a hang seen twice in full
 * CI runs, never with the file alone; cause not found yet) then counts as failed, as a reset
 * connection does, instead of holding its writer until the test's timeout.
 */
const answerWithinMs = 10_000;

/** Creates catches over HTTP until `stop.now` or the server goes away; acknowledged ids go to `acknowledged`. */
export async function writeCatches(baseUrl: string, key: string, acknowledged: string[], stop: { now: boolean }): Promise<void> {
  // One failed request may be a connection reset under load; the server is gone once a
  // second's worth of them fail in a row.
  let failedInARow = 0;
  while (!stop.now && failedInARow < 20) {
    try {
      const response = await fetch(`${baseUrl}/v1/catches`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ species: 'Grey triggerfish', weight_lbs: 1 + Math.random() * 9, depth_ft: 30, notes: 'written under test' }),
        signal: AbortSignal.timeout(answerWithinMs),
      });
      failedInARow = 0;
      if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
      else lastRefusal = `${response.status} ${(await response.text()).slice(0, 300)}`;
    } catch (error) {
      lastRefusal = `no answer: ${(error as Error).name} ${(error as Error).message}`;
      failedInARow++;
      await Bun.sleep(50);
    }
  }
}

/** How long untilAcknowledged waits for creates the server keeps refusing. */
const acknowledgedWithinMs = 60_000;

/**
 * Waits until `count` creates are acknowledged. Fails, saying why, when every writer has
 * stopped (the server went away) or the server refused creates for a minute: a bare wait
 * would spin until the test's timeout.
 */
export async function untilAcknowledged(acknowledged: string[], count: number, writers: Promise<void>[]): Promise<void> {
  let running = writers.length;
  for (const writer of writers) void writer.finally(() => running--);
  const deadline = performance.now() + acknowledgedWithinMs;
  while (acknowledged.length < count) {
    if (running === 0) throw new Error(`every writer stopped with ${acknowledged.length} creates acknowledged, ${count} awaited`);
    if (performance.now() > deadline)
      throw new Error(`${acknowledged.length} of ${count} creates acknowledged in a minute; the last refusal: ${lastRefusal}`);
    await Bun.sleep(5);
  }
}
