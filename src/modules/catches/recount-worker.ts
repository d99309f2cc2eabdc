// The worker thread of a bulk load's recount, started by import.ts; a separate entry point of
// the executable's build (package.json). It recounts (recount.ts) and writes board_totals,
// indexes included, into a scratch database of its own, all while the writer connection
// rebuilds the catches indexes; the writer then copies that table over whole.
import { Database } from 'bun:sqlite';
import { insertRows } from '../../db/client';
import { boardTotalsRowWidth } from '../leaderboards/board-totals';
import { recount, type CatchFacts, type Counts } from './recount';

export interface RecountJob {
  facts: CatchFacts;
  /** The scratch database's file (created here) and board_totals' table and index statements, table first. */
  scratch: { path: string; schema: string[] };
}

declare const self: Worker;

/** board_totals' rows in a new scratch file: a copy, not a database anyone keeps, so nothing is journaled or synced. */
function writeScratchBoardTotals({ path, schema }: RecountJob['scratch'], divers: string[], rows: Float64Array): void {
  const scratch = new Database(path, { create: true });
  try {
    scratch.exec('PRAGMA journal_mode = OFF');
    scratch.exec('PRAGMA synchronous = OFF');
    scratch.exec('PRAGMA cache_size = -262144');
    scratch.exec('BEGIN');
    scratch.exec(schema[0]);
    // Rows in primary-key order are appended; each index is then built with one sort.
    insertRows(
      scratch,
      'board_totals',
      ['diver_id', 'scope', 'n', 'weight_sum_e4', 'weight_max', 'depth_max'],
      rows.length / boardTotalsRowWidth,
      (row) => {
        const at = row * boardTotalsRowWidth;
        return [divers[rows[at]], rows[at + 1], rows[at + 2], rows[at + 3], rows[at + 4], rows[at + 5]];
      },
    );
    for (const statement of schema.slice(1)) scratch.exec(statement);
    scratch.exec('COMMIT');
  } finally {
    scratch.close();
  }
}

self.onmessage = ({ data: job }: MessageEvent<RecountJob>): void => {
  const { counts, boardDivers, boardRows } = recount(job.facts);
  writeScratchBoardTotals(job.scratch, boardDivers, boardRows);
  self.postMessage(counts satisfies Counts);
};
