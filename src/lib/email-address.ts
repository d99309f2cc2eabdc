// The one check of an email address, wherever one comes in. Only an addr-spec of RFC 5322
// (`local@domain`, the local part a dot-atom, the domain host-name labels): no display name,
// no angle brackets, no list, no quoted local part, no comment, no address literal. A mail
// library reads `n1<victim@x.test>` as victim@x.test, so anything looser would store one
// address and mail another (and count its mail cap apart).

/** RFC 5321 §4.5.3.1: 64 octets for the local part, 254 for the whole path's address. */
const maxLocalLength = 64;
const maxLength = 254;

/** A dot-atom of RFC 5322's atext (ASCII letters, digits and !#$%&'*+/=?^_`{|}~-). */
const localPart = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** Host-name labels (letters, digits, inner hyphens; at most 63 each), at least two. */
const domain = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The address as stored and mailed (trimmed, lower case), or null when `text` is not an addr-spec. */
export function emailAddress(text: string): string | null {
  const address = text.trim().toLowerCase();
  if (address.length > maxLength) return null;
  const at = address.lastIndexOf('@');
  if (at < 1 || at > maxLocalLength) return null;
  return localPart.test(address.slice(0, at)) && domain.test(address.slice(at + 1)) ? address : null;
}
