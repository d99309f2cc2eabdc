// Query strings checked by a compiled TypeBox validator in the handler, for hot routes
// (type-ahead) where Elysia's generic query validation costs more than the answer. The
// schema still documents the route: `queryParameters` gives its OpenAPI parameters.
import type { Static, TObject, TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { lazy } from '../lib/lazy';
import { ValidationFailed } from '../lib/problem';
import { fieldErrors } from '../lib/schema-errors';

const numeric = /^-?\d+(\.\d+)?$/;

/** A parser of `URLSearchParams` into the schema's type; 422 `validation_failed` per bad field. */
export function compileQuery<T extends TObject>(schema: T): (params: URLSearchParams) => Static<T> {
  // Compiled at the route's first request, not at every start.
  const checker = lazy(() => TypeCompiler.Compile(schema));
  const numbers = new Set(
    Object.entries(schema.properties as Record<string, TSchema>)
      .filter(([, s]) => s.type === 'integer' || s.type === 'number')
      .map(([name]) => name),
  );
  return (params) => {
    // No prototype: `constructor` or `__proto__` is a field like any other (and unknown).
    const value: Record<string, unknown> = Object.create(null);
    for (const [name, text] of params) {
      if (Object.hasOwn(value, name)) throw new ValidationFailed([{ field: name, message: 'is given more than once' }]);
      value[name] = numbers.has(name) && numeric.test(text) ? Number(text) : text;
    }
    if (checker().Check(value)) return value as Static<T>;
    throw new ValidationFailed(fieldErrors(checker().Errors(value), 'query'));
  };
}

/** The schema's properties as OpenAPI query parameters (all optional). */
export function queryParameters(schema: TObject): { name: string; in: 'query'; required: false; schema: TSchema; description?: string }[] {
  return Object.entries(schema.properties as Record<string, TSchema>).map(([name, property]) => ({
    name,
    in: 'query' as const,
    required: false as const,
    schema: property,
    ...(property.description ? { description: property.description as string } : {}),
  }));
}
