// The evidence of a catch's verification, on the diver's request and on the verifier's
// grading form alike: the fields, reading them back in the API's terms, and the history of grades.
import type { Html } from '#jsx/jsx-runtime';
import type { FieldError } from '../../../lib/problem';
import { schemaErrors } from '../../../lib/schema-errors';
import { formatTime, PostForm, Problems, Select, TierBadge, tierLabel } from '../../../web/components';
import { formList, formStrings } from '../../../web/kit/forms';
import { Layout } from '../../../web/layout';
import type { Visitor, Reader } from '../../../web/visitor';
import { asFormField, numberField } from '../views/form';
import { CatchSummary } from '../views/catch';
import { fromCanonical, round4, toCanonical, unitSymbol, type UnitSystem } from '../../../lib/units';
import { Evidence as EvidenceModel } from '../model';
import type { CatchView } from '../present';
import type { Evidence, listVerifications } from './service';
import type { DiveType, Gear } from '../model';
import type { Language } from '../../../i18n/locale';
import { m } from '../../../i18n/paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Language }) => string;

const diveTypeNames: Record<DiveType, Message> = { freedive: m.board_dive_freedive, scuba: m.board_dive_scuba };
const gearNames: Record<Gear, Message> = {
  speargun: m.board_gear_speargun,
  polespear: m.board_gear_polespear,
  sling: m.board_gear_sling,
  other: m.board_gear_other,
};

/** How a catch was made (the API's `dive_type`), in `locale`: gold asks for a freedive catch. */
export const diveTypeName = (type: DiveType, locale: Language): string => diveTypeNames[type]({}, { locale });
/** The catch's gear (the API's `gear`), in `locale`. */
export const gearName = (gear: Gear, locale: Language): string => gearNames[gear]({}, { locale });

export function VerificationHistory({ history, reader }: { history: Awaited<ReturnType<typeof listVerifications>>; reader: Reader }): Html {
  const { locale } = reader;
  const o = { locale };
  if (history.length === 0) return <p class="muted">{m.catch_not_verified({}, o)}</p>;
  // The new tier is a badge inside the sentence: each language places it.
  const marker = '\u0000';
  return (
    <ol>
      {history.map((v) => {
        const [before, after] = m
          .catch_verification_moved(
            {
              time: formatTime(v.created_at, reader.timeZone, locale),
              verifier: v.verifier.display_name,
              from: tierLabel(v.previous_tier, locale),
              to: marker,
            },
            o,
          )
          .split(marker);
        return (
          <li>
            {before}
            <TierBadge tier={v.tier} locale={locale} />
            {after}
            {v.note && <> — “{v.note}”</>}
          </li>
        );
      })}
    </ol>
  );
}

/** Evidence fields shared by the diver's offer and the verifier's grading form: measures typed in the person's `units`. */
export function evidenceOf(body: unknown, units: UnitSystem): { evidence: Evidence; errors: FieldError[] } {
  const values = formStrings(body);
  const errors: FieldError[] = [];
  const photoIds = formList(body, 'photo_ids');
  const evidence: Evidence = {};
  if (photoIds.length > 0) evidence.photo_ids = [...new Set(photoIds)];
  if (values.weigh_photo_id) evidence.weigh_photo_id = values.weigh_photo_id;
  const measurement: NonNullable<Evidence['measurement']> = {};
  const weight = numberField(values, 'measured_weight', errors);
  if (weight !== undefined) measurement.weight_lbs = round4(toCanonical('weight', weight, units));
  const length = numberField(values, 'measured_length', errors);
  if (length !== undefined) measurement.length_in = round4(toCanonical('length', length, units));
  if (values.measurement_method?.trim()) measurement.method = values.measurement_method.trim();
  if (Object.keys(measurement).length > 0) evidence.measurement = measurement;
  if (values.scale_certified_on?.trim()) evidence.scale_certified_on = values.scale_certified_on.trim();
  if (values.witness_name?.trim())
    evidence.witness = {
      name: values.witness_name.trim(),
      ...(values.witness_contact?.trim() ? { contact: values.witness_contact.trim() } : {}),
    };
  if (values.evidence_note?.trim()) evidence.note = values.evidence_note.trim();
  // The API's own model decides what evidence may say (ids, ranges, lengths, the date's form).
  if (errors.length === 0) errors.push(...schemaErrors(EvidenceModel, evidence).map((error) => asFormField(error, () => units)));
  return { evidence, errors };
}

/** A measure of the evidence (canonical) as its field shows it in `units`. */
const shown = (kind: 'weight' | 'length', canonical: number | undefined, units: UnitSystem): string =>
  canonical === undefined ? '' : String(round4(fromCanonical(kind, canonical, units)));

export function EvidenceFields({ view, evidence, reader }: { view: CatchView; evidence: Evidence; reader: Reader }): Html {
  const cited = new Set(evidence.photo_ids ?? []);
  const o = { locale: reader.locale };
  return (
    <>
      <fieldset>
        <legend>{m.verify_photos_of_fish({}, o)}</legend>
        {view.photos.length === 0 && <p class="muted">{m.verify_no_photos_yet({}, o)}</p>}
        {/* Each photo as a picture, its checkbox in the same label: a tap on the picture ticks it. */}
        <div class="picks">
          {view.photos.map((p, i) => (
            <label class="pick">
              <img src={p.url} alt="" width={p.width} height={p.height} loading="lazy" />
              <span>
                <input type="checkbox" name="photo_ids" value={p.id} checked={cited.has(p.id)} />
                {m.verify_photo_number({ number: i + 1 }, o)}
              </span>
            </label>
          ))}
        </div>
        <label for="weigh_photo_id">{m.verify_weigh_photo({}, o)}</label>
        <Select
          id="weigh_photo_id"
          name="weigh_photo_id"
          options={[
            { value: '', label: m.verify_none({}, o) },
            ...view.photos.map((p, i) => ({ value: p.id, label: m.verify_photo_number({ number: i + 1 }, o) })),
          ]}
          value={evidence.weigh_photo_id ?? ''}
        />
      </fieldset>
      <fieldset>
        <legend>{m.verify_measurement({}, o)}</legend>
        <div class="row">
          <div>
            <label for="measured_weight">{m.verify_weight({ unit: unitSymbol('weight', reader.units, reader.locale) }, o)}</label>
            <input
              id="measured_weight"
              name="measured_weight"
              inputmode="decimal"
              value={shown('weight', evidence.measurement?.weight_lbs, reader.units)}
            />
          </div>
          <div>
            <label for="measured_length">{m.verify_length({ unit: unitSymbol('length', reader.units, reader.locale) }, o)}</label>
            <input
              id="measured_length"
              name="measured_length"
              inputmode="decimal"
              value={shown('length', evidence.measurement?.length_in, reader.units)}
            />
          </div>
        </div>
        <label for="measurement_method">{m.verify_method({}, o)}</label>
        <input id="measurement_method" name="measurement_method" maxlength="200" value={evidence.measurement?.method ?? ''} />
        <label for="scale_certified_on">{m.verify_scale_certified({}, o)}</label>
        <input id="scale_certified_on" name="scale_certified_on" type="date" value={evidence.scale_certified_on ?? ''} />
      </fieldset>
      <fieldset>
        <legend>{m.verify_witness({}, o)}</legend>
        <label for="witness_name">{m.verify_witness_name({}, o)}</label>
        <input id="witness_name" name="witness_name" maxlength="200" value={evidence.witness?.name ?? ''} />
        <label for="witness_contact">{m.verify_witness_contact({}, o)}</label>
        <input id="witness_contact" name="witness_contact" maxlength="200" value={evidence.witness?.contact ?? ''} />
      </fieldset>
      <label for="evidence_note">{m.verify_evidence_note({}, o)}</label>
      <textarea id="evidence_note" name="evidence_note" maxlength="2000">
        {evidence.note ?? ''}
      </textarea>
    </>
  );
}

export function EvidencePage(props: { visitor: Visitor; view: CatchView; evidence: Evidence; note: string; errors: FieldError[] }): Html {
  const { locale } = props.visitor.reader;
  const o = { locale };
  return (
    <Layout title={m.verify_ask({}, o)} visitor={props.visitor} width="narrow">
      <h1>{m.verify_ask({}, o)}</h1>
      <p>
        <CatchSummary view={props.view} reader={props.visitor.reader} />
      </p>
      <p class="muted">{m.verify_ladder({}, o)}</p>
      <PostForm action={`/catches/${props.view.id}/verification`} csrf={props.visitor.csrf} class="card">
        <Problems errors={props.errors} locale={locale} />
        <EvidenceFields view={props.view} evidence={props.evidence} reader={props.visitor.reader} />
        <label for="request_note">{m.verify_message_to_verifier({}, o)}</label>
        <textarea id="request_note" name="request_note" maxlength="2000">
          {props.note}
        </textarea>
        <button type="submit">{m.verify_ask({}, o)}</button>
      </PostForm>
    </Layout>
  );
}
