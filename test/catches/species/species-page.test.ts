// A species page shows a picture: the catalogue's photos where it has some, else the latest
// verified catch of the species that has a photo. Both engines.
import { expect, test } from 'bun:test';
import { FormBrowser, userWithPassword } from '../../developers/oauth/helpers';
import { testContext } from '../../support';
import { addPhoto } from '../verifications/helpers';

test('without a catalogue photo, the latest verified catch with a photo shows the species', async () => {
  const ctx = testContext();
  await userWithPassword(ctx, 'diver@reef.test');
  const diver = await ctx.user('diver@reef.test');
  const verifier = await ctx.user('vera@reef.test', 'verifier');
  const logged = await ctx.request('POST', '/v1/catches', {
    key: diver.key,
    body: { species: 'Dusky grouper', weight_lbs: 20, depth_ft: 40 },
  });
  const fish = (await logged.json()) as { id: string; species_id: string };
  const photo = await addPhoto(ctx, fish.id);
  const browser = new FormBrowser(ctx);
  await browser.signIn('diver@reef.test');
  const page = async () => (await (await browser.send('GET', `/species/${fish.species_id}`)).text()).replace(/\s+/g, ' ');
  // Not verified yet: no picture.
  expect(await page()).not.toContain(`/v1/photos/${photo}`);
  const graded = await ctx.request('POST', `/v1/catches/${fish.id}/verifications`, {
    key: verifier.key,
    body: { tier: 'bronze', evidence: { photo_ids: [photo] } },
  });
  expect(graded.status).toBe(201);
  const shown = await page();
  expect(shown).toContain(`<img src="/v1/photos/${photo}" alt="Dusky grouper caught by diver"`);
  expect(shown).toContain('A verified catch by diver');
});
