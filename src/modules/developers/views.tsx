// Pieces every developer portal page shares: who may open it and scope choices (the portal's
// frame and a secret shown once are in src/web/kit/portal.tsx, for events/ and people/ too).
import type { AppDeps } from '../../app-deps';
import { PageForbidden, requireScope, type Visitor } from '../../web/visitor';
import { scopeDescriptions } from '../../identity/scopes';
import type { Principal } from '../../identity/credentials';
import { developerStanding, type DeveloperPolicy, type DeveloperStanding } from '../../identity/developer-access';

const refusals: Record<Exclude<DeveloperStanding, 'approved'>, string> = {
  none: 'API keys and OAuth apps are for approved developers. Apply for early access on the developer portal’s start page.',
  requested: 'Your application for developer access is waiting for an administrator’s decision.',
  declined: 'Your application for developer access was declined.',
  closed: 'This installation does not give developer access at the moment.',
};

/** A signed-in, approved developer (admins always are), or a readable 403 page saying why not. */
export async function requireDeveloper(deps: AppDeps, policy: DeveloperPolicy, visitor: Visitor): Promise<Principal> {
  const principal = requireScope(visitor, 'account:read');
  const standing = await developerStanding(deps.db, policy, principal);
  if (standing !== 'approved') throw new PageForbidden(refusals[standing]);
  return principal;
}

export function standingText(standing: DeveloperStanding): string {
  return standing === 'approved' ? 'You are an approved developer.' : refusals[standing];
}

/** The scopes a key or an app may hold, as checkboxes. */
export function ScopeChoices(props: { scopes: string[]; chosen: string[] }) {
  return (
    <fieldset>
      <legend>Scopes</legend>
      {props.scopes.map((s) => (
        <label class="check scope">
          <input type="checkbox" name="scopes" value={s} checked={props.chosen.includes(s)} />
          <span>
            <code>{s}</code>
            <span class="muted">{scopeDescriptions[s as keyof typeof scopeDescriptions] ?? ''}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
