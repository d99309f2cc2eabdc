// HTTP controller for /v1/species: search, read (with live records), admin edits, photos.
import { Elysia } from 'elysia';
import type { AppDeps } from '../../../app-deps';
import { jsonTextResponse } from '../../../http/json';
import { apiController } from '../../../http/controller';
import { compileQuery, queryParameters } from '../../../http/query';
import { isId } from '../../../lib/ids';
import { NotFound } from '../../../lib/problem';
import type { Sql } from '../../../db/store';
import { checkUpload, storePhoto } from '../photos/service';
import { photoStorageFor } from '../photos/storage';
import { applySpeciesBody, emptySpecies } from './edit';
import { SpeciesIdParams, SpeciesListQuery, SpeciesPhotoParams, SpeciesPhotoUpload, speciesModels } from './model';
import { presentSpeciesDetail, speciesListBody, speciesPhotos } from './read';
import { createSpecies, findSpecies, updateSpecies, type SpeciesRow } from './service';

// Type-ahead calls this on every keystroke: a compiled checker is faster than the generic one.
const parseListQuery = compileQuery(SpeciesListQuery);

const problems = { 401: 'Problem', 403: 'Problem', 404: 'Problem', 422: 'Problem' } as const;

/** A controller of this module: authenticated, with the models its routes name. */
const speciesController = (deps: AppDeps) => apiController(deps, 'Species', speciesModels);

async function existing(sql: Sql, id: string): Promise<SpeciesRow> {
  const row = await findSpecies(sql, id);
  if (!row) throw new NotFound('The species');
  return row;
}

export function speciesModule(deps: AppDeps) {
  return new Elysia().use(speciesReadRoutes(deps)).use(speciesEditRoutes(deps)).use(speciesPhotoRoutes(deps));
}

function speciesReadRoutes(deps: AppDeps) {
  const { db } = deps;
  return speciesController(deps)
    .get(
      '/v1/species',
      async ({ request, set }) => {
        const query = parseListQuery(new URL(request.url).searchParams);
        return jsonTextResponse(set, await speciesListBody(db, query));
      },
      {
        scope: 'species:read',
        response: { 200: 'SpeciesList', 401: 'Problem', 403: 'Problem', 422: 'Problem' },
        detail: {
          parameters: queryParameters(SpeciesListQuery),
          summary: 'List and search species',
          description:
            '`q` matches the scientific name and every common name in every language, ignoring case and accents; the last word is a prefix, for type-ahead (`grou` finds groupers, `mero` the Spanish names). With `q` the default order is relevance: a name equal to `q`, then a name starting with it, then one holding it as a later word; ties by how often the species is caught, then name. `matched_name` says which name matched. Filters: `family`, `region` (a region tag), `target_group`. Every name carries its source and licence.',
        },
      },
    )
    .get(
      '/v1/species/:id',
      async ({ params, principal }) => presentSpeciesDetail(db, await existing(db, params.id), principal, deps.photoUrl),
      {
        scope: 'species:read',
        params: SpeciesIdParams,
        response: { 200: 'SpeciesDetail', ...problems },
        detail: {
          summary: 'Read a species',
          description:
            '`records.heaviest.<tier>` is the heaviest catch at that tier or higher, `records.deepest` the deepest catch of bronze or higher, `catch_count` every catch; all computed from the catches at read time (any dive type; ties go to the catch logged first) and shown with the usual location privacy. `records.reference` are the shipped spearfishing world records with their source and licence.',
        },
      },
    );
}

/** Adding and editing species (admins). */
function speciesEditRoutes(deps: AppDeps) {
  const { db } = deps;
  return speciesController(deps)
    .post(
      '/v1/species',
      async ({ body, principal, set }) => {
        const row = await createSpecies(db, applySpeciesBody(emptySpecies, body), deps.now());
        set.status = 201;
        set.headers.location = `${deps.config.baseUrl}/v1/species/${row.id}`;
        return presentSpeciesDetail(db, row, principal, deps.photoUrl);
      },
      {
        scope: 'species:write',
        body: 'SpeciesCreate',
        response: { 201: 'SpeciesDetail', 409: 'Problem', ...problems },
        detail: { summary: 'Add a species (admins)', description: '409 `species_exists` when the scientific name is taken.' },
      },
    )
    .patch(
      '/v1/species/:id',
      async ({ params, body, principal }) => {
        if (!isId('sp', params.id)) throw new NotFound('The species');
        const row = await updateSpecies(db, params.id, (current) => applySpeciesBody(current, body), deps.now());
        return presentSpeciesDetail(db, row, principal, deps.photoUrl);
      },
      {
        scope: 'species:write',
        params: SpeciesIdParams,
        body: 'SpeciesUpdate',
        response: { 200: 'SpeciesDetail', 409: 'Problem', ...problems },
        detail: {
          summary: 'Edit a species (admins)',
          description:
            'Changed values are attributed to `local` unless a source is given. Arrays replace the stored list. 409 when the new scientific name is taken.',
        },
      },
    );
}

function speciesPhotoRoutes(deps: AppDeps) {
  const { db } = deps;
  const photos = photoStorageFor(db, deps.config.dataDir);
  return speciesController(deps)
    .post(
      '/v1/species/:id/photos',
      async ({ params, body, principal, set }) => {
        const row = await existing(db, params.id);
        const image = await checkUpload(body.file, deps.config.maxPhotoBytes);
        const photo = await storePhoto(
          db,
          photos,
          image,
          { speciesPk: row.pk, uploaderId: principal.userId, license: body.license, author: body.author },
          deps.now(),
          (tx) => existing(tx, params.id),
        );
        set.status = 201;
        set.headers.location = deps.photoUrl(photo.id);
        return (await speciesPhotos(db, row.pk, deps.photoUrl)).find((p) => p.id === photo.id)!;
      },
      {
        scope: 'species:write',
        params: SpeciesIdParams,
        body: SpeciesPhotoUpload,
        parse: 'formdata',
        response: { 201: 'SpeciesPhoto', 413: 'Problem', 415: 'Problem', ...problems },
        detail: {
          summary: 'Upload a species photo (admins)',
          description:
            'multipart/form-data: `file` (JPEG, PNG or WebP, checked from its bytes; at most CATCHD_MAX_PHOTO_BYTES, 20000 px a side and 50 megapixels; at most 20 per species), `license` and `author` (both required: they are shown with the photo). 413 too large, 415 not an accepted image or a name/declared type that disagrees with the content, 422 empty or unreadable.',
        },
      },
    )
    .delete(
      '/v1/species/:id/photos/:photo_id',
      async ({ params, set }) => {
        const row = await existing(db, params.id);
        const deleted = await db.run('DELETE FROM photos WHERE id = ? AND species_pk = ?', params.photo_id, row.pk);
        if (deleted === 0) throw new NotFound('The photo');
        await photos.remove([params.photo_id]);
        set.status = 204;
        return null;
      },
      {
        scope: 'species:write',
        params: SpeciesPhotoParams,
        response: problems,
        detail: { summary: 'Delete a species photo (admins)', description: 'Removes the record and the file. 204.' },
      },
    );
}
