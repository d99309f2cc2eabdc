// The API speaks ISO 8601 UTC with seconds and a Z; the database stores unix seconds.

const pad2 = (n: number): string => (n < 10 ? `0${n}` : `${n}`);

/** `2026-05-04T` of days already formatted: the times of a list fall on a few thousand days at most. */
const datePrefixes = new Map<number, string>();
const datePrefixLimit = 8192;

/**
 * The date part of day `days` since 1970-01-01 (Hinnant's civil-from-days: integer arithmetic
 * rather than Date), with the T.
 */
function datePrefix(days: number): string {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const yearText = year >= 0 && year <= 9999 ? String(year).padStart(4, '0') : new Date(days * 86_400_000).toISOString().slice(0, -17);
  return `${yearText}-${pad2(month)}-${pad2(day)}T`;
}

/**
 * Unix seconds → `2026-05-04T13:22:08Z`. Lists format three timestamps per row: the date part
 * is remembered per day, the time of day is arithmetic (docs/benchmarks.md#per-request-and-at-start).
 */
export function toIso(seconds: number): string {
  const days = Math.floor(seconds / 86400);
  let prefix = datePrefixes.get(days);
  if (prefix === undefined) {
    if (datePrefixes.size >= datePrefixLimit) datePrefixes.clear();
    prefix = datePrefix(days);
    datePrefixes.set(days, prefix);
  }
  const secondOfDay = seconds - days * 86400;
  const hour = Math.floor(secondOfDay / 3600);
  const minute = Math.floor((secondOfDay % 3600) / 60);
  return `${prefix}${pad2(hour)}:${pad2(minute)}:${pad2(secondOfDay % 60)}Z`;
}

/** The accepted forms, documented in the OpenAPI descriptions (`isoTimeRule`). */
const isoPattern = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|([+-])(\d{2}):?(\d{2})))?$/;

export const isoTimeRule =
  'An RFC 3339 date-time with a time zone (`2026-05-04T13:22:08Z`, `2026-05-04T15:22:08+02:00`; seconds and fractions optional, fractions truncated), or a bare date `2026-05-04` meaning 00:00:00 UTC that day. A day or time that does not exist (`2023-02-29`, `24:00`, a leap second `:60`, an offset beyond ±23:59) is refused with 422.';

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const isLeapYear = (year: number): boolean => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Days from 1970-01-01 to a proleptic Gregorian date (Hinnant's days-from-civil, toIso's inverse; no Date object per call). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  return era * 146097 + yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear - 719468;
}

/** 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z: every answer's times have four-digit years. */
const firstSecond = -62135596800;
const lastSecond = 253402300799;

type IsoTimeReading = { seconds: number } | { problem: string };

/**
 * Reads an ISO 8601 date or date-time (an offset is required with a time). Unlike Date.parse,
 * a day or time that does not exist is refused with the reason rather than rolled over.
 */
export function readIsoTime(text: string): IsoTimeReading {
  const match = isoPattern.exec(text);
  if (!match) return { problem: 'must be an ISO 8601 date-time with a time zone, e.g. 2026-05-04T13:22:08Z (or a date, 2026-05-04)' };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [hour, minute, second] = [Number(match[4] ?? 0), Number(match[5] ?? 0), Number(match[6] ?? 0)];
  if (year < 1) return { problem: 'has year 0000; years start at 0001' };
  if (month < 1 || month > 12) return { problem: `has month ${match[2]}; months are 01 to 12` };
  const monthDays = daysInMonth(year, month);
  if (day < 1 || day > monthDays) return { problem: `is not a real day: ${monthNames[month - 1]} ${year} has ${monthDays} days` };
  if (hour > 23) return { problem: `has hour ${match[4]}; hours are 00 to 23 (the next day's 00:00, not 24:00)` };
  if (minute > 59) return { problem: `has minute ${match[5]}; minutes are 00 to 59` };
  if (second > 59) return { problem: `has second ${match[6]}; seconds are 00 to 59 (leap seconds are not accepted)` };
  let offsetMinutes = 0;
  if (match[8] !== undefined) {
    const [offsetHour, offsetMinute] = [Number(match[9]), Number(match[10])];
    if (offsetHour > 23 || offsetMinute > 59)
      return { problem: `has offset ${match[8]}${match[9]}:${match[10]}; offsets are -23:59 to +23:59` };
    offsetMinutes = (match[8] === '-' ? -1 : 1) * (offsetHour * 60 + offsetMinute);
  }
  const seconds = daysFromCivil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second - offsetMinutes * 60;
  if (seconds < firstSecond || seconds > lastSecond) return { problem: 'is outside the years 0001 to 9999 in UTC' };
  return { seconds };
}
