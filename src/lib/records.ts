// Lookups of request text in plain objects: `{}`['constructor'] is a function, not "absent".

/** `record[key]` when `key` is one of the record's own keys, never a prototype member (`constructor`, `__proto__`). */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
