// Measures in the person's units (contract §8b): the pure conversions both ways, and a catch
// page shown metric (the club's default) and imperial (the person's choice). Both engines.
import { expect, test } from 'bun:test';
import { formatBoth, formatMeasure, fromCanonical, toCanonical, unitSymbol } from '../../src/lib/units';
import { FormBrowser, userWithPassword } from '../developers/oauth/helpers';
import { testContext } from '../support';

test('conversions round-trip and format in the locale', () => {
  for (const kind of ['weight', 'length', 'depth', 'temperature'] as const)
    for (const value of [0, 1, 13.67, 59.1, 98.6])
      expect(toCanonical(kind, fromCanonical(kind, value, 'metric'), 'metric')).toBeCloseTo(value, 9);
  expect(fromCanonical('temperature', 68, 'metric')).toBeCloseTo(20, 9);
  expect(toCanonical('weight', 6.2, 'imperial')).toBe(6.2);
  expect(formatMeasure('weight', 13.67, 'metric', 'es')).toBe('6,2 kg');
  expect(formatMeasure('depth', 59.1, 'metric', 'en')).toBe('18 m');
  expect(formatMeasure('weight', 13.67, 'imperial', 'en')).toBe('13.67 lb');
  expect(formatMeasure('length', 40, 'metric', 'fr').replace(/\s/g, ' ')).toBe('101,6 cm');
  expect(formatBoth('depth', 59.1, 'imperial', 'en')).toBe('59.1 ft (18 m)');
  expect(unitSymbol('temperature', 'metric')).toBe('°C');
});

test('a catch page in the club’s metric, then in the diver’s imperial', async () => {
  const ctx = testContext();
  await userWithPassword(ctx, 'diver@club.test', 'diver');
  const diver = await ctx.user('diver@club.test', 'diver');
  const created = await ctx.request('POST', '/v1/catches', {
    key: diver.key,
    body: { species: 'Wahoo', weight_lbs: 13.67, depth_ft: 59.1, length_in: 40 },
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const browser = new FormBrowser(ctx);
  await browser.signIn('diver@club.test');
  const metric = await (await browser.send('GET', `/catches/${id}`)).text();
  expect(metric).toContain('<dd>6.2 kg</dd>');
  expect(metric).toContain('<dd>18 m</dd>');
  expect(metric).toContain('<dd>101.6 cm</dd>');
  expect(metric).not.toContain(' lb');
  await ctx.request('PATCH', '/v1/me', { key: diver.key, body: { units: 'imperial' } });
  const imperial = await (await browser.send('GET', `/catches/${id}`)).text();
  expect(imperial).toContain('<dd>13.67 lb</dd>');
  expect(imperial).toContain('<dd>59.1 ft</dd>');
  expect(imperial).toContain('<dd>40 in</dd>');
});
