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

/**
 * The key limits count an address under: IPv4 as it is, IPv6 by its /64, since one
 * subscriber or host is handed a whole /64 and could otherwise take a new key per request.
 */
export function addressGroup(address: string | null): string {
  if (address === null) return 'unknown';
  const a = normalize(address).split('%')[0]!;
  if (!a.includes(':')) return a;
  // The URL parser validates and compresses the address (embedded IPv4 becomes two groups).
  const host = URL.parse(`http://[${a}]/`)?.hostname;
  if (!host) return a;
  const [head = '', tail] = host.slice(1, -1).split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups.slice(0, 4).join(':')}::/64`;
}
