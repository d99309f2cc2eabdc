// Refusals beside their fields: a form shown again after a refusal puts each problem under the
// field it names, and the problems that no field of the form shows at the form's top. A field
// names the API fields it stands for (`members` also holds `members[2]`, `rules` holds
// `rules.species[0].species`): form fields and API fields need not match one to one.
import { type Html, trustedHtml } from '#jsx/jsx-runtime';
import type { FieldError } from '../../lib/problem';
import { Problems } from '../components';
import { problemSentence, type Refusal } from './forms';
import { sourceLanguage, type Language } from '../../i18n/locale';

const names = (error: FieldError, fields: readonly string[]): boolean =>
  fields.some((f) => error.field === f || error.field.startsWith(`${f}[`) || error.field.startsWith(`${f}.`));

/** The attributes that tie the input `id` to its problem (aria-invalid, aria-describedby), if it has one. */
export function problemAttributes(refusal: Refusal, id: string, fields: readonly string[]): Record<string, string> {
  return refusal.errors.some((e) => names(e, fields)) ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-problem` } : {};
}

/**
 * A refusal's message as the page says it: as the service wrote it in English, in the words of
 * `locale` otherwise (forms.ts's problemSentence).
 */
const said = (error: FieldError, locale: Language): string =>
  locale === sourceLanguage ? error.message : problemSentence(error.message, locale);

/** The problems of `fields`, beside the input `id` (place it after the input), in the page's language. */
export function FieldProblem({
  refusal,
  id,
  fields,
  locale = sourceLanguage,
}: {
  refusal: Refusal;
  id: string;
  fields: readonly string[];
  /** The page's language (pages not yet converted to messages leave it English). */
  locale?: Language;
}): Html {
  const mine = refusal.errors.filter((e) => names(e, fields));
  if (mine.length === 0) return trustedHtml('');
  return (
    <p class="error field-problem" id={`${id}-problem`}>
      {mine.map((e) => said(e, locale)).join('; ')}
    </p>
  );
}

/** The problems of none of `fields` (a rule of the whole form), at the form's top. */
export function FormProblems({
  refusal,
  fields,
  locale = sourceLanguage,
}: {
  refusal: Refusal;
  fields: readonly string[];
  /** The page's language (pages not yet converted to messages leave it English). */
  locale?: Language;
}): Html {
  const rest = refusal.errors.filter((e) => !names(e, fields));
  return rest.length === 0 ? trustedHtml('') : <Problems errors={[]} title={rest.map((e) => said(e, locale)).join(' ')} locale={locale} />;
}
