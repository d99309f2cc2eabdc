// Passkeys for people: the account page's section (add, rename, remove) and the sign-in page's
// "Sign in with a passkey". The ceremonies run in the browser (passkeys.js over webauthn.js);
// their routes answer JSON to that script. Renaming and removing are plain forms.
import { m } from '../../../i18n/paraglide/messages.js';
import { aroundLink } from '../../../i18n/locale';
import type { AppDeps } from '../../../app-deps';
import { HttpError, problemResponse } from '../../../lib/problem';
import { toIso } from '../../../lib/time';
import { formatTime, PostForm, ScrollTable } from '../../../web/components';
import { pageRoutes } from '../../../web';
import { formField } from '../../../web/kit/forms';
import { done } from '../../../web/kit/notices';
import { redirect } from '../../../web/respond';
import { clientInfo, safeReturnPath, type WebSupport } from '../../../web/session';
import { requireScope, type Visitor } from '../../../web/visitor';
import { confirmPath, recentProof, requireRecentProof } from '../../../web/recent-proof';
import {
  addPasskey,
  authenticationOptions,
  passkeyNameMaxLength,
  type Passkey,
  PasskeyRefused,
  registrationOptions,
  relyingParty,
  renamePasskey,
  removePasskey,
  verifyPasskeySignIn,
} from './service';

/** The scripts a page with passkey buttons loads (the library first). */
export const passkeyScripts = ['webauthn.js', 'passkeys.js'] as const;

function PasskeyRows(props: { passkeys: Passkey[]; visitor: Visitor }) {
  const o = { locale: props.visitor.reader.locale };
  return (
    <ScrollTable
      id="passkeys"
      label={m.passkey_yours({}, o)}
      columns={[m.account_name_label({}, o), m.passkey_added({}, o), m.passkey_last_used({}, o), '']}
    >
      {props.passkeys.map((p) => (
        <tr>
          <td>
            <PostForm action={`/account/passkeys/${p.id}/rename`} csrf={props.visitor.csrf} class="inline">
              <input
                name="name"
                required
                maxlength={String(passkeyNameMaxLength)}
                value={p.name}
                aria-label={m.passkey_name_of({ name: p.name }, o)}
              />
              <button type="submit" class="secondary" aria-label={m.passkey_rename_label({ name: p.name }, o)}>
                {m.passkey_rename({}, o)}
              </button>
            </PostForm>
          </td>
          <td>{formatTime(toIso(p.createdAt), props.visitor.reader.timeZone, o.locale)}</td>
          <td>
            {p.lastUsedAt === null ? m.passkey_never({}, o) : formatTime(toIso(p.lastUsedAt), props.visitor.reader.timeZone, o.locale)}
          </td>
          <td>
            <PostForm action={`/account/passkeys/${p.id}/remove`} csrf={props.visitor.csrf}>
              <button type="submit" class="secondary" aria-label={m.passkey_remove_label({ name: p.name }, o)}>
                {m.passkey_remove({}, o)}
              </button>
            </PostForm>
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}

/** The account page's section; the page loads `passkeyScripts`. Without a recent proof (`confirmed`), adding starts at the confirm page. */
export function PasskeysSection(props: { visitor: Visitor; passkeys: Passkey[]; confirmed: boolean }) {
  const o = { locale: props.visitor.reader.locale };
  const [before, after] = aroundLink((i) => m.passkey_confirm_to_add(i, o));
  return (
    <section class="card" aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading">{m.passkey_heading({}, o)}</h2>
      <p class="muted">{m.passkey_lead({}, o)}</p>
      {props.passkeys.length > 0 ? <PasskeyRows passkeys={props.passkeys} visitor={props.visitor} /> : <p>{m.passkey_none({}, o)}</p>}
      {props.confirmed ? (
        <div data-passkeys hidden>
          <PostForm action="/account/passkeys" csrf={props.visitor.csrf} id="add-passkey">
            <label for="passkey-name">{m.passkey_new_name({}, o)}</label>
            <input id="passkey-name" name="name" required maxlength={String(passkeyNameMaxLength)} value={m.passkey_default_name({}, o)} />
            <button type="submit">{m.passkey_add({}, o)}</button>
            <p role="status" aria-live="polite"></p>
          </PostForm>
        </div>
      ) : (
        <p>
          {before}
          <a href={confirmPath('/account#passkeys-heading')}>{m.account_confirm_title({}, o)}</a>
          {after}
        </p>
      )}
    </section>
  );
}

/** The sign-in page's button (hidden without JavaScript or WebAuthn); the page loads `passkeyScripts`. */
export function PasskeySignIn(props: { visitor: Visitor; returnTo: string }) {
  const o = { locale: props.visitor.reader.locale };
  return (
    <div data-passkeys hidden>
      <p class="divider">{m.or({}, o)}</p>
      <PostForm action={`/sign-in/passkey?return_to=${encodeURIComponent(props.returnTo)}`} csrf={props.visitor.csrf} id="passkey-sign-in">
        <button type="submit" class="secondary">
          {m.passkey_sign_in({}, o)}
        </button>
        <p role="status" aria-live="polite"></p>
      </PostForm>
    </div>
  );
}

/** The browser's answer, sent as JSON text in a form field; anything unreadable is a 400. */
export function answerOf(body: unknown): unknown {
  try {
    return JSON.parse(formField(body, 'response'));
  } catch {
    throw new PasskeyRefused('The answer is not a WebAuthn credential.');
  }
}

/** A ceremony route's answer to passkeys.js: the work's JSON (or its Response), refusals as problem+json. */
export async function scriptAnswer(baseUrl: string, work: () => Promise<unknown>): Promise<Response> {
  try {
    const answer = await work();
    return answer instanceof Response ? answer : Response.json(answer);
  } catch (error) {
    if (error instanceof HttpError) return problemResponse(error, `${baseUrl}/errors`);
    throw error;
  }
}

export function passkeyPages(deps: AppDeps, web: WebSupport) {
  const { db } = deps;
  const rp = relyingParty(deps.config.baseUrl);
  const json = (work: () => Promise<unknown>): Promise<Response> => scriptAnswer(deps.config.baseUrl, work);
  /** Sign-in ceremonies count against the address's sign-in limit, as password attempts do (never the account's backoff). */
  const addressLimit = async (request: Request): Promise<void> => {
    const limit = await web.rateLimit(request);
    if (!limit.allowed)
      throw new HttpError(429, 'rate_limited', 'Too many sign-in attempts from here.', {
        headers: { 'retry-after': String(limit.resetSeconds) },
      });
  };
  const change = (request: Request) => ({ now: deps.now(), client: clientInfo(deps, request) });

  return pageRoutes(deps, web)
    .post('/account/passkeys/options', ({ visitor }) =>
      json(async () => {
        requireScope(visitor, 'account:write');
        await requireRecentProof(deps, visitor);
        return registrationOptions(db, rp, visitor.user!, deps.now());
      }),
    )
    .post('/account/passkeys', ({ visitor, body, request }) =>
      json(async () => {
        requireScope(visitor, 'account:write');
        await requireRecentProof(deps, visitor);
        await addPasskey(db, rp, visitor.user!.id, formField(body, 'name'), answerOf(body), change(request));
        return { redirect: done('/account', 'passkey-added') };
      }),
    )
    .post('/account/passkeys/:id/rename', async ({ visitor, params, body }) => {
      requireScope(visitor, 'account:write');
      await renamePasskey(db, visitor.user!.id, params.id, formField(body, 'name'));
      return redirect(done('/account', 'passkey-renamed'));
    })
    .post('/account/passkeys/:id/remove', async ({ visitor, params, request }) => {
      requireScope(visitor, 'account:write');
      const confirm = await recentProof(deps, visitor, '/account#passkeys-heading');
      if (confirm) return confirm;
      await removePasskey(db, visitor.user!.id, params.id, change(request));
      return redirect(done('/account', 'passkey-removed'));
    })
    .post('/sign-in/passkey/options', ({ request }) =>
      json(async () => {
        await addressLimit(request);
        return authenticationOptions(db, rp, deps.now());
      }),
    )
    .post('/sign-in/passkey', async ({ request, body, query }) =>
      json(async () => {
        await addressLimit(request);
        const userId = await verifyPasskeySignIn(db, rp, answerOf(body), deps.now());
        const to = safeReturnPath(typeof query.return_to === 'string' ? query.return_to : undefined, deps.config.baseUrl);
        const response = Response.json({ redirect: to });
        response.headers.append('set-cookie', await web.signIn(request, userId, 'passkey'));
        return response;
      }),
    );
}
