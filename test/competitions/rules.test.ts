// Contract §7a, the rules the other API tests leave out: who may weigh and when, entries by
// status, standings per division and paged, protests' resolution and listing, reading without
// a credential, the list's status filter, and webhooks for the competition events. Both engines.
import { describe, expect, test } from 'bun:test';
import { testContext } from '../support';
import { body, cast, competition, endsAt, enter, hour, iso, logCatch, startsAt, weigh } from './helpers';

describe('§7a rules', () => {
  test('weigh-ins: an admin who is no weighmaster may; outside the window 422; none once final (409)', async () => {
    const ctx = testContext();
    const people = await cast(ctx, 2);
    const [a, b] = people.divers as [typeof people.admin, typeof people.admin];
    const id = await competition(ctx, people, { protest_hours: 0 });
    await enter(ctx, id, a.key);
    await enter(ctx, id, b.key);
    ctx.clock.now = startsAt + hour;
    const fish = await logCatch(ctx, a.key, { weight_kg: 3 });
    const early = await logCatch(ctx, a.key, { weight_kg: 3, caught_at: iso(startsAt - 60) });
    const byAdmin = await ctx.request('POST', `/v1/competitions/${id}/weigh-ins`, {
      key: people.admin.key,
      body: { catch_id: fish, weight_kg: 3.1, decision: 'accepted' },
    });
    expect(byAdmin.status).toBe(201);
    expect(await body(byAdmin)).toMatchObject({ id: expect.stringMatching(/^wgh_/), catch_id: fish, weight_kg: 3.1, decision: 'accepted' });
    const outside = await weigh(ctx, people, id, early, 3);
    expect(outside.status).toBe(422);
    expect((await body(outside)).errors[0].field).toBe('catch_id');
    // Provisional: still weighed; final (no protest window): refused.
    ctx.clock.now = endsAt;
    expect((await body(await ctx.request('GET', `/v1/competitions/${id}`, { key: a.key }))).status).toBe('final');
    const late = await weigh(ctx, people, id, fish, 2);
    expect(late.status).toBe(409);
    expect((await body(late)).code).toBe('competition_not_running');
    const standings = await body(await ctx.request('GET', `/v1/competitions/${id}/standings`, { key: b.key }));
    expect(standings.data[0].points).toBe(3100);
  });

  test('entries by status: divers while open, admins until final, withdrawals before running', async () => {
    const ctx = testContext();
    const people = await cast(ctx, 4);
    const [a, b, c, d] = people.divers as [typeof people.admin, typeof people.admin, typeof people.admin, typeof people.admin];
    const id = await competition(ctx, people, { protest_hours: 1 });
    const entryA = await enter(ctx, id, a.key);
    ctx.clock.now = startsAt + hour;
    const late = await ctx.request('POST', `/v1/competitions/${id}/entries`, { key: b.key, body: {} });
    expect(late.status).toBe(409);
    expect((await body(late)).code).toBe('entries_closed');
    const withdraw = await ctx.request('DELETE', `/v1/competitions/${id}/entries/${entryA}`, { key: a.key });
    expect(withdraw.status).toBe(409);
    expect((await body(withdraw)).code).toBe('competition_started');
    expect((await ctx.request('POST', `/v1/competitions/${id}/entries`, { key: people.admin.key, body: { diver_id: b.id } })).status).toBe(
      201,
    );
    ctx.clock.now = endsAt;
    expect((await ctx.request('POST', `/v1/competitions/${id}/entries`, { key: people.admin.key, body: { diver_id: c.id } })).status).toBe(
      201,
    );
    ctx.clock.now = endsAt + 2 * hour;
    const closed = await ctx.request('POST', `/v1/competitions/${id}/entries`, { key: people.admin.key, body: { diver_id: d.id } });
    expect(closed.status).toBe(409);
    expect((await body(closed)).code).toBe('entries_closed');
    const listed = await body(await ctx.request('GET', `/v1/competitions/${id}/entries`, { key: d.key }));
    expect(listed.data).toHaveLength(3);
  });

  test('standings: ranks within a division, paged, every entry listed with 0 points last', async () => {
    const ctx = testContext();
    const people = await cast(ctx, 5);
    const id = await competition(ctx, people, { weigh_in: 'none', divisions: ['open', 'women'] });
    const entries: string[] = [];
    for (const [i, diver] of people.divers.entries())
      entries.push(await enter(ctx, id, diver.key, { division: i % 2 === 0 ? 'open' : 'women' }));
    ctx.clock.now = startsAt + hour;
    // Divers 0..3 score 1, 2, 3, 4 kg; diver 4 nothing.
    for (const [i, diver] of people.divers.slice(0, 4).entries()) await logCatch(ctx, diver.key, { weight_kg: i + 1 });
    const read = async (query: string) =>
      body(await ctx.request('GET', `/v1/competitions/${id}/standings?${query}`, { key: people.divers[0]!.key }));
    const all = await read('');
    expect(all.data.map((s: { rank: number; points: number }) => [s.rank, s.points])).toEqual([
      [1, 4000],
      [2, 3000],
      [3, 2000],
      [4, 1000],
      [5, 0],
    ]);
    const open = await read('division=open');
    expect(open.total).toBe(3);
    expect(open.data.map((s: { rank: number; entry: { id: string; division: string } }) => [s.rank, s.entry.id, s.entry.division])).toEqual(
      [
        [1, entries[2], 'open'],
        [2, entries[0], 'open'],
        [3, entries[4], 'open'],
      ],
    );
    const women = await read('division=women');
    expect(women.data.map((s: { rank: number; points: number }) => [s.rank, s.points])).toEqual([
      [1, 4000],
      [2, 2000],
    ]);
    const second = await read('page=2&per_page=2');
    expect(second).toMatchObject({ total: 5, page: 2, per_page: 2 });
    expect(second.data.map((s: { rank: number }) => s.rank)).toEqual([3, 4]);
    expect(second.data[0].biggest).toMatchObject({ species: expect.stringMatching(/^sp_/), weight_kg: 2 });
  });

  test('protests: only admins resolve; every protest listed with its status; reading needs a credential', async () => {
    const ctx = testContext();
    const people = await cast(ctx, 2);
    const [a, b] = people.divers as [typeof people.admin, typeof people.admin];
    const id = await competition(ctx, people, { weigh_in: 'none' });
    const entryA = await enter(ctx, id, a.key);
    await enter(ctx, id, b.key);
    ctx.clock.now = endsAt + 60;
    const filed = await body(
      await ctx.request('POST', `/v1/competitions/${id}/protests`, { key: b.key, body: { entry_id: entryA, reason: 'Outside' } }),
    );
    expect(filed.id).toMatch(/^prt_/);
    const resolve = (key: string) =>
      ctx.request('POST', `/v1/competitions/${id}/protests/${filed.id}/resolve`, { key, body: { decision: 'upheld', note: 'By GPS' } });
    expect((await resolve(b.key)).status).toBe(403);
    expect((await resolve(people.weighmaster.key)).status).toBe(403);
    expect((await resolve(people.admin.key)).status).toBe(200);
    const listed = await body(await ctx.request('GET', `/v1/competitions/${id}/protests`, { key: a.key }));
    expect(listed.data).toEqual([expect.objectContaining({ id: filed.id, status: 'upheld', note: 'By GPS', entry_id: entryA })]);
    for (const path of ['', '/standings', '/entries', '/protests', '/weigh-ins'])
      expect((await ctx.request('GET', `/v1/competitions/${id}${path}`)).status).toBe(401);
  });

  test('the list filters by status; webhooks subscribe to the competition events', async () => {
    const ctx = testContext();
    const people = await cast(ctx, 1);
    const running = await competition(ctx, people);
    const later = await competition(ctx, people, { starts_at: iso(endsAt), ends_at: iso(endsAt + hour) });
    ctx.clock.now = startsAt + hour;
    const list = async (status: string) =>
      (await body(await ctx.request('GET', `/v1/competitions?status=${status}`, { key: people.divers[0]!.key }))).data.map(
        (c: { id: string }) => c.id,
      );
    expect(await list('running')).toEqual([running]);
    expect(await list('open')).toEqual([later]);
    const hook = await ctx.request('POST', '/v1/webhooks', {
      key: people.admin.key,
      body: {
        url: 'https://hooks.club.test/competitions',
        events: ['competition.status_changed', 'competition.standings_changed', 'competition.finalized'],
      },
    });
    expect(hook.status).toBe(201);
    expect((await body(hook)).events).toEqual(['competition.status_changed', 'competition.standings_changed', 'competition.finalized']);
  });
});
