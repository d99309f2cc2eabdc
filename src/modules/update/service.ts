// `catchd update`: finds the newest release, checks its signature and checksums before
// anything changes, backs the database up, swaps the executable atomically and keeps the
// previous one for `catchd update --rollback`. Nothing is installed that fails a check, and
// no version runs a database migrated beyond what it knows.
import { createHash } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  linkSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';
import type { BuildInfo } from '../../build-info';
import type { Engine, Sql } from '../../db/store';
import { parsePublicKey, SignatureInvalid, verifyDetached } from '../../lib/minisign';
import type { OnProgress } from '../../lib/progress';
import {
  compareVersions,
  ownSchemaLevel,
  parseChecksums,
  parseManifest,
  platformOfTarget,
  ReleaseInvalid,
  type ReleaseManifest,
  type SchemaLevel,
} from './release';

export class UpdateRefused extends Error {}

/** The newest migration applied to the database (its journal time), 0 for none. */
export async function databaseSchemaLevel(db: Sql): Promise<number> {
  const row = await db.get<{ level: number | string | null }>(`SELECT max(created_at) AS level FROM ${db.dialect.migrationsTable}`);
  return Number(row?.level ?? 0);
}

const limits = { text: 1024 * 1024, executable: 512 * 1024 * 1024 };

async function get(url: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { redirect: 'follow', headers: { 'user-agent': 'catchd-update' } });
  } catch (error) {
    throw new UpdateRefused(`cannot reach ${url}: ${(error as Error).message}`);
  }
  if (!response.ok) throw new UpdateRefused(`${url} answered ${response.status}`);
  return response;
}

/**
 * Hands each chunk of the answer's body to `use`, and refuses it (reading stops there) once more
 * than `limit` bytes came, or at once when its Content-Length says so: a download's size is
 * checked while it is read, never after.
 */
async function readWithin(url: string, response: Response, limit: number, use: (chunk: Uint8Array, size: number) => void): Promise<void> {
  const tooLarge = new UpdateRefused(`${url} is larger than ${limit} bytes`);
  if (Number(response.headers.get('content-length')) > limit) {
    await response.body?.cancel();
    throw tooLarge;
  }
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > limit) throw tooLarge;
    use(chunk, size);
  }
}

export async function getBytes(url: string, limit: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  await readWithin(url, await get(url), limit, (chunk) => chunks.push(chunk));
  return Buffer.concat(chunks);
}

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

const fileUrl = (baseUrl: string, name: string): string => `${baseUrl.replace(/\/+$/, '')}/${name}`;

interface VerifiedRelease {
  manifest: ReleaseManifest;
  checksums: Map<string, string>;
}

/** The release at `baseUrl`, its checksum list verified against `releaseKey` and its manifest against the list. */
async function fetchVerifiedRelease(baseUrl: string, releaseKey: string): Promise<VerifiedRelease> {
  const sums = await getBytes(fileUrl(baseUrl, 'SHA256SUMS'), limits.text);
  const signature = new TextDecoder().decode(await getBytes(fileUrl(baseUrl, 'SHA256SUMS.minisig'), limits.text));
  try {
    verifyDetached(sums, signature, parsePublicKey(releaseKey));
    const checksums = parseChecksums(new TextDecoder().decode(sums));
    const manifestBytes = await getBytes(fileUrl(baseUrl, 'release.json'), limits.text);
    if (checksums.get('release.json') !== sha256(manifestBytes)) throw new UpdateRefused('release.json does not match SHA256SUMS');
    return { manifest: parseManifest(new TextDecoder().decode(manifestBytes)), checksums };
  } catch (error) {
    if (error instanceof SignatureInvalid)
      throw new UpdateRefused(`the release's signature is not valid (${error.message}): nothing was changed`);
    if (error instanceof ReleaseInvalid) throw new UpdateRefused(`the release is malformed (${error.message}): nothing was changed`);
    throw error;
  }
}

/** Streams `url` into `path`, refusing (and removing the file) unless its SHA-256 is `expected`. */
async function downloadChecked(url: string, path: string, expected: string, onProgress?: OnProgress): Promise<void> {
  const response = await get(url);
  const length = Number(response.headers.get('content-length') ?? Number.NaN);
  const total = Number.isInteger(length) && length > 0 ? length : null;
  const hash = createHash('sha256');
  // A plain descriptor, closed before the file is run (an open one makes exec fail: ETXTBSY).
  const fd = openSync(path, 'w', 0o755);
  try {
    await readWithin(url, response, limits.executable, (chunk, size) => {
      hash.update(chunk);
      writeSync(fd, chunk);
      onProgress?.(size, total);
    });
    // On the disk before it is renamed over the executable: a crash leaves the old one or the whole new one.
    fsyncSync(fd);
    closeSync(fd);
    if (hash.digest('hex') !== expected)
      throw new UpdateRefused(`${url} does not match its checksum (truncated or altered): nothing was changed`);
  } catch (error) {
    try {
      closeSync(fd);
    } catch {
      // already closed
    }
    rmSync(path, { force: true });
    if (error instanceof UpdateRefused) throw error;
    throw new UpdateRefused(`download of ${url} failed: ${(error as Error).message}`);
  }
}

/** Whether the executable at `path` starts here and says it is `version`. */
function startsAs(path: string, version: string): boolean {
  try {
    const probe = Bun.spawnSync([path, '--version'], { stdout: 'pipe', stderr: 'pipe' });
    return probe.exitCode === 0 && probe.stdout.toString().includes(version);
  } catch {
    return false;
  }
}

/** What is kept beside the previous executable, so a rollback knows what it can run. */
interface KeptExecutable {
  version: string;
  schema: SchemaLevel;
}

export const previousPath = (executable: string): string => `${executable}.previous`;
const previousInfoPath = (executable: string): string => `${executable}.previous.json`;

interface UpdateContext {
  executable: string;
  current: BuildInfo;
  baseUrl: string;
  engine: Engine;
  databaseLevel: number;
  /** Takes a backup of the database; the answer names it. */
  backup: (version: string) => Promise<string>;
  /** Bytes of the new executable downloaded, of its content-length if the server sent one. */
  onDownload?: OnProgress;
}

type CheckOutcome = { status: 'up-to-date'; version: string } | { status: 'available'; version: string; manifest: ReleaseManifest };

export async function checkForUpdate(baseUrl: string, current: BuildInfo): Promise<CheckOutcome> {
  const { manifest } = await fetchVerifiedRelease(baseUrl, current.releaseKey);
  return compareVersions(manifest.version, current.version) > 0
    ? { status: 'available', version: manifest.version, manifest }
    : { status: 'up-to-date', version: current.version };
}

type InstallOutcome = { status: 'up-to-date'; version: string } | { status: 'installed'; from: string; to: string; backup: string };

/** The whole update; throws UpdateRefused, with nothing changed, when any check fails. */
export async function installUpdate(context: UpdateContext): Promise<InstallOutcome> {
  const platform = platformOfTarget(context.current.target);
  if (!platform) throw new UpdateRefused('this catchd runs from source, not as a release executable: update it with git');
  const { manifest, checksums } = await fetchVerifiedRelease(context.baseUrl, context.current.releaseKey);
  if (compareVersions(manifest.version, context.current.version) <= 0) return { status: 'up-to-date', version: context.current.version };
  if (manifest.schema[context.engine] < context.databaseLevel)
    throw new UpdateRefused(`catchd ${manifest.version} does not know every migration of this database: nothing was changed`);
  const file = manifest.files[platform];
  const expected = file && checksums.get(file);
  if (!file || !expected) throw new UpdateRefused(`catchd ${manifest.version} has no executable for ${platform}`);

  const download = `${context.executable}.download`;
  await downloadChecked(fileUrl(context.baseUrl, file), download, expected, context.onDownload);
  chmodSync(download, 0o755);
  if (!startsAs(download, manifest.version)) {
    rmSync(download, { force: true });
    throw new UpdateRefused(`the downloaded catchd ${manifest.version} does not start on this machine: nothing was changed`);
  }
  const backup = await context.backup(context.current.version);
  keepAndSwap(context.executable, download, { version: context.current.version, schema: ownSchemaLevel });
  return { status: 'installed', from: context.current.version, to: manifest.version, backup };
}

/** The file operations of a swap (a test looks at the folder between them). */
export interface SwapFiles {
  link(existing: string, path: string): void;
  rename(from: string, to: string): void;
}
export const swapFiles: SwapFiles = {
  link(existing, path) {
    try {
      linkSync(existing, path);
    } catch {
      copyFileSync(existing, path); // a file system without hard links
    }
  },
  rename: renameSync,
};

/** Makes the renames in `folder` durable (Windows opens no folder: NTFS journals them itself). */
function syncFolder(folder: string): void {
  if (process.platform === 'win32') return;
  const fd = openSync(folder, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * `next` (written and synced beside it) takes the executable's place; the executable is kept
 * as `<executable>.previous` with what it knows beside it. The kept copy is a second name of the
 * same file, made before the swap, and `next` is renamed over the executable in one step: at
 * every moment, and after a crash, the path holds the old executable or the new one. Windows
 * refuses to replace a running executable but lets it be renamed: there the old one moves aside first.
 */
export function keepAndSwap(executable: string, next: string, kept: KeptExecutable, files = swapFiles): void {
  const previous = previousPath(executable);
  writeFileSync(previousInfoPath(executable), JSON.stringify(kept));
  if (process.platform === 'win32') files.rename(executable, previous);
  else {
    const partial = `${previous}.partial`;
    rmSync(partial, { force: true });
    files.link(executable, partial);
    files.rename(partial, previous);
  }
  try {
    files.rename(next, executable);
  } catch (error) {
    if (process.platform === 'win32') files.rename(previous, executable);
    throw new UpdateRefused(`could not put the new executable in place (${(error as Error).message}): nothing was changed`);
  }
  syncFolder(dirname(executable));
}

function readKept(executable: string): KeptExecutable {
  const info = previousInfoPath(executable);
  if (!existsSync(previousPath(executable)) || !existsSync(info)) throw new UpdateRefused('no previous executable is kept beside this one');
  const kept = JSON.parse(readFileSync(info, 'utf8')) as KeptExecutable;
  if (typeof kept.version !== 'string' || typeof kept.schema?.sqlite !== 'number') throw new UpdateRefused(`${info} is not readable`);
  return kept;
}

/**
 * Puts the previous executable back (and keeps this one as the previous, so a second rollback
 * goes forward again), unless the database holds migrations the previous one does not know.
 */
export function rollBack(context: Pick<UpdateContext, 'executable' | 'current' | 'engine' | 'databaseLevel'>): {
  from: string;
  to: string;
} {
  const kept = readKept(context.executable);
  if (kept.schema[context.engine] < context.databaseLevel)
    throw new UpdateRefused(
      `catchd ${kept.version} does not know every migration this database now has: nothing was changed. ` +
        'To go back, restore the backup taken before the update with that version.',
    );
  const swap = `${context.executable}.rollback`;
  renameSync(previousPath(context.executable), swap);
  keepAndSwap(context.executable, swap, { version: context.current.version, schema: ownSchemaLevel });
  return { from: context.current.version, to: kept.version };
}
