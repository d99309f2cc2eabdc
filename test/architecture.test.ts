// The direction of imports (docs/architecture.md), read from every import of every file of src/
// (types included): folders stand in layers and import only their own layer or lower ones;
// feature folders never import each other both ways; the domain never imports HTTP; no circle
// of imports anywhere. And the file names of src/modules say their role.
import { expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dir, '..');
const src = join(root, 'src');
const files = [...new Bun.Glob('**/*.{ts,tsx}').scanSync(src)].filter((file) => !file.endsWith('.gen.ts')).sort();

/** The layers, lowest first; each names the folders (or top-level files) of src/ it holds. */
const layers: readonly (readonly string[])[] = [
  ['lib/', 'i18n/', 'build-info.ts', 'types.d.ts'],
  ['db/'],
  ['identity/', 'config.ts'],
  ['http/', 'web/', 'app-deps.ts'],
  ['modules/'],
  ['app.ts', 'index.ts'],
];

function layerOf(file: string): number {
  const found = layers.findIndex((members) => members.some((member) => (member.endsWith('/') ? file.startsWith(member) : file === member)));
  if (found < 0) throw new Error(`src/${file} is in no layer: give it one in test/architecture.test.ts`);
  return found;
}

/** A feature folder (`modules/catches`) or null for files outside src/modules. */
const featureOf = (file: string): string | null => /^modules\/[^/]+/.exec(file)?.[0] ?? null;

/** Each file's text and its imports of other files of src/ (relative specifiers), as paths below src/. */
const texts = new Map(files.map((file) => [file, readFileSync(join(src, file), 'utf8')]));
const importsOf = new Map<string, string[]>(
  files.map((file) => {
    const targets: string[] = [];
    for (const [, specifier] of texts.get(file)!.matchAll(/^(?:import|export)\b[^;]*?\bfrom\s+'(\.{1,2}\/[^']+)'/gms)) {
      const base = relative(src, resolve(dirname(join(src, file)), specifier));
      const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) =>
        files.includes(candidate),
      );
      if (found) targets.push(found);
    }
    return [file, targets];
  }),
);

/** Every import as `from → to`. */
const edges = files.flatMap((file) => importsOf.get(file)!.map((target) => ({ from: file, to: target })));

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

test('the import graph reads every file of src/ and places it in a layer', () => {
  expect(files.length).toBeGreaterThan(100);
  expect(importsOf.get('modules/catches/write.ts')).toContain('db/store.ts');
  for (const file of files) layerOf(file);
});

test('no folder imports a folder of a higher layer', () => {
  const upward = edges.filter(({ from, to }) => layerOf(to) > layerOf(from)).map(({ from, to }) => `${from} → ${to}`);
  expect(upward).toEqual([]);
});

test('no two feature folders import each other', () => {
  const between = new Set(
    edges.flatMap(({ from, to }) => {
      const [a, b] = [featureOf(from), featureOf(to)];
      return a && b && a !== b ? [`${a} → ${b}`] : [];
    }),
  );
  const mutual = [...between]
    .map((edge) => edge.split(' → '))
    .filter(([a, b]) => a! < b! && between.has(`${b} → ${a}`))
    .map(([a, b]) => `${a} ↔ ${b}`)
    .sort();
  expect(mutual).toEqual([]);
});

/** A controller (or its models): it builds routes or pages, with Elysia, apiController or JSX. */
const buildsRoutes = (file: string): boolean =>
  file.endsWith('.tsx') || /from '(elysia|@elysiajs\/[^']+)'/.test(texts.get(file)!) || importsOf.get(file)!.includes('http/controller.ts');

test('the domain never sees HTTP: a module file that builds no routes imports nothing of http/ or web/', () => {
  const wrong = files
    .filter((file) => file.startsWith('modules/') && !buildsRoutes(file))
    .flatMap((file) =>
      importsOf
        .get(file)!
        .filter((target) => target.startsWith('http/') || target.startsWith('web/'))
        .map((target) => `${file} → ${target}`),
    );
  expect(wrong).toEqual([]);
});

test('lib/, db/ and identity/ import no framework: no Elysia, no JSX', () => {
  const wrong = files
    .filter((file) => layerOf(file) <= layerOf('identity/'))
    .filter((file) => file.endsWith('.tsx') || /from '(elysia|@elysiajs\/[^']+|#jsx\/[^']+)'/.test(texts.get(file)!));
  expect(wrong).toEqual([]);
});

test('no circle of imports in src/', () => {
  expect(circles().map((circle) => circle.join(' → '))).toEqual([]);
});

/** A module file that makes routes: it starts an Elysia instance, an API controller or page routes. */
const makesRoutes = (file: string): boolean => /new Elysia\b|\bapiController\(|\bpageRoutes\(/.test(texts.get(file)!);

/** The file names of src/modules that break the naming convention of docs/architecture.md, with why. */
function misnamed(): string[] {
  return files
    .filter((file) => file.startsWith('modules/'))
    .flatMap((file) => {
      const name = file.split('/').at(-1)!;
      const inViews = file.split('/').at(-2) === 'views';
      if (/^index\./.test(name)) return [`${file}: an index file says no role`];
      if (/.-(pages|api|views?|service|model)\.tsx?$/.test(name) || /^(pages|api|views|service|model|plugin)\.(?!tsx?$)/.test(name))
        return [`${file}: a role word is the whole name (pages.tsx, api.ts, service.ts, model.ts, views.tsx)`];
      if (makesRoutes(file) && !['api.ts', 'pages.tsx', 'plugin.ts'].includes(name))
        return [`${file}: a controller is api.ts, pages.tsx or plugin.ts`];
      if (name.endsWith('.tsx') && !inViews && !['pages.tsx', 'views.tsx'].includes(name))
        return [`${file}: JSX is pages.tsx (a page controller), views.tsx or views/*.tsx`];
      if (['api.ts', 'pages.tsx'].includes(name) && !makesRoutes(file)) return [`${file}: ${name} is a controller but makes no routes`];
      return [];
    });
}

test('file names in src/modules say their role: api.ts, pages.tsx, plugin.ts, model.ts, service.ts, views', () => {
  expect(misnamed()).toEqual([]);
});
