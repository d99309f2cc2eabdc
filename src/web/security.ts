// Security headers of every page: a strict Content-Security-Policy (scripts and styles only
// from this server, no inline script, so no nonce either), no framing unless the page is
// meant to be embedded, no referrer, never cached.

export interface PagePolicy {
  /** `'none'` (the default), or the origins allowed to frame an embeddable page. */
  frameAncestors?: string[];
  /**
   * Where forms may go. The OAuth consent page posts here and is then redirected to the
   * app's redirect URI, which Chromium counts as a form target: that page passes null.
   */
  formAction?: string | null;
}

function contentSecurityPolicy(policy: PagePolicy = {}): string {
  const ancestors = policy.frameAncestors && policy.frameAncestors.length > 0 ? policy.frameAncestors.join(' ') : "'none'";
  const formAction = policy.formAction === undefined ? "'self'" : policy.formAction;
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "manifest-src 'self'",
    "base-uri 'none'",
    ...(formAction ? [`form-action ${formAction}`] : []),
    `frame-ancestors ${ancestors}`,
  ].join('; ');
}

export function pageSecurityHeaders(policy: PagePolicy = {}): Record<string, string> {
  const framed = (policy.frameAncestors?.length ?? 0) > 0;
  return {
    'content-security-policy': contentSecurityPolicy(policy),
    ...(framed ? {} : { 'x-frame-options': 'DENY' }),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'cache-control': 'no-store',
  };
}
