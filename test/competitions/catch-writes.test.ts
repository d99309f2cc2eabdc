// Contract §7a: an entrant's catches are the competition's input. Creating, editing or deleting
// one that moves the top 10 emits `competition.standings_changed`; once `final`, nothing moves
// and nothing is emitted. Both engines, and a second instance on the same database.
import { describe, expect, test } from 'bun:test';
import { otherStore, type TestContext, testContext } from '../support';
import { body, cast, competition, endsAt, enter, hour, logCatch, startsAt } from './helpers';

interface Change {
  entry: { id: string };
  old_rank: number | null;
  new_rank: number | null;
}

/** The standings_changed events recorded after `since` (an events pk), oldest first. */
async function standingsEvents(ctx: TestContext, since = 0): Promise<{ pk: number; changes: Change[]; top: { points: number }[] }[]> {
  const rows = await ctx.db.all<{ pk: number; data: string }>(
    "SELECT pk, data FROM events WHERE type = 'competition.standings_changed' AND pk > ? ORDER BY pk",
    since,
  );
  return rows.map((r) => ({ pk: Number(r.pk), ...JSON.parse(r.data).object }));
}

const lastEventPk = async (ctx: TestContext): Promise<number> =>
  Number((await ctx.db.get<{ pk: number | null }>('SELECT max(pk) AS pk FROM events'))!.pk ?? 0);

describe('catch writes and the standings', () => {
  test('a catch created, edited or deleted that moves the top 10 emits standings_changed; one that does not, nothing', async () => {
    const ctx = testContext();
    const people = await cast(ctx, 3);
    const [a, b, c] = people.divers as [typeof people.admin, typeof people.admin, typeof people.admin];
    const id = await competition(ctx, people, { weigh_in: 'none' });
    const entries = [await enter(ctx, id, a.key), await enter(ctx, id, b.key), await enter(ctx, id, c.key)];
    ctx.clock.now = startsAt + 2 * hour;
    const other = testContext({}, { db: otherStore(ctx.db) });
    other.clock.now = ctx.clock.now;
    const points = async (t: TestContext) =>
      (await body(await t.request('GET', `/v1/competitions/${id}/standings`, { key: a.key }))).data.map(
        (s: { entry: { id: string }; points: number }) => [entries.indexOf(s.entry.id), s.points],
      );

    const fishA = await logCatch(ctx, a.key, { weight_kg: 4 });
    const created = await standingsEvents(ctx);
    // From three ties at 0 (all rank 1), A stays first, B and C fall to second.
    expect(created.at(-1)!.changes.map((ch) => [entries.indexOf(ch.entry.id), ch.old_rank, ch.new_rank])).toEqual([
      [1, 1, 2],
      [2, 1, 2],
    ]);
    const fishB = await logCatch(ctx, b.key, { weight_kg: 3 });
    expect(await points(other)).toEqual([
      [0, 4000],
      [1, 3000],
      [2, 0],
    ]);

    // An edit that passes A: B and A swap places, on every instance at once.
    let since = await lastEventPk(ctx);
    expect((await other.request('PATCH', `/v1/catches/${fishB}`, { key: b.key, body: { weight_kg: 5 } })).status).toBe(200);
    const edited = await standingsEvents(ctx, since);
    expect(edited).toHaveLength(1);
    expect(edited[0]!.changes.map((ch) => [entries.indexOf(ch.entry.id), ch.old_rank, ch.new_rank])).toEqual([
      [1, 2, 1],
      [0, 1, 2],
    ]);
    expect(edited[0]!.top.map((s) => s.points)).toEqual([5000, 4000, 0]);
    expect(await points(ctx)).toEqual([
      [1, 5000],
      [0, 4000],
      [2, 0],
    ]);

    // An edit that moves nobody (the notes; a weight that keeps the order): no event.
    since = await lastEventPk(ctx);
    expect((await ctx.request('PATCH', `/v1/catches/${fishA}`, { key: a.key, body: { notes: 'a fine fish' } })).status).toBe(200);
    expect((await ctx.request('PATCH', `/v1/catches/${fishA}`, { key: a.key, body: { weight_kg: 4.5 } })).status).toBe(200);
    expect(await standingsEvents(ctx, since)).toEqual([]);
    expect(await points(other)).toEqual([
      [1, 5000],
      [0, 4500],
      [2, 0],
    ]);

    // A delete that drops B to the bottom, level with C (0 points: ranks 2, 2 by entry id).
    since = await lastEventPk(ctx);
    expect((await other.request('DELETE', `/v1/catches/${fishB}`, { key: b.key })).status).toBe(204);
    const deleted = await standingsEvents(ctx, since);
    expect(deleted).toHaveLength(1);
    expect(deleted[0]!.top.map((s) => s.points)).toEqual([4500, 0, 0]);
    expect(deleted[0]!.changes.find((ch) => ch.entry.id === entries[0])).toMatchObject({ old_rank: 2, new_rank: 1 });
    expect(await points(ctx)).toEqual(await points(other));
    await other.db.close();
  });

  test('after final (by the clock, with no read in between) edits and deletes change nothing and emit nothing', async () => {
    const ctx = testContext();
    const people = await cast(ctx, 2);
    const [a, b] = people.divers as [typeof people.admin, typeof people.admin];
    const id = await competition(ctx, people, { weigh_in: 'none', protest_hours: 1 });
    const entryA = await enter(ctx, id, a.key);
    await enter(ctx, id, b.key);
    ctx.clock.now = startsAt + hour;
    const fishA = await logCatch(ctx, a.key, { weight_kg: 4 });
    const fishB = await logCatch(ctx, b.key, { weight_kg: 3 });
    const read = async () => body(await ctx.request('GET', `/v1/competitions/${id}/standings`, { key: a.key }));
    const provisional = (await read()).data;
    // The protest window passes with nobody reading: the competition is still stored provisional
    // when the edit comes, and the edit must find the standings frozen as they were.
    ctx.clock.now = endsAt + 2 * hour;
    const since = await lastEventPk(ctx);
    expect((await ctx.request('PATCH', `/v1/catches/${fishB}`, { key: b.key, body: { weight_kg: 9 } })).status).toBe(200);
    const final = await read();
    expect(final.competition.status).toBe('final');
    expect(final.data).toEqual(provisional);
    expect((await ctx.request('PATCH', `/v1/catches/${fishA}`, { key: a.key, body: { weight_kg: 1 } })).status).toBe(200);
    expect((await ctx.request('DELETE', `/v1/catches/${fishA}`, { key: a.key })).status).toBe(204);
    await logCatch(ctx, b.key, { weight_kg: 20, caught_at: new Date((startsAt + 2 * hour) * 1000).toISOString() });
    expect((await read()).data).toEqual(provisional);
    const fish = await body(await ctx.request('GET', `/v1/competitions/${id}/entries/${entryA}/fish`, { key: a.key }));
    expect(fish.data).toEqual([expect.objectContaining({ catch_id: fishA, weight_kg: 4, points: 4000, counted: true })]);
    expect(await standingsEvents(ctx, since)).toEqual([]);
    const finalized = await ctx.db.get<{ data: string }>("SELECT data FROM events WHERE type = 'competition.finalized'");
    expect(JSON.parse(finalized!.data).object.top.map((s: { points: number }) => s.points)).toEqual([4000, 3000]);
  });
});
