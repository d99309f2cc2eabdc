// The one folder a test process keeps its files in (database files, archives, data dirs): made
// when first imported. A watchdog in its own session removes it once this process is gone, since
// bun test fires no exit event and, with --parallel, runs a preload's afterAll after every file.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const testFilesDir: string = mkdtempSync(join(tmpdir(), 'catchd-test-'));

const watchdog = `while kill -0 ${process.pid} 2>/dev/null; do sleep 1; done; rm -rf '${testFilesDir}'`;
Bun.spawn(['setsid', 'sh', '-c', watchdog], { stdio: ['ignore', 'ignore', 'ignore'] }).unref();
