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
import { LiveStatus, PostForm, Select } from '../../web/components';
import { attempt, checkModel, formField, formStrings, noRefusal, type Refusal } from '../../web/kit/forms';
import { FieldProblem, FormProblems, problemAttributes } from '../../web/kit/field-problems';
import { CompetitionCreate, CompetitionUpdate, EntryCreate, ProtestCreate, ProtestResolve } from './model';
import { Layout } from '../../web/layout';
import { redirect, type RespondOptions } from '../../web/respond';
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
  updateCompetition,
  type CompetitionPatch,
  type CompetitionView,
} from './service';
import { currentFish, currentStandings, readEntries, speciesNamer } from './standings';
import { FishTable, StandingsTable } from './views';
import { weighInPages } from './weigh-ins/pages';
import { resultsPages } from './results/pages';
import { competitionWhen, inLanguage, isPreset, localTime, presets, protestWords, rulesInWords, statusWords, zonedToUtc } from './wording';
import { aroundLink, type Language } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import { isWeighmaster } from './weigh-ins/service';
import { liveStreamResponse } from '../events/stream';
import { errorPage } from '../../web/respond';

const lifecycle = { publish: publishCompetition, cancel: cancelCompetition, finalize: finalizeCompetition };

/** A form's work with the competition's refusals said in `locale`. */
const attemptIn = <T,>(locale: Language, work: () => Promise<T>) => attempt(() => inLanguage(locale, work));

/** Competition live pages re-read their standings at most once a second. */
const coalesceMs = 1000;

const actorOf = (visitor: Visitor): Actor | null => visitor.principal && { userId: visitor.principal.userId, role: visitor.principal.role };

function CompetitionLinks({ rows, locale }: { rows: CompetitionRow[]; locale: Language }): Html {
  if (rows.length === 0) return <p class="muted">{m.competition_none({}, { locale })}</p>;
  return (
    <ul class="plain">
      {rows.map((r) => (
        <li>
          <a href={`/competitions/${r.id}`}>{r.name}</a>{' '}
          <span class="muted">
            · {statusWords[r.status]({}, { locale })} · {localTime(new Date(r.starts_at * 1000).toISOString(), r.time_zone)}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The fields of the competition form, each with the API fields whose problems it shows. */
const competitionFormFields = {
  name: ['name'],
  description: ['description'],
  preset: ['rules', 'preset'],
  time_zone: ['time_zone'],
  starts_at: ['starts_at'],
  ends_at: ['ends_at'],
  team_size: ['team_size'],
  divisions: ['divisions'],
  entry: ['entry'],
  weigh_in: ['weigh_in'],
  weighmasters: ['weighmasters'],
  protest_hours: ['protest_hours'],
} as const;
const everyCompetitionField = Object.values(competitionFormFields).flat();

/**
 * Creating a competition (rules from a preset), or changing one (`edit`: its rules stay). Shown
 * again after a refusal with what was sent and each problem beside its field.
 */
function CompetitionForm(props: {
  visitor: Visitor;
  action: string;
  edit: boolean;
  values: Record<string, string>;
  refusal: Refusal;
}): Html {
  const { values, refusal } = props;
  const o = { locale: props.visitor.reader.locale };
  const field = (name: keyof typeof competitionFormFields, id: string) => ({
    problem: <FieldProblem refusal={refusal} id={id} fields={competitionFormFields[name]} />,
    attributes: problemAttributes(refusal, id, competitionFormFields[name]),
  });
  const input = (name: keyof typeof competitionFormFields, label: string, { value, ...attributes }: Record<string, string> = {}) => {
    const id = `c-${name}`;
    const f = field(name, id);
    return (
      <>
        <label for={id}>{label}</label>
        <input id={id} name={name} value={values[name] ?? value ?? ''} {...attributes} {...f.attributes} />
        {f.problem}
      </>
    );
  };
  const select = (
    name: keyof typeof competitionFormFields,
    label: string,
    options: { value: string; label: string }[],
    fallback: string,
  ) => {
    const id = `c-${name}`;
    const f = field(name, id);
    return (
      <>
        <label for={id}>{label}</label>
        <Select id={id} name={name} options={options} value={values[name] || fallback} />
        {f.problem}
      </>
    );
  };
  return (
    <PostForm action={props.action} csrf={props.visitor.csrf} class="card" id="competition-form">
      <FormProblems refusal={refusal} fields={everyCompetitionField} />
      {input('name', m.competition_name_label({}, o), { required: 'true', maxlength: '200' })}
      {input('description', m.competition_description_label({}, o), { maxlength: '2000' })}
      {!props.edit &&
        select(
          'preset',
          m.competition_rules({}, o),
          Object.entries(presets).map(([value, p]) => ({ value, label: p.label({}, o) })),
          'cmas',
        )}
      {input('time_zone', m.competition_time_zone_label({}, o), { value: 'UTC', required: 'true', maxlength: '64' })}
      {input('starts_at', m.competition_starts_label({}, o), { type: 'datetime-local', required: 'true' })}
      {input('ends_at', m.competition_ends_label({}, o), { type: 'datetime-local', required: 'true' })}
      {select(
        'team_size',
        m.competition_team_size_label({}, o),
        [1, 2, 3, 4].map((n) => ({
          value: String(n),
          label: n === 1 ? m.competition_team_individual({}, o) : m.competition_team_up_to({ count: n }, o),
        })),
        '1',
      )}
      {input('divisions', m.competition_divisions_label({}, o), { maxlength: '500' })}
      {select(
        'entry',
        m.competition_entry_label({}, o),
        [
          { value: 'open', label: m.competition_entry_open({}, o) },
          { value: 'admin', label: m.competition_entry_admin({}, o) },
        ],
        'open',
      )}
      {select(
        'weigh_in',
        m.competition_weigh_in({}, o),
        [
          { value: 'required', label: m.competition_weigh_in_required({}, o) },
          { value: 'none', label: m.competition_weigh_in_none({}, o) },
        ],
        'required',
      )}
      {input('weighmasters', m.competition_weighmasters_label({}, o), { maxlength: '2000' })}
      {input('protest_hours', m.competition_protest_hours_label({}, o), { inputmode: 'numeric', value: '1' })}
      <button type="submit">{props.edit ? m.competition_save({}, o) : m.competition_create_draft({}, o)}</button>
    </PostForm>
  );
}

/** The settings of `sent` that differ from `current`'s: what an edit changes (times compared as instants). */
function changedSettings(current: CompetitionView, sent: Omit<CompetitionInput, 'rules'>): CompetitionPatch {
  const patch: Record<string, unknown> = {};
  const same = (key: string, a: unknown, b: unknown): boolean =>
    key.endsWith('_at') ? Date.parse(String(a)) === Date.parse(String(b)) : JSON.stringify(a) === JSON.stringify(b);
  for (const [key, value] of Object.entries({ description: null, ...sent }))
    if (!same(key, current[key as keyof CompetitionView], value)) patch[key] = value;
  return patch as CompetitionPatch;
}

const list = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/** What follows the clock and the weigh-ins live: the standings, and the viewer's own fish with their reasons. */
async function liveSection(db: Sql, row: CompetitionRow, actor: Actor | null, locale: Language): Promise<Html> {
  const [standings, mine, name] = await Promise.all([
    currentStandings(db, row),
    actor ? entryOf(db, row, actor.userId) : null,
    speciesNamer(db),
  ]);
  const myFish = mine ? await currentFish(db, row, mine) : [];
  const myRank = mine ? standings.find((s) => s.entry.id === mine.id)?.rank : undefined;
  return (
    <>
      <StandingsTable standings={standings} speciesName={name} locale={locale} />
      {mine && (
        <section id="my-entry">
          <h2>{myRank === undefined ? m.competition_my_fish({}, { locale }) : m.competition_my_fish_rank({ rank: myRank }, { locale })}</h2>
          <FishTable fish={myFish} speciesName={name} locale={locale} />
        </section>
      )}
    </>
  );
}

/** A form of the competition's page that was refused: shown again with what was sent and each problem beside its field. */
interface FailedForm {
  form: 'enter' | 'add-entry' | 'protest' | `resolve-${string}`;
  refusal: Refusal;
  values: Record<string, string>;
}

/** The page of one competition, for whoever looks. */
async function competitionPage(db: Sql, visitor: Visitor, row: CompetitionRow, failed?: FailedForm): Promise<Html> {
  const actor = actorOf(visitor);
  const locale = visitor.reader.locale;
  const o = { locale };
  const view = presentCompetition(row);
  const name = await speciesNamer(db);
  const [live, entries, protests, mine] = await Promise.all([
    liveSection(db, row, actor, locale),
    readEntries(db, row.pk),
    listProtests(db, row),
    actor ? entryOf(db, row, actor.userId) : null,
  ]);
  const admin = actor?.role === 'admin';
  const base = `/competitions/${row.id}`;
  const canEnter = actor && !mine && row.status === 'open' && row.entry === 'open' && actor.role !== 'admin';
  const refusalOf = (form: FailedForm['form']): Refusal => (failed?.form === form ? failed.refusal : noRefusal);
  const sent = (form: FailedForm['form'], name: string): string => (failed?.form === form ? (failed.values[name] ?? '') : '');
  /** An input of `form` with its problems (those of the API fields `fields`) beside it. */
  const input = (form: FailedForm['form'], id: string, name: string, fields: string[], attributes: Record<string, string> = {}) => (
    <>
      <input id={id} name={name} value={sent(form, name)} {...attributes} {...problemAttributes(refusalOf(form), id, fields)} />
      <FieldProblem refusal={refusalOf(form)} id={id} fields={fields} />
    </>
  );
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
        <strong>{statusWords[row.status]({}, o)}</strong> · {competitionWhen(row, locale)}
      </p>
      {row.description && <p>{row.description}</p>}
      <h2>{m.competition_rules({}, o)}</h2>
      <ul id="rules">
        {rulesInWords(view, name, locale).map((line) => (
          <li>{line}</li>
        ))}
      </ul>
      <h2>{m.competition_standings({}, o)}</h2>
      <div id="standings" data-live={`${base}/stream`} data-fragment={`${base}/standings-table`} aria-live="polite">
        {live}
      </div>
      <LiveStatus locale={o.locale} />
      <p>
        <a href={`${base}/results`}>{m.competition_printable_results({}, o)}</a> ·{' '}
        <a href={`${base}/results.csv`}>{m.competition_results_csv({}, o)}</a>
        {actor && isWeighmaster(row, actor) && (row.status === 'running' || row.status === 'provisional') && (
          <>
            {' '}
            · <a href={`${base}/weigh-in`}>{m.competition_weigh_in({}, o)}</a>
          </>
        )}
      </p>
      {(canEnter || failed?.form === 'enter') && (
        <PostForm action={`${base}/entries`} csrf={visitor.csrf} class="card" id="enter">
          <h2>{m.competition_enter({}, o)}</h2>
          <FormProblems refusal={refusalOf('enter')} fields={['division', 'team_name', 'members']} />
          {view.divisions.length > 0 && (
            <>
              <label for="e-division">{m.competition_division({}, o)}</label>
              <Select
                id="e-division"
                name="division"
                options={view.divisions.map((d) => ({ value: d, label: d }))}
                value={sent('enter', 'division') || view.divisions[0]!}
              />
              <FieldProblem refusal={refusalOf('enter')} id="e-division" fields={['division']} />
            </>
          )}
          {row.team_size > 1 && (
            <>
              <label for="e-team">{m.competition_team_name({}, o)}</label>
              {input('enter', 'e-team', 'team_name', ['team_name'], { maxlength: '100' })}
              <label for="e-members">{m.competition_team_mates({}, o)}</label>
              {input('enter', 'e-members', 'members', ['members'], { maxlength: '1000' })}
            </>
          )}
          <button type="submit">{m.competition_enter({}, o)}</button>
        </PostForm>
      )}
      {(mine || admin) && (row.status === 'provisional' || failed?.form === 'protest') && (
        <PostForm action={`${base}/protests`} csrf={visitor.csrf} class="card" id="protest">
          <h2>{m.competition_protest_heading({}, o)}</h2>
          <FormProblems refusal={refusalOf('protest')} fields={['entry_id', 'catch_id', 'reason']} />
          <label for="p-entry">{m.competition_protest_entry({}, o)}</label>
          <Select
            id="p-entry"
            name="entry_id"
            options={[
              { value: '', label: m.competition_protest_general({}, o) },
              ...entries.map((e) => ({ value: e.id, label: e.team_name ?? e.divers.map((d) => d.display_name).join(', ') })),
            ]}
            value={sent('protest', 'entry_id')}
          />
          <FieldProblem refusal={refusalOf('protest')} id="p-entry" fields={['entry_id', 'catch_id']} />
          <label for="p-reason">{m.competition_protest_reason({}, o)}</label>
          <textarea
            id="p-reason"
            name="reason"
            required
            maxlength="2000"
            {...problemAttributes(refusalOf('protest'), 'p-reason', ['reason'])}
          >
            {sent('protest', 'reason')}
          </textarea>
          <FieldProblem refusal={refusalOf('protest')} id="p-reason" fields={['reason']} />
          <button type="submit">{m.competition_protest_submit({}, o)}</button>
        </PostForm>
      )}
      {protests.length > 0 && (
        <section id="protests">
          <h2>{m.competition_protests({}, o)}</h2>
          <ul class="plain">
            {protests.map((p) => (
              <li>
                {p.reason}{' '}
                <span class="muted">
                  · {protestWords[p.status]({}, o)}
                  {p.note ? `: ${p.note}` : ''}
                </span>
                {admin && p.status === 'open' && (
                  <PostForm action={`${base}/protests/${p.id}/resolve`} csrf={visitor.csrf} class="card" id={`resolve-${p.id}`}>
                    <FormProblems refusal={refusalOf(`resolve-${p.id}`)} fields={['note']} />
                    <label for={`n-${p.id}`}>{m.competition_protest_note({}, o)}</label>
                    {input(`resolve-${p.id}`, `n-${p.id}`, 'note', ['note'], { required: 'true', maxlength: '2000' })}
                    <button type="submit" name="decision" value="upheld" class="secondary">
                      {m.competition_uphold({}, o)}
                    </button>
                    <button type="submit" name="decision" value="dismissed">
                      {m.competition_dismiss({}, o)}
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
          <h2>{m.competition_run_it({}, o)}</h2>
          {(row.status === 'draft' || row.status === 'open' || row.status === 'running') && (
            <p>
              <a href={`${base}/edit`} id="edit">
                {m.competition_change({}, o)}
              </a>
            </p>
          )}
          {row.status === 'draft' && button('publish', m.competition_publish({}, o))}
          {row.status === 'provisional' && button('finalize', m.competition_finalize({}, o))}
          {row.status !== 'final' && row.status !== 'cancelled' && button('cancel', m.competition_cancel({}, o))}
          {row.status !== 'final' && row.status !== 'cancelled' && (
            <PostForm action={`${base}/entries`} csrf={visitor.csrf} id="add-entry">
              <h3>{m.competition_add_entry_heading({}, o)}</h3>
              <FormProblems refusal={refusalOf('add-entry')} fields={['divers', 'diver_id', 'members', 'team_name', 'division']} />
              <label for="a-divers">{m.competition_add_divers({}, o)}</label>
              {input('add-entry', 'a-divers', 'divers', ['divers', 'diver_id', 'members'], { required: 'true', maxlength: '1000' })}
              {row.team_size > 1 && (
                <>
                  <label for="a-team">{m.competition_team_name({}, o)}</label>
                  {input('add-entry', 'a-team', 'team_name', ['team_name'], { maxlength: '100' })}
                </>
              )}
              {view.divisions.length > 0 && (
                <>
                  <label for="a-division">{m.competition_division({}, o)}</label>
                  <Select
                    id="a-division"
                    name="division"
                    options={view.divisions.map((d) => ({ value: d, label: d }))}
                    value={sent('add-entry', 'division') || view.divisions[0]!}
                  />
                  <FieldProblem refusal={refusalOf('add-entry')} id="a-division" fields={['division']} />
                </>
              )}
              <button type="submit">{m.competition_add_entry({}, o)}</button>
            </PostForm>
          )}
          <p class="muted">{m.competition_entries_count({ count: entries.length }, o)}</p>
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
  /** The competition's page after a form's work: on to it when done, else again with the refusal beside the form's fields. */
  const refusedOr = async (
    visitor: Visitor,
    row: CompetitionRow,
    form: FailedForm['form'],
    body: unknown,
    outcome: { value: unknown } | { refusal: Refusal },
    render: (html: Html, options?: RespondOptions) => string,
  ): Promise<Response | string> => {
    if ('value' in outcome) return redirect(`/competitions/${row.id}`);
    const failed = { form, refusal: outcome.refusal, values: formStrings(body) };
    return render(await competitionPage(db, visitor, await readCompetition(db, actorOf(visitor), row.id, deps.now()), failed), {
      status: outcome.refusal.status,
    });
  };
  /** A competition's settings as the form sends them (rules aside). */
  const settingsOfForm = async (body: unknown): Promise<Omit<CompetitionInput, 'rules'>> => {
    const zone = formField(body, 'time_zone').trim();
    const masters = list(formField(body, 'weighmasters'));
    const description = formField(body, 'description').trim();
    return {
      name: formField(body, 'name').trim(),
      ...(description ? { description } : {}),
      starts_at: zonedToUtc(formField(body, 'starts_at'), zone),
      ends_at: zonedToUtc(formField(body, 'ends_at'), zone),
      time_zone: zone,
      team_size: Math.min(Math.max(Number(formField(body, 'team_size')) || 1, 1), 4),
      divisions: [...new Set(list(formField(body, 'divisions')))],
      entry: formField(body, 'entry') === 'admin' ? 'admin' : 'open',
      weigh_in: formField(body, 'weigh_in') === 'none' ? 'none' : 'required',
      weighmasters: masters.length > 0 ? await usersByEmail(db, masters, 'weighmasters') : [],
      protest_hours: Math.min(Math.max(Math.trunc(Number(formField(body, 'protest_hours'))) || 0, 0), 72),
    };
  };
  /** The edit form's values: the competition as stored, times in its zone, weighmasters by email. */
  const formValuesOf = async (row: CompetitionRow): Promise<Record<string, string>> => {
    const view = presentCompetition(row);
    const emails = await db.all<{ id: string; email: string }>(
      `SELECT id, email FROM users WHERE id IN (${view.weighmasters.map(() => '?').join(', ') || "''"})`,
      ...view.weighmasters,
    );
    return {
      name: view.name,
      description: view.description ?? '',
      time_zone: view.time_zone,
      starts_at: localTime(view.starts_at, view.time_zone).replace(' ', 'T'),
      ends_at: localTime(view.ends_at, view.time_zone).replace(' ', 'T'),
      team_size: String(view.team_size),
      divisions: view.divisions.join(', '),
      entry: view.entry,
      weigh_in: view.weigh_in,
      weighmasters: view.weighmasters.map((id) => emails.find((e) => e.id === id)?.email ?? id).join(', '),
      protest_hours: String(view.protest_hours),
    };
  };
  const formPage = (visitor: Visitor, row: CompetitionRow | null, values: Record<string, string>, refusal: Refusal): Html => {
    const o = { locale: visitor.reader.locale };
    const title = row ? m.competition_change_title({ name: row.name }, o) : m.competition_new({}, o);
    const [before, after] = aroundLink((words) => m.competition_change_lead(words, o));
    return (
      <Layout title={title} visitor={visitor}>
        <h1>{title}</h1>
        {row && (
          <p>
            {before}
            <a href={`/competitions/${row.id}`}>{row.name}</a>
            {after}
          </p>
        )}
        <CompetitionForm
          visitor={visitor}
          action={row ? `/competitions/${row.id}/edit` : '/competitions'}
          edit={row !== null}
          values={values}
          refusal={refusal}
        />
      </Layout>
    );
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
          const locale = visitor.reader.locale;
          const o = { locale };
          return render(
            <Layout title={m.nav_competitions({}, o)} visitor={visitor}>
              <h1>{m.nav_competitions({}, o)}</h1>
              {principal?.role === 'admin' && (
                <p>
                  <a href="/competitions/new">{m.competition_new({}, o)}</a>
                </p>
              )}
              <h2>{m.competition_running({}, o)}</h2>
              <CompetitionLinks rows={of('running')} locale={locale} />
              <h2>{m.competition_upcoming({}, o)}</h2>
              <CompetitionLinks rows={of('draft', 'open')} locale={locale} />
              <h2>{m.competition_results({}, o)}</h2>
              <CompetitionLinks rows={of('provisional', 'final')} locale={locale} />
            </Layout>,
          );
        })
        .get('/competitions/new', ({ visitor, render }) => {
          requireAdmin(acting(visitor, 'competitions:write'));
          return render(formPage(visitor, null, {}, noRefusal));
        })
        .post('/competitions', async ({ visitor, body, render }) => {
          const actor = acting(visitor, 'competitions:write');
          const preset = formField(body, 'preset');
          const outcome = await attemptIn(visitor.reader.locale, async () => {
            const input: CompetitionInput = {
              ...(await settingsOfForm(body)),
              rules: { ...(isPreset(preset) ? presets[preset].rules : {}) },
            };
            checkModel(CompetitionCreate, input);
            return createCompetition(db, actor, input, deps.now());
          });
          if ('value' in outcome) return redirect(`/competitions/${outcome.value.id}`);
          return render(formPage(visitor, null, formStrings(body), outcome.refusal), { status: outcome.refusal.status });
        })
        .get('/competitions/:id/edit', async ({ visitor, params, render }) => {
          const actor = acting(visitor, 'competitions:write');
          requireAdmin(actor);
          const row = await viewable(visitor, params.id);
          return render(formPage(visitor, row, await formValuesOf(row), noRefusal));
        })
        .post('/competitions/:id/edit', async ({ visitor, params, body, render }) => {
          const actor = acting(visitor, 'competitions:write');
          requireAdmin(actor);
          const row = await viewable(visitor, params.id);
          const outcome = await attemptIn(visitor.reader.locale, async () => {
            const patch = changedSettings(presentCompetition(row), await settingsOfForm(body));
            if (Object.keys(patch).length === 0) return row;
            checkModel(CompetitionUpdate, patch);
            return updateCompetition(db, actor, row.id, patch, deps.now());
          });
          if ('value' in outcome) return redirect(`/competitions/${row.id}`);
          return render(formPage(visitor, row, formStrings(body), outcome.refusal), { status: outcome.refusal.status });
        })
        .get('/competitions/:id', async ({ visitor, params, render }) =>
          render(await competitionPage(db, visitor, await viewable(visitor, params.id))),
        )
        .get('/competitions/:id/standings-table', async ({ visitor, params, render }) => {
          const row = await viewable(visitor, params.id);
          return render(await liveSection(db, row, actorOf(visitor), visitor.reader.locale));
        })
        .get('/competitions/:id/stream', async ({ visitor, params, request }) => {
          await viewable(visitor, params.id);
          const o = { locale: visitor.reader.locale };
          return liveStreamResponse(live, deps.clientAddress(request) ?? 'unknown', request, (why) =>
            errorPage(
              why === 'address_full' ? 429 : 503,
              m.competition_live_full_title({}, o),
              m.competition_live_full({}, o),
              { 'retry-after': '60' },
              o.locale,
            ),
          );
        })
        .post('/competitions/:id/:action', async ({ visitor, params }) => {
          const actor = acting(visitor, 'competitions:write');
          const run = ownValue(lifecycle, params.action);
          if (!run) throw new NotFound('The page');
          await inLanguage(visitor.reader.locale, () => run(db, actor, params.id, deps.now()));
          return redirect(`/competitions/${params.id}`);
        })
        .post('/competitions/:id/entries', async ({ visitor, params, body, render }) => {
          const actor = acting(visitor, 'catches:write');
          const row = await viewable(visitor, params.id);
          const outcome = await attemptIn(visitor.reader.locale, async () => {
            const team = formField(body, 'team_name').trim();
            const division = formField(body, 'division');
            const divers = actor.role === 'admin' ? await usersByEmail(db, list(formField(body, 'divers')), 'divers') : [];
            const input = {
              ...(divers[0] ? { diver_id: divers[0] } : {}),
              members: actor.role === 'admin' ? divers.slice(1) : await usersByEmail(db, list(formField(body, 'members')), 'members'),
              ...(team ? { team_name: team } : {}),
              ...(division ? { division } : {}),
            };
            checkModel(EntryCreate, input);
            await createEntry(db, actor, row, input, deps.now());
          });
          return refusedOr(visitor, row, actor.role === 'admin' ? 'add-entry' : 'enter', body, outcome, render);
        })
        .post('/competitions/:id/protests', async ({ visitor, params, body, render }) => {
          const actor = acting(visitor, 'catches:write');
          const row = await viewable(visitor, params.id);
          const outcome = await attemptIn(visitor.reader.locale, async () => {
            const entryId = formField(body, 'entry_id');
            const input = { reason: formField(body, 'reason').trim(), ...(entryId ? { entry_id: entryId } : {}) };
            checkModel(ProtestCreate, input);
            await fileProtest(db, actor, row, input, deps.now());
          });
          return refusedOr(visitor, row, 'protest', body, outcome, render);
        })
        .post('/competitions/:id/protests/:protest_id/resolve', async ({ visitor, params, body, render }) => {
          const actor = acting(visitor, 'competitions:write');
          const row = await viewable(visitor, params.id);
          const outcome = await attemptIn(visitor.reader.locale, async () => {
            const decision = formField(body, 'decision') === 'upheld' ? 'upheld' : 'dismissed';
            const input = { decision, note: formField(body, 'note').trim() } as const;
            checkModel(ProtestResolve, input);
            await resolveProtest(db, actor, row, params.protest_id, input, deps.now());
          });
          return refusedOr(visitor, row, `resolve-${params.protest_id}`, body, outcome, render);
        }),
    );
}
