// In-app notifications made from the events: each kind reaches the right people and nobody
// else, a person's choice to turn a kind off is honoured, the write that causes one makes none
// itself (the notifier does, later) and writes the same whatever anyone chose, and two
// instances on one database make each once.
import { describe, expect, test } from 'bun:test';
import type { Sql, Store } from '../../src/db/store';
import { requestVerification } from '../../src/modules/catches/verifications/service';
import { applyForAccess } from '../../src/modules/developers/service';
import { startSignUp } from '../../src/modules/people/joining/sign-ups';
import { type NotificationKind, notificationKinds } from '../../src/modules/notifications/kinds';
import { notifyRound } from '../../src/modules/notifications/notifier';
import { wordNotification } from '../../src/modules/notifications/wording';
import { freshDatabase, otherStore, testContext, testPasswords, type TestContext } from '../support';
import { addPhoto, json } from '../catches/verifications/helpers';
import { body, cast, competition, endsAt, enter, hour, logCatch, startsAt, weigh } from '../competitions/helpers';

type Person = { id: string; key: string };

interface Told {
  kind: string;
  title: string;
  text: string;
  path: string;
}

/** Runs the notifier until nothing is pending; then who was told what, by person. */
async function told(ctx: TestContext): Promise<Map<string, Told[]>> {
  while ((await notifyRound(ctx.db)) > 0);
  const rows = await ctx.db.all<{ user_id: string; kind: string; data: string }>(
    'SELECT user_id, kind, data FROM notifications ORDER BY pk',
  );
  const byPerson = new Map<string, Told[]>();
  for (const row of rows) {
    const list = byPerson.get(row.user_id) ?? [];
    list.push({ kind: row.kind, ...wordNotification(row.kind as NotificationKind, row.data, { locale: 'en', units: 'metric' }) });
    byPerson.set(row.user_id, list);
  }
  return byPerson;
}

/** Who was told of `kind`, as sorted ids. */
async function toldOf(ctx: TestContext, kind: string): Promise<string[]> {
  const rows = await ctx.db.all<{ user_id: string }>('SELECT user_id FROM notifications WHERE kind = ? ORDER BY user_id', kind);
  return rows.map((row) => row.user_id);
}

const sorted = (people: Person[]): string[] => people.map((p) => p.id).sort();

async function logged(ctx: TestContext, diver: Person, fields: Record<string, unknown> = {}): Promise<string> {
  const created = await ctx.request('POST', '/v1/catches', {
    key: diver.key,
    body: { species: 'Wahoo', depth_ft: 30, weight_lbs: 5, ...fields },
  });
  if (created.status !== 201) throw new Error(await created.text());
  return (await json(created)).id;
}

async function grade(ctx: TestContext, verifier: Person, catchId: string, tier: string, note?: string): Promise<void> {
  const evidence = tier === 'unverified' ? {} : { photo_ids: [await addPhoto(ctx, catchId)], measurement: { weight_lbs: 1 } };
  const response = await ctx.request('POST', `/v1/catches/${catchId}/verifications`, {
    key: verifier.key,
    body: { tier, evidence, ...(note ? { note } : {}) },
  });
  expect(response.status).toBe(201);
}

describe('who is told of what', () => {
  test('a verification request: the verifiers and admins, never the diver who asked', async () => {
    const ctx = testContext();
    const admin = await ctx.user('ada@club.test', 'admin');
    const vera = await ctx.user('vera@club.test', 'verifier');
    const victor = await ctx.user('victor@club.test', 'verifier');
    const dina = await ctx.user('dina@club.test', 'diver');
    const dev = await ctx.user('dev@club.test', 'developer');
    await requestVerification(ctx.db, dina.id, await logged(ctx, dina), { evidence: {}, note: null }, ctx.clock.now);
    // The write made the event alone: its notifications come after it, from the notifier.
    expect((await ctx.db.get<{ n: number }>('SELECT count(*) AS n FROM notifications'))!.n).toBe(0);
    expect(await told(ctx)).toBeDefined();
    expect(await toldOf(ctx, 'verification_requested')).toEqual(sorted([admin, vera, victor]));
    // A verifier asking for their own catch is not told of it; the others are.
    await ctx.db.run('DELETE FROM notifications');
    await requestVerification(ctx.db, victor.id, await logged(ctx, victor), { evidence: {}, note: 'please' }, ctx.clock.now);
    const byPerson = await told(ctx);
    expect(await toldOf(ctx, 'verification_requested')).toEqual(sorted([admin, vera]));
    expect(byPerson.get(vera.id)![0]).toMatchObject({
      title: 'A catch waits for verification',
      text: 'victor asks for their Wahoo to be verified.',
    });
    expect(byPerson.has(dev.id) || byPerson.has(dina.id)).toBe(false);
  });

  test('a grade or a refusal with its reason: the catch’s diver alone', async () => {
    const ctx = testContext();
    const vera = await ctx.user('vera@club.test', 'verifier');
    const admin = await ctx.user('ada@club.test', 'admin');
    const anna = await ctx.user('anna@club.test', 'diver');
    const bruno = await ctx.user('bruno@club.test', 'diver');
    await grade(ctx, vera, await logged(ctx, anna, { weight_lbs: 10 }), 'bronze');
    await grade(ctx, vera, await logged(ctx, bruno, { weight_lbs: 12 }), 'unverified', 'The photo shows another fish.');
    const byPerson = await told(ctx);
    expect(byPerson.get(anna.id)).toEqual([
      {
        kind: 'catch_graded',
        title: 'Your catch was graded bronze',
        text: expect.stringContaining('graded your Wahoo bronze'),
        path: expect.stringMatching(/^\/catches\/catch_/),
      },
    ]);
    expect(byPerson.get(bruno.id)).toEqual([
      {
        kind: 'catch_graded',
        title: 'Your catch was refused',
        text: 'A verifier refused your Wahoo. Reason: The photo shows another fish.',
        path: expect.stringMatching(/^\/catches\/catch_/),
      },
    ]);
    // Anna never hears of Bruno's refused catch, nor the verifier or the admin of either.
    expect(byPerson.has(vera.id) || byPerson.has(admin.id)).toBe(false);
  });

  test('overtaken in a board’s top 10: the divers who moved down, once per write', async () => {
    const ctx = testContext();
    const vera = await ctx.user('vera@club.test', 'verifier');
    const anna = await ctx.user('anna@club.test', 'diver');
    const bruno = await ctx.user('bruno@club.test', 'diver');
    const carla = await ctx.user('carla@club.test', 'diver');
    await grade(ctx, vera, await logged(ctx, anna, { weight_lbs: 10 }), 'silver');
    await grade(ctx, vera, await logged(ctx, carla, { weight_lbs: 30, species: 'Dusky grouper' }), 'silver');
    await told(ctx);
    await ctx.db.run('DELETE FROM notifications');
    await grade(ctx, vera, await logged(ctx, bruno, { weight_lbs: 12 }), 'silver');
    const byPerson = await told(ctx);
    // Anna moved down on several boards (overall and Wahoo, all-time and this season): one notification.
    expect(byPerson.get(anna.id)).toHaveLength(1);
    expect(byPerson.get(anna.id)![0]).toMatchObject({
      kind: 'board_overtaken',
      title: expect.stringMatching(/^You were overtaken on \d+ leaderboards$/),
    });
    expect(byPerson.get(anna.id)![0]!.text).toStartWith('You went from #2 to #3 on the board “heaviest fish”.');
    // Bruno moved up, Carla (another species, still first overall) did not move down.
    expect([...byPerson.keys()].sort()).toEqual([anna.id, bruno.id].sort());
    expect(byPerson.get(bruno.id)!.map((n) => n.kind)).toEqual(['catch_graded']);
  });

  test('a sign-up or a developer application waiting: the admins alone', async () => {
    const ctx = testContext();
    const admins = [await ctx.user('ada@club.test', 'admin'), await ctx.user('alan@club.test', 'admin')];
    const vera = await ctx.user('vera@club.test', 'verifier');
    const dev = await ctx.user('dev@club.test', 'developer');
    const developer = { mode: 'approval' as const, scopes: [], mailConfigured: false };
    const policy = { mode: 'approval' as const, mailConfigured: false, developerSignup: false, developer };
    const random = (n: number) => crypto.getRandomValues(new Uint8Array(n));
    const input = { email: 'newcomer@else.test', displayName: 'Nina', passwordHash: await testPasswords.hash('a long enough password') };
    expect((await startSignUp(ctx.db, policy, input, ctx.clock.now, random)).kind).toBe('requested');
    await applyForAccess(
      ctx.db,
      developer,
      dev.id,
      { name: 'Tide app', email: 'dev@club.test', building: 'a tide table' },
      ctx.clock.now,
      random,
    );
    const byPerson = await told(ctx);
    expect([...byPerson.keys()].sort()).toEqual(sorted(admins));
    expect(byPerson.get(admins[0]!.id)).toEqual([
      { kind: 'sign_up_waiting', title: 'A sign-up waits for you', text: 'Nina asks to join the club.', path: '/admin/people#sign-ups' },
      {
        kind: 'developer_application_waiting',
        title: 'A developer application waits for you',
        text: 'Tide app applies for developer access.',
        path: '/developers/applications',
      },
    ]);
    expect(byPerson.has(vera.id)).toBe(false);
  });

  test('a competition: published to the club, results to its entrants, a protest to the entry protested', async () => {
    const ctx = testContext();
    const people = await cast(ctx, 4);
    const [a, b, c, d] = people.divers as [Person, Person, Person, Person];
    const dev = await ctx.user('dev@club.test', 'developer');
    const id = await competition(ctx, people, { weigh_in: 'none', protest_hours: 2 });
    expect(await told(ctx)).toBeDefined();
    expect(await toldOf(ctx, 'competition_published')).toEqual(sorted([people.admin, people.weighmaster, a, b, c, d]));
    const entryA = await enter(ctx, id, a.key);
    await enter(ctx, id, b.key);
    await logCatch(ctx, a.key, { weight_kg: 4 });
    ctx.clock.now = endsAt;
    expect((await body(await ctx.request('GET', `/v1/competitions/${id}`, { key: a.key }))).status).toBe('provisional');
    const protest = await ctx.request('POST', `/v1/competitions/${id}/protests`, {
      key: b.key,
      body: { entry_id: entryA, reason: 'Speared outside the zone' },
    });
    expect(protest.status).toBe(201);
    await told(ctx);
    expect(await toldOf(ctx, 'competition_results')).toEqual(sorted([a, b]));
    expect(await toldOf(ctx, 'protest_on_entry')).toEqual([a.id]);
    const resolved = await ctx.request('POST', `/v1/competitions/${id}/protests/${(await body(protest)).id}/resolve`, {
      key: people.admin.key,
      body: { decision: 'dismissed', note: 'Inside by GPS' },
    });
    expect(resolved.status).toBe(200);
    ctx.clock.now = endsAt + 3 * hour;
    expect((await body(await ctx.request('GET', `/v1/competitions/${id}`, { key: a.key }))).status).toBe('final');
    const byPerson = await told(ctx);
    expect(byPerson.get(b.id)!.map((n) => n.title)).toEqual(['A new competition', 'Provisional results are up', 'Final results are in']);
    expect(byPerson.get(c.id)!.map((n) => n.kind)).toEqual(['competition_published']);
    expect(byPerson.has(dev.id)).toBe(false);
  });
});

/** `db` with every statement it and its transactions run written down in `seen`, in order. */
function recording(db: Store, seen: string[]): Store {
  const wrap = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(object, key) {
        const value = Reflect.get(object, key);
        if (typeof value !== 'function') return value;
        if (key === 'get' || key === 'all' || key === 'run')
          return (text: string, ...params: unknown[]) => {
            seen.push(text);
            return value.call(object, text, ...params);
          };
        if (key === 'transaction')
          return (work: (tx: Sql) => Promise<unknown>, ...options: unknown[]) => {
            // A transaction PostgreSQL rolled back is run again: only its last run counts.
            const start = seen.length;
            return value.call(
              object,
              (tx: Sql) => {
                seen.length = start;
                return work(wrap(tx));
              },
              ...options,
            );
          };
        return value.bind(object);
      },
    });
  return wrap(db);
}

describe('choices and instances', () => {
  test('a create and a grade touch nothing of the notifications, and write the same with every one on as with every one off', async () => {
    const statements = async (on: boolean): Promise<string[]> => {
      const seen: string[] = [];
      // No request log: its timed writes would fall among the request's statements.
      const ctx = testContext({ requestLogMaxRows: 0 }, { db: recording(freshDatabase(), seen) });
      const vera = await ctx.user('vera@club.test', 'verifier');
      const anna = await ctx.user('anna@club.test', 'diver');
      const channels = on ? { in_app: true, email: 'instant', push: true } : { in_app: false, email: 'off', push: false };
      for (const person of [vera, anna]) {
        const settings = await ctx.request('PATCH', '/v1/me/notification-settings', {
          key: person.key,
          body: Object.fromEntries(notificationKinds.map((kind) => [kind, channels])),
        });
        expect(settings.status).toBe(200);
      }
      seen.length = 0;
      await grade(ctx, vera, await logged(ctx, anna, { weight_lbs: 10 }), 'silver');
      return seen;
    };
    const [on, off] = [await statements(true), await statements(false)];
    expect(on.length).toBeGreaterThan(10);
    // Nothing of the notifications is read or written on the way...
    const ofNotifications = (seen: string[]) => seen.filter((text) => /notification|push_subscription/i.test(text));
    expect({ on: ofNotifications(on), off: ofNotifications(off) }).toEqual({ on: [], off: [] });
    // ...and the writes are the same. (Reads may differ: on PostgreSQL the answers remembered
    // are keyed on the cluster's snapshot, which other databases' commits move.)
    const writes = (seen: string[]) => seen.filter((text) => !/^\s*(SELECT|WITH)\b/i.test(text));
    expect(writes(on)).toEqual(writes(off));
  });

  test('a kind turned off in the app makes no notification for that person, and only that kind', async () => {
    const ctx = testContext();
    const vera = await ctx.user('vera@club.test', 'verifier');
    const anna = await ctx.user('anna@club.test', 'diver');
    const bruno = await ctx.user('bruno@club.test', 'diver');
    const off = await ctx.request('PATCH', '/v1/me/notification-settings', { key: anna.key, body: { catch_graded: { in_app: false } } });
    expect(off.status).toBe(200);
    await grade(ctx, vera, await logged(ctx, anna, { weight_lbs: 10 }), 'silver');
    await grade(ctx, vera, await logged(ctx, bruno, { weight_lbs: 12 }), 'silver');
    const byPerson = await told(ctx);
    expect(byPerson.get(bruno.id)!.map((n) => n.kind)).toEqual(['catch_graded']);
    // Anna still hears she was overtaken: only the grade was turned off.
    expect(byPerson.get(anna.id)!.map((n) => n.kind)).toEqual(['board_overtaken']);
  });

  test('two instances on one database make each notification once', async () => {
    const ctx = testContext();
    const admin = await ctx.user('ada@club.test', 'admin');
    const verifiers = [await ctx.user('vera@club.test', 'verifier'), await ctx.user('victor@club.test', 'verifier')];
    const divers: Person[] = [];
    for (let i = 0; i < 6; i++) divers.push(await ctx.user(`diver${i}@club.test`, 'diver'));
    const requests = 240;
    for (let i = 0; i < requests; i++) {
      const diver = divers[i % divers.length]!;
      await requestVerification(ctx.db, diver.id, await logged(ctx, diver), { evidence: {}, note: null }, ctx.clock.now);
    }
    const second: Store = otherStore(ctx.db);
    try {
      // Both instances take rounds side by side until neither finds anything pending.
      const taken = [0, 0];
      const run = async (db: Store, i: number) => {
        for (let n = await notifyRound(db); n > 0; n = await notifyRound(db)) taken[i]! += n;
      };
      await Promise.all([run(ctx.db, 0), run(second, 1), run(ctx.db, 0), run(second, 1)]);
      // Every event was taken by exactly one round of one instance.
      expect(taken[0]! + taken[1]!).toBe(requests);
      const counts = await ctx.db.all<{ user_id: string; n: number }>(
        "SELECT user_id, count(*) AS n FROM notifications WHERE kind = 'verification_requested' GROUP BY user_id ORDER BY user_id",
      );
      expect(counts.map((row) => [row.user_id, Number(row.n)])).toEqual(sorted([admin, ...verifiers]).map((id) => [id, requests]));
      expect((await ctx.db.get<{ n: number }>('SELECT count(*) AS n FROM events WHERE notify_pending IS NOT NULL'))!.n).toBe(0);
    } finally {
      await second.close();
    }
  });

  test('internal events are never listed, nor delivered to an endpoint subscribed to everything', async () => {
    const ctx = testContext();
    const dina = await ctx.user('dina@club.test', 'diver');
    const hook = await ctx.request('POST', '/v1/webhooks', { key: dina.key, body: { url: 'https://hooks.example.com/in', events: ['*'] } });
    expect(hook.status).toBe(201);
    const catchId = await logged(ctx, dina);
    await requestVerification(ctx.db, dina.id, catchId, { evidence: {}, note: null }, ctx.clock.now);
    const types = await ctx.db.all<{ type: string }>(
      'SELECT ev.type FROM webhook_deliveries d JOIN events ev ON ev.pk = d.event_pk ORDER BY d.pk',
    );
    expect(types.map((row) => row.type)).toEqual(['catch.created']);
    const listed = await json(await ctx.request('GET', '/v1/events', { key: dina.key }));
    expect(listed.data.map((event: { type: string }) => event.type)).toEqual(['catch.created']);
    expect((await ctx.db.get<{ n: number }>("SELECT count(*) AS n FROM events WHERE type = 'verification.requested'"))!.n).toBe(1);
  });
});

describe('overtaken in a competition', () => {
  test('a weigh-in that pushes entries down tells their members alone; an entry that drops by itself is not told', async () => {
    const ctx = testContext();
    const people = await cast(ctx, 5);
    const [a, b, c, d, e] = people.divers as [Person, Person, Person, Person, Person];
    const id = await competition(ctx, people, { weigh_in: 'required', team_size: 2 });
    // Anna's entry is a team with Eva: both are told when it is pushed down.
    await enter(ctx, id, a.key, { team_name: 'Reef', members: [e.id] });
    for (const diver of [b, c, d]) await enter(ctx, id, diver.key);
    ctx.clock.now = startsAt + 2 * hour;
    const fish = new Map<Person, string>();
    for (const diver of [a, b, c, d]) fish.set(diver, await logCatch(ctx, diver.key, { weight_kg: 9 }));
    for (const [diver, kg] of [
      [a, 4],
      [b, 3],
      [c, 2],
    ] as const)
      expect((await weigh(ctx, people, id, fish.get(diver)!, kg)).status).toBe(201);
    await told(ctx);
    await ctx.db.run('DELETE FROM notifications');

    // Dora's fish is weighed heaviest: she goes from last to first, everyone else down one.
    expect((await weigh(ctx, people, id, fish.get(d)!, 5)).status).toBe(201);
    const byPerson = await told(ctx);
    expect(await toldOf(ctx, 'competition_overtaken')).toEqual(sorted([a, e, b, c]));
    expect(byPerson.get(a.id)).toEqual([
      {
        kind: 'competition_overtaken',
        title: 'You were overtaken in Club cup',
        text: 'Your entry went from #1 to #2 in the standings of Club cup.',
        path: `/competitions/${id}`,
      },
    ]);
    expect(byPerson.get(c.id)![0]!.text).toBe('Your entry went from #3 to #4 in the standings of Club cup.');
    // Not Dora, whose entry rose, nor the weighmaster, the admin or anyone outside the competition.
    expect(byPerson.has(d.id) || byPerson.has(people.weighmaster.id) || byPerson.has(people.admin.id)).toBe(false);

    // Dora's fish is rejected after all: her entry drops by its own doing, the others rise; nobody is told.
    await ctx.db.run('DELETE FROM notifications');
    expect((await weigh(ctx, people, id, fish.get(d)!, 5, 'rejected')).status).toBe(201);
    await told(ctx);
    expect(await toldOf(ctx, 'competition_overtaken')).toEqual([]);
  });
});
