// The developer portal's request log: a person's recent API requests, filtered, for finding
// the call that failed. Thin over the request-log service, which the API uses too.
import type { AppDeps } from '../../../app-deps';
import type { Page } from '../../../db/paging';
import { ValidationFailed } from '../../../lib/problem';
import { formatTime, Pager, Problems, ScrollTable } from '../../../web/components';
import { pageRoutes } from '../../../web';
import { attempt } from '../../../web/kit/forms';
import { pageNumber } from '../../../web/kit/paging';
import type { WebSupport } from '../../../web/session';
import { requireScope } from '../../../web/visitor';
import { PortalLayout } from '../../../web/kit/portal';
import type { RequestLogBuffer } from '../../../db/request-log/buffer';
import { listRequests, type ApiRequestView, type RequestLogQuery } from './service';
import type { Language } from '../../../i18n/locale';
import { m } from '../../../i18n/paraglide/messages.js';

const perPage = 20;

function RequestTable({ page, timeZone, locale }: { page: Page<ApiRequestView>; timeZone: string; locale: Language }) {
  const o = { locale };
  if (page.data.length === 0) return <p>{m.dev_no_requests({}, o)}</p>;
  return (
    <ScrollTable
      id="requests"
      label={m.dev_requests({}, o)}
      columns={[
        m.dev_time({}, o),
        m.dev_method({}, o),
        m.dev_path({}, o),
        m.dev_status({}, o),
        m.dev_duration({}, o),
        m.dev_request_id({}, o),
        m.dev_key_or_app({}, o),
      ]}
    >
      {page.data.map((r) => (
        <tr>
          <td>{formatTime(r.at, timeZone, o.locale)}</td>
          <td>{r.method}</td>
          <td>
            <code>{r.path}</code>
          </td>
          <td>{String(r.status)}</td>
          <td>{String(r.duration_ms)} ms</td>
          <td>
            <code>{r.request_id}</code>
          </td>
          <td>{r.key_id ?? r.app_id ?? m.dev_session({}, o)}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}

/** The filter form's values as the service's query (422 for a bad one, shown on the page in its language). */
function requestQuery(search: URLSearchParams, locale: Language): RequestLogQuery {
  const text = (name: string): string | undefined => search.get(name)?.trim() || undefined;
  const status = text('status');
  if (status !== undefined && !/^([1-5]xx|[1-5]\d\d)$/i.test(status))
    throw new ValidationFailed([{ field: '', message: m.dev_bad_status({}, { locale }) }]);
  return {
    page: pageNumber(search),
    per_page: perPage,
    method: text('method'),
    status,
    path: text('path'),
    key_id: text('key_id'),
    app_id: text('app_id'),
    request_id: text('request_id'),
  };
}

export function requestLogPages(deps: AppDeps, web: WebSupport, requestLog: RequestLogBuffer) {
  const { db } = deps;
  return pageRoutes(deps, web).get('/developers/requests', async ({ visitor, request, render }) => {
    const principal = requireScope(visitor, 'account:read');
    const search = new URL(request.url).searchParams;
    const o = { locale: visitor.reader.locale };
    const outcome = await attempt(async () => {
      const query = requestQuery(search, o.locale);
      return listRequests(db, requestLog, principal.userId, query);
    });
    const field = (name: string, label: string) => (
      <div>
        <label for={`filter-${name}`}>{label}</label>
        <input id={`filter-${name}`} name={name} value={search.get(name) ?? ''} />
      </div>
    );
    return render(
      <PortalLayout title={m.dev_request_log({}, o)} visitor={visitor} current="/developers/requests">
        <p>{m.dev_requests_lead({ days: deps.config.requestLogDays }, o)}</p>
        <form method="get" action="/developers/requests" class="card filters">
          <div class="row">
            {field('method', m.dev_method({}, o))}
            {field('status', m.dev_status_filter({}, o))}
            {field('path', m.dev_path_filter({}, o))}
          </div>
          <div class="row">
            {field('key_id', m.dev_key_id({}, o))}
            {field('app_id', m.dev_app_id({}, o))}
            {field('request_id', m.dev_request_id({}, o))}
          </div>
          <button type="submit">{m.dev_filter({}, o)}</button>
        </form>
        {'refusal' in outcome ? (
          <Problems errors={outcome.refusal.errors} locale={o.locale} />
        ) : (
          <>
            <RequestTable page={outcome.value} timeZone={visitor.reader.timeZone} locale={o.locale} />
            <Pager
              path="/developers/requests"
              query={search}
              page={outcome.value.page ?? 1}
              hasMore={outcome.value.hasMore}
              total={outcome.value.total}
              perPage={perPage}
              locale={o.locale}
            />
          </>
        )}
      </PortalLayout>,
      { status: 'refusal' in outcome ? outcome.refusal.status : 200 },
    );
  });
}
