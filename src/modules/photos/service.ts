// Photos of catches and species: checked from their bytes, stored as files under
// <dataDir>/photos/<photo id>, described by a row in `photos`. A file is written before its
// row and removed again if the row is not committed; rows are deleted before their files.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Sql } from '../../db/store';
import { newId, isId } from '../../lib/ids';
import { readImageInfo, typeFromFileName, imageTypes, type ImageType } from '../../lib/image-info';
import { stripLocationMetadata } from '../../lib/image-metadata';
import { HttpError, ValidationFailed } from '../../lib/problem';
import { sha256Hex } from '../../lib/secrets';

/** Photos one catch or one species may hold (disk space is finite, even self-hosted). */
export const maxPhotosPerOwner = 20;

/** Bounds on what a decoder would have to allocate for one image. */
export const maxPhotoSide = 20_000;
export const maxPhotoPixels = 50_000_000;

export interface PhotoRow {
  pk: number;
  id: string;
  catch_pk: number | null;
  species_pk: number | null;
  uploader_id: string;
  content_type: ImageType;
  width: number;
  height: number;
  bytes: number;
  sha256: string;
  license: string | null;
  author: string | null;
  created_at: number;
}

export interface CheckedImage {
  bytes: Uint8Array;
  contentType: ImageType;
  width: number;
  height: number;
}

export class PayloadTooLarge extends HttpError {
  constructor(limit: number) {
    super(413, 'payload_too_large', `Photos are limited to ${limit} bytes.`);
  }
}

/**
 * The upload as it really is (less its EXIF/XMP/IPTC blocks, where GPS positions hide), or
 * the 4xx that says why it is refused. Stores nothing.
 */
export async function checkUpload(file: File, maxBytes: number): Promise<CheckedImage> {
  if (file.size > maxBytes) throw new PayloadTooLarge(maxBytes);
  if (file.size === 0) throw new ValidationFailed([{ field: 'file', message: 'is empty (0 bytes)' }]);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const info = readImageInfo(bytes);
  if (info.kind === 'unsupported')
    throw new HttpError(415, 'unsupported_media_type', `The file is not a ${imageTypes.join(', ')} image (checked from its content).`);
  const claimed = [typeFromFileName(file.name ?? ''), imageTypes.find((type) => type === file.type.split(';')[0].trim().toLowerCase()) ?? null];
  const lie = claimed.find((type) => type !== null && type !== info.contentType);
  if (lie)
    throw new HttpError(415, 'unsupported_media_type', `The file is named or declared as ${lie} but its content is ${info.contentType}.`);
  if (info.kind === 'malformed')
    throw new ValidationFailed([{ field: 'file', message: `is not a readable ${info.contentType} image (no pixel size in its header)` }]);
  if (info.width > maxPhotoSide || info.height > maxPhotoSide || info.width * info.height > maxPhotoPixels)
    throw new ValidationFailed([
      { field: 'file', message: `is ${info.width}x${info.height} pixels; the limit is ${maxPhotoSide} a side and ${maxPhotoPixels / 1_000_000} megapixels` },
    ]);
  return { bytes: stripLocationMetadata(bytes, info.contentType), contentType: info.contentType, width: info.width, height: info.height };
}

export function photosDirectory(dataDir: string): string {
  return join(dataDir, 'photos');
}

/** Only well-formed photo ids ever reach the file system (no path tricks). */
export function photoPath(dataDir: string, photoId: string): string {
  if (!isId('photo', photoId)) throw new Error(`not a photo id: ${photoId}`);
  return join(photosDirectory(dataDir), photoId);
}

export interface PhotoOwner {
  catchPk?: number;
  speciesPk?: number;
  uploaderId: string;
  license?: string | null;
  author?: string | null;
}

/**
 * Writes the file, then the row in one transaction whose `stillThere` check runs inside it
 * on its `tx` (the catch or species may have been deleted meanwhile; it throws if so). Any
 * failure removes the file.
 */
export async function storePhoto(
  db: Sql,
  dataDir: string,
  image: CheckedImage,
  owner: PhotoOwner,
  now: number,
  stillThere: (tx: Sql) => Promise<unknown>,
): Promise<PhotoRow> {
  const id = newId('photo');
  const path = photoPath(dataDir, id);
  const digest = sha256Hex(image.bytes);
  mkdirSync(photosDirectory(dataDir), { recursive: true, mode: 0o700 });
  try {
    // The file is written before the transaction (no disk write holds the writer), inside
    // the try: a write cut short by a full disk leaves no partial file behind.
    await Bun.write(path, image.bytes);
    return await db.transaction(async (tx) => {
      await stillThere(tx);
      const held = (await tx.get<{ n: number }>('SELECT count(*) AS n FROM photos WHERE catch_pk = ? OR species_pk = ?', owner.catchPk ?? null, owner.speciesPk ?? null))!.n;
      if (held >= maxPhotosPerOwner)
        throw new ValidationFailed([{ field: 'file', message: `at most ${maxPhotosPerOwner} photos per catch or species; delete one first` }]);
      return (await tx.get<PhotoRow>(
        `INSERT INTO photos (id, catch_pk, species_pk, uploader_id, content_type, width, height, bytes, sha256, license, author, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
        id,
        owner.catchPk ?? null,
        owner.speciesPk ?? null,
        owner.uploaderId,
        image.contentType,
        image.width,
        image.height,
        image.bytes.length,
        digest,
        owner.license ?? null,
        owner.author ?? null,
        now,
      ))!;
    });
  } catch (error) {
    removePhotoFiles(dataDir, [id]);
    throw error;
  }
}

export async function findPhoto(db: Sql, photoId: string): Promise<PhotoRow | null> {
  return (await db.get<PhotoRow>('SELECT * FROM photos WHERE id = ?', photoId)) ?? null;
}

/** Call after the transaction that deleted the rows has committed. */
export function removePhotoFiles(dataDir: string, photoIds: string[]): void {
  for (const id of photoIds) rmSync(photoPath(dataDir, id), { force: true });
}
