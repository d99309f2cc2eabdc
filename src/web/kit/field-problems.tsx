// Refusals beside their fields: a form shown again after a refusal puts each problem under the
// field it names, and the problems that no field of the form shows at the form's top. A field
// names the API fields it stands for (`members` also holds `members[2]`, `rules` holds
// `rules.species[0].species`): form fields and API fields need not match one to one.
import { type Html, trustedHtml } from '#jsx/jsx-runtime';
import type { FieldError } from '../../lib/problem';
import { Problems } from '../components';
import type { Refusal } from './forms';

const names = (error: FieldError, fields: readonly string[]): boolean =>
  fields.some((f) => error.field === f || error.field.startsWith(`${f}[`) || error.field.startsWith(`${f}.`));

/** The attributes that tie the input `id` to its problem (aria-invalid, aria-describedby), if it has one. */
export function problemAttributes(refusal: Refusal, id: string, fields: readonly string[]): Record<string, string> {
  return refusal.errors.some((e) => names(e, fields)) ? { 'aria-invalid': 'true', 'aria-describedby': `${id}-problem` } : {};
}

/** The problems of `fields`, beside the input `id` (place it after the input). */
export function FieldProblem({ refusal, id, fields }: { refusal: Refusal; id: string; fields: readonly string[] }): Html {
  const mine = refusal.errors.filter((e) => names(e, fields));
  if (mine.length === 0) return trustedHtml('');
  return (
    <p class="error field-problem" id={`${id}-problem`}>
      {mine.map((e) => e.message).join('; ')}
    </p>
  );
}

/** The problems of none of `fields` (a rule of the whole form), at the form's top. */
export function FormProblems({ refusal, fields }: { refusal: Refusal; fields: readonly string[] }): Html {
  const rest = refusal.errors.filter((e) => !names(e, fields));
  return rest.length === 0 ? trustedHtml('') : <Problems errors={[]} title={rest.map((e) => e.message).join(' ')} />;
}
