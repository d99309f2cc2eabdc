// The consent page: what an app asks for, in plain words, with Allow and Deny.
import type { Html } from '#jsx/jsx-runtime';
import { Hidden, PostForm } from '../../../web/components';
import { Layout } from '../../../web/layout';
import type { Visitor } from '../../../web/visitor';
import { effectiveScopes, scopeDescription } from '../../../identity/scopes';
import { m } from '../../../i18n/paraglide/messages.js';
import { Placed } from '../views';
import type { UserRow } from '../../../identity/person';
import type { AuthorizationCheck } from './service';

export function ConsentPage(props: {
  check: Extract<AuthorizationCheck, { kind: 'ok' }>;
  user: UserRow;
  hiddenFields: [string, string][];
  visitor: Visitor;
}): Html {
  const { check, user } = props;
  const granted = effectiveScopes(check.scopes, user.role);
  const shown = check.scopes.filter((s) => granted.has(s));
  const withheld = check.scopes.filter((s) => !granted.has(s));
  const destination = new URL(check.redirectUri);
  // The person's language: what they allow must be said in words they read.
  const o = { locale: props.visitor.reader.locale };
  const app = check.app.name;
  return (
    <Layout title={m.oauth_allow_title({ app }, o)} visitor={props.visitor} width="narrow">
      <div class="card">
        <h1>{m.oauth_allow_question({ app }, o)}</h1>
        <p>
          <Placed
            message={(i) => m.oauth_wants(i, o)}
            parts={{ app: <strong>{app}</strong>, person: <strong>{user.displayName}</strong>, email: user.email }}
          />
        </p>
        <ul class="scopes">
          {shown.map((s) => (
            <li>{scopeDescription(s, o.locale)}</li>
          ))}
        </ul>
        {withheld.length > 0 && (
          <p class="muted">{m.oauth_withheld({ scopes: withheld.map((s) => scopeDescription(s, o.locale)).join('; ') }, o)}</p>
        )}
        <p class="muted">
          {m.oauth_afterwards({ destination: destination.protocol.startsWith('http') ? destination.host : destination.protocol }, o)}
        </p>
        <PostForm action="/oauth/authorize" csrf={props.visitor.csrf}>
          {props.hiddenFields.map(([name, value]) => (
            <Hidden name={name} value={value} />
          ))}
          <div class="actions">
            <button type="submit" name="decision" value="deny" class="secondary">
              {m.oauth_deny({}, o)}
            </button>
            <button type="submit" name="decision" value="allow">
              {m.oauth_allow({}, o)}
            </button>
          </div>
        </PostForm>
      </div>
    </Layout>
  );
}
