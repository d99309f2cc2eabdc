// Query strings checked by a compiled TypeBox validator in the handler, for hot routes (lists,
// boards, type-ahead) where Elysia's generic query validation costs more than a remembered
// answer: it decodes numbers through TypeBox's interpreted transforms, twice (Elysia 1.4.30's
// generated handler; docs/benchmarks.md#per-request-and-at-start). The schema still documents the route:
// `queryParameters` gives its OpenAPI parameters.
import type { Static, TObject, TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { lazy } from '../lib/lazy';
import { ValidationFailed } from '../lib/problem';
import { fieldErrors } from '../lib/schema-errors';

const numeric = /^-?\d+(\.\d+)?$/;

/** A parser of `URLSearchParams` into the schema's type; 422 `validation_failed` per bad field. */
export function compileQuery<T extends TObject>(schema: T): (params: URLSearchParams) => Static<T> {
  const properties = Object.entries(schema.properties as Record<string, TSchema>).map(([name, s]) => [name, valueForm(s)] as const);
  // Compiled at the route's first request, not at every start.
  const checker = lazy(() => TypeCompiler.Compile({ ...schema, properties: Object.fromEntries(properties) }));
  const typeOf = new Map(properties.map(([name, s]) => [name, s.type as unknown]));
  return (params) => {
    // No prototype: `constructor` or `__proto__` is a field like any other (and unknown).
    const value: Record<string, unknown> = Object.create(null);
    for (const [name, text] of params) {
      if (Object.hasOwn(value, name)) throw new ValidationFailed([{ field: name, message: 'is given more than once' }]);
      value[name] = fieldValue(typeOf.get(name), text);
    }
    if (checker().Check(value)) return value as Static<T>;
    throw new ValidationFailed(fieldErrors(checker().Errors(value), 'query'));
  };
}

/**
 * The schema a field's value is checked against once read. Elysia's `t.Integer` also admits
 * the number's text (`anyOf` an integer-format string and the integer): here the text is read
 * as a number first, so only the number form, with its bounds, is checked.
 */
function valueForm(field: TSchema): TSchema {
  const number = (field.anyOf as TSchema[] | undefined)?.find((form) => form.type === 'integer' || form.type === 'number');
  if (number === undefined) return field;
  const { anyOf: _forms, ...outer } = field;
  return { ...outer, ...number };
}

/** A query field's text as its schema's type reads it; left as text when it is not one (the check then says so). */
function fieldValue(type: unknown, text: string): unknown {
  if ((type === 'integer' || type === 'number') && numeric.test(text)) return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/** A union of string literals as the enum it means (as the OpenAPI plugin shows the routes' own query schemas). */
function documented(field: TSchema): TSchema {
  const forms = field.anyOf as TSchema[] | undefined;
  if (!forms?.every((form) => typeof form.const === 'string')) return field;
  const { anyOf: _forms, ...outer } = field;
  return { ...outer, type: 'string', enum: forms.map((form) => form.const) };
}

/** The schema's properties as OpenAPI query parameters (all optional). */
export function queryParameters(schema: TObject): { name: string; in: 'query'; required: false; schema: TSchema; description?: string }[] {
  return Object.entries(schema.properties as Record<string, TSchema>).map(([name, property]) => ({
    name,
    in: 'query' as const,
    required: false as const,
    schema: documented(property),
    ...(property.description ? { description: property.description as string } : {}),
  }));
}
