/**
 * Pure retry policy for webhook deliveries: given how an attempt ended, decide what happens next.
 * No clock, no randomness of its own, no database: `now` and `random` are passed in so that
 * every rule is testable exactly.
 *
 * Vocabulary: attempts are numbered from 1. The first attempt is always made immediately when
 * the event is dispatched; the *schedule* lists the delays (in seconds) before attempt 2, 3, …
 * So a schedule of N delays allows N + 1 attempts in total. `CATCHD_WEBHOOK_RETRY_SCHEDULE=1,2,4`
 * therefore means: attempt 1 now, attempt 2 one second after attempt 1 failed, then 2 s, then 4 s,
 * then give up.
 */
import { counted } from './text';

/**
 * The Standard Webhooks schedule after the immediate first attempt: 5 s, 5 min, 30 min, 2 h, 5 h,
 * 10 h, 14 h, 20 h, 24 h. Sum: 272 105 s ≈ 3.15 days, the "about 3 days" of the contract.
 */
export const DEFAULT_RETRY_SCHEDULE_SECONDS: readonly number[] = Object.freeze([
  5,
  5 * 60,
  30 * 60,
  2 * 3600,
  5 * 3600,
  10 * 3600,
  14 * 3600,
  20 * 3600,
  24 * 3600,
]);

/** ±20 %: spreads retries of many endpoints that failed together (a receiver's outage). */
const JITTER_FRACTION = 0.2;

/**
 * Ceiling for a receiver's `Retry-After`. A receiver may ask us to slow down, but not to park a
 * delivery for an arbitrary time (a huge or far-future value would otherwise silently eat the
 * whole retry window), so we wait at most one hour before trying again. If the scheduled delay is
 * longer than the hint, the schedule wins: Retry-After can only ever postpone, never hurry us.
 */
export const MAX_RETRY_AFTER_SECONDS = 3600;

/** An endpoint that has failed without a single success for this long is disabled. */
export const DISABLE_AFTER_MS = 5 * 24 * 3600 * 1000;

/** Status codes whose `Retry-After` we honour (the two RFC 9110 / RFC 6585 define it for). */
const RETRY_AFTER_STATUSES: ReadonlySet<number> = new Set([429, 503]);

export class RetryScheduleParseError extends Error {
  override readonly name = 'RetryScheduleParseError';
  constructor(
    readonly input: string,
    detail: string,
  ) {
    super(`invalid CATCHD_WEBHOOK_RETRY_SCHEDULE ${JSON.stringify(input)}: ${detail}`);
  }
}

export class RetryPolicyError extends Error {
  override readonly name = 'RetryPolicyError';
}

/**
 * Parse a comma list of non-negative seconds, e.g. `1,2,4` or `0.5, 5, 300` (whitespace around
 * items is ignored). Throws RetryScheduleParseError on an empty list, an empty item, or anything
 * that is not a plain non-negative decimal number: a typo in configuration should stop the
 * server at start, not silently change the delivery guarantees.
 */
export function parseRetrySchedule(text: string): number[] {
  if (text.trim() === '') throw new RetryScheduleParseError(text, 'expected at least one delay');
  return text.split(',').map((raw, index) => {
    const item = raw.trim();
    if (!/^\d+(\.\d+)?$/.test(item)) {
      throw new RetryScheduleParseError(text, `item ${index + 1} (${JSON.stringify(item)}) is not a non-negative number of seconds`);
    }
    return Number(item);
  });
}

/** The schedule from the environment variable's value: the default when unset or blank. */
export function retryScheduleFromEnv(value: string | undefined): readonly number[] {
  return value === undefined || value.trim() === '' ? DEFAULT_RETRY_SCHEDULE_SECONDS : parseRetrySchedule(value);
}

/**
 * Parse a `Retry-After` header (RFC 9110 §10.2.3): either delay-seconds or an HTTP-date.
 * Returns whole seconds from `now` (a date in the past gives 0), or null when absent or
 * unparseable, in which case the caller just uses the schedule.
 */
export function parseRetryAfter(header: string | null | undefined, now: Date): number | null {
  if (header == null) return null;
  const value = header.trim();
  if (value === '') return null;
  if (/^\d+$/.test(value)) {
    const seconds = Number(value);
    // An absurdly long digit string still means "much later"; the cap applies afterwards.
    return Number.isSafeInteger(seconds) ? seconds : Number.MAX_SAFE_INTEGER;
  }
  // Only the date form is left; a number with a sign or fraction is malformed, not a date.
  if (/^[-+]?[\d.]+$/.test(value)) return null;
  const at = Date.parse(value);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

/** `seconds` scaled by a factor in [0.8, 1.2): random() = 0 gives −20 %, random() → 1 gives +20 %. */
export function applyJitter(seconds: number, random: () => number): number {
  const r = random();
  if (!(r >= 0 && r < 1)) throw new RetryPolicyError(`random() must return a number in [0, 1), got ${r}`);
  return seconds * (1 + JITTER_FRACTION * (2 * r - 1));
}

/**
 * True when the endpoint has been failing continuously (no success since `failingSince`) for at
 * least `windowMs`. `failingSince` null means its last attempt succeeded (or it has none yet).
 */
export function shouldDisableEndpoint(failingSince: Date | null, now: Date, windowMs: number = DISABLE_AFTER_MS): boolean {
  return failingSince !== null && now.getTime() - failingSince.getTime() >= windowMs;
}

/** Why an attempt got no HTTP status. */
export type DeliveryErrorKind =
  | 'timeout' // no complete response within CATCHD_WEBHOOK_TIMEOUT_MS
  | 'network' // DNS failure, connection refused/reset, …
  | 'tls' // handshake or certificate failure
  | 'blocked_address'; // the host now resolves to an address the SSRF guard refuses

export interface AttemptOutcome {
  /** The response status, when a response arrived. */
  statusCode?: number;
  /** Set when the attempt failed before a response; a failure whatever statusCode says. */
  error?: DeliveryErrorKind;
  /** The response's Retry-After, already parsed with parseRetryAfter. */
  retryAfterSeconds?: number | null;
}

export interface DecideInput {
  /** Number of the attempt that just finished, from 1. */
  attemptNumber: number;
  outcome: AttemptOutcome;
  now: Date;
  schedule: readonly number[];
  /** Uniform in [0, 1); Math.random in production. */
  random: () => number;
  /**
   * Start of the endpoint's current unbroken run of failures, *not counting this attempt*; null
   * if its last attempt succeeded. The caller keeps this per endpoint (set it on the first
   * failure, clear it on any success).
   */
  endpointFailingSince: Date | null;
  /** Defaults to DISABLE_AFTER_MS (5 days). */
  disableAfterMs?: number;
}

export type NextAttemptDecision =
  | { kind: 'succeeded' }
  | { kind: 'retry'; at: Date; delayMs: number; reason: string }
  /** The delivery is given up; the endpoint stays enabled. */
  | { kind: 'failed'; reason: string }
  /** The delivery is given up *and* the endpoint is to be disabled. */
  | { kind: 'disable_endpoint'; reason: string };

/** Only a 2xx response with no transport error counts as delivered. */
function isSuccess(outcome: AttemptOutcome): boolean {
  const status = outcome.statusCode;
  return outcome.error === undefined && status !== undefined && status >= 200 && status < 300;
}

function describeFailure(outcome: AttemptOutcome): string {
  if (outcome.error !== undefined) return `delivery error: ${outcome.error}`;
  if (outcome.statusCode === undefined) return 'no response';
  if (outcome.statusCode >= 300 && outcome.statusCode < 400) {
    return `HTTP ${outcome.statusCode} (redirects are not followed)`;
  }
  return `HTTP ${outcome.statusCode}`;
}

/**
 * Decide what follows an attempt. Order of the rules:
 * 1. 2xx (and no transport error) → succeeded. Nothing else counts: 3xx is a failure because we
 *    never follow redirects (the SSRF check covered the original URL only).
 * 2. 410 Gone → disable the endpoint now: the receiver says the URL is gone for good.
 * 3. Failing continuously for `disableAfterMs` (5 days) → disable the endpoint.
 * 4. Schedule exhausted → failed.
 * 5. Otherwise retry after the next scheduled delay with ±20 % jitter; for 429/503 a Retry-After
 *    hint can push that later, up to MAX_RETRY_AFTER_SECONDS.
 */
export function decideNextAttempt(input: DecideInput): NextAttemptDecision {
  const { attemptNumber, outcome, now, schedule } = input;
  if (!Number.isInteger(attemptNumber) || attemptNumber < 1) {
    throw new RetryPolicyError(`attemptNumber must be an integer >= 1, got ${attemptNumber}`);
  }
  if (isSuccess(outcome)) return { kind: 'succeeded' };

  const failure = describeFailure(outcome);
  if (outcome.error === undefined && outcome.statusCode === 410) {
    return { kind: 'disable_endpoint', reason: 'The endpoint answered 410 Gone.' };
  }
  if (shouldDisableEndpoint(input.endpointFailingSince, now, input.disableAfterMs)) {
    const since = (input.endpointFailingSince as Date).toISOString();
    const reason = `The endpoint has been failing since ${since} (last: ${failure}).`;
    return { kind: 'disable_endpoint', reason };
  }
  // schedule[attemptNumber - 1] is the delay before attempt attemptNumber + 1.
  const scheduled = schedule[attemptNumber - 1];
  if (scheduled === undefined) {
    return { kind: 'failed', reason: `Gave up after ${counted(attemptNumber, 'attempt')} (last: ${failure}).` };
  }

  let delaySeconds = applyJitter(scheduled, input.random);
  const hint = outcome.retryAfterSeconds;
  const honoursHint = outcome.error === undefined && RETRY_AFTER_STATUSES.has(outcome.statusCode ?? 0);
  if (honoursHint && hint != null && hint > 0) {
    delaySeconds = Math.max(delaySeconds, Math.min(hint, MAX_RETRY_AFTER_SECONDS));
  }
  const delayMs = Math.round(delaySeconds * 1000);
  return { kind: 'retry', at: new Date(now.getTime() + delayMs), delayMs, reason: failure };
}
