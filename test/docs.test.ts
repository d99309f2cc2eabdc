// The documentation stays true to the repository: the README stays short and points at the
// docs; every link between them resolves, inside the repository; every path the architecture
// page names exists (re-run after moving files); its trigger lists match a freshly migrated
// database of the engine under test; the benchmarks page names every file in bench/.
import { describe, expect, test } from 'bun:test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { engine, freshDatabase } from './support';

const root = resolve(import.meta.dir, '..');
const read = (path: string): string => readFileSync(join(root, path), 'utf8');
const docs = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replaceAll(' ', '-');
}

function anchorsOf(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((m) => slug(m[1]!)));
}

/** `[text](target)` links outside code blocks. */
function linksOf(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```$/gm, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
}

/** The rows of the Markdown table between `<!-- name -->` and `<!-- /name -->`, as cells. */
function tableRows(markdown: string, name: string): string[][] {
  const from = markdown.indexOf(`<!-- ${name} -->`);
  const to = markdown.indexOf(`<!-- /${name} -->`);
  expect(from).toBeGreaterThan(-1);
  expect(to).toBeGreaterThan(from);
  return markdown
    .slice(from, to)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
}

const codeNames = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

describe('README', () => {
  const readme = read('README.md');

  test('fits on two screens and points at the docs instead of repeating them', () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(250);
    for (const command of ['npm install && npm start', 'npm install && npm test', 'users create --email', '--role admin', 'npm run build'])
      expect(readme).toContain(command);
    for (const link of ['docs/operations.md#configuration', 'docs/architecture.md', 'docs/benchmarks.md', 'docs/api.md'])
      expect(readme).toContain(`](${link})`);
    // The configuration table lives in docs/operations.md alone.
    expect(readme).not.toMatch(/^\| `CATCHD_/m);
  });
});

describe('links', () => {
  for (const doc of docs) {
    test(`${doc}: every link stays in the repository and resolves`, () => {
      const text = read(doc);
      const broken: string[] = [];
      for (const link of linksOf(text)) {
        if (/^[a-z]+:/i.test(link)) {
          broken.push(`${link} (outside the repository)`);
          continue;
        }
        const [path, anchor] = link.split('#') as [string, string | undefined];
        const target = path === '' ? join(root, doc) : resolve(dirname(join(root, doc)), path);
        if (!existsSync(target)) broken.push(`${link} (no such file)`);
        else if (anchor && target.endsWith('.md') && !anchorsOf(readFileSync(target, 'utf8')).has(anchor))
          broken.push(`${link} (no such heading)`);
      }
      expect(broken).toEqual([]);
    });
  }
});

describe('docs/architecture.md', () => {
  const text = read('docs/architecture.md');

  test('every path it names exists', () => {
    const paths = new Set([...text.matchAll(/\b(?:src|test|db|docs|bench|scripts|deploy|clients)\/[\w./-]*[\w/]/g)].map((m) => m[0]));
    expect(paths.size).toBeGreaterThan(50);
    expect([...paths].filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });

  test('the feature table names files that exist in each folder, and tables of the schema', () => {
    const migrations = ['db/migrations', 'db/migrations-pg'].flatMap((dir) =>
      readdirSync(join(root, dir))
        .filter((f) => f.endsWith('.sql'))
        .map((f) => `${dir}/${f}`),
    );
    const schema = ['src/db/schema.ts', 'src/db/schema.pg.ts', ...migrations].map(read).join('\n');
    const rows = tableRows(text, 'features');
    expect(rows.length).toBeGreaterThan(15);
    const missing: string[] = [];
    for (const [folder, api, pages, domain, tables, tests] of rows) {
      const dir = codeNames(folder!)[0]!;
      for (const file of [api, pages, domain].flatMap((cell) => codeNames(cell!)).filter((name) => /\.tsx?$/.test(name)))
        if (!existsSync(join(root, dir, file))) missing.push(`${dir}${file}`);
      for (const table of codeNames(tables!)) if (!schema.includes(table.replace('*', ''))) missing.push(`table ${table}`);
      for (const path of codeNames(tests!)) if (!existsSync(join(root, path))) missing.push(path);
    }
    expect(missing).toEqual([]);
  });

  test(`its ${engine} trigger list is the triggers of a freshly migrated database`, async () => {
    const db = freshDatabase();
    const sql =
      engine === 'sqlite'
        ? "SELECT name FROM sqlite_master WHERE type = 'trigger' ORDER BY name"
        : 'SELECT tgname AS name FROM pg_trigger WHERE NOT tgisinternal ORDER BY tgname';
    const actual = (await db.all<{ name: string }>(sql)).map((r) => r.name);
    const documented = tableRows(text, `triggers:${engine}`)
      .flatMap((cells) => codeNames(cells[0]!))
      .sort();
    expect(documented).toEqual(actual.sort());
    await db.close();
  });
});

test('docs/benchmarks.md names every file in bench/', () => {
  const text = read('docs/benchmarks.md');
  const files = readdirSync(join(root, 'bench')).filter((f) => f !== 'out' && !f.startsWith('.'));
  expect(files.filter((file) => !text.includes(`](../bench/${file})`))).toEqual([]);
});
