// The address a request came from. X-Forwarded-For is believed only when the direct peer
// is one of the configured proxies (CATCHD_TRUSTED_PROXIES); anyone else could forge it.

/** IPv4-mapped IPv6 (`::ffff:10.0.0.1`) and plain IPv4 compare equal. */
function normalize(address: string): string {
  const trimmed = address.trim().toLowerCase();
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

/**
 * Walks X-Forwarded-For from the right (the hop our proxy added last) past trusted proxies;
 * the first untrusted hop is the client.
 */
export function resolveClientAddress(peer: string | null, forwardedFor: string | null, trustedProxies: readonly string[]): string | null {
  if (peer === null) return null;
  const trusted = new Set(trustedProxies.map(normalize));
  let client = normalize(peer);
  if (!trusted.has(client) || !forwardedFor) return client;
  const hops = forwardedFor.split(',').map(normalize).filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    client = hops[i];
    if (!trusted.has(client)) break;
  }
  return client;
}

export function isLoopback(address: string | null): boolean {
  if (address === null) return false;
  const a = normalize(address);
  return a === '::1' || a.startsWith('127.');
}
