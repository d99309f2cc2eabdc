// Cookies of the sign-in pages: HttpOnly, SameSite=Lax, Secure (with the __Host- prefix)
// whenever the public URL is https.

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null; // a malformed cookie counts as none
      }
    }
  }
  return null;
}

export class CookieJar {
  readonly secure: boolean;

  constructor(baseUrl: string) {
    this.secure = new URL(baseUrl).protocol === 'https:';
  }

  /** `__Host-` cookies can be neither set by a sibling subdomain nor sent over http. */
  name(base: string): string {
    return this.secure ? `__Host-${base}` : base;
  }

  serialize(base: string, value: string, maxAgeSeconds: number): string {
    const attributes = [`${this.name(base)}=${encodeURIComponent(value)}`, 'Path=/', 'HttpOnly', 'SameSite=Lax', `Max-Age=${maxAgeSeconds}`];
    if (this.secure) attributes.push('Secure');
    return attributes.join('; ');
  }

  clear(base: string): string {
    return this.serialize(base, '', 0);
  }

  read(request: Request, base: string): string | null {
    return readCookie(request, this.name(base));
  }
}
