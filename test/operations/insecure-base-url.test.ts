// A base URL of plain http on another host makes sign-in cookies lose Secure: `catchd serve`
// warns once as it starts, and the admin page says so, while this machine's own addresses and
// https are quiet.
import { afterAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { insecureBaseUrlWarning } from '../../src/config';
import { FormBrowser, userWithPassword } from '../developers/oauth/helpers';
import { testContext } from '../support';
import { startServer } from './server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'catchd-base-url-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('a plain http base URL', () => {
  const cases: [string, boolean][] = [
    ['http://catch.example.org', true],
    ['http://192.168.1.20:3000', true],
    ['http://localhost:3000', false],
    ['http://127.0.0.1:8080', false],
    ['http://[::1]:3000', false],
    ['https://catch.example.org', false],
  ];
  for (const [baseUrl, warned] of cases)
    test(`${baseUrl}: ${warned ? 'a warning' : 'quiet'}`, () => {
      expect(insecureBaseUrlWarning(baseUrl) !== null).toBe(warned);
    });

  test('catchd serve warns once at start; with localhost it does not', async () => {
    const runs = [];
    for (const baseUrl of ['http://catch.example.org', 'http://localhost:3000']) {
      const server = await startServer(dataDir, { CATCHD_BASE_URL: baseUrl });
      server.process.kill('SIGTERM');
      await server.process.exited;
      runs.push(
        server.startLog.filter((line) => line.includes('"insecure base URL"')).map((line) => JSON.parse(line) as Record<string, string>),
      );
    }
    const [insecure, local] = runs;
    expect(insecure).toHaveLength(1);
    expect(insecure![0]).toMatchObject({ level: 'warn' });
    expect(insecure![0]!.detail).toContain('CATCHD_BASE_URL is plain http (http://catch.example.org)');
    expect(insecure![0]!.detail).toContain('without Secure');
    expect(local).toEqual([]);
  });

  test('the admin page shows the warning', async () => {
    for (const [baseUrl, shown] of [
      ['http://catchd.test', true],
      ['https://catchd.test', false],
    ] as const) {
      const ctx = testContext({ baseUrl });
      await userWithPassword(ctx, 'admin@reef.test', 'admin');
      const browser = new FormBrowser(ctx);
      expect((await browser.signIn('admin@reef.test')).status).toBe(303);
      const page = await (await browser.send('GET', '/admin')).text();
      expect(page).toContain('<h1>Admin</h1>');
      expect(page.includes('id="insecure-base-url"')).toBe(shown);
      if (shown) expect(page).toContain('sign-in cookies are sent without Secure');
    }
  });
});
