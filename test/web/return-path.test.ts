// safeReturnPath: the one gate between a return_to text and a Location header.
import { describe, expect, test } from 'bun:test';
import { safeReturnPath } from '../../src/web/session';
import { browserTarget, hostileReturnPaths, keptReturnPaths } from '../return-paths';

const base = 'http://catchd.test';

describe('safeReturnPath', () => {
  test.each(hostileReturnPaths)('%s: the fallback', (_, text) => {
    expect(safeReturnPath(text, base)).toBe('/account');
  });

  test.each(keptReturnPaths)('%p stays as %p, on this site', (text, becomes) => {
    const path = safeReturnPath(text, base);
    expect(path).toBe(becomes);
    expect(browserTarget(path, base).origin).toBe(base);
  });

  test("the fallback is the caller's", () => {
    expect(safeReturnPath('//evil.example', base, '/')).toBe('/');
    expect(safeReturnPath(undefined, base)).toBe('/account');
  });

  test('an https public URL with a path: the same origin is what counts', () => {
    expect(safeReturnPath('/account?x=1', 'https://catchd.example/club')).toBe('/account?x=1');
    expect(safeReturnPath('/\t/evil.example', 'https://catchd.example/club')).toBe('/account');
  });
});
