// The message files and the choice of a language: every locale has every message of English
// (and no other), the compiled functions are those of the files as they are, plurals follow each
// language's rules, and a request's language comes from the person, the visitor's pick,
// Accept-Language, the club, then English.
import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { acceptedLanguage, chooseLanguage, languages } from '../../src/i18n/locale';
import { m } from '../../src/i18n/paraglide/messages.js';
import { staleFiles } from '../../scripts/messages';

const root = resolve(import.meta.dir, '../..');
const messagesOf = (locale: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(root, 'messages', `${locale}.json`), 'utf8')) as Record<string, unknown>;
const keysOf = (locale: string): string[] =>
  Object.keys(messagesOf(locale))
    .filter((k) => k !== '$schema')
    .sort();

describe('message files', () => {
  const english = keysOf('en');

  test.each(languages.filter((l) => l !== 'en'))('%s has every message of en.json, and no other', (locale) => {
    const keys = keysOf(locale);
    expect(english.filter((k) => !keys.includes(k))).toEqual([]);
    expect(keys.filter((k) => !english.includes(k))).toEqual([]);
  });

  test.each(languages.filter((l) => l !== 'en'))('%s keeps every placeholder of English and leaves nothing empty', (locale) => {
    const theirs = messagesOf(locale);
    const placeholders = (text: unknown): string[] => [...JSON.stringify(text).matchAll(/\{(\w+)\}/g)].map((x) => x[1]!).sort();
    for (const [key, text] of Object.entries(messagesOf('en'))) {
      if (key === '$schema') continue;
      expect({ key, placeholders: [...new Set(placeholders(theirs[key]))] }).toEqual({
        key,
        placeholders: [...new Set(placeholders(text))],
      });
      expect(JSON.stringify(theirs[key]).replace(/[\s"{}[\]]/g, '').length).toBeGreaterThan(0);
    }
  });

  test('the compiled message functions are those of the message files (bun scripts/messages.ts)', async () => {
    expect(await staleFiles()).toEqual([]);
  }, 60_000);

  test('plurals follow each language’s rules', () => {
    expect(m.nav_unread({ count: 1 }, { locale: 'fr' })).toContain('1 non lue');
    expect(m.nav_unread({ count: 0 }, { locale: 'fr' })).toContain('0 non lue'); // French counts 0 as one
    expect(m.nav_unread({ count: 2 }, { locale: 'fr' })).toContain('2 non lues');
    expect(m.nav_unread({ count: 0 }, { locale: 'it' })).toContain('0 non lette');
    expect(m.nav_unread({ count: 1 }, { locale: 'hr' })).toContain('1 nepročitana');
    expect(m.nav_unread({ count: 21 }, { locale: 'hr' })).toContain('21 nepročitana');
    expect(m.nav_unread({ count: 3 }, { locale: 'hr' })).toContain('3 nepročitane');
    expect(m.nav_unread({ count: 5 }, { locale: 'hr' })).toContain('5 nepročitanih');
    expect(m.nav_unread({ count: 12 }, { locale: 'hr' })).toContain('12 nepročitanih');
    expect(m.nav_unread({ count: 1 }, { locale: 'el' })).toContain('1 μη αναγνωσμένη');
    expect(m.nav_unread({ count: 7 }, { locale: 'el' })).toContain('7 μη αναγνωσμένες');
  });
});

describe('Accept-Language', () => {
  test.each([
    ['es', 'es'],
    ['pt-BR', 'pt'],
    ['pt-PT,pt;q=0.9,en;q=0.8', 'pt'],
    ['de-DE, fr;q=0.3', 'fr'],
    ['en;q=0.5, el;q=0.9', 'el'],
    ['fr;q=0.8, it;q=0.8', 'fr'],
    ['HR', 'hr'],
    ['es;q=0, it', 'it'],
    ['es;q=2, it;q=0.1', 'it'],
    ['es;q=abc', null],
    ['*', null],
    ['de, ja', null],
    ['', null],
    ['a-very-long-nonsense-tag-here, 12, ;;;', null],
    ['zh-Hant-TW;q=0.9, sr-Latn;q=0.8, hr-HR;q=0.7', 'hr'],
  ])('%p → %p', (header, expected) => {
    expect(acceptedLanguage(header)).toBe(expected as never);
  });
});

describe('the language of a page', () => {
  const none = { person: null, picked: null, acceptLanguage: null, club: null };
  test.each([
    [{ ...none }, 'en'],
    [{ ...none, club: 'it' }, 'it'],
    [{ ...none, acceptLanguage: 'es', club: 'it' }, 'es'],
    [{ ...none, acceptLanguage: 'de', club: 'it' }, 'it'],
    [{ ...none, picked: 'el', acceptLanguage: 'es', club: 'it' }, 'el'],
    [{ ...none, person: 'hr', picked: 'el', acceptLanguage: 'es', club: 'it' }, 'hr'],
    [{ ...none, person: 'xx', picked: 'yy', acceptLanguage: 'fr', club: 'it' }, 'fr'],
    [{ ...none, club: 'klingon' }, 'en'],
  ])('%o → %p', (signals, expected) => {
    expect(chooseLanguage(signals)).toBe(expected as never);
  });
});
