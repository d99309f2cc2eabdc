// Helpers for the TypeBox schemas of the modules' models (the same Type that Elysia's `t` is).
import { Type, type SchemaOptions, type TLiteral, type TUnion } from '@sinclair/typebox';

/** One of these strings (an enum in /openapi.json), typed as the union of their literals. */
export const literalUnion = <const T extends readonly string[]>(
  values: T,
  options: SchemaOptions = {},
): TUnion<{ -readonly [K in keyof T]: TLiteral<T[K]> }> =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    options,
  ) as never;
