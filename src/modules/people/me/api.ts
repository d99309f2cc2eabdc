// HTTP controller for /v1/me: the caller's own account. Reading needs account:read; changes
// need account:write (API keys and tokens have no session of their own: changing the
// password or ending "the other sessions" ends all of the person's browser sessions).
import type { AppDeps } from '../../../app-deps';
import { apiController } from '../../../http/controller';
import { pagedBody } from '../../../http/paging';
import { toIso } from '../../../lib/time';
import { clientInfo } from '../../../web/session';
import type { Principal } from '../../../identity/credentials';
import { joiningMail, mailLanguage } from '../joining/mail';
import { listAccountEvents, type AccountEvent } from '../../../identity/activity';
import { findUserById } from '../../../identity/people';
import { chosenPreferences, setPreferences } from '../../../identity/preferences';
import { mailEmailOutcome } from './mail';
import { guardedPasswordChange } from './password-guard';
import { ActivityQuery, meModels, SessionIdParams } from './model';
import { hasSecondFactor } from '../../../identity/second-steps';
import { endOtherSessions, endSession, listSessions, pendingEmail, updateProfile, type SessionInfo } from './service';

function presentSession(session: SessionInfo, currentId: string | null) {
  return {
    id: session.id,
    object: 'session' as const,
    current: session.id === currentId,
    created_at: toIso(session.createdAt),
    last_seen_at: toIso(session.lastSeenAt),
    ip: session.ip,
    user_agent: session.userAgent,
  };
}

function presentAccountEvent(event: AccountEvent) {
  return {
    id: event.id,
    object: 'account_event' as const,
    type: event.type,
    ip: event.ip,
    user_agent: event.userAgent,
    data: event.data,
    created_at: toIso(event.createdAt),
  };
}

export function meModule(deps: AppDeps) {
  const { db } = deps;
  const change = (request: Request) => ({ now: deps.now(), client: clientInfo(deps, request) });
  const profile = async (principal: Principal) => {
    const user = await findUserById(db, principal.userId);
    return {
      id: principal.userId,
      object: 'user' as const,
      display_name: user!.displayName,
      email: user!.email,
      pending_email: await pendingEmail(db, principal.userId, deps.now()),
      role: principal.role,
      scopes: [...principal.scopes],
      second_factor: await hasSecondFactor(db, principal.userId),
      ...chosenPreferences(user!),
    };
  };
  return apiController(deps, 'Account', meModels)
    .get('/v1/me', ({ principal }) => profile(principal), {
      scope: 'account:read',
      response: { 200: 'Me', 401: 'Problem', 403: 'Problem' },
      detail: {
        summary: 'Your profile',
        description: 'The user behind the credential, their address and the scopes the credential holds.',
      },
    })
    .patch(
      '/v1/me',
      async ({ principal, body, request }) => {
        await setPreferences(db, principal.userId, body, deps.now());
        const { email } = await updateProfile(
          db,
          principal.userId,
          { displayName: body.display_name, email: body.email },
          { ...change(request), mailConfigured: joiningMail(deps).policy.mailConfigured, randomBytes: deps.randomBytes },
        );
        await mailEmailOutcome(deps, email, mailLanguage(deps, (await findUserById(db, principal.userId))?.language));
        return profile(principal);
      },
      {
        scope: 'account:write',
        body: 'MeUpdate',
        response: { 200: 'Me', 401: 'Problem', 403: 'Problem', 404: 'Problem', 422: 'Problem' },
        detail: {
          summary: 'Change your name, email address, units, time zone or language',
          description:
            "Changes `display_name` at once. A new `email`, where the server sends mail, is confirmed by a link mailed to the new address (valid 24 hours) and the old address is told; until then `email` stays and `pending_email` shows the new one. Without mail the new address applies at once, unconfirmed: an outside sign-in (GitHub, Google, OpenID Connect) never links to an account by an unconfirmed address. An address another account uses is 422. `units`, `time_zone` and `language` are the person's own choices; `null` follows the club's (GET /v1/club).",
        },
      },
    )
    .post(
      '/v1/me/password',
      async ({ principal, body, request, set }) => {
        await guardedPasswordChange(
          deps,
          principal.userId,
          { current: body.current_password, next: body.new_password },
          null,
          change(request),
        );
        set.status = 204;
        return null;
      },
      {
        scope: 'account:write',
        body: 'PasswordChange',
        response: { 401: 'Problem', 403: 'Problem', 404: 'Problem', 409: 'Problem', 422: 'Problem', 429: 'Problem' },
        detail: {
          summary: 'Change your password',
          description:
            '204 when `current_password` is right and `new_password` is 12 to 1024 characters; 422 naming the field otherwise. Every browser session of the person ends (the session making the change, on the account page, stays). 409 `no_password` for an account that signs in only through another provider. Wrong current passwords slow down like sign-in: after 5, 429 with `Retry-After` (1 s, doubling to a minute).',
        },
      },
    )
    .get(
      '/v1/me/sessions',
      async ({ principal }) => ({
        object: 'list' as const,
        data: (await listSessions(db, principal.userId, deps.now())).map((s) => presentSession(s, null)),
      }),
      {
        scope: 'account:read',
        response: { 200: 'SessionList', 401: 'Problem', 403: 'Problem' },
        detail: { summary: 'List your sessions', description: 'Live browser sessions of the person, most recently used first.' },
      },
    )
    .delete(
      '/v1/me/sessions',
      async ({ principal, request, set }) => {
        await endOtherSessions(db, principal.userId, null, change(request));
        set.status = 204;
        return null;
      },
      {
        scope: 'account:write',
        response: { 401: 'Problem', 403: 'Problem' },
        detail: {
          summary: 'End your other sessions',
          description:
            'Signs out every browser session but the current one; API keys and tokens have none, so through the API all end. 204.',
        },
      },
    )
    .delete(
      '/v1/me/sessions/:id',
      async ({ principal, params, request, set }) => {
        await endSession(db, principal.userId, params.id, change(request));
        set.status = 204;
        return null;
      },
      {
        scope: 'account:write',
        params: SessionIdParams,
        response: { 401: 'Problem', 403: 'Problem', 404: 'Problem', 422: 'Problem' },
        detail: { summary: 'End a session', description: 'Signs that browser out at once. 204, or 404 for a session that is not yours.' },
      },
    )
    .get(
      '/v1/me/activity',
      async ({ principal, query, request, set }) => {
        const page = await listAccountEvents(db, principal.userId, query);
        return pagedBody(deps.config.baseUrl, request, set.headers, { ...page, data: page.data.map(presentAccountEvent) });
      },
      {
        scope: 'account:read',
        query: ActivityQuery,
        response: { 200: 'AccountEventList', 401: 'Problem', 403: 'Problem', 422: 'Problem' },
        detail: {
          summary: 'Your account activity',
          description:
            'What happened to the account, newest first: `sign_in`, `sign_in_failed`, `password_changed`, `password_reset`, `email_change_requested`, `email_changed`, `display_name_changed`, `role_changed`, `session_ended`, `sessions_ended`, `passkey_added`, `passkey_removed`, `second_factor_added`, `second_factor_removed`, `recovery_code_used`, with the client address and browser where known. Page with `page`/`per_page` or the keyset cursor `after=<event id>`.',
        },
      },
    );
}
