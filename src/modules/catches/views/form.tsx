// The catch form: its fields (one weight and one depth box, each with a unit; the time in the
// diver's own zone), and reading it back in the API's terms, checked with the API's models.
import type { Html } from '#jsx/jsx-runtime';
import { ValidationFailed, type FieldError } from '../../../lib/problem';
import { schemaErrors } from '../../../lib/schema-errors';
import { Hidden, PostForm, Problems, Select, type Option } from '../../../web/components';
import type { Visitor } from '../../../web/visitor';
import { CatchCreate, CatchUpdate, diveTypes, gears } from '../model';
import type { CatchView } from '../present';
import type { CatchInput } from '../write';

export const diveTypeOptions: Option[] = diveTypes.map((d) => ({ value: d, label: d === 'freedive' ? 'Freedive' : 'Scuba' }));
export const gearOptions: Option[] = [
  { value: '', label: 'Not said' },
  ...gears.map((g) => ({ value: g, label: g[0].toUpperCase() + g.slice(1) })),
];

/** What the form fields hold (strings as typed), to show them again after a refusal. */
export type FormValues = Record<string, string>;

export function numberField(values: FormValues, name: string, errors: FieldError[]): number | undefined {
  const text = (values[name] ?? '').trim().replace(',', '.');
  if (text === '') return undefined;
  const value = Number(text);
  if (!Number.isFinite(value)) errors.push({ field: name, message: 'must be a number' });
  return Number.isFinite(value) ? value : undefined;
}

/** A datetime-local value plus the browser's offset (minutes east of UTC) as ISO 8601. */
export function isoFromLocal(local: string, offsetMinutes: string): string | undefined {
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
export const asFormField = (error: FieldError): FieldError => ({ ...error, field: formFieldNames[error.field] ?? error.field });

/** The form in the API's terms: the service converts units, resolves the species and checks every field. */
export function catchInputOf(values: FormValues, mode: 'create' | 'update'): CatchInput {
  const errors: FieldError[] = [];
  const input: CatchInput = {};
  const species = (values.species ?? '').trim();
  if (species || mode === 'create') input.species = species;
  const weight = numberField(values, 'weight', errors);
  if (weight !== undefined) input[values.weight_unit === 'kg' ? 'weight_kg' : 'weight_lbs'] = weight;
  const depth = numberField(values, 'depth', errors);
  if (depth !== undefined) input[values.depth_unit === 'm' ? 'depth_m' : 'depth_ft'] = depth;
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

/** Form values of a stored catch, for the edit form (weights in lb, depths in ft, times in UTC). */
export function valuesOf(view: CatchView): FormValues {
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
          <input
            id={props.kind}
            name={props.kind}
            inputmode="decimal"
            required={props.required}
            value={props.values[props.kind] ?? ''}
            aria-describedby={`${props.kind}-hint`}
          />
        </div>
        <div class="unit">
          <label for={unitName}>Unit</label>
          <Select
            id={unitName}
            name={unitName}
            options={units.map((u) => ({ value: u, label: u }))}
            value={props.values[unitName] ?? units[0]}
          />
        </div>
      </div>
      <p class="hint" id={`${props.kind}-hint`} aria-live="polite"></p>
    </div>
  );
}

export function CatchForm(props: {
  visitor: Visitor;
  action: string;
  mode: 'create' | 'update';
  values: FormValues;
  errors: FieldError[];
  idempotencyKey?: string;
  etag?: string;
}): Html {
  const v = props.values;
  return (
    <PostForm
      action={props.action}
      csrf={props.visitor.csrf}
      multipart={props.mode === 'create'}
      upload={props.mode === 'create'}
      class="card"
    >
      {props.idempotencyKey && <Hidden name="idempotency_key" value={props.idempotencyKey} />}
      {props.etag && <Hidden name="etag" value={props.etag} />}
      <Problems errors={props.errors} />
      <label for="species">Species</label>
      <input
        id="species"
        name="species"
        required={props.mode === 'create'}
        autocomplete="off"
        list="species-names"
        data-suggest="/species/suggest"
        value={v.species ?? ''}
        aria-describedby="species-hint"
      />
      <datalist id="species-names"></datalist>
      <p class="hint" id="species-hint">
        Any common name in any language, or the scientific name.
      </p>
      <UnitField kind="weight" label="Weight" values={v} required={props.mode === 'create'} />
      <UnitField kind="depth" label="Depth" values={v} required={props.mode === 'create'} />
      <label for="length_in">Length (inches, optional)</label>
      <input id="length_in" name="length_in" inputmode="decimal" value={v.length_in ?? ''} />
      <label for="caught_at">{props.mode === 'create' ? 'Caught at (your time; empty means now)' : 'Caught at (UTC)'}</label>
      <input
        id="caught_at"
        name="caught_at"
        type="datetime-local"
        value={v.caught_at ?? ''}
        data-default-now={props.mode === 'create' ? '' : undefined}
      />
      <Hidden name="tz_offset" value={v.tz_offset ?? '0'} />
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
