// The developer portal's event browser: every change as a webhook carries it, newest first,
// for reconciling missed deliveries. Thin over the events service, which the API uses too.
import type { AppDeps } from '../../app-deps';
import { formatTime, Problems } from '../../web/components';
import { pageRoutes } from '../../web';
import { attempt } from '../../web/kit/forms';
import type { WebSupport } from '../../web/session';
import { requireScope } from '../../web/visitor';
import { PortalLayout } from '../../web/kit/portal';
import { eventTypes, listEvents, type EventView } from './service';
import { aroundLink } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';

const perPage = 20;

export function eventPages(deps: AppDeps, web: WebSupport) {
  const { db } = deps;
  return pageRoutes(deps, web).get('/developers/events', async ({ visitor, request, render }) => {
    const principal = requireScope(visitor, 'catches:read');
    const search = new URL(request.url).searchParams;
    const type = search.get('type') || undefined;
    const after = search.get('after') || undefined;
    const outcome = await attempt(() => listEvents(db, principal, { type, after, per_page: perPage }));
    const events: EventView[] = 'value' in outcome ? outcome.value.data : [];
    const more = 'value' in outcome && outcome.value.hasMore && events.length > 0;
    const o = { locale: visitor.reader.locale };
    return render(
      <PortalLayout title={m.event_title({}, o)} visitor={visitor} current="/developers/events">
        <form method="get" action="/developers/events" class="card filters">
          <label for="event-type">{m.event_type({}, o)}</label>
          <select id="event-type" name="type">
            {['', ...eventTypes].map((t) => (
              <option value={t} selected={t === (type ?? '')}>
                {t === '' ? m.event_every_type({}, o) : t}
              </option>
            ))}
          </select>
          <button type="submit">{m.event_show({}, o)}</button>
        </form>
        {'refusal' in outcome && <Problems errors={outcome.refusal.errors} locale={o.locale} />}
        {events.length === 0 ? (
          <p>{m.event_none({}, o)}</p>
        ) : (
          <ul id="events">
            {events.map((e) => {
              const [before, after] = aroundLink(({ link }) =>
                m.event_summary(
                  { type: link, id: e.id, time: formatTime(e.created_at, visitor.reader.timeZone, visitor.reader.locale) },
                  o,
                ),
              );
              return (
                <li>
                  <details>
                    <summary>
                      {before}
                      <code>{e.type}</code>
                      {after}
                    </summary>
                    <pre tabindex="0">{JSON.stringify(e.data, null, 2)}</pre>
                  </details>
                </li>
              );
            })}
          </ul>
        )}
        {more && (
          <a href={`/developers/events?${new URLSearchParams({ ...(type ? { type } : {}), after: events[events.length - 1]!.id })}`}>
            {m.event_older({}, o)}
          </a>
        )}
      </PortalLayout>,
      { status: 'refusal' in outcome ? outcome.refusal.status : 200 },
    );
  });
}
