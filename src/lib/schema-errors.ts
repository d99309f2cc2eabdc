// The one way from a schema failure to field errors in words: the API's problem+json, the
// pages' forms and the bulk import all name a field and say what it must be ("must be at
// most 90"), never TypeBox's own "Expected number to be less or equal to 90".
import { ValueErrorType } from '@sinclair/typebox/errors';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FieldError } from './problem';

type SchemaNode = { [key: string]: unknown };

/** A schema failure as TypeBox (and Elysia's validation errors) report it. */
export interface SchemaFailure {
  type?: number;
  path: string;
  message: string;
  schema?: unknown;
  value?: unknown;
}

/** `/items/3/name` → `items[3].name`; the root is `where`. */
export function fieldName(path: string, where: string): string {
  const parts = path.split('/').filter(Boolean);
  if (parts.length === 0) return where;
  return parts.map((p, i) => (/^\d+$/.test(p) ? `[${p}]` : i === 0 ? p : `.${p}`)).join('');
}

const plural = (n: unknown, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** What a union of plain alternatives (a numeric or boolean parameter, a list of literals) wants, in words. */
function unionMessage(schema: SchemaNode | undefined): string {
  const branches = (schema?.anyOf ?? []) as { type?: string; const?: unknown }[];
  const types = branches.map((branch) => branch.type);
  if (types.includes('integer')) return 'must be a whole number';
  if (types.includes('number')) return 'must be a number';
  if (types.includes('boolean')) return 'must be true or false';
  if (branches.length > 0 && branches.every((branch) => branch.const !== undefined))
    return `must be one of ${branches.map((branch) => JSON.stringify(branch.const)).join(', ')}`;
  return 'is not any of the accepted forms';
}

const words: Partial<Record<ValueErrorType, (s: SchemaNode) => string>> = {
  [ValueErrorType.Array]: () => 'must be a list',
  [ValueErrorType.ArrayMaxItems]: (s) => `must have at most ${plural(s.maxItems, 'item', 'items')}`,
  [ValueErrorType.ArrayMinItems]: (s) => `must have at least ${plural(s.minItems, 'item', 'items')}`,
  [ValueErrorType.ArrayUniqueItems]: () => 'must not name anything twice',
  [ValueErrorType.Boolean]: () => 'must be true or false',
  [ValueErrorType.Integer]: () => 'must be a whole number',
  [ValueErrorType.IntegerMaximum]: (s) => `must be at most ${s.maximum}`,
  [ValueErrorType.IntegerMinimum]: (s) => `must be at least ${s.minimum}`,
  [ValueErrorType.IntegerExclusiveMaximum]: (s) => `must be less than ${s.exclusiveMaximum}`,
  [ValueErrorType.IntegerExclusiveMinimum]: (s) => `must be more than ${s.exclusiveMinimum}`,
  [ValueErrorType.Literal]: (s) => `must be ${JSON.stringify(s.const)}`,
  [ValueErrorType.Null]: () => 'must be null',
  [ValueErrorType.Number]: () => 'must be a number',
  [ValueErrorType.NumberMaximum]: (s) => `must be at most ${s.maximum}`,
  [ValueErrorType.NumberMinimum]: (s) => `must be at least ${s.minimum}`,
  [ValueErrorType.NumberExclusiveMaximum]: (s) => `must be less than ${s.exclusiveMaximum}`,
  [ValueErrorType.NumberExclusiveMinimum]: (s) => `must be more than ${s.exclusiveMinimum}`,
  [ValueErrorType.Object]: () => 'must be an object',
  [ValueErrorType.ObjectAdditionalProperties]: () => 'is not a known field',
  [ValueErrorType.ObjectRequiredProperty]: () => 'is required',
  [ValueErrorType.String]: () => 'must be text',
  [ValueErrorType.StringMaxLength]: (s) => `must be at most ${plural(s.maxLength, 'character', 'characters')} long`,
  [ValueErrorType.StringMinLength]: (s) =>
    s.minLength === 1 ? 'must not be empty' : `must be at least ${plural(s.minLength, 'character', 'characters')} long`,
  [ValueErrorType.StringPattern]: (s) =>
    `is not in the expected form${Array.isArray(s.examples) ? ` (like ${JSON.stringify(s.examples[0])})` : ''}`,
  [ValueErrorType.StringFormat]: (s) => `must be a valid ${s.format}`,
  [ValueErrorType.Union]: (s) => unionMessage(s),
};

/** One failure in words: what the field must be. */
export function fieldMessage(failure: SchemaFailure): string {
  const say = failure.type === undefined ? undefined : words[failure.type as ValueErrorType];
  if (say) return say((failure.schema ?? {}) as SchemaNode);
  if (failure.message === 'Unexpected property') return 'is not a known field';
  return 'is invalid';
}

/**
 * A field that may also be null (`location`, `gear`, `conditions`, `notes`) fails as a union;
 * name what is wrong inside its one other alternative instead (`location.lat`, the list of
 * gears), so that the reader sees the real field and reason.
 */
function nullableUnionError(failure: SchemaFailure): { path: string; message: string } | null {
  const branches = ((failure.schema as SchemaNode | undefined)?.anyOf ?? []) as SchemaNode[];
  const others = branches.filter((branch) => branch.type !== 'null');
  if (others.length !== 1 || others.length === branches.length) return null;
  const inner = Value.Errors(others[0] as TSchema, failure.value).First();
  if (!inner) return null;
  const innerPath = failure.path + inner.path;
  const deeper = inner.type === ValueErrorType.Union ? nullableUnionError({ ...inner, path: innerPath }) : null;
  if (deeper) return deeper;
  const message = fieldMessage(inner);
  return { path: innerPath, message: inner.path === '' ? `${message}, or null` : message };
}

/** Failures as field errors, one per field; `where` names the whole value (`body`, `query`, `line`). */
export function fieldErrors(failures: Iterable<SchemaFailure>, where: string): FieldError[] {
  const seen = new Set<string>();
  const result: FieldError[] = [];
  for (const failure of failures) {
    const nested = failure.type === ValueErrorType.Union ? nullableUnionError(failure) : null;
    const field = fieldName(nested?.path ?? failure.path, where);
    // TypeBox reports a union failure once per branch: one entry per field is enough.
    if (seen.has(field)) continue;
    seen.add(field);
    result.push({ field, message: nested?.message ?? fieldMessage(failure) });
  }
  if (result.length === 0) result.push({ field: where, message: 'is invalid' });
  return result;
}

/**
 * What is wrong with `value` by a model, named as the API names it: pages check what a form
 * says with the same models as the API's bodies, so both refuse alike.
 */
export function schemaErrors(schema: TSchema, value: unknown, where = 'body'): FieldError[] {
  return Value.Check(schema, value) ? [] : fieldErrors(Value.Errors(schema, value), where);
}
