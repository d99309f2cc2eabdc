// What a release is, as scripts/release.ts writes it and `catchd update` reads it: one folder
// (a URL) holding the executables, `release.json`, `SHA256SUMS` (of every other file) and
// `SHA256SUMS.minisig` (its signature by the release key). Pure pieces, no I/O.
import { migrationJournal as postgresJournal } from '../../db/migrations-pg.gen';
import { migrationJournal as sqliteJournal } from '../../db/migrations.gen';

/** The platforms a release carries, by their file-name part. */
export const releasePlatforms = ['linux-x64', 'linux-x64-baseline', 'linux-arm64', 'darwin-arm64', 'darwin-x64', 'windows-x64'] as const;
export type ReleasePlatform = (typeof releasePlatforms)[number];

/** Bun's compile target for each platform. */
export const bunTargets: Record<ReleasePlatform, string> = {
  'linux-x64': 'bun-linux-x64',
  'linux-x64-baseline': 'bun-linux-x64-baseline',
  'linux-arm64': 'bun-linux-aarch64',
  'darwin-arm64': 'bun-darwin-aarch64',
  'darwin-x64': 'bun-darwin-x64',
  'windows-x64': 'bun-windows-x64',
};

export const executableName = (platform: ReleasePlatform): string => `catchd-${platform}${platform.startsWith('windows') ? '.exe' : ''}`;

/** The platform of an executable built for `target`, or null (run from source, or unknown). */
export function platformOfTarget(target: string): ReleasePlatform | null {
  const found = Object.entries(bunTargets).find(([, bunTarget]) => bunTarget === target);
  return found ? (found[0] as ReleasePlatform) : null;
}

/**
 * The newest migration each engine's schema has, by its journal time: an executable can run
 * a database whose applied migrations are all at or below its own level.
 */
export interface SchemaLevel {
  sqlite: number;
  postgres: number;
}

const newest = (journal: { entries: { when: number }[] }): number => Math.max(...journal.entries.map((entry) => entry.when));

export const ownSchemaLevel: SchemaLevel = { sqlite: newest(sqliteJournal), postgres: newest(postgresJournal) };

export interface ReleaseManifest {
  version: string;
  commit: string;
  builtAt: string;
  schema: SchemaLevel;
  /** File name of each platform's executable. */
  files: Partial<Record<ReleasePlatform, string>>;
}

export class ReleaseInvalid extends Error {}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** release.json as a manifest, or ReleaseInvalid saying what is wrong. */
export function parseManifest(text: string): ReleaseManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ReleaseInvalid('release.json is not JSON');
  }
  if (!isRecord(value) || !isRecord(value.schema) || !isRecord(value.files)) throw new ReleaseInvalid('release.json lacks schema or files');
  const { version, commit, builtAt, schema, files } = value;
  if (typeof version !== 'string' || !/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version))
    throw new ReleaseInvalid('release.json has no version');
  if (typeof schema.sqlite !== 'number' || typeof schema.postgres !== 'number')
    throw new ReleaseInvalid('release.json has no schema level');
  const platformFiles: Partial<Record<ReleasePlatform, string>> = {};
  for (const platform of releasePlatforms) {
    const file = files[platform];
    if (file === undefined) continue;
    if (typeof file !== 'string' || !/^[A-Za-z0-9._-]+$/.test(file))
      throw new ReleaseInvalid(`release.json names a bad file for ${platform}`);
    platformFiles[platform] = file;
  }
  return {
    version,
    commit: typeof commit === 'string' ? commit : 'unknown',
    builtAt: typeof builtAt === 'string' ? builtAt : 'unknown',
    schema: { sqlite: schema.sqlite, postgres: schema.postgres },
    files: platformFiles,
  };
}

/** `sha256sum` output (`<hex>  <name>` a line) as name → hex. */
export function parseChecksums(text: string): Map<string, string> {
  const sums = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const match = /^([0-9a-f]{64}) [ *]([A-Za-z0-9._-]+)$/.exec(line.trimEnd());
    if (!match) throw new ReleaseInvalid(`SHA256SUMS has a line that is not a checksum: ${JSON.stringify(line.slice(0, 80))}`);
    sums.set(match[2]!, match[1]!);
  }
  return sums;
}

export function formatChecksums(sums: Map<string, string>): string {
  return [...sums].map(([name, hex]) => `${hex}  ${name}\n`).join('');
}

/** -1, 0 or 1 as `a` is older than, the same as or newer than `b` (semantic versions). */
export const compareVersions = (a: string, b: string): -1 | 0 | 1 => Bun.semver.order(a, b);
