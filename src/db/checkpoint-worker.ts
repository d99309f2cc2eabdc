// The server's WAL checkpoints, on a thread of their own (SqliteStore.checkpointInBackground;
// a separate entry point of the executable's build, package.json). The store asks for one
// between two commits and lets writes go on while it copies; if writes came meanwhile, it asks
// for a second with writes held, so the WAL is copied whole and the next commit starts it
// over. Reads go on throughout. Inside a commit, as SQLite does by itself, every request
// behind that commit waited for the copy.
import { Database } from 'bun:sqlite';

/** What the store sends. */
export type CheckpointerMessage =
  | { open: { path: string; synchronous: 'NORMAL' | 'FULL'; finished: Int32Array } }
  | { checkpoint: true }
  | { close: true };

/** What the worker answers to each checkpoint or close. */
export type CheckpointerReport = { checkpointed: true } | { failed: string } | { closed: true };

declare const self: Worker;

let connection: Database | null = null;
/** Checkpoints done, in memory the store shares: it sees one end before this thread's message reaches it. */
let finished: Int32Array | null = null;

function checkpoint(): CheckpointerReport {
  try {
    connection!.query('PRAGMA wal_checkpoint(PASSIVE)').get();
    return { checkpointed: true };
  } catch (error) {
    // A full disk, say: the WAL keeps every commit, and the next checkpoint tries again.
    return { failed: String(error) };
  } finally {
    Atomics.add(finished!, 0, 1);
  }
}

self.onmessage = ({ data }: MessageEvent<CheckpointerMessage>): void => {
  if ('open' in data) {
    finished = data.open.finished;
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
