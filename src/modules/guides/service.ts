// The guides in docs/guides, carried inside the executable and rendered from Markdown
// (CommonMark + GitHub tables through micromark; raw HTML in a guide is escaped, not passed on).
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import errors from '../../../docs/guides/errors.md' with { type: 'text' };
import idempotentRetries from '../../../docs/guides/idempotent-retries.md' with { type: 'text' };
import oauthPkce from '../../../docs/guides/oauth-pkce.md' with { type: 'text' };
import pagingAndSearch from '../../../docs/guides/paging-and-search.md' with { type: 'text' };
import quickstart from '../../../docs/guides/quickstart.md' with { type: 'text' };

export interface Guide {
  /** The file name without `.md`, and the last part of /docs/guides/<name>. */
  name: string;
  title: string;
  markdown: string;
}

function guide(name: string, markdown: string): Guide {
  const title = /^# (.+)$/m.exec(markdown)?.[1]?.trim() ?? name;
  return { name, title, markdown };
}

/** In reading order. */
export const guides: readonly Guide[] = [
  guide('quickstart', quickstart),
  guide('oauth-pkce', oauthPkce),
  guide('paging-and-search', pagingAndSearch),
  guide('idempotent-retries', idempotentRetries),
  guide('errors', errors),
];

export function findGuide(name: string): Guide | null {
  return guides.find((g) => g.name === name) ?? null;
}

/** Links between guides are written as `name.md` (so they work on GitHub too) and served as `/docs/guides/name`. */
export function renderGuide(markdown: string): string {
  const rendered = micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()] });
  return rendered.replace(
    /href="([a-z-]+)\.md(#[^"]*)?"/g,
    (_, name: string, hash: string | undefined) => `href="/docs/guides/${name}${hash ?? ''}"`,
  );
}
