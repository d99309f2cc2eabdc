// Web Push end to end, to a push service of the test's own on 127.0.0.1: subscriptions through
// the API, the payload encrypted to the browser's keys (decrypted here) and signed with the
// server's VAPID key (verified here), only for the kinds and the people who turned push on, a
// gone subscription removed, failures tried again then given up, two instances sending each once,
// and the VAPID keys made once however many instances ask at once.
import { afterAll, describe, expect, test } from 'bun:test';
import type { Store } from '../../src/db/store';
import { SecretBox } from '../../src/lib/sealed-secrets';
import { notifyRound } from '../../src/modules/notifications/notifier';
import { clubSettings } from '../../src/identity/club';
import { pushRound, type PushDeps } from '../../src/modules/notifications/push/sending';
import { vapidKeys } from '../../src/modules/notifications/push/service';
import { otherStore, testContext, type TestContext } from '../support';
import { FormBrowser, formFields, userWithPassword } from '../developers/oauth/helpers';
import { browserSide, pushReceiver, verifiedVapid, type BrowserSide } from './push-receiver';

type Person = { id: string; key: string };

const receiver = pushReceiver();
afterAll(() => receiver.stop());

function pushing(ctx: TestContext, db: Store = ctx.db): PushDeps {
  return {
    db,
    box: new SecretBox(ctx.deps.config.secretKey!),
    baseUrl: ctx.deps.config.baseUrl,
    mailFrom: ctx.deps.config.mailFrom,
    fetch: (url, init) => fetch(url, init),
    resolve: async () => ['127.0.0.1'],
    allowPrivate: true,
    log: () => {},
    timeoutMs: 2000,
    club: () => clubSettings(db, ctx.deps.config),
  };
}

/** A push service on loopback is a private address: these contexts allow it, as CATCHD_WEBHOOK_ALLOW_PRIVATE does. */
const context = () => testContext({ webhookAllowPrivate: true });

async function subscribed(ctx: TestContext, person: Person, label?: string): Promise<BrowserSide & { id: string }> {
  const browser = await browserSide(`${receiver.url}/push/${crypto.randomUUID()}`);
  const response = await ctx.request('POST', '/v1/me/push-subscriptions', {
    key: person.key,
    body: { endpoint: browser.endpoint, keys: browser.keys, expirationTime: null, ...(label ? { label } : {}) },
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/153.0 Safari/537.36' },
  });
  expect(response.status).toBe(201);
  return { ...browser, id: (await response.json()).id };
}

async function pushOn(ctx: TestContext, person: Person, on = true): Promise<void> {
  const response = await ctx.request('PATCH', '/v1/me/notification-settings', { key: person.key, body: { catch_graded: { push: on } } });
  expect(response.status).toBe(200);
}

/** A catch of `diver` refused by `verifier`, with a reason. */
async function refused(ctx: TestContext, diver: Person, verifier: Person, reason: string): Promise<string> {
  const created = await ctx.request('POST', '/v1/catches', { key: diver.key, body: { species: 'Wahoo', depth_ft: 30, weight_lbs: 9 } });
  const catchId = (await created.json()).id as string;
  const graded = await ctx.request('POST', `/v1/catches/${catchId}/verifications`, {
    key: verifier.key,
    body: { tier: 'unverified', evidence: {}, note: reason },
  });
  expect(graded.status).toBe(201);
  return catchId;
}

const to = (browser: BrowserSide) => receiver.received.filter((r) => `${receiver.url}${r.path}` === browser.endpoint);
const waiting = async (ctx: TestContext): Promise<number> =>
  (await ctx.db.get<{ n: number }>('SELECT count(*) AS n FROM push_deliveries'))!.n;

describe('Web Push', () => {
  test('a refusal reaches its diver’s browser, encrypted and signed; nobody else’s, and not where push is off', async () => {
    const ctx = context();
    const vera = await ctx.user('vera@club.test', 'verifier');
    const anna = await ctx.user('anna@club.test');
    const bruno = await ctx.user('bruno@club.test');
    const carla = await ctx.user('carla@club.test');
    const annaPhone = await subscribed(ctx, anna);
    const annaLaptop = await subscribed(ctx, anna, 'Laptop');
    const brunoPhone = await subscribed(ctx, bruno);
    const carlaPhone = await subscribed(ctx, carla);
    await pushOn(ctx, anna);
    await pushOn(ctx, bruno);
    // Carla has a subscription but push off for this kind: nothing is pushed to her.
    await pushOn(ctx, carla, false);
    const catchId = await refused(ctx, anna, vera, 'The photo shows another fish.');
    await refused(ctx, carla, vera, 'No scale in the photo.');

    // The write pushed nothing: the notifier does, after it.
    expect(
      receiver.received.filter((r) => [annaPhone, annaLaptop, brunoPhone, carlaPhone].some((b) => b.endpoint.endsWith(r.path))),
    ).toEqual([]);
    while ((await notifyRound(ctx.db, true)) > 0);
    expect(await waiting(ctx)).toBe(2);
    expect(await pushRound(pushing(ctx), ctx.clock.now)).toBe(2);
    expect(await waiting(ctx)).toBe(0);

    const { data: listed } = await (await ctx.request('GET', '/v1/me/notifications', { key: anna.key })).json();
    for (const browser of [annaPhone, annaLaptop]) {
      const [push, ...more] = to(browser);
      expect(more).toEqual([]);
      expect(push!.headers.get('content-encoding')).toBe('aes128gcm');
      expect(push!.headers.get('ttl')).toBe('86400');
      expect(await browser.decrypt(push!.body)).toEqual({
        id: listed[0].id,
        title: 'Your catch was refused',
        text: 'A verifier refused your Wahoo. Reason: The photo shows another fish.',
        path: `/catches/${catchId}`,
      });
      const vapid = await verifiedVapid(push!.headers.get('authorization'));
      expect(vapid.key).toBe((await (await ctx.request('GET', '/v1/push/key', { key: anna.key })).json()).public_key);
      expect(vapid.claims).toMatchObject({ aud: receiver.url, sub: 'mailto:no-reply@catchd.test' });
      expect(vapid.claims.exp! - Date.now() / 1000).toBeGreaterThan(3600);
    }
    // A diver never hears of another diver's refusal; push off sends nothing.
    expect(to(brunoPhone)).toEqual([]);
    expect(to(carlaPhone)).toEqual([]);
    // Another browser's key cannot open Anna's push.
    await expect(brunoPhone.decrypt(to(annaPhone)[0]!.body)).rejects.toThrow();
  });

  test('subscriptions: listed, renewed, removed, each person their own; bad ones refused', async () => {
    const ctx = testContext();
    const anna = await ctx.user('anna@club.test');
    const bruno = await ctx.user('bruno@club.test');
    // A public push service (every host resolves to a public address in tests).
    const browser = await browserSide('https://push.example.test/send/abc');
    const post = (person: Person, body: unknown) => ctx.request('POST', '/v1/me/push-subscriptions', { key: person.key, body });
    const first = await post(anna, { endpoint: browser.endpoint, keys: browser.keys });
    expect(first.status).toBe(201);
    const made = await first.json();
    expect(made).toMatchObject({ object: 'push_subscription', endpoint: browser.endpoint, label: 'A browser' });
    expect((await post(anna, { endpoint: browser.endpoint, keys: browser.keys, label: 'Phone' })).status).toBe(200);
    const list = await (await ctx.request('GET', '/v1/me/push-subscriptions', { key: anna.key })).json();
    expect(list).toEqual({ object: 'list', data: [{ ...made, label: 'Phone' }] });
    expect((await (await ctx.request('GET', '/v1/me/push-subscriptions', { key: bruno.key })).json()).data).toEqual([]);
    expect((await ctx.request('DELETE', `/v1/me/push-subscriptions/${made.id}`, { key: bruno.key })).status).toBe(404);

    for (const [body, field] of [
      [{ endpoint: 'http://push.example.test/x', keys: browser.keys }, 'endpoint'],
      [{ endpoint: 'https://127.0.0.1/x', keys: browser.keys }, 'endpoint'],
      [{ endpoint: 'https://push.example.test/y', keys: { ...browser.keys, p256dh: browser.keys.auth } }, 'keys.p256dh'],
      [{ endpoint: 'https://push.example.test/y', keys: { ...browser.keys, auth: browser.keys.p256dh } }, 'keys.auth'],
    ] as const) {
      const refusedAnswer = await post(anna, body);
      expect(refusedAnswer.status).toBe(422);
      expect(refusedAnswer.headers.get('content-type')).toContain('application/problem+json');
      expect(JSON.stringify(await refusedAnswer.json())).toContain(field);
    }
    // The endpoint moves to whoever subscribes with it last (one browser, another person signed in).
    expect((await post(bruno, { endpoint: browser.endpoint, keys: browser.keys })).status).toBe(201);
    expect((await (await ctx.request('GET', '/v1/me/push-subscriptions', { key: anna.key })).json()).data).toEqual([]);
    const brunos = (await (await ctx.request('GET', '/v1/me/push-subscriptions', { key: bruno.key })).json()).data;
    expect((await ctx.request('DELETE', `/v1/me/push-subscriptions/${brunos[0].id}`, { key: bruno.key })).status).toBe(204);
    expect((await (await ctx.request('GET', '/v1/me/push-subscriptions', { key: bruno.key })).json()).data).toEqual([]);
    // A key that may only read cannot subscribe.
    const reader = await ctx.user('reader@club.test', 'diver', ['account:read']);
    expect((await post(reader, { endpoint: 'https://push.example.test/z', keys: browser.keys })).status).toBe(403);
  });

  test('410 or 404 ends the subscription; other failures are tried again, then given up', async () => {
    const ctx = context();
    const vera = await ctx.user('vera@club.test', 'verifier');
    const anna = await ctx.user('anna@club.test');
    const gone = await subscribed(ctx, anna);
    const flaky = await subscribed(ctx, anna);
    receiver.answers.set(new URL(gone.endpoint).pathname, 410);
    receiver.answers.set(new URL(flaky.endpoint).pathname, 500);
    await pushOn(ctx, anna);
    await refused(ctx, anna, vera, 'Too small.');
    while ((await notifyRound(ctx.db, true)) > 0);
    const deps = pushing(ctx);
    expect(await pushRound(deps, ctx.clock.now)).toBe(2);
    const left = (await (await ctx.request('GET', '/v1/me/push-subscriptions', { key: anna.key })).json()).data;
    expect(left.map((s: { id: string }) => s.id)).toEqual([flaky.id]);
    // The failed one waits for its next try (30 s, 5 min, 30 min), then is given up after the fourth.
    expect(await pushRound(deps, ctx.clock.now)).toBe(0);
    for (const wait of [30, 300, 1800]) {
      ctx.clock.now += wait - 1;
      expect(await pushRound(deps, ctx.clock.now)).toBe(0);
      ctx.clock.now += 1;
      expect(await pushRound(deps, ctx.clock.now)).toBe(1);
    }
    expect(to(flaky)).toHaveLength(4);
    expect(await waiting(ctx)).toBe(0);
    expect(to(gone)).toHaveLength(1);
  });

  test('two instances on one database send each push once', async () => {
    const ctx = context();
    const vera = await ctx.user('vera@club.test', 'verifier');
    const divers: Person[] = [];
    const browsers: BrowserSide[] = [];
    for (let i = 0; i < 5; i++) {
      const diver = await ctx.user(`diver${i}@club.test`);
      browsers.push(await subscribed(ctx, diver));
      await pushOn(ctx, diver);
      divers.push(diver);
    }
    for (const diver of divers) await refused(ctx, diver, vera, 'Blurry.');
    const second = otherStore(ctx.db);
    try {
      await Promise.all([
        (async () => {
          while ((await notifyRound(ctx.db, true)) > 0);
        })(),
        (async () => {
          while ((await notifyRound(second, true)) > 0);
        })(),
      ]);
      const sent = await Promise.all([pushRound(pushing(ctx), ctx.clock.now), pushRound(pushing(ctx, second), ctx.clock.now)]);
      expect(sent[0]! + sent[1]!).toBe(divers.length);
      for (const browser of browsers) expect(to(browser)).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  test('the VAPID keys are made once, sealed, however many instances ask at once', async () => {
    const ctx = context();
    const box = new SecretBox(ctx.deps.config.secretKey!);
    // The database exists once the first store has used it.
    await ctx.db.get('SELECT 1 AS one');
    const second = otherStore(ctx.db);
    try {
      const [a, b] = await Promise.all([vapidKeys(ctx.db, box, ctx.clock.now), vapidKeys(second, box, ctx.clock.now)]);
      expect(a).toEqual(b!);
      const stored = await ctx.db.get<{ value: string }>("SELECT value FROM site_settings WHERE name = 'push_vapid_keys'");
      expect(stored!.value).toStartWith('v1.');
      expect(stored!.value).not.toContain(a.privateKey);
      // Without a secret key there is no push, in words.
      const keyless = testContext({ secretKey: null });
      const answer = await keyless.request('GET', '/v1/push/key', { key: (await keyless.user('anna@club.test')).key });
      expect(answer.status).toBe(503);
      expect((await answer.json()).type).toContain('push_unavailable');
    } finally {
      await second.close();
    }
  });

  test('the settings page: this device turned on and off by push.js, the devices listed, one stopped', async () => {
    const ctx = testContext();
    const dina = await ctx.user('dina@club.test');
    await userWithPassword(ctx, 'dina@club.test', 'diver');
    const browser = new FormBrowser(ctx);
    expect((await browser.signIn('dina@club.test')).status).toBe(303);
    const page = await (await browser.send('GET', '/account/notifications')).text();
    const publicKey = (await (await ctx.request('GET', '/v1/push/key', { key: dina.key })).json()).public_key;
    expect(page).toContain(`data-push-key="${publicKey}"`);
    expect(page).toMatch(/<script src="\/assets\/[0-9a-f]+\/push\.js"/);
    expect(page).toContain('Turn on notifications on this device');
    expect(page).toContain('No device receives push yet.');
    const fields = formFields(page);
    const device = await browserSide('https://push.example.test/send/dina');
    const on = { ...fields, endpoint: device.endpoint, ...device.keys };
    expect((await browser.send('POST', '/account/notifications/push', on)).status).toBe(204);
    const refusal = await browser.send('POST', '/account/notifications/push', { ...on, endpoint: 'https://10.0.0.7/send' });
    expect(refusal.status).toBe(422);
    expect(refusal.headers.get('content-type')).toContain('application/problem+json');
    expect((await browser.send('POST', '/account/notifications/push', { endpoint: device.endpoint, ...device.keys })).status).toBe(403);
    const listed = await (await browser.send('GET', '/account/notifications')).text();
    const [id] = [...listed.matchAll(/action="\/account\/notifications\/push\/(psub_[0-9a-z]+)\/remove"/g)].map((m) => m[1]);
    expect(id).toBeDefined();
    // Off on this device, twice (the second finds it gone): nothing is left.
    for (let i = 0; i < 2; i++)
      expect((await browser.send('POST', '/account/notifications/push/off', { ...fields, endpoint: device.endpoint })).status).toBe(204);
    expect((await (await ctx.request('GET', '/v1/me/push-subscriptions', { key: dina.key })).json()).data).toEqual([]);
    // Another device stopped from the list.
    expect((await browser.send('POST', '/account/notifications/push', on)).status).toBe(204);
    const again = await (await browser.send('GET', '/account/notifications')).text();
    const [other] = [...again.matchAll(/action="\/account\/notifications\/push\/(psub_[0-9a-z]+)\/remove"/g)].map((m) => m[1]);
    const removed = await browser.send('POST', `/account/notifications/push/${other}/remove`, fields);
    expect(removed.status).toBe(303);
    expect((await (await ctx.request('GET', '/v1/me/push-subscriptions', { key: dina.key })).json()).data).toEqual([]);
  });
});
