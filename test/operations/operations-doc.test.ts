// docs/operations.md documents every configuration variable (src/config.ts is the source).
import { expect, test } from 'bun:test';
import { resolve } from 'node:path';
import { configVariables } from '../../src/config';

test('every configuration variable is in the operations guide', async () => {
  const text = await Bun.file(resolve(import.meta.dir, '../../docs/operations.md')).text();
  expect(configVariables.map((v) => v.name).filter((name) => !text.includes(`| \`${name}\` |`))).toEqual([]);
});
