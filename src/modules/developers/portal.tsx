// Pieces every developer portal page shares: who may open it, the portal's own navigation,
// a secret shown once, and reading forms whose refusals come back as the page with problems.
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Child, Html } from '#jsx/jsx-runtime';
import type { AppDeps } from '../../app-deps';
import { HttpError, ValidationFailed, type FieldError } from '../../lib/problem';
import { Notice } from '../../web/components';
import { Layout } from '../../web/layout';
import type { WebSupport } from '../../web/session';
import { PageForbidden, requireScope, type Visitor } from '../../web/visitor';
import type { Principal } from '../auth/service';
import { developerStanding, type DeveloperPolicy, type DeveloperStanding } from './service';

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

/** Every value of a form field that may repeat (checkboxes), as strings. */
export function formList(body: unknown, name: string): string[] {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;
  return [value].flat().filter((v): v is string => typeof v === 'string' && v !== '');
}

export function checkForm(web: WebSupport, request: Request, body: unknown): void {
  if (!web.csrfValid(request, body)) throw new ValidationFailed([{ field: 'csrf_token', message: 'this form expired; reload the page' }], 'This form expired.');
}

/** A form's values checked against the API's own model of the same request (422 with each field's problem). */
export function checkModel(schema: TSchema, values: Record<string, unknown>): void {
  const errors = [...Value.Errors(schema, values)].map((e) => ({ field: e.path.replace(/^\//, '') || 'form', message: e.message }));
  if (errors.length > 0) throw new ValidationFailed(errors);
}

export interface Refusal {
  errors: FieldError[];
  status: number;
}

/** Runs a form's work; a refusal by a rule (4xx) comes back as its problems, anything else is thrown on. */
export async function attempt<T>(work: () => Promise<T>): Promise<{ value: T } | { refusal: Refusal }> {
  try {
    return { value: await work() };
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) throw error;
    return { refusal: { errors: error.errors ?? [{ field: 'form', message: error.message }], status: error.status } };
  }
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
        {sections.filter((s) => props.visitor.developer || !s.developer).map((s) => (
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

/** The `done` message a redirect after a form carries, if any. */
export function doneOf(request: Request): string | null {
  return new URL(request.url).searchParams.get('done');
}

export function done(path: string, message: string): string {
  return `${path}?done=${encodeURIComponent(message)}`;
}
