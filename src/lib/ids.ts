// Prefixed, time-sortable ids: TypeIDs (prefix + base32 UUIDv7, the TypeID specification's
// encoding). Made here from Bun's UUIDv7 (monotonic within a millisecond): every request gets
// one, and typeid-js's generator costs several times more (docs/benchmarks.md#per-request-and-at-start;
// test/ids.test.ts checks the encoding against typeid-js).
import { remember } from './remember';

export type IdPrefix =
  | 'catch'
  | 'sp'
  | 'usr'
  | 'key'
  | 'wh'
  | 'evt'
  | 'dlv'
  | 'app'
  | 'ver'
  | 'photo'
  | 'req'
  | 'sess'
  | 'grant'
  | 'tok'
  | 'dap'
  | 'inv'
  | 'sgn'
  | 'act'
  | 'pkey'
  | 'cmp'
  | 'ent'
  | 'wgh'
  | 'prt'
  | 'ntf'
  | 'psub';

const base32 = '0123456789abcdefghjkmnpqrstvwxyz';

/**
 * A TypeID suffix: 16 bytes as 26 base32 characters, most significant first. 26 × 5 = 130
 * bits, so the first character holds the top 3 bits (0-7) and each next one the next 5.
 */
export function typeIdSuffix(bytes: Uint8Array): string {
  let text = base32[bytes[0]! >> 5]!;
  let carried = bytes[0]! & 0x1f;
  let carriedBits = 5;
  for (let i = 1; i < 16; i++) {
    carried = (carried << 8) | bytes[i]!;
    carriedBits += 8;
    while (carriedBits >= 5) {
      carriedBits -= 5;
      text += base32[(carried >> carriedBits) & 0x1f];
    }
    carried &= (1 << carriedBits) - 1;
  }
  return text;
}

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${typeIdSuffix(Bun.randomUUIDv7('buffer'))}`;
}

const suffixPattern = '[0-7][0-9a-hjkmnp-tv-z]{25}';

const idShapes = new Map<IdPrefix, RegExp>();

/** Whether `text` has the shape of an id with this prefix (says nothing of existence). */
export function isId(prefix: IdPrefix, text: string): boolean {
  const shape = remember(idShapes, prefix, () => new RegExp(idPattern(prefix)));
  return shape.test(text);
}

export function idPattern(prefix: IdPrefix): string {
  return `^${prefix}_${suffixPattern}$`;
}
