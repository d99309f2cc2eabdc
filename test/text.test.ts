// The words pages show around counts: "1 catch", never "1 catches".
import { expect, test } from 'bun:test';
import { counted } from '../src/lib/text';

test.each([
  [0, 'catch', undefined, '0 catches'],
  [1, 'catch', undefined, '1 catch'],
  [2, 'catch', undefined, '2 catches'],
  [1, 'request', undefined, '1 request'],
  [12, 'day', undefined, '12 days'],
  [1, 'box', undefined, '1 box'],
  [3, 'box', undefined, '3 boxes'],
  [1, 'species', 'species', '1 species'],
  [5, 'species', 'species', '5 species'],
])('%d %s', (n, one, many, expected) => {
  expect(counted(n, one, many)).toBe(expected);
});
