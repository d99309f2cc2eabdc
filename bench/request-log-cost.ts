// What the request log costs per API request, in process: `record()` (on the request path,
// after the answer) and the batched write (off it), per entry, where the SQLite engine keeps
// the log (a file of its own beside a real database file).
// Usage: npx bun bench/request-log-cost.ts [entries=200000]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteStore } from '../src/db/sqlite-store';
import { openRequestLog, type RequestLogEntry } from '../src/db/request-log/buffer';

const entries = Number(process.argv[2] ?? 200_000);
const dir = mkdtempSync(join(tmpdir(), 'catchd-request-log-'));
const store = SqliteStore.open(join(dir, 'catchd.db'));
// Flushes only when told to, so that the two costs are measured apart.
const buffer = openRequestLog(store, {
  log: console.error,
  flushAfterMs: 3_600_000,
  batchSize: Number.MAX_SAFE_INTEGER,
  maxPending: Number.MAX_SAFE_INTEGER,
});
const entry = (i: number): RequestLogEntry => ({
  userId: 'usr_01m8677dfne4dssszxae1bvmh4',
  atMs: Date.now(),
  method: 'POST',
  path: '/v1/catches',
  status: 201,
  durationMs: 2.5,
  requestId: `req_${i}`,
  keyId: 'key_01m8677dfpe4dsst02nenevtv0',
  appId: null,
});

let recordNs = 0;
let writeNs = 0;
const batch = 200; // what the buffer writes at once under load (its default batch size)
for (let done = 0; done < entries; done += batch) {
  let started = Bun.nanoseconds();
  for (let i = 0; i < batch; i++) buffer.record(entry(done + i));
  recordNs += Bun.nanoseconds() - started;
  started = Bun.nanoseconds();
  await buffer.flush();
  writeNs += Bun.nanoseconds() - started;
}
const stored = (await buffer.storage.get<{ n: number }>('SELECT COUNT(*) AS n FROM request_log'))!.n;
console.log(
  `${stored} entries: record() ${(recordNs / entries / 1000).toFixed(3)} µs each, batched write ${(writeNs / entries / 1000).toFixed(2)} µs each (batches of ${batch})`,
);
await buffer.close();
await store.close();
rmSync(dir, { recursive: true, force: true });
