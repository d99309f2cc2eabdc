// Values from the document's own JSON Schemas (fast-check), for the contract test: `validValue`
// draws values the schema accepts (checked with ajv, so an either-or the document states with
// oneOf/not is kept), `invalidValue` breaks one rule of a valid value (checked too).
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { resolveRef, type Schema } from './openapi-walk';

const docBase = 'https://catchd.test/openapi';

/** ajv over one document's components; `coerce` reads values as query strings are read. */
export function documentValidator(doc: Schema, coerce = false): (schema: Schema, value: unknown) => string | null {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true, coerceTypes: coerce });
  addFormats(ajv);
  ajv.addSchema({ $id: docBase, components: doc.components });
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  return (schema, value) => {
    const text = JSON.stringify(schema).replaceAll('"#/components/', `"${docBase}#/components/`);
    let check = compiled.get(text);
    if (!check) {
      check = ajv.compile(JSON.parse(text));
      compiled.set(text, check);
    }
    // Coercion writes into its argument: check a copy.
    return check(coerce ? structuredClone(value) : value) ? null : ajv.errorsText(check.errors);
  };
}

export interface ValueSources {
  doc: Schema;
  /** Ids of things that exist: a path or body id matching a pattern is mostly one of these. */
  ids: string[];
  /** The value of a `format: binary` field (an upload). */
  file: () => File;
}

const plainText = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz ABCDEFGHIJ0123456789-'.split('')), maxLength: 30 });
/** Real times, 2000 to 2025 (the document's dates in the past). */
const pastTime = fc.integer({ min: 946_684_800, max: 1_735_689_600 }).map((s) => new Date(s * 1000).toISOString().replace('.000Z', 'Z'));
/** Times in 2030 to 2035, for fields that must be in the future (expiries). */
const futureTime = fc
  .integer({ min: 1_893_456_000, max: 2_051_222_400 })
  .map((s) => new Date(s * 1000).toISOString().replace('.000Z', 'Z'));

function stringValue(schema: Schema, sources: ValueSources): fc.Arbitrary<unknown> {
  if (schema.format === 'binary') return fc.constant(null).map(() => sources.file());
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return fc.constantFrom(...schema.examples);
  const times = /future|expir/i.test(String(schema.description ?? '')) ? futureTime : pastTime;
  if (schema.format === 'date-time') return times;
  if (schema.format === 'date') return times.map((time) => time.slice(0, 10));
  if (schema.format === 'email') return fc.integer({ min: 1, max: 1_000_000 }).map((n) => `diver${n}@example.com`);
  if (schema.format === 'uri') return fc.constantFrom('https://app.example/callback', 'https://club.example/hooks');
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern);
    const known = sources.ids.filter((id) => pattern.test(id));
    return known.length > 0 ? fc.constantFrom(...known) : fc.stringMatching(pattern);
  }
  const min = Number(schema.minLength ?? 0);
  const max = Math.min(Number(schema.maxLength ?? 30), 30);
  return plainText.map((s) => s.trim()).map((s) => (s.length >= min ? s.slice(0, max) : `${s}${'x'.repeat(min - s.length)}`));
}

/** A merge of `schema` with one of its branches (the branch's keywords win, its `required` adds). */
function withBranch(schema: Schema, key: string, branch: Schema): Schema {
  const merged: Schema = { ...schema, [key]: undefined, ...branch };
  if (schema.required || branch.required)
    merged.required = [...((schema.required ?? []) as string[]), ...((branch.required ?? []) as string[])];
  if (schema.properties || branch.properties) merged.properties = { ...(schema.properties as object), ...(branch.properties as object) };
  return merged;
}

/** Values of `schemaIn`'s shape, mostly valid; `validValue` keeps the valid ones. */
function shaped(schemaIn: Schema, sources: ValueSources, depth: number): fc.Arbitrary<unknown> {
  const schema = resolveRef(sources.doc, schemaIn);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  for (const key of ['oneOf', 'anyOf'] as const)
    if (Array.isArray(schema[key]))
      return fc.oneof(
        ...(schema[key] as Schema[]).map((branch) => shaped(withBranch(schema, key, resolveRef(sources.doc, branch)), sources, depth)),
      );
  if (Array.isArray(schema.allOf))
    return shaped(
      (schema.allOf as Schema[]).reduce((all, part) => withBranch(all, 'allOf', resolveRef(sources.doc, part)), schema),
      sources,
      depth,
    );
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [String(schema.type ?? (schema.properties ? 'object' : 'string'))];
  if (types.length > 1) return fc.oneof(...types.map((type) => shaped({ ...schema, type }, sources, depth)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: Math.max(Number(schema.minimum ?? 0), -1e9), max: Math.min(Number(schema.maximum ?? 1000), 1e9) });
    case 'number': {
      const min = Number(schema.minimum ?? schema.exclusiveMinimum ?? 0);
      const max = Number(schema.maximum ?? schema.exclusiveMaximum ?? 1000);
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).map((n) => Math.round(n * 100) / 100);
    }
    case 'array': {
      const items = shaped((schema.items ?? {}) as Schema, sources, depth + 1);
      const maxLength = depth > 3 ? 0 : Math.min(Number(schema.maxItems ?? 3), 3);
      return fc.array(items, { minLength: Math.min(Number(schema.minItems ?? 0), maxLength), maxLength });
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required ?? []) as string[]);
      const entries = Object.entries(properties).map(([name, property]) => {
        const pair = shaped(property, sources, depth + 1).map((value) => [name, value] as const);
        return required.has(name) ? pair : fc.option(pair, { freq: 2, nil: null });
      });
      return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs.filter((pair) => pair !== null)));
    }
    default:
      return stringValue(schema, sources);
  }
}

/** `value` as JSON would carry it, an upload read as the string the schema's `format: binary` names. */
export const asJson = (value: unknown): unknown =>
  value === undefined ? undefined : JSON.parse(JSON.stringify(value, (_, v) => (v instanceof Blob ? 'file' : v)));

/** Values `schema` accepts (drawn from its shape, then checked by ajv). */
export function validValue(schema: Schema, sources: ValueSources, validate: (schema: Schema, value: unknown) => string | null) {
  return shaped(schema, sources, 0).filter((value) => validate(schema, asJson(value)) === null);
}

const wrongTypes: Record<string, unknown> = { string: 12345, number: 'many', integer: 1.5, boolean: 'yes', object: 'text', array: 'text' };

/**
 * `value` (valid for `schemaIn`, an object schema) broken in one way the schema refuses: a
 * required field left out, a field unknown to it, a field of the wrong type or out of its
 * range. Null when none applies.
 */
export function breakValue(schemaIn: Schema, value: Record<string, unknown>, doc: Schema, pick: number): Record<string, unknown> | null {
  const schema = resolveRef(doc, schemaIn);
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const breaks: (() => Record<string, unknown>)[] = [];
  for (const name of (schema.required ?? []) as string[])
    breaks.push(() => Object.fromEntries(Object.entries(value).filter(([key]) => key !== name)));
  if (schema.additionalProperties === false) breaks.push(() => ({ ...value, not_a_documented_field: 1 }));
  for (const [name, propertyIn] of Object.entries(properties)) {
    const property = resolveRef(doc, propertyIn);
    const type = Array.isArray(property.type) ? property.type[0] : property.type;
    if (typeof type === 'string' && type in wrongTypes) breaks.push(() => ({ ...value, [name]: wrongTypes[type] }));
    if (typeof property.maximum === 'number') breaks.push(() => ({ ...value, [name]: (property.maximum as number) + 1 }));
    if (typeof property.maxLength === 'number') breaks.push(() => ({ ...value, [name]: 'x'.repeat((property.maxLength as number) + 1) }));
    if (Array.isArray(property.enum)) breaks.push(() => ({ ...value, [name]: 'not-one-of-them' }));
  }
  return breaks.length === 0 ? null : breaks[pick % breaks.length]();
}
