// The bell, /notifications and /account/notifications without JavaScript: the count comes
// from the server, opening a notification marks it read and goes to its page, nobody opens
// another's, and the settings form saves every kind.
import { describe, expect, test } from 'bun:test';
import { notifyRound } from '../../src/modules/notifications/notifier';
import { FormBrowser, formFields, userWithPassword } from '../developers/oauth/helpers';
import { addPhoto, json } from '../catches/verifications/helpers';
import { testContext, type TestContext } from '../support';

async function gradedCatch(ctx: TestContext, diverKey: string, verifierKey: string, tier = 'bronze'): Promise<string> {
  const created = await ctx.request('POST', '/v1/catches', { key: diverKey, body: { species: 'Wahoo', depth_ft: 30, weight_lbs: 9 } });
  const id = (await json(created)).id;
  const evidence = { photo_ids: [await addPhoto(ctx, id)] };
  expect((await ctx.request('POST', `/v1/catches/${id}/verifications`, { key: verifierKey, body: { tier, evidence } })).status).toBe(201);
  while ((await notifyRound(ctx.db)) > 0);
  return id;
}

/** The bell's count in a page's top bar, or null when it shows none. */
const bell = (page: string): string | null => {
  const match = page.match(/<a class="bell" href="\/notifications"[^>]*>[^<]*(?:<span class="count">([^<]+)<\/span>)?<\/a>/);
  expect(match).not.toBeNull();
  return match![1] ?? null;
};

describe('the bell and the list', () => {
  test('counts the unread; opening one marks it read and goes to its page; another’s is not found', async () => {
    const ctx = testContext();
    const dina = await ctx.user('dina@club.test', 'diver');
    await userWithPassword(ctx, 'dina@club.test', 'diver');
    const vera = await ctx.user('vera@club.test', 'verifier');
    const bruno = await ctx.user('bruno@club.test', 'diver');
    const browser = new FormBrowser(ctx);
    expect((await browser.signIn('dina@club.test')).status).toBe(303);
    expect(bell(await (await browser.send('GET', '/catches')).text())).toBeNull();

    const first = await gradedCatch(ctx, dina.key, vera.key);
    const second = await gradedCatch(ctx, dina.key, vera.key);
    await gradedCatch(ctx, bruno.key, vera.key);
    const page = await (await browser.send('GET', '/catches')).text();
    expect(bell(page)).toBe('2');
    expect(page).not.toMatch(/<script(?![^>]*\bsrc=)/);

    const list = await (await browser.send('GET', '/notifications')).text();
    const opens = [...list.matchAll(/action="\/notifications\/(ntf_[0-9a-z]+)\/open"/g)].map((m) => m[1]!);
    expect(opens).toHaveLength(2);
    expect(list).toContain('Your catch was graded bronze');
    const fields = formFields(list);
    // Newest first: the second catch's notification leads.
    const opened = await browser.send('POST', `/notifications/${opens[0]}/open`, fields);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/catches/${second}`);
    expect(bell(await (await browser.send('GET', '/notifications')).text())).toBe('1');
    const unread = await (await browser.send('GET', '/notifications?unread=1')).text();
    expect([...unread.matchAll(/action="\/notifications\/(ntf_[0-9a-z]+)\/open"/g)].map((m) => m[1])).toEqual([opens[1]]);

    // Bruno's notification is not Dina's to open; a post without the form's token is refused.
    const brunos = (await ctx.db.get<{ id: string }>('SELECT id FROM notifications WHERE user_id = ?', bruno.id))!.id;
    expect((await browser.send('POST', `/notifications/${brunos}/open`, fields)).status).toBe(404);
    expect((await ctx.db.get<{ read_at: number | null }>('SELECT read_at FROM notifications WHERE id = ?', brunos))!.read_at).toBeNull();
    expect((await browser.send('POST', `/notifications/${opens[1]}/open`, {})).status).toBe(403);

    expect((await browser.send('POST', '/notifications/read', fields)).status).toBe(303);
    expect(bell(await (await browser.send('GET', '/notifications')).text())).toBeNull();
    const again = await browser.send('POST', `/notifications/${opens[1]}/open`, fields);
    expect(again.headers.get('location')).toBe(`/catches/${first}`);
  });

  test('signed out: the pages ask to sign in and the top bar has no bell', async () => {
    const ctx = testContext();
    const browser = new FormBrowser(ctx);
    const answer = await browser.send('GET', '/notifications');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toStartWith('/sign-in');
    expect(await (await browser.send('GET', '/')).text()).not.toContain('class="bell"');
  });
});

describe('/account/notifications', () => {
  test('the form saves every kind: unticked boxes turn a channel off, the email choice is kept', async () => {
    const ctx = testContext();
    const dina = await ctx.user('dina@club.test', 'diver');
    await userWithPassword(ctx, 'dina@club.test', 'diver');
    const browser = new FormBrowser(ctx);
    expect((await browser.signIn('dina@club.test')).status).toBe(303);
    expect(await (await browser.send('GET', '/account')).text()).toContain('href="/account/notifications"');
    const page = await (await browser.send('GET', '/account/notifications')).text();
    expect(page).toContain('One of your catches is graded or refused');
    // A diver is shown the kinds a diver can be sent: not the admins' (sign-ups, applications, the club digest).
    expect(page.match(/name="[a-z_]+\.in_app" value="on" checked/g)).toHaveLength(7);
    expect(page).not.toContain('name="sign_up_waiting.in_app"');
    const form: Record<string, string> = { ...formFields(page) };
    for (const kind of ['verification_requested', 'board_overtaken', 'competition_published', 'competition_results', 'protest_on_entry'])
      form[`${kind}.in_app`] = 'on';
    form['catch_graded.email'] = 'daily';
    form['catch_graded.push'] = 'on';
    form['board_overtaken.email'] = 'hourly';
    const saved = await browser.send('POST', '/account/notifications', form);
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/account/notifications?done=saved');
    const settings = await json(await ctx.request('GET', '/v1/me/notification-settings', { key: dina.key }));
    expect(settings.catch_graded).toEqual({ in_app: false, email: 'daily', push: true });
    expect(settings.board_overtaken).toEqual({ in_app: true, email: 'off', push: false });
    expect(settings.competition_overtaken.in_app).toBe(false);
    // Kinds the form did not show stay as they were.
    expect(settings.sign_up_waiting.in_app).toBe(true);
    const shown = await (await browser.send('GET', '/account/notifications?done=saved')).text();
    expect(shown).toContain('Saved.');
    expect(shown).toMatch(/<option value="daily" selected/);
  });
});
