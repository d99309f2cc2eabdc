// What this executable is: version, commit, build time and platform, written in by
// scripts/build.ts (`bun build --define`). Run from source, the version comes from
// package.json and the rest reads "dev".
import packageJson from '../package.json' with { type: 'json' };

declare const CATCHD_BUILD: { version: string; commit: string; builtAt: string; target: string; releaseKey: string | null } | undefined;

/**
 * The project's release signing key (minisign format). Releases are signed with its secret
 * half, which lives only in the release environment; `catchd update` trusts this key alone.
 */
export const projectReleaseKey = 'RWSFe+qP1zl9YfbLQT9XVxeQcUbiRlKreC+5xw3VfTfsqWz7Qaoqb8vp';

export interface BuildInfo {
  version: string;
  commit: string;
  builtAt: string;
  /** Bun's compile target (e.g. `bun-linux-x64`), or `dev` when run from source. */
  target: string;
  /** The key `catchd update` checks releases against. */
  releaseKey: string;
}

const built = typeof CATCHD_BUILD === 'undefined' ? undefined : CATCHD_BUILD;

export const buildInfo: BuildInfo = {
  version: built?.version ?? packageJson.version,
  commit: built?.commit ?? 'dev',
  builtAt: built?.builtAt ?? 'dev',
  target: built?.target ?? 'dev',
  releaseKey: built?.releaseKey ?? projectReleaseKey,
};

/** One line for `catchd --version`. */
export function versionLine(info: BuildInfo = buildInfo): string {
  return `catchd ${info.version} (commit ${info.commit}, built ${info.builtAt}, ${info.target})`;
}
