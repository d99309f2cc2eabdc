// Ids are TypeIDs: the suffix encoding checked against typeid-js, the reference implementation's port.
import { expect, test } from 'bun:test';
import { TypeID } from 'typeid-js';
import { idPattern, isId, newId, typeIdSuffix } from '../src/lib/ids';

test('the suffix of any 16 bytes is the one typeid-js gives', () => {
  const cases = [
    new Uint8Array(16),
    new Uint8Array(16).fill(0xff),
    ...Array.from({ length: 2000 }, () => crypto.getRandomValues(new Uint8Array(16))),
  ];
  for (const bytes of cases) expect(`req_${typeIdSuffix(bytes)}`).toBe(TypeID.fromUUIDBytes('req', bytes).toString());
});

test('new ids parse as TypeIDs of their prefix, carry a UUIDv7, and sort in the order they were made', () => {
  const ids = Array.from({ length: 5000 }, () => newId('catch'));
  for (const id of ids.slice(0, 100)) {
    expect(isId('catch', id)).toBe(true);
    expect(id).toMatch(new RegExp(idPattern('catch')));
    const parsed = TypeID.fromString(id, 'catch');
    expect(parsed.toUUID()[14]).toBe('7');
    expect(Math.abs(Number.parseInt(parsed.toUUID().replaceAll('-', '').slice(0, 12), 16) - Date.now())).toBeLessThan(60_000);
  }
  expect(new Set(ids).size).toBe(ids.length);
  expect([...ids].sort()).toEqual(ids);
});
