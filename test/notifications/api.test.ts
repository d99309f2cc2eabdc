// /v1/me/notifications and /v1/me/notification-settings: a person's own notifications only,
// paged like every list, read one by one or all at once; choices per kind; problem+json errors.
import { describe, expect, test } from 'bun:test';
import { newId } from '../../src/lib/ids';
import { testContext, type TestContext } from '../support';

type Person = { id: string; key: string };

/** Notifications as the notifier writes them (its choice of recipients is making.test.ts's). */
async function give(ctx: TestContext, person: Person, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = newId('ntf');
    await ctx.db.run(
      'INSERT INTO notifications (id, user_id, kind, event_id, data, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      id,
      person.id,
      'catch_graded',
      newId('evt'),
      JSON.stringify({ title: `Graded ${i}`, text: 'A verifier graded your Wahoo silver.', path: '/catches/catch_x' }),
      ctx.clock.now + i,
    );
    ids.push(id);
  }
  return ids;
}

const json = async (response: Response): Promise<any> => response.json();

describe('GET /v1/me/notifications', () => {
  test('newest first, paged, only your own; unread=true leaves out the read ones', async () => {
    const ctx = testContext();
    const anna = await ctx.user('anna@club.test');
    const bruno = await ctx.user('bruno@club.test');
    const mine = await give(ctx, anna, 5);
    await give(ctx, bruno, 2);
    const first = await ctx.request('GET', '/v1/me/notifications?per_page=2', { key: anna.key });
    expect(first.status).toBe(200);
    const page = await json(first);
    expect(page).toMatchObject({ object: 'list', total: 5, page: 1, per_page: 2, has_more: true });
    expect(page.data.map((n: { id: string }) => n.id)).toEqual([mine[4], mine[3]]);
    expect(page.data[0]).toEqual({
      id: mine[4],
      object: 'notification',
      kind: 'catch_graded',
      title: 'Graded 4',
      text: 'A verifier graded your Wahoo silver.',
      path: '/catches/catch_x',
      read: false,
      created_at: expect.any(String),
    });
    expect(first.headers.get('link')).toContain('rel="next"');
    const next = await json(await ctx.request('GET', `/v1/me/notifications?after=${mine[3]}`, { key: anna.key }));
    expect(next.data.map((n: { id: string }) => n.id)).toEqual([mine[2], mine[1], mine[0]]);
    // Another person's notification is no cursor of yours.
    const [brunos] = await give(ctx, bruno, 1);
    const foreign = await ctx.request('GET', `/v1/me/notifications?after=${brunos}`, { key: anna.key });
    expect(foreign.status).toBe(422);
    expect(foreign.headers.get('content-type')).toContain('application/problem+json');

    const read = await ctx.request('POST', '/v1/me/notifications/read', { key: anna.key, body: { ids: [mine[0], mine[1], brunos] } });
    expect(read.status).toBe(204);
    const unread = await json(await ctx.request('GET', '/v1/me/notifications?unread=true', { key: anna.key }));
    expect(unread.data.map((n: { id: string }) => n.id)).toEqual([mine[4], mine[3], mine[2]]);
    // Bruno's stays unread: ids of others' notifications change nothing.
    const his = await json(await ctx.request('GET', '/v1/me/notifications?unread=true', { key: bruno.key }));
    expect(his.total).toBe(3);

    expect((await ctx.request('POST', '/v1/me/notifications/read', { key: anna.key, body: { all: true } })).status).toBe(204);
    expect((await json(await ctx.request('GET', '/v1/me/notifications?unread=true', { key: anna.key }))).total).toBe(0);
    const all = await json(await ctx.request('GET', '/v1/me/notifications', { key: anna.key }));
    expect(all.data.every((n: { read: boolean }) => n.read)).toBe(true);
  });

  test('bad input and missing scopes are problems with codes', async () => {
    const ctx = testContext();
    const anna = await ctx.user('anna@club.test');
    const reader = await ctx.user('reader@club.test', 'diver', ['account:read']);
    const catchesOnly = await ctx.user('catches@club.test', 'diver', ['catches:read']);
    // Either ids or all: true, nothing else (one of two forms: the problem names the body).
    for (const body of [
      {},
      { ids: [] },
      { ids: ['catch_01h455vb4pex5vsknk084sn02q'] },
      { all: false },
      { all: true, extra: 1 },
      { ids: [], all: true },
    ]) {
      const response = await ctx.request('POST', '/v1/me/notifications/read', { key: anna.key, body });
      expect(response.status).toBe(422);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      expect((await json(response)).code).toBe('validation_failed');
    }
    expect((await ctx.request('GET', '/v1/me/notifications?unread=maybe', { key: anna.key })).status).toBe(422);
    expect((await ctx.request('GET', '/v1/me/notifications?per_page=101', { key: anna.key })).status).toBe(422);
    expect((await ctx.request('GET', '/v1/me/notifications')).status).toBe(401);
    expect((await ctx.request('GET', '/v1/me/notifications', { key: catchesOnly.key })).status).toBe(403);
    expect((await ctx.request('GET', '/v1/me/notifications', { key: reader.key })).status).toBe(200);
    const denied = await ctx.request('POST', '/v1/me/notifications/read', { key: reader.key, body: { all: true } });
    expect(denied.status).toBe(403);
    expect((await json(denied)).code).toBeString();
  });
});

describe('/v1/me/notification-settings', () => {
  test('every kind in the app only until changed (the digest a weekly mail); a change keeps the rest; bad values are 422', async () => {
    const ctx = testContext();
    const anna = await ctx.user('anna@club.test');
    const bruno = await ctx.user('bruno@club.test');
    const settings = await json(await ctx.request('GET', '/v1/me/notification-settings', { key: anna.key }));
    expect(Object.keys(settings)).toEqual([
      'verification_requested',
      'catch_graded',
      'sign_up_waiting',
      'developer_application_waiting',
      'board_overtaken',
      'competition_published',
      'competition_results',
      'protest_on_entry',
      'competition_overtaken',
      'club_digest',
    ]);
    // The admins' weekly digest is a weekly mail out of the app; every other kind is in the app only.
    const { club_digest: digest, ...others } = settings;
    expect(digest).toEqual({ in_app: false, email: 'weekly', push: false });
    for (const channels of Object.values(others)) expect(channels).toEqual({ in_app: true, email: 'off', push: false });
    const patch = (body: unknown, key = anna.key) => ctx.request('PATCH', '/v1/me/notification-settings', { key, body });
    const changed = await patch({ catch_graded: { email: 'daily' }, board_overtaken: { in_app: false, push: true } });
    expect(changed.status).toBe(200);
    const after = await json(changed);
    expect(after.catch_graded).toEqual({ in_app: true, email: 'daily', push: false });
    expect(after.board_overtaken).toEqual({ in_app: false, email: 'off', push: true });
    expect(await json(await patch({ catch_graded: { in_app: false } }))).toMatchObject({
      catch_graded: { in_app: false, email: 'daily', push: false },
      board_overtaken: { in_app: false, email: 'off', push: true },
    });
    for (const bad of [
      {},
      { catch_graded: {} },
      { catch_graded: { email: 'hourly' } },
      { nonsense: { in_app: true } },
      { catch_graded: { in_app: 'yes' } },
    ]) {
      const response = await patch(bad);
      expect(response.status).toBe(422);
      expect((await json(response)).code).toBe('validation_failed');
    }
    // Bruno's are his own.
    expect((await json(await ctx.request('GET', '/v1/me/notification-settings', { key: bruno.key }))).catch_graded.email).toBe('off');
  });
});
