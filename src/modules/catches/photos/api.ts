// HTTP controller for photo files: divers attach photos to their own catches; anyone with
// the URL reads a photo (an <img> cannot send a bearer token; ids are unguessable).
import { t } from 'elysia';
import type { AppDeps } from '../../../app-deps';
import type { Sql } from '../../../db/store';
import { apiController } from '../../../http/controller';
import { isId } from '../../../lib/ids';
import { NotFound } from '../../../lib/problem';
import { findCatch } from '../read';
import { checkUpload, findPhoto, storePhoto } from './service';
import { photoStorageFor } from './storage';

const CatchPhoto = t.Object({
  id: t.String(),
  url: t.String(),
  content_type: t.String(),
  width: t.Integer(),
  height: t.Integer(),
});

export function photosModule(deps: AppDeps) {
  const { db } = deps;
  const photos = photoStorageFor(db, deps.config.dataDir);
  /** `on`: the store, or the transaction that stores the photo. */
  const ownCatch = async (on: Sql, id: string, userId: string) => {
    const record = isId('catch', id) ? await findCatch(on, id) : null;
    if (!record || record.diver_id !== userId) throw new NotFound('The catch');
    return record;
  };

  return apiController(deps, 'Photos', { CatchPhoto })
    .post(
      '/v1/catches/:id/photos',
      async ({ params, body, principal, set }) => {
        const record = await ownCatch(db, params.id, principal.userId);
        const image = await checkUpload(body.file, deps.config.maxPhotoBytes);
        const photo = await storePhoto(db, photos, image, { catchPk: record.pk, uploaderId: principal.userId }, deps.now(), (tx) =>
          ownCatch(tx, params.id, principal.userId),
        );
        set.status = 201;
        set.headers.location = deps.photoUrl(photo.id);
        return { id: photo.id, url: deps.photoUrl(photo.id), content_type: photo.content_type, width: photo.width, height: photo.height };
      },
      {
        scope: 'catches:write',
        parse: 'formdata',
        params: t.Object({ id: t.String({ maxLength: 64 }) }),
        body: t.Object(
          { file: t.File({ description: 'JPEG, PNG or WebP; the real type is read from the bytes.' }) },
          { additionalProperties: false },
        ),
        response: { 201: 'CatchPhoto', 401: 'Problem', 403: 'Problem', 404: 'Problem', 413: 'Problem', 415: 'Problem', 422: 'Problem' },
        detail: {
          summary: 'Attach a photo to your catch',
          description:
            'multipart/form-data with the file in `file`. Owner only (others get 404). JPEG, PNG or WebP, checked from the bytes; at most CATCHD_MAX_PHOTO_BYTES (413), 20000 px a side and 50 megapixels (422); at most 20 photos per catch (422). A name or declared type that disagrees with the content is 415. Nothing is stored on any error. Deleted with the catch.',
        },
      },
    )
    .get(
      '/v1/photos/:photo_id',
      async ({ params, headers }) => {
        const photo = isId('photo', params.photo_id) ? await findPhoto(db, params.photo_id) : null;
        if (!photo) throw new NotFound('The photo');
        const etag = `"${photo.sha256.slice(0, 32)}"`;
        const common = {
          etag,
          // The id never names other bytes, so caches may keep it; a deleted photo ages out.
          'cache-control': 'public, max-age=86400',
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'",
        };
        const ifNoneMatch = headers['if-none-match'];
        if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*'))
          return new Response(null, { status: 304, headers: common });
        const content = await photos.get(photo.id);
        if (!content) throw new NotFound('The photo');
        return new Response(content, {
          headers: { ...common, 'content-type': photo.content_type, 'content-length': String(photo.bytes) },
        });
      },
      {
        params: t.Object({ photo_id: t.String({ maxLength: 64 }) }),
        detail: {
          summary: 'Download a photo',
          description:
            'Public: no credential needed, so that the URL works in an <img> tag; photo ids are random and unguessable. Served with the stored content type, `X-Content-Type-Options: nosniff`, a strong `ETag` (If-None-Match gives 304) and `Cache-Control: public, max-age=86400`.',
          security: [],
          responses: {
            200: {
              description: 'The photo, as stored.',
              content: Object.fromEntries(
                ['image/jpeg', 'image/png', 'image/webp'].map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
              ),
            },
            304: { description: 'Not modified (`If-None-Match` names its ETag).' },
            404: {
              description: 'No photo with that id.',
              content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
            },
          },
        },
      },
    );
}
