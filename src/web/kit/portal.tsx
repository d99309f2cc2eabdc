// The developer portal's frame (its own navigation under the layout) and a secret shown once:
// pages of developers/, events/ and people/ share them, so they live below every feature.
import type { Child, Html } from '#jsx/jsx-runtime';
import { Notice } from '../components';
import { Layout } from '../layout';
import type { Visitor } from '../visitor';
import { sourceLanguage, type Language } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';

/** `developer`: for approved developers only (others would get a 403; the start page tells them how to apply). */
const sections = [
  { href: '/developers', label: m.webhook_portal_access },
  { href: '/developers/keys', label: m.webhook_portal_keys, developer: true },
  { href: '/developers/apps', label: m.webhook_portal_apps, developer: true },
  { href: '/developers/webhooks', label: m.webhook_title },
  { href: '/developers/events', label: m.event_title },
  { href: '/developers/requests', label: m.webhook_portal_requests },
  { href: '/developers/authorised', label: m.webhook_portal_authorised },
];

export function PortalLayout(props: { title: string; visitor: Visitor; current: string; notice?: string | null; children?: Child }): Html {
  const o = { locale: props.visitor.reader.locale };
  return (
    <Layout title={props.title} visitor={props.visitor}>
      <nav aria-label={m.webhook_portal({}, o)} class="subnav">
        {sections
          .filter((s) => props.visitor.developer || !s.developer)
          .map((s) => (
            <a href={s.href} aria-current={s.href === props.current ? 'page' : undefined}>
              {s.label({}, o)}
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
export function SecretOnce(props: {
  label: string;
  secret: string;
  /** The page's language (pages not yet converted to messages leave it English). */
  locale?: Language;
}): Html {
  const o = { locale: props.locale ?? sourceLanguage };
  return (
    <div class="card secret" role="status">
      <p>
        <strong>{props.label}</strong> {m.webhook_secret_once({}, o)}
      </p>
      <p>
        <code id="secret-value">{props.secret}</code>
      </p>
      <button type="button" class="secondary" data-copy="secret-value" data-js-only hidden>
        {m.webhook_copy({}, o)}
      </button>
      <span class="hint" data-copy-status aria-live="polite"></span>
    </div>
  );
}
