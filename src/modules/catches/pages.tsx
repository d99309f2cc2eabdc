// The diver's pages: log a catch, my catches (the API's filters and paging), one catch,
// edit, delete after a confirmation, photos. Every rule is the services' (the API calls the
// same functions); this file only reads forms and renders. The form itself is views/form.tsx;
// asking for verification is the verifications module's (verifications/requests/pages.tsx).
import { Elysia, t } from 'elysia';
import type { Html } from '#jsx/jsx-runtime';
import type { AppDeps } from '../../app-deps';
import type { Sql } from '../../db/store';
import { isId } from '../../lib/ids';
import { HttpError, NotFound, problemResponse, ValidationFailed, type FieldError } from '../../lib/problem';
import { sha256Hex } from '../../lib/secrets';
import { Notice, Pager, Photo, photoPath, PostForm, Select, tierLabel, type Option } from '../../web/components';
import { compileQuery } from '../../http/query';
import { pageRoutes } from '../../web';
import { formFiles, formStrings } from '../../web/kit/forms';
import { ShareButton, type Sharing } from '../../web/kit/share';
import { done, noticeOf } from '../../web/kit/notices';
import { pageNumber } from '../../web/kit/paging';
import { Layout } from '../../web/layout';
import { redirect } from '../../web/respond';
import type { WebSupport } from '../../web/session';
import { requireScope, type Reader, type Visitor } from '../../web/visitor';
import { requestFingerprint, runIdempotent } from '../idempotency/service';
import { checkUpload, storePhoto } from './photos/service';
import { type PhotoStorage, photoStorageFor } from './photos/storage';
import { VerificationHistory } from './verifications/views';
import { listVerifications, openRequest } from './verifications/service';
import { CatchForm, catchInputOf, diveTypeOptions, gearOptions, valuesOf, type FormValues } from './views/form';
import { CatchFacts, CatchSummary, catchView, ownCatchView, CatchCard, speciesName } from './views/catch';
import { speciesNamesIn } from './species/read';
import { catchCardResponse, catchReader, catchSharing } from './share/views';
import { CatchListQuery, tiers } from './model';
import { findCatch, type ListQuery, type ListResult, listCatches, photosFor } from './read';
import { createCatch, deleteCatch, updateCatch } from './write';
import { etagOf, presentCatch, type CatchView } from './present';
import { toIso } from '../../lib/time';
import { round4, toCanonical, unitSymbol } from '../../lib/units';
import { fromWallClock, wallClockPattern } from '../../lib/zones';
import { aroundLink, type Language } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import { OutboxWords } from '../../web/offline';
import { problemSentence } from '../../web/kit/forms';

/** The API's list filters (CatchListQuery) less what the page sets itself: the diver (the visitor), the page and its size. */
const { diver_id: _diver, page: _page, per_page: _perPage, ...pageFilters } = CatchListQuery.properties;
const parsePageFilters = compileQuery(t.Object(pageFilters, { additionalProperties: false }));
/** The page's measure filters (in the reader's units) and the API's (canonical) ones they become. */
const measureFilters = [
  { name: 'min_weight', kind: 'weight', api: 'min_weight_lbs', label: m.catch_filter_min_weight },
  { name: 'max_weight', kind: 'weight', api: 'max_weight_lbs', label: m.catch_filter_max_weight },
  { name: 'min_depth', kind: 'depth', api: 'min_depth_ft', label: m.catch_filter_min_depth },
  { name: 'max_depth', kind: 'depth', api: 'max_depth_ft', label: m.catch_filter_max_depth },
] as const;
/** Whether the query sets any of the list's filters (or its order). */
function filtersSet(search: URLSearchParams): boolean {
  return [...Object.keys(pageFilters), ...measureFilters.map((f) => f.name)].some((name) => (search.get(name) ?? '').trim() !== '');
}

const sortOptions = (locale: Language): Option[] =>
  (
    [
      ['-created_at', m.catch_sort_newest_logged],
      ['-caught_at', m.catch_sort_newest_caught],
      ['caught_at', m.catch_sort_oldest_caught],
      ['-weight_lbs', m.catch_sort_heaviest],
      ['-depth_ft', m.catch_sort_deepest],
    ] as const
  ).map(([value, label]) => ({ value, label: label({}, { locale }) }));

/**
 * The list query of the API from the page's query string, read by the API's own model: the
 * filter form sends its empty fields (left out), times on the reader's clock (made ISO) and
 * measures in the reader's units (made canonical, rounded as a catch's are stored: a bound typed
 * as a catch was typed includes it); other names (a notice) are the page's.
 */
function listQueryOf(search: URLSearchParams, diverId: string, reader: Reader): ListQuery {
  const filters = new URLSearchParams();
  for (const [name, given] of search) {
    const value = given.trim();
    if (value === '' || !Object.hasOwn(pageFilters, name)) continue;
    filters.append(name, name === 'caught_after' || name === 'caught_before' ? localTimeQuery(value, reader.timeZone) : value);
  }
  for (const { name, kind, api } of measureFilters) {
    const value = search.get(name)?.trim().replace(',', '.');
    if (!value) continue;
    const n = Number(value);
    if (!Number.isFinite(n)) throw new ValidationFailed([{ field: name, message: 'must be a number' }]);
    filters.set(api, String(round4(toCanonical(kind, n, reader.units))));
  }
  return { ...parsePageFilters(filters), diver_id: diverId, page: pageNumber(search, 1_000_000), per_page: 20 };
}

/** A datetime-local filter value on `timeZone`'s clock as ISO 8601 (anything else is left for the list's check to refuse). */
function localTimeQuery(value: string, timeZone: string): string {
  return wallClockPattern.test(value) ? toIso(fromWallClock(value, timeZone)) : value;
}

/** The list's filters, as the API's list query names them; a GET form, so the address keeps them. */
function CatchFilters({ search: q, reader }: { search: URLSearchParams; reader: Reader }): Html {
  const weightUnit = unitSymbol('weight', reader.units, reader.locale);
  const depthUnit = unitSymbol('depth', reader.units, reader.locale);
  // Folded away until wanted (open while a filter is set, so what narrows the list shows).
  const filtered = filtersSet(q);
  const { locale, timeZone } = reader;
  const o = { locale };
  const any = { value: '', label: m.catch_any({}, o) };
  return (
    <details class="fold" open={filtered}>
      <summary>{m.catch_filter_title({}, o)}</summary>
      <form method="get" action="/catches" class="card filters" aria-label={m.catch_filter_label({}, o)}>
        <div>
          <label for="f-species">{m.catch_species({}, o)}</label>
          <input id="f-species" name="species" value={q.get('species') ?? ''} />
        </div>
        <div>
          <label for="f-tier">{m.catch_tier({}, o)}</label>
          <Select
            id="f-tier"
            name="verification_tier"
            options={[any, ...tiers.map((tier) => ({ value: tier, label: tierLabel(tier, locale) }))]}
            value={q.get('verification_tier')}
          />
        </div>
        <div>
          <label for="f-dive">{m.catch_dive_type({}, o)}</label>
          <Select id="f-dive" name="dive_type" options={[any, ...diveTypeOptions(locale)]} value={q.get('dive_type')} />
        </div>
        <div>
          <label for="f-gear">{m.catch_gear({}, o)}</label>
          <Select id="f-gear" name="gear" options={[any, ...gearOptions(locale).slice(1)]} value={q.get('gear')} />
        </div>
        <div>
          <label for="f-after">{m.catch_caught_after({ zone: timeZone }, o)}</label>
          <input id="f-after" name="caught_after" type="datetime-local" value={q.get('caught_after') ?? ''} />
        </div>
        <div>
          <label for="f-before">{m.catch_caught_before({ zone: timeZone }, o)}</label>
          <input id="f-before" name="caught_before" type="datetime-local" value={q.get('caught_before') ?? ''} />
        </div>
        {measureFilters.map(({ name, kind, label }) => (
          <div>
            <label for={`f-${name}`}>
              {label({}, o)} ({kind === 'weight' ? weightUnit : depthUnit})
            </label>
            <input id={`f-${name}`} name={name} inputmode="decimal" value={q.get(name) ?? ''} />
          </div>
        ))}
        <div>
          <label for="f-q">{m.catch_filter_words({}, o)}</label>
          <input id="f-q" name="q" value={q.get('q') ?? ''} />
        </div>
        <div>
          <label for="f-sort">{m.catch_filter_order({}, o)}</label>
          <Select id="f-sort" name="sort" options={sortOptions(locale)} value={q.get('sort') ?? '-created_at'} />
        </div>
        <button type="submit" class="secondary">
          {m.catch_filter_submit({}, o)}
        </button>
      </form>
    </details>
  );
}

/** One catch: its facts and photos, and for its diver the ways to change it. */
function CatchPage({
  visitor,
  view,
  own,
  requested,
  history,
  notice,
  share,
  species,
}: {
  visitor: Visitor;
  view: CatchView;
  share: Sharing | null;
  own: boolean;
  requested: boolean;
  history: Awaited<ReturnType<typeof listVerifications>>;
  notice: string | null;
  /** The species' name in the reader's language. */
  species: string;
}): Html {
  const o = { locale: visitor.reader.locale };
  const [byBefore, byAfter] = aroundLink((i) => m.catch_by(i, o));
  return (
    <Layout title={species} visitor={visitor} preview={share?.preview} scripts={share ? ['share.js'] : []}>
      {notice && <Notice>{notice}</Notice>}
      <h1>
        {species} <span class="muted">{view.scientific_name}</span>
      </h1>
      {/* The picture first, as large as the screen allows; the others follow as thumbnails. */}
      {view.photos.length === 0 ? (
        <p class="muted">{m.catch_no_photos({}, o)}</p>
      ) : (
        <div class="hero">
          <Photo
            url={view.photos[0]!.url}
            alt={m.catch_photo_alt({ species, number: 1 }, o)}
            width={view.photos[0]!.width}
            height={view.photos[0]!.height}
            full
          />
        </div>
      )}
      {view.photos.length > 1 && (
        <div class="photos">
          {view.photos.slice(1).map((p, i) => (
            <Photo url={p.url} alt={m.catch_photo_alt({ species, number: i + 2 }, o)} width={p.width} height={p.height} />
          ))}
        </div>
      )}
      <div class="card">
        <p>
          {byBefore}
          <a href={`/divers/${view.diver.id}`}>{view.diver.display_name}</a>
          {byAfter}
        </p>
        <CatchFacts view={view} reader={visitor.reader} />
        {view.notes && <p>{view.notes}</p>}
      </div>
      {share && <ShareButton {...share.button} />}
      {own && (
        <PostForm action={`/catches/${view.id}/photos`} csrf={visitor.csrf} multipart class="card">
          <label for="photo">{m.catch_add_photos({}, o)}</label>
          <input id="photo" name="photo" type="file" accept="image/jpeg,image/png,image/webp" multiple required />
          <button type="submit" class="secondary">
            {m.catch_upload({}, o)}
          </button>
        </PostForm>
      )}
      {own && (
        <div class="actions">
          <a class="button secondary" href={`/catches/${view.id}/edit`}>
            {m.catch_edit({}, o)}
          </a>
          <a class="button secondary" href={`/catches/${view.id}/verification`}>
            {requested ? m.catch_verification_requested({}, o) : m.catch_ask_verification({}, o)}
          </a>
        </div>
      )}
      <h2>{m.catch_verification_history({}, o)}</h2>
      <VerificationHistory history={history} reader={visitor.reader} />
      {/* Apart from the everyday buttons, in red; the page it opens asks before anything goes. */}
      {own && (
        <p class="danger-line">
          <a class="button danger" href={`/catches/${view.id}/delete`}>
            {m.catch_delete_link({}, o)}
          </a>
        </p>
      )}
    </Layout>
  );
}

/** The ids of the photos, in the order of the files. */
type AttachPhotos = (catchId: string, files: File[], uploaderId: string) => Promise<string[]>;

/** The same bytes are already on the catch: the photo is not stored twice. */
class AlreadyAttached extends Error {
  constructor(readonly photoId: string) {
    super('This photo is already on the catch.');
  }
}

/**
 * Stores each photo on the catch, checking the catch is still there when it is written. A photo
 * whose bytes the catch already holds is that photo: a phone resending after a dropped
 * connection adds nothing (the check is in the writing transaction, so parallel resends too).
 */
function photoAttacher(deps: AppDeps, photos: PhotoStorage): AttachPhotos {
  const { db } = deps;
  return async (catchId, files, uploaderId) => {
    const stillThere = async (on: Sql) => {
      const record = await findCatch(on, catchId);
      if (!record) throw new NotFound('The catch');
      return record;
    };
    const ids: string[] = [];
    for (const file of files) {
      const image = await checkUpload(file, deps.config.maxPhotoBytes);
      const digest = sha256Hex(image.bytes);
      const record = await stillThere(db);
      const notYetThere = async (tx: Sql) => {
        await stillThere(tx);
        const same = await tx.get<{ id: string }>('SELECT id FROM photos WHERE catch_pk = ? AND sha256 = ?', record.pk, digest);
        if (same) throw new AlreadyAttached(same.id);
      };
      try {
        ids.push((await storePhoto(db, photos, image, { catchPk: record.pk, uploaderId }, deps.now(), notYetThere)).id);
      } catch (error) {
        if (!(error instanceof AlreadyAttached)) throw error;
        ids.push(error.photoId);
      }
    }
    return ids;
  };
}

/** The phone's outbox (outbox.js) posts the same forms and asks for JSON: refusals come back as problem+json. */
const wantsJson = (request: Request): boolean => (request.headers.get('accept') ?? '').includes('application/json');

/**
 * A refusal of the phone's outbox as problem+json: the API's English `detail` and messages, and
 * beside each the sentence the page says in the reader's language (`sentence`), which
 * offline.js shows by the field.
 */
function outboxRefusal(error: HttpError, typeBase: string, locale: Language): Response {
  const said = new HttpError(error.status, error.code, error.message, {
    headers: error.headers,
    extensions: { ...error.extensions, sentence: problemSentence(error.message, locale) },
    errors: error.errors?.map((e) => ({ ...e, sentence: problemSentence(e.message, locale) })),
  });
  return problemResponse(said, typeBase);
}

/** Logging a catch, my catches and one catch, changing or deleting it, adding photos. */
export function catchPages(deps: AppDeps, web: WebSupport) {
  const photos = photoStorageFor(deps.db, deps.config.dataDir);
  const attachPhotos = photoAttacher(deps, photos);
  return new Elysia()
    .use(outboxPage(deps, web))
    .use(newCatchPages(deps, web, attachPhotos))
    .use(catchReadPages(deps, web))
    .use(catchEditPages(deps, web, photos))
    .use(catchPhotoPages(deps, web, attachPhotos));
}

/** Filled by offline.js from the phone's outbox: catches saved on this phone, waiting to be sent or refused. */
function OutboxPanel({ locale }: { locale: Language }): Html {
  return (
    <section class="card outbox" data-outbox hidden aria-labelledby="outbox-title">
      <OutboxWords locale={locale} />
      <h2 id="outbox-title">{m.offline_outbox_title({}, { locale })}</h2>
      <p data-outbox-status aria-live="polite"></p>
      <ul class="plain" data-outbox-list></ul>
    </section>
  );
}

function NewCatchPage({ visitor, values, errors }: { visitor: Visitor; values: FormValues; errors: FieldError[] }): Html {
  const { locale } = visitor.reader;
  return (
    <Layout title={m.catch_new_title({}, { locale })} visitor={visitor} width="narrow">
      <h1>{m.catch_new_title({}, { locale })}</h1>
      <OutboxPanel locale={locale} />
      <CatchForm
        visitor={visitor}
        action="/catches"
        mode="create"
        values={values}
        errors={errors}
        idempotencyKey={values.idempotency_key || crypto.randomUUID()}
      />
    </Layout>
  );
}

/**
 * What the service worker shows offline for a page this phone does not keep: fetched with the
 * person's pages (offline.js asks it to), so it speaks their language, and fetched again with
 * them, so a change of language follows.
 */
function OfflinePage({ visitor }: { visitor: Visitor }): Html {
  const o = { locale: visitor.reader.locale };
  const [before, after] = aroundLink((i) => m.offline_page_text(i, o));
  return (
    <Layout title={m.offline_page_title({}, o)} visitor={visitor} width="narrow">
      <div class="card">
        <h1>{m.offline_page_heading({}, o)}</h1>
        <p>
          {before}
          <a href="/catches/new">{m.catch_new_title({}, o)}</a>
          {after}
        </p>
      </div>
    </Layout>
  );
}

/**
 * Who is signed in and the token their forms carry: the phone's outbox sends only that person's
 * catches, with a fresh token. And the page the service worker shows offline.
 */
function outboxPage(deps: AppDeps, web: WebSupport) {
  const typeBase = `${deps.config.baseUrl}/errors`;
  return pageRoutes(deps, web)
    .get('/catches/outbox', ({ visitor }) => {
      try {
        const principal = requireScope(visitor, 'catches:write');
        return Response.json({ person: principal.userId, csrf_token: visitor.csrf.token }, { headers: { 'cache-control': 'no-store' } });
      } catch (error) {
        if (error instanceof HttpError) return problemResponse(error, typeBase);
        throw error;
      }
    })
    .get('/catches/offline', ({ visitor, render }) => render(<OfflinePage visitor={visitor} />));
}

function newCatchPages(deps: AppDeps, web: WebSupport, attachPhotos: AttachPhotos) {
  const { db } = deps;
  const typeBase = `${deps.config.baseUrl}/errors`;
  return pageRoutes(deps, web)
    .get('/catches/new', ({ visitor, render }) => {
      requireScope(visitor, 'catches:write');
      return render(<NewCatchPage visitor={visitor} values={{}} errors={[]} />);
    })
    .post('/catches', async ({ visitor, body, request, render }) => {
      const values = formStrings(body);
      try {
        const principal = requireScope(visitor, 'catches:write');
        const input = catchInputOf(values, 'create', visitor.reader.locale);
        const files = formFiles(body, 'photos');
        // One key per rendered form: a double tap or a resent form replays the first answer.
        const key = (values.idempotency_key || crypto.randomUUID()).slice(0, 255);
        const created = await runIdempotent(
          db,
          { credentialId: principal.credentialId, key, fingerprint: requestFingerprint('POST', '/catches', input) },
          deps.now(),
          async (tx) => {
            const record = await createCatch(tx, principal, input, deps.now());
            return { status: 303, body: '', headers: { location: `/catches/${record.id}` } };
          },
        );
        const location = created.headers.location;
        const id = location.split('/').pop()!;
        if (!created.replayed) await attachPhotos(id, files, principal.userId);
        if (wantsJson(request)) return Response.json({ id, url: location }, { status: created.replayed ? 200 : 201 });
        return redirect(done(location, 'saved'));
      } catch (error) {
        if (error instanceof HttpError && wantsJson(request)) return outboxRefusal(error, typeBase, visitor.reader.locale);
        if (!(error instanceof ValidationFailed)) throw error;
        const errors = error.errors ?? [{ field: 'form', message: error.message }];
        return render(<NewCatchPage visitor={visitor} values={values} errors={errors} />, { status: 422 });
      }
    });
}

function CatchListPage(props: {
  visitor: Visitor;
  search: URLSearchParams;
  result: ListResult;
  views: CatchView[];
  /** The species' names in the reader's language (speciesNamesIn). */
  species: ReadonlyMap<string, string>;
  notice: string | null;
}): Html {
  const { visitor, search, result, notice } = props;
  const keep = new URLSearchParams([...search].filter(([name]) => name !== 'page'));
  // A new diver's list: no catch at all, and no filter that hides some.
  const empty = (result.total ?? props.views.length) === 0 && !filtersSet(search);
  const { locale } = visitor.reader;
  const o = { locale };
  return (
    <Layout title={m.catch_list_title({}, o)} visitor={visitor}>
      <h1>{m.catch_list_title({}, o)}</h1>
      {notice && <Notice>{notice}</Notice>}
      <OutboxPanel locale={locale} />
      {!empty && (
        <p>
          <a class="button" href="/catches/new">
            {m.catch_new_title({}, o)}
          </a>
        </p>
      )}
      {empty ? (
        <div class="card empty" id="catch-list">
          <h2>{m.catch_list_empty_title({}, o)}</h2>
          <p>{m.catch_list_empty_text({}, o)}</p>
          <p>
            <a class="button" href="/catches/new">
              {m.catch_list_empty_button({}, o)}
            </a>
          </p>
        </div>
      ) : (
        <>
          <CatchFilters search={search} reader={visitor.reader} />
          <p class="muted">{m.catch_count({ count: result.total ?? 0 }, o)}</p>
          {props.views.length === 0 && <p>{m.catch_list_no_match({}, o)}</p>}
          <ul class="cards" id="catch-list">
            {props.views.map((view) => (
              <li>
                <CatchCard view={view} reader={visitor.reader} species={speciesName(view, props.species)} />
              </li>
            ))}
          </ul>
        </>
      )}
      <Pager
        path="/catches"
        query={keep}
        page={result.page ?? 1}
        hasMore={result.hasMore}
        total={result.total}
        perPage={result.perPage}
        locale={locale}
      />
    </Layout>
  );
}

function catchReadPages(deps: AppDeps, web: WebSupport) {
  const { db } = deps;
  return pageRoutes(deps, web)
    .get('/catches', async ({ visitor, request, render }) => {
      const principal = requireScope(visitor, 'catches:read');
      const search = new URL(request.url).searchParams;
      const result = await listCatches(db, principal, listQueryOf(search, principal.userId, visitor.reader), photoPath);
      const views = result.records.map((r) => presentCatch(r, principal, result.photos.get(r.pk) ?? []));
      const { locale } = visitor.reader;
      return render(
        <CatchListPage
          visitor={visitor}
          search={search}
          result={result}
          views={views}
          species={await speciesNamesIn(db, locale)}
          notice={noticeOf(request, locale)}
        />,
      );
    })
    .get('/catches/:id', async ({ visitor, params, request, render }) => {
      const principal = await catchReader(deps, visitor, params.id);
      const seen = await catchView(db, params.id, principal);
      // A stranger sees no notes: a diver writes them for the club (docs/sharing.md).
      const view = visitor.principal ? seen : { ...seen, notes: null };
      const own = view.diver.id === principal.userId;
      const history = await listVerifications(db, view.id, principal);
      const request_ = own ? await openRequest(db, view.id) : null;
      const { locale } = visitor.reader;
      return render(
        <CatchPage
          visitor={visitor}
          view={view}
          own={own}
          requested={request_ !== null}
          history={history}
          notice={noticeOf(request, locale)}
          share={await catchSharing(deps, visitor, view)}
          species={speciesName(view, await speciesNamesIn(db, locale))}
        />,
      );
    })
    .get('/catches/:id/card.png', ({ visitor, params, request }) => catchCardResponse(deps, visitor, request, params.id));
}

function DeleteCatchPage({ visitor, view, species }: { visitor: Visitor; view: CatchView; species: string }): Html {
  const o = { locale: visitor.reader.locale };
  return (
    <Layout title={m.catch_delete_title({}, o)} visitor={visitor} width="narrow">
      <div class="card">
        <h1>{m.catch_delete_question({}, o)}</h1>
        <CatchSummary view={view} reader={visitor.reader} link={false} species={species} />
        <p>{m.catch_delete_warning({}, o)}</p>
        <PostForm action={`/catches/${view.id}/delete`} csrf={visitor.csrf}>
          <div class="actions">
            <a class="button secondary" href={`/catches/${view.id}`}>
              {m.catch_delete_keep({}, o)}
            </a>
            <button type="submit" class="danger">
              {m.catch_delete_button({}, o)}
            </button>
          </div>
        </PostForm>
      </div>
    </Layout>
  );
}

function catchEditPages(deps: AppDeps, web: WebSupport, photos: PhotoStorage) {
  const { db } = deps;
  return pageRoutes(deps, web)
    .get('/catches/:id/edit', async ({ visitor, params, render }) => {
      const principal = requireScope(visitor, 'catches:write');
      const view = await ownCatchView(db, params.id, principal);
      const { locale } = visitor.reader;
      const species = speciesName(view, await speciesNamesIn(db, locale));
      return render(
        <Layout title={m.catch_edit_title_of({ species }, { locale })} visitor={visitor} width="narrow">
          <h1>{m.catch_edit_title({}, { locale })}</h1>
          <p class="muted">{m.catch_edit_warning({}, { locale })}</p>
          <CatchForm
            visitor={visitor}
            action={`/catches/${view.id}/edit`}
            mode="update"
            values={valuesOf(view, visitor.reader.units)}
            errors={[]}
            etag={etagOf(view)}
          />
        </Layout>,
      );
    })
    .post('/catches/:id/edit', async ({ visitor, params, body, render }) => {
      const principal = requireScope(visitor, 'catches:write');
      const values = formStrings(body);
      try {
        const view = await ownCatchView(db, params.id, principal);
        const input = catchInputOf(values, 'update', visitor.reader.locale, valuesOf(view, visitor.reader.units));
        await updateCatch(db, principal, view.id, input, deps.now(), {
          ifMatch: values.etag || undefined,
          etag: async (tx, current) =>
            etagOf(presentCatch(current, principal, (await photosFor(tx, [current.pk], photoPath)).get(current.pk) ?? [])),
        });
        return redirect(done(`/catches/${view.id}`, 'saved'));
      } catch (error) {
        if (!(error instanceof ValidationFailed)) throw error;
        return render(
          <Layout title={m.catch_edit_title({}, { locale: visitor.reader.locale })} visitor={visitor} width="narrow">
            <h1>{m.catch_edit_title({}, { locale: visitor.reader.locale })}</h1>
            <CatchForm
              visitor={visitor}
              action={`/catches/${params.id}/edit`}
              mode="update"
              values={values}
              errors={error.errors ?? []}
              etag={values.etag}
            />
          </Layout>,
          { status: 422 },
        );
      }
    })
    .get('/catches/:id/delete', async ({ visitor, params, render }) => {
      const principal = requireScope(visitor, 'catches:write');
      const view = await ownCatchView(db, params.id, principal);
      const species = speciesName(view, await speciesNamesIn(db, visitor.reader.locale));
      return render(<DeleteCatchPage visitor={visitor} view={view} species={species} />);
    })
    .post('/catches/:id/delete', async ({ visitor, params }) => {
      const principal = requireScope(visitor, 'catches:write');
      if (!isId('catch', params.id)) throw new NotFound('The catch');
      const { photoIds } = await deleteCatch(db, principal, params.id, deps.now());
      await photos.remove(photoIds);
      return redirect('/catches');
    });
}

function catchPhotoPages(deps: AppDeps, web: WebSupport, attachPhotos: AttachPhotos) {
  const { db } = deps;
  const typeBase = `${deps.config.baseUrl}/errors`;
  return pageRoutes(deps, web).post('/catches/:id/photos', async ({ visitor, params, body, request }) => {
    try {
      const principal = requireScope(visitor, 'catches:write');
      const view = await ownCatchView(db, params.id, principal);
      const files = formFiles(body, 'photo');
      if (files.length === 0) throw new ValidationFailed([{ field: 'photo', message: 'choose a photo' }]);
      const ids = await attachPhotos(view.id, files, principal.userId);
      if (wantsJson(request)) return Response.json({ ids });
      return redirect(done(`/catches/${view.id}`, 'saved'));
    } catch (error) {
      if (error instanceof HttpError && wantsJson(request)) return outboxRefusal(error, typeBase, visitor.reader.locale);
      throw error;
    }
  });
}
