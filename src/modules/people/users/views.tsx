// The one input where a person chooses a password: its bounds are the users service's rule.
import type { Html } from '#jsx/jsx-runtime';
import { passwordLength } from '../../../identity/people';

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
