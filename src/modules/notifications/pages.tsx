// The /notifications page (newest first, unread ones marked; opening one marks it read and goes
// to its page) and /account/notifications (where each kind reaches the person, and the devices
// that receive push: this one turned on and off by push.js). The rules
// are ./service's; the bell in the top bar counts the unread (identity/notifications.ts).
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
import { type EmailChoice, emailChoices, kindDescriptions, notificationKinds } from './kinds';
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

const emailWords: Record<EmailChoice, string> = {
  off: 'No email',
  instant: 'Email at once',
  daily: 'Daily digest',
  weekly: 'Weekly digest',
};

function NotificationItem({ item, visitor }: { item: NotificationView; visitor: Visitor }): Html {
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
        <time datetime={item.created_at}>{formatTime(item.created_at, visitor.reader.timeZone, visitor.reader.locale)}</time>
        {item.read ? '' : ' · unread'}
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
  const query = new URLSearchParams(props.unreadOnly ? { unread: '1' } : {});
  return (
    <Layout title="Notifications" visitor={visitor}>
      <h1>Notifications</h1>
      {props.notice && <Notice>{props.notice}</Notice>}
      <p>
        {props.unreadOnly ? <a href="/notifications">All</a> : <a href="/notifications?unread=1">Unread only</a>}
        {' · '}
        <a href="/account/notifications">Choose what reaches you, and where</a>
      </p>
      {visitor.unread > 0 && (
        <PostForm action="/notifications/read" csrf={visitor.csrf}>
          <button type="submit" class="secondary">
            Mark all read
          </button>
        </PostForm>
      )}
      {props.items.length === 0 ? (
        <p class="muted">
          {props.unreadOnly ? 'Nothing unread.' : 'Nothing yet: you will find here what happens to your catches, boards and competitions.'}
        </p>
      ) : (
        <ol class="notifications">
          {props.items.map((item) => (
            <NotificationItem item={item} visitor={visitor} />
          ))}
        </ol>
      )}
      <Pager path="/notifications" query={query} page={props.page} hasMore={props.hasMore} total={props.total} perPage={perPage} />
    </Layout>
  );
}

/**
 * This device's push, worked by push.js (hidden without it, or without a key to push with),
 * and the devices that receive push, each with a button to stop it.
 */
function PushDevices({ visitor, pushKey, devices }: { visitor: Visitor; pushKey: string | null; devices: PushSubscriptionView[] }): Html {
  return (
    <section class="card" aria-labelledby="push-heading">
      <h2 id="push-heading">Push to your devices</h2>
      <div id="push-device" data-push-key={pushKey ?? ''} hidden>
        <PostForm action="/account/notifications/push" csrf={visitor.csrf}>
          <button type="button" id="push-on">
            Turn on notifications on this device
          </button>
          <button type="button" id="push-off" class="secondary" hidden>
            Turn off notifications on this device
          </button>
          <p role="status"></p>
        </PostForm>
      </div>
      {pushKey === null && <p class="muted">Push is not available on this server.</p>}
      {devices.length === 0 ? (
        <p class="muted">No device receives push yet.</p>
      ) : (
        <ul>
          {devices.map((device) => (
            <li>
              {device.label}{' '}
              <span class="muted">since {formatTime(device.created_at, visitor.reader.timeZone, visitor.reader.locale)}</span>{' '}
              <PostForm action={`/account/notifications/push/${device.id}/remove`} csrf={visitor.csrf} class="inline">
                <button type="submit" class="link">
                  Stop push there
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
  return (
    <Layout title="Notifications" visitor={visitor} scripts={['push.js']}>
      <h1>What reaches you, and where</h1>
      {notice && <Notice>{notice}</Notice>}
      <p>
        <a href="/account">Your account</a> · <a href="/notifications">Your notifications</a>
      </p>
      <PushDevices visitor={visitor} pushKey={props.pushKey} devices={props.devices} />
      <PostForm action="/account/notifications" csrf={visitor.csrf} class="card">
        {notificationKinds.map((kind) => (
          <fieldset>
            <legend>{kindDescriptions[kind]}</legend>
            <label>
              <input type="checkbox" name={`${kind}.in_app`} value="on" checked={settings[kind].in_app} /> In the app
            </label>
            <label for={`${kind}-email`}>Email</label>
            <Select
              id={`${kind}-email`}
              name={`${kind}.email`}
              value={settings[kind].email}
              options={emailChoices.map((choice) => ({ value: choice, label: emailWords[choice] }))}
            />
            <label>
              <input type="checkbox" name={`${kind}.push`} value="on" checked={settings[kind].push} /> Push to your devices
            </label>
          </fieldset>
        ))}
        <button type="submit">Save</button>
      </PostForm>
    </Layout>
  );
}

/** The whole form as an update of every kind: an unticked box is sent as nothing, so it means off. */
function settingsOfForm(body: unknown): NotificationSettingsUpdate {
  const update: NotificationSettingsUpdate = {};
  for (const kind of notificationKinds) {
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
  const invalid = () =>
    documentPage(
      404,
      'Link not valid',
      <p class="error">This unsubscribe link is not valid. Your choices are on /account/notifications.</p>,
    );
  return new Elysia({ detail: { hide: true } })
    .get('/unsubscribe/:token', async ({ params }) => {
      const read = await readUnsubscribeToken(deps, params.token, deps.now());
      if (!read) return invalid();
      return documentPage(
        200,
        'Stop these mails',
        <form method="post" action={`/unsubscribe/${params.token}`} class="card">
          <h1>Stop these mails?</h1>
          <p>You will no longer get mail for “{kindDescriptions[read.kind]}”. Other kinds and the app stay as they are.</p>
          <button type="submit">Stop these mails</button>
        </form>,
      );
    })
    .post('/unsubscribe/:token', async ({ params }) => {
      const kind = await unsubscribe(deps, params.token, deps.now());
      if (!kind) return invalid();
      return documentPage(
        200,
        'Unsubscribed',
        <div class="card">
          <h1>Done</h1>
          <p>No more mail for “{kindDescriptions[kind]}”. Change your mind on /account/notifications.</p>
        </div>,
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
        const list = await listNotifications(db, principal.userId, { page, per_page: perPage, unread: unreadOnly });
        return render(
          <NotificationsPage
            visitor={visitor}
            items={list.data}
            unreadOnly={unreadOnly}
            page={page}
            hasMore={list.hasMore}
            total={list.total}
            notice={noticeOf(request)}
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
            notice={noticeOf(request)}
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
        await updateNotificationSettings(db, principal.userId, settingsOfForm(body), deps.now());
        return redirect(done('/account/notifications', 'saved'));
      })
  );
}
