// The sign-in pages' cookie jar (src/identity/cookies.ts): the __Host- prefix and
// Secure exactly when the public URL is https, the attributes every cookie carries, and
// reading a Cookie header as browsers send it.
import { describe, expect, test } from 'bun:test';
import { CookieJar } from '../../src/identity/cookies';

const attributesOf = (setCookie: string): string[] => setCookie.split('; ').slice(1).sort();

describe('CookieJar', () => {
  const cases: [string, boolean, string][] = [
    ['https://catchd.example', true, '__Host-catchd_session'],
    ['https://catchd.example:8443/base/', true, '__Host-catchd_session'],
    ['http://localhost:3000', false, 'catchd_session'],
  ];
  for (const [baseUrl, secure, name] of cases)
    test(`${baseUrl}: ${name}${secure ? ', Secure' : ''}`, () => {
      const jar = new CookieJar(baseUrl);
      expect(jar.secure).toBe(secure);
      expect(jar.name('catchd_session')).toBe(name);
      const set = jar.serialize('catchd_session', 'v', 3600);
      expect(set.split('; ')[0]).toBe(`${name}=v`);
      expect(attributesOf(set)).toEqual(['HttpOnly', 'Max-Age=3600', 'Path=/', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].sort());
      const cleared = jar.clear('catchd_session');
      expect(cleared.split('; ')[0]).toBe(`${name}=`);
      expect(attributesOf(cleared)).toContain('Max-Age=0');
    });

  test('values are percent-encoded on the way out and decoded on the way in', () => {
    const jar = new CookieJar('http://localhost');
    const value = 'a b;c=d/é';
    const set = jar.serialize('pending', value, 60);
    expect(set.split('; ')[0]).toBe(`pending=${encodeURIComponent(value)}`);
    const request = new Request('http://localhost/', { headers: { cookie: `other=1; ${set.split('; ')[0]}` } });
    expect(jar.read(request, 'pending')).toBe(value);
  });

  const reads: [string, string | undefined, string | null][] = [
    ['no Cookie header', undefined, null],
    ['another cookie only', 'other=1', null],
    ['among others, spaces around', ' other=1 ;  s = v ; x=2', 'v'],
    ['sent twice: the first counts', 's=1; s=2', '1'],
    ['an = inside the value', 's=a=b', 'a=b'],
    ['the plain name under https is not the __Host- one', '__Host-s=secure', null],
  ];
  for (const [name, header, expected] of reads)
    test(`reads: ${name}`, () => {
      const request = new Request('http://localhost/', { headers: header === undefined ? {} : { cookie: header } });
      expect(new CookieJar('http://localhost').read(request, 's')).toBe(expected);
    });

  test('under https only the __Host- cookie is read', () => {
    const request = new Request('https://catchd.example/', { headers: { cookie: 's=plain; __Host-s=prefixed' } });
    expect(new CookieJar('https://catchd.example').read(request, 's')).toBe('prefixed');
  });
});
