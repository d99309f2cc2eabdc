// The one folder a test run keeps its files in (database files, archives, data dirs): made when
// first imported, removed by test/preload.ts once every test file of the run has finished.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const testFilesDir: string = mkdtempSync(join(tmpdir(), 'catchd-test-'));
