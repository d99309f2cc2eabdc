// A catch's time zone (contract §8b): the API takes an IANA zone (422 on any other), returns it,
// and defaults it to the diver's zone, then the club's; the page form sends the person's zone
// without script and reads the typed time on that zone's clock; a catch's page shows its time
// in its own zone, named. Both engines.
import { describe, expect, test } from 'bun:test';
import { FormBrowser, formFields, userWithPassword } from '../developers/oauth/helpers';
import { testContext } from '../support';

const fish = { species: 'Common dentex', weight_kg: 4, depth_m: 12, caught_at: '2026-03-31T21:30:00Z' };

describe("a catch's time zone", () => {
  test('given, defaulted to the diver’s zone then the club’s, changed, refused when unknown', async () => {
    const ctx = testContext();
    const admin = await ctx.user('admin@club.test', 'admin');
    const diver = await ctx.user('diver@club.test');
    const create = async (body: object) => {
      const response = await ctx.request('POST', '/v1/catches', { key: diver.key, body: { ...fish, ...body } });
      return { status: response.status, body: (await response.json()) as { id: string; time_zone: string; errors?: { field: string }[] } };
    };
    expect((await create({})).body.time_zone).toBe('UTC');
    expect((await ctx.request('PATCH', '/v1/club', { key: admin.key, body: { time_zone: 'Europe/Madrid' } })).status).toBe(200);
    const clubs = await create({});
    expect(clubs.body.time_zone).toBe('Europe/Madrid');
    expect((await ctx.request('PATCH', '/v1/me', { key: diver.key, body: { time_zone: 'Atlantic/Canary' } })).status).toBe(200);
    expect((await create({})).body.time_zone).toBe('Atlantic/Canary');
    const given = await create({ time_zone: 'Europe/Athens' });
    expect(given).toMatchObject({ status: 201, body: { time_zone: 'Europe/Athens', caught_at: '2026-03-31T21:30:00Z' } });
    const read = (await (await ctx.request('GET', `/v1/catches/${given.body.id}`, { key: diver.key })).json()) as { time_zone: string };
    expect(read.time_zone).toBe('Europe/Athens');
    const bad = await create({ time_zone: 'Mars/Olympus' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors!.map((e) => e.field)).toEqual(['time_zone']);
    const patched = await ctx.request('PATCH', `/v1/catches/${clubs.body.id}`, { key: diver.key, body: { time_zone: 'Europe/Rome' } });
    expect(((await patched.json()) as { time_zone: string }).time_zone).toBe('Europe/Rome');
    expect((await ctx.request('PATCH', `/v1/catches/${clubs.body.id}`, { key: diver.key, body: { time_zone: 'Nowhere' } })).status).toBe(
      422,
    );
  });

  test('the form without script: the time typed on the person’s zone’s clock; the page names the catch’s zone', async () => {
    const ctx = testContext();
    await userWithPassword(ctx, 'diver@club.test', 'diver');
    const diver = await ctx.user('diver@club.test');
    await ctx.request('PATCH', '/v1/me', { key: diver.key, body: { time_zone: 'Europe/Madrid' } });
    const browser = new FormBrowser(ctx);
    await browser.signIn('diver@club.test');
    const fields = formFields(await (await browser.send('GET', '/catches/new')).text());
    expect(fields.time_zone).toBe('Europe/Madrid');
    const saved = await browser.send('POST', '/catches', {
      ...fields,
      species: 'Common dentex',
      weight: '4',
      depth: '12',
      caught_at: '2026-03-31T23:30',
    });
    expect(saved.status).toBe(303);
    const id = saved.headers.get('location')!.split('?')[0].split('/').pop()!;
    const stored = (await (await ctx.request('GET', `/v1/catches/${id}`, { key: diver.key })).json()) as Record<string, unknown>;
    expect(stored).toMatchObject({ caught_at: '2026-03-31T21:30:00Z', time_zone: 'Europe/Madrid' });
    // Another reader, in another zone, sees the catch's own time and zone.
    await ctx.request('PATCH', '/v1/me', { key: diver.key, body: { time_zone: 'America/New_York' } });
    const page = await (await browser.send('GET', `/catches/${id}`)).text();
    expect(page).toContain('2026-03-31 23:30 Europe/Madrid');
    // Other times are on the reader's clock: the list's time filters (21:30 UTC is 17:30 in New York).
    const listed = async (query: string) => (await (await browser.send('GET', `/catches?${query}`)).text()).includes(`/catches/${id}"`);
    expect(await (await browser.send('GET', '/catches')).text()).toContain('Caught after (America/New_York time)');
    expect(await listed('caught_after=2026-03-31T17:29')).toBe(true);
    expect(await listed('caught_after=2026-03-31T17:31')).toBe(false);
    // The phone's script sends its zone and offset: a catch typed in Athens.
    const athens = await browser.send('POST', '/catches', {
      ...formFields(await (await browser.send('GET', '/catches/new')).text()),
      species: 'Common dentex',
      weight: '4',
      depth: '12',
      caught_at: '2026-03-31T23:30',
      time_zone: 'Europe/Athens',
      tz_offset: '180',
    });
    const athensId = athens.headers.get('location')!.split('?')[0].split('/').pop()!;
    const inAthens = (await (await ctx.request('GET', `/v1/catches/${athensId}`, { key: diver.key })).json()) as Record<string, unknown>;
    expect(inAthens).toMatchObject({ caught_at: '2026-03-31T20:30:00Z', time_zone: 'Europe/Athens' });
  });
});

describe('other times on the reader’s clock', () => {
  // testNow is 13:22 UTC on 4 May: 15:22 in Madrid (summer time), 09:22 in New York.
  test.each([
    ['/account', 'the sessions and the account’s activity'],
    ['/developers/keys', 'an API key’s last use'],
  ])('%s: %s', async (path) => {
    const ctx = testContext();
    await userWithPassword(ctx, 'diver@club.test', 'diver');
    const diver = await ctx.user('diver@club.test');
    const browser = new FormBrowser(ctx);
    await browser.signIn('diver@club.test');
    expect((await ctx.request('GET', '/v1/me', { key: diver.key })).status).toBe(200); // the key's last use
    const page = async () => (await (await browser.send('GET', path)).text()).replace(/\s+/g, ' ');
    expect(await page()).toContain('2026-05-04 13:22 UTC');
    await ctx.request('PATCH', '/v1/me', { key: diver.key, body: { time_zone: 'Europe/Madrid' } });
    expect(await page()).toContain('2026-05-04 15:22 Europe/Madrid');
    expect(await page()).not.toContain(' UTC');
    await ctx.request('PATCH', '/v1/me', { key: diver.key, body: { time_zone: 'America/New_York' } });
    expect(await page()).toContain('2026-05-04 09:22 America/New_York');
  });
});
