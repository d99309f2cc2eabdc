// The developer portal's API keys: create one (its secret shown once), see when each was
// last used, revoke. The rules are the developers and keys services'.
import type { AppDeps } from '../../../app-deps';
import { formatTime, PostForm, Problems, ScrollTable } from '../../../web/components';
import { pageRoutes } from '../../../web';
import { attempt, checkModel, formField, formList, noRefusal, type Refusal } from '../../../web/kit/forms';
import { done, noticeOf } from '../../../web/kit/notices';
import { redirect } from '../../../web/respond';
import type { WebSupport } from '../../../web/session';
import { requireScope, type Visitor } from '../../../web/visitor';
import { ApiKeyCreate } from './model';
import { listApiKeys, presentKey, revokeApiKey } from './service';
import { ScopeChoices, requireDeveloper } from '../views';
import { PortalLayout, SecretOnce } from '../../../web/kit/portal';
import { createDeveloperKey, developerAccessOf } from '../service';
import type { DeveloperPolicy } from '../../../identity/developer-access';
import { recentProof } from '../../../web/recent-proof';

const expiryOptions = [
  { value: '', label: 'Never' },
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
  { value: '365', label: 'In a year' },
];

export function developerKeyPages(deps: AppDeps, web: WebSupport, policy: DeveloperPolicy) {
  const { db } = deps;

  const keysPage = async (
    visitor: Visitor,
    notice: string | null,
    refusal: Refusal = noRefusal,
    secret: string | null = null,
    values: Record<string, string> = {},
    chosen: string[] = [],
  ) => {
    const principal = await requireDeveloper(deps, policy, visitor);
    const access = await developerAccessOf(db, policy, principal);
    const keys = (await listApiKeys(db, principal.userId)).map(presentKey);
    return (
      <PortalLayout title="API keys" visitor={visitor} current="/developers/keys" notice={notice}>
        {secret && <SecretOnce label="Your new API key." secret={secret} />}
        {keys.length === 0 ? (
          <p>No API keys yet.</p>
        ) : (
          <ScrollTable id="keys" label="API keys" columns={['Name', 'Key', 'Scopes', 'Expires', 'Last used', 'Revoke']}>
            {keys.map((k) => (
              <tr>
                <td>{k.name}</td>
                <td>
                  <code>{k.hint}</code>
                </td>
                <td>{k.scopes.join(' ')}</td>
                <td>{k.expires_at ? formatTime(k.expires_at, visitor.reader.timeZone, visitor.reader.locale) : 'never'}</td>
                <td>{k.last_used_at ? formatTime(k.last_used_at, visitor.reader.timeZone, visitor.reader.locale) : 'never'}</td>
                <td>
                  <PostForm action={`/developers/keys/${k.id}/revoke`} csrf={visitor.csrf}>
                    <button type="submit" class="secondary" aria-label={`Revoke ${k.name}`}>
                      Revoke
                    </button>
                  </PostForm>
                </td>
              </tr>
            ))}
          </ScrollTable>
        )}
        <PostForm action="/developers/keys" csrf={visitor.csrf} class="card">
          <h2>Create a key</h2>
          <Problems errors={refusal.errors} />
          <label for="key-name">Name</label>
          <input id="key-name" name="name" required maxlength="100" value={values.name ?? ''} />
          <ScopeChoices scopes={access.scopes} chosen={chosen} />
          <label for="key-expiry">Expires</label>
          <select id="key-expiry" name="expires_in_days">
            {expiryOptions.map((o) => (
              <option value={o.value} selected={o.value === (values.expires_in_days ?? '')}>
                {o.label}
              </option>
            ))}
          </select>
          <button type="submit">Create key</button>
        </PostForm>
      </PortalLayout>
    );
  };

  const expiresAt = (days: string): number | null => (/^\d+$/.test(days) && Number(days) > 0 ? deps.now() + Number(days) * 86_400 : null);

  return pageRoutes(deps, web)
    .get('/developers/keys', async ({ visitor, request, render }) => render(await keysPage(visitor, noticeOf(request))))
    .post('/developers/keys', async ({ visitor, body, render }) => {
      const principal = await requireDeveloper(deps, policy, visitor);
      // A key outlives the session and any later password change: it needs a recent proof.
      const confirm = await recentProof(deps, visitor, '/developers/keys');
      if (confirm) return confirm;
      const values = { name: formField(body, 'name').trim(), expires_in_days: formField(body, 'expires_in_days') };
      const scopes = formList(body, 'scopes');
      const outcome = await attempt(async () => {
        checkModel(ApiKeyCreate, { name: values.name, scopes });
        return createDeveloperKey(
          db,
          policy,
          principal,
          { name: values.name, scopes, expiresAt: expiresAt(values.expires_in_days) },
          deps.now(),
          deps.randomBytes,
        );
      });
      if ('value' in outcome)
        return render(await keysPage(visitor, `Created ${values.name}.`, noRefusal, outcome.value.secret), { status: 201 });
      return render(await keysPage(visitor, null, outcome.refusal, null, values, scopes), { status: outcome.refusal.status });
    })
    .post('/developers/keys/:id/revoke', async ({ visitor, params }) => {
      const principal = requireScope(visitor, 'account:read');
      await revokeApiKey(db, principal.userId, params.id, deps.now());
      return redirect(done('/developers/keys', 'key-revoked'));
    });
}
