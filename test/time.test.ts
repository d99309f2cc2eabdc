import { expect, test } from 'bun:test';
import { readIsoTime, toIso } from '../src/lib/time';

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
  const refused: [string, RegExp][] = [
    ['2020-02-30T10:00:00Z', /February 2020 has 29 days/],
    ['2023-02-29T10:00:00Z', /February 2023 has 28 days/],
    ['2023-02-29', /February 2023 has 28 days/],
    ['2100-02-29', /February 2100 has 28 days/],
    ['2024-04-31T00:00:00Z', /April 2024 has 30 days/],
    ['2024-00-10T00:00:00Z', /month 00/],
    ['2024-01-00T00:00:00Z', /not a real day/],
    ['2026-05-04T24:00:00Z', /hour 24/],
    ['2026-05-04T23:60:00Z', /minute 60/],
    ['2016-12-31T23:59:60Z', /second 60/],
    ['2026-05-04T13:22:08+24:00', /offset \+24:00/],
    ['2026-05-04T13:22:08-05:60', /offset -05:60/],
    ['0000-01-01T00:00:00Z', /year 0000/],
    ['0001-01-01T00:00:00+01:00', /outside the years/],
    ['9999-12-31T23:59:59-00:01', /outside the years/],
  ];
  for (const [text, reason] of refused) {
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
