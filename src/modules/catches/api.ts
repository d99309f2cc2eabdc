// HTTP controller for /v1/catches: parse, authorize, call the service, shape the answer.
import { Elysia } from 'elysia';
import type { AppDeps } from '../../app-deps';
import type { Sql } from '../../db/store';
import { requestFingerprint, runIdempotent, validateIdempotencyKey, type StoredResponse } from '../idempotency/service';
import { CatchIdParams, CatchListQuery, catchModels } from './model';
import { findCatch, listCatches, photosFor, type CatchRecord } from './read';
import { createCatch, deleteCatch, updateCatch } from './write';
import { etagOf, etagOfJson, catchJson, presentCatch, type CatchView } from './present';
import { seesCatch } from '../../identity/catch-privacy';
import type { Viewer } from '../../identity/person';
import { NotFound } from '../../lib/problem';
import { photoStorageFor } from './photos/storage';
import { isId } from '../../lib/ids';
import { pageLinkHeader } from '../../http/links';
import { apiController } from '../../http/controller';
import { compileQuery, queryParameters } from '../../http/query';
import { VersionCache } from '../../lib/version-cache';
import { jsonResponse, jsonTextResponse } from '../../http/json';

// The most read route: the compiled query check (http/query.ts).
const parseListQuery = compileQuery(CatchListQuery);

const problemResponses = { 401: 'Problem', 403: 'Problem', 404: 'Problem', 422: 'Problem' } as const;
/** A controller of this module: authenticated, with the models its routes name. */
const catchController = (deps: AppDeps) => apiController(deps, 'Catches', catchModels);

/** A catch as its viewer sees it, with its photos; `on`: the store, or the transaction the view is made in. */
async function viewOf(deps: AppDeps, on: Sql, record: CatchRecord, viewer: Viewer): Promise<CatchView> {
  return presentCatch(record, viewer, (await photosFor(on, [record.pk], deps.photoUrl)).get(record.pk) ?? []);
}

export function catchesModule(deps: AppDeps) {
  return new Elysia().use(catchCreateRoute(deps)).use(catchReadRoutes(deps)).use(catchChangeRoutes(deps));
}

/** Logging a catch, once per idempotency key. */
function catchCreateRoute(deps: AppDeps) {
  const { db } = deps;
  return catchController(deps).post(
    '/v1/catches',
    async ({ body, principal, headers, set }) => {
      const create = async (on: Sql): Promise<StoredResponse> => {
        const record = await createCatch(on, principal, body, deps.now());
        // A catch created just now has no photos yet: no query for them.
        const json = JSON.stringify(presentCatch(record, principal, []));
        return {
          status: 201,
          body: json,
          headers: { location: `${deps.config.baseUrl}/v1/catches/${record.id}`, etag: etagOfJson(json) },
        };
      };
      const key = headers['idempotency-key'];
      let response: StoredResponse & { replayed?: boolean };
      if (key === undefined) response = await create(db);
      else {
        validateIdempotencyKey(key);
        const fingerprint = requestFingerprint('POST', '/v1/catches', body);
        response = await runIdempotent(db, { credentialId: principal.credentialId, key, fingerprint }, deps.now(), create);
      }
      return jsonTextResponse(
        set,
        response.body,
        { ...response.headers, ...(response.replayed ? { 'idempotent-replayed': 'true' } : {}) },
        response.status,
      );
    },
    {
      scope: 'catches:write',
      body: 'CatchCreate',
      response: { 201: 'Catch', 409: 'Problem', ...problemResponses },
      detail: {
        summary: 'Log a catch',
        description:
          'Creates a catch owned by the caller. Honours `Idempotency-Key` (per credential, 24 h): the same key with the same body replays the first answer (with `Idempotent-Replayed: true`); with another body it is 422 `idempotency_key_reused`. Requests with one key are serialized, so parallel retries create one catch.',
      },
    },
  );
}

/** A list answer as sent: its body and its headers. */
interface ListAnswer {
  body: string;
  headers: Record<string, string>;
}

function catchReadRoutes(deps: AppDeps) {
  const { db } = deps;
  // Whole answers (body and Link header): a repeated list read is one lookup. A page of 100 catches is ~70 KB.
  const listAnswers = new VersionCache<ListAnswer>('catch_list_answers', 64);
  const readable = async (id: string, viewer: Viewer): Promise<CatchRecord> => {
    const record = isId('catch', id) ? await findCatch(db, id) : null;
    if (!record || !seesCatch(viewer, record)) throw new NotFound('The catch');
    return record;
  };
  return catchController(deps)
    .get(
      '/v1/catches',
      async ({ principal, request, set }) => {
        // The same URL asked by the same person (and role: it decides what they may see) is the same answer until the next commit.
        // Only a URL whose query passed its check has an answer: a remembered one is not checked again.
        const key = `${principal.userId}|${principal.role}|${request.url}`;
        const answer = await listAnswers.answer(await db.version(), key, async (): Promise<ListAnswer> => {
          const url = new URL(request.url);
          const result = await listCatches(db, principal, parseListQuery(url.searchParams), deps.photoUrl);
          const data = result.records.map((r) => catchJson(r, principal, result.photos.get(r.pk) ?? []));
          const link = pageLinkHeader(deps.config.baseUrl, url, {
            page: result.page,
            hasMore: result.hasMore,
            lastId: result.records.at(-1)?.id,
          });
          // Assembled from each catch's remembered JSON (see catchJson): same text as JSON.stringify of the list.
          const body = `{"object":"list","data":[${data.join(',')}],"total":${result.total},"page":${result.page},"per_page":${result.perPage},"has_more":${result.hasMore}}`;
          return { body, headers: link ? { link } : {} };
        });
        return jsonTextResponse(set, answer.body, answer.headers);
      },
      {
        scope: 'catches:read',
        response: { 200: 'CatchList', ...problemResponses },
        detail: {
          parameters: queryParameters(CatchListQuery),
          summary: 'List catches',
          description:
            'Every filter combines with AND. `total` counts every match (null with `skip_total=true`). Page with `page`/`per_page`, or with the keyset cursor `after=<catch id>` for deep pages (then `page` is null). `Link` gives `next`/`prev`. Other divers\u2019 coordinates are rounded to 0.1\u00b0, and location filters use the rounded values for them.',
        },
      },
    )
    .get(
      '/v1/catches/:id',
      async ({ params, principal, headers, set }) => {
        const catchView = await viewOf(deps, db, await readable(params.id, principal), principal);
        const etag = etagOf(catchView);
        const ifNoneMatch = headers['if-none-match'];
        if (ifNoneMatch && (ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((t) => t.trim() === etag))) {
          return new Response(null, { status: 304, headers: { etag } });
        }
        return jsonResponse(set, catchView, { etag });
      },
      {
        scope: 'catches:read',
        params: CatchIdParams,
        response: { 200: 'Catch', ...problemResponses },
        detail: { summary: 'Read a catch', description: 'Answers with an `ETag`; `If-None-Match` with it gives 304.' },
      },
    );
}

/** Changing and deleting a catch (its diver only). */
function catchChangeRoutes(deps: AppDeps) {
  const { db } = deps;
  const photos = photoStorageFor(db, deps.config.dataDir);
  return catchController(deps)
    .patch(
      '/v1/catches/:id',
      async ({ params, principal, body, headers, set }) => {
        if (!isId('catch', params.id)) throw new NotFound('The catch');
        const record = await updateCatch(db, principal, params.id, body, deps.now(), {
          ifMatch: headers['if-match'],
          etag: async (tx, current) => etagOf(await viewOf(deps, tx, current, principal)),
        });
        const catchView = await viewOf(deps, db, record, principal);
        set.headers.etag = etagOf(catchView);
        return catchView;
      },
      {
        scope: 'catches:write',
        params: CatchIdParams,
        body: 'CatchUpdate',
        response: { 200: 'Catch', 412: 'Problem', ...problemResponses },
        detail: {
          summary: 'Update a catch',
          description:
            'Owner only (others get 404). `If-Match` with a stale ETag is 412. Changing `weight_lbs` or `species` of a verified catch resets it to `unverified`; other edits keep the tier. `null` clears an optional field.',
        },
      },
    )
    .delete(
      '/v1/catches/:id',
      async ({ params, principal, set }) => {
        if (!isId('catch', params.id)) throw new NotFound('The catch');
        const { photoIds } = await deleteCatch(db, principal, params.id, deps.now());
        await photos.remove(photoIds);
        set.status = 204;
        return null;
      },
      {
        scope: 'catches:write',
        params: CatchIdParams,
        response: problemResponses,
        detail: { summary: 'Delete a catch', description: 'Owner only (others get 404). Answers 204 with no body.' },
      },
    );
}
