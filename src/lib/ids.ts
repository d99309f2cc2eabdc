// Prefixed, time-sortable ids: TypeIDs (prefix + base32 UUIDv7).
import { typeid } from 'typeid-js';
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
  | 'pkey';

export function newId(prefix: IdPrefix): string {
  return typeid(prefix).toString();
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
