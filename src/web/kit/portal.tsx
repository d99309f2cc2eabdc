// The developer portal's frame (its own navigation under the layout) and a secret shown once:
// pages of developers/, events/ and people/ share them, so they live below every feature.
import type { Child, Html } from '#jsx/jsx-runtime';
import { Notice } from '../components';
import { Layout } from '../layout';
import type { Visitor } from '../visitor';

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
