// A stand-in for jq, for the guides' shell examples (test/guides/guides.test.ts) on a machine without it:
// the real jq (1.7), compiled to WebAssembly by the devDependency jq-wasm, reading standard input.
// jq's own options pass through; input files, and options that change what the arguments mean,
// fail loudly. Unlike jq, it exits 0 when a filter fails after printing something.
import { raw } from 'jq-wasm';

const withValues: Record<string, number> = { '--arg': 2, '--argjson': 2, '--slurpfile': 2, '--rawfile': 2, '--indent': 1 };
const refused = new Set(['-f', '--from-file', '--args', '--jsonargs', '-e', '--exit-status']);

const options: string[] = [];
let filter: string | undefined;
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const arg = args[i]!;
  if (refused.has(arg) || (filter !== undefined && !arg.startsWith('-'))) {
    process.stderr.write(`jq stand-in (test/tools/jq.ts): ${arg} is not supported here\n`);
    process.exit(2);
  }
  if (arg.startsWith('-')) options.push(arg, ...args.slice(i + 1, i + 1 + (withValues[arg] ?? 0)));
  else filter = arg;
  i += arg.startsWith('-') ? (withValues[arg] ?? 0) : 0;
}
try {
  const nullInput = options.includes('-n') || options.includes('--null-input');
  const output = await raw(nullInput ? '' : await Bun.stdin.text(), filter ?? '.', options);
  if (output !== '') process.stdout.write(`${output}\n`);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(5);
}
