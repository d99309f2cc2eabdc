// The guides in docs/guides: served at /docs/guides, and every curl (bash) and TypeScript
// example in them run against a real listening server, with the placeholders ($CATCHD_URL,
// $CATCHD_KEY, $RECEIVER_URL) set. Shell blocks of a guide run in order in one bash, so
// variables carry over; its exported CATCHD_* variables reach the guide's TypeScript blocks.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { guides } from '../../src/modules/guides/service';
import type { WebhookDispatcher } from '../../src/modules/events/webhooks/dispatcher';
import { FormBrowser, userWithPassword } from '../developers/oauth/helpers';
import { loopbackDispatcher, testContext, type TestContext } from '../support';

const root = join(import.meta.dir, '../..');
const scratch = join(root, '.tmp', 'guides');

export interface CodeBlock {
  lang: string;
  code: string;
}

export function codeBlocks(markdown: string): CodeBlock[] {
  return [...markdown.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map((m) => ({ lang: m[1]!, code: m[2]! }));
}

/** What each guide's examples must print, besides exiting 0. */
const expectedOutput: Record<string, RegExp[]> = {
  quickstart: [
    /"display_name"/,
    /"key":"cdk_/,
    /"species":"Mahi-mahi"/,
    /endpoint wh_/,
    /"status": "succeeded"/,
    /verified a webhook.test delivery/,
  ],
  'oauth-pkce': [/"type": "public"/, /Signed in as Pat with catches:read, account:read/],
  'paging-and-search': [/^link: .*rel="next"/im, /paged through \d+ catches/, /"total": [1-9]/, /Mahi/i],
  'idempotent-retries': [/idempotent-replayed: true/i, /one catch, catch_/],
  errors: [/"code": "validation_failed"/, /POST \/v1\/catches 422/, /www-authenticate: Bearer realm="catch-data"/i, /422: species/],
};

let ctx: TestContext;
let server: ReturnType<typeof Bun.serve>;
let receiver: ReturnType<typeof Bun.serve>;
let dispatcher: WebhookDispatcher;
let developerKey: string;
const deliveries: string[] = [];
const serverErrors: unknown[] = [];

beforeAll(async () => {
  mkdirSync(scratch, { recursive: true });
  server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    fetch: (request) => {
      ctx.clock.now = Math.floor(Date.now() / 1000);
      return ctx.app.handle(request);
    },
  });
  ctx = testContext(
    { baseUrl: `http://127.0.0.1:${server.port}`, webhookAllowPrivate: true, developerAccess: 'approval' },
    {
      log: (entry) => {
        if (entry.msg === 'request' && Number(entry.status) >= 500) serverErrors.push(entry);
      },
    },
  );
  ctx.clock.now = Math.floor(Date.now() / 1000);
  receiver = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    async fetch(request) {
      deliveries.push(await request.text());
      return new Response('ok');
    },
  });
  dispatcher = loopbackDispatcher(ctx, { schedule: [0.2, 0.5], pollMs: 200 });
  dispatcher.start();
  // A developer as the guides assume one: applied, approved by an admin, a key from the operator.
  const developer = await ctx.user('dev@guides.test');
  developerKey = developer.key;
  const admin = await ctx.user('admin@guides.test', 'admin');
  const applied = (await (
    await ctx.request('POST', '/v1/developer-applications', {
      key: developer.key,
      body: { name: 'Dev', email: 'dev@guides.test', building: 'A dive log' },
    })
  ).json()) as { id: string };
  expect((await ctx.request('POST', `/v1/developer-applications/${applied.id}/approve`, { key: admin.key })).status).toBe(200);
  for (const [species, weight] of [
    ['Dorado', 25],
    ['Wahoo', 40],
    ['Dorado', 12],
  ] as const)
    await ctx.request('POST', '/v1/catches', {
      key: developer.key,
      body: { species, weight_lbs: weight, depth_ft: 30, notes: 'guide seed' },
    });
  // The person who consents in the OAuth guide.
  await userWithPassword(ctx, 'pat@guides.test');
  await ctx.db.run("UPDATE users SET display_name = 'Pat' WHERE email = 'pat@guides.test'");
});

afterAll(async () => {
  await dispatcher.stop(1000);
  server.stop(true);
  receiver.stop(true);
  rmSync(scratch, { recursive: true, force: true });
});

/**
 * PATH for the shell examples: the machine's curl and jq, or else the stand-ins in test/tools (Bun
 * scripts: curl's options that the guides use over fetch, and the real jq compiled to WebAssembly).
 */
function pathWithTools(): string {
  const bin = join(scratch, 'bin');
  mkdirSync(bin, { recursive: true });
  for (const tool of ['curl', 'jq']) {
    if (Bun.which(tool)) continue;
    writeFileSync(join(bin, tool), `#!/bin/sh\nexec '${process.execPath}' '${join(import.meta.dir, '..', 'tools', `${tool}.ts`)}' "$@"\n`, {
      mode: 0o755,
    });
  }
  return `${bin}:${process.env.PATH ?? ''}`;
}

async function runProcess(
  command: string[],
  env: Record<string, string>,
  onOutput?: (text: string) => Promise<void>,
): Promise<{ code: number; output: string }> {
  const child = Bun.spawn(command, { cwd: root, env: { ...process.env, ...env }, stdout: 'pipe', stderr: 'pipe' });
  const killer = setTimeout(() => child.kill(), 30_000);
  let output = '';
  const decoder = new TextDecoder();
  for await (const chunk of child.stdout) {
    output += decoder.decode(chunk);
    await onOutput?.(output);
  }
  const code = await child.exited;
  clearTimeout(killer);
  return { code, output: output + (await new Response(child.stderr).text()) };
}

/** The person opens the printed consent page, allows, and their browser follows the redirect back to the program. */
function consentWhenAsked(): (output: string) => Promise<void> {
  let done = false;
  return async (output) => {
    const asked = /^Open (\S+)$/m.exec(output);
    if (!asked || done) return;
    done = true;
    const browser = new FormBrowser(ctx);
    expect((await browser.signIn('pat@guides.test')).status).toBe(303);
    const answer = await browser.authorize(Object.fromEntries(new URL(asked[1]!).searchParams));
    expect(answer.headers.get('location')).toStartWith('http://127.0.0.1:');
    await fetch(answer.headers.get('location')!);
  };
}

describe('guide examples run against a real server', () => {
  for (const guide of guides) {
    test(guide.name, async () => {
      const blocks = codeBlocks(guide.markdown);
      const placeholders = {
        CATCHD_URL: `http://127.0.0.1:${server.port}`,
        CATCHD_KEY: developerKey,
        RECEIVER_URL: `http://127.0.0.1:${receiver.port}/hooks`,
      };
      const stateFile = join(scratch, `${guide.name}.env`);
      const shell = blocks.filter((b) => b.lang === 'bash').map((b) => b.code);
      let output = '';
      let exported: Record<string, string> = {};
      if (shell.length > 0) {
        const script = `set -euo pipefail\n${shell.join('\n')}\nenv -0 > '${stateFile}'\n`;
        const run = await runProcess(['bash', '-c', script], { ...placeholders, PATH: pathWithTools() });
        expect(run.output).not.toContain('curl: (');
        expect(run.code).toBe(0);
        output += run.output;
        exported = Object.fromEntries(
          readFileSync(stateFile, 'utf8')
            .split('\0')
            .filter((line) => line.startsWith('CATCHD_'))
            .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
        );
      }
      const scripts = blocks.filter((b) => b.lang === 'ts');
      for (const [i, block] of scripts.entries()) {
        const file = join(scratch, `${guide.name}-${i}.ts`);
        await Bun.write(file, block.code.replaceAll("'./clients/typescript'", `'${join(root, 'clients/typescript')}'`));
        const run = await runProcess([process.execPath, file], { ...placeholders, ...exported }, consentWhenAsked());
        if (run.code !== 0) console.error(run.output);
        expect(run.code).toBe(0);
        output += run.output;
      }
      expect(shell.length + scripts.length).toBeGreaterThan(0);
      for (const pattern of expectedOutput[guide.name] ?? [/never/]) expect(output).toMatch(pattern);
      expect(serverErrors).toEqual([]);
    });
  }

  test('every example block is a runnable kind, and every guide has expectations', () => {
    for (const guide of guides) {
      expect(expectedOutput[guide.name]).toBeDefined();
      for (const block of codeBlocks(guide.markdown)) expect(['bash', 'ts', 'text', 'json']).toContain(block.lang);
    }
  });
});

describe('/docs/guides', () => {
  test('lists and renders the guides with links between them', async () => {
    const index = await (await ctx.request('GET', '/docs/guides')).text();
    for (const guide of guides) expect(index).toContain(`href="/docs/guides/${guide.name}"`);
    const page = await ctx.request('GET', '/docs/guides/quickstart');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const body = await page.text();
    expect(body).toContain('<h1>Quickstart: a key, a first catch, a first webhook</h1>');
    expect(body).toContain('<pre><code class="language-bash">');
    expect(body).toContain('href="/docs/guides/oauth-pkce"');
    expect((await ctx.request('GET', '/docs/guides/nope')).status).toBe(404);
  });

  test('are part of developer access when the docs are', async () => {
    const closed = testContext({ docsAccess: 'developers', developerAccess: 'approval' });
    const diver = await closed.user('diver@guides.test');
    expect((await closed.request('GET', '/docs/guides/quickstart')).status).toBe(302);
    expect((await closed.request('GET', '/docs/guides', { key: diver.key })).status).toBe(403);
  });
});
