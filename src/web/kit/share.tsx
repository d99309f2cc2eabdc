// Sharing a page: the button (share.js: the phone's share sheet, else the clipboard), the
// preview a chat app shows of the link (Open Graph and Twitter card tags, which the layout
// writes into the head) and the answer that serves the preview's picture, a PNG card.
import type { Html } from '#jsx/jsx-runtime';
import { cardCache, cardHeight, cardWidth } from '../../lib/share-card';
import { sha256Hex } from '../../lib/secrets';
import type { Language } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import type { Visitor } from '../visitor';

/** What a chat app shows of a link: every URL absolute (from CATCHD_BASE_URL), every word for strangers. */
export interface SharePreview {
  url: string;
  title: string;
  description: string;
  /** The card: cardWidth × cardHeight PNG. */
  image: string;
  /** The club's name. */
  siteName: string;
  /** The language the card and these words are in (the club's). */
  locale: Language;
}

/** What a page shares: the Share button's link and words, and the preview where strangers may see the page. */
export interface Sharing {
  button: { url: string; title: string; text: string; locale: Language };
  preview?: SharePreview;
}

/** A preview's words: a title and a sentence. */
export interface ShareWords {
  title: string;
  description: string;
}

/**
 * The sharing of the page at `page` (a path) whose card is at `card`: the button in the
 * visitor's language, the preview (when `open`: strangers see the page) in the club's.
 */
export function sharingOf(
  baseUrl: string,
  visitor: Visitor,
  paths: { page: string; card: string },
  words: (locale: Language) => ShareWords,
  open: boolean,
): Sharing {
  const own = words(visitor.reader.locale);
  const button = { url: `${baseUrl}${paths.page}`, title: own.title, text: own.description, locale: visitor.reader.locale };
  if (!open) return { button };
  const { club } = visitor;
  return {
    button,
    preview: { ...words(club.language), url: button.url, image: `${baseUrl}${paths.card}`, siteName: club.name, locale: club.language },
  };
}

/** The preview's tags, for the layout's head. */
export function PreviewTags({ preview }: { preview: SharePreview }): Html {
  const og: [string, string][] = [
    ['og:type', 'website'],
    ['og:site_name', preview.siteName],
    ['og:title', preview.title],
    ['og:description', preview.description],
    ['og:url', preview.url],
    ['og:image', preview.image],
    ['og:image:type', 'image/png'],
    ['og:image:width', String(cardWidth)],
    ['og:image:height', String(cardHeight)],
    ['og:image:alt', preview.title],
    ['og:locale', preview.locale],
  ];
  const twitter: [string, string][] = [
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', preview.title],
    ['twitter:description', preview.description],
    ['twitter:image', preview.image],
  ];
  return (
    <>
      <link rel="canonical" href={preview.url} />
      {og.map(([property, content]) => (
        <meta property={property} content={content} />
      ))}
      {twitter.map(([name, content]) => (
        <meta name={name} content={content} />
      ))}
    </>
  );
}

/**
 * A Share button for `url` (absolute), which share.js shows and runs: the share sheet where the
 * browser has one, else a copy to the clipboard, announced. Without JavaScript the link stands
 * as a read-only field to copy by hand. The page loads share.js (its layout's `scripts`).
 */
export function ShareButton({ url, title, text, locale }: Sharing['button']): Html {
  const o = { locale };
  return (
    <div class="share-this">
      <button
        type="button"
        class="secondary"
        data-share={url}
        data-share-title={title}
        data-share-text={text}
        data-share-status="share-status"
        data-share-link="share-link"
        data-share-copied={m.share_copied({}, o)}
        data-share-failed={m.share_copy_failed({}, o)}
        data-share-done={m.share_shared({}, o)}
        hidden
      >
        {m.share_button({}, o)}
      </button>
      <p id="share-link">
        <label for="share-url">{m.share_link({}, o)}</label>
        <input id="share-url" type="url" readonly value={url} />
      </p>
      <span class="hint" id="share-status" role="status" aria-live="polite"></span>
    </div>
  );
}

/** Cards drawn lately: a chat app and its link previews ask again and again. */
const cards = cardCache(64);

/** How many cards this process drew (not served from the cache). */
export const cardsDrawn = (): number => cards.drawn;

/**
 * The card named `key` in its `version` (what changes when what it shows changes) as a PNG,
 * drawn from `svg()` only when no card of that name and version is kept; 304 when the client
 * holds it (If-None-Match). Chat apps keep cards a while; ten minutes lets a board's card move.
 */
export async function cardResponse(request: Request, key: string, version: string, svg: () => Promise<string>): Promise<Response> {
  const etag = `"${sha256Hex(`${key}\n${version}`).slice(0, 32)}"`;
  const headers = { etag, 'cache-control': 'public, max-age=600', 'x-content-type-options': 'nosniff' };
  const held = request.headers.get('if-none-match');
  if (held?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return new Response(null, { status: 304, headers });
  const card = await cards.get(etag, svg);
  return new Response(card.png, { headers: { ...headers, 'content-type': 'image/png' } });
}
