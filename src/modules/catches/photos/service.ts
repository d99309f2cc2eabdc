// Photos of catches and species: checked from their bytes, stored in a PhotoStorage
// (storage.ts), described by a row in `photos`. The bytes are stored before their row and
// removed again if the row is not committed; rows are deleted before their bytes.
import type { Sql } from '../../../db/store';
import { newId } from '../../../lib/ids';
import { readImageInfo, typeFromFileName, imageTypes, type ImageType } from '../../../lib/image-info';
import { stripLocationMetadata } from '../../../lib/image-metadata';
import { HttpError, ValidationFailed } from '../../../lib/problem';
import { sha256Hex } from '../../../lib/secrets';
import type { PhotoStorage } from './storage';

/** Photos one catch or one species may hold (disk space is finite, even self-hosted). */
const maxPhotosPerOwner = 20;

/** Bounds on what a decoder would have to allocate for one image. */
const maxPhotoSide = 20_000;
const maxPhotoPixels = 50_000_000;

interface PhotoRow {
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

interface CheckedImage {
  bytes: Uint8Array;
  contentType: ImageType;
  width: number;
  height: number;
}

class PayloadTooLarge extends HttpError {
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
  const claimed = [
    typeFromFileName(file.name ?? ''),
    imageTypes.find((type) => type === file.type.split(';')[0].trim().toLowerCase()) ?? null,
  ];
  const lie = claimed.find((type) => type !== null && type !== info.contentType);
  if (lie)
    throw new HttpError(415, 'unsupported_media_type', `The file is named or declared as ${lie} but its content is ${info.contentType}.`);
  if (info.kind === 'malformed')
    throw new ValidationFailed([{ field: 'file', message: `is not a readable ${info.contentType} image (no pixel size in its header)` }]);
  if (info.width > maxPhotoSide || info.height > maxPhotoSide || info.width * info.height > maxPhotoPixels)
    throw new ValidationFailed([
      {
        field: 'file',
        message: `is ${info.width}x${info.height} pixels; the limit is ${maxPhotoSide} a side and ${maxPhotoPixels / 1_000_000} megapixels`,
      },
    ]);
  return { bytes: stripLocationMetadata(bytes, info.contentType), contentType: info.contentType, width: info.width, height: info.height };
}

interface PhotoOwner {
  catchPk?: number;
  speciesPk?: number;
  uploaderId: string;
  license?: string | null;
  author?: string | null;
}

/**
 * Stores the bytes, then the row in one transaction whose `stillThere` check runs inside it
 * on its `tx` (the catch or species may have been deleted meanwhile; it throws if so). Any
 * failure removes the bytes.
 */
export async function storePhoto(
  db: Sql,
  photos: PhotoStorage,
  image: CheckedImage,
  owner: PhotoOwner,
  now: number,
  stillThere: (tx: Sql) => Promise<unknown>,
): Promise<PhotoRow> {
  const id = newId('photo');
  const digest = sha256Hex(image.bytes);
  try {
    // Stored before the transaction (no large write holds the writer), inside the try: a
    // write cut short by a full disk leaves nothing behind.
    await photos.put(id, image.bytes);
    return await db.transaction(async (tx) => {
      await stillThere(tx);
      const held = (await tx.get<{ n: number }>(
        'SELECT count(*) AS n FROM photos WHERE catch_pk = ? OR species_pk = ?',
        owner.catchPk ?? null,
        owner.speciesPk ?? null,
      ))!.n;
      if (held >= maxPhotosPerOwner)
        throw new ValidationFailed([
          { field: 'file', message: `at most ${maxPhotosPerOwner} photos per catch or species; delete one first` },
        ]);
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
    await photos.remove([id]).catch(() => undefined);
    throw error;
  }
}

export async function findPhoto(db: Sql, photoId: string): Promise<PhotoRow | null> {
  return (await db.get<PhotoRow>('SELECT * FROM photos WHERE id = ?', photoId)) ?? null;
}
