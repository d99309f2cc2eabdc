// A species CSV between its preview and its apply: kept in the database (any instance may take
// the apply), for the admin who uploaded it, for an hour. The apply form carries only the id,
// so the file applied is byte for byte the file previewed.
import type { Sql } from '../../../db/store';
import { HttpError } from '../../../lib/problem';
import { newSecret, type RandomBytes } from '../../../lib/secrets';
import { parseSpeciesCsv } from './csv';
import { upsertSpecies, type UpsertResult } from './service';

const uploadLifetimeSeconds = 3600;

class UploadGone extends HttpError {
  constructor() {
    super(404, 'not_found', 'This preview is unknown, older than an hour, or applied already: upload the file again.');
  }
}

/** Keeps the CSV for `userId`; returns its id. Expired uploads of anyone go on the way. */
export async function keepUpload(db: Sql, userId: string, csv: string, now: number, randomBytes: RandomBytes): Promise<string> {
  const id = newSecret('spu_', randomBytes, 24);
  await db.transaction(async (tx) => {
    await tx.run('DELETE FROM species_import_uploads WHERE expires_at <= ?', now);
    const insert = 'INSERT INTO species_import_uploads (id, user_id, csv, created_at, expires_at) VALUES (?, ?, ?, ?, ?)';
    await tx.run(insert, id, userId, csv, now, now + uploadLifetimeSeconds);
  });
  return id;
}

/** Applies the kept CSV of `userId` and removes it, in one transaction; anyone else's, unknown or expired: UploadGone, nothing changed. */
export async function applyUpload(db: Sql, userId: string, id: string, now: number): Promise<UpsertResult> {
  return db.transaction(async (tx) => {
    const taken = 'DELETE FROM species_import_uploads WHERE id = ? AND user_id = ? AND expires_at > ? RETURNING csv';
    const upload = await tx.get<{ csv: string }>(taken, id, userId, now);
    if (!upload) throw new UploadGone();
    return upsertSpecies(tx, parseSpeciesCsv(upload.csv).rows, now);
  });
}
