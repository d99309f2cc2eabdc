// `catchd restore <backup-file>`, the database part: check the backup, keep the database it
// replaces beside it, put the backup in place atomically. The caller holds the data dir's
// exclusive lock and migrates the restored file by opening it.
import { Database } from 'bun:sqlite';
import { closeSync, existsSync, openSync, renameSync, rmSync } from 'node:fs';
import { migrationJournal } from './migrations.gen';

export class BackupRefused extends Error {}

interface BackupCheck {
  /** Migrations the backup has applied, of those this program carries. */
  applied: number;
  catches: number;
}

/** integrity_check, a catchd schema, and no migration this program does not know (a newer version's backup). */
export function checkBackup(file: string): BackupCheck {
  if (!existsSync(file)) throw new BackupRefused(`no such file: ${file}`);
  let backup: Database;
  try {
    backup = new Database(file, { readonly: true });
  } catch (error) {
    throw new BackupRefused(`${file} is not a SQLite database: ${(error as Error).message}`);
  }
  try {
    let problems: string[];
    try {
      problems = backup
        .query<{ integrity_check: string }, []>('PRAGMA integrity_check')
        .all()
        .map((row) => row.integrity_check);
    } catch (error) {
      throw new BackupRefused(`${file} is not a readable SQLite database: ${(error as Error).message}`);
    }
    if (problems.join() !== 'ok') throw new BackupRefused(`${file} fails integrity_check: ${problems.slice(0, 5).join('; ')}`);
    const hasTable = (name: string): boolean =>
      backup.query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== null;
    if (!hasTable('__drizzle_migrations') || !hasTable('catches'))
      throw new BackupRefused(`${file} is not a catchd backup (no catches or migrations table)`);
    const known = new Set(migrationJournal.entries.map((entry) => entry.when));
    const applied = backup
      .query<{ created_at: number }, []>('SELECT created_at FROM __drizzle_migrations')
      .all()
      .map((row) => Number(row.created_at));
    const unknown = applied.filter((when) => !known.has(when));
    if (unknown.length > 0)
      throw new BackupRefused(
        `${file} was written by a newer catchd (${unknown.length} migration(s) this version does not have); restore it with that version`,
      );
    const catches = backup.query<{ n: number }, []>('SELECT count(*) AS n FROM catches').get()!.n;
    return { applied: applied.length, catches };
  } finally {
    backup.close();
  }
}

/**
 * Replaces the database at `dbPath` by a copy of `backupFile`. The replaced database is first
 * checkpointed (so its WAL is inside it) and kept as `<dbPath>.replaced-<time>`; returns that
 * name, or null when there was no database yet.
 */
export function replaceDatabase(dbPath: string, backupFile: string, nowMs: number): string | null {
  const staging = `${dbPath}.restoring`;
  rmSync(staging, { force: true });
  // Owner-only before a byte is written (password hashes). VACUUM INTO rather than a file
  // copy: it also takes what a backup kept in WAL mode holds in its -wal file.
  closeSync(openSync(staging, 'a', 0o600));
  const backup = new Database(backupFile, { readonly: true });
  try {
    backup.query('VACUUM INTO ?').run(staging);
  } finally {
    backup.close();
  }
  let kept: string | null = null;
  if (existsSync(dbPath)) {
    const old = new Database(dbPath);
    try {
      old.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    } finally {
      old.close();
    }
    kept = `${dbPath}.replaced-${new Date(nowMs).toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dbPath, kept);
  }
  // The WAL and index of the replaced file must not be read as the restored one's.
  for (const suffix of ['-wal', '-shm']) rmSync(`${dbPath}${suffix}`, { force: true });
  renameSync(staging, dbPath);
  return kept;
}
