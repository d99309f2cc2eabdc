// Reading HTML forms: fields as strings, repeated fields as lists, values checked against the
// API's own models, and a form's work whose refusals come back as the page with its problems.
import type { TSchema } from '@sinclair/typebox';
import { HttpError, ValidationFailed, type FieldError } from '../../lib/problem';
import { schemaErrors } from '../../lib/schema-errors';
import { sourceLanguage, type Language } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';

function fieldValue(body: unknown, name: string): unknown {
  return body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
}

/** A form field as one string; repeated or missing fields read as ''. */
export function formField(body: unknown, name: string): string {
  const value = fieldValue(body, name);
  return typeof value === 'string' ? value : '';
}

/** Every value of a form field that may repeat (checkboxes), as strings. */
export function formList(body: unknown, name: string): string[] {
  return [fieldValue(body, name)].flat().filter((v): v is string => typeof v === 'string' && v !== '');
}

/** Every single-valued text field of a form (files and repeats left out). */
export function formStrings(body: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  if (body && typeof body === 'object')
    for (const [name, value] of Object.entries(body)) if (typeof value === 'string') values[name] = value;
  return values;
}

/** The files sent in a field (empty file inputs left out). */
export function formFiles(body: unknown, name: string): File[] {
  return [fieldValue(body, name)].flat().filter((f): f is File => f instanceof File && f.size > 0);
}

/** A form's values checked against the API's own model of the same request (422 with each field's problem). */
export function checkModel(schema: TSchema, values: Record<string, unknown>): void {
  const errors = schemaErrors(schema, values, 'form');
  if (errors.length > 0) throw new ValidationFailed(errors);
}

/** Why a form was not done: the problems to show beside it, and the status of the page. */
export interface Refusal {
  errors: FieldError[];
  status: number;
}

export const noRefusal: Refusal = { errors: [], status: 200 };

/** A refusal by a rule (4xx) as the problems to show; anything else is not a refusal (null). */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof HttpError) || error.status >= 500) return null;
  return { errors: error.errors ?? [{ field: 'form', message: error.message }], status: error.status };
}

/** Runs a form's work; a refusal by a rule (4xx) comes back as its problems, anything else is thrown on. */
export async function attempt<T>(work: () => Promise<T>): Promise<{ value: T } | { refusal: Refusal }> {
  try {
    return { value: await work() };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return { refusal };
  }
}

/** A number in a refusal ("must be at most 90") as `locale` writes it; anything else as it is. */
function limitIn(text: string, locale: Language): string {
  return /^-?\d+(\.\d+)?$/.test(text) ? new Intl.NumberFormat(locale).format(Number(text)) : text;
}

type Say = (found: RegExpExecArray, o: { locale: Language }) => string;

/**
 * The refusals' words (lib/schema-errors.ts, the catch and time checks) as pages in other
 * languages say them. The API keeps its English messages (its contract does not change with
 * the language): only a page's wording does. The first pattern that matches says it.
 */
const translations: [RegExp, Say][] = [
  [/^must not be empty$/, (_, o) => m.form_not_empty({}, o)],
  [/^is required\b/, (_, o) => m.form_required({}, o)],
  [/^must be a number$/, (_, o) => m.form_number({}, o)],
  [/^must be a whole number$/, (_, o) => m.form_whole_number({}, o)],
  [/^must be at most (\d+) characters? long$/, (f, o) => m.form_max_length({ count: Number(f[1]) }, o)],
  [/^must be at least (\d+) characters? long$/, (f, o) => m.form_min_length({ count: Number(f[1]) }, o)],
  [/^must be at most (.+)$/, (f, o) => m.form_at_most({ limit: limitIn(f[1]!, o.locale) }, o)],
  [/^must be at least (.+)$/, (f, o) => m.form_at_least({ limit: limitIn(f[1]!, o.locale) }, o)],
  [/^must be less than (.+)$/, (f, o) => m.form_less_than({ limit: limitIn(f[1]!, o.locale) }, o)],
  [/^must be (?:more|greater) than (.+)$/, (f, o) => m.form_more_than({ limit: limitIn(f[1]!, o.locale) }, o)],
  [/^must be one of /, (_, o) => m.form_one_of({}, o)],
  [/^must not be in the future$/, (_, o) => m.form_not_future({}, o)],
  [/^must be after (\d+)$/, (f, o) => m.form_after_year({ year: f[1]! }, o)],
  [/^must be an IANA time zone/, (_, o) => m.form_time_zone({}, o)],
  [
    /^(must be an ISO 8601|has (year|month|hour|minute|second|offset) |is not a real day|is outside the years)/,
    (_, o) => m.form_not_a_time({}, o),
  ],
  [/^give both latitude and longitude, or neither$/, (_, o) => m.form_lat_lon_both({}, o)],
  [/^unknown species "(.*)"; close matches: (.+)$/, (f, o) => m.form_unknown_species_close({ name: f[1]!, matches: f[2]! }, o)],
  [/^unknown species "(.*)"$/, (f, o) => m.form_unknown_species({ name: f[1]! }, o)],
  [/^choose a photo$/, (_, o) => m.form_choose_photo({}, o)],
];

/**
 * A refusal's message as a sentence a person reads beside the field (never the field's internal
 * name), in the page's language. In English the API's fragments ("is not your current
 * password", "must not be empty") get a subject; other languages say the refusals they know in
 * their own words, and any other one as a plain "not accepted".
 */
export function problemSentence(message: string, locale: Language = sourceLanguage): string {
  const text = message.trim().replace(/\.$/, '');
  if (locale !== sourceLanguage) {
    for (const [pattern, say] of translations) {
      const found = pattern.exec(text);
      if (found) return say(found, { locale });
    }
    return m.form_not_accepted({}, { locale });
  }
  if (/^(is|are|was) /.test(text)) return `That ${text}.`;
  if (/^(must|should|cannot|can't|may) /.test(text)) return `This ${text}.`;
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** A message that goes on from its field's name ("must not be empty"), not a sentence of its own. */
const fragment = /^(is|are|was|must|should|cannot|can't|may|has|have|needs) /;

/** Field names whose plain words are not the name itself with spaces. */
const fieldWords: Record<string, string> = { lat: 'Latitude', lon: 'Longitude', form: '' };

/**
 * A refusal as one sentence for the list above a form: the field in plain words, then the
 * API's fragment ("Current password is not your current password", "Weight must be at most
 * 2268"). In another language the field is named by `labels` (the form's own labels, by
 * field), or not at all: "Zona horaria: no es una zona horaria válida."
 */
export function summarySentence(error: FieldError, locale: Language = sourceLanguage, labels: Record<string, string> = {}): string {
  if (locale !== sourceLanguage) {
    const label = labels[error.field];
    const sentence = problemSentence(error.message, locale);
    return label ? `${label}: ${sentence}` : sentence;
  }
  const words =
    fieldWords[error.field] ??
    error.field
      .replace(/^.*\./, '')
      .replace(/_(lbs|ft|in|kg|m)$/, '')
      .replaceAll('_', ' ');
  if (words === '') return problemSentence(error.message);
  const subject = `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
  const message = error.message.trim().replace(/\.$/, '');
  return fragment.test(message) ? `${subject} ${message}.` : `${subject}: ${problemSentence(message)}`;
}

/** The problems of one field among a refusal's (its id names the field's message for aria-describedby), in `locale`. */
export function problemsOf(errors: readonly FieldError[], field: string, locale: Language = sourceLanguage): string[] {
  return errors.filter((e) => e.field === field).map((e) => problemSentence(e.message, locale));
}
