// HTTP controller for /v1/competitions (contract §7a).
import type { AppDeps } from '../../app-deps';
import type { Principal } from '../../identity/credentials';
import { apiController } from '../../http/controller';
import { pagedBody } from '../../http/paging';
import { isId } from '../../lib/ids';
import { NotFound } from '../../lib/problem';
import { createEntry, deleteEntry, findEntry, presentEntry } from './entries';
import { CompetitionListQuery, CompetitionParams, competitionModels, EntryParams, ProtestParams, StandingsQuery } from './model';
import { fileProtest, listProtests, resolveProtest } from './protests';
import {
  cancelCompetition,
  createCompetition,
  deleteCompetition,
  finalizeCompetition,
  listCompetitions,
  presentCompetition,
  publishCompetition,
  readCompetition,
  updateCompetition,
} from './service';
import { currentFish, currentStandings, readEntries } from './standings';
import { listWeighIns, recordWeighIn } from './weigh-ins/service';

const problems = { 401: 'Problem', 403: 'Problem', 404: 'Problem', 422: 'Problem' } as const;
const conflicts = { ...problems, 409: 'Problem' } as const;

const competitionId = (id: string): string => {
  if (!isId('cmp', id)) throw new NotFound('The competition');
  return id;
};

export function competitionsModule(deps: AppDeps) {
  const { db } = deps;
  const competition = (principal: Principal, id: string) => readCompetition(db, principal, competitionId(id), deps.now());
  const lifecycle = (path: string, summary: string, description: string, run: typeof publishCompetition) =>
    [
      `/v1/competitions/:id/${path}`,
      async ({ params, principal }: { params: { id: string }; principal: Principal }) =>
        presentCompetition(await run(db, principal, competitionId(params.id), deps.now())),
      {
        scope: 'competitions:write' as const,
        params: CompetitionParams,
        response: { 200: 'Competition' as const, ...conflicts },
        detail: { summary, description },
      },
    ] as const;
  return (
    apiController(deps, 'Competitions', competitionModels)
      .post(
        '/v1/competitions',
        async ({ body, principal, set }) => {
          const row = await createCompetition(db, principal, body, deps.now());
          set.status = 201;
          set.headers.location = `${deps.config.baseUrl}/v1/competitions/${row.id}`;
          return presentCompetition(row);
        },
        {
          scope: 'competitions:write',
          body: 'CompetitionCreate',
          response: { 201: 'Competition', ...problems },
          detail: {
            summary: 'Create a competition',
            description: [
              'Admins only. A new competition is a `draft` (visible to admins only) until published. Defaults: `team_size` 1, `weigh_in` `required`, `protest_hours` 1, and rules of a point a gram (`points_per_kg` 1000) with no bonuses, limits or minimums.',
              'Refused with 422, one `errors` entry each: a time zone that is not IANA, `ends_at` not after `starts_at`, a polygon ring that is not closed or has too few positions, an unknown species in `rules.species`, a weighmaster who is not a verifier or admin.',
            ].join('\n\n'),
          },
        },
      )
      .get(
        '/v1/competitions',
        async ({ query, principal, request, set }) => {
          const page = await listCompetitions(db, principal, query, deps.now());
          return pagedBody(deps.config.baseUrl, request, set.headers, { ...page, data: page.data.map(presentCompetition) });
        },
        {
          scope: 'leaderboards:read',
          query: CompetitionListQuery,
          response: { 200: 'CompetitionList', 401: 'Problem', 403: 'Problem', 422: 'Problem' },
          detail: { summary: 'List competitions', description: 'Newest first; drafts are listed to admins only. `status` filters.' },
        },
      )
      .get('/v1/competitions/:id', async ({ params, principal }) => presentCompetition(await competition(principal, params.id)), {
        scope: 'leaderboards:read',
        params: CompetitionParams,
        response: { 200: 'Competition', ...problems },
        detail: {
          summary: 'Read a competition',
          description:
            'Status follows the clock on every read: `open` becomes `running` at `starts_at`, `running` becomes `provisional` at `ends_at`, and `provisional` becomes `final` once `protest_hours` have passed with no open protest.',
        },
      })
      .patch(
        '/v1/competitions/:id',
        async ({ params, body, principal }) => presentCompetition(await updateCompetition(db, principal, params.id, body, deps.now())),
        {
          scope: 'competitions:write',
          params: CompetitionParams,
          body: 'CompetitionUpdate',
          response: { 200: 'Competition', ...conflicts },
          detail: {
            summary: 'Change a competition',
            description:
              'Admins only. Anything until the competition is `running`; from then on only `description` (else 409 `competition_started`).',
          },
        },
      )
      .delete(
        '/v1/competitions/:id',
        async ({ params, principal, set }) => {
          await deleteCompetition(db, principal, competitionId(params.id), deps.now());
          set.status = 204;
          return null;
        },
        {
          scope: 'competitions:write',
          params: CompetitionParams,
          response: conflicts,
          detail: {
            summary: 'Delete a draft competition',
            description: 'Admins only; only a `draft` (else 409 `competition_not_draft`). 204.',
          },
        },
      )
      .post(
        ...lifecycle(
          'publish',
          'Publish a competition',
          'Admins only: `draft` → `open` (else 409 `competition_not_draft`); the clock moves it on from there.',
          publishCompetition,
        ),
      )
      .post(
        ...lifecycle(
          'finalize',
          'Finalize the results',
          'Admins only: `provisional` → `final` before the protest window ends, once every protest is resolved (409 `protests_open`; 409 `competition_not_provisional` in any other status). The standings are stored as they are: later catch edits change nothing.',
          finalizeCompetition,
        ),
      )
      .post(
        '/v1/competitions/:id/entries',
        async ({ params, body, principal, set }) => {
          const entry = await createEntry(db, principal, await competition(principal, params.id), body, deps.now());
          set.status = 201;
          set.headers.location = `${deps.config.baseUrl}/v1/competitions/${params.id}/entries/${entry.id}`;
          return entry;
        },
        {
          scope: 'catches:write',
          params: CompetitionParams,
          body: 'EntryCreate',
          response: { 201: 'Entry', ...conflicts },
          detail: {
            summary: 'Enter a competition',
            description: [
              'A diver enters themselves (and the `members` of their team) while the competition is `open` and its `entry` is `open` (403 when `entry` is `admin`; 409 `entries_closed` in another status). Admins add anyone\u2019s entry (`diver_id`) any time before `final`.',
              'A diver is in one entry per competition (409 `already_entered`); a team has at most `team_size` members; `division` is required when the competition has divisions, and must be one of them (422).',
            ].join('\n\n'),
          },
        },
      )
      .get(
        '/v1/competitions/:id/entries',
        async ({ params, principal }) => {
          const row = await competition(principal, params.id);
          return { data: (await readEntries(db, row.pk)).map((e) => presentEntry(row, e)) };
        },
        {
          scope: 'leaderboards:read',
          params: CompetitionParams,
          response: { 200: 'EntryList', ...problems },
          detail: { summary: 'List the entries', description: 'Every entry with its divers, in the order they entered.' },
        },
      )
      .delete(
        '/v1/competitions/:id/entries/:entry_id',
        async ({ params, principal, set }) => {
          await deleteEntry(db, principal, await competition(principal, params.id), params.entry_id, deps.now());
          set.status = 204;
          return null;
        },
        {
          scope: 'catches:write',
          params: EntryParams,
          response: conflicts,
          detail: {
            summary: 'Withdraw an entry',
            description: 'By a member of the entry or an admin, before the competition runs (409 `competition_started`). 204.',
          },
        },
      )
      .get(
        '/v1/competitions/:id/entries/:entry_id/fish',
        async ({ params, principal }) => {
          const row = await competition(principal, params.id);
          return { data: await currentFish(db, row, await findEntry(db, row, params.entry_id)) };
        },
        {
          scope: 'leaderboards:read',
          params: EntryParams,
          response: { 200: 'FishList', ...problems },
          detail: {
            summary: 'An entry\u2019s fish and why each counts or not',
            description:
              'Every catch of the entry\u2019s divers in [`starts_at`, `ends_at`), oldest first, with its points, whether it counts, and else the reason: `outside_area`, `species_excluded`, `below_minimum`, `not_weighed`, `rejected`, `over_species_limit`, `over_fish_limit`. Once `final`, as stored then.',
          },
        },
      )
      .post(
        '/v1/competitions/:id/weigh-ins',
        async ({ params, body, principal, set }) => {
          const weighIn = await recordWeighIn(db, principal, await competition(principal, params.id), body, deps.now());
          set.status = 201;
          set.headers.location = `${deps.config.baseUrl}/v1/competitions/${params.id}/weigh-ins`;
          return weighIn;
        },
        {
          scope: 'competitions:write',
          params: CompetitionParams,
          body: 'WeighInCreate',
          response: { 201: 'WeighIn', ...conflicts },
          detail: {
            summary: 'Record a weigh-in',
            description:
              'By one of the competition\u2019s weighmasters or an admin, while it is `running` or `provisional` (409 `competition_not_running`). Weighing your own catch is 403; a catch of no entry, or caught outside the window, is 422. A later weigh-in of the same catch replaces the earlier one in scoring; both are kept.',
          },
        },
      )
      .get(
        '/v1/competitions/:id/weigh-ins',
        async ({ params, principal }) => ({ data: await listWeighIns(db, await competition(principal, params.id)) }),
        {
          scope: 'leaderboards:read',
          params: CompetitionParams,
          response: { 200: 'WeighInList', ...problems },
          detail: { summary: 'List the weigh-ins', description: 'Every weigh-in, oldest first.' },
        },
      )
      .get(
        '/v1/competitions/:id/standings',
        async ({ params, query, principal }) => {
          const row = await competition(principal, params.id);
          const divisions = JSON.parse(row.divisions) as string[];
          if (query.division !== undefined && !divisions.includes(query.division))
            throw new NotFound(`The division ${JSON.stringify(query.division)}`);
          const all = await currentStandings(db, row, query.division);
          const page = query.page ?? 1;
          const perPage = query.per_page ?? 20;
          return {
            competition: { id: row.id, name: row.name, status: row.status },
            data: all.slice((page - 1) * perPage, page * perPage),
            total: all.length,
            page,
            per_page: perPage,
          };
        },
        {
          scope: 'leaderboards:read',
          params: CompetitionParams,
          query: StandingsQuery,
          response: { 200: 'Standings', ...problems },
          detail: {
            summary: 'Read the standings',
            description:
              'Every entry, most points first (0 points last); equal points share a rank (1, 2, 2, 4) and are listed by entry id. With `division`, ranks count within it. Consistent with every write committed before the request; once `final`, the standings stored then.',
          },
        },
      )
      .post(
        '/v1/competitions/:id/protests',
        async ({ params, body, principal, set }) => {
          const protest = await fileProtest(db, principal, await competition(principal, params.id), body, deps.now());
          set.status = 201;
          set.headers.location = `${deps.config.baseUrl}/v1/competitions/${params.id}/protests`;
          return protest;
        },
        {
          scope: 'catches:write',
          params: CompetitionParams,
          body: 'ProtestCreate',
          response: { 201: 'Protest', ...conflicts },
          detail: {
            summary: 'Protest the provisional results',
            description:
              'By an entrant while the results are `provisional` and the protest window is open (409 `competition_not_provisional` or `protest_window_closed`). `entry_id` and `catch_id` must be of this competition (422).',
          },
        },
      )
      .get(
        '/v1/competitions/:id/protests',
        async ({ params, principal }) => ({ data: await listProtests(db, await competition(principal, params.id)) }),
        {
          scope: 'leaderboards:read',
          params: CompetitionParams,
          response: { 200: 'ProtestList', ...problems },
          detail: { summary: 'List the protests', description: 'Oldest first, open and resolved.' },
        },
      )
      .post(
        '/v1/competitions/:id/protests/:protest_id/resolve',
        async ({ params, body, principal }) =>
          resolveProtest(db, principal, await competition(principal, params.id), params.protest_id, body, deps.now()),
        {
          scope: 'competitions:write',
          params: ProtestParams,
          body: 'ProtestResolve',
          response: { 200: 'Protest', ...conflicts },
          detail: {
            summary: 'Resolve a protest',
            description: 'Admins only: `upheld` or `dismissed`, with a note (409 `protest_resolved` when already resolved).',
          },
        },
      )
      // Last: the document lists it last, after the operations it would end.
      .post(
        ...lifecycle(
          'cancel',
          'Cancel a competition',
          'Admins only: any status but `final` → `cancelled` (409 when already final or cancelled).',
          cancelCompetition,
        ),
      )
  );
}
