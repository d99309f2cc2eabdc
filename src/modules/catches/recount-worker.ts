// The worker thread of a bulk load's recount, started by import.ts; a separate entry point of
// the executable's build (package.json). It recounts (recount.ts) while the writer connection
// rebuilds the catches indexes. On SQLite it writes board_totals, indexes included, into a
// scratch database of its own, which the writer then copies over whole; on PostgreSQL it
// sends the rows back, for the writer to copy in.
import { Database } from 'bun:sqlite';
import { insertRows } from '../../db/client';
import { boardTotalsColumns, boardTotalsRow, boardTotalsRowCount } from './leaderboards/board-totals';
import { recount, type CatchFacts, type Counts, type Recount } from './recount';

export interface RecountJob {
  facts: CatchFacts;
  /** The scratch database's file (created here) and board_totals' table and index statements, table first; none on PostgreSQL. */
  scratch?: ScratchBoardTotals;
}

export interface ScratchBoardTotals {
  path: string;
  schema: string[];
}

declare const self: Worker;

/** board_totals' rows in a new scratch file: a copy, not a database anyone keeps, so nothing is journaled or synced. */
function writeScratchBoardTotals({ path, schema }: ScratchBoardTotals, divers: string[], rows: Float64Array): void {
  const scratch = new Database(path, { create: true });
  try {
    scratch.exec('PRAGMA journal_mode = OFF');
    scratch.exec('PRAGMA synchronous = OFF');
    scratch.exec('PRAGMA cache_size = -262144');
    scratch.exec('BEGIN');
    scratch.exec(schema[0]);
    // Rows in primary-key order are appended; each index is then built with one sort.
    insertRows(scratch, 'board_totals', boardTotalsColumns, boardTotalsRowCount(rows), (row) => boardTotalsRow(divers, rows, row));
    for (const statement of schema.slice(1)) scratch.exec(statement);
    scratch.exec('COMMIT');
  } finally {
    scratch.close();
  }
}

/** Answers the counter rows (board_totals written to the scratch database), or without a scratch database the whole recount. */
self.onmessage = ({ data: job }: MessageEvent<RecountJob>): void => {
  const result = recount(job.facts);
  if (job.scratch === undefined) {
    self.postMessage(result satisfies Recount, [result.boardRows.buffer]);
    return;
  }
  writeScratchBoardTotals(job.scratch, result.boardDivers, result.boardRows);
  self.postMessage(result.counts satisfies Counts);
};
