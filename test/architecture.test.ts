// The direction of imports (docs/architecture.md), read from the source files themselves:
// no circle of imports anywhere in src/, tools never import the domain, and the domain's
// services and the storage seam never import HTTP.
import { expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dir, '..');
const src = join(root, 'src');
const files = [...new Bun.Glob('**/*.{ts,tsx}').scanSync(src)].filter((file) => !file.endsWith('.gen.ts')).sort();

/** Each file's imports of other files of src/ (relative specifiers, types included), as paths below src/. */
const importsOf = new Map<string, string[]>(
  files.map((file) => {
    const text = readFileSync(join(src, file), 'utf8');
    const targets: string[] = [];
    for (const [, specifier] of text.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'(\.{1,2}\/[^']+)'/gms)) {
      const base = relative(src, resolve(dirname(join(src, file)), specifier));
      const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) =>
        files.includes(candidate),
      );
      if (found) targets.push(found);
    }
    return [file, targets];
  }),
);

/** Every circle of imports, each once, as the files along it. */
function circles(): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    path.push(file);
    for (const target of importsOf.get(file) ?? []) {
      if (state.get(target) === 'open') found.push(path.slice(path.indexOf(target)));
      else if (!state.has(target)) visit(target);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return found;
}

test('the import graph reads the files of src/', () => {
  expect(files.length).toBeGreaterThan(100);
  expect(importsOf.get('modules/catches/write.ts')).toContain('db/store.ts');
});

test('no circle of imports in src/', () => {
  expect(circles().map((circle) => circle.join(' → '))).toEqual([]);
});

test('tools (lib/) import nothing of the domain, HTTP or storage', () => {
  const wrong = files
    .filter((file) => file.startsWith('lib/'))
    .flatMap((file) =>
      importsOf
        .get(file)!
        .filter((target) => !target.startsWith('lib/'))
        .map((target) => `${file} → ${target}`),
    );
  expect(wrong).toEqual([]);
});

test('services and the storage seam never see HTTP: no Elysia, no http/, no web/', () => {
  const layer = (file: string) =>
    /^modules\/[^/]+\/(service|read|write|present|list-plan|read-cache)\.ts$/.test(file) || file.startsWith('db/');
  const wrong = files.filter(layer).flatMap((file) => {
    const text = readFileSync(join(src, file), 'utf8');
    const http = importsOf.get(file)!.filter((target) => target.startsWith('http/') || target.startsWith('web/'));
    return [...(/from '(elysia|@elysiajs\/[^']+)'/.test(text) ? ['elysia'] : []), ...http].map((target) => `${file} → ${target}`);
  });
  expect(wrong).toEqual([]);
});
