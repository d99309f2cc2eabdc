// The consent page: what an app asks for, in plain words, with Allow and Deny.
import type { Html } from '#jsx/jsx-runtime';
import { Hidden, PostForm } from '../../../web/components';
import { Layout } from '../../../web/layout';
import type { Visitor } from '../../../web/visitor';
import { effectiveScopes, scopeDescriptions } from '../../../identity/scopes';
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
  return (
    <Layout title={`Allow ${check.app.name}`} visitor={props.visitor} width="narrow">
      <div class="card">
        <h1>Allow {check.app.name}?</h1>
        <p>
          <strong>{check.app.name}</strong> wants to use your catchd account, <strong>{user.displayName}</strong> ({user.email}). If you
          allow it, it will be able to:
        </p>
        <ul class="scopes">
          {shown.map((s) => (
            <li>{scopeDescriptions[s]}</li>
          ))}
        </ul>
        {withheld.length > 0 && (
          <p class="muted">
            It also asked for things your account cannot do, which it will not get: {withheld.map((s) => scopeDescriptions[s]).join('; ')}.
          </p>
        )}
        <p class="muted">
          You can take this back at any time. Afterwards you go back to{' '}
          {destination.protocol.startsWith('http') ? destination.host : destination.protocol}.
        </p>
        <PostForm action="/oauth/authorize" csrf={props.visitor.csrf}>
          {props.hiddenFields.map(([name, value]) => (
            <Hidden name={name} value={value} />
          ))}
          <div class="actions">
            <button type="submit" name="decision" value="deny" class="secondary">
              Deny
            </button>
            <button type="submit" name="decision" value="allow">
              Allow
            </button>
          </div>
        </PostForm>
      </div>
    </Layout>
  );
}
