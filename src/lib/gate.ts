// A counting semaphore with a short queue: bounds work that costs CPU per request (password
// hashes), so that a flood of requests waits briefly or is turned away instead of piling up.

export interface Gate {
  /** Runs `task` once a slot is free; `whenFull` at once when every slot and queue place is taken. */
  run<T>(task: () => Promise<T>, whenFull: () => T): Promise<T>;
}

export function createGate(slots: number, queue: number): Gate {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(task, whenFull) {
      if (running < slots) running += 1;
      else if (waiting.length < queue) await new Promise<void>((resolve) => waiting.push(resolve));
      else return whenFull();
      try {
        return await task();
      } finally {
        // The slot passes straight to the next in line, or is freed.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}
