// Text helpers shared by lookups, search and the words pages show.

/** Lower-case, accents stripped, whitespace folded: "Mérou  Brun" → "merou brun". */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Levenshtein distance, for "did you mean" suggestions on short strings. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
    }
    previous = current;
  }
  return previous[b.length];
}

/**
 * An FTS5 MATCH expression that finds rows holding every word of `text` (each word quoted,
 * so user input can never be read as FTS syntax). Null when the text has no words.
 */
export function ftsAllWords(text: string, options: { prefixLast?: boolean } = {}): string | null {
  const words = searchKey(text).match(/[\p{L}\p{N}]+/gu);
  if (!words) return null;
  return words
    .slice(0, 16)
    .map((word, i, all) => `"${word}"${options.prefixLast && i === all.length - 1 ? '*' : ''}`)
    .join(' ');
}

/** "1 catch", "2 catches", "0 catches": a count with its noun (`many` for irregular plurals such as "species"). */
export function counted(n: number, one: string, many = `${one}${/(s|sh|ch|x)$/.test(one) ? 'es' : 's'}`): string {
  return `${n} ${n === 1 ? one : many}`;
}
