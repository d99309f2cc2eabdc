// The catch form: its fields (weight, depth and length boxes, each with a unit, the person's
// units first; the time on the wall clock of the catch's zone), and reading it back in the
// API's terms, checked with the API's models.
import type { Html } from '#jsx/jsx-runtime';
import { ValidationFailed, type FieldError } from '../../../lib/problem';
import { schemaErrors } from '../../../lib/schema-errors';
import { FieldProblem, Hidden, invalidAttributes, PostForm, Problems, Select, type Option } from '../../../web/components';
import type { Visitor } from '../../../web/visitor';
import { CatchCreate, CatchUpdate, diveTypes, gears } from '../model';
import type { CatchView } from '../present';
import type { CatchInput } from '../write';
import { isTimeZone } from '../../../identity/club-settings';
import { toIso } from '../../../lib/time';
import { formatMeasure, fromCanonical, round4, toCanonical, type MeasureKind, type UnitSystem } from '../../../lib/units';
import { fromWallClock, wallClock, wallClockPattern } from '../../../lib/zones';
import { sourceLanguage, type Language } from '../../../i18n/locale';
import { m } from '../../../i18n/paraglide/messages.js';
import { diveTypeLabel, gearLabel } from './catch';

export const diveTypeOptions = (locale: Language): Option[] => diveTypes.map((d) => ({ value: d, label: diveTypeLabel(d, locale) }));
export const gearOptions = (locale: Language): Option[] => [
  { value: '', label: m.catch_gear_not_said({}, { locale }) },
  ...gears.map((g) => ({ value: g, label: gearLabel(g, locale) })),
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

/** A datetime-local value plus an offset (minutes east of UTC) as ISO 8601. */
function isoFromLocal(local: string, offsetMinutes: string): string | undefined {
  if (!wallClockPattern.test(local)) return local === '' ? undefined : local;
  const offset = Number(offsetMinutes || '0');
  const minutes = Number.isInteger(offset) && Math.abs(offset) <= 14 * 60 ? offset : 0;
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${local.length === 16 ? `${local}:00` : local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * A datetime-local value as ISO 8601: with the browser's offset when its script sent one (the
 * moment it was typed), else on the wall clock of `timeZone`.
 */
function caughtAtOf(local: string, offsetMinutes: string, timeZone: string): string | undefined {
  if (offsetMinutes === '' && isTimeZone(timeZone) && wallClockPattern.test(local)) return toIso(fromWallClock(local, timeZone));
  return isoFromLocal(local, offsetMinutes);
}

/** The boxes that hold a measure, each with its unit choices: metric first, then imperial (the canonical unit). */
const measureBoxes = {
  weight: { kind: 'weight', units: ['kg', 'lb'] },
  depth: { kind: 'depth', units: ['m', 'ft'] },
  length: { kind: 'length', units: ['cm', 'in'] },
} as const;
type MeasureBox = keyof typeof measureBoxes;

/** The unit a box starts with: the person's. */
const unitFor = (box: MeasureBox, units: UnitSystem): string => measureBoxes[box].units[units === 'metric' ? 0 : 1];

/** The form's name for a field the API's models name (the catch form has one box per measure, each with a unit). */
const formFieldNames: Record<string, string> = {
  weight_kg: 'weight',
  weight_lbs: 'weight',
  depth_m: 'depth',
  depth_ft: 'depth',
  length_in: 'length',
  'location.lat': 'lat',
  'location.lon': 'lon',
  'location.name': 'location_name',
  'measurement.weight_lbs': 'measured_weight',
  'measurement.length_in': 'measured_length',
  'measurement.method': 'measurement_method',
  'witness.name': 'witness_name',
  'witness.contact': 'witness_contact',
  note: 'evidence_note',
};
/** The API's measure fields: each one's kind and the system its numbers (and so its ranges) are in. */
const measureFields: Record<string, [MeasureKind, UnitSystem]> = {
  weight_lbs: ['weight', 'imperial'],
  weight_kg: ['weight', 'metric'],
  depth_ft: ['depth', 'imperial'],
  depth_m: ['depth', 'metric'],
  length_in: ['length', 'imperial'],
  'measurement.weight_lbs': ['weight', 'imperial'],
  'measurement.length_in': ['length', 'imperial'],
};

/** A range refusal of a number, as schemaErrors words it. */
const rangeMessage = /^(must be (?:at most|at least|less than|more than|greater than)) (-?\d+(?:\.\d+)?)$/;

/**
 * A refusal in the form's terms: the form's name for the field, and a measure's range in the
 * unit the person typed it in (`typed`), written as `locale` writes numbers: a length typed in
 * cm that the API refuses as "must be at most 600" (inches) reads "must be at most 1,524 cm".
 */
export function asFormField(error: FieldError, typed: (kind: MeasureKind) => UnitSystem, locale: Language = sourceLanguage): FieldError {
  const field = formFieldNames[error.field] ?? error.field;
  const measure = measureFields[error.field];
  const range = measure === undefined ? null : rangeMessage.exec(error.message);
  if (!measure || !range) return { ...error, field };
  const [kind, system] = measure;
  return {
    ...error,
    field,
    message: `${range[1]} ${formatMeasure(kind, toCanonical(kind, Number(range[2]), system), typed(kind), locale)}`,
  };
}

/** The system of the unit a catch form's box was typed in (its `<kind>_unit` choice). */
const typedIn =
  (values: FormValues) =>
  (kind: MeasureKind): UnitSystem =>
    ['kg', 'm', 'cm'].includes(values[`${kind}_unit`] ?? '') ? 'metric' : 'imperial';

/** The catch form's fields that show their own problems beside them (the rest are listed at the top). */
const fieldsBeside = ['species', 'weight', 'depth', 'length', 'caught_at', 'dive_type', 'gear', 'lat', 'lon', 'location_name', 'notes'];

/** A field's aria attributes: invalid when it has a problem, described by that problem first, then by its hint. */
function fieldAttributes(id: string, errors: readonly FieldError[], hint?: string): Record<string, string> {
  const invalid = invalidAttributes(id, id, errors);
  const describedBy = [invalid['aria-describedby'], hint].filter(Boolean).join(' ');
  return { ...(invalid['aria-invalid'] ? { 'aria-invalid': 'true' } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) };
}

/**
 * The form in the API's terms: the service converts units, resolves the species and checks
 * every field. An edit passes the values the form was shown with (`shown`): a measure or time
 * left as shown is left out, so that saving an untouched form changes nothing (a value
 * converted for display and back would otherwise drift, and times lose their seconds).
 */
export function catchInputOf(values: FormValues, mode: 'create' | 'update', locale: Language, shown?: FormValues): CatchInput {
  const errors: FieldError[] = [];
  const input: CatchInput = {};
  const untouched = (...names: string[]): boolean =>
    shown !== undefined && names.every((name) => (values[name] ?? '').trim() === shown[name]);
  const species = (values.species ?? '').trim();
  if (species || mode === 'create') input.species = species;
  const weight = untouched('weight', 'weight_unit') ? undefined : numberField(values, 'weight', errors);
  if (weight !== undefined) input[values.weight_unit === 'kg' ? 'weight_kg' : 'weight_lbs'] = weight;
  const depth = untouched('depth', 'depth_unit') ? undefined : numberField(values, 'depth', errors);
  if (depth !== undefined) input[values.depth_unit === 'm' ? 'depth_m' : 'depth_ft'] = depth;
  const length = untouched('length', 'length_unit') ? undefined : numberField(values, 'length', errors);
  if (length !== undefined) input.length_in = values.length_unit === 'cm' ? round4(toCanonical('length', length, 'metric')) : length;
  const timeZone = (values.time_zone ?? '').trim();
  if (timeZone && !untouched('time_zone')) input.time_zone = timeZone;
  if (!untouched('caught_at', 'time_zone')) {
    const caughtAt = caughtAtOf((values.caught_at ?? '').trim(), (values.tz_offset ?? '').trim(), timeZone);
    if (caughtAt !== undefined) input.caught_at = caughtAt;
  }
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
  if (errors.length === 0)
    errors.push(
      ...schemaErrors(mode === 'create' ? CatchCreate : CatchUpdate, input).map((error) => asFormField(error, typedIn(values), locale)),
    );
  if (errors.length > 0) throw new ValidationFailed(errors);
  return input;
}

/** A canonical measure in the unit `box` starts with for `units`, as the form shows it. */
function shownMeasure(box: MeasureBox, canonical: number, units: UnitSystem): string {
  return String(round4(fromCanonical(measureBoxes[box].kind, canonical, units)));
}

/** Form values of a stored catch, for the edit form: measures in the person's units, the time on the catch's zone's clock. */
export function valuesOf(view: CatchView, units: UnitSystem): FormValues {
  return {
    species: view.species,
    weight: shownMeasure('weight', view.weight_lbs, units),
    weight_unit: unitFor('weight', units),
    depth: shownMeasure('depth', view.depth_ft, units),
    depth_unit: unitFor('depth', units),
    length: view.length_in === null ? '' : shownMeasure('length', view.length_in, units),
    length_unit: unitFor('length', units),
    caught_at: wallClock(Date.parse(view.caught_at) / 1000, view.time_zone).slice(0, 16),
    time_zone: view.time_zone,
    tz_offset: '',
    dive_type: view.dive_type,
    gear: view.gear ?? '',
    lat: view.location ? String(view.location.lat) : '',
    lon: view.location ? String(view.location.lon) : '',
    location_name: view.location?.name ?? '',
    notes: view.notes ?? '',
  };
}

function UnitField(props: {
  kind: MeasureBox;
  label: string;
  values: FormValues;
  required: boolean;
  units: UnitSystem;
  errors: readonly FieldError[];
  locale: Language;
}): Html {
  const units = measureBoxes[props.kind].units;
  const unitName = `${props.kind}_unit`;
  return (
    // The browser script shows weights and depths in the other unit as they are typed.
    <div data-convert={props.kind === 'length' ? undefined : props.kind}>
      <div class="row">
        <div>
          <label for={props.kind}>{props.label}</label>
          <input
            id={props.kind}
            name={props.kind}
            inputmode="decimal"
            required={props.required}
            value={props.values[props.kind] ?? ''}
            {...fieldAttributes(props.kind, props.errors, `${props.kind}-hint`)}
          />
          <FieldProblem id={props.kind} field={props.kind} errors={props.errors} locale={props.locale} />
        </div>
        <div class="unit">
          <label for={unitName}>{m.catch_unit({}, { locale: props.locale })}</label>
          <Select
            id={unitName}
            name={unitName}
            options={units.map((u) => ({ value: u, label: u }))}
            value={props.values[unitName] ?? unitFor(props.kind, props.units)}
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
  const { units, timeZone, locale } = props.visitor.reader;
  const o = { locale };
  // The service's refusals name the API's fields (weight_lbs, location.lat): the form's names here.
  const errors = props.errors.map((error) => ({ ...error, field: formFieldNames[error.field] ?? error.field }));
  const beside = (id: string, hint?: string) => fieldAttributes(id, errors, hint);
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
      <Problems
        errors={errors}
        beside={fieldsBeside}
        locale={locale}
        labels={{ time_zone: m.catch_time_zone({}, o), photos: m.catch_photos({}, o) }}
      />
      <label for="species">{m.catch_species({}, o)}</label>
      <input
        id="species"
        name="species"
        required={props.mode === 'create'}
        autocomplete="off"
        list="species-names"
        data-suggest="/species/suggest"
        value={v.species ?? ''}
        {...beside('species', 'species-hint')}
      />
      <FieldProblem id="species" field="species" errors={errors} locale={locale} />
      <datalist id="species-names"></datalist>
      <p class="hint" id="species-hint">
        {m.catch_species_hint({}, o)}
      </p>
      <UnitField
        kind="weight"
        label={m.catch_weight({}, o)}
        values={v}
        required={props.mode === 'create'}
        units={units}
        errors={errors}
        locale={locale}
      />
      <UnitField
        kind="depth"
        label={m.catch_depth({}, o)}
        values={v}
        required={props.mode === 'create'}
        units={units}
        errors={errors}
        locale={locale}
      />
      <UnitField
        kind="length"
        label={m.catch_length_optional({}, o)}
        values={v}
        required={false}
        units={units}
        errors={errors}
        locale={locale}
      />
      <label for="caught_at">
        {props.mode === 'create' ? m.catch_caught_at_now({}, o) : m.catch_caught_at_zone({ zone: v.time_zone ?? timeZone }, o)}
      </label>
      <input
        id="caught_at"
        name="caught_at"
        type="datetime-local"
        value={v.caught_at ?? ''}
        data-default-now={props.mode === 'create' ? '' : undefined}
        {...beside('caught_at')}
      />
      <FieldProblem id="caught_at" field="caught_at" errors={errors} locale={locale} />
      {/* The zone: the person's, or the catch's; on a new catch the browser's script puts the phone's, and its offset. */}
      <Hidden name="time_zone" value={v.time_zone ?? timeZone} />
      <Hidden name="tz_offset" value={v.tz_offset ?? ''} />
      <div class="row">
        <div>
          <label for="dive_type">{m.catch_dive_type({}, o)}</label>
          <Select
            id="dive_type"
            name="dive_type"
            options={diveTypeOptions(locale)}
            value={v.dive_type ?? 'freedive'}
            describedBy={beside('dive_type')['aria-describedby']}
          />
          <FieldProblem id="dive_type" field="dive_type" errors={errors} locale={locale} />
        </div>
        <div>
          <label for="gear">{m.catch_gear({}, o)}</label>
          <Select
            id="gear"
            name="gear"
            options={gearOptions(locale)}
            value={v.gear ?? ''}
            describedBy={beside('gear')['aria-describedby']}
          />
          <FieldProblem id="gear" field="gear" errors={errors} locale={locale} />
        </div>
      </div>
      <fieldset>
        <legend>{m.catch_location_optional({}, o)}</legend>
        {/* What app.js says while it finds the phone, in the page's language ({accuracy} and {reason}: its values). */}
        <button
          type="button"
          class="secondary"
          data-geolocate
          data-finding={m.catch_locating({}, o)}
          data-found={m.catch_located({ accuracy: '{accuracy}' }, o)}
          data-failed={m.catch_not_located({}, o)}
          hidden
        >
          {m.catch_use_location({}, o)}
        </button>
        <p class="hint" id="geo-status" aria-live="polite"></p>
        <div class="row">
          <div>
            <label for="lat">{m.catch_latitude({}, o)}</label>
            <input id="lat" name="lat" inputmode="decimal" value={v.lat ?? ''} {...beside('lat')} />
            <FieldProblem id="lat" field="lat" errors={errors} locale={locale} />
          </div>
          <div>
            <label for="lon">{m.catch_longitude({}, o)}</label>
            <input id="lon" name="lon" inputmode="decimal" value={v.lon ?? ''} {...beside('lon')} />
            <FieldProblem id="lon" field="lon" errors={errors} locale={locale} />
          </div>
        </div>
        <label for="location_name">{m.catch_place_name({}, o)}</label>
        <input id="location_name" name="location_name" maxlength="200" value={v.location_name ?? ''} {...beside('location_name')} />
        <FieldProblem id="location_name" field="location_name" errors={errors} locale={locale} />
      </fieldset>
      <label for="notes">{m.catch_notes({}, o)}</label>
      <textarea id="notes" name="notes" maxlength="5000" {...beside('notes')}>
        {v.notes ?? ''}
      </textarea>
      <FieldProblem id="notes" field="notes" errors={errors} locale={locale} />
      {props.mode === 'create' && (
        <>
          <label for="photos">{m.catch_photos({}, o)}</label>
          <input id="photos" name="photos" type="file" accept="image/jpeg,image/png,image/webp" multiple />
          <p class="hint" data-upload-status aria-live="polite"></p>
        </>
      )}
      <button type="submit">{props.mode === 'create' ? m.catch_save({}, o) : m.catch_save_changes({}, o)}</button>
    </PostForm>
  );
}
