// Models every module refers to by name in its responses, and the schema helpers they share.
import type { SchemaOptions, TLiteral, TUnion } from '@sinclair/typebox';
import { Elysia, t } from 'elysia';

/** One of these strings (an enum in /openapi.json), typed as the union of their literals. */
export const literalUnion = <const T extends readonly string[]>(values: T, options: SchemaOptions = {}): TUnion<{ -readonly [K in keyof T]: TLiteral<T[K]> }> =>
  t.Union(values.map((v) => t.Literal(v)), options) as never;

export const Problem = t.Object(
  {
    type: t.String({ description: 'URI naming the error kind' }),
    title: t.String(),
    status: t.Integer(),
    detail: t.String(),
    code: t.String({ description: 'Stable machine-readable code, e.g. validation_failed' }),
    errors: t.Optional(t.Array(t.Object({ field: t.String(), message: t.String() }))),
    developer_access: t.Optional(
      t.String({ description: 'On 403 developer_access_*: where the caller stands (none, requested, declined, closed).' }),
    ),
    suggestions: t.Optional(t.Array(t.String(), { description: 'An unknown species: close matches of its spelling (may be empty).' })),
  },
  { description: 'RFC 9457 problem details (application/problem+json).' },
);

export const sharedModels = new Elysia({ name: 'shared-models' }).model({ Problem });
