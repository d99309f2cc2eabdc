// PostgreSQL array literals ('{"a",NULL,3}') for binding a column of values as one text
// parameter (`?::text[]`): PostgreSQL reads such an array faster than the same values as JSON
// (docs/benchmarks.md#importing-catches).
import type { SqlParam } from './store';

/** One element: NULL bare, numbers as written, text quoted with `"` and `\` escaped. */
function arrayElement(value: SqlParam): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'string') return `"${value.toWellFormed().replace(/["\\]/g, '\\$&')}"`;
  throw new TypeError(`no array literal for a ${typeof value}`);
}

/** The literal of a one-dimensional array of numbers, text and NULLs. */
export function postgresArrayLiteral(values: readonly SqlParam[]): string {
  return `{${values.map(arrayElement).join(',')}}`;
}
