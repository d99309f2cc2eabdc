// return_to texts for the sign-in pages: forms that a browser would read as another site
// (open redirects), and same-site paths that must survive. Shared by the table test of
// safeReturnPath and the walks over every way into sign-in (test/operations).

/** Each must end at the fallback (/account), whatever reads it. */
export const hostileReturnPaths: [name: string, text: string][] = [
  ['tab (issue 25)', '/\t/evil.example'],
  ['newline', '/\n/evil.example'],
  ['carriage return', '/\r/evil.example'],
  ['CRLF header injection', '/\r\nSet-Cookie: catchd_session=x'],
  ['tab before the slashes', '\t//evil.example'],
  ['tab between the slashes', '/\t\t/evil.example'],
  ['NUL', '/\0/evil.example'],
  ['DEL', '/\x7f/evil.example'],
  ['C1 control', '/\u0085/evil.example'],
  ['protocol-relative', '//evil.example'],
  ['three slashes', '///evil.example'],
  ['protocol-relative with credentials', '//catchd.test@evil.example'],
  ['slash backslash', '/\\evil.example'],
  ['backslash slash', '\\/evil.example'],
  ['two backslashes', '\\\\evil.example'],
  ['slash backslash slash', '/\\/evil.example'],
  ['backslash later in the path', '/a\\..\\..\\/evil.example'],
  ['percent-encoded tab', '/%09/evil.example'],
  ['percent-encoded newline', '/%0a/evil.example'],
  ['percent-encoded slash', '/%2F/evil.example'],
  ['percent-encoded slashes', '/%2f%2fevil.example'],
  ['percent-encoded backslash', '/%5C/evil.example'],
  ['broken percent-encoding', '/%E0%A4%A'],
  ['dot segment', '/.//evil.example'],
  ['encoded dot segment', '/%2e//evil.example'],
  ['parent segment', '/a/..//evil.example'],
  ['https URL', 'https://evil.example/'],
  ['https URL without slashes', 'https:evil.example'],
  ['absolute URL of this very site', 'http://catchd.test/account'],
  ['javascript: URL', 'javascript:alert(document.cookie)'],
  ['javascript: after a tab', '\tjavascript:alert(1)'],
  ['data: URL', 'data:text/html,<script>alert(1)</script>'],
  ['no leading slash', 'evil.example'],
  ['very long', `/${'a'.repeat(5000)}`],
  ['empty', ''],
];

/** An authorization request waiting for its sign-in: encoded URLs, backslashes and tabs in its query stay as they are. */
const authorizeReturn = '/oauth/authorize?client_id=app_x&redirect_uri=https%3A%2F%2Fapp.example%2Fcb&state=a%5Cb%09';

/** Same-site paths, each with what it becomes (re-encoded by the URL parser). */
export const keptReturnPaths: [text: string, becomes: string][] = [
  ['/account', '/account'],
  ['/catches?page=2#top', '/catches?page=2#top'],
  [authorizeReturn, authorizeReturn],
  ['/divers/ü', '/divers/%C3%BC'],
  ['/x#//evil.example', '/x#//evil.example'],
  ['/\uff0f/evil.example', '/%EF%BC%8F/evil.example'],
  ['/a/../b', '/b'],
  // Encoded twice: once decoded it is a plain path with a literal %09 in it.
  ['/%2509/evil.example', '/%2509/evil.example'],
];

/**
 * Where a browser goes for a Location value: the WHATWG URL parser (which browsers use) drops
 * tabs and newlines, reads `\` as `/` and resolves against the page's URL.
 */
export function browserTarget(location: string, base: string): URL {
  return new URL(location, base);
}
