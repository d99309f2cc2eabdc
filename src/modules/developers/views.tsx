// Pieces every developer portal page shares: who may open it, the portal's own navigation,
// scope choices, and a secret shown once.
import type { Child, Html } from '#jsx/jsx-runtime';
import type { AppDeps } from '../../app-deps';
import { Notice } from '../../web/components';
import { Layout } from '../../web/layout';
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

/** `developer`: for approved developers only (others would get a 403; the start page tells them how to apply). */
const sections = [
  { href: '/developers', label: 'Access' },
  { href: '/developers/keys', label: 'API keys', developer: true },
  { href: '/developers/apps', label: 'Apps', developer: true },
  { href: '/developers/webhooks', label: 'Webhooks' },
  { href: '/developers/events', label: 'Events' },
  { href: '/developers/requests', label: 'Request log' },
  { href: '/developers/authorised', label: 'Authorised apps' },
];

export function PortalLayout(props: { title: string; visitor: Visitor; current: string; notice?: string | null; children?: Child }): Html {
  return (
    <Layout title={props.title} visitor={props.visitor}>
      <nav aria-label="Developer portal" class="subnav">
        {sections
          .filter((s) => props.visitor.developer || !s.developer)
          .map((s) => (
            <a href={s.href} aria-current={s.href === props.current ? 'page' : undefined}>
              {s.label}
            </a>
          ))}
      </nav>
      <h1>{props.title}</h1>
      {props.notice && <Notice>{props.notice}</Notice>}
      {props.children}
    </Layout>
  );
}

/** A secret in the one answer that holds it, with a copy button (app.js shows it). */
export function SecretOnce(props: { label: string; secret: string }): Html {
  return (
    <div class="card secret" role="status">
      <p>
        <strong>{props.label}</strong> It is shown only now: copy it and keep it safe.
      </p>
      <p>
        <code id="secret-value">{props.secret}</code>
      </p>
      <button type="button" class="secondary" data-copy="secret-value" data-js-only hidden>
        Copy
      </button>
      <span class="hint" data-copy-status aria-live="polite"></span>
    </div>
  );
}
