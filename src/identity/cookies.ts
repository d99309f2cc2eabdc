// Cookies of the sign-in pages: HttpOnly, SameSite=Lax, Secure (with the __Host- prefix)
// whenever the public URL is https. Parsed and written by Bun's CookieMap and Cookie
// (percent-encoded values; of a name sent twice, the first counts).

export class CookieJar {
  readonly secure: boolean;

  constructor(baseUrl: string) {
    this.secure = new URL(baseUrl).protocol === 'https:';
  }

  /** `__Host-` cookies can be neither set by a sibling subdomain nor sent over http. */
  name(base: string): string {
    return this.secure ? `__Host-${base}` : base;
  }

  /** A Set-Cookie value for the whole site (Path=/; __Host- requires it, with Secure and no Domain). */
  serialize(base: string, value: string, maxAgeSeconds: number): string {
    return new Bun.Cookie(this.name(base), value, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      maxAge: maxAgeSeconds,
      secure: this.secure,
    }).serialize();
  }

  clear(base: string): string {
    return this.serialize(base, '', 0);
  }

  read(request: Request, base: string): string | null {
    const header = request.headers.get('cookie');
    return header ? new Bun.CookieMap(header).get(this.name(base)) : null;
  }
}
