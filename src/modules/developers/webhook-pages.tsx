// The developer portal's pages for watching what the API did: webhook endpoints with their
// delivery logs (resend, test event), the event browser, and the request log. Thin over the
// webhooks, events and request-log services, which the API uses too.
import { Elysia } from 'elysia';
import type { AppDeps } from '../../app-deps';
import type { Page } from '../../db/paging';
import { ValidationFailed } from '../../lib/problem';
import { counted } from '../../lib/text';
import { formatTime, Pager, PostForm, Problems, ScrollTable } from '../../web/components';
import { pageContext } from '../../web';
import { redirect } from '../../web/respond';
import { formField, type WebSupport } from '../../web/session';
import { requireScope, type Visitor } from '../../web/visitor';
import { eventTypes, listEvents, type EventView } from '../events/service';
import { listRequests, type ApiRequestView, type RequestLogBuffer, type RequestLogQuery } from '../request-log/service';
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
} from '../webhooks/service';
import { WebhookEndpointCreate } from '../webhooks/model';
import { attempt, checkForm, checkModel, done, doneOf, formList, PortalLayout, SecretOnce, type Refusal } from './portal';

const noRefusal: Refusal = { errors: [], status: 200 };
/** The first bytes of a receiver's answer the delivery log shows. */
const responsePreviewChars = 200;
const perPage = 20;

function pageNumber(search: URLSearchParams): number {
  return Math.max(1, Math.min(100_000, Number(search.get('page')) || 1));
}

function DeliveryLog({ deliveries, visitor, endpointId }: { deliveries: DeliveryView[]; visitor: Visitor; endpointId: string }) {
  if (deliveries.length === 0) return <p>No deliveries yet.</p>;
  return (
    <ScrollTable id="deliveries" label="Deliveries" columns={['Event', 'Status', 'Attempts', 'Next retry', 'Resend']}>
      {deliveries.map((d) => (
        <tr>
          <td>
            <code>{d.event_type}</code>
            <br />
            <span class="muted">{d.event_id}</span>
          </td>
          <td class={`delivery-${d.status}`}>{d.status}</td>
          <td>
            {d.attempts.length === 0 ? (
              'none yet'
            ) : (
              <ol>
                {d.attempts.map((a) => (
                  <li>
                    {formatTime(a.at)}: {a.status_code === null ? `no answer (${a.error ?? 'error'})` : `HTTP ${a.status_code}`} in {String(a.duration_ms)} ms
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
          <td>{d.next_attempt_at ? formatTime(d.next_attempt_at) : '—'}</td>
          <td>
            <PostForm action={`/developers/webhooks/${endpointId}/deliveries/${d.id}/resend`} csrf={visitor.csrf}>
              <button type="submit" class="secondary" aria-label={`Resend ${d.event_type} ${d.id}`}>
                Resend
              </button>
            </PostForm>
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}

function RequestTable({ page }: { page: Page<ApiRequestView> }) {
  if (page.data.length === 0) return <p>No requests match.</p>;
  return (
    <ScrollTable id="requests" label="Requests" columns={['Time', 'Method', 'Path', 'Status', 'Duration', 'Request id', 'Key or app']}>
      {page.data.map((r) => (
        <tr>
          <td>{formatTime(r.at)}</td>
          <td>{r.method}</td>
          <td>
            <code>{r.path}</code>
          </td>
          <td>{String(r.status)}</td>
          <td>{String(r.duration_ms)} ms</td>
          <td>
            <code>{r.request_id}</code>
          </td>
          <td>{r.key_id ?? r.app_id ?? 'session'}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}

/** The filter form's values as the service's query (422 for a bad one, shown on the page). */
function requestQuery(search: URLSearchParams): RequestLogQuery {
  const text = (name: string): string | undefined => search.get(name)?.trim() || undefined;
  const status = text('status');
  if (status !== undefined && !/^([1-5]xx|[1-5]\d\d)$/i.test(status)) throw new ValidationFailed([{ field: 'status', message: 'a status such as 404, or a class such as 4xx' }]);
  return { page: pageNumber(search), per_page: perPage, method: text('method'), status, path: text('path'), key_id: text('key_id'), app_id: text('app_id'), request_id: text('request_id') };
}

export function developerWatchPages(deps: AppDeps, web: WebSupport, requestLog: RequestLogBuffer) {
  const { db } = deps;
  const hidden = { detail: { hide: true } };
  const urlCheck = { allowPrivate: deps.config.webhookAllowPrivate, resolve: (host: string) => deps.resolve(host) };

  const endpointsPage = async (visitor: Visitor, notice: string | null, refusal: Refusal = noRefusal, secret: string | null = null, values: Record<string, string> = {}, chosen: string[] = []) => {
    const principal = requireScope(visitor, 'webhooks:read');
    const endpoints = (await listEndpoints(db, principal.userId)).map(presentEndpoint);
    return (
      <PortalLayout title="Webhooks" visitor={visitor} current="/developers/webhooks" notice={notice}>
        {secret && <SecretOnce label="The endpoint’s signing secret." secret={secret} />}
        {endpoints.length === 0 ? (
          <p>No endpoints yet.</p>
        ) : (
          <ul id="endpoints">
            {endpoints.map((e) => (
              <li>
                <a href={`/developers/webhooks/${e.id}`}>{e.url}</a> ({e.enabled ? 'enabled' : `disabled: ${e.disabled_reason ?? ''}`}) — {e.events.join(', ')}
              </li>
            ))}
          </ul>
        )}
        <PostForm action="/developers/webhooks" csrf={visitor.csrf} class="card">
          <h2>Add an endpoint</h2>
          <Problems errors={refusal.errors} />
          <label for="hook-url">URL</label>
          <input id="hook-url" name="url" type="url" required maxlength="2000" value={values.url ?? ''} />
          <fieldset>
            <legend>Events</legend>
            {['*', ...eventTypes].map((type) => (
              <label class="check">
                <input type="checkbox" name="events" value={type} checked={chosen.includes(type)} />
                <code>{type === '*' ? '* (every event)' : type}</code>
              </label>
            ))}
          </fieldset>
          <label for="hook-description">Description (optional)</label>
          <input id="hook-description" name="description" maxlength="500" value={values.description ?? ''} />
          <button type="submit">Add endpoint</button>
        </PostForm>
      </PortalLayout>
    );
  };

  const endpointPage = async (visitor: Visitor, id: string, search: URLSearchParams, notice: string | null, secret: string | null = null, refusal: Refusal = noRefusal) => {
    const principal = requireScope(visitor, 'webhooks:read');
    const endpoint = presentEndpoint(await ownedEndpoint(db, principal.userId, id));
    const deliveries = await listDeliveries(db, principal.userId, id, { per_page: 50 });
    const action = (name: string, label: string) => (
      <PostForm action={`/developers/webhooks/${id}/${name}`} csrf={visitor.csrf}>
        <button type="submit" class="secondary">
          {label}
        </button>
      </PostForm>
    );
    return (
      <PortalLayout title={`Webhook ${endpoint.url}`} visitor={visitor} current="/developers/webhooks" notice={notice ?? search.get('done')}>
        {secret && <SecretOnce label="The endpoint’s new signing secret (the old one keeps signing for 24 hours)." secret={secret} />}
        <Problems errors={refusal.errors} />
        <dl class="card">
          <dt>Events</dt>
          <dd>{endpoint.events.join(', ')}</dd>
          <dt>State</dt>
          <dd id="endpoint-state">{endpoint.enabled ? 'enabled' : `disabled: ${endpoint.disabled_reason ?? ''}`}</dd>
          {endpoint.failing_since && (
            <>
              <dt>Failing since</dt>
              <dd>{formatTime(endpoint.failing_since)}</dd>
            </>
          )}
        </dl>
        <div class="actions">
          {action('test', 'Send a test event')}
          {endpoint.enabled ? action('disable', 'Disable') : action('enable', 'Enable')}
          {action('rotate', 'Rotate secret')}
          <a href={`/developers/webhooks/${id}/delete`}>Delete endpoint…</a>
        </div>
        <h2>Deliveries</h2>
        <p>
          <a href={`/developers/webhooks/${id}`}>Refresh</a>
        </p>
        <DeliveryLog deliveries={deliveries.data} visitor={visitor} endpointId={id} />
      </PortalLayout>
    );
  };

  const endpointAction = async (visitor: Visitor, id: string, name: string): Promise<{ message: string; secret?: string }> => {
    const principal = requireScope(visitor, 'webhooks:write');
    const now = deps.now();
    if (name === 'test') return (await sendTestEvent(db, principal.userId, id, now), { message: 'A test event is on its way.' });
    if (name === 'enable' || name === 'disable') return (await updateEndpoint(db, principal.userId, id, { enabled: name === 'enable' }, now), { message: name === 'enable' ? 'Enabled.' : 'Disabled.' });
    if (name === 'rotate') return { message: 'The secret is rotated.', secret: (await rotateSecret(db, principal.userId, id, now, deps.randomBytes)).secret };
    throw new ValidationFailed([{ field: 'action', message: 'no such action' }]);
  };

  return new Elysia()
    .use(pageContext(deps, web))
    .get('/developers/webhooks', async ({ visitor, request, render }) => render(await endpointsPage(visitor, doneOf(request))), hidden)
    .post('/developers/webhooks', async ({ visitor, request, body, render }) => {
      const principal = requireScope(visitor, 'webhooks:write');
      const values = { url: formField(body, 'url').trim(), description: formField(body, 'description').trim() };
      const events = formList(body, 'events');
      const outcome = await attempt(async () => {
        checkForm(web, request, body);
        if (events.length === 0) throw new ValidationFailed([{ field: 'events', message: 'choose at least one event' }]);
        const input = { url: values.url, events: events.includes('*') ? ['*'] : events, description: values.description || null };
        checkModel(WebhookEndpointCreate, input);
        await assertDeliverableUrl(values.url, urlCheck);
        return createEndpoint(db, principal.userId, input, deps.now(), deps.randomBytes);
      });
      if ('value' in outcome) return render(await endpointPage(visitor, outcome.value.row.id, new URLSearchParams(), `Added ${values.url}.`, outcome.value.secret), { status: 201 });
      return render(await endpointsPage(visitor, null, outcome.refusal, null, values, events), { status: outcome.refusal.status });
    }, hidden)
    .get('/developers/webhooks/:id', async ({ visitor, params, request, render }) => render(await endpointPage(visitor, params.id, new URL(request.url).searchParams, null)), hidden)
    // Deleting asks first, on a page of its own (works without JavaScript).
    .get('/developers/webhooks/:id/delete', async ({ visitor, params, render }) => {
      const principal = requireScope(visitor, 'webhooks:write');
      const endpoint = await ownedEndpoint(db, principal.userId, params.id);
      return render(
        <PortalLayout title="Delete this endpoint?" visitor={visitor} current="/developers/webhooks" notice={null}>
          <div class="card">
            <p>
              <code>{endpoint.url}</code> will get no more deliveries, and its delivery log goes with it. Events stay in the event browser.
            </p>
            <PostForm action={`/developers/webhooks/${endpoint.id}/delete`} csrf={visitor.csrf}>
              <button type="submit">Delete endpoint</button> <a href={`/developers/webhooks/${endpoint.id}`}>Cancel</a>
            </PostForm>
          </div>
        </PortalLayout>,
      );
    }, hidden)
    .post('/developers/webhooks/:id/delete', async ({ visitor, params, request, body }) => {
      const principal = requireScope(visitor, 'webhooks:write');
      checkForm(web, request, body);
      await deleteEndpoint(db, principal.userId, params.id);
      return redirect(done('/developers/webhooks', 'The endpoint is deleted.'));
    }, hidden)
    .post('/developers/webhooks/:id/:action', async ({ visitor, params, request, body, render }) => {
      const outcome = await attempt(async () => {
        checkForm(web, request, body);
        return endpointAction(visitor, params.id, params.action);
      });
      if ('refusal' in outcome) return render(await endpointPage(visitor, params.id, new URLSearchParams(), null, null, outcome.refusal), { status: outcome.refusal.status });
      if (outcome.value.secret) return render(await endpointPage(visitor, params.id, new URLSearchParams(), outcome.value.message, outcome.value.secret));
      return redirect(done(`/developers/webhooks/${params.id}`, outcome.value.message));
    }, hidden)
    .post('/developers/webhooks/:id/deliveries/:delivery/resend', async ({ visitor, params, request, body, render }) => {
      const principal = requireScope(visitor, 'webhooks:write');
      const outcome = await attempt(async () => {
        checkForm(web, request, body);
        return retryDelivery(db, principal.userId, params.id, params.delivery, deps.now() * 1000);
      });
      if ('refusal' in outcome) return render(await endpointPage(visitor, params.id, new URLSearchParams(), null, null, outcome.refusal), { status: outcome.refusal.status });
      return redirect(done(`/developers/webhooks/${params.id}`, 'Queued again.'));
    }, hidden)
    .get('/developers/events', async ({ visitor, request, render }) => {
      const principal = requireScope(visitor, 'catches:read');
      const search = new URL(request.url).searchParams;
      const type = search.get('type') || undefined;
      const after = search.get('after') || undefined;
      const outcome = await attempt(() => listEvents(db, principal, { type, after, per_page: perPage }));
      const events: EventView[] = 'value' in outcome ? outcome.value.data : [];
      const more = 'value' in outcome && outcome.value.hasMore && events.length > 0;
      return render(
        <PortalLayout title="Events" visitor={visitor} current="/developers/events">
          <form method="get" action="/developers/events" class="card filters">
            <label for="event-type">Type</label>
            <select id="event-type" name="type">
              {['', ...eventTypes].map((t) => (
                <option value={t} selected={t === (type ?? '')}>
                  {t === '' ? 'Every type' : t}
                </option>
              ))}
            </select>
            <button type="submit">Show</button>
          </form>
          {'refusal' in outcome && <Problems errors={outcome.refusal.errors} />}
          {events.length === 0 ? (
            <p>No events.</p>
          ) : (
            <ul id="events">
              {events.map((e) => (
                <li>
                  <details>
                    <summary>
                      <code>{e.type}</code> {e.id} at {formatTime(e.created_at)}
                    </summary>
                    <pre tabindex="0">{JSON.stringify(e.data, null, 2)}</pre>
                  </details>
                </li>
              ))}
            </ul>
          )}
          {more && <a href={`/developers/events?${new URLSearchParams({ ...(type ? { type } : {}), after: events[events.length - 1]!.id })}`}>Older events →</a>}
        </PortalLayout>,
        { status: 'refusal' in outcome ? outcome.refusal.status : 200 },
      );
    }, hidden)
    .get('/developers/requests', async ({ visitor, request, render }) => {
      const principal = requireScope(visitor, 'account:read');
      const search = new URL(request.url).searchParams;
      const outcome = await attempt(async () => {
        const query = requestQuery(search);
        return listRequests(db, requestLog, principal.userId, query);
      });
      const field = (name: string, label: string) => (
        <div>
          <label for={`filter-${name}`}>{label}</label>
          <input id={`filter-${name}`} name={name} value={search.get(name) ?? ''} />
        </div>
      );
      return render(
        <PortalLayout title="Request log" visitor={visitor} current="/developers/requests">
          <p>Your API requests of the last {counted(deps.config.requestLogDays, 'day')}, newest first.</p>
          <form method="get" action="/developers/requests" class="card filters">
            <div class="row">
              {field('method', 'Method')}
              {field('status', 'Status (404 or 4xx)')}
              {field('path', 'Path starts with')}
            </div>
            <div class="row">
              {field('key_id', 'Key id')}
              {field('app_id', 'App id')}
              {field('request_id', 'Request id')}
            </div>
            <button type="submit">Filter</button>
          </form>
          {'refusal' in outcome ? (
            <Problems errors={outcome.refusal.errors} />
          ) : (
            <>
              <RequestTable page={outcome.value} />
              <Pager path="/developers/requests" query={search} page={outcome.value.page ?? 1} hasMore={outcome.value.hasMore} total={outcome.value.total} perPage={perPage} />
            </>
          )}
        </PortalLayout>,
        { status: 'refusal' in outcome ? outcome.refusal.status : 200 },
      );
    }, hidden);
}
