// The one-time links of joining (setup, invitations, sign-up confirmation), of a new email address and of a forgotten password: secrets stored
// only as SHA-256 hashes, and one refusal for every way a link can be wrong, so that an
// expired, spent or made-up link reads the same and changes nothing.
import { HttpError } from '../../../lib/problem';

type LinkKind = 'setup' | 'invitation' | 'sign-up' | 'email' | 'reset';

const what: Record<LinkKind, string> = {
  setup: 'This setup link is not valid: it was used already, has expired (restart catchd for a new one), or was mistyped.',
  invitation:
    'This invitation link is not valid: it was used already, revoked, replaced by a newer one, has expired, or was mistyped. Ask an admin for a new one.',
  'sign-up': 'This confirmation link is not valid: it has expired or was mistyped. Sign up again for a new one.',
  email:
    'This confirmation link is not valid: it was used already, replaced by a newer change, has expired, or was mistyped. Change the address again on your account page.',
  reset: 'This link is not valid: it was used already, replaced by a newer one, is over an hour old, or was mistyped. Ask for a new one.',
};

export class LinkNotValid extends HttpError {
  readonly kind: LinkKind;
  constructor(kind: LinkKind) {
    super(404, 'link_not_valid', what[kind]);
    this.kind = kind;
  }
}

/** Secrets longer than any we make are refused before hashing. */
export const maxSecretLength = 200;
