// Contract §7a through the HTTP API, on a fresh database per test, on both engines.
import { describe, expect, test } from 'bun:test';
import { otherStore, testContext } from '../support';
import { body, cast, competition, endsAt, enter, hour, iso, logCatch, startsAt, weigh } from './helpers';

describe('creating a competition', () => {
  test('201 with Location and every default filled in; a draft only admins see', async () => {
    const ctx = testContext();
    const people = await cast(ctx);
    const id = await competition(ctx, people, {}, true);
    const read = await body(await ctx.request('GET', `/v1/competitions/${id}`, { key: people.admin.key }));
    expect(read).toMatchObject({
      id,
      status: 'draft',
      team_size: 1,
      divisions: [],
      weigh_in: 'required',
      protest_hours: 1,
      area: null,
      description: null,
      rules: {
        points_per_kg: 1000,
        fish_bonus: 0,
        species_bonus: 0,
        other_species: 'allowed',
        default_min_weight_kg: 0,
        default_max_count: null,
        max_fish: null,
        species: [],
      },
    });
    expect((await ctx.request('GET', `/v1/competitions/${id}`, { key: people.divers[0]!.key })).status).toBe(404);
    const listed = await body(await ctx.request('GET', '/v1/competitions', { key: people.divers[0]!.key }));
    expect(listed.data).toEqual([]);
    const created = await ctx.request('POST', '/v1/competitions', {
      key: people.admin.key,
      body: { name: 'x', starts_at: iso(startsAt), ends_at: iso(endsAt), time_zone: 'UTC', entry: 'admin' },
    });
    expect(created.headers.get('location')).toBe(`http://catchd.test/v1/competitions/${(await body(created)).id}`);
  });

  test('422 with one entry per bad field', async () => {
    const ctx = testContext();
    const people = await cast(ctx);
    const response = await ctx.request('POST', '/v1/competitions', {
      key: people.admin.key,
      body: {
        name: 'Bad',
        starts_at: iso(endsAt),
        ends_at: iso(startsAt),
        time_zone: 'Mars/Olympus',
        entry: 'open',
        weighmasters: [people.divers[0]!.id],
        area: {
          type: 'Polygon',
          coordinates: [
            [
              [0, 0],
              [1, 0],
              [1, 1],
              [0, 1],
            ],
          ],
        },
        rules: { species: [{ species: 'Unicornfish of Atlantis' }] },
      },
    });
    expect(response.status).toBe(422);
    const problem = await body(response);
    expect(problem.errors.map((e: { field: string }) => e.field).sort()).toEqual(
      ['area.coordinates[0]', 'ends_at', 'rules.species[0].species', 'time_zone', 'weighmasters[0]'].sort(),
    );
  });

  const refusals: [string, (p: Awaited<ReturnType<typeof cast>>) => { key?: string; body: unknown }, number, string][] = [
    ['no credential', () => ({ body: {} }), 401, 'unauthenticated'],
    ['a diver lacks the scope', (p) => ({ key: p.divers[0]!.key, body: {} }), 403, 'insufficient_scope'],
    [
      'a verifier is no admin',
      (p) => ({
        key: p.weighmaster.key,
        body: { name: 'x', starts_at: iso(startsAt), ends_at: iso(endsAt), time_zone: 'UTC', entry: 'open' },
      }),
      403,
      'forbidden',
    ],
    [
      'an unknown field',
      (p) => ({
        key: p.admin.key,
        body: { name: 'x', starts_at: iso(startsAt), ends_at: iso(endsAt), time_zone: 'UTC', entry: 'open', prize: 1 },
      }),
      422,
      'validation_failed',
    ],
  ];
  for (const [name, request, status, code] of refusals)
    test(`refused: ${name}`, async () => {
      const ctx = testContext();
      const people = await cast(ctx);
      const response = await ctx.request('POST', '/v1/competitions', request(people));
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      expect((await body(response)).code).toBe(code);
    });
});

describe('status follows the clock', () => {
  test('open → running → provisional → final, each transition once, with its events, even from two instances', async () => {
    const ctx = testContext();
    const people = await cast(ctx);
    const id = await competition(ctx, people);
    const other = testContext({}, { db: otherStore(ctx.db) });
    const status = async (c: typeof ctx) =>
      (await body(await c.request('GET', `/v1/competitions/${id}`, { key: people.admin.key }))).status;
    expect(await status(ctx)).toBe('open');
    for (const [at, expected] of [
      [startsAt, 'running'],
      [endsAt, 'provisional'],
      [endsAt + hour, 'final'],
    ] as const) {
      ctx.clock.now = other.clock.now = at;
      const seen = await Promise.all([status(ctx), status(other), status(ctx), status(other)]);
      expect(seen).toEqual([expected, expected, expected, expected]);
    }
    const events = await ctx.db.all<{ type: string; data: string }>(
      "SELECT type, data FROM events WHERE type LIKE 'competition.%' AND type <> 'competition.standings_changed' ORDER BY pk",
    );
    expect(
      events.map((e) => [
        e.type,
        JSON.parse(e.data).previous?.status ?? null,
        JSON.parse(e.data).object.status ?? JSON.parse(e.data).object.competition?.status,
      ]),
    ).toEqual([
      ['competition.status_changed', 'draft', 'open'],
      ['competition.status_changed', 'open', 'running'],
      ['competition.status_changed', 'running', 'provisional'],
      ['competition.status_changed', 'provisional', 'final'],
      ['competition.finalized', null, 'final'],
    ]);
    await other.db.close();
  });

  test('a list read moves the competitions it lists; a read past ends_at goes through running', async () => {
    const ctx = testContext();
    const people = await cast(ctx);
    const id = await competition(ctx, people);
    ctx.clock.now = endsAt + 1;
    const listed = await body(await ctx.request('GET', '/v1/competitions?status=provisional', { key: people.divers[0]!.key }));
    expect(listed.data.map((c: { id: string }) => c.id)).toEqual([id]);
  });
});

describe('changing and deleting', () => {
  test('anything until running, then only the description (409 competition_started)', async () => {
    const ctx = testContext();
    const people = await cast(ctx);
    const id = await competition(ctx, people);
    const patch = (b: unknown) => ctx.request('PATCH', `/v1/competitions/${id}`, { key: people.admin.key, body: b });
    expect(await body(await patch({ name: 'Renamed', protest_hours: 2 }))).toMatchObject({
      name: 'Renamed',
      protest_hours: 2,
      weigh_in: 'required',
    });
    await patch({ team_size: 3, weigh_in: 'none' });
    expect(await body(await patch({ name: 'Renamed again' }))).toMatchObject({ team_size: 3, weigh_in: 'none', protest_hours: 2 });
    ctx.clock.now = startsAt;
    expect((await patch({ name: 'Again' })).status).toBe(409);
    expect((await body(await patch({ name: 'Again' }))).code).toBe('competition_started');
    expect((await body(await patch({ description: 'Bring a float' }))).description).toBe('Bring a float');
  });

  test('DELETE only a draft', async () => {
    const ctx = testContext();
    const people = await cast(ctx);
    const draft = await competition(ctx, people, {}, true);
    const open = await competition(ctx, people);
    expect((await ctx.request('DELETE', `/v1/competitions/${open}`, { key: people.admin.key })).status).toBe(409);
    expect((await ctx.request('DELETE', `/v1/competitions/${draft}`, { key: people.admin.key })).status).toBe(204);
    expect((await ctx.request('GET', `/v1/competitions/${draft}`, { key: people.admin.key })).status).toBe(404);
  });

  test('cancel from any state but final', async () => {
    const ctx = testContext();
    const people = await cast(ctx);
    const id = await competition(ctx, people);
    ctx.clock.now = startsAt;
    expect((await body(await ctx.request('POST', `/v1/competitions/${id}/cancel`, { key: people.admin.key }))).status).toBe('cancelled');
    expect((await ctx.request('POST', `/v1/competitions/${id}/cancel`, { key: people.admin.key })).status).toBe(409);
  });
});

describe('entries', () => {
  test('a diver enters once; teams up to team_size; divisions', async () => {
    const ctx = testContext();
    const people = await cast(ctx);
    const [a, b, c, d] = people.divers as [typeof people.admin, typeof people.admin, typeof people.admin, typeof people.admin];
    const id = await competition(ctx, people, { team_size: 2, divisions: ['open', 'women'] });
    const post = (key: string, fields: unknown) => ctx.request('POST', `/v1/competitions/${id}/entries`, { key, body: fields });
    const cases: [string, string, unknown, number, string | null][] = [
      ['a team of two', a.key, { division: 'open', team_name: 'Reef', members: [b.id] }, 201, null],
      ['a member of another entry', c.key, { division: 'open', members: [a.id] }, 409, 'already_entered'],
      ['too many members', c.key, { division: 'open', members: [d.id, people.weighmaster.id] }, 422, 'validation_failed'],
      ['an unknown division', c.key, { division: 'masters' }, 422, 'validation_failed'],
      ['no division', c.key, {}, 422, 'validation_failed'],
      ['someone else as a diver', c.key, { division: 'open', diver_id: d.id }, 403, 'forbidden'],
      ['alone', c.key, { division: 'women' }, 201, null],
      ['twice', c.key, { division: 'women' }, 409, 'already_entered'],
    ];
    for (const [name, key, fields, status, code] of cases) {
      const response = await post(key, fields);
      expect({ name, status: response.status }).toEqual({ name, status });
      if (code) expect((await body(response)).code).toBe(code);
    }
    const entries = await body(await ctx.request('GET', `/v1/competitions/${id}/entries`, { key: d.key }));
    expect(entries.data.map((e: { divers: unknown[]; team_name: string | null }) => [e.team_name, e.divers.length])).toEqual([
      ['Reef', 2],
      [null, 1],
    ]);
  });

  test('entry "admin": divers 403, admins add anyone with diver_id; withdrawn only before running', async () => {
    const ctx = testContext();
    const people = await cast(ctx);
    const id = await competition(ctx, people, { entry: 'admin' });
    const diver = people.divers[0]!;
    expect((await ctx.request('POST', `/v1/competitions/${id}/entries`, { key: diver.key, body: {} })).status).toBe(403);
    const entryId = await enter(ctx, id, people.admin.key, { diver_id: diver.id });
    const other = await enter(ctx, id, people.admin.key, { diver_id: people.divers[1]!.id });
    expect((await ctx.request('DELETE', `/v1/competitions/${id}/entries/${entryId}`, { key: diver.key })).status).toBe(204);
    ctx.clock.now = startsAt;
    const late = await ctx.request('DELETE', `/v1/competitions/${id}/entries/${other}`, { key: people.admin.key });
    expect([late.status, (await body(late)).code]).toEqual([409, 'competition_started']);
    // Divers enter only while open; admins until final.
    await enter(ctx, id, people.admin.key, { diver_id: people.divers[2]!.id });
  });
});

describe('weigh-ins, fish and standings', () => {
  test('every reason, the latest weigh-in, ranks 1 2 2 4', async () => {
    const ctx = testContext();
    const people = await cast(ctx);
    const [a, b, c, d] = people.divers as [typeof people.admin, typeof people.admin, typeof people.admin, typeof people.admin];
    const area = {
      type: 'Polygon',
      coordinates: [
        [
          [-81, 25],
          [-80, 25],
          [-80, 26],
          [-81, 26],
          [-81, 25],
        ],
      ],
    };
    const inside = { location: { lat: 25.5, lon: -80.5 } };
    const id = await competition(ctx, people, {
      area,
      rules: {
        fish_bonus: 100,
        other_species: 'excluded',
        default_min_weight_kg: 1,
        max_fish: 3,
        species: [{ species: 'Wahoo', max_count: 2 }, { species: 'Mutton snapper' }],
      },
      weigh_in: 'required',
    });
    const entries = {} as Record<string, string>;
    for (const diver of [a, b, c, d]) entries[diver.id] = await enter(ctx, id, diver.key);
    const at = (h: number) => iso(startsAt + h * 60);
    const fish = {
      counted: await logCatch(ctx, a.key, { weight_kg: 10, caught_at: at(1), ...inside }),
      outside: await logCatch(ctx, a.key, { weight_kg: 10, caught_at: at(2), location: { lat: 30, lon: -80.5 } }),
      noPlace: await logCatch(ctx, a.key, { weight_kg: 10, caught_at: at(3) }),
      excluded: await logCatch(ctx, a.key, { species: 'Grey triggerfish', weight_kg: 10, caught_at: at(4), ...inside }),
      small: await logCatch(ctx, a.key, { weight_kg: 0.5, caught_at: at(5), ...inside }),
      unweighed: await logCatch(ctx, a.key, { weight_kg: 10, caught_at: at(6), ...inside }),
      rejected: await logCatch(ctx, a.key, { weight_kg: 10, caught_at: at(7), ...inside }),
      wahoo2: await logCatch(ctx, a.key, { weight_kg: 9, caught_at: at(8), ...inside }),
      wahoo3: await logCatch(ctx, a.key, { weight_kg: 8, caught_at: at(9), ...inside }),
      snapper: await logCatch(ctx, a.key, { species: 'Mutton snapper', weight_kg: 2, caught_at: at(10), ...inside }),
      snapper2: await logCatch(ctx, a.key, { species: 'Mutton snapper', weight_kg: 1.5, caught_at: at(11), ...inside }),
      before: await logCatch(ctx, a.key, { weight_kg: 10, caught_at: iso(startsAt - 60), ...inside }),
    };
    const bFish = await logCatch(ctx, b.key, { weight_kg: 5, ...inside });
    const cFish = await logCatch(ctx, c.key, { weight_kg: 5, ...inside });
    // Weigh-ins need the competition running.
    expect((await weigh(ctx, people, id, fish.counted, 10)).status).toBe(409);
    ctx.clock.now = startsAt + 2 * hour;
    for (const key of ['counted', 'outside', 'noPlace', 'excluded', 'small', 'wahoo2', 'wahoo3', 'snapper', 'snapper2'] as const)
      expect(
        (
          await weigh(
            ctx,
            people,
            id,
            fish[key],
            key === 'small'
              ? 0.5
              : key.startsWith('snapper')
                ? key === 'snapper'
                  ? 2
                  : 1.5
                : key === 'wahoo2'
                  ? 9
                  : key === 'wahoo3'
                    ? 8
                    : 10,
          )
        ).status,
      ).toBe(201);
    await weigh(ctx, people, id, fish.rejected, 10, 'accepted');
    await weigh(ctx, people, id, fish.rejected, 10, 'rejected');
    await weigh(ctx, people, id, bFish, 5);
    await weigh(ctx, people, id, cFish, 6);
    await weigh(ctx, people, id, cFish, 5);
    // Refusals: the weighmaster's own catch, a catch of nobody entered, a verifier who is no weighmaster.
    const outsider = await ctx.user('outsider@club.test', 'diver');
    const ownCatch = await logCatch(ctx, people.weighmaster.key, { weight_kg: 3 });
    const stray = await logCatch(ctx, outsider.key, { weight_kg: 3 });
    const otherVerifier = await ctx.user('v2@club.test', 'verifier');
    expect((await weigh(ctx, people, id, stray, 3)).status).toBe(422);
    const notMaster = await ctx.request('POST', `/v1/competitions/${id}/weigh-ins`, {
      key: otherVerifier.key,
      body: { catch_id: bFish, weight_kg: 1, decision: 'accepted' },
    });
    expect(notMaster.status).toBe(403);
    await enter(ctx, id, people.admin.key, { diver_id: people.weighmaster.id });
    expect((await weigh(ctx, people, id, ownCatch, 3)).status).toBe(403);

    const listed = await body(await ctx.request('GET', `/v1/competitions/${id}/entries/${entries[a.id]}/fish`, { key: b.key }));
    const reasons = Object.fromEntries(listed.data.map((f: { catch_id: string; reason: string | null }) => [f.catch_id, f.reason]));
    expect(reasons).toEqual({
      [fish.counted]: null,
      [fish.outside]: 'outside_area',
      [fish.noPlace]: 'outside_area',
      [fish.excluded]: 'species_excluded',
      [fish.small]: 'below_minimum',
      [fish.unweighed]: 'not_weighed',
      [fish.rejected]: 'rejected',
      [fish.wahoo2]: null,
      [fish.wahoo3]: 'over_species_limit',
      [fish.snapper]: null,
      [fish.snapper2]: 'over_fish_limit',
    });
    const standings = await body(await ctx.request('GET', `/v1/competitions/${id}/standings`, { key: d.key }));
    expect(standings.competition).toEqual({ id, name: 'Club cup', status: 'running' });
    expect(standings.data.map((s: { rank: number; points: number; entry: { id: string } }) => [s.rank, s.entry.id, s.points])).toEqual([
      [1, entries[a.id], 10_100 + 9_100 + 2_100],
      [2, [entries[b.id], entries[c.id]].sort()[0], 5_100],
      [2, [entries[b.id], entries[c.id]].sort()[1], 5_100],
      [4, expect.any(String), 0],
      [4, expect.any(String), 0],
    ]);
    expect(standings.data[0].biggest).toEqual({ catch_id: fish.counted, species: expect.stringMatching(/^sp_/), weight_kg: 10 });
    const weighIns = await body(await ctx.request('GET', `/v1/competitions/${id}/weigh-ins`, { key: d.key }));
    expect(
      weighIns.data.filter((w: { catch_id: string }) => w.catch_id === fish.rejected).map((w: { decision: string }) => w.decision),
    ).toEqual(['accepted', 'rejected']);
    const changed = await ctx.db.all<{ data: string }>("SELECT data FROM events WHERE type = 'competition.standings_changed' ORDER BY pk");
    expect(changed.length).toBeGreaterThan(0);
  });
});

describe('protests and the freeze at final', () => {
  test('protest while provisional, finalize only once resolved; final standings never change', async () => {
    const ctx = testContext();
    const people = await cast(ctx);
    const [a, b] = people.divers as [typeof people.admin, typeof people.admin];
    const id = await competition(ctx, people, { weigh_in: 'none', protest_hours: 2 });
    const entryA = await enter(ctx, id, a.key);
    await enter(ctx, id, b.key);
    const catchA = await logCatch(ctx, a.key, { weight_kg: 4 });
    await logCatch(ctx, b.key, { weight_kg: 3 });
    const protest = (key: string, fields: unknown = { entry_id: entryA, reason: 'Speared outside the zone' }) =>
      ctx.request('POST', `/v1/competitions/${id}/protests`, { key, body: fields });
    ctx.clock.now = startsAt + hour;
    expect((await protest(b.key)).status).toBe(409);
    ctx.clock.now = endsAt;
    expect((await protest(people.divers[2]!.key)).status).toBe(403);
    expect((await protest(b.key, { catch_id: 'catch_01h455vb4pex5vsknk084sn02q', reason: 'x' })).status).toBe(422);
    const filed = await body(await protest(b.key));
    expect(filed).toMatchObject({ status: 'open', entry_id: entryA });
    const finalize = () => ctx.request('POST', `/v1/competitions/${id}/finalize`, { key: people.admin.key });
    expect((await body(await finalize())).code).toBe('protests_open');
    // The window passes, but an open protest holds the results provisional.
    ctx.clock.now = endsAt + 3 * hour;
    expect((await body(await ctx.request('GET', `/v1/competitions/${id}`, { key: a.key }))).status).toBe('provisional');
    expect((await body(await protest(b.key))).code).toBe('protest_window_closed');
    const resolve = (decision: string) =>
      ctx.request('POST', `/v1/competitions/${id}/protests/${filed.id}/resolve`, {
        key: people.admin.key,
        body: { decision, note: 'Inside by GPS' },
      });
    expect((await body(await resolve('dismissed'))).status).toBe('dismissed');
    expect((await body(await resolve('upheld'))).code).toBe('protest_resolved');
    const before = await body(await ctx.request('GET', `/v1/competitions/${id}/standings`, { key: a.key }));
    expect(before.competition.status).toBe('final');
    expect(before.data[0].points).toBe(4000);
    // After final: editing or deleting a catch changes nothing in the standings or the fish.
    await ctx.request('PATCH', `/v1/catches/${catchA}`, { key: a.key, body: { weight_kg: 1 } });
    await logCatch(ctx, b.key, { weight_kg: 30 });
    expect(await body(await ctx.request('GET', `/v1/competitions/${id}/standings`, { key: a.key }))).toEqual(before);
    await ctx.request('DELETE', `/v1/catches/${catchA}`, { key: a.key });
    expect(await body(await ctx.request('GET', `/v1/competitions/${id}/standings`, { key: a.key }))).toEqual(before);
    const fishA = await body(await ctx.request('GET', `/v1/competitions/${id}/entries/${entryA}/fish`, { key: a.key }));
    expect(fishA.data).toEqual([
      { catch_id: catchA, species: expect.stringMatching(/^sp_/), weight_kg: 4, points: 4000, counted: true, reason: null },
    ]);
    const finalized = await ctx.db.get<{ data: string }>("SELECT data FROM events WHERE type = 'competition.finalized'");
    expect(JSON.parse(finalized!.data).object.top.map((s: { points: number }) => s.points)).toEqual([4000, 3000]);
  });
});
