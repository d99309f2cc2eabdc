// `catchd update`'s own file handling: a download is refused once it passes its limit, while it
// is read (an endless answer neither hangs the update nor fills its memory), and the swap keeps
// an executable at the path at every moment (the folder is looked at between each of the
// swap's file operations, which are the real ones).
import { afterAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getBytes, keepAndSwap, previousPath, swapFiles, type SwapFiles, UpdateRefused } from '../../src/modules/update/service';
import { ownSchemaLevel } from '../../src/modules/update/release';

const chunk = new Uint8Array(64 * 1024).fill(0x61);
let chunksSent = 0;
/** Set when the server sees the client go: the answer's stream is cancelled. */
let endlessCancelled = false;
const server = Bun.serve({
  hostname: '127.0.0.1',
  port: 0,
  fetch(request) {
    const path = new URL(request.url).pathname;
    if (path === '/endless')
      return new Response(
        new ReadableStream({
          pull(controller) {
            chunksSent += 1;
            controller.enqueue(chunk);
          },
          cancel() {
            endlessCancelled = true;
          },
        }),
      );
    if (path === '/announced') return new Response(chunk, { headers: { 'content-length': String(chunk.byteLength) } });
    return new Response('not found', { status: 404 });
  },
});
afterAll(() => server.stop(true));

/** `promise`, or a rejection after `ms` (the old code waited for an endless answer forever). */
const within = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([promise, Bun.sleep(ms).then(() => Promise.reject(new Error(`still reading after ${ms} ms`)))]);

describe('downloads', () => {
  test('an endless answer is refused once it passes the limit, while it is read', async () => {
    const limit = 1024 * 1024;
    const refused = await within(getBytes(`${server.url}endless`, limit), 5000).catch((error: Error) => error);
    expect(refused).toBeInstanceOf(UpdateRefused);
    expect((refused as Error).message).toContain(`larger than ${limit} bytes`);
    // The connection is closed: the server's answer is cancelled (however busy the machine, within
    // seconds) and it sends no more (what was sent is what the sockets buffered).
    for (let waited = 0; !endlessCancelled && waited < 5000; waited += 20) await Bun.sleep(20);
    expect(endlessCancelled).toBe(true);
    const sent = chunksSent;
    await Bun.sleep(300);
    expect(chunksSent - sent).toBeLessThan(4);
    expect(chunksSent * chunk.byteLength).toBeLessThan(limit * 32);
  });

  test('an answer within the limit is read whole', async () => {
    expect((await getBytes(`${server.url}announced`, chunk.byteLength)).byteLength).toBe(chunk.byteLength);
  });
});

describe('the swap', () => {
  test('an executable is at the path after every file operation, and the old one is kept', () => {
    const dir = mkdtempSync(join(tmpdir(), 'catchd-swap-'));
    const executable = join(dir, 'catchd');
    const next = join(dir, 'catchd.download');
    writeFileSync(executable, 'old', { mode: 0o755 });
    writeFileSync(next, 'new', { mode: 0o755 });
    const seen: { operation: string; present: boolean }[] = [];
    const watched = Object.fromEntries(
      Object.entries(swapFiles).map(([operation, run]) => [
        operation,
        (...args: unknown[]) => {
          const answer = (run as (...a: unknown[]) => unknown)(...args);
          seen.push({ operation, present: existsSync(executable) });
          return answer;
        },
      ]),
    ) as unknown as SwapFiles;
    keepAndSwap(executable, next, { version: '0.1.0', schema: ownSchemaLevel }, watched);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((step) => !step.present)).toEqual([]);
    expect(readFileSync(executable, 'utf8')).toBe('new');
    expect(readFileSync(previousPath(executable), 'utf8')).toBe('old');
    expect(existsSync(next)).toBe(false);
  });
});
