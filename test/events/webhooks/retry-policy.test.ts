import { describe, expect, test } from 'bun:test';
import {
  DEFAULT_RETRY_SCHEDULE_SECONDS,
  DISABLE_AFTER_MS,
  MAX_RETRY_AFTER_SECONDS,
  RetryPolicyError,
  RetryScheduleParseError,
  applyJitter,
  decideNextAttempt,
  type DecideInput,
  parseRetryAfter,
  parseRetrySchedule,
  retryScheduleFromEnv,
  shouldDisableEndpoint,
} from '../../../src/lib/retry-policy';

const now = new Date('2026-05-04T12:00:00.000Z');
const HOUR = 3600;
const DAY_MS = 24 * HOUR * 1000;
/** random() = 0.5 gives a jitter factor of exactly 1. */
const noJitter = (): number => 0.5;

function decide(overrides: Partial<DecideInput>) {
  return decideNextAttempt({
    attemptNumber: 1,
    outcome: { statusCode: 500 },
    now,
    schedule: DEFAULT_RETRY_SCHEDULE_SECONDS,
    random: noJitter,
    endpointFailingSince: null,
    ...overrides,
  });
}

/** Delay in seconds of a 'retry' decision; fails the test for any other kind. */
function retryDelaySeconds(overrides: Partial<DecideInput>): number {
  const d = decide(overrides);
  if (d.kind !== 'retry') throw new Error(`expected retry, got ${JSON.stringify(d)}`);
  expect(d.at.getTime() - now.getTime()).toBe(d.delayMs);
  return d.delayMs / 1000;
}

describe('default schedule', () => {
  test('is the Standard Webhooks schedule after the immediate first attempt', () => {
    expect([...DEFAULT_RETRY_SCHEDULE_SECONDS]).toEqual([5, 300, 1800, 7200, 18000, 36000, 50400, 72000, 86400]);
  });

  test('spans about three days', () => {
    const total = DEFAULT_RETRY_SCHEDULE_SECONDS.reduce((a, b) => a + b, 0);
    expect(total / 86400).toBeGreaterThan(3);
    expect(total / 86400).toBeLessThan(3.5);
  });

  test('cannot be mutated by a caller', () => {
    expect(() => (DEFAULT_RETRY_SCHEDULE_SECONDS as number[]).push(1)).toThrow();
  });

  test.each(DEFAULT_RETRY_SCHEDULE_SECONDS.map((delay, i) => [i + 1, delay]))(
    'after failed attempt %d the next comes %d s later',
    (attemptNumber, delay) => {
      expect(retryDelaySeconds({ attemptNumber })).toBe(delay);
    },
  );

  test('after the 10th failed attempt the delivery has failed', () => {
    const d = decide({ attemptNumber: 10, outcome: { statusCode: 502 } });
    expect(d).toEqual({ kind: 'failed', reason: 'Gave up after 10 attempts (last: HTTP 502).' });
  });
});

describe('parseRetrySchedule', () => {
  test.each([
    ['1,2,4', [1, 2, 4]],
    [' 1 , 2 ,4 ', [1, 2, 4]],
    ['0', [0]],
    ['0.5,1.25', [0.5, 1.25]],
    ['5,300,1800', [5, 300, 1800]],
  ])('%p → %p', (text, expected) => {
    expect(parseRetrySchedule(text)).toEqual(expected);
  });

  const badSchedules = ['', '   ', '1,,2', '1,2,', ',1', '-1', '1,-2', 'abc', '1;2', '1 2', '1e3'];
  badSchedules.push('Infinity', 'NaN', '.5', '5.', '0x10');
  test.each(badSchedules)('rejects %p with RetryScheduleParseError', (text) => {
    expect(() => parseRetrySchedule(text)).toThrow(RetryScheduleParseError);
  });

  test('the error names the variable and the bad item', () => {
    try {
      parseRetrySchedule('1,two,3');
      throw new Error('did not throw');
    } catch (e) {
      expect(e).toBeInstanceOf(RetryScheduleParseError);
      expect((e as RetryScheduleParseError).input).toBe('1,two,3');
      expect((e as Error).message).toContain('CATCHD_WEBHOOK_RETRY_SCHEDULE');
      expect((e as Error).message).toContain('item 2 ("two")');
    }
  });

  test('retryScheduleFromEnv: unset or blank gives the default, otherwise parses', () => {
    expect(retryScheduleFromEnv(undefined)).toBe(DEFAULT_RETRY_SCHEDULE_SECONDS);
    expect(retryScheduleFromEnv('  ')).toBe(DEFAULT_RETRY_SCHEDULE_SECONDS);
    expect(retryScheduleFromEnv('1,2,4')).toEqual([1, 2, 4]);
    expect(() => retryScheduleFromEnv('x')).toThrow(RetryScheduleParseError);
  });
});

describe('custom schedule 1,2,4', () => {
  const schedule = [1, 2, 4];
  test.each([
    [1, 1],
    [2, 2],
    [3, 4],
  ])('after attempt %d retry in %d s', (attemptNumber, delay) => {
    expect(retryDelaySeconds({ schedule, attemptNumber })).toBe(delay);
  });
  test('attempt 4 exhausts it', () => {
    expect(decide({ schedule, attemptNumber: 4 }).kind).toBe('failed');
  });
  test('an empty schedule means a single attempt', () => {
    expect(decide({ schedule: [], attemptNumber: 1 }).kind).toBe('failed');
  });
});

describe('jitter', () => {
  test.each([
    [0, 0.8],
    [0.5, 1],
    [0.25, 0.9],
    [0.999999, 1.2],
  ])('random() = %p scales the delay by %p', (r, factor) => {
    expect(applyJitter(300, () => r)).toBeCloseTo(300 * factor, 3);
  });

  test('random() = 0 gives exactly −20 % and random() → 1 stays below +20 %', () => {
    expect(retryDelaySeconds({ attemptNumber: 2, random: () => 0 })).toBe(240);
    const high = retryDelaySeconds({ attemptNumber: 2, random: () => 1 - Number.EPSILON });
    expect(high).toBeLessThanOrEqual(360);
    expect(high).toBeGreaterThan(359.99);
  });

  test('every delay stays inside ±20 % for many random draws', () => {
    for (let i = 0; i < 1000; i++) {
      const attemptNumber = (i % DEFAULT_RETRY_SCHEDULE_SECONDS.length) + 1;
      const base = DEFAULT_RETRY_SCHEDULE_SECONDS[attemptNumber - 1]!;
      const delay = retryDelaySeconds({ attemptNumber, random: Math.random });
      expect(delay).toBeGreaterThanOrEqual(base * 0.8);
      expect(delay).toBeLessThanOrEqual(base * 1.2);
    }
  });

  test('a zero delay stays zero', () => {
    expect(retryDelaySeconds({ schedule: [0], random: () => 0.99 })).toBe(0);
  });

  test.each([1, -0.1, Number.NaN])('random() returning %p is a RetryPolicyError', (r) => {
    expect(() => decide({ random: () => r })).toThrow(RetryPolicyError);
  });
});

describe('status classification', () => {
  test.each([200, 201, 202, 204, 299])('%d succeeds', (statusCode) => {
    expect(decide({ outcome: { statusCode } })).toEqual({ kind: 'succeeded' });
  });

  test('success wins even after years of failure and on the last attempt', () => {
    expect(decide({ outcome: { statusCode: 200 }, attemptNumber: 10, endpointFailingSince: new Date(0) })).toEqual({ kind: 'succeeded' });
  });

  test.each([
    [{ statusCode: 301 }, 'HTTP 301 (redirects are not followed)'],
    [{ statusCode: 302 }, 'HTTP 302 (redirects are not followed)'],
    [{ statusCode: 304 }, 'HTTP 304 (redirects are not followed)'],
    [{ statusCode: 308 }, 'HTTP 308 (redirects are not followed)'],
    [{ statusCode: 100 }, 'HTTP 100'],
    [{ statusCode: 400 }, 'HTTP 400'],
    [{ statusCode: 401 }, 'HTTP 401'],
    [{ statusCode: 404 }, 'HTTP 404'],
    [{ statusCode: 429 }, 'HTTP 429'],
    [{ statusCode: 500 }, 'HTTP 500'],
    [{ statusCode: 503 }, 'HTTP 503'],
    [{ error: 'timeout' as const }, 'delivery error: timeout'],
    [{ error: 'network' as const }, 'delivery error: network'],
    [{ error: 'tls' as const }, 'delivery error: tls'],
    [{ error: 'blocked_address' as const }, 'delivery error: blocked_address'],
    [{ statusCode: 200, error: 'timeout' as const }, 'delivery error: timeout'],
    [{}, 'no response'],
  ])('%j is retried on schedule', (outcome, reason) => {
    const d = decide({ outcome, attemptNumber: 3 });
    expect(d).toEqual({ kind: 'retry', at: new Date(now.getTime() + 1800_000), delayMs: 1800_000, reason });
  });

  test('410 Gone disables the endpoint at once, even on the first attempt', () => {
    expect(decide({ outcome: { statusCode: 410 }, attemptNumber: 1 })).toEqual({
      kind: 'disable_endpoint',
      reason: 'The endpoint answered 410 Gone.',
    });
  });

  test('410 also wins over schedule exhaustion', () => {
    expect(decide({ outcome: { statusCode: 410 }, attemptNumber: 10 }).kind).toBe('disable_endpoint');
  });
});

describe('Retry-After', () => {
  describe('parseRetryAfter', () => {
    test.each([
      [null, null],
      [undefined, null],
      ['', null],
      ['  ', null],
      ['0', 0],
      ['120', 120],
      [' 7 ', 7],
      ['-5', null],
      ['1.5', null],
      ['+5', null],
      ['soon', null],
      ['99999999999999999999999', Number.MAX_SAFE_INTEGER],
      // IMF-fixdate, the form RFC 9110 requires senders to use.
      ['Mon, 04 May 2026 12:02:00 GMT', 120],
      ['Mon, 04 May 2026 12:00:00 GMT', 0],
      // In the past: retry as soon as the schedule allows.
      ['Mon, 04 May 2026 11:00:00 GMT', 0],
      // Fractions of a second round up, so we never come early.
      ['Mon, 04 May 2026 12:00:01 GMT', 1],
      // Obsolete RFC 850 and asctime forms, which recipients must accept.
      ['Monday, 04-May-26 12:10:00 GMT', 600],
    ])('%p → %p', (header, expected) => {
      expect(parseRetryAfter(header, now)).toBe(expected);
    });

    test('asctime form parses to some non-negative number', () => {
      // asctime carries no zone; Date.parse reads it as local time, so only check it is accepted.
      const seconds = parseRetryAfter('Mon May  4 12:00:30 2026', now);
      expect(seconds).not.toBeNull();
      expect(seconds!).toBeGreaterThanOrEqual(0);
    });

    test('fractional now rounds up', () => {
      expect(parseRetryAfter('Mon, 04 May 2026 12:00:01 GMT', new Date('2026-05-04T12:00:00.400Z'))).toBe(1);
    });
  });

  type Row = [label: string, status: number, attempt: number, retryAfter: number | null, expected: number];
  const table: Row[] = [
    ['429 hint longer than schedule is honoured', 429, 1, 60, 60],
    ['503 hint longer than schedule is honoured', 503, 2, 900, 900],
    ['hint shorter than schedule: schedule wins', 429, 3, 10, 1800],
    ['hint capped at one hour', 429, 1, 86400, MAX_RETRY_AFTER_SECONDS],
    ['huge hint capped at one hour', 503, 1, Number.MAX_SAFE_INTEGER, MAX_RETRY_AFTER_SECONDS],
    ['cap does not shorten a longer scheduled delay', 429, 5, 86400, 18000],
    ['zero hint: schedule', 429, 1, 0, 5],
    ['no hint: schedule', 503, 2, null, 300],
    ['hint ignored for 500', 500, 1, 600, 5],
    ['hint ignored for 502', 502, 1, 600, 5],
  ];
  test.each(table)('%s', (_label, statusCode, attemptNumber, retryAfterSeconds, expected) => {
    expect(retryDelaySeconds({ attemptNumber, outcome: { statusCode, retryAfterSeconds } })).toBe(expected);
  });

  test('the hint itself is not jittered below what the receiver asked', () => {
    const outcome = { statusCode: 429, retryAfterSeconds: 60 };
    expect(retryDelaySeconds({ outcome, random: () => 0 })).toBe(60);
  });

  test('a parsed HTTP-date feeds straight in', () => {
    const retryAfterSeconds = parseRetryAfter('Mon, 04 May 2026 12:02:00 GMT', now);
    expect(retryDelaySeconds({ outcome: { statusCode: 503, retryAfterSeconds } })).toBe(120);
  });

  test('Retry-After does not extend the schedule: the last attempt still fails', () => {
    expect(decide({ attemptNumber: 10, outcome: { statusCode: 429, retryAfterSeconds: 60 } }).kind).toBe('failed');
  });
});

describe('endpoint disabling', () => {
  test.each([
    ['never failed', null, false],
    ['failing for a minute', new Date(now.getTime() - 60_000), false],
    ['failing for 5 days minus 1 ms', new Date(now.getTime() - DISABLE_AFTER_MS + 1), false],
    ['failing for exactly 5 days', new Date(now.getTime() - DISABLE_AFTER_MS), true],
    ['failing for 6 days', new Date(now.getTime() - 6 * DAY_MS), true],
  ])('shouldDisableEndpoint: %s → %p', (_label, failingSince, expected) => {
    expect(shouldDisableEndpoint(failingSince, now)).toBe(expected);
  });

  test('shouldDisableEndpoint with a custom window', () => {
    expect(shouldDisableEndpoint(new Date(now.getTime() - 1000), now, 1000)).toBe(true);
    expect(shouldDisableEndpoint(new Date(now.getTime() - 999), now, 1000)).toBe(false);
  });

  test('5 days is DISABLE_AFTER_MS', () => {
    expect(DISABLE_AFTER_MS).toBe(5 * DAY_MS);
  });

  test('a failure after 5 days of failing disables the endpoint instead of retrying', () => {
    const endpointFailingSince = new Date(now.getTime() - 5 * DAY_MS);
    expect(decide({ attemptNumber: 2, outcome: { error: 'timeout' }, endpointFailingSince })).toEqual({
      kind: 'disable_endpoint',
      reason: 'The endpoint has been failing since 2026-04-29T12:00:00.000Z (last: delivery error: timeout).',
    });
  });

  test('a failure after 4 days of failing is still retried', () => {
    const endpointFailingSince = new Date(now.getTime() - 4 * DAY_MS);
    expect(decide({ attemptNumber: 2, endpointFailingSince }).kind).toBe('retry');
  });

  test('disableAfterMs overrides the window', () => {
    const endpointFailingSince = new Date(now.getTime() - 10_000);
    expect(decide({ endpointFailingSince, disableAfterMs: 10_000 }).kind).toBe('disable_endpoint');
  });
});

describe('input validation', () => {
  test.each([0, -1, 1.5, Number.NaN])('attemptNumber %p is a RetryPolicyError', (attemptNumber) => {
    expect(() => decide({ attemptNumber })).toThrow(RetryPolicyError);
  });
});
