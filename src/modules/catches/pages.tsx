// The diver's pages: log a catch, my catches (the API's filters and paging), one catch,
// edit, delete after a confirmation, photos, and asking for verification. Every rule is the
// services' (the API calls the same functions); this file only reads forms and renders.
import { Elysia } from 'elysia';
import type { Html } from '#jsx/jsx-runtime';
import type { AppDeps } from '../../app-deps';
import type { Sql } from '../../db/store';
import { isId } from '../../lib/ids';
import { NotFound, ValidationFailed, type FieldError } from '../../lib/problem';
import { counted } from '../../lib/text';
import { formatDepth, formatTime, formatWeight, Notice, Pager, Photo, photoPath, PostForm, Problems, Select, TierBadge, type Option } from '../../web/components';
import { pageContext } from '../../web';
import { Layout } from '../../web/layout';
import { redirect } from '../../web/respond';
import type { WebSupport } from '../../web/session';
import { requireScope, type Visitor } from '../../web/visitor';
import { requestFingerprint, runIdempotent } from '../idempotency/service';
import { checkUpload, storePhoto } from '../photos/service';
import { photoStorageFor } from '../photos/storage';
import { listVerifications, openRequest, requestVerification, type Evidence } from '../verifications/service';
import { CatchCreate, CatchUpdate, diveTypes, Evidence as EvidenceModel, gears, tiers } from './model';
import { schemaErrors } from '../../http/errors';
import { findCatch, listCatches, photosFor, type ListQuery } from './read';
import { createCatch, deleteCatch, updateCatch, type CatchInput } from './write';
import { etagOf, presentCatch, type CatchView } from './present';
import type { Viewer } from './privacy';

const diveTypeOptions: Option[] = diveTypes.map((d) => ({ value: d, label: d === 'freedive' ? 'Freedive' : 'Scuba' }));
const gearOptions: Option[] = [{ value: '', label: 'Not said' }, ...gears.map((g) => ({ value: g, label: g[0].toUpperCase() + g.slice(1) }))];

/** What the form fields hold (strings as typed), to show them again after a refusal. */
type FormValues = Record<string, string>;

function numberField(values: FormValues, name: string, errors: FieldError[]): number | undefined {
  const text = (values[name] ?? '').trim().replace(',', '.');
  if (text === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value)) errors.push({ field: name, message: 'must be a number' });
  return Number.isFinite(value) ? value : undefined;
}

/** A datetime-local value plus the browser's offset (minutes east of UTC) as ISO 8601. */
function isoFromLocal(local: string, offsetMinutes: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local)) return local === '' ? undefined : local;
  const offset = Number(offsetMinutes || '0');
  const minutes = Number.isInteger(offset) && Math.abs(offset) <= 14 * 60 ? offset : 0;
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${local.length === 16 ? `${local}:00` : local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The form's name for a field the API's models name (the catch form has one weight and one depth box, each with a unit). */
const formFieldNames: Record<string, string> = {
  weight_kg: 'weight',
  weight_lbs: 'weight',
  depth_m: 'depth',
  depth_ft: 'depth',
  'location.lat': 'lat',
  'location.lon': 'lon',
  'location.name': 'location_name',
  'measurement.weight_lbs': 'measured_weight_lbs',
  'measurement.length_in': 'measured_length_in',
  'measurement.method': 'measurement_method',
  'witness.name': 'witness_name',
  'witness.contact': 'witness_contact',
  note: 'evidence_note',
};
const asFormField = (error: FieldError): FieldError => ({ ...error, field: formFieldNames[error.field] ?? error.field });

/** The form in the API's terms: the service converts units, resolves the species and checks every field. */
export function catchInputOf(values: FormValues, mode: 'create' | 'update'): CatchInput {
  const errors: FieldError[] = [];
  const input: CatchInput = {};
  const species = (values.species ?? '').trim();
  if (species || mode === 'create') input.species = species;
  const weight = numberField(values, 'weight', errors);
  if (weight !== undefined) values.weight_unit === 'kg' ? (input.weight_kg = weight) : (input.weight_lbs = weight);
  const depth = numberField(values, 'depth', errors);
  if (depth !== undefined) values.depth_unit === 'm' ? (input.depth_m = depth) : (input.depth_ft = depth);
  const length = numberField(values, 'length_in', errors);
  if (length !== undefined) input.length_in = length;
  const caughtAt = isoFromLocal((values.caught_at ?? '').trim(), values.tz_offset ?? '0');
  if (caughtAt !== undefined) input.caught_at = caughtAt;
  // Anything but the offered choices is left for the model check below to refuse.
  if (values.dive_type) input.dive_type = values.dive_type as CatchInput['dive_type'];
  if (values.gear) input.gear = values.gear as CatchInput['gear'];
  else if (mode === 'update') input.gear = null;
  const lat = numberField(values, 'lat', errors);
  const lon = numberField(values, 'lon', errors);
  const place = (values.location_name ?? '').trim();
  if (lat !== undefined && lon !== undefined) {
    input.location = { lat, lon, ...(place ? { name: place } : {}) };
  } else if (lat !== undefined || lon !== undefined) errors.push({ field: 'lat', message: 'give both latitude and longitude, or neither' });
  else if (mode === 'update') input.location = null;
  const notes = (values.notes ?? '').trim();
  if (notes || mode === 'update') input.notes = notes || null;
  // The API's own model decides the ranges (weight, depth, length, text lengths, choices).
  if (errors.length === 0) errors.push(...schemaErrors(mode === 'create' ? CatchCreate : CatchUpdate, input).map(asFormField));
  if (errors.length > 0) throw new ValidationFailed(errors);
  return input;
}

function stringFields(body: unknown): FormValues {
  const values: FormValues = {};
  if (body && typeof body === 'object') for (const [name, value] of Object.entries(body)) if (typeof value === 'string') values[name] = value;
  return values;
}

function uploadedFiles(body: unknown, name: string): File[] {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return [value].flat().filter((f): f is File => f instanceof File && f.size > 0);
}

/** Form values of a stored catch, for the edit form (weights in lb, depths in ft, times in UTC). */
function valuesOf(view: CatchView): FormValues {
  return {
    species: view.species,
    weight: String(view.weight_lbs),
    weight_unit: 'lb',
    depth: String(view.depth_ft),
    depth_unit: 'ft',
    length_in: view.length_in === null ? '' : String(view.length_in),
    caught_at: view.caught_at.slice(0, 16),
    tz_offset: '0',
    dive_type: view.dive_type,
    gear: view.gear ?? '',
    lat: view.location ? String(view.location.lat) : '',
    lon: view.location ? String(view.location.lon) : '',
    location_name: view.location?.name ?? '',
    notes: view.notes ?? '',
  };
}

function UnitField(props: { kind: 'weight' | 'depth'; label: string; values: FormValues; required: boolean }): Html {
  const units = props.kind === 'weight' ? ['kg', 'lb'] : ['m', 'ft'];
  const unitName = `${props.kind}_unit`;
  return (
    <div data-convert={props.kind}>
      <div class="row">
        <div>
          <label for={props.kind}>{props.label}</label>
          <input id={props.kind} name={props.kind} inputmode="decimal" required={props.required} value={props.values[props.kind] ?? ''} aria-describedby={`${props.kind}-hint`} />
        </div>
        <div class="unit">
          <label for={unitName}>Unit</label>
          <Select id={unitName} name={unitName} options={units.map((u) => ({ value: u, label: u }))} value={props.values[unitName] ?? units[0]} />
        </div>
      </div>
      <p class="hint" id={`${props.kind}-hint`} aria-live="polite"></p>
    </div>
  );
}

function CatchForm(props: { visitor: Visitor; action: string; mode: 'create' | 'update'; values: FormValues; errors: FieldError[]; idempotencyKey?: string; etag?: string }): Html {
  const v = props.values;
  return (
    <PostForm action={props.action} csrf={props.visitor.csrf} multipart={props.mode === 'create'} upload={props.mode === 'create'} class="card">
      {props.idempotencyKey && <input type="hidden" name="idempotency_key" value={props.idempotencyKey} />}
      {props.etag && <input type="hidden" name="etag" value={props.etag} />}
      <Problems errors={props.errors} />
      <label for="species">Species</label>
      <input id="species" name="species" required={props.mode === 'create'} autocomplete="off" list="species-names" data-suggest="/species/suggest" value={v.species ?? ''} aria-describedby="species-hint" />
      <datalist id="species-names"></datalist>
      <p class="hint" id="species-hint">Any common name in any language, or the scientific name.</p>
      <UnitField kind="weight" label="Weight" values={v} required={props.mode === 'create'} />
      <UnitField kind="depth" label="Depth" values={v} required={props.mode === 'create'} />
      <label for="length_in">Length (inches, optional)</label>
      <input id="length_in" name="length_in" inputmode="decimal" value={v.length_in ?? ''} />
      <label for="caught_at">{props.mode === 'create' ? 'Caught at (your time; empty means now)' : 'Caught at (UTC)'}</label>
      <input id="caught_at" name="caught_at" type="datetime-local" value={v.caught_at ?? ''} data-default-now={props.mode === 'create' ? '' : undefined} />
      <input type="hidden" name="tz_offset" value={v.tz_offset ?? '0'} />
      <div class="row">
        <div>
          <label for="dive_type">Dive type</label>
          <Select id="dive_type" name="dive_type" options={diveTypeOptions} value={v.dive_type ?? 'freedive'} />
        </div>
        <div>
          <label for="gear">Gear</label>
          <Select id="gear" name="gear" options={gearOptions} value={v.gear ?? ''} />
        </div>
      </div>
      <fieldset>
        <legend>Location (optional)</legend>
        <button type="button" class="secondary" data-geolocate hidden>
          Use my location
        </button>
        <p class="hint" id="geo-status" aria-live="polite"></p>
        <div class="row">
          <div>
            <label for="lat">Latitude</label>
            <input id="lat" name="lat" inputmode="decimal" value={v.lat ?? ''} />
          </div>
          <div>
            <label for="lon">Longitude</label>
            <input id="lon" name="lon" inputmode="decimal" value={v.lon ?? ''} />
          </div>
        </div>
        <label for="location_name">Place name</label>
        <input id="location_name" name="location_name" maxlength="200" value={v.location_name ?? ''} />
      </fieldset>
      <label for="notes">Notes</label>
      <textarea id="notes" name="notes" maxlength="5000">
        {v.notes ?? ''}
      </textarea>
      {props.mode === 'create' && (
        <>
          <label for="photos">Photos</label>
          <input id="photos" name="photos" type="file" accept="image/jpeg,image/png,image/webp" multiple />
          <p class="hint" data-upload-status aria-live="polite"></p>
        </>
      )}
      <button type="submit">{props.mode === 'create' ? 'Save catch' : 'Save changes'}</button>
    </PostForm>
  );
}

function CatchFacts({ view }: { view: CatchView }): Html {
  return (
    <dl class="facts">
      <dt>Weight</dt>
      <dd>{formatWeight(view.weight_lbs)}</dd>
      <dt>Depth</dt>
      <dd>{formatDepth(view.depth_ft)}</dd>
      {view.length_in !== null && (
        <>
          <dt>Length</dt>
          <dd>{view.length_in} in</dd>
        </>
      )}
      <dt>Caught</dt>
      <dd>{formatTime(view.caught_at)}</dd>
      <dt>Dive</dt>
      <dd>
        {view.dive_type}
        {view.gear ? `, ${view.gear}` : ''}
      </dd>
      <dt>Where</dt>
      <dd>
        {view.location
          ? `${view.location.name ? `${view.location.name} · ` : ''}${view.location.lat}, ${view.location.lon}${view.location.precise ? '' : ' (rounded)'}`
          : 'not given'}
      </dd>
      <dt>Tier</dt>
      <dd>
        <TierBadge tier={view.verification_tier} />
      </dd>
    </dl>
  );
}

export function CatchSummary({ view, link = true }: { view: CatchView; link?: boolean }): Html {
  return (
    <>
      {link ? <a href={`/catches/${view.id}`}>{view.species}</a> : <strong>{view.species}</strong>} <TierBadge tier={view.verification_tier} />
      <br />
      <span class="muted">
        {formatWeight(view.weight_lbs)} · {formatDepth(view.depth_ft)} · {formatTime(view.caught_at)}
      </span>
    </>
  );
}

const listFilterNames = ['species', 'verification_tier', 'dive_type', 'gear', 'caught_after', 'caught_before', 'min_weight_lbs', 'max_weight_lbs', 'min_depth_ft', 'max_depth_ft', 'q', 'sort', 'near', 'bbox'] as const;
const numericFilters = new Set(['min_weight_lbs', 'max_weight_lbs', 'min_depth_ft', 'max_depth_ft']);
const sortOptions: Option[] = [
  { value: '-created_at', label: 'Newest logged' },
  { value: '-caught_at', label: 'Newest caught' },
  { value: 'caught_at', label: 'Oldest caught' },
  { value: '-weight_lbs', label: 'Heaviest' },
  { value: '-depth_ft', label: 'Deepest' },
];

/** The list query of the API from the page's query string (the service validates every value). */
function listQueryOf(search: URLSearchParams, diverId: string): ListQuery {
  const query: Record<string, string | number> = { diver_id: diverId };
  for (const name of listFilterNames) {
    const value = search.get(name)?.trim();
    if (!value) continue;
    if (numericFilters.has(name)) {
      const n = Number(value);
      if (!Number.isFinite(n)) throw new ValidationFailed([{ field: name, message: 'must be a number' }]);
      query[name] = n;
    } else query[name] = name === 'caught_after' || name === 'caught_before' ? (isoFromLocal(value, '0') ?? value) : value;
  }
  const page = Number(search.get('page') ?? '1');
  query.page = Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1;
  query.per_page = 20;
  return query as ListQuery;
}

export function catchPages(deps: AppDeps, web: WebSupport) {
  const { db } = deps;
  const photos = photoStorageFor(db, deps.config.dataDir);
  const hidden = { detail: { hide: true } };
  const viewOf = async (id: string, viewer: Viewer): Promise<CatchView> => {
    const record = isId('catch', id) ? await findCatch(db, id) : null;
    if (!record) throw new NotFound('The catch');
    return presentCatch(record, viewer, (await photosFor(db, [record.pk], photoPath)).get(record.pk) ?? []);
  };
  const ownView = async (id: string, viewer: Viewer): Promise<CatchView> => {
    const view = await viewOf(id, viewer);
    if (view.diver.id !== viewer.userId) throw new NotFound('The catch');
    return view;
  };
  const refuseStaleForm = (request: Request, body: unknown): void => {
    if (!web.csrfValid(request, body)) throw new ValidationFailed([{ field: 'csrf_token', message: 'this form expired; reload the page and send it again' }], 'This form expired.');
  };
  const attachPhotos = async (catchId: string, files: File[], uploaderId: string): Promise<void> => {
    const stillThere = async (on: Sql) => {
      const record = await findCatch(on, catchId);
      if (!record) throw new NotFound('The catch');
      return record;
    };
    for (const file of files) {
      const image = await checkUpload(file, deps.config.maxPhotoBytes);
      const record = await stillThere(db);
      await storePhoto(db, photos, image, { catchPk: record.pk, uploaderId }, deps.now(), stillThere);
    }
  };
  const newCatchPage = (visitor: Visitor, values: FormValues, errors: FieldError[]): Html => (
    <Layout title="Log a catch" visitor={visitor} width="narrow">
      <h1>Log a catch</h1>
      <CatchForm visitor={visitor} action="/catches" mode="create" values={values} errors={errors} idempotencyKey={values.idempotency_key || crypto.randomUUID()} />
    </Layout>
  );

  return new Elysia()
    .use(pageContext(deps, web))
    .get('/catches/new', ({ visitor, render }) => {
      requireScope(visitor, 'catches:write');
      return render(newCatchPage(visitor, {}, []));
    }, hidden)
    .post(
      '/catches',
      async ({ visitor, request, body, render }) => {
        const principal = requireScope(visitor, 'catches:write');
        const values = stringFields(body);
        try {
          refuseStaleForm(request, body);
          const input = catchInputOf(values, 'create');
          const files = uploadedFiles(body, 'photos');
          // One key per rendered form: a double tap or a resent form replays the first answer.
          const key = (values.idempotency_key || crypto.randomUUID()).slice(0, 255);
          const created = await runIdempotent(
            db,
            { credentialId: principal.credentialId, key, fingerprint: requestFingerprint('POST', '/catches', input) },
            deps.now(),
            async (tx) => {
              const record = await createCatch(tx, principal.userId, input, deps.now());
              return { status: 303, body: '', headers: { location: `/catches/${record.id}` } };
            },
          );
          const location = created.headers.location;
          if (!created.replayed) await attachPhotos(location.split('/').pop()!, files, principal.userId);
          return redirect(`${location}?saved=1`);
        } catch (error) {
          if (!(error instanceof ValidationFailed)) throw error;
          return render(newCatchPage(visitor, values, error.errors ?? [{ field: 'form', message: error.message }]), { status: 422 });
        }
      },
      hidden,
    )
    .get('/catches', async ({ visitor, request, render }) => {
      const principal = requireScope(visitor, 'catches:read');
      const url = new URL(request.url);
      const query = listQueryOf(url.searchParams, principal.userId);
      const result = await listCatches(db, principal, query, photoPath);
      const views = result.records.map((r) => presentCatch(r, principal, result.photos.get(r.pk) ?? []));
      const keep = new URLSearchParams([...url.searchParams].filter(([name]) => name !== 'page'));
      const q = url.searchParams;
      return render(
        <Layout title="My catches" visitor={visitor}>
          <h1>My catches</h1>
          <p>
            <a class="button" href="/catches/new">Log a catch</a>
          </p>
          <form method="get" action="/catches" class="card filters" aria-label="Filter my catches">
            <div>
              <label for="f-species">Species</label>
              <input id="f-species" name="species" value={q.get('species') ?? ''} />
            </div>
            <div>
              <label for="f-tier">Tier</label>
              <Select id="f-tier" name="verification_tier" options={[{ value: '', label: 'Any' }, ...tiers.map((t) => ({ value: t, label: t }))]} value={q.get('verification_tier')} />
            </div>
            <div>
              <label for="f-dive">Dive type</label>
              <Select id="f-dive" name="dive_type" options={[{ value: '', label: 'Any' }, ...diveTypeOptions]} value={q.get('dive_type')} />
            </div>
            <div>
              <label for="f-gear">Gear</label>
              <Select id="f-gear" name="gear" options={[{ value: '', label: 'Any' }, ...gearOptions.slice(1)]} value={q.get('gear')} />
            </div>
            <div>
              <label for="f-after">Caught after (UTC)</label>
              <input id="f-after" name="caught_after" type="datetime-local" value={q.get('caught_after') ?? ''} />
            </div>
            <div>
              <label for="f-before">Caught before (UTC)</label>
              <input id="f-before" name="caught_before" type="datetime-local" value={q.get('caught_before') ?? ''} />
            </div>
            <div>
              <label for="f-minw">Min weight (lb)</label>
              <input id="f-minw" name="min_weight_lbs" inputmode="decimal" value={q.get('min_weight_lbs') ?? ''} />
            </div>
            <div>
              <label for="f-maxd">Max depth (ft)</label>
              <input id="f-maxd" name="max_depth_ft" inputmode="decimal" value={q.get('max_depth_ft') ?? ''} />
            </div>
            <div>
              <label for="f-q">Words in notes</label>
              <input id="f-q" name="q" value={q.get('q') ?? ''} />
            </div>
            <div>
              <label for="f-sort">Order</label>
              <Select id="f-sort" name="sort" options={sortOptions} value={q.get('sort') ?? '-created_at'} />
            </div>
            <button type="submit" class="secondary">Filter</button>
          </form>
          <p class="muted">{counted(result.total ?? 0, 'catch')}</p>
          <ul class="plain" id="catch-list">
            {views.map((view) => (
              <li>
                <CatchSummary view={view} />
              </li>
            ))}
          </ul>
          <Pager path="/catches" query={keep} page={result.page ?? 1} hasMore={result.hasMore} total={result.total} perPage={result.perPage} />
        </Layout>,
      );
    }, hidden)
    .get('/catches/:id', async ({ visitor, params, request, render }) => {
      const principal = requireScope(visitor, 'catches:read');
      const view = await viewOf(params.id, principal);
      const own = view.diver.id === principal.userId;
      const history = await listVerifications(db, view.id);
      const request_ = own ? await openRequest(db, view.id) : null;
      const saved = new URL(request.url).searchParams.has('saved');
      return render(
        <Layout title={view.species} visitor={visitor}>
          {saved && <Notice>Saved.</Notice>}
          <h1>
            {view.species} <span class="muted">{view.scientific_name}</span>
          </h1>
          <div class="card">
            <p>
              By <a href={`/divers/${view.diver.id}`}>{view.diver.display_name}</a>
            </p>
            <CatchFacts view={view} />
            {view.notes && <p>{view.notes}</p>}
          </div>
          <h2>Photos</h2>
          {view.photos.length === 0 ? (
            <p class="muted">No photos yet.</p>
          ) : (
            <div class="photos">
              {view.photos.map((p, i) => (
                <Photo url={p.url} alt={`${view.species}, photo ${i + 1}`} width={p.width} height={p.height} />
              ))}
            </div>
          )}
          {own && (
            <PostForm action={`/catches/${view.id}/photos`} csrf={visitor.csrf} multipart class="card">
              <label for="photo">Add photos</label>
              <input id="photo" name="photo" type="file" accept="image/jpeg,image/png,image/webp" multiple required />
              <button type="submit" class="secondary">Upload</button>
            </PostForm>
          )}
          {own && (
            <div class="actions">
              <a class="button secondary" href={`/catches/${view.id}/edit`}>Edit</a>
              <a class="button secondary" href={`/catches/${view.id}/verification`}>
                {request_ ? 'Verification requested: change evidence' : 'Add evidence and ask for verification'}
              </a>
              <a class="button secondary" href={`/catches/${view.id}/delete`}>Delete</a>
            </div>
          )}
          <h2>Verification history</h2>
          <VerificationHistory history={history} />
        </Layout>,
      );
    }, hidden)
    .get('/catches/:id/edit', async ({ visitor, params, render }) => {
      const principal = requireScope(visitor, 'catches:write');
      const view = await ownView(params.id, principal);
      return render(
        <Layout title={`Edit ${view.species}`} visitor={visitor} width="narrow">
          <h1>Edit catch</h1>
          <p class="muted">Changing the weight or species of a verified catch sends it back to unverified.</p>
          <CatchForm visitor={visitor} action={`/catches/${view.id}/edit`} mode="update" values={valuesOf(view)} errors={[]} etag={etagOf(view)} />
        </Layout>,
      );
    }, hidden)
    .post('/catches/:id/edit', async ({ visitor, params, request, body, render }) => {
      const principal = requireScope(visitor, 'catches:write');
      const values = stringFields(body);
      try {
        refuseStaleForm(request, body);
        const view = await ownView(params.id, principal);
        await updateCatch(db, principal, view.id, catchInputOf(values, 'update'), deps.now(), {
          ifMatch: values.etag || undefined,
          etag: async (tx, current) => etagOf(presentCatch(current, principal, (await photosFor(tx, [current.pk], photoPath)).get(current.pk) ?? [])),
        });
        return redirect(`/catches/${view.id}?saved=1`);
      } catch (error) {
        if (!(error instanceof ValidationFailed)) throw error;
        return render(
          <Layout title="Edit catch" visitor={visitor} width="narrow">
            <h1>Edit catch</h1>
            <CatchForm visitor={visitor} action={`/catches/${params.id}/edit`} mode="update" values={values} errors={error.errors ?? []} etag={values.etag} />
          </Layout>,
          { status: 422 },
        );
      }
    }, hidden)
    .get('/catches/:id/delete', async ({ visitor, params, render }) => {
      const principal = requireScope(visitor, 'catches:write');
      const view = await ownView(params.id, principal);
      return render(
        <Layout title="Delete catch" visitor={visitor} width="narrow">
          <div class="card">
            <h1>Delete this catch?</h1>
            <CatchSummary view={view} link={false} />
            <p>Its photos and verification history go with it. This cannot be undone.</p>
            <PostForm action={`/catches/${view.id}/delete`} csrf={visitor.csrf}>
              <div class="actions">
                <a class="button secondary" href={`/catches/${view.id}`}>Keep it</a>
                <button type="submit" class="danger">Delete</button>
              </div>
            </PostForm>
          </div>
        </Layout>,
      );
    }, hidden)
    .post('/catches/:id/delete', async ({ visitor, params, request, body }) => {
      const principal = requireScope(visitor, 'catches:write');
      refuseStaleForm(request, body);
      if (!isId('catch', params.id)) throw new NotFound('The catch');
      const { photoIds } = await deleteCatch(db, principal, params.id, deps.now());
      await photos.remove(photoIds);
      return redirect('/catches');
    }, hidden)
    .post('/catches/:id/photos', async ({ visitor, params, request, body }) => {
      const principal = requireScope(visitor, 'catches:write');
      refuseStaleForm(request, body);
      const view = await ownView(params.id, principal);
      const files = uploadedFiles(body, 'photo');
      if (files.length === 0) throw new ValidationFailed([{ field: 'photo', message: 'choose a photo' }]);
      await attachPhotos(view.id, files, principal.userId);
      return redirect(`/catches/${view.id}?saved=1`);
    }, hidden)
    .get('/catches/:id/verification', async ({ visitor, params, render }) => {
      const principal = requireScope(visitor, 'catches:write');
      const view = await ownView(params.id, principal);
      const offer = await openRequest(db, view.id);
      return render(<EvidencePage visitor={visitor} view={view} evidence={offer?.evidence ?? {}} note={offer?.note ?? ''} errors={[]} />);
    }, hidden)
    .post('/catches/:id/verification', async ({ visitor, params, request, body, render }) => {
      const principal = requireScope(visitor, 'catches:write');
      const values = stringFields(body);
      const view = await ownView(params.id, principal);
      const { evidence, errors } = evidenceOf(body);
      try {
        refuseStaleForm(request, body);
        if (errors.length > 0) throw new ValidationFailed(errors);
        await requestVerification(db, principal.userId, view.id, { evidence, note: values.request_note?.trim() || null }, deps.now());
        return redirect(`/catches/${view.id}?saved=1`);
      } catch (error) {
        if (!(error instanceof ValidationFailed)) throw error;
        return render(<EvidencePage visitor={visitor} view={view} evidence={evidence} note={values.request_note ?? ''} errors={error.errors ?? []} />, { status: 422 });
      }
    }, hidden);
}

export function VerificationHistory({ history }: { history: Awaited<ReturnType<typeof listVerifications>> }): Html {
  if (history.length === 0) return <p class="muted">Not verified yet.</p>;
  return (
    <ol>
      {history.map((v) => (
        <li>
          {formatTime(v.created_at)}: {v.verifier.display_name} moved it from {v.previous_tier} to <TierBadge tier={v.tier} />
          {v.note && (
            <>
              {' '}
              — “{v.note}”
            </>
          )}
        </li>
      ))}
    </ol>
  );
}

/** Evidence fields shared by the diver's offer and the verifier's grading form. */
export function evidenceOf(body: unknown): { evidence: Evidence; errors: FieldError[] } {
  const values = stringFields(body);
  const errors: FieldError[] = [];
  const photoIds = [body && typeof body === 'object' ? (body as Record<string, unknown>).photo_ids : undefined].flat().filter((id): id is string => typeof id === 'string');
  const evidence: Evidence = {};
  if (photoIds.length > 0) evidence.photo_ids = [...new Set(photoIds)];
  if (values.weigh_photo_id) evidence.weigh_photo_id = values.weigh_photo_id;
  const measurement: NonNullable<Evidence['measurement']> = {};
  const weight = numberField(values, 'measured_weight_lbs', errors);
  if (weight !== undefined) measurement.weight_lbs = weight;
  const length = numberField(values, 'measured_length_in', errors);
  if (length !== undefined) measurement.length_in = length;
  if (values.measurement_method?.trim()) measurement.method = values.measurement_method.trim();
  if (Object.keys(measurement).length > 0) evidence.measurement = measurement;
  if (values.scale_certified_on?.trim()) evidence.scale_certified_on = values.scale_certified_on.trim();
  if (values.witness_name?.trim())
    evidence.witness = { name: values.witness_name.trim(), ...(values.witness_contact?.trim() ? { contact: values.witness_contact.trim() } : {}) };
  if (values.evidence_note?.trim()) evidence.note = values.evidence_note.trim();
  // The API's own model decides what evidence may say (ids, ranges, lengths, the date's form).
  if (errors.length === 0) errors.push(...schemaErrors(EvidenceModel, evidence).map(asFormField));
  return { evidence, errors };
}

export function EvidenceFields({ view, evidence }: { view: CatchView; evidence: Evidence }): Html {
  const cited = new Set(evidence.photo_ids ?? []);
  return (
    <>
      <fieldset>
        <legend>Photos of the fish</legend>
        {view.photos.length === 0 && <p class="muted">This catch has no photos yet.</p>}
        {view.photos.map((p, i) => (
          <label class="check">
            <input type="checkbox" name="photo_ids" value={p.id} checked={cited.has(p.id)} />
            Photo {i + 1}
          </label>
        ))}
        <label for="weigh_photo_id">Photo of the weighing</label>
        <Select
          id="weigh_photo_id"
          name="weigh_photo_id"
          options={[{ value: '', label: 'None' }, ...view.photos.map((p, i) => ({ value: p.id, label: `Photo ${i + 1}` }))]}
          value={evidence.weigh_photo_id ?? ''}
        />
      </fieldset>
      <fieldset>
        <legend>Measurement</legend>
        <div class="row">
          <div>
            <label for="measured_weight_lbs">Weight (lb)</label>
            <input id="measured_weight_lbs" name="measured_weight_lbs" inputmode="decimal" value={evidence.measurement?.weight_lbs?.toString() ?? ''} />
          </div>
          <div>
            <label for="measured_length_in">Length (in)</label>
            <input id="measured_length_in" name="measured_length_in" inputmode="decimal" value={evidence.measurement?.length_in?.toString() ?? ''} />
          </div>
        </div>
        <label for="measurement_method">Method</label>
        <input id="measurement_method" name="measurement_method" maxlength="200" value={evidence.measurement?.method ?? ''} />
        <label for="scale_certified_on">Scale certified on</label>
        <input id="scale_certified_on" name="scale_certified_on" type="date" value={evidence.scale_certified_on ?? ''} />
      </fieldset>
      <fieldset>
        <legend>Witness</legend>
        <label for="witness_name">Name</label>
        <input id="witness_name" name="witness_name" maxlength="200" value={evidence.witness?.name ?? ''} />
        <label for="witness_contact">Email or phone</label>
        <input id="witness_contact" name="witness_contact" maxlength="200" value={evidence.witness?.contact ?? ''} />
      </fieldset>
      <label for="evidence_note">Evidence note</label>
      <textarea id="evidence_note" name="evidence_note" maxlength="2000">
        {evidence.note ?? ''}
      </textarea>
    </>
  );
}

function EvidencePage(props: { visitor: Visitor; view: CatchView; evidence: Evidence; note: string; errors: FieldError[] }): Html {
  return (
    <Layout title="Ask for verification" visitor={props.visitor} width="narrow">
      <h1>Ask for verification</h1>
      <p>
        <CatchSummary view={props.view} />
      </p>
      <p class="muted">Bronze needs a photo of the fish; silver also a measurement or a witness; gold a photo of the weighing, a certified scale, a witness who is neither you nor the verifier, and a freedive catch.</p>
      <PostForm action={`/catches/${props.view.id}/verification`} csrf={props.visitor.csrf} class="card">
        <Problems errors={props.errors} />
        <EvidenceFields view={props.view} evidence={props.evidence} />
        <label for="request_note">Message to the verifier</label>
        <textarea id="request_note" name="request_note" maxlength="2000">
          {props.note}
        </textarea>
        <button type="submit">Ask for verification</button>
      </PostForm>
    </Layout>
  );
}
