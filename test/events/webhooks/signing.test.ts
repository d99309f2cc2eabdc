import { describe, expect, test } from 'bun:test';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { Webhook as SvixWebhook } from 'svix';
import {
  WebhookSigningError,
  buildDeliveryHeaders,
  generateWebhookSecret,
  signPayload,
} from '../../../src/modules/events/webhooks/signing';

const body = JSON.stringify({
  id: 'evt_01jq0000000000000000000000',
  type: 'catch.created',
  created_at: '2026-05-04T13:22:08Z',
  data: { object: { id: 'catch_01jq0000000000000000000000', weight_lbs: 12.5, species: 'Lingcod' } },
});
const msgId = 'evt_01jq0000000000000000000000';

// Both libraries reject timestamps more than 5 minutes from their own clock, so sign "now".
const freshInput = (secrets: string[], overrides: Partial<{ body: string; timestamp: Date }> = {}) => ({
  msgId,
  timestamp: overrides.timestamp ?? new Date(),
  body: overrides.body ?? body,
  secrets,
});

const NO_MATCH = 'No matching signature found';

// Note: svix's Webhook delegates to the standardwebhooks package, so the two are not independent
// implementations; the reference test vector below is the independent check of the HMAC input.
const verifiers = [
  ['standardwebhooks', (secret: string) => new StandardWebhook(secret)],
  ['svix', (secret: string) => new SvixWebhook(secret)],
] as const;

describe('generateWebhookSecret', () => {
  test('whsec_ + base64 of 32 random bytes', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
  });

  test('uses the injected random source', () => {
    const secret = generateWebhookSecret((n) => new Uint8Array(n).fill(0xab));
    expect(secret).toBe(`whsec_${Buffer.alloc(32, 0xab).toString('base64')}`);
  });

  test('two secrets differ', () => {
    expect(generateWebhookSecret()).not.toBe(generateWebhookSecret());
  });

  test('refuses a random source that returns too few bytes', () => {
    expect(() => generateWebhookSecret(() => new Uint8Array(16))).toThrow(WebhookSigningError);
  });

  test('a generated secret is accepted by both libraries', () => {
    const secret = generateWebhookSecret();
    expect(() => new StandardWebhook(secret)).not.toThrow();
    expect(() => new SvixWebhook(secret)).not.toThrow();
  });
});

describe('signPayload', () => {
  test('matches the Standard Webhooks reference test vector', () => {
    // From the standard-webhooks / svix library test suites.
    const signature = signPayload({
      msgId: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      timestamp: new Date(1614265330 * 1000),
      body: '{"test": 2432232314}',
      secrets: ['whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'],
    });
    expect(signature).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  test('one v1 signature per secret, separated by a single space', () => {
    const secrets = [generateWebhookSecret(), generateWebhookSecret()];
    const header = signPayload(freshInput(secrets));
    const parts = header.split(' ');
    expect(parts).toHaveLength(2);
    for (const part of parts) expect(part).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(parts[0]).not.toBe(parts[1]);
  });

  test('sub-second parts of the timestamp do not matter', () => {
    const secrets = [generateWebhookSecret()];
    const a = signPayload({ msgId, body, secrets, timestamp: new Date(1_700_000_000_000) });
    const b = signPayload({ msgId, body, secrets, timestamp: new Date(1_700_000_000_999) });
    expect(a).toBe(b);
  });

  test.each([
    ['no secrets', [] as string[]],
    ['missing whsec_ prefix', ['MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw']],
    ['empty key', ['whsec_']],
  ])('throws WebhookSigningError: %s', (_label, secrets) => {
    expect(() => signPayload(freshInput(secrets))).toThrow(WebhookSigningError);
  });

  test('throws WebhookSigningError on an invalid timestamp', () => {
    expect(() => signPayload(freshInput([generateWebhookSecret()], { timestamp: new Date(NaN) }))).toThrow(WebhookSigningError);
  });
});

describe('buildDeliveryHeaders', () => {
  test('has exactly the Standard Webhooks headers plus content type and user agent', () => {
    const secret = generateWebhookSecret();
    const timestamp = new Date('2026-05-04T13:22:08.750Z');
    const headers = buildDeliveryHeaders({ msgId, timestamp, body, secrets: [secret] });
    expect(headers).toEqual({
      'webhook-id': msgId,
      'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
      'webhook-signature': signPayload({ msgId, timestamp, body, secrets: [secret] }),
      'content-type': 'application/json',
      'user-agent': 'catchd-webhooks/1',
    });
    expect(headers['webhook-timestamp']).toBe('1777900928');
  });

  for (const [library, make] of verifiers) {
    describe(`verified by ${library}`, () => {
      test('single secret verifies and returns the parsed body', () => {
        const secret = generateWebhookSecret();
        const headers = buildDeliveryHeaders(freshInput([secret]));
        expect(make(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));
      });

      test('during rotation each of the two secrets verifies alone', () => {
        const oldSecret = generateWebhookSecret();
        const newSecret = generateWebhookSecret();
        const headers = buildDeliveryHeaders(freshInput([oldSecret, newSecret]));
        expect(make(oldSecret).verify(body, { ...headers })).toEqual(JSON.parse(body));
        expect(make(newSecret).verify(body, { ...headers })).toEqual(JSON.parse(body));
      });

      test('header names are matched case-insensitively (as HTTP servers may capitalise them)', () => {
        const secret = generateWebhookSecret();
        const headers = buildDeliveryHeaders(freshInput([secret]));
        const capitalised = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.replace(/(^|-)\w/g, (c) => c.toUpperCase()), v]));
        expect(make(secret).verify(body, capitalised)).toEqual(JSON.parse(body));
      });

      test('a tampered body fails', () => {
        const secret = generateWebhookSecret();
        const headers = buildDeliveryHeaders(freshInput([secret]));
        expect(() => make(secret).verify(body.replace('12.5', '125'), { ...headers })).toThrow(NO_MATCH);
      });

      test('a tampered webhook-id fails', () => {
        const secret = generateWebhookSecret();
        const headers = buildDeliveryHeaders(freshInput([secret]));
        expect(() => make(secret).verify(body, { ...headers, 'webhook-id': 'evt_other' })).toThrow(NO_MATCH);
      });

      test('a wrong secret fails, also against a two-secret header', () => {
        const headers = buildDeliveryHeaders(freshInput([generateWebhookSecret(), generateWebhookSecret()]));
        expect(() => make(generateWebhookSecret()).verify(body, { ...headers })).toThrow(NO_MATCH);
      });

      test('a stale timestamp fails (so each attempt must be signed afresh)', () => {
        const secret = generateWebhookSecret();
        const headers = buildDeliveryHeaders(freshInput([secret], { timestamp: new Date(Date.now() - 10 * 60 * 1000) }));
        expect(() => make(secret).verify(body, { ...headers })).toThrow('Message timestamp too old');
      });
    });
  }
});
