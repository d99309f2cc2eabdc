// The developer portal's webhook pages: endpoints with their delivery logs (resend, test
// event, enable, rotate the secret, delete after a confirmation). Thin over the webhooks
// service, which the API uses too.
import { Elysia } from 'elysia';
import type { Html } from '#jsx/jsx-runtime';
import type { AppDeps } from '../../../app-deps';
import { ValidationFailed } from '../../../lib/problem';
import { formatTime, PostForm, Problems, ScrollTable } from '../../../web/components';
import { pageRoutes } from '../../../web';
import { attempt, checkModel, formField, formList, noRefusal, type Refusal } from '../../../web/kit/forms';
import { done, noticeOf, noticeText, type NoticeCode } from '../../../web/kit/notices';
import { redirect } from '../../../web/respond';
import type { WebSupport } from '../../../web/session';
import { requireScope, type Visitor } from '../../../web/visitor';
import { PortalLayout, SecretOnce } from '../../../web/kit/portal';
import { eventTypes } from '../service';
import {
  assertDeliverableUrl,
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  ownedEndpoint,
  presentEndpoint,
  retryDelivery,
  rotateSecret,
  sendTestEvent,
  updateEndpoint,
  type DeliveryView,
  type EndpointView,
} from './service';
import { WebhookEndpointCreate } from './model';
import { aroundLink, type Language } from '../../../i18n/locale';
import { m } from '../../../i18n/paraglide/messages.js';

/** The first bytes of a receiver's answer the delivery log shows. */
const responsePreviewChars = 200;

/** A message of no values, said in a language. */
type Words = (inputs: Record<string, never>, options: { locale: Language }) => string;

const deliveryWords: Record<DeliveryView['status'], Words> = {
  pending: m.webhook_delivery_pending,
  succeeded: m.webhook_delivery_succeeded,
  failed: m.webhook_delivery_failed,
};

/** Whether an endpoint sends, or why it stopped. */
const endpointState = (e: EndpointView, o: { locale: Language }): string =>
  e.enabled ? m.webhook_enabled({}, o) : m.webhook_disabled({ reason: e.disabled_reason ?? '' }, o);

function DeliveryLog({ deliveries, visitor, endpointId }: { deliveries: DeliveryView[]; visitor: Visitor; endpointId: string }) {
  const o = { locale: visitor.reader.locale };
  if (deliveries.length === 0) return <p>{m.webhook_no_deliveries({}, o)}</p>;
  return (
    <ScrollTable
      id="deliveries"
      label={m.webhook_deliveries({}, o)}
      columns={[
        m.webhook_event({}, o),
        m.webhook_status({}, o),
        m.webhook_attempts({}, o),
        m.webhook_next_retry({}, o),
        m.webhook_resend({}, o),
      ]}
    >
      {deliveries.map((d) => (
        <tr>
          <td>
            <code>{d.event_type}</code>
            <br />
            <span class="muted">{d.event_id}</span>
          </td>
          <td class={`delivery-${d.status}`}>{deliveryWords[d.status]({}, o)}</td>
          <td>
            {d.attempts.length === 0 ? (
              m.webhook_no_attempts({}, o)
            ) : (
              <ol>
                {d.attempts.map((a) => (
                  <li>
                    {formatTime(a.at, visitor.reader.timeZone, visitor.reader.locale)}:{' '}
                    {a.status_code === null
                      ? m.webhook_attempt_no_answer({ error: a.error ?? m.webhook_error({}, o), ms: String(a.duration_ms) }, o)
                      : m.webhook_attempt_http({ code: String(a.status_code), ms: String(a.duration_ms) }, o)}
                    {a.response_body ? (
                      <>
                        {' '}
                        <code>{a.response_body.slice(0, responsePreviewChars)}</code>
                      </>
                    ) : (
                      ''
                    )}
                  </li>
                ))}
              </ol>
            )}
          </td>
          <td>{d.next_attempt_at ? formatTime(d.next_attempt_at, visitor.reader.timeZone, visitor.reader.locale) : '—'}</td>
          <td>
            <PostForm action={`/developers/webhooks/${endpointId}/deliveries/${d.id}/resend`} csrf={visitor.csrf}>
              <button type="submit" class="secondary" aria-label={m.webhook_resend_label({ type: d.event_type, id: d.id }, o)}>
                {m.webhook_resend({}, o)}
              </button>
            </PostForm>
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}

/** The portal's webhook pages: the endpoints, one endpoint with its delivery log, and what can be done to it. */
export function webhookPages(deps: AppDeps, web: WebSupport) {
  return new Elysia().use(endpointListPages(deps, web)).use(endpointPages(deps, web)).use(endpointActionPages(deps, web));
}

function EndpointList({ endpoints, locale }: { endpoints: EndpointView[]; locale: Language }): Html {
  const o = { locale };
  if (endpoints.length === 0) return <p>{m.webhook_no_endpoints({}, o)}</p>;
  return (
    <ul id="endpoints">
      {endpoints.map((e) => (
        <li>
          <a href={`/developers/webhooks/${e.id}`}>{e.url}</a> ({endpointState(e, o)}) — {e.events.join(', ')}
        </li>
      ))}
    </ul>
  );
}

function AddEndpointForm(props: { visitor: Visitor; refusal: Refusal; values: Record<string, string>; chosen: string[] }): Html {
  const { values } = props;
  const o = { locale: props.visitor.reader.locale };
  return (
    <PostForm action="/developers/webhooks" csrf={props.visitor.csrf} class="card">
      <h2>{m.webhook_add_heading({}, o)}</h2>
      <Problems errors={props.refusal.errors} locale={o.locale} />
      <label for="hook-url">{m.webhook_url({}, o)}</label>
      <input id="hook-url" name="url" type="url" required maxlength="2000" value={values.url ?? ''} />
      <fieldset>
        <legend>{m.event_title({}, o)}</legend>
        {['*', ...eventTypes].map((type) => (
          <label class="check">
            <input type="checkbox" name="events" value={type} checked={props.chosen.includes(type)} />
            <code>{type === '*' ? m.webhook_every_event({}, o) : type}</code>
          </label>
        ))}
      </fieldset>
      <label for="hook-description">{m.webhook_description({}, o)}</label>
      <input id="hook-description" name="description" maxlength="500" value={values.description ?? ''} />
      <button type="submit">{m.webhook_add({}, o)}</button>
    </PostForm>
  );
}

function endpointListPages(deps: AppDeps, web: WebSupport) {
  const { db } = deps;
  const urlCheck = { allowPrivate: deps.config.webhookAllowPrivate, resolve: (host: string) => deps.resolve(host) };

  const endpointsPage = async (
    visitor: Visitor,
    notice: string | null,
    refusal: Refusal = noRefusal,
    secret: string | null = null,
    values: Record<string, string> = {},
    chosen: string[] = [],
  ) => {
    const principal = requireScope(visitor, 'webhooks:read');
    const endpoints = (await listEndpoints(db, principal.userId)).map(presentEndpoint);
    const o = { locale: visitor.reader.locale };
    return (
      <PortalLayout title={m.webhook_title({}, o)} visitor={visitor} current="/developers/webhooks" notice={notice}>
        {secret && <SecretOnce label={m.webhook_secret({}, o)} secret={secret} locale={o.locale} />}
        <EndpointList endpoints={endpoints} locale={o.locale} />
        <AddEndpointForm visitor={visitor} refusal={refusal} values={values} chosen={chosen} />
      </PortalLayout>
    );
  };

  return pageRoutes(deps, web)
    .get('/developers/webhooks', async ({ visitor, request, render }) =>
      render(await endpointsPage(visitor, noticeOf(request, visitor.reader.locale))),
    )
    .post('/developers/webhooks', async ({ visitor, body, render }) => {
      const principal = requireScope(visitor, 'webhooks:write');
      const values = { url: formField(body, 'url').trim(), description: formField(body, 'description').trim() };
      const events = formList(body, 'events');
      const outcome = await attempt(async () => {
        if (events.length === 0) throw new ValidationFailed([{ field: 'events', message: 'choose at least one event' }]);
        const input = { url: values.url, events: events.includes('*') ? ['*'] : events, description: values.description || null };
        checkModel(WebhookEndpointCreate, input);
        await assertDeliverableUrl(values.url, urlCheck);
        return createEndpoint(db, principal.userId, input, deps.now(), deps.randomBytes);
      });
      if ('value' in outcome)
        return render(
          await endpointPage(
            deps,
            visitor,
            outcome.value.row.id,
            m.webhook_added({ url: values.url }, { locale: visitor.reader.locale }),
            outcome.value.secret,
          ),
          {
            status: 201,
          },
        );
      return render(await endpointsPage(visitor, null, outcome.refusal, null, values, events), { status: outcome.refusal.status });
    });
}

function EndpointButton({ visitor, id, name, label }: { visitor: Visitor; id: string; name: string; label: string }): Html {
  return (
    <PostForm action={`/developers/webhooks/${id}/${name}`} csrf={visitor.csrf}>
      <button type="submit" class="secondary">
        {label}
      </button>
    </PostForm>
  );
}

/** One endpoint: its settings, what can be done to it, and its delivery log. */
async function endpointPage(
  deps: AppDeps,
  visitor: Visitor,
  id: string,
  notice: string | null,
  secret: string | null = null,
  refusal: Refusal = noRefusal,
): Promise<Html> {
  const principal = requireScope(visitor, 'webhooks:read');
  const endpoint = presentEndpoint(await ownedEndpoint(deps.db, principal.userId, id));
  const deliveries = await listDeliveries(deps.db, principal.userId, id, { per_page: 50 });
  const o = { locale: visitor.reader.locale };
  return (
    <PortalLayout
      title={m.webhook_endpoint_title({ url: endpoint.url }, o)}
      visitor={visitor}
      current="/developers/webhooks"
      notice={notice}
    >
      {secret && <SecretOnce label={m.webhook_new_secret({}, o)} secret={secret} locale={o.locale} />}
      <Problems errors={refusal.errors} locale={o.locale} />
      <dl class="card">
        <dt>{m.event_title({}, o)}</dt>
        <dd>{endpoint.events.join(', ')}</dd>
        <dt>{m.webhook_state({}, o)}</dt>
        <dd id="endpoint-state">{endpointState(endpoint, o)}</dd>
        {endpoint.failing_since && (
          <>
            <dt>{m.webhook_failing_since({}, o)}</dt>
            <dd>{formatTime(endpoint.failing_since, visitor.reader.timeZone, visitor.reader.locale)}</dd>
          </>
        )}
      </dl>
      <div class="actions">
        <EndpointButton visitor={visitor} id={id} name="test" label={m.webhook_send_test({}, o)} />
        {endpoint.enabled ? (
          <EndpointButton visitor={visitor} id={id} name="disable" label={m.webhook_disable({}, o)} />
        ) : (
          <EndpointButton visitor={visitor} id={id} name="enable" label={m.webhook_enable({}, o)} />
        )}
        <EndpointButton visitor={visitor} id={id} name="rotate" label={m.webhook_rotate({}, o)} />
        <a href={`/developers/webhooks/${id}/delete`}>{m.webhook_delete_ask({}, o)}</a>
      </div>
      <h2>{m.webhook_deliveries({}, o)}</h2>
      <p>
        <a href={`/developers/webhooks/${id}`}>{m.webhook_refresh({}, o)}</a>
      </p>
      <DeliveryLog deliveries={deliveries.data} visitor={visitor} endpointId={id} />
    </PortalLayout>
  );
}

function endpointPages(deps: AppDeps, web: WebSupport) {
  const { db } = deps;
  return (
    pageRoutes(deps, web)
      .get('/developers/webhooks/:id', async ({ visitor, params, request, render }) =>
        render(await endpointPage(deps, visitor, params.id, noticeOf(request, visitor.reader.locale))),
      )
      // Deleting asks first, on a page of its own (works without JavaScript).
      .get('/developers/webhooks/:id/delete', async ({ visitor, params, render }) => {
        const principal = requireScope(visitor, 'webhooks:write');
        const endpoint = await ownedEndpoint(db, principal.userId, params.id);
        const o = { locale: visitor.reader.locale };
        const [before, after] = aroundLink(({ link }) => m.webhook_delete_what({ url: link }, o));
        return render(
          <PortalLayout title={m.webhook_delete_title({}, o)} visitor={visitor} current="/developers/webhooks" notice={null}>
            <div class="card">
              <p>
                {before}
                <code>{endpoint.url}</code>
                {after}
              </p>
              <PostForm action={`/developers/webhooks/${endpoint.id}/delete`} csrf={visitor.csrf}>
                <button type="submit">{m.webhook_delete({}, o)}</button>{' '}
                <a href={`/developers/webhooks/${endpoint.id}`}>{m.webhook_cancel({}, o)}</a>
              </PostForm>
            </div>
          </PortalLayout>,
        );
      })
      .post('/developers/webhooks/:id/delete', async ({ visitor, params }) => {
        const principal = requireScope(visitor, 'webhooks:write');
        await deleteEndpoint(db, principal.userId, params.id);
        return redirect(done('/developers/webhooks', 'endpoint-deleted'));
      })
  );
}

/** A button of the endpoint page: what it did, and the new secret when it rotated it. */
async function endpointAction(deps: AppDeps, visitor: Visitor, id: string, name: string): Promise<{ notice: NoticeCode; secret?: string }> {
  const { db } = deps;
  const principal = requireScope(visitor, 'webhooks:write');
  const now = deps.now();
  if (name === 'test') {
    await sendTestEvent(db, principal.userId, id, now);
    return { notice: 'test-sent' };
  }
  if (name === 'enable' || name === 'disable') {
    await updateEndpoint(db, principal.userId, id, { enabled: name === 'enable' }, now);
    return { notice: name === 'enable' ? 'enabled' : 'disabled' };
  }
  if (name === 'rotate')
    return { notice: 'secret-rotated', secret: (await rotateSecret(db, principal.userId, id, now, deps.randomBytes)).secret };
  throw new ValidationFailed([{ field: 'action', message: 'no such action' }]);
}

function endpointActionPages(deps: AppDeps, web: WebSupport) {
  const { db } = deps;
  return pageRoutes(deps, web)
    .post('/developers/webhooks/:id/:action', async ({ visitor, params, render }) => {
      const outcome = await attempt(async () => {
        return endpointAction(deps, visitor, params.id, params.action);
      });
      if ('refusal' in outcome)
        return render(await endpointPage(deps, visitor, params.id, null, null, outcome.refusal), { status: outcome.refusal.status });
      if (outcome.value.secret)
        return render(
          await endpointPage(deps, visitor, params.id, noticeText(outcome.value.notice, visitor.reader.locale), outcome.value.secret),
        );
      return redirect(done(`/developers/webhooks/${params.id}`, outcome.value.notice));
    })
    .post('/developers/webhooks/:id/deliveries/:delivery/resend', async ({ visitor, params, render }) => {
      const principal = requireScope(visitor, 'webhooks:write');
      const outcome = await attempt(async () => {
        return retryDelivery(db, principal.userId, params.id, params.delivery, deps.now() * 1000);
      });
      if ('refusal' in outcome)
        return render(await endpointPage(deps, visitor, params.id, null, null, outcome.refusal), { status: outcome.refusal.status });
      return redirect(done(`/developers/webhooks/${params.id}`, 'delivery-queued'));
    });
}
