// A full disk: recognising it, remembering it for /readyz, and telling when there is room again.
// SQLite rolls the failed transaction back; nothing committed is touched, and writes work again
// once there is room, so the service recovers by itself.
import { statfsSync } from 'node:fs';
import type { Sql, Store } from './store';

/**
 * SQLite's "database or disk is full" (the file system is full, or the file reached
 * max_page_count), PostgreSQL's disk_full, or the file system's own ENOSPC/EDQUOT (photo files).
 */
export function isStorageFull(error: unknown): boolean {
  const { code, errno } = (error ?? {}) as { code?: unknown; errno?: unknown };
  // PostgreSQL: disk_full (its server's disk; the instance recovers once there is room).
  return code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'EDQUOT' || errno === '53100';
}

/**
 * When a write last failed for want of space (unix ms), until there is room again: a small
 * write that still fits does not mean that the next catch will.
 */
const storageFull = new WeakMap<Store, number>();

export function noteStorageFull(store: Store): void {
  storageFull.set(store, Date.now());
}

/** Room below which the store counts as full: a few writes' worth of pages, and of disk. */
const minFreePages = 64;
const minFreeDiskBytes = 4 * 1024 * 1024;

/** Whether the data dir's file system (the SQLite file, photos) has room; true when it cannot be asked. */
function diskHasRoom(dataDir: string): boolean {
  try {
    const disk = statfsSync(dataDir);
    return disk.bavail * disk.bsize >= minFreeDiskBytes;
  } catch {
    return true; // no such directory (tests' databases live elsewhere): only the page limit counts
  }
}

/**
 * SQLite-specific (its pragmas): whether the file is below max_page_count. Asked in a write
 * transaction, because the limit is the writer connection's own setting; so only while the
 * store is marked full, not on every readiness probe.
 */
async function belowPageLimit(store: Store): Promise<boolean> {
  if (store.engine !== 'sqlite') return true;
  const pages = await store.transaction((tx) =>
    tx.get<{ page_count: number; max_page_count: number }>('SELECT * FROM pragma_page_count(), pragma_max_page_count()'),
  );
  return !pages || pages.max_page_count - pages.page_count >= minFreePages;
}

/**
 * Why writes fail or are about to (for /readyz), or null. A store marked full is unmarked
 * as soon as there is room again.
 */
export async function storageCondition(store: Store, dataDir: string): Promise<string | null> {
  const disk = diskHasRoom(dataDir);
  if (storageFull.has(store)) {
    if (!disk || !(await belowPageLimit(store))) return 'the disk is full: writes answer 507 until space is freed; reads work';
    storageFull.delete(store);
    return null;
  }
  return disk ? null : `less than ${minFreeDiskBytes / 1024 / 1024} MiB left on the data dir's file system: writes may soon answer 507`;
}

/**
 * A write that is only a hint (a last-used time): on a full disk it is skipped, so that
 * reads keep working while writes are refused.
 */
export async function bestEffortWrite(db: Sql, work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!isStorageFull(error)) throw error;
    noteStorageFull(db.store);
  }
}
