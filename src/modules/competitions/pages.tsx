// Competition pages, phone first: the list (upcoming, running, results), one competition (its
// rules in plain words, live standings, my fish with reasons, entering and protesting, and the
// admin's buttons), and the admin's form to create one from a preset. The weigh-in page and the
// printable results are in weigh-ins/pages.tsx and results/pages.tsx.
import { Elysia } from 'elysia';
import type { Html } from '#jsx/jsx-runtime';
import type { AppDeps } from '../../app-deps';
import { NotFound } from '../../lib/problem';
import { ownValue } from '../../lib/records';
import { pageRoutes } from '../../web';
import { PostForm, Select } from '../../web/components';
import { checkModel, formField } from '../../web/kit/forms';
import { CompetitionCreate, EntryCreate, ProtestCreate, ProtestResolve } from './model';
import { Layout } from '../../web/layout';
import { redirect } from '../../web/respond';
import type { WebSupport } from '../../web/session';
import { requireArea, requireScope, type Visitor } from '../../web/visitor';
import { createEventHub, mergedHubs } from '../events/hub';
import { LiveChannel } from '../events/live';
import type { Sql } from '../../db/store';
import { createEntry, entryOf, usersByEmail } from './entries';
import { fileProtest, listProtests, resolveProtest } from './protests';
import type { CompetitionRow } from './rows';
import {
  type Actor,
  type CompetitionInput,
  cancelCompetition,
  createCompetition,
  finalizeCompetition,
  listCompetitions,
  presentCompetition,
  publishCompetition,
  readCompetition,
  requireAdmin,
} from './service';
import { currentFish, currentStandings, readEntries, speciesNamer } from './standings';
import { FishTable, StandingsTable } from './views';
import { weighInPages } from './weigh-ins/pages';
import { resultsPages } from './results/pages';
import { isPreset, localTime, presets, rulesInWords, zonedToUtc } from './wording';
import { isWeighmaster } from './weigh-ins/service';
import { liveStreamResponse } from '../events/stream';
import { errorPage } from '../../web/respond';

const lifecycle = { publish: publishCompetition, cancel: cancelCompetition, finalize: finalizeCompetition };

/** Competition live pages re-read their standings at most once a second. */
const coalesceMs = 1000;

const actorOf = (visitor: Visitor): Actor | null => visitor.principal && { userId: visitor.principal.userId, role: visitor.principal.role };

const statusWords: Record<CompetitionRow['status'], string> = {
  draft: 'Draft (admins only)',
  open: 'Open for entries',
  running: 'Running now',
  provisional: 'Provisional results: protests open',
  final: 'Final results',
  cancelled: 'Cancelled',
};

function CompetitionLinks({ rows }: { rows: CompetitionRow[] }): Html {
  if (rows.length === 0) return <p class="muted">None.</p>;
  return (
    <ul class="plain">
      {rows.map((r) => (
        <li>
          <a href={`/competitions/${r.id}`}>{r.name}</a>{' '}
          <span class="muted">
            · {statusWords[r.status]} · {localTime(new Date(r.starts_at * 1000).toISOString(), r.time_zone)}
          </span>
        </li>
      ))}
    </ul>
  );
}

function NewCompetitionForm({ visitor }: { visitor: Visitor }): Html {
  return (
    <PostForm action="/competitions" csrf={visitor.csrf} class="card">
      <label for="c-name">Name</label>
      <input id="c-name" name="name" required maxlength="200" />
      <label for="c-preset">Rules</label>
      <Select id="c-preset" name="preset" options={Object.entries(presets).map(([value, p]) => ({ value, label: p.label }))} value="cmas" />
      <label for="c-zone">Time zone</label>
      <input id="c-zone" name="time_zone" value="UTC" required maxlength="64" />
      <label for="c-starts">Starts (local time)</label>
      <input id="c-starts" name="starts_at" type="datetime-local" required />
      <label for="c-ends">Ends (local time)</label>
      <input id="c-ends" name="ends_at" type="datetime-local" required />
      <label for="c-team">Team size</label>
      <Select
        id="c-team"
        name="team_size"
        options={['1', '2', '3', '4'].map((n) => ({ value: n, label: n === '1' ? '1 (individual)' : `up to ${n}` }))}
        value="1"
      />
      <label for="c-divisions">Divisions (comma separated, optional)</label>
      <input id="c-divisions" name="divisions" maxlength="500" />
      <label for="c-entry">Who enters</label>
      <Select
        id="c-entry"
        name="entry"
        options={[
          { value: 'open', label: 'Divers enter themselves' },
          { value: 'admin', label: 'Admins add entries' },
        ]}
        value="open"
      />
      <label for="c-weigh">Weigh-in</label>
      <Select
        id="c-weigh"
        name="weigh_in"
        options={[
          { value: 'required', label: 'Required: only weighed fish count' },
          { value: 'none', label: 'None: fish count as logged' },
        ]}
        value="required"
      />
      <label for="c-masters">Weighmasters (emails of verifiers, comma separated)</label>
      <input id="c-masters" name="weighmasters" maxlength="2000" />
      <label for="c-protest">Protest window (hours)</label>
      <input id="c-protest" name="protest_hours" inputmode="numeric" value="1" />
      <button type="submit">Create draft</button>
    </PostForm>
  );
}

const list = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/** What follows the clock and the weigh-ins live: the standings, and the viewer's own fish with their reasons. */
async function liveSection(db: Sql, row: CompetitionRow, actor: Actor | null): Promise<Html> {
  const [standings, mine, name] = await Promise.all([
    currentStandings(db, row),
    actor ? entryOf(db, row, actor.userId) : null,
    speciesNamer(db),
  ]);
  const myFish = mine ? await currentFish(db, row, mine) : [];
  const myRank = mine ? standings.find((s) => s.entry.id === mine.id)?.rank : undefined;
  return (
    <>
      <StandingsTable standings={standings} speciesName={name} />
      {mine && (
        <section id="my-entry">
          <h2>My fish{myRank !== undefined && ` · rank ${myRank}`}</h2>
          <FishTable fish={myFish} speciesName={name} />
        </section>
      )}
    </>
  );
}

/** The page of one competition, for whoever looks. */
async function competitionPage(db: Sql, visitor: Visitor, row: CompetitionRow): Promise<Html> {
  const actor = actorOf(visitor);
  const view = presentCompetition(row);
  const name = await speciesNamer(db);
  const [live, entries, protests, mine] = await Promise.all([
    liveSection(db, row, actor),
    readEntries(db, row.pk),
    listProtests(db, row),
    actor ? entryOf(db, row, actor.userId) : null,
  ]);
  const admin = actor?.role === 'admin';
  const base = `/competitions/${row.id}`;
  const canEnter = actor && !mine && row.status === 'open' && row.entry === 'open' && actor.role !== 'admin';
  const button = (action: string, label: string) => (
    <PostForm action={`${base}/${action}`} csrf={visitor.csrf} class="inline">
      <button type="submit" class="secondary" id={`btn-${action}`}>
        {label}
      </button>
    </PostForm>
  );
  return (
    <Layout title={row.name} visitor={visitor}>
      <h1>{row.name}</h1>
      <p id="status">
        <strong>{statusWords[row.status]}</strong> · {localTime(view.starts_at, row.time_zone)} to {localTime(view.ends_at, row.time_zone)}{' '}
        ({row.time_zone})
      </p>
      {row.description && <p>{row.description}</p>}
      <h2>Rules</h2>
      <ul id="rules">
        {rulesInWords(view, name).map((line) => (
          <li>{line}</li>
        ))}
      </ul>
      <h2>Standings</h2>
      <div id="standings" data-live={`${base}/stream`} data-fragment={`${base}/standings-table`} aria-live="polite">
        {live}
      </div>
      <p class="live" data-live-status></p>
      <p>
        <a href={`${base}/results`}>Printable results</a> · <a href={`${base}/results.csv`}>Results CSV</a>
        {actor && isWeighmaster(row, actor) && (row.status === 'running' || row.status === 'provisional') && (
          <>
            {' '}
            · <a href={`${base}/weigh-in`}>Weigh-in</a>
          </>
        )}
      </p>
      {canEnter && (
        <PostForm action={`${base}/entries`} csrf={visitor.csrf} class="card" id="enter">
          <h2>Enter</h2>
          {view.divisions.length > 0 && (
            <>
              <label for="e-division">Division</label>
              <Select
                id="e-division"
                name="division"
                options={view.divisions.map((d) => ({ value: d, label: d }))}
                value={view.divisions[0]!}
              />
            </>
          )}
          {row.team_size > 1 && (
            <>
              <label for="e-team">Team name</label>
              <input id="e-team" name="team_name" maxlength="100" />
              <label for="e-members">Team mates (emails, comma separated)</label>
              <input id="e-members" name="members" maxlength="1000" />
            </>
          )}
          <button type="submit">Enter</button>
        </PostForm>
      )}
      {(mine || admin) && row.status === 'provisional' && (
        <PostForm action={`${base}/protests`} csrf={visitor.csrf} class="card" id="protest">
          <h2>Protest</h2>
          <label for="p-entry">About the entry</label>
          <Select
            id="p-entry"
            name="entry_id"
            options={[
              { value: '', label: '(the results in general)' },
              ...entries.map((e) => ({ value: e.id, label: e.team_name ?? e.divers.map((d) => d.display_name).join(', ') })),
            ]}
            value=""
          />
          <label for="p-reason">Reason</label>
          <textarea id="p-reason" name="reason" required maxlength="2000"></textarea>
          <button type="submit">Protest</button>
        </PostForm>
      )}
      {protests.length > 0 && (
        <section id="protests">
          <h2>Protests</h2>
          <ul class="plain">
            {protests.map((p) => (
              <li>
                {p.reason}{' '}
                <span class="muted">
                  · {p.status}
                  {p.note ? `: ${p.note}` : ''}
                </span>
                {admin && p.status === 'open' && (
                  <PostForm action={`${base}/protests/${p.id}/resolve`} csrf={visitor.csrf} class="card">
                    <label for={`n-${p.id}`}>Note</label>
                    <input id={`n-${p.id}`} name="note" required maxlength="2000" />
                    <button type="submit" name="decision" value="upheld" class="secondary">
                      Uphold
                    </button>
                    <button type="submit" name="decision" value="dismissed">
                      Dismiss
                    </button>
                  </PostForm>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {admin && (
        <section id="admin" class="card">
          <h2>Run it</h2>
          {row.status === 'draft' && button('publish', 'Publish')}
          {row.status === 'provisional' && button('finalize', 'Finalize results')}
          {row.status !== 'final' && row.status !== 'cancelled' && button('cancel', 'Cancel competition')}
          {row.status !== 'final' && row.status !== 'cancelled' && (
            <PostForm action={`${base}/entries`} csrf={visitor.csrf} id="add-entry">
              <h3>Add an entry</h3>
              <label for="a-divers">Divers (emails, comma separated; the first enters)</label>
              <input id="a-divers" name="divers" required maxlength="1000" />
              {row.team_size > 1 && (
                <>
                  <label for="a-team">Team name</label>
                  <input id="a-team" name="team_name" maxlength="100" />
                </>
              )}
              {view.divisions.length > 0 && (
                <>
                  <label for="a-division">Division</label>
                  <Select
                    id="a-division"
                    name="division"
                    options={view.divisions.map((d) => ({ value: d, label: d }))}
                    value={view.divisions[0]!}
                  />
                </>
              )}
              <button type="submit">Add entry</button>
            </PostForm>
          )}
          <p class="muted">{entries.length} entries.</p>
        </section>
      )}
    </Layout>
  );
}

export function competitionPages(deps: AppDeps, web: WebSupport) {
  const { db } = deps;
  // Weigh-ins announce themselves by their own rows; catch edits and status changes by their events.
  const live = new LiveChannel(
    mergedHubs(
      createEventHub(db),
      createEventHub(db, 250, { table: 'competition_weigh_ins', type: "'competition.weigh_in'", shared: '1' }),
    ),
    (type) => type.startsWith('catch.') || type.startsWith('competition.'),
    { total: deps.config.liveStreams, perAddress: deps.config.liveStreamsPerAddress, coalesceMs },
  );
  const viewable = async (visitor: Visitor, id: string): Promise<CompetitionRow> => {
    const principal = requireArea(visitor, 'leaderboards', 'leaderboards:read');
    if (!id.startsWith('cmp_')) throw new NotFound('The competition');
    return readCompetition(db, principal && actorOf(visitor), id, deps.now());
  };
  const acting = (visitor: Visitor, scope: 'catches:write' | 'competitions:write'): Actor => {
    const principal = requireScope(visitor, scope);
    return { userId: principal.userId, role: principal.role };
  };
  return new Elysia()
    .use(weighInPages(deps, web))
    .use(resultsPages(deps, web))
    .use(
      pageRoutes(deps, web)
        .get('/competitions', async ({ visitor, render }) => {
          const principal = requireArea(visitor, 'leaderboards', 'leaderboards:read');
          const { data } = await listCompetitions(db, principal && actorOf(visitor), { per_page: 100 }, deps.now());
          const of = (...statuses: CompetitionRow['status'][]) => data.filter((r) => statuses.includes(r.status));
          return render(
            <Layout title="Competitions" visitor={visitor}>
              <h1>Competitions</h1>
              {principal?.role === 'admin' && (
                <p>
                  <a href="/competitions/new">New competition</a>
                </p>
              )}
              <h2>Running</h2>
              <CompetitionLinks rows={of('running')} />
              <h2>Upcoming</h2>
              <CompetitionLinks rows={of('draft', 'open')} />
              <h2>Results</h2>
              <CompetitionLinks rows={of('provisional', 'final')} />
            </Layout>,
          );
        })
        .get('/competitions/new', ({ visitor, render }) => {
          requireAdmin(acting(visitor, 'competitions:write'));
          return render(
            <Layout title="New competition" visitor={visitor}>
              <h1>New competition</h1>
              <NewCompetitionForm visitor={visitor} />
            </Layout>,
          );
        })
        .post('/competitions', async ({ visitor, body }) => {
          const actor = acting(visitor, 'competitions:write');
          const zone = formField(body, 'time_zone').trim();
          const preset = formField(body, 'preset');
          const masters = list(formField(body, 'weighmasters'));
          const input: CompetitionInput = {
            name: formField(body, 'name').trim(),
            starts_at: zonedToUtc(formField(body, 'starts_at'), zone),
            ends_at: zonedToUtc(formField(body, 'ends_at'), zone),
            time_zone: zone,
            team_size: Math.min(Math.max(Number(formField(body, 'team_size')) || 1, 1), 4),
            divisions: [...new Set(list(formField(body, 'divisions')))],
            entry: formField(body, 'entry') === 'admin' ? 'admin' : 'open',
            weigh_in: formField(body, 'weigh_in') === 'none' ? 'none' : 'required',
            weighmasters: masters.length > 0 ? await usersByEmail(db, masters, 'weighmasters') : [],
            protest_hours: Math.min(Math.max(Math.trunc(Number(formField(body, 'protest_hours'))) || 0, 0), 72),
            rules: { ...(isPreset(preset) ? presets[preset].rules : {}) },
          };
          checkModel(CompetitionCreate, input);
          const row = await createCompetition(db, actor, input, deps.now());
          return redirect(`/competitions/${row.id}`);
        })
        .get('/competitions/:id', async ({ visitor, params, render }) =>
          render(await competitionPage(db, visitor, await viewable(visitor, params.id))),
        )
        .get('/competitions/:id/standings-table', async ({ visitor, params, render }) => {
          const row = await viewable(visitor, params.id);
          return render(await liveSection(db, row, actorOf(visitor)));
        })
        .get('/competitions/:id/stream', async ({ visitor, params, request }) => {
          await viewable(visitor, params.id);
          return liveStreamResponse(live, deps.clientAddress(request) ?? 'unknown', request, (why) =>
            errorPage(why === 'address_full' ? 429 : 503, 'Live standings are full', 'The standings still show when you reload.', {
              'retry-after': '60',
            }),
          );
        })
        .post('/competitions/:id/:action', async ({ visitor, params }) => {
          const actor = acting(visitor, 'competitions:write');
          const run = ownValue(lifecycle, params.action);
          if (!run) throw new NotFound('The page');
          await run(db, actor, params.id, deps.now());
          return redirect(`/competitions/${params.id}`);
        })
        .post('/competitions/:id/entries', async ({ visitor, params, body }) => {
          const actor = acting(visitor, 'catches:write');
          const row = await viewable(visitor, params.id);
          const team = formField(body, 'team_name').trim();
          const division = formField(body, 'division');
          const divers = actor.role === 'admin' ? await usersByEmail(db, list(formField(body, 'divers')), 'divers') : [];
          const mates = list(formField(body, 'members'));
          const input = {
            ...(divers[0] ? { diver_id: divers[0] } : {}),
            members: actor.role === 'admin' ? divers.slice(1) : await usersByEmail(db, mates, 'members'),
            ...(team ? { team_name: team } : {}),
            ...(division ? { division } : {}),
          };
          checkModel(EntryCreate, input);
          await createEntry(db, actor, row, input, deps.now());
          return redirect(`/competitions/${params.id}`);
        })
        .post('/competitions/:id/protests', async ({ visitor, params, body }) => {
          const actor = acting(visitor, 'catches:write');
          const entryId = formField(body, 'entry_id');
          const input = { reason: formField(body, 'reason').trim(), ...(entryId ? { entry_id: entryId } : {}) };
          checkModel(ProtestCreate, input);
          await fileProtest(db, actor, await viewable(visitor, params.id), input, deps.now());
          return redirect(`/competitions/${params.id}`);
        })
        .post('/competitions/:id/protests/:protest_id/resolve', async ({ visitor, params, body }) => {
          const actor = acting(visitor, 'competitions:write');
          const decision = formField(body, 'decision') === 'upheld' ? 'upheld' : 'dismissed';
          const input = { decision, note: formField(body, 'note').trim() } as const;
          checkModel(ProtestResolve, input);
          await resolveProtest(db, actor, await viewable(visitor, params.id), params.protest_id, input, deps.now());
          return redirect(`/competitions/${params.id}`);
        }),
    );
}
