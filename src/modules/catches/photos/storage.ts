// Where the bytes of photos live. On SQLite: files under <dataDir>/photos, beside the database
// file (backups copy them). On PostgreSQL: rows of photo_blobs, so that every instance on the
// database serves every photo, and the database's own backups hold them.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Store } from '../../../db/store';
import { isId } from '../../../lib/ids';

export interface PhotoStorage {
  /** Stores the bytes under a new photo id (before the photo's row is committed). */
  put(photoId: string, bytes: Uint8Array): Promise<void>;
  /** The bytes as a response body, or null when none are stored. */
  get(photoId: string): Promise<Blob | null>;
  /** Drops the bytes (after the rows that named them are gone); missing ones are fine. */
  remove(photoIds: string[]): Promise<void>;
}

export function photosDirectory(dataDir: string): string {
  return join(dataDir, 'photos');
}

/** Only well-formed photo ids ever reach the file system (no path tricks). */
export function photoPath(dataDir: string, photoId: string): string {
  if (!isId('photo', photoId)) throw new Error(`not a photo id: ${photoId}`);
  return join(photosDirectory(dataDir), photoId);
}

export function filePhotos(dataDir: string): PhotoStorage {
  return {
    async put(photoId, bytes) {
      mkdirSync(photosDirectory(dataDir), { recursive: true, mode: 0o700 });
      await Bun.write(photoPath(dataDir, photoId), bytes);
    },
    async get(photoId) {
      const file = Bun.file(photoPath(dataDir, photoId));
      return (await file.exists()) ? file : null;
    },
    async remove(photoIds) {
      for (const id of photoIds) rmSync(photoPath(dataDir, id), { force: true });
    },
  };
}

function databasePhotos(db: Store): PhotoStorage {
  return {
    async put(photoId, bytes) {
      await db.run('INSERT INTO photo_blobs (photo_id, content) VALUES (?, ?)', photoId, bytes);
    },
    async get(photoId) {
      const row = await db.get<{ content: Uint8Array }>('SELECT content FROM photo_blobs WHERE photo_id = ?', photoId);
      return row ? new Blob([new Uint8Array(row.content)]) : null;
    },
    async remove(photoIds) {
      if (photoIds.length > 0)
        await db.run(`DELETE FROM photo_blobs WHERE photo_id IN (${photoIds.map(() => '?').join(', ')})`, ...photoIds);
    },
  };
}

/** The storage of the store's engine: files beside SQLite, rows in PostgreSQL. */
export function photoStorageFor(db: Store, dataDir: string): PhotoStorage {
  return db.engine === 'postgres' ? databasePhotos(db) : filePhotos(dataDir);
}
