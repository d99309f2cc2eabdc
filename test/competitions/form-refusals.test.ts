// The competition pages' forms, refused: each comes back (4xx, HTML) with what was sent and each
// problem beside its field (aria-invalid, aria-describedby), a rule of the whole form at its
// top. Create and change a competition, enter, add an entry, weigh, protest, resolve. Both engines.
import { describe, expect, test } from 'bun:test';
import { userWithPassword } from '../developers/oauth/helpers';
import { testContext } from '../support';
import { endsAt, hour, iso, logCatch, startsAt } from './helpers';
import { local, person, post } from './page-helpers';

/** The problem shown beside the input `id`, checking the input points at it; null when there is none. */
function besideField(page: string, id: string): string | null {
  const problem = new RegExp(`<p class="error field-problem" id="${id}-problem">([^<]*)</p>`).exec(page);
  const input = new RegExp(`<(?:input|textarea)[^>]*id="${id}"[^>]*>`).exec(page)?.[0] ?? '';
  if (!problem) {
    expect(input).not.toContain('aria-invalid');
    return null;
  }
  expect(input).toContain('aria-invalid="true"');
  expect(input).toContain(`aria-describedby="${id}-problem"`);
  return problem[1]!;
}

/** The problems at the top of the form `id`. */
const atTop = (page: string, id: string): string => {
  const form = page.split('<form').find((f) => f.includes(`id="${id}"`)) ?? '';
  return /<div class="problems"[^>]*><p class="error">([^<]*)<\/p>/.exec(form)?.[1] ?? '';
};

const settings = {
  name: 'Harbour cup',
  preset: 'cmas',
  time_zone: 'UTC',
  starts_at: local(startsAt),
  ends_at: local(endsAt),
  team_size: '2',
  divisions: 'open, women',
  entry: 'open',
  weigh_in: 'required',
  weighmasters: 'weigh@club.test',
  protest_hours: '1',
};

describe('competition forms refused', () => {
  test('create and change: problems beside their fields, what was sent kept; a started competition keeps all but its description', async () => {
    const ctx = testContext();
    const admin = await person(ctx, 'admin@club.test', 'admin');
    await userWithPassword(ctx, 'weigh@club.test', 'verifier');
    const form = await (await admin.send('GET', '/competitions/new')).text();
    const refused = await post(admin, form, '/competitions', {
      ...settings,
      name: 'Bad cup',
      time_zone: 'Mars/Olympus',
      ends_at: local(startsAt - hour),
      weighmasters: 'nobody@club.test',
    });
    expect(refused.status).toBe(422);
    expect(refused.headers.get('content-type')).toContain('text/html');
    let page = await refused.text();
    // People are looked up first; what was sent stays in the form.
    expect(besideField(page, 'c-weighmasters')).toBe('nobody has the address nobody@club.test');
    expect(besideField(page, 'c-name')).toBeNull();
    expect(page).toContain('value="Bad cup"');
    expect(page).toContain('value="Mars/Olympus"');
    page = await (
      await post(admin, page, '/competitions', { ...settings, time_zone: 'Mars/Olympus', ends_at: local(startsAt - hour) })
    ).text();
    expect(besideField(page, 'c-time_zone')).toContain('IANA time zone');
    expect(besideField(page, 'c-ends_at')).toBe('must be after starts_at');
    expect(besideField(page, 'c-weighmasters')).toBeNull();
    const created = await post(admin, page, '/competitions', settings);
    expect(created.status).toBe(303);
    const path = created.headers.get('location')!;

    // Changing it: the form holds the competition as stored; a refusal shows at its field.
    page = await (await admin.send('GET', `${path}/edit`)).text();
    expect(page).toContain('value="weigh@club.test"');
    expect(page).toContain(`value="${local(startsAt)}"`);
    page = await (await post(admin, page, `${path}/edit`, { ...settings, ends_at: local(startsAt) })).text();
    expect(besideField(page, 'c-ends_at')).toBe('must be after starts_at');
    expect((await post(admin, page, `${path}/edit`, { ...settings, name: 'Harbour cup 2026' })).status).toBe(303);
    page = await (await admin.send('GET', path)).text();
    expect(page).toContain('<h1>Harbour cup 2026</h1>');
    expect((await post(admin, page, `${path}/publish`, {})).status).toBe(303);
    ctx.clock.now = startsAt + hour;
    page = await (await admin.send('GET', `${path}/edit`)).text();
    const started = await post(admin, page, `${path}/edit`, { ...settings, name: 'Renamed' });
    expect(started.status).toBe(409);
    expect(atTop(await started.text(), 'competition-form')).toContain('only its description may change');
    expect(
      (await post(admin, page, `${path}/edit`, { ...settings, name: 'Harbour cup 2026', description: 'Two days at the harbour' })).status,
    ).toBe(303);
    expect(await (await admin.send('GET', path)).text()).toContain('Two days at the harbour');
  });

  test('entries, weigh-ins, protests and their resolution: problems beside their fields', async () => {
    const ctx = testContext();
    const admin = await person(ctx, 'admin@club.test', 'admin');
    const master = await person(ctx, 'weigh@club.test', 'verifier');
    const diver = await person(ctx, 'ana@club.test', 'diver');
    await userWithPassword(ctx, 'bo@club.test', 'diver');
    const created = await post(admin, await (await admin.send('GET', '/competitions/new')).text(), '/competitions', settings);
    const path = created.headers.get('location')!;
    let page = await (await admin.send('GET', path)).text();
    await post(admin, page, `${path}/publish`, {});

    // A diver's entry: an unknown team mate beside the field, the team name kept.
    page = await (await diver.send('GET', path)).text();
    let refused = await post(diver, page, `${path}/entries`, { team_name: 'Reef', members: 'ghost@club.test', division: 'women' });
    expect(refused.status).toBe(422);
    page = await refused.text();
    expect(besideField(page, 'e-members')).toBe('nobody has the address ghost@club.test');
    expect(page).toContain('value="Reef"');
    expect((await post(diver, page, `${path}/entries`, { team_name: 'Reef', members: '', division: 'women' })).status).toBe(303);
    // The admin's: an unknown diver beside the field; someone already entered at the form's top.
    page = await (await admin.send('GET', path)).text();
    page = await (await post(admin, page, `${path}/entries`, { divers: 'nobody@club.test', division: 'open' })).text();
    expect(besideField(page, 'a-divers')).toBe('nobody has the address nobody@club.test');
    refused = await post(admin, page, `${path}/entries`, { divers: 'ana@club.test', division: 'open' });
    expect(refused.status).toBe(409);
    expect(atTop(await refused.text(), 'add-entry')).toContain('Already in an entry');

    // The weigh-in: a weight that is no number beside its field, at that fish's form.
    ctx.clock.now = startsAt + hour;
    const key = (await ctx.user('ana@club.test', 'diver')).key;
    const fish = await logCatch(ctx, key, { weight_kg: 2.5, caught_at: iso(startsAt + 30 * 60) });
    const entry = /href="([^"]*weigh-in\?entry=[^"]+)"[^>]*>Reef</.exec(await (await master.send('GET', `${path}/weigh-in`)).text())![1]!;
    page = await (await master.send('GET', entry.replaceAll('&amp;', '&'))).text();
    refused = await post(master, page, `${path}/weigh-in`, { catch_id: fish, weight_kg: 'heavy', decision: 'accepted' });
    expect(refused.status).toBe(422);
    page = await refused.text();
    expect(besideField(page, `kg-${fish}`)).toBeTruthy();
    expect(page).toContain('value="heavy"');
    expect((await post(master, page, `${path}/weigh-in`, { catch_id: fish, weight_kg: '2,4', decision: 'accepted' })).status).toBe(303);

    // A protest: only while provisional (at the form's top); an empty reason beside its field.
    ctx.clock.now = endsAt + 60;
    page = await (await diver.send('GET', path)).text();
    page = await (await post(diver, page, `${path}/protests`, { reason: '' })).text();
    expect(besideField(page, 'p-reason')).toBeTruthy();
    expect((await post(diver, page, `${path}/protests`, { reason: 'Bo fished outside' })).status).toBe(303);
    page = await (await admin.send('GET', path)).text();
    const resolve = /action="([^"]+\/resolve)"/.exec(page)![1]!;
    page = await (await post(admin, page, resolve, { note: '', decision: 'dismissed' })).text();
    expect(besideField(page, `n-${resolve.split('/').at(-2)}`)).toBeTruthy();
    expect((await post(admin, page, resolve, { note: 'Inside by GPS', decision: 'dismissed' })).status).toBe(303);
    // A protest after the window is refused at the form's top, the form shown again with it.
    page = await (await diver.send('GET', path)).text();
    ctx.clock.now = endsAt + 2 * hour;
    refused = await post(diver, page, `${path}/protests`, { reason: 'Too late' });
    expect(refused.status).toBe(409);
    page = await refused.text();
    expect(atTop(page, 'protest')).toMatch(/\w/);
    expect(page).toContain('Too late');
  });
});
