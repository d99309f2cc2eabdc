// The competition pages as a browser without JavaScript uses them (forms posted, cookies
// kept): create from a preset, publish, enter, weigh, protest, resolve, finalize, results and
// CSV; bad input is a readable 4xx page. On both engines.
import { describe, expect, test } from 'bun:test';
import { userWithPassword } from '../developers/oauth/helpers';
import { testContext } from '../support';
import { endsAt, hour, iso, logCatch, startsAt } from './helpers';
import { local, person, post } from './page-helpers';

describe('competition pages', () => {
  test('from a preset to printed final results', async () => {
    const ctx = testContext();
    const admin = await person(ctx, 'admin@club.test', 'admin');
    const master = await person(ctx, 'weigh@club.test', 'verifier');
    const diver = await person(ctx, 'ana@club.test', 'diver');
    await userWithPassword(ctx, 'bo@club.test', 'diver');
    const key = (await ctx.user('ana@club.test', 'diver')).key;
    const created = await post(admin, await (await admin.send('GET', '/competitions/new')).text(), '/competitions', {
      name: 'Harbour cup',
      preset: 'cmas',
      time_zone: 'UTC',
      starts_at: local(startsAt),
      ends_at: local(endsAt),
      team_size: '1',
      divisions: '',
      entry: 'open',
      weigh_in: 'required',
      weighmasters: 'weigh@club.test',
      protest_hours: '1',
    });
    expect(created.status).toBe(303);
    const path = created.headers.get('location')!;
    const id = path.split('/').pop()!;
    let page = await (await admin.send('GET', path)).text();
    expect(page).toContain('Draft');
    expect(page).toContain('A point for every gram a fish weighs.');
    expect(page).toContain('Fish under 0.5 kg do not count.');
    expect((await post(admin, page, `${path}/publish`, {})).status).toBe(303);
    page = await (await admin.send('GET', path)).text();
    expect((await post(admin, page, `${path}/entries`, { divers: 'bo@club.test' })).status).toBe(303);
    // A diver enters from the page; a bad address is a readable page, not JSON.
    page = await (await diver.send('GET', path)).text();
    expect((await post(diver, page, `${path}/entries`, {})).status).toBe(303);
    const refused = await post(admin, await (await admin.send('GET', path)).text(), `${path}/entries`, { divers: 'nobody@club.test' });
    expect(refused.status).toBe(422);
    expect(refused.headers.get('content-type')).toContain('text/html');
    // The clock runs: the diver's fish is weighed at the dock.
    ctx.clock.now = startsAt + hour;
    const fish = await logCatch(ctx, key, { weight_kg: 2.5, caught_at: iso(startsAt + 30 * 60) });
    let weighPage = await (await master.send('GET', `${path}/weigh-in`)).text();
    const entryLink = /href="([^"]*weigh-in\?entry=[^"]+)"[^>]*>ana</.exec(weighPage)![1]!.replaceAll('&amp;', '&');
    weighPage = await (await master.send('GET', entryLink)).text();
    expect(weighPage).toContain('not weighed yet');
    const weighed = await post(master, weighPage, `${path}/weigh-in`, { weight_kg: '2,4', decision: 'accepted', catch_id: fish });
    expect(weighed.status).toBe(303);
    page = await (await diver.send('GET', path)).text();
    expect(page).toContain('rank 1');
    expect(page).toContain('<td class="num">3000</td>');
    // Provisional: a protest, resolved, then final and printed.
    ctx.clock.now = endsAt + 60;
    page = await (await diver.send('GET', path)).text();
    expect((await post(diver, page, `${path}/protests`, { reason: 'Bo fished outside' })).status).toBe(303);
    page = await (await admin.send('GET', path)).text();
    const resolveAction = /action="([^"]+\/resolve)"/.exec(page)![1]!;
    expect((await post(admin, page, resolveAction, { note: 'Inside by GPS', decision: 'dismissed' })).status).toBe(303);
    page = await (await admin.send('GET', path)).text();
    expect((await post(admin, page, `${path}/finalize`, {})).status).toBe(303);
    const results = await (await diver.send('GET', `${path}/results`)).text();
    expect(results).toContain('Final results');
    const csv = await diver.send('GET', `${path}/results.csv`);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('rank,entry_id,team_name,divers,division,points,fish,species,biggest_species,biggest_kg,biggest_lb');
    expect(lines[1]).toMatch(/^1,ent_\w+,,ana,,3000,1,1,Wahoo,2.4,5.2911$/);
    expect((await diver.send('GET', '/competitions')).status).toBe(200);
    expect((await diver.send('GET', `/competitions/${id}x`)).status).toBe(404);
  });
});
