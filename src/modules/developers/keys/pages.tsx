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
import type { Language } from '../../../i18n/locale';
import { m } from '../../../i18n/paraglide/messages.js';

/** When a new key stops working: never, or in so many days (the form's values). */
const expiryOptions = (locale: Language) => {
  const o = { locale };
  return [
    { value: '', label: m.dev_expires_never({}, o) },
    { value: '30', label: m.dev_expires_in_days({ days: 30 }, o) },
    { value: '90', label: m.dev_expires_in_days({ days: 90 }, o) },
    { value: '365', label: m.dev_expires_year({}, o) },
  ];
};

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
    const o = { locale: visitor.reader.locale };
    const never = m.dev_never({}, o);
    return (
      <PortalLayout title={m.dev_keys({}, o)} visitor={visitor} current="/developers/keys" notice={notice}>
        {secret && <SecretOnce label={m.dev_new_key_secret({}, o)} secret={secret} locale={o.locale} />}
        {keys.length === 0 ? (
          <p>{m.dev_no_keys({}, o)}</p>
        ) : (
          <ScrollTable
            id="keys"
            label={m.dev_keys({}, o)}
            columns={[
              m.dev_name({}, o),
              m.dev_key({}, o),
              m.dev_scopes({}, o),
              m.dev_expires({}, o),
              m.dev_last_used({}, o),
              m.dev_revoke({}, o),
            ]}
          >
            {keys.map((k) => (
              <tr>
                <td>{k.name}</td>
                <td>
                  <code>{k.hint}</code>
                </td>
                <td>
                  <code>{k.scopes.join(' ')}</code>
                </td>
                <td>{k.expires_at ? formatTime(k.expires_at, visitor.reader.timeZone, o.locale) : never}</td>
                <td>{k.last_used_at ? formatTime(k.last_used_at, visitor.reader.timeZone, o.locale) : never}</td>
                <td>
                  <PostForm action={`/developers/keys/${k.id}/revoke`} csrf={visitor.csrf}>
                    <button type="submit" class="secondary" aria-label={m.dev_revoke_named({ name: k.name }, o)}>
                      {m.dev_revoke({}, o)}
                    </button>
                  </PostForm>
                </td>
              </tr>
            ))}
          </ScrollTable>
        )}
        <PostForm action="/developers/keys" csrf={visitor.csrf} class="card">
          <h2>{m.dev_create_key_title({}, o)}</h2>
          <Problems errors={refusal.errors} locale={o.locale} />
          <label for="key-name">{m.dev_name({}, o)}</label>
          <input id="key-name" name="name" required maxlength="100" value={values.name ?? ''} />
          <ScopeChoices scopes={access.scopes} chosen={chosen} locale={o.locale} />
          <label for="key-expiry">{m.dev_expires({}, o)}</label>
          <select id="key-expiry" name="expires_in_days">
            {expiryOptions(o.locale).map((option) => (
              <option value={option.value} selected={option.value === (values.expires_in_days ?? '')}>
                {option.label}
              </option>
            ))}
          </select>
          <button type="submit">{m.dev_create_key({}, o)}</button>
        </PostForm>
      </PortalLayout>
    );
  };

  const expiresAt = (days: string): number | null => (/^\d+$/.test(days) && Number(days) > 0 ? deps.now() + Number(days) * 86_400 : null);

  return pageRoutes(deps, web)
    .get('/developers/keys', async ({ visitor, request, render }) =>
      render(await keysPage(visitor, noticeOf(request, visitor.reader.locale))),
    )
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
      if (!('value' in outcome))
        return render(await keysPage(visitor, null, outcome.refusal, null, values, scopes), { status: outcome.refusal.status });
      const notice = m.dev_key_created({ name: values.name }, { locale: visitor.reader.locale });
      return render(await keysPage(visitor, notice, noRefusal, outcome.value.secret), { status: 201 });
    })
    .post('/developers/keys/:id/revoke', async ({ visitor, params }) => {
      const principal = requireScope(visitor, 'account:read');
      await revokeApiKey(db, principal.userId, params.id, deps.now());
      return redirect(done('/developers/keys', 'key-revoked'));
    });
}
