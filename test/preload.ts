// Loaded before the test files (bunfig.toml). bun test fires no process 'exit' event, so the
// run's files folder is removed here, after the last test file of the run.
import { afterAll } from 'bun:test';
import { rmSync } from 'node:fs';
import { testFilesDir } from './files-dir';

afterAll(() => rmSync(testFilesDir, { recursive: true, force: true }));
