// Pieces every developer portal page shares: who may open it, scope choices, and sentences with
// links or markup inside (the portal's frame and a secret shown once are in
// src/web/kit/portal.tsx, for events/ and people/ too).
import type { Child, Html } from '#jsx/jsx-runtime';
import type { AppDeps } from '../../app-deps';
import { requireScope, type Visitor } from '../../web/visitor';
import { HttpError } from '../../lib/problem';
import { isScope, scopeDescription } from '../../identity/scopes';
import type { Principal } from '../../identity/credentials';
import { developerStanding, type DeveloperPolicy, type DeveloperStanding } from '../../identity/developer-access';
import type { Language } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';

type Words = (inputs: Record<string, never>, options: { locale: Language }) => string;

const refusals: Record<Exclude<DeveloperStanding, 'approved'>, Words> = {
  none: m.dev_refusal_none,
  requested: m.dev_refusal_requested,
  declined: m.dev_refusal_declined,
  closed: m.dev_refusal_closed,
};

/**
 * Keys and apps refused for want of developer access: a 403 page whose message is already in
 * the reader's language (its own code, so error pages show it rather than a general refusal).
 */
class DeveloperAccessRefused extends HttpError {
  constructor(message: string) {
    super(403, 'developer_access_refused', message);
  }
}

/** A signed-in, approved developer (admins always are), or a readable 403 page saying why not. */
export async function requireDeveloper(deps: AppDeps, policy: DeveloperPolicy, visitor: Visitor): Promise<Principal> {
  const principal = requireScope(visitor, 'account:read');
  const standing = await developerStanding(deps.db, policy, principal);
  if (standing !== 'approved') throw new DeveloperAccessRefused(refusals[standing]({}, { locale: visitor.reader.locale }));
  return principal;
}

export function standingText(standing: DeveloperStanding, locale: Language): string {
  return (standing === 'approved' ? m.dev_standing_approved : refusals[standing])({}, { locale });
}

/**
 * A message whose `{name}`s are markup (a link, a name in bold): the words around them come
 * from the message, so each language places them where its sentence needs them.
 */
export function Placed<K extends string>(props: { message: (inputs: Record<K, string>) => string; parts: Record<K, Child> }): Html {
  const names = Object.keys(props.parts) as K[];
  const text = props.message(Object.fromEntries(names.map((name) => [name, `\u0000${name}\u0000`])) as Record<K, string>);
  // Split at the markers: every odd piece is a name, every even one the words between.
  return <>{text.split('\u0000').map((piece, i) => (i % 2 === 1 ? props.parts[piece as K] : piece))}</>;
}

/** The scopes a key or an app may hold, as checkboxes. */
export function ScopeChoices(props: { scopes: string[]; chosen: string[]; locale: Language }) {
  return (
    <fieldset>
      <legend>{m.dev_scopes({}, { locale: props.locale })}</legend>
      {props.scopes.map((s) => (
        <label class="check scope">
          <input type="checkbox" name="scopes" value={s} checked={props.chosen.includes(s)} />
          <span>
            <code>{s}</code>
            <span class="muted">{isScope(s) ? scopeDescription(s, props.locale) : ''}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
