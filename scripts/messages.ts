// Compiles the translators' message files (messages/<locale>.json, inlang message format) into
// typed message functions under src/i18n/paraglide/, which the repository keeps: running,
// testing and building need no compile step and no network, only what `npm install` brings.
// `bun scripts/messages.ts` writes them; `--check` only says whether they are up to date (a
// test runs it, so an edited message file without its compiled output fails). The message
// format plugin comes from node_modules rather than a CDN URL in settings.json: compiling works
// offline. Loading a project takes the inlang SDK over ten seconds, so the check compiles only
// when the fingerprint that the last compile wrote (compiledFingerprintPath) no longer matches.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import fs from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { compileProject } from '@inlang/paraglide-js';
import { type InlangPlugin, loadProjectFromDirectory } from '@inlang/sdk';
import messageFormat from '@inlang/plugin-message-format';

const root = resolve(import.meta.dir, '..');
const projectPath = join(root, 'project.inlang');
export const compiledDir = join(root, 'src', 'i18n', 'paraglide');
/** The fingerprint of the last compile's inputs and output, beside the compiled folder. */
const compiledFingerprintPath = join(root, 'src', 'i18n', 'paraglide.sha256');
/** The packages whose versions decide the compiled output. */
const compilerPackages = ['@inlang/paraglide-js', '@inlang/sdk', '@inlang/plugin-message-format'];

/** The compiled files, by path under compiledDir. */
export async function compiledMessages(): Promise<Record<string, string>> {
  const project = await loadProjectFromDirectory({ path: projectPath, fs, providePlugins: [messageFormat as InlangPlugin] });
  try {
    const errors = await project.errors.get();
    if (errors.length > 0) throw new Error(`the message files do not load: ${errors.map(String).join('; ')}`);
    const output = await compileProject({
      project,
      projectPath,
      compilerOptions: {
        // Pages pass `{ locale }` to every message (src/i18n/locale.ts): no global locale, so
        // the runtime's own strategies never decide one; baseLocale is its harmless last word.
        strategy: ['baseLocale'],
        disableAsyncLocalStorage: true,
        outputStructure: 'locale-modules',
        emitTsDeclarations: true,
        emitGitIgnore: false,
        emitPrettierIgnore: false,
        emitReadme: false,
        includeEslintDisableComment: false,
      },
    });
    return output;
  } finally {
    await project.close();
  }
}

function filesOn(dir: string, under = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(join(dir, under), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOn(dir, join(under, entry.name)) : [join(under, entry.name)],
  );
}

/**
 * A SHA-256 over everything the compiled files depend on (this script with its compiler options,
 * the compiler packages' versions, the project settings and the message files) and over the
 * compiled files themselves: it matches only while both are as the last compile left them.
 */
function compiledFingerprint(): string {
  const hash = createHash('sha256');
  const add = (name: string, text: string): void => void hash.update(`${name}\0${text.length}\0${text}`);
  add('script', readFileSync(import.meta.path, 'utf8'));
  for (const name of compilerPackages) {
    const { version } = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
    add(name, version);
  }
  add('settings', readFileSync(join(projectPath, 'settings.json'), 'utf8'));
  for (const file of filesOn(join(root, 'messages')).sort()) add(`messages/${file}`, readFileSync(join(root, 'messages', file), 'utf8'));
  for (const file of filesOn(compiledDir).sort()) add(`compiled/${file}`, readFileSync(join(compiledDir, file), 'utf8'));
  return hash.digest('hex');
}

const recordedFingerprint = (): string | null =>
  existsSync(compiledFingerprintPath) ? readFileSync(compiledFingerprintPath, 'utf8').trim() : null;

/** The compiled files that differ from the kept ones (missing, changed or left over). */
export async function staleFiles(): Promise<string[]> {
  if (recordedFingerprint() === compiledFingerprint()) return [];
  const output = await compiledMessages();
  const kept = filesOn(compiledDir);
  const changed = Object.entries(output)
    .filter(([path, text]) => !existsSync(join(compiledDir, path)) || readFileSync(join(compiledDir, path), 'utf8') !== text)
    .map(([path]) => path);
  return [...changed, ...kept.filter((path) => !(path in output))].sort();
}

if (import.meta.main) {
  if (process.argv.includes('--check')) {
    const stale = await staleFiles();
    if (stale.length > 0) {
      console.error(`src/i18n/paraglide is out of date (${stale.join(', ')}): run bun scripts/messages.ts`);
      process.exit(1);
    }
  } else {
    const output = await compiledMessages();
    rmSync(compiledDir, { recursive: true, force: true });
    for (const [path, text] of Object.entries(output)) {
      mkdirSync(dirname(join(compiledDir, path)), { recursive: true });
      writeFileSync(join(compiledDir, path), text);
    }
    writeFileSync(compiledFingerprintPath, `${compiledFingerprint()}\n`);
  }
}
