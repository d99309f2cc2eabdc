import { expect, test } from 'bun:test';
import { parseIsoSeconds, toIso } from '../src/lib/time';

test('toIso agrees with Date for dates across eras, leap days and day ends', () => {
  const samples = [0, 951782400, 951868799, 1709164800, 4102444799, -86400, -2208988800, 253402300799];
  for (let s = -5e9; s < 5e9; s += 7777777) samples.push(s);
  for (const seconds of samples) expect(toIso(seconds)).toBe(new Date(seconds * 1000).toISOString().replace(/\.000Z$/, 'Z'));
});

test('parseIsoSeconds takes date-times with offsets and refuses the rest', () => {
  expect(parseIsoSeconds('2026-05-04T13:22:08Z')).toBe(Date.UTC(2026, 4, 4, 13, 22, 8) / 1000);
  expect(parseIsoSeconds('2026-05-04T15:22:08+02:00')).toBe(Date.UTC(2026, 4, 4, 13, 22, 8) / 1000);
  for (const bad of ['yesterday', '2026-05-04T13:22:08', '2026-13-40T00:00:00Z', '']) expect(parseIsoSeconds(bad)).toBeNull();
});
