// The server's WAL checkpoints, on a thread of their own (SqliteStore.checkpointInBackground;
// a separate entry point of the executable's build, package.json). The store asks for one
// between two commits and holds its writes until it is done, so the checkpoint copies the
// whole WAL and the next commit starts it over; meanwhile the event loop goes on answering
// reads. Inside a commit, as SQLite does by itself, every request behind that commit waited.
import { Database } from 'bun:sqlite';

/** What the store sends. */
export type CheckpointerMessage = { open: { path: string; synchronous: 'NORMAL' | 'FULL' } } | { checkpoint: true } | { close: true };

/** What the worker answers to each checkpoint or close. */
export type CheckpointerReport = { checkpointed: true } | { failed: string } | { closed: true };

declare const self: Worker;

let connection: Database | null = null;

function checkpoint(): CheckpointerReport {
  try {
    connection!.query('PRAGMA wal_checkpoint(PASSIVE)').get();
    return { checkpointed: true };
  } catch (error) {
    // A full disk, say: the WAL keeps every commit, and the next checkpoint tries again.
    return { failed: String(error) };
  }
}

self.onmessage = ({ data }: MessageEvent<CheckpointerMessage>): void => {
  if ('open' in data) {
    connection = new Database(data.open.path);
    // The checkpoint's fsyncs follow the server's durability setting.
    connection.exec(`PRAGMA synchronous = ${data.open.synchronous}`);
  } else if ('checkpoint' in data) {
    self.postMessage(checkpoint());
  } else {
    // A last checkpoint: a stopped server leaves its commits in the database file.
    if (connection !== null) checkpoint();
    connection?.close();
    connection = null;
    self.postMessage({ closed: true } satisfies CheckpointerReport);
  }
};
