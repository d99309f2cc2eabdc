// The one input where a person chooses a password: its bounds are the users service's rule.
import type { Html } from '#jsx/jsx-runtime';
import { passwordLength } from '../../../identity/people';
import type { Role } from '../../../identity/scopes';
import type { Language } from '../../../i18n/locale';
import { m } from '../../../i18n/paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Language }) => string;

/** Role names as pages show them (the stored value stays `admin`, `verifier`, `diver`). */
export const roleWords: Record<Role, Message> = {
  admin: m.people_role_admin,
  verifier: m.people_role_verifier,
  diver: m.people_role_diver,
  developer: m.people_role_developer,
};

/** The roles as a select's options, in the page's language. */
export const roleOptions = (roles: readonly Role[], locale: Language) =>
  roles.map((r) => ({ value: r, label: roleWords[r]({}, { locale }) }));

/**
 * A message with values that pages mark up (`<strong>`) as the pieces between: each value is
 * put in by the translator's order, and comes back as the markup given for it.
 */
export function markedParts<K extends string>(
  message: (inputs: Record<K, string>) => string,
  parts: Record<K, Html | string>,
): (Html | string)[] {
  const names = Object.keys(parts) as K[];
  const markers = Object.fromEntries(names.map((name, i) => [name, `\uE000${i}\uE000`])) as Record<K, string>;
  return message(markers)
    .split(/\uE000(\d+)\uE000/)
    .map((piece, i) => (i % 2 === 1 ? parts[names[Number(piece)]!] : piece));
}

export function NewPasswordInput(props: { id: string; name: string }): Html {
  return (
    <input
      id={props.id}
      name={props.name}
      type="password"
      autocomplete="new-password"
      required
      minlength={String(passwordLength.min)}
      maxlength={String(passwordLength.max)}
    />
  );
}
