// Progress of long commands (import, migrate, backup, restore, update) on stderr, so stdout keeps
// only the summary scripts read. On a terminal one line redrawn in place (a bar, the rate, the time
// left); piped, a plain line now and then. Services take an OnProgress callback and never see this.

/** How far a long task is: `done` of `total` units (null: the total is not known). */
export type OnProgress = (done: number, total: number | null) => void;

/** What is counted: bytes read as "12.3 MB", anything else as a number with its noun. */
export type ProgressUnit = 'bytes' | { noun: string };

export interface ProgressState {
  label: string;
  unit: ProgressUnit;
  done: number;
  total: number | null;
  elapsedMs: number;
}

const barWidth = 24;

/** "42 s", "3 min 05 s", "2 h 07 min": whole seconds, never a fraction. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
}

/** "950 B", "12.3 MB" (powers of 1000, as disks and downloads are sized). */
export function formatAmount(n: number, unit: ProgressUnit): string {
  if (unit !== 'bytes') return `${Math.round(n).toLocaleString('en-US')} ${unit.noun}`;
  const steps = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = n;
  let step = 0;
  while (value >= 1000 && step < steps.length - 1) {
    value /= 1000;
    step++;
  }
  return step === 0 ? `${Math.round(value)} B` : `${value.toFixed(1)} ${steps[step]}`;
}

/** A rate as an amount, with a tenth where whole things a second would round slow work to 0. */
export function formatRate(perSecond: number, unit: ProgressUnit): string {
  return unit !== 'bytes' && perSecond < 10 ? `${perSecond.toFixed(1)} ${unit.noun}` : formatAmount(perSecond, unit);
}

interface Figures {
  percent: number | null;
  rate: number | null;
  secondsLeft: number | null;
}

/** Percent done, units per second and seconds left, each null where it cannot be known yet. */
function progressFigures(state: ProgressState): Figures {
  const seconds = state.elapsedMs / 1000;
  const rate = seconds > 0 && state.done > 0 ? state.done / seconds : null;
  const total = state.total !== null && state.total > 0 ? state.total : null;
  const percent = total === null ? null : Math.min(100, Math.floor((state.done / total) * 100));
  const secondsLeft = total === null || rate === null ? null : Math.max(0, total - state.done) / rate;
  return { percent, rate, secondsLeft };
}

function amounts(state: ProgressState, rate: number | null): string[] {
  // Nothing counted yet of an unknown total (one long statement, say): only the time says it is alive.
  if (state.done === 0 && state.total === null) return [];
  const done = formatAmount(state.done, state.unit);
  const of = state.total === null ? done : `${done} of ${formatAmount(state.total, state.unit)}`;
  return rate === null ? [of] : [of, `${formatRate(rate, state.unit)}/s`];
}

/** The terminal's line: `label [######------]  42% 12.3 MB of 29.0 MB, 4.1 MB/s, 4 s left`. */
export function progressBar(state: ProgressState): string {
  const { percent, rate, secondsLeft } = progressFigures(state);
  const parts = amounts(state, rate);
  if (secondsLeft !== null) parts.push(`${formatDuration(secondsLeft)} left`);
  else parts.push(`${formatDuration(state.elapsedMs / 1000)}`);
  if (percent === null) return `${state.label} ${parts.join(', ')}`;
  const filled = Math.round((percent / 100) * barWidth);
  return `${state.label} [${'#'.repeat(filled)}${'-'.repeat(barWidth - filled)}] ${String(percent).padStart(3)}% ${parts.join(', ')}`;
}

/** A piped line: `label: 42% (12.3 MB of 29.0 MB, 4.1 MB/s, about 4 s left)`. */
export function progressLine(state: ProgressState): string {
  const { percent, rate, secondsLeft } = progressFigures(state);
  const parts = amounts(state, rate);
  parts.push(secondsLeft !== null ? `about ${formatDuration(secondsLeft)} left` : `${formatDuration(state.elapsedMs / 1000)} so far`);
  return `${state.label}: ${percent === null ? '' : `${percent}% `}(${parts.join(', ')})`;
}

/** Where progress goes: process.stderr, or anything collecting writes in a test. */
interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

interface ReporterOptions {
  label: string;
  unit: ProgressUnit;
  stream?: ProgressStream;
  /** Milliseconds since some start; performance.now by default. */
  now?: () => number;
  /** Least time between two piped lines. */
  intervalMs?: number;
}

/** A terminal line redrawn at most ten times a second: more is flicker, not news. */
const redrawMs = 100;
const defaultProgressIntervalMs = 5000;

/**
 * Shows one task's progress on `stream`. `update` is an OnProgress; `finish` clears the
 * terminal's line (the summary follows) or writes the last piped line.
 */
export class ProgressReporter {
  private readonly stream: ProgressStream;
  private readonly now: () => number;
  private readonly started: number;
  private readonly tty: boolean;
  private readonly intervalMs: number;
  private label: string;
  private lastShown: number | null = null;
  private done = 0;
  private total: number | null = null;
  private drawn = false;

  constructor(private readonly options: ReporterOptions) {
    this.stream = options.stream ?? process.stderr;
    this.now = options.now ?? (() => performance.now());
    this.started = this.now();
    this.tty = this.stream.isTTY === true;
    this.intervalMs = options.intervalMs ?? defaultProgressIntervalMs;
    this.label = options.label;
  }

  readonly update: OnProgress = (done, total) => {
    this.done = done;
    this.total = total;
    const at = this.now();
    const wait = this.tty ? redrawMs : this.intervalMs;
    // The first piped line waits a whole interval: a quick task prints only its summary.
    if (at - (this.lastShown ?? (this.tty ? -Infinity : this.started)) < wait) return;
    this.lastShown = at;
    this.show(at);
  };

  /** A new stage of the same task; a terminal shows it at once (it may run without updates). */
  stage(label: string): void {
    this.label = label;
    if (this.tty && this.drawn) this.show(this.now());
  }

  /** Clears the terminal's line; piped, the final figures if any line was printed. */
  finish(): void {
    if (this.tty) {
      if (this.drawn) this.stream.write('\r\x1b[2K');
      this.drawn = false;
    } else if (this.lastShown !== null) this.show(this.now());
    // Finished twice (a failure's path and the normal one) shows nothing more.
    this.lastShown = null;
  }

  private show(at: number): void {
    const state = { label: this.label, unit: this.options.unit, done: this.done, total: this.total, elapsedMs: at - this.started };
    if (this.tty) {
      this.stream.write(`\r\x1b[2K${progressBar(state)}`);
      this.drawn = true;
    } else this.stream.write(`${progressLine(state)}\n`);
  }
}

/** Red on a terminal unless NO_COLOR is set (https://no-color.org), plain otherwise. */
export function errorText(text: string, stream: ProgressStream = process.stderr, env = process.env): string {
  return stream.isTTY === true && !env.NO_COLOR ? `\x1b[31m${text}\x1b[39m` : text;
}
