// The README stays the operator's reference: every configuration variable is documented there.
import { expect, test } from 'bun:test';
import { configVariables } from '../src/config';

test('README lists every configuration variable', async () => {
  const readme = await Bun.file(new URL('../README.md', import.meta.url)).text();
  const missing = configVariables.map((v) => v.name).filter((name) => !readme.includes(name.replace(/_(CLIENT_ID|CLIENT_SECRET|NAME|SECRET)$/, '')));
  expect(missing).toEqual([]);
});
