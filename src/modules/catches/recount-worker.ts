// The worker thread of a bulk load's recount (recount.ts): started by import.ts, and a
// separate entry point of the executable's build (package.json).
import { recount, type CatchFacts } from './recount';

declare const self: Worker;

self.onmessage = (event: MessageEvent<CatchFacts>): void => {
  const t0=performance.now(); const result = recount(event.data); console.error('T worker compute', (performance.now()-t0).toFixed(0));
  self.postMessage(result, [result.boardRows.buffer]);
};
