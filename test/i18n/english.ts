// The check that pages and mails have no English left for a reader of another language, shared
// by the page, mail and journey tests: the English messages are what it looks for, so a string
// left out of the message files is caught too by the English words that give it away.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { languageNames, type Language } from '../../src/i18n/locale';

const root = resolve(import.meta.dir, '../..');
const messageFile = (locale: Language): Record<string, unknown> =>
  JSON.parse(readFileSync(join(root, 'messages', `${locale}.json`), 'utf8')) as Record<string, unknown>;

/**
 * Every piece of literal English in the messages that the translation into `locale` does not
 * share ("Menu" is French too; "Page" begins both "Page {page} of {last}" and "Page {page} sur {last}").
 */
function englishPieces(locale: Language): string[] {
  const english = messageFile('en');
  const theirs = messageFile(locale);
  const texts = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(texts)
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(texts)
          : [];
  const pieces = (value: unknown): string[] =>
    texts(Array.isArray(value) ? (value as { match: unknown }[])[0]!.match : value)
      .flatMap((text) => text.split(/\{\w+\}/))
      .map((piece) => piece.trim().replace(/^[\s.:;,?]+|[\s.:;,?]+$/g, ''))
      .filter((piece) => piece.length >= 3 && /\p{L}/u.test(piece));
  // A piece the language itself says somewhere is its word too (Italian "Note", Portuguese "Status").
  const ownWords = new Set(Object.values(theirs).flatMap(pieces));
  return Object.keys(english)
    .filter((key) => key !== '$schema')
    .flatMap((key) => {
      const shared = new Set(pieces(theirs[key]));
      return pieces(english[key]).filter((piece) => !shared.has(piece) && !ownWords.has(piece));
    });
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One pattern per language for all of englishPieces, each a whole word or words: made once, as
 * every page of a run is checked against the same thousands of pieces.
 */
const englishPatterns = new Map<Language, RegExp>();
function englishPattern(locale: Language): RegExp {
  let pattern = englishPatterns.get(locale);
  if (!pattern) {
    const pieces = englishPieces(locale);
    // No piece at all: a pattern that never matches (an empty alternation would match everything).
    pattern = pieces.length === 0 ? /(?!)/ : new RegExp(`(?<!\\p{L})(?:${pieces.map(escapeRegExp).join('|')})(?!\\p{L})`, 'u');
    englishPatterns.set(locale, pattern);
  }
  return pattern;
}

/** Words no page in another language has: a sentence left in English carries one of them. */
const englishWords = /(?<!\p{L})(the|your|you|please|this|with|here|and|sign in|sign out)(?!\p{L})/iu;

const decode = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&amp;/g, '&');

/** What a person reads or hears on a page: its text, its title and the labels of its controls. */
export function readableTexts(html: string): string[] {
  // `<code>` holds what no language translates: scope names, field names, commands.
  const withoutCode = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, '')
    .replace(/<style\b[\s\S]*?<\/style>/gi, '')
    .replace(/<code\b[\s\S]*?<\/code>/gi, '')
    // Data shown as it is sent (an event's JSON), which no language changes.
    .replace(/<pre\b[\s\S]*?<\/pre>/gi, '');
  const attributes = [...withoutCode.matchAll(/\s(?:aria-label|alt|placeholder|title)="([^"]*)"/g)].map((x) => x[1]!);
  const description = [...withoutCode.matchAll(/<meta name="description" content="([^"]*)"/g)].map((x) => x[1]!);
  const nodes = withoutCode.split(/<[^>]*>/);
  return [...nodes, ...attributes, ...description].map((t) => decode(t).replace(/\s+/g, ' ').trim()).filter((t) => t !== '');
}

/** Names that stay as they are in every language: the club's, the product's, and each language's own. */
const properNouns = new Set(['catchd', ...Object.values(languageNames)]);

/** Names people of these tests chose, in English words ("Dive Log Pro", an app): data, not the page's. */
const chosenNames = ['Dive Log Pro', 'Logbook sync'];

/**
 * The page without the elements inside it that say they are in another language than the
 * reader's (`lang="en"` around a guide's text, written in English only; a species' name in the
 * language a search matched): they tell screen readers so, and are not English left behind. The
 * page's own `<html lang>` is never one of them.
 */
export function withoutOtherLanguages(html: string, locale: Language): string {
  const opening = /<([a-z][a-z0-9]*)\b[^>]*\slang="([a-z]{2,3})(?:-[a-z0-9]+)*"[^>]*>/gi;
  let out = '';
  let from = 0;
  for (let match = opening.exec(html); match; match = opening.exec(html)) {
    const tag = match[1]!.toLowerCase();
    if (tag === 'html' || match[2]!.toLowerCase() === locale) continue;
    // Its end: the closing tag that balances the element's own nested tags of the same name.
    const same = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi');
    same.lastIndex = opening.lastIndex;
    let depth = 1;
    let end = html.length;
    for (let t = same.exec(html); t; t = same.exec(html)) {
      depth += t[1] ? -1 : 1;
      if (depth === 0) {
        end = same.lastIndex;
        break;
      }
    }
    out += html.slice(from, match.index);
    from = end;
    opening.lastIndex = end;
  }
  return out + html.slice(from);
}

/** The texts of a page still in English for a reader of `locale` (parts marked in another language aside). */
export function englishLeft(html: string, locale: Language): string[] {
  const english = englishPattern(locale);
  return readableTexts(withoutOtherLanguages(html, locale)).filter((text) => {
    // Without the names people chose, the `{count}`s a script fills in (the offline app's words),
    // email addresses (a random one's hex can spell "add" or "bed") and identifiers
    // (`catch.created`, `dlv_…`), which no language changes.
    const pageWords = chosenNames
      .reduce((left, name) => left.replaceAll(name, ''), text)
      .replace(/\{\w+\}/g, '')
      .replace(/[^\s@]+@[^\s@]+/g, '')
      .replace(/[\p{L}\d]+(?:[._][\p{L}\d]+)+/gu, '');
    return !properNouns.has(text) && (english.test(pageWords) || englishWords.test(pageWords));
  });
}
