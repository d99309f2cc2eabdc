// Each person's units, time zone and language (contract §8b): set over the API and on
// /account, null follows the club, and what applies falls back to the club's. Both engines.
import { expect, test } from 'bun:test';
import { clubSettings } from '../../src/identity/club';
import { chosenPreferences, effectivePreferences } from '../../src/identity/preferences';
import { findUserById } from '../../src/identity/people';
import { FormBrowser, formFields, userWithPassword } from '../developers/oauth/helpers';
import { testContext } from '../support';

const me = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> });

test('PATCH /v1/me sets and clears preferences; bad ones are 422 each', async () => {
  const ctx = testContext();
  const admin = await ctx.user('admin@club.test', 'admin');
  const diver = await ctx.user('diver@club.test', 'diver');
  expect((await me(await ctx.request('GET', '/v1/me', { key: diver.key }))).body).toMatchObject({
    units: null,
    time_zone: null,
    language: null,
  });
  const set = await me(
    await ctx.request('PATCH', '/v1/me', { key: diver.key, body: { units: 'imperial', time_zone: 'America/Sao_Paulo', language: 'pt' } }),
  );
  expect(set).toMatchObject({ status: 200, body: { units: 'imperial', time_zone: 'America/Sao_Paulo', language: 'pt' } });
  const bad = await me(await ctx.request('PATCH', '/v1/me', { key: diver.key, body: { units: 'cubits', time_zone: 'Atlantis/Deep' } }));
  expect(bad.status).toBe(422);
  expect((bad.body.errors as { field: string }[]).length).toBeGreaterThanOrEqual(1);

  // What applies: the person's own, else the club's.
  await ctx.request('PATCH', '/v1/club', { key: admin.key, body: { units: 'metric', time_zone: 'Europe/Madrid', language: 'es' } });
  const club = await clubSettings(ctx.db, ctx.deps.config);
  const user = async () => chosenPreferences((await findUserById(ctx.db, diver.id))!);
  expect(effectivePreferences(await user(), club)).toEqual({ units: 'imperial', time_zone: 'America/Sao_Paulo', language: 'pt' });
  const cleared = await me(await ctx.request('PATCH', '/v1/me', { key: diver.key, body: { units: null, language: null } }));
  expect(cleared.body).toMatchObject({ units: null, time_zone: 'America/Sao_Paulo', language: null });
  expect(effectivePreferences(await user(), club)).toEqual({ units: 'metric', time_zone: 'America/Sao_Paulo', language: 'es' });
});

test('/account: choose imperial, then back to the club’s', async () => {
  const ctx = testContext();
  const id = await userWithPassword(ctx, 'diver@club.test', 'diver');
  const browser = new FormBrowser(ctx);
  await browser.signIn('diver@club.test');
  const page = await (await browser.send('GET', '/account')).text();
  expect(page).toContain('As the club (Metric (kg, cm, m, °C))');
  const saved = await browser.send('POST', '/account/preferences', {
    ...formFields(page),
    units: 'imperial',
    time_zone: 'Europe/Zagreb',
    language: 'hr',
  });
  expect(saved.status).toBe(303);
  expect(chosenPreferences((await findUserById(ctx.db, id))!)).toEqual({ units: 'imperial', time_zone: 'Europe/Zagreb', language: 'hr' });
  const refused = await browser.send('POST', '/account/preferences', { ...formFields(page), units: 'cubits', time_zone: '', language: '' });
  expect(refused.status).toBe(422);
  const back = await browser.send('POST', '/account/preferences', { ...formFields(page), units: '', time_zone: '', language: '' });
  expect(back.status).toBe(303);
  expect(chosenPreferences((await findUserById(ctx.db, id))!)).toEqual({ units: null, time_zone: null, language: null });
});
