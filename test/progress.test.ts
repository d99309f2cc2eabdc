// Progress of long commands (src/lib/progress.ts): the rendering, the throttling on a terminal
// and piped, and `catchd catches import` piped end to end (progress on stderr, a plain summary).
import { describe, expect, test } from 'bun:test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  errorText,
  formatAmount,
  formatDuration,
  formatRate,
  progressBar,
  progressLine,
  ProgressReporter,
  type ProgressState,
} from '../src/lib/progress';

const state = (over: Partial<ProgressState>): ProgressState => ({
  label: 'import',
  unit: 'bytes',
  done: 0,
  total: null,
  elapsedMs: 0,
  ...over,
});

describe('rendering', () => {
  test.each([
    [0, '0 s'],
    [59.4, '59 s'],
    [65, '1 min 05 s'],
    [3599, '59 min 59 s'],
    [7620, '2 h 07 min'],
    [90 * 3600 + 60, '90 h 01 min'],
  ])('%p seconds read as %p', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  test.each([
    [950, 'bytes', '950 B'],
    [12_345_678, 'bytes', '12.3 MB'],
    [2_500_000_000, 'bytes', '2.5 GB'],
    [1_234_567, { noun: 'rows' }, '1,234,567 rows'],
  ] as const)('%p %p read as %p', (n, unit, text) => {
    expect(formatAmount(n, unit)).toBe(text);
  });

  test.each([
    [0.2, { noun: 'platforms' }, '0.2 platforms'],
    [12.6, { noun: 'rows' }, '13 rows'],
    [4_100_000, 'bytes', '4.1 MB'],
  ] as const)('a rate of %p %p reads as %p a second', (n, unit, text) => {
    expect(formatRate(n, unit)).toBe(text);
  });

  const cases: [string, Partial<ProgressState>, string, string][] = [
    [
      'a known total: percent, rate, time left',
      { done: 25_000_000, total: 100_000_000, elapsedMs: 10_000 },
      'import [######------------------]  25% 25.0 MB of 100.0 MB, 2.5 MB/s, 30 s left',
      'import: 25% (25.0 MB of 100.0 MB, 2.5 MB/s, about 30 s left)',
    ],
    [
      'a long way to go',
      { done: 1, total: 10_000, elapsedMs: 1000, unit: { noun: 'rows' } },
      'import [------------------------]   0% 1 rows of 10,000 rows, 1.0 rows/s, 2 h 46 min left',
      'import: 0% (1 rows of 10,000 rows, 1.0 rows/s, about 2 h 46 min left)',
    ],
    [
      'done',
      { done: 400, total: 400, elapsedMs: 4000, unit: { noun: 'photos' } },
      'import [########################] 100% 400 photos of 400 photos, 100 photos/s, 0 s left',
      'import: 100% (400 photos of 400 photos, 100 photos/s, about 0 s left)',
    ],
    [
      'an unknown total: amount, rate, time so far',
      { done: 3_000_000, total: null, elapsedMs: 2000 },
      'import 3.0 MB, 1.5 MB/s, 2 s',
      'import: (3.0 MB, 1.5 MB/s, 2 s so far)',
    ],
    ['nothing counted of an unknown total: the time only', { elapsedMs: 75_000 }, 'import 1 min 15 s', 'import: (1 min 15 s so far)'],
    [
      'nothing yet of a known total: no rate, no guess',
      { total: 10, elapsedMs: 0 },
      'import [------------------------]   0% 0 B of 10 B, 0 s',
      'import: 0% (0 B of 10 B, 0 s so far)',
    ],
  ];
  test.each(cases)('%s', (_name, over, bar, line) => {
    expect(progressBar(state(over))).toBe(bar);
    expect(progressLine(state(over))).toBe(line);
  });
});

/** A stream collecting writes, and a clock the test moves. */
function harness(tty: boolean, intervalMs = 5000) {
  const writes: string[] = [];
  let now = 0;
  const reporter = new ProgressReporter({
    label: 'copy',
    unit: { noun: 'rows' },
    stream: { isTTY: tty, write: (text: string) => writes.push(text) },
    now: () => now,
    intervalMs,
  });
  return { writes, reporter, at: (ms: number) => (now = ms) };
}

describe('reporter', () => {
  test('on a terminal: one line redrawn at most every 100 ms, cleared at the end', () => {
    const { writes, reporter, at } = harness(true);
    for (let ms = 0; ms <= 1000; ms += 10) {
      at(ms);
      reporter.update(ms, 1000);
    }
    expect(writes.length).toBe(11);
    expect(writes.every((w) => w.startsWith('\r\x1b[2K') && !w.includes('\n'))).toBe(true);
    expect(writes[1]).toBe('\r\x1b[2Kcopy [##----------------------]  10% 100 rows of 1,000 rows, 1,000 rows/s, 1 s left');
    reporter.finish();
    expect(writes.at(-1)).toBe('\r\x1b[2K');
    reporter.finish();
    expect(writes.length).toBe(12);
  });

  test('piped: a plain line per interval, none before the first, the figures at the end', () => {
    const { writes, reporter, at } = harness(false, 5000);
    for (let ms = 0; ms <= 12_000; ms += 500) {
      at(ms);
      reporter.update(ms / 1000, 20);
    }
    expect(writes).toEqual([
      'copy: 25% (5 rows of 20 rows, 1.0 rows/s, about 15 s left)\n',
      'copy: 50% (10 rows of 20 rows, 1.0 rows/s, about 10 s left)\n',
    ]);
    reporter.stage('copy: photos');
    at(13_000);
    reporter.finish();
    expect(writes.at(-1)).toBe('copy: photos: 60% (12 rows of 20 rows, 0.9 rows/s, about 9 s left)\n');
    reporter.finish();
    expect(writes.length).toBe(3);
  });

  test('piped, a task shorter than the interval prints nothing', () => {
    const { writes, reporter, at } = harness(false);
    at(4000);
    reporter.update(5, 5);
    reporter.finish();
    expect(writes).toEqual([]);
  });

  test('errors are red on a terminal only, and never with NO_COLOR', () => {
    expect(errorText('bad', { isTTY: true, write: () => 0 }, {})).toBe('\x1b[31mbad\x1b[39m');
    expect(errorText('bad', { isTTY: true, write: () => 0 }, { NO_COLOR: '1' })).toBe('bad');
    expect(errorText('bad', { isTTY: false, write: () => 0 }, {})).toBe('bad');
  });
});

test('catches import piped: progress lines on stderr, the summary plain and stdout unchanged', () => {
  const dir = mkdtempSync(join(tmpdir(), 'catchd-progress-'));
  const file = join(dir, 'log.jsonl');
  const line = (i: number): string =>
    JSON.stringify({
      diver_email: `d${i % 50}@club.test`,
      species: 'Wahoo',
      weight_lbs: 5 + (i % 37),
      depth_ft: 50,
      external_id: `x-${i}`,
    });
  writeFileSync(file, `${Array.from({ length: 20_000 }, (_, i) => line(i)).join('\n')}\n`);
  const run = Bun.spawnSync([process.execPath, join(import.meta.dir, '../src/index.ts'), 'catches', 'import', file], {
    env: { ...process.env, CATCHD_DATA_DIR: join(dir, 'data'), CATCHD_PROGRESS_INTERVAL_MS: '1', NO_COLOR: '', FORCE_COLOR: '1' },
  });
  const stdout = run.stdout.toString();
  const stderr = run.stderr.toString();
  expect(run.exitCode).toBe(0);
  expect(stdout).toBe('imported 20000, updated 0, unchanged 0, rejected 0\n');
  const progress = stderr.split('\n').filter((l) => l.startsWith('import: '));
  expect(progress.length).toBeGreaterThan(1);
  expect(progress.at(-1)).toMatch(/^import: 100% \(\d+\.\d MB of \d+\.\d MB, [\d.]+ [kM]?B\/s, about 0 s left\)$/);
  expect(stderr).toMatch(/^20000 lines in [\d.]+ s \(\d+ lines\/s\)$/m);
  expect(stderr + stdout).not.toContain('\x1b');
});
