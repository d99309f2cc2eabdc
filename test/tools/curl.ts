// A stand-in for curl, for the guides' shell examples (test/guides/guides.test.ts) on a machine without
// it: the options those examples use, with curl's meaning (no redirects followed, HTTP errors exit
// 0, `-d` makes a form POST unless told otherwise), and a loud failure on any other option, so
// that a guide never leans on something only this stand-in does.
import { writeFileSync } from 'node:fs';

interface Request {
  url?: string;
  method?: string;
  headers: [string, string][];
  data: string[];
  include: boolean;
  silent: boolean;
  showError: boolean;
  dumpHeader?: string;
  output?: string;
}

function fail(code: number, message: string): never {
  process.stderr.write(`curl: (${code}) ${message}\n`);
  process.exit(code);
}

const takesValue: Record<string, (r: Request, value: string) => void> = {
  H: (r, v) => r.headers.push([v.slice(0, v.indexOf(':')).trim(), v.slice(v.indexOf(':') + 1).trim()]),
  d: (r, v) => (v.startsWith('@') ? fail(2, `${v}: reading data from a file is not in this stand-in`) : r.data.push(v)),
  X: (r, v) => (r.method = v),
  D: (r, v) => (r.dumpHeader = v),
  o: (r, v) => (r.output = v),
};
const flags: Record<string, (r: Request) => void> = {
  s: (r) => (r.silent = true),
  S: (r) => (r.showError = true),
  i: (r) => (r.include = true),
};
const long: Record<string, string> = {
  '--header': 'H',
  '--data': 'd',
  '--request': 'X',
  '--dump-header': 'D',
  '--output': 'o',
  '--silent': 's',
  '--show-error': 'S',
  '--include': 'i',
};

function parse(args: string[]): Request {
  const request: Request = { headers: [], data: [], include: false, silent: false, showError: false };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('-') || arg === '-') {
      if (request.url) fail(2, `a second URL (${arg}) is not in this stand-in`);
      request.url = /^[a-z]+:\/\//i.test(arg) ? arg : `http://${arg}`;
      continue;
    }
    // -sSi, -Hvalue, --header value: short options may be bundled, the last one may take a value.
    const letters = arg.startsWith('--')
      ? [long[arg] ?? fail(2, `option ${arg}: is not in this stand-in (test/tools/curl.ts)`)]
      : [...arg.slice(1)];
    for (const [j, letter] of letters.entries()) {
      if (flags[letter]) {
        flags[letter](request);
      } else if (takesValue[letter]) {
        const rest = arg.startsWith('--') ? '' : arg.slice(j + 2);
        const value = rest || args[++i];
        if (value === undefined) fail(2, `option -${letter}: requires parameter`);
        takesValue[letter](request, value);
        break;
      } else {
        fail(2, `option -${letter}: is not in this stand-in (test/tools/curl.ts)`);
      }
    }
  }
  return request;
}

function headerBlock(response: Response): string {
  const lines = [`HTTP/1.1 ${response.status} ${response.statusText}`];
  for (const [name, value] of response.headers) if (name !== 'set-cookie') lines.push(`${name}: ${value}`);
  for (const cookie of response.headers.getSetCookie()) lines.push(`set-cookie: ${cookie}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

const request = parse(process.argv.slice(2));
if (!request.url) fail(2, 'no URL specified');
const headers = new Headers({ 'User-Agent': 'curl/stand-in', Accept: '*/*', 'Accept-Encoding': 'identity' });
if (request.data.length > 0) headers.set('Content-Type', 'application/x-www-form-urlencoded');
for (const [name, value] of request.headers) headers.set(name, value);
let response: Response;
try {
  response = await fetch(request.url, {
    method: request.method ?? (request.data.length > 0 ? 'POST' : 'GET'),
    headers,
    body: request.data.length > 0 ? request.data.join('&') : undefined,
    redirect: 'manual',
  });
} catch (error) {
  if (request.silent && !request.showError) process.exit(7);
  fail(7, `Failed to connect to ${new URL(request.url).host}: ${(error as Error).message}`);
}
const head = headerBlock(response);
const body = new Uint8Array(await response.arrayBuffer());
const stdout = request.include || request.dumpHeader === '-' ? head : '';
if (request.dumpHeader && request.dumpHeader !== '-') writeFileSync(request.dumpHeader, head);
if (request.output) writeFileSync(request.output, body);
process.stdout.write(stdout);
if (!request.output) process.stdout.write(body);
