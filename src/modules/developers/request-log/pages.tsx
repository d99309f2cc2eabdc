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
import { counted } from '../../../lib/text';
import { sourceLanguage } from '../../../i18n/locale';

const perPage = 20;

function RequestTable({ page, timeZone }: { page: Page<ApiRequestView>; timeZone: string }) {
  if (page.data.length === 0) return <p>No requests match.</p>;
  return (
    <ScrollTable id="requests" label="Requests" columns={['Time', 'Method', 'Path', 'Status', 'Duration', 'Request id', 'Key or app']}>
      {page.data.map((r) => (
        <tr>
          <td>{formatTime(r.at, timeZone, sourceLanguage)}</td>
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
  if (status !== undefined && !/^([1-5]xx|[1-5]\d\d)$/i.test(status))
    throw new ValidationFailed([{ field: 'status', message: 'a status such as 404, or a class such as 4xx' }]);
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
            <RequestTable page={outcome.value} timeZone={visitor.reader.timeZone} />
            <Pager
              path="/developers/requests"
              query={search}
              page={outcome.value.page ?? 1}
              hasMore={outcome.value.hasMore}
              total={outcome.value.total}
              perPage={perPage}
            />
          </>
        )}
      </PortalLayout>,
      { status: 'refusal' in outcome ? outcome.refusal.status : 200 },
    );
  });
}
