// Measures in the person's units (contract §8b): the pure conversions both ways, and a catch
// page shown metric (the club's default) and imperial (the person's choice); the catch form,
// its edit, the list filters and verification evidence typed in the person's units. Both engines.
import { describe, expect, test } from 'bun:test';
import { formatBoth, formatMeasure, fromCanonical, toCanonical, unitSymbol } from '../../src/lib/units';
import { FormBrowser, userWithPassword, formFields } from '../developers/oauth/helpers';
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

/** Every field of a page's main (longest) form as a browser would send it untouched: inputs with their values, selects with their chosen option. */
function formValues(page: string): Record<string, string> {
  const form = [...page.matchAll(/<form[\s\S]*?<\/form>/g)].map(([f]) => f).sort((a, b) => b.length - a.length)[0];
  const values = formFields(form);
  for (const [input] of form.matchAll(/<input [^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(input)?.[1];
    if (name && !/type="(hidden|file|checkbox)"/.test(input)) values[name] = /value="([^"]*)"/.exec(input)?.[1] ?? '';
  }
  for (const [, name, options] of form.matchAll(/<select [^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g))
    values[name] = /<option value="([^"]*)" selected/.exec(options)?.[1] ?? /<option value="([^"]*)"/.exec(options)?.[1] ?? '';
  return values;
}

/** A signed-in person's browser without script, with the given units (null: the club's). */
async function personIn(units: 'metric' | 'imperial' | null) {
  const ctx = testContext();
  await userWithPassword(ctx, 'diver@club.test', 'diver');
  const diver = await ctx.user('diver@club.test', 'diver');
  if (units) await ctx.request('PATCH', '/v1/me', { key: diver.key, body: { units } });
  const browser = new FormBrowser(ctx);
  await browser.signIn('diver@club.test');
  const stored = async (id: string) =>
    (await (await ctx.request('GET', `/v1/catches/${id}`, { key: diver.key })).json()) as Record<string, unknown>;
  return { ctx, diver, browser, stored };
}

const idOf = (response: Response): string => response.headers.get('location')!.split('?')[0].split('/').pop()!;

describe('measures typed in the person’s units', () => {
  test('metric (the club’s): typed in kg, cm, m; the edit form shows them so; an untouched save changes nothing', async () => {
    const { browser, stored } = await personIn(null);
    const fields = formValues(await (await browser.send('GET', '/catches/new')).text());
    expect([fields.weight_unit, fields.depth_unit, fields.length_unit]).toEqual(['kg', 'm', 'cm']);
    const saved = await browser.send('POST', '/catches', { ...fields, species: 'Wahoo', weight: '6.2', depth: '18', length: '101.6' });
    expect(saved.status).toBe(303);
    const id = idOf(saved);
    const before = await stored(id);
    expect(before).toMatchObject({ weight_lbs: 13.6687, depth_ft: 59.0551, length_in: 40 });
    const edit = formValues(await (await browser.send('GET', `/catches/${id}/edit`)).text());
    expect([edit.weight, edit.weight_unit, edit.depth, edit.depth_unit, edit.length, edit.length_unit]).toEqual([
      '6.2',
      'kg',
      '18',
      'm',
      '101.6',
      'cm',
    ]);
    expect((await browser.send('POST', `/catches/${id}/edit`, edit)).status).toBe(303);
    expect(await stored(id)).toEqual(before);
    expect((await browser.send('POST', `/catches/${id}/edit`, { ...edit, weight: '7' })).status).toBe(303);
    expect((await stored(id)).weight_lbs).toBe(15.4324);
  });

  test('imperial (the person’s): typed in lb, in, ft; the same catch shown back in them; list filters in lb and ft', async () => {
    const { browser, stored } = await personIn('imperial');
    const fields = formValues(await (await browser.send('GET', '/catches/new')).text());
    expect([fields.weight_unit, fields.depth_unit, fields.length_unit]).toEqual(['lb', 'ft', 'in']);
    const id = idOf(await browser.send('POST', '/catches', { ...fields, species: 'Wahoo', weight: '13.67', depth: '59.1', length: '40' }));
    expect(await stored(id)).toMatchObject({ weight_lbs: 13.67, depth_ft: 59.1, length_in: 40 });
    const edit = formValues(await (await browser.send('GET', `/catches/${id}/edit`)).text());
    expect([edit.weight, edit.depth, edit.length]).toEqual(['13.67', '59.1', '40']);
    const list = async (query: string) => (await (await browser.send('GET', `/catches?${query}`)).text()).includes(`/catches/${id}"`);
    expect(await list('min_weight=13.67&max_weight=13.67')).toBe(true);
    expect(await list('min_weight=13.68')).toBe(false);
    expect(await list('max_depth=59')).toBe(false);
    expect(await list('min_depth=59.1')).toBe(true);
  });

  test('metric list filters: a bound typed as the catch was typed includes it', async () => {
    const { browser } = await personIn('metric');
    const fields = formValues(await (await browser.send('GET', '/catches/new')).text());
    const id = idOf(await browser.send('POST', '/catches', { ...fields, species: 'Wahoo', weight: '6.2', depth: '18' }));
    const list = async (query: string) => (await (await browser.send('GET', `/catches?${query}`)).text()).includes(`/catches/${id}"`);
    expect(await list('min_weight=6.2&max_weight=6.2&min_depth=18&max_depth=18')).toBe(true);
    expect(await list('max_weight=6.1')).toBe(false);
    expect(await list('min_depth=18.1')).toBe(false);
  });

  test('verification evidence typed in the person’s units', async () => {
    const { ctx, browser } = await personIn('metric');
    const fields = formValues(await (await browser.send('GET', '/catches/new')).text());
    const id = idOf(await browser.send('POST', '/catches', { ...fields, species: 'Wahoo', weight: '6.2', depth: '18' }));
    const page = await (await browser.send('GET', `/catches/${id}/verification`)).text();
    expect(page).toContain('Weight (kg)');
    const asked = await browser.send('POST', `/catches/${id}/verification`, {
      ...formFields(page),
      measured_weight: '6.2',
      measured_length: '101.6',
      witness_name: 'Ana',
    });
    expect(asked.status).toBe(303);
    const offer = await ctx.db.get<{ evidence: string }>(
      'SELECT r.evidence FROM verification_requests r JOIN catches c ON c.pk = r.catch_pk WHERE c.id = ?',
      id,
    );
    expect(JSON.parse(offer!.evidence).measurement).toEqual({ weight_lbs: 13.6687, length_in: 40 });
    expect(await (await browser.send('GET', `/catches/${id}/verification`)).text()).toContain('value="6.2"');
  });

  test('a measure out of range is refused in the unit it was typed in', async () => {
    const { browser } = await personIn('metric');
    const fields = formValues(await (await browser.send('GET', '/catches/new')).text());
    const text = async (response: Response) => (await response.text()).replace(/\s+/g, ' ');
    // Length goes to the API in inches (at most 600): typed in cm, the bound reads in cm.
    const tooLong = await text(
      await browser.send('POST', '/catches', { ...fields, species: 'Wahoo', weight: '6.2', depth: '18', length: '2000' }),
    );
    expect(tooLong).toContain('must be at most 1,524 cm');
    expect(tooLong).not.toContain('at most 600');
    // Typed in inches, it reads in inches.
    const inches = await text(
      await browser.send('POST', '/catches', { ...fields, species: 'Wahoo', weight: '6.2', depth: '18', length: '700', length_unit: 'in' }),
    );
    expect(inches).toContain('must be at most 600 in');
    // Evidence goes in canonical pounds (at most 5000): typed in kg, the bound reads in kg.
    const id = idOf(await browser.send('POST', '/catches', { ...fields, species: 'Wahoo', weight: '6.2', depth: '18' }));
    const page = await (await browser.send('GET', `/catches/${id}/verification`)).text();
    const heavy = await text(await browser.send('POST', `/catches/${id}/verification`, { ...formFields(page), measured_weight: '3000' }));
    expect(heavy).toContain('must be at most 2,267.96 kg');
    expect(heavy).not.toContain('5000');
  });
});
