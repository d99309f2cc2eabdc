// /openapi.json passes two independent linters with no error and no warning: Redocly's
// recommended rules and Spectral with the OWASP API security ruleset (configuration:
// redocly.yaml, .spectral.yaml; a rule turned off there says why).
import { afterAll, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { testContext } from '../support';

const root = resolve(import.meta.dir, '../..');
const dir = mkdtempSync(join(tmpdir(), 'catchd-lint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function documentFile(): Promise<string> {
  // OWASP wants https servers: lint the document as a real deployment would publish it.
  const ctx = testContext({ baseUrl: 'https://catchd.example' });
  const file = join(dir, 'openapi.json');
  await Bun.write(file, JSON.stringify(await (await ctx.request('GET', '/openapi.json')).json(), null, 2));
  return file;
}

/** The linters are Node programs: run them with node, not Bun. */
function lint(args: string[]): { code: number; output: string } {
  const run = Bun.spawnSync(['node', ...args], {
    cwd: root,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
  });
  return { code: run.exitCode, output: run.stdout.toString() + run.stderr.toString() };
}

// The linters need Node (CI has it; the Docker build stage has only Bun).
const hasNode = Bun.which('node') !== null;

test.skipIf(!hasNode)('redocly lint', async () => {
  const result = lint([
    join(root, 'node_modules/@redocly/cli/bin/cli.js'),
    'lint',
    '--config',
    join(root, 'redocly.yaml'),
    await documentFile(),
  ]);
  if (result.code !== 0 || /You have \d+ warning/.test(result.output)) console.error(result.output);
  expect(result.code).toBe(0);
  // Redocly exits 0 on warnings: its summary names them.
  expect(result.output).not.toMatch(/You have \d+ warnings?/);
});

test.skipIf(!hasNode)('spectral lint with the OWASP ruleset', async () => {
  const result = lint([
    join(root, 'node_modules/@stoplight/spectral-cli/dist/index.js'),
    'lint',
    '--ruleset',
    join(root, '.spectral.yaml'),
    '--fail-severity',
    'hint',
    await documentFile(),
  ]);
  if (result.code !== 0) console.error(result.output);
  expect(result.code).toBe(0);
});
