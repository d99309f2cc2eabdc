// The /notifications page (newest first, unread ones marked; opening one marks it read and goes
// to its page) and /account/notifications (where each kind reaches the person, and the devices
// that receive push: this one turned on and off by push.js), in the page's language, as are the
// notifications themselves (wording.ts). The rules are ./service's; the bell in the top bar
// counts the unread (identity/notifications.ts).
import type { Html } from '#jsx/jsx-runtime';
import type { AppDeps } from '../../app-deps';
import { HttpError, NotFound, problemResponse } from '../../lib/problem';
import { SecretBox } from '../../lib/sealed-secrets';
import { formatTime, Notice, Pager, PostForm, Select } from '../../web/components';
import { pageRoutes } from '../../web';
import { formField } from '../../web/kit/forms';
import { done, noticeOf } from '../../web/kit/notices';
import { pageNumber } from '../../web/kit/paging';
import { Layout } from '../../web/layout';
import { documentPage, redirect } from '../../web/respond';
import { Elysia } from 'elysia';
import { readUnsubscribeToken, unsubscribe } from './mailing';
import type { WebSupport } from '../../web/session';
import { requireScope, type Visitor } from '../../web/visitor';
import { chooseLanguage, type Language, pickedLanguage, requestLanguage } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import { clubSettings } from '../../identity/club';
import { adminKinds, describeKind, type EmailChoice, emailChoices, type NotificationKind, notificationKinds } from './kinds';
import { addSubscription, deviceLabel, listSubscriptions, type PushSubscriptionView, removeSubscription, vapidKeys } from './push/service';
import {
  listNotifications,
  markRead,
  type NotificationSettings,
  type NotificationSettingsUpdate,
  type NotificationView,
  notificationSettings,
  openNotification,
  updateNotificationSettings,
} from './service';

const perPage = 30;

const emailWords: Record<EmailChoice, (inputs: Record<string, never>, options: { locale: Language }) => string> = {
  off: m.notify_email_off,
  instant: m.notify_email_instant,
  daily: m.notify_email_daily,
  weekly: m.notify_email_weekly,
};

/** The kinds this person can be sent: those for admins alone only to admins. */
const kindsFor = (visitor: Visitor): NotificationKind[] =>
  notificationKinds.filter((kind) => visitor.user?.role === 'admin' || !adminKinds.has(kind));

function NotificationItem({ item, visitor }: { item: NotificationView; visitor: Visitor }): Html {
  const o = { locale: visitor.reader.locale };
  return (
    <li class={item.read ? undefined : 'unread'}>
      <PostForm action={`/notifications/${item.id}/open`} csrf={visitor.csrf}>
        <button type="submit" class="link">
          {item.read ? '' : '● '}
          {item.title}
        </button>
      </PostForm>
      <p>{item.text}</p>
      <p class="muted">
        <time datetime={item.created_at}>{formatTime(item.created_at, visitor.reader.timeZone, o.locale)}</time>
        {item.read ? '' : ` · ${m.notify_unread({}, o)}`}
      </p>
    </li>
  );
}

function NotificationsPage(props: {
  visitor: Visitor;
  items: NotificationView[];
  unreadOnly: boolean;
  page: number;
  hasMore: boolean;
  total: number;
  notice: string | null;
}): Html {
  const { visitor } = props;
  const locale = visitor.reader.locale;
  const o = { locale };
  const query = new URLSearchParams(props.unreadOnly ? { unread: '1' } : {});
  return (
    <Layout title={m.notify_page_title({}, o)} visitor={visitor}>
      <h1>{m.notify_page_title({}, o)}</h1>
      {props.notice && <Notice>{props.notice}</Notice>}
      <p>
        {props.unreadOnly ? (
          <a href="/notifications">{m.notify_all({}, o)}</a>
        ) : (
          <a href="/notifications?unread=1">{m.notify_unread_only({}, o)}</a>
        )}
        {' · '}
        <a href="/account/notifications">{m.notify_choose({}, o)}</a>
      </p>
      {visitor.unread > 0 && (
        <PostForm action="/notifications/read" csrf={visitor.csrf}>
          <button type="submit" class="secondary">
            {m.notify_mark_all_read({}, o)}
          </button>
        </PostForm>
      )}
      {props.items.length === 0 ? (
        <p class="muted">{props.unreadOnly ? m.notify_nothing_unread({}, o) : m.notify_nothing_yet({}, o)}</p>
      ) : (
        <ol class="notifications">
          {props.items.map((item) => (
            <NotificationItem item={item} visitor={visitor} />
          ))}
        </ol>
      )}
      <Pager
        path="/notifications"
        query={query}
        page={props.page}
        hasMore={props.hasMore}
        total={props.total}
        perPage={perPage}
        locale={locale}
      />
    </Layout>
  );
}

/**
 * This device's push, worked by push.js (hidden without it, or without a key to push with),
 * and the devices that receive push, each with a button to stop it.
 */
function PushDevices({ visitor, pushKey, devices }: { visitor: Visitor; pushKey: string | null; devices: PushSubscriptionView[] }): Html {
  const o = { locale: visitor.reader.locale };
  return (
    <section class="card" aria-labelledby="push-heading">
      <h2 id="push-heading">{m.notify_push_heading({}, o)}</h2>
      <div id="push-device" data-push-key={pushKey ?? ''} hidden>
        <PostForm action="/account/notifications/push" csrf={visitor.csrf}>
          <button type="button" id="push-on">
            {m.notify_push_on({}, o)}
          </button>
          <button type="button" id="push-off" class="secondary" hidden>
            {m.notify_push_off({}, o)}
          </button>
          <p role="status"></p>
        </PostForm>
      </div>
      {pushKey === null && <p class="muted">{m.notify_push_unavailable({}, o)}</p>}
      {devices.length === 0 ? (
        <p class="muted">{m.notify_no_devices({}, o)}</p>
      ) : (
        <ul>
          {devices.map((device) => (
            <li>
              {device.label}{' '}
              <span class="muted">{m.notify_since({ time: formatTime(device.created_at, visitor.reader.timeZone, o.locale) }, o)}</span>{' '}
              <PostForm action={`/account/notifications/push/${device.id}/remove`} csrf={visitor.csrf} class="inline">
                <button type="submit" class="link">
                  {m.notify_stop_push({}, o)}
                </button>
              </PostForm>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SettingsPage(props: {
  visitor: Visitor;
  settings: NotificationSettings;
  notice: string | null;
  pushKey: string | null;
  devices: PushSubscriptionView[];
}): Html {
  const { visitor, settings, notice } = props;
  const locale = visitor.reader.locale;
  const o = { locale };
  return (
    <Layout title={m.notify_page_title({}, o)} visitor={visitor} scripts={['push.js']}>
      <h1>{m.notify_settings_heading({}, o)}</h1>
      {notice && <Notice>{notice}</Notice>}
      <p>
        <a href="/account">{m.notify_your_account({}, o)}</a> · <a href="/notifications">{m.notify_your_notifications({}, o)}</a>
      </p>
      <PushDevices visitor={visitor} pushKey={props.pushKey} devices={props.devices} />
      <PostForm action="/account/notifications" csrf={visitor.csrf} class="card">
        {kindsFor(visitor).map((kind) => (
          <fieldset>
            <legend>{describeKind(kind, locale)}</legend>
            <label>
              <input type="checkbox" name={`${kind}.in_app`} value="on" checked={settings[kind].in_app} /> {m.notify_in_app({}, o)}
            </label>
            <label for={`${kind}-email`}>{m.notify_email({}, o)}</label>
            <Select
              id={`${kind}-email`}
              name={`${kind}.email`}
              value={settings[kind].email}
              options={emailChoices.map((choice) => ({ value: choice, label: emailWords[choice]({}, o) }))}
            />
            <label>
              <input type="checkbox" name={`${kind}.push`} value="on" checked={settings[kind].push} /> {m.notify_push_heading({}, o)}
            </label>
          </fieldset>
        ))}
        <button type="submit">{m.notify_save({}, o)}</button>
      </PostForm>
    </Layout>
  );
}

/** The whole form as an update of every kind it shows: an unticked box is sent as nothing, so it means off. */
function settingsOfForm(body: unknown, kinds: NotificationKind[]): NotificationSettingsUpdate {
  const update: NotificationSettingsUpdate = {};
  for (const kind of kinds) {
    const email = formField(body, `${kind}.email`);
    update[kind] = {
      in_app: formField(body, `${kind}.in_app`) === 'on',
      push: formField(body, `${kind}.push`) === 'on',
      // An unknown choice keeps the stored one.
      ...((emailChoices as readonly string[]).includes(email) ? { email: email as EmailChoice } : {}),
    };
  }
  return update;
}

/** A notification's page is always one of this server's paths; anything else opens the list. */
const ownPath = (path: string): string => (path.startsWith('/') && !path.startsWith('//') ? path : '/notifications');

/**
 * The link of every notification mail: GET shows a button, POST (the button, or a mail
 * program's one-click request, RFC 8058) stops that kind's mail. The signed token is the only
 * credential (no sign-in, no CSRF token: a mail program has neither); it stops one kind alone.
 */
function unsubscribeRoutes(deps: AppDeps) {
  const invalid = (request: Request) => {
    const locale = requestLanguage(request);
    const o = { locale };
    return documentPage(
      404,
      m.notify_unsubscribe_invalid_title({}, o),
      <p class="error">{m.notify_unsubscribe_invalid({ link: '/account/notifications' }, o)}</p>,
      {},
      locale,
    );
  };
  /** The mail's reader: their own language, else the browser's pick or Accept-Language, else the club's. */
  const languageOf = async (userId: string, request: Request): Promise<Language> => {
    const person = await deps.db.get<{ language: string | null }>('SELECT language FROM users WHERE id = ?', userId);
    return chooseLanguage({
      person: person?.language ?? null,
      picked: pickedLanguage(request),
      acceptLanguage: request.headers.get('accept-language'),
      club: (await clubSettings(deps.db, deps.config)).language,
    });
  };
  return new Elysia({ detail: { hide: true } })
    .get('/unsubscribe/:token', async ({ params, request }) => {
      const read = await readUnsubscribeToken(deps, params.token, deps.now());
      if (!read) return invalid(request);
      const locale = await languageOf(read.userId, request);
      const o = { locale };
      return documentPage(
        200,
        m.notify_unsubscribe_title({}, o),
        <form method="post" action={`/unsubscribe/${params.token}`} class="card">
          <h1>{m.notify_unsubscribe_question({}, o)}</h1>
          <p>{m.notify_unsubscribe_explain({ kind: describeKind(read.kind, locale) }, o)}</p>
          <button type="submit">{m.notify_unsubscribe_button({}, o)}</button>
        </form>,
        {},
        locale,
      );
    })
    .post('/unsubscribe/:token', async ({ params, request }) => {
      const read = await readUnsubscribeToken(deps, params.token, deps.now());
      const kind = read && (await unsubscribe(deps, params.token, deps.now()));
      if (!read || !kind) return invalid(request);
      const locale = await languageOf(read.userId, request);
      const o = { locale };
      return documentPage(
        200,
        m.notify_unsubscribed_title({}, o),
        <div class="card">
          <h1>{m.notify_unsubscribed_heading({}, o)}</h1>
          <p>{m.notify_unsubscribed_text({ kind: describeKind(kind, locale), link: '/account/notifications' }, o)}</p>
        </div>,
        {},
        locale,
      );
    });
}

export function notificationPages(deps: AppDeps, web: WebSupport) {
  return new Elysia().use(unsubscribeRoutes(deps)).use(listPages(deps, web));
}

/** A route push.js calls: 204 when `work` is done, a refusal as problem+json. */
async function scriptAnswer(deps: AppDeps, work: () => Promise<void>): Promise<Response> {
  try {
    await work();
    return new Response(null, { status: 204 });
  } catch (error) {
    if (error instanceof HttpError) return problemResponse(error, `${deps.config.baseUrl}/errors`);
    throw error;
  }
}

function listPages(deps: AppDeps, web: WebSupport) {
  const { db } = deps;
  const box = deps.config.secretKey ? new SecretBox(deps.config.secretKey) : null;
  return (
    pageRoutes(deps, web)
      .get('/notifications', async ({ visitor, request, render }) => {
        const principal = requireScope(visitor, 'account:read');
        const search = new URL(request.url).searchParams;
        const unreadOnly = search.get('unread') === '1';
        const page = pageNumber(search);
        const list = await listNotifications(db, principal.userId, { page, per_page: perPage, unread: unreadOnly }, visitor.reader);
        return render(
          <NotificationsPage
            visitor={visitor}
            items={list.data}
            unreadOnly={unreadOnly}
            page={page}
            hasMore={list.hasMore}
            total={list.total}
            notice={noticeOf(request, visitor.reader.locale)}
          />,
        );
      })
      .post('/notifications/read', async ({ visitor }) => {
        const principal = requireScope(visitor, 'account:write');
        await markRead(db, principal.userId, { all: true }, deps.now());
        return redirect('/notifications');
      })
      .post('/notifications/:id/open', async ({ visitor, params }) => {
        const principal = requireScope(visitor, 'account:write');
        const path = await openNotification(db, principal.userId, params.id, deps.now());
        if (path === null) throw new NotFound('The notification');
        return redirect(ownPath(path));
      })
      .get('/account/notifications', async ({ visitor, request, render }) => {
        const principal = requireScope(visitor, 'account:read');
        const pushKey = box ? (await vapidKeys(db, box, deps.now())).publicKey : null;
        return render(
          <SettingsPage
            visitor={visitor}
            settings={await notificationSettings(db, principal.userId)}
            notice={noticeOf(request, visitor.reader.locale)}
            pushKey={pushKey}
            devices={await listSubscriptions(db, principal.userId)}
          />,
        );
      })
      // push.js's requests: 204, or a refusal as problem+json for it to show.
      .post('/account/notifications/push', ({ visitor, body, request }) =>
        scriptAnswer(deps, async () => {
          const principal = requireScope(visitor, 'account:write');
          await addSubscription(
            db,
            { resolve: deps.resolve, allowPrivate: deps.config.webhookAllowPrivate },
            principal.userId,
            {
              endpoint: formField(body, 'endpoint'),
              keys: { p256dh: formField(body, 'p256dh'), auth: formField(body, 'auth') },
              label: deviceLabel(request.headers.get('user-agent')),
            },
            deps.now(),
          );
        }),
      )
      .post('/account/notifications/push/off', ({ visitor, body }) =>
        scriptAnswer(deps, async () => {
          const principal = requireScope(visitor, 'account:write');
          // Already gone here (removed from another device, or ended by the push service): nothing to undo.
          await removeSubscription(db, principal.userId, { endpoint: formField(body, 'endpoint') }).catch((error: unknown) => {
            if (!(error instanceof NotFound)) throw error;
          });
        }),
      )
      .post('/account/notifications/push/:id/remove', async ({ visitor, params }) => {
        const principal = requireScope(visitor, 'account:write');
        await removeSubscription(db, principal.userId, { id: params.id });
        return redirect(done('/account/notifications', 'saved'));
      })
      .post('/account/notifications', async ({ visitor, body }) => {
        const principal = requireScope(visitor, 'account:write');
        await updateNotificationSettings(db, principal.userId, settingsOfForm(body, kindsFor(visitor)), deps.now());
        return redirect(done('/account/notifications', 'saved'));
      })
  );
}
