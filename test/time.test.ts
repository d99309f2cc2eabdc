import { expect, test } from 'bun:test';
import { readIsoTime, toIso } from '../src/lib/time';
import { impossibleDates } from './dates';

const parseIsoSeconds = (text: string): number | null => {
  const reading = readIsoTime(text);
  return 'seconds' in reading ? reading.seconds : null;
};

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

test('readIsoTime refuses days and times that do not exist, naming the reason', () => {
  for (const [text, reason] of impossibleDates) {
    const reading = readIsoTime(text);
    expect('problem' in reading ? reading.problem : `accepted ${text}`, text).toMatch(reason);
  }
});

test('readIsoTime takes leap days, offsets, fractions and bare dates', () => {
  const accepted: [string, number][] = [
    ['2024-02-29T12:00:00Z', Date.UTC(2024, 1, 29, 12) / 1000],
    ['2000-02-29', Date.UTC(2000, 1, 29) / 1000],
    ['2024-06-01', Date.UTC(2024, 5, 1) / 1000],
    ['2024-03-01T01:30:00+05:30', Date.UTC(2024, 1, 29, 20, 0) / 1000],
    ['2024-02-28T23:00:00-0100', Date.UTC(2024, 1, 29) / 1000],
    ['2024-02-29T23:59:59.999999Z', Date.UTC(2024, 1, 29, 23, 59, 59) / 1000],
    ['2024-02-29T10:15Z', Date.UTC(2024, 1, 29, 10, 15) / 1000],
    ['9999-12-31T23:59:59Z', 253402300799],
  ];
  for (const [text, seconds] of accepted) expect(readIsoTime(text), text).toEqual({ seconds });
});
