// The browser scripts (src/web/scripts/*.ts, type-checked by their own tsconfig) as the
// JavaScript the pages load. A macro: `bun build --compile` runs it while bundling and writes the
// result into the executable as a string; run from source (`npm start`, `bun test`), Bun runs it
// as it loads the importing file. Either way it reads the .ts file as it is now, so what is served
// cannot fall behind the source. Each script is one file with no imports (the pages load them as
// classic scripts; the worker takes outbox.js by importScripts), so stripping the types is all the
// bundling there is.
import { readFileSync } from 'node:fs';

/**
 * The scripts are modules to TypeScript and Biome (strict already, so they carry no directive);
 * the browser runs them as classic scripts, which are strict only with it.
 */
const strict = "'use strict';\n";

/** The script `src/web/scripts/<name>.ts` as browser JavaScript. */
export function browserScript(name: string): string {
  const source = readFileSync(new URL(`./scripts/${name}.ts`, import.meta.url), 'utf8');
  return strict + new Bun.Transpiler({ loader: 'ts', target: 'browser' }).transformSync(source);
}
