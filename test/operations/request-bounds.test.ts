// Contract §9: every string, array and number a client sends has a documented bound.
// Walks every operation's parameters and request body in /openapi.json ($refs resolved).
import { expect, test } from 'bun:test';
import { testContext } from '../support';

type Schema = Record<string, unknown>;

function resolveRef(doc: Schema, ref: string): Schema {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Schema)[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc) as Schema;
}

const types = (schema: Schema): string[] =>
  Array.isArray(schema.type) ? schema.type : typeof schema.type === 'string' ? [schema.type] : [];

/** The unbounded places under `schema`, as readable paths. */
function unboundedFields(doc: Schema, schema: Schema, where: string, seen = new Set<Schema>()): string[] {
  if (schema.$ref) return unboundedFields(doc, resolveRef(doc, String(schema.$ref)), where, seen);
  if (seen.has(schema)) return [];
  seen.add(schema);
  const found: string[] = [];
  const has = (...keys: string[]) => keys.some((k) => k in schema);
  const t = types(schema);
  if (t.includes('string') && !has('maxLength', 'enum', 'const', 'pattern') && schema.format !== 'binary')
    found.push(`${where}: string without maxLength`);
  if (t.includes('array') && !has('maxItems')) found.push(`${where}: array without maxItems`);
  if ((t.includes('number') || t.includes('integer')) && !(has('minimum', 'exclusiveMinimum') && has('maximum', 'exclusiveMaximum')))
    found.push(`${where}: number without minimum and maximum`);
  if (t.includes('object') && schema.additionalProperties !== false && !('properties' in schema) && !('patternProperties' in schema))
    found.push(`${where}: free-form object`);
  for (const [name, child] of Object.entries((schema.properties ?? {}) as Record<string, Schema>))
    found.push(...unboundedFields(doc, child, `${where}.${name}`, seen));
  if (schema.items && typeof schema.items === 'object') found.push(...unboundedFields(doc, schema.items as Schema, `${where}[]`, seen));
  for (const key of ['anyOf', 'oneOf', 'allOf'])
    for (const [i, branch] of ((schema[key] ?? []) as Schema[]).entries())
      found.push(...unboundedFields(doc, branch, `${where}<${key}${i}>`, seen));
  return found;
}

function requestSchemas(doc: Schema): [string, Schema][] {
  const out: [string, Schema][] = [];
  for (const [path, operations] of Object.entries(doc.paths as Record<string, Record<string, Schema>>)) {
    for (const [method, operation] of Object.entries(operations)) {
      const name = `${method.toUpperCase()} ${path}`;
      for (const parameter of (operation.parameters ?? []) as Schema[])
        out.push([`${name} ${parameter.in} ${parameter.name}`, parameter.schema as Schema]);
      const content = ((operation.requestBody as Schema | undefined)?.content ?? {}) as Record<string, { schema: Schema }>;
      for (const [type, media] of Object.entries(content)) out.push([`${name} body (${type})`, media.schema]);
    }
  }
  return out;
}

test('every request string, array and number in /openapi.json is bounded', async () => {
  const doc = (await (await testContext().request('GET', '/openapi.json')).json()) as Schema;
  const schemas = requestSchemas(doc);
  expect(schemas.length).toBeGreaterThan(10);
  expect(schemas.flatMap(([where, schema]) => unboundedFields(doc, schema, where))).toEqual([]);
});

test('the walker finds unbounded fields', () => {
  const doc = {
    components: { schemas: { Thing: { type: 'object', properties: { tags: { type: 'array', items: { type: 'string' } } } } } },
  };
  const schema = {
    type: 'object',
    properties: {
      n: { type: ['integer', 'null'], minimum: 0 },
      thing: { $ref: '#/components/schemas/Thing' },
      ok: { type: 'string', maxLength: 3 },
    },
  };
  expect(unboundedFields(doc, schema, 'body')).toEqual([
    'body.n: number without minimum and maximum',
    'body.thing.tags: array without maxItems',
    'body.thing.tags[]: string without maxLength',
  ]);
});
