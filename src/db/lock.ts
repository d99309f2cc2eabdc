// Who is using a data dir: `catchd serve` holds a shared lock on `catchd.lock` for its whole
// life, `catchd restore` an exclusive one. The locks are SQLite's own file locks on a small
// side database (rollback-journal mode, so a reader blocks a writer), which the operating
// system drops when a process dies, even by kill -9: no stale pid files to clean up.
import { Database } from 'bun:sqlite';
import { closeSync, existsSync, openSync } from 'node:fs';
import { join } from 'node:path';

const lockFileName = 'catchd.lock';

export class DataDirBusy extends Error {}

/** Opens the lock database and runs `take`; SQLITE_BUSY (someone holds a lock that conflicts) becomes DataDirBusy. */
function takeLock(dataDir: string, waitMs: number, take: (lock: Database) => void, busy: string): Database {
  const path = join(dataDir, lockFileName);
  if (!existsSync(path)) closeSync(openSync(path, 'a', 0o600));
  const lock = new Database(path, { create: true });
  try {
    lock.exec(`PRAGMA busy_timeout = ${waitMs}`);
    lock.exec('PRAGMA journal_mode = DELETE');
    lock.exec('CREATE TABLE IF NOT EXISTS holder (note TEXT)');
    take(lock);
    return lock;
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') throw new DataDirBusy(busy);
    throw error;
  }
}

/** Held by every running server (several may share it); released by the returned function. */
export function holdDataDirShared(dataDir: string, waitMs = 10_000): () => void {
  const lock = takeLock(
    dataDir,
    waitMs,
    (db) => {
      db.exec('BEGIN');
      db.query('SELECT count(*) FROM holder').get();
    },
    `${dataDir} is being restored; start the server once the restore has finished`,
  );
  return () => lock.close();
}

/** Held while nothing else may use the data dir (a restore); refused at once while a server holds it. */
export function holdDataDirExclusive(dataDir: string): () => void {
  const lock = takeLock(dataDir, 0, (db) => db.exec('BEGIN EXCLUSIVE'), `a catchd server is running on ${dataDir}; stop it first`);
  return () => {
    lock.exec('ROLLBACK');
    lock.close();
  };
}
