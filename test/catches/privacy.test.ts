// Who sees a catch's spot (src/identity/catch-privacy.ts): where the coordinates are rounded for
// a viewer, the place's name and a witness's contact are withheld too (a named cove beside
// rounded coordinates gives the spot away; a witness's phone is nobody else's business). Checked
// over every way a catch is shown to someone else: the API's lists, single reads, verification
// history, events (and webhook payloads), boards and species records, and the pages. Both engines.
import { expect, test } from 'bun:test';
import { strFromU8, unzipSync } from 'fflate';
import { presentEvent, type StoredEvent } from '../../src/modules/events/service';
import { addPhoto } from './verifications/helpers';
import { FormBrowser, userWithPassword } from '../developers/oauth/helpers';
import { testContext } from '../support';

const place = "Cala Montgó, L'Escala";
const phone = '+34 600 111 222';

test('the place name and the witness contact follow the coordinates', async () => {
  const ctx = testContext();
  const owner = await ctx.user('ann@reef.test');
  const verifier = await ctx.user('vic@reef.test', 'verifier');
  // Another person's key with catches:read (an approved developer's app, or another diver).
  const otherId = await userWithPassword(ctx, 'dev@apps.test');
  const other = await ctx.user('dev@apps.test');
  const created = await ctx.request('POST', '/v1/catches', {
    key: owner.key,
    body: { species: 'Dentex dentex', weight_kg: 30, depth_m: 14, location: { lat: 42.11423, lon: 3.16561, name: place } },
  });
  expect(created.status).toBe(201);
  const id = ((await created.json()) as { id: string }).id;
  const photo = await addPhoto(ctx, id);
  const verified = await ctx.request('POST', `/v1/catches/${id}/verifications`, {
    key: verifier.key,
    body: { tier: 'silver', evidence: { photo_ids: [photo], witness: { name: 'Joan Pons', contact: phone } } },
  });
  expect(verified.status).toBe(201);
  const species = ((await (await ctx.request('GET', `/v1/catches/${id}`, { key: owner.key })).json()) as { species_id: string }).species_id;

  const apiPaths = [
    '/v1/catches',
    `/v1/catches/${id}`,
    `/v1/catches/${id}/verifications`,
    '/v1/events',
    '/v1/leaderboards/heaviest?min_tier=unverified',
    `/v1/species/${species}`,
  ];
  const read = async (key: string, path: string) => {
    const response = await ctx.request('GET', path, { key });
    expect(response.status).toBe(200);
    return response.text();
  };
  for (const path of apiPaths) {
    const seen = await read(other.key, path);
    expect(seen, path).not.toContain('Montg');
    expect(seen, path).not.toContain('600 111 222');
  }
  // The rounded coordinates are still shown, and the witness's name (it is part of the grade).
  const single = await read(other.key, `/v1/catches/${id}`);
  expect(JSON.parse(single).location).toEqual({ lat: 42.1, lon: 3.2, precise: false });
  expect(JSON.parse(single).verification.evidence.witness).toEqual({ name: 'Joan Pons' });

  // The owner and the verifier see everything.
  for (const key of [owner.key, verifier.key]) {
    const full = JSON.parse(await read(key, `/v1/catches/${id}`));
    expect(full.location.name).toBe(place);
    expect(full.verification.evidence.witness.contact).toBe(phone);
    expect(await read(key, `/v1/catches/${id}/verifications`)).toContain(phone);
  }

  // A webhook's payload is the event as the endpoint's owner may see it.
  const stored = await ctx.db.all<StoredEvent>(
    "SELECT pk, id, type, subject_user_id, data, created_at FROM events WHERE type = 'catch.verified'",
  );
  expect(stored).toHaveLength(1);
  const payload = JSON.stringify(presentEvent(stored[0]!, { userId: otherId, role: 'diver' }));
  expect(payload).not.toContain('Montg');
  expect(payload).not.toContain('600 111 222');
  expect(JSON.stringify(presentEvent(stored[0]!, { userId: owner.id, role: 'diver' }))).toContain(phone);

  // The export of a verifier who is one no more: the verifications they gave, without the contact.
  await ctx.db.run("UPDATE users SET role = 'diver' WHERE id = ?", verifier.id);
  const archive = await ctx.request('GET', '/v1/me/export', { key: verifier.key });
  expect(archive.status).toBe(200);
  const given = strFromU8(unzipSync(new Uint8Array(await archive.arrayBuffer()))['verifications-given.json']!);
  expect(given).toContain('Joan Pons');
  expect(given).not.toContain('600 111 222');

  // The pages, for someone else signed in.
  const browser = new FormBrowser(ctx);
  await browser.signIn('dev@apps.test');
  for (const path of [
    `/catches/${id}`,
    '/catches',
    '/boards?board=heaviest&min_tier=unverified',
    '/boards/table?board=heaviest&min_tier=unverified',
    '/embed/boards?board=heaviest&min_tier=unverified',
    `/species/${species}`,
    `/divers/${owner.id}`,
  ]) {
    const page = await browser.send('GET', path);
    expect(page.status, path).toBe(200);
    const html = await page.text();
    expect(html, path).not.toContain('Montg');
    expect(html, path).not.toContain('600 111 222');
  }
});
