// The request log's writes on a thread of their own (storage.ts, for the server): the batch
// inserts, the rows cap and the log file's checkpoints with their fsyncs (long, now and then:
// docs/benchmarks.md#sqlite-checkpoints-caches-and-statements) never hold up the event loop that answers requests. A separate entry point of
// the executable's build (scripts/build.ts), as the checkpoint worker.
import type { Database } from 'bun:sqlite';
import { openLogFile, writeToLogFile, type RequestLogEntry } from './log-file';

/** What storage.ts sends; every message but `open` is answered, in order. */
export type LogWriterMessage =
  | { open: { path: string } }
  // JSON text rather than the entries: a structured clone of a batch costs twice its JSON.stringify and JSON.parse.
  | { write: { entriesJson: string; maxRows: number } }
  | { remove: { text: string; params: (string | number)[] } }
  | { close: true };

export type LogWriterReport = { done: number } | { failed: string };

declare const self: Worker;

let file: Database | null = null;

function answer(work: () => number): LogWriterReport {
  try {
    return { done: work() };
  } catch (error) {
    // A full disk or a file locked past busy_timeout: the buffer keeps the entries and tries again.
    return { failed: String(error) };
  }
}

self.onmessage = ({ data }: MessageEvent<LogWriterMessage>): void => {
  if ('open' in data) file = openLogFile(data.open.path);
  else if ('write' in data)
    self.postMessage(
      answer(() => {
        const entries = JSON.parse(data.write.entriesJson) as RequestLogEntry[];
        writeToLogFile(file!, entries, data.write.maxRows);
        return entries.length;
      }),
    );
  else if ('remove' in data) self.postMessage(answer(() => file!.query(data.remove.text).run(...data.remove.params).changes));
  else {
    // A stopped server leaves its log in the file, the WAL copied back.
    self.postMessage(
      answer(() => {
        file?.exec('PRAGMA wal_checkpoint(TRUNCATE)');
        file?.close();
        file = null;
        return 0;
      }),
    );
  }
};
