// The curl and jq stand-ins that the guides' examples run on machines without curl or jq: they
// mean what the real tools mean for the options the guides use, and refuse any other option.
import { afterAll, describe, expect, test } from 'bun:test';
import { join } from 'node:path';

const seen: { method: string; contentType: string | null; accept: string | null; body: string }[] = [];
const server = Bun.serve({
  hostname: '127.0.0.1',
  port: 0,
  async fetch(request) {
    seen.push({
      method: request.method,
      contentType: request.headers.get('content-type'),
      accept: request.headers.get('accept'),
      body: await request.text(),
    });
    if (new URL(request.url).pathname === '/moved') return new Response(null, { status: 303, headers: { location: '/elsewhere' } });
    return Response.json({ ok: true }, { status: 201, headers: { 'x-thing': 'yes' } });
  },
});
afterAll(() => server.stop(true));
const base = `http://127.0.0.1:${server.port}`;

/** Runs a stand-in (not synchronously: the server above answers in this process). */
async function run(tool: 'curl' | 'jq', args: string[], stdin = ''): Promise<{ code: number; out: string; err: string }> {
  const child = Bun.spawn([process.execPath, join(import.meta.dir, `${tool}.ts`), ...args], {
    stdin: new TextEncoder().encode(stdin),
    stdout: 'pipe',
    stderr: 'pipe',
  });
  const [out, err, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited]);
  return { code, out, err };
}

describe('curl stand-in', async () => {
  test('-d posts a form unless a Content-Type is given, -X sets the method, curl sends Accept: */*', async () => {
    expect((await run('curl', ['-s', `${base}/a`, '-d', 'x=1', '-d', 'y=2'])).out).toBe('{"ok":true}');
    expect((await run('curl', ['-s', `${base}/a`, '-H', 'Content-Type: application/json', '-d', '{"a":1}'])).code).toBe(0);
    expect((await run('curl', ['-sX', 'DELETE', `${base}/a`])).code).toBe(0);
    expect(seen.splice(0)).toEqual([
      { method: 'POST', contentType: 'application/x-www-form-urlencoded', accept: '*/*', body: 'x=1&y=2' },
      { method: 'POST', contentType: 'application/json', accept: '*/*', body: '{"a":1}' },
      { method: 'DELETE', contentType: null, accept: '*/*', body: '' },
    ]);
  });

  test('-i and -D - print the status line and headers, -o writes the body elsewhere; redirects are not followed', async () => {
    const included = (await run('curl', ['-si', `${base}/a`])).out;
    expect(included).toStartWith('HTTP/1.1 201 Created\r\n');
    expect(included).toContain('x-thing: yes\r\n');
    expect(included).toEndWith('\r\n\r\n{"ok":true}');
    const dumped = (await run('curl', ['-s', '-D', '-', '-o', '/dev/null', `${base}/moved`])).out;
    expect(dumped).toStartWith('HTTP/1.1 303 See Other\r\n');
    expect(dumped).toContain('location: /elsewhere\r\n');
    expect(dumped).toEndWith('\r\n\r\n');
  });

  test('exits 7 when it cannot connect (quietly under -s), and 2 on an option it does not know', async () => {
    expect(await run('curl', ['-s', 'http://127.0.0.1:1/'])).toEqual({ code: 7, out: '', err: '' });
    expect((await run('curl', ['http://127.0.0.1:1/'])).err).toStartWith('curl: (7) ');
    const unknown = await run('curl', ['-sv', `${base}/a`]);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('option -v: is not in this stand-in');
  });
});

describe('jq stand-in', async () => {
  test('filters standard input as jq does, -r prints strings raw', async () => {
    expect((await run('jq', ['{a, n: [.b[] | . * 2]}'], '{"a":"x","b":[1,2]}')).out).toBe(
      '{\n  "a": "x",\n  "n": [\n    2,\n    4\n  ]\n}\n',
    );
    expect((await run('jq', ['-r', '.data[] | "\\(.at) \\(.n)"'], '{"data":[{"at":"t1","n":1},{"at":"t2","n":2}]}')).out).toBe(
      't1 1\nt2 2\n',
    );
  });

  test('fails on bad input or filter, and refuses options that it cannot honour', async () => {
    expect((await run('jq', ['.'], 'not json')).code).toBe(5);
    expect((await run('jq', ['.a |||'], '{}')).code).toBe(5);
    expect((await run('jq', ['-e', '.'], '{}')).code).toBe(2);
  });
});
