// Log lines written in batches: one write per `delayMs` instead of one per request (a write per
// line is a noticeable part of a cached read's time: docs/benchmarks.md#per-request-and-at-start).
// Errors are written at once, and `flush` runs at shutdown, so a crash loses at most the last
// `delayMs` of access lines.

interface LineWriter {
  write(line: string, urgent?: boolean): void;
  flush(): void;
}

export function batchedLineWriter(output: (text: string) => void, delayMs = 50): LineWriter {
  let pending: string[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = (): void => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (pending.length === 0) return;
    const text = `${pending.join('\n')}\n`;
    pending = [];
    output(text);
  };
  return {
    write(line, urgent = false) {
      pending.push(line);
      if (urgent || pending.length >= 1000) flush();
      // unref: a pending batch never keeps the process alive on its own.
      else if (timer === null) {
        timer = setTimeout(flush, delayMs);
        timer.unref();
      }
    },
    flush,
  };
}
