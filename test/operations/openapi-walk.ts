// Walking the served /openapi.json: its operations and its $refs (fuzz and input-matrix tests).
export type Schema = Record<string, unknown>;

export interface Operation {
  method: string;
  path: string;
  spec: Schema;
}

/** Every operation of the document, method in capitals. */
export function documentedOperations(doc: Schema): Operation[] {
  return Object.entries(doc.paths as Record<string, Record<string, Schema>>).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, spec]) => ({ method: method.toUpperCase(), path, spec })),
  );
}

/** Follows `$ref`s (JSON Pointer escapes included) to the schema they name. */
export function resolveRef(doc: Schema, schema: Schema): Schema {
  if (typeof schema.$ref !== 'string') return schema;
  const target = schema.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Schema)[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc) as Schema;
  return resolveRef(doc, target);
}
