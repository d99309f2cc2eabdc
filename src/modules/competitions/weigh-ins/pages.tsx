// The weighmaster's page at the dock, phone first: find the entry, pick the fish, type the
// weight, accept or reject (with a reason), then on to the next entry.
import type { Html } from '#jsx/jsx-runtime';
import type { AppDeps } from '../../../app-deps';
import { HttpError, NotFound } from '../../../lib/problem';
import { pageRoutes } from '../../../web';
import { PostForm } from '../../../web/components';
import { attempt, checkModel, formField, formStrings, noRefusal, type Refusal } from '../../../web/kit/forms';
import { FieldProblem, FormProblems, problemAttributes } from '../../../web/kit/field-problems';
import { Layout } from '../../../web/layout';
import { redirect } from '../../../web/respond';
import type { WebSupport } from '../../../web/session';
import { requireScope, type Visitor } from '../../../web/visitor';
import { WeighInCreate } from '../model';
import type { CompetitionRow } from '../rows';
import { readCompetition } from '../service';
import { type EntryRecord, liveFish, readEntries, speciesNamer } from '../standings';
import { entryName } from '../views';
import { isWeighmaster, recordWeighIn, type WeighInInput } from './service';
import { inLanguage, reasonWords } from '../wording';
import type { Language } from '../../../i18n/locale';
import { m } from '../../../i18n/paraglide/messages.js';

function EntryPicker(props: { row: CompetitionRow; entries: EntryRecord[]; query: string; locale: Language }): Html {
  const { row, entries, query, locale } = props;
  const o = { locale };
  const shown = entries.filter(
    (e) =>
      entryName(e, locale).toLowerCase().includes(query.toLowerCase()) ||
      e.divers.some((d) => d.display_name.toLowerCase().includes(query.toLowerCase())),
  );
  return (
    <>
      <form method="get" action={`/competitions/${row.id}/weigh-in`} class="card">
        <label for="w-q">{m.competition_find_entry({}, o)}</label>
        <input id="w-q" name="q" value={query} type="search" autocomplete="off" />
        <button type="submit" class="secondary">
          {m.competition_find({}, o)}
        </button>
      </form>
      <ul class="plain" id="entries">
        {shown.map((e) => (
          <li>
            <a href={`/competitions/${row.id}/weigh-in?entry=${e.id}`}>{entryName(e, locale)}</a>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A refused weigh-in: shown again at its fish. */
interface FailedWeighIn {
  catch_id: string;
  refusal: Refusal;
  values: Record<string, string>;
}

export function weighInPages(deps: AppDeps, web: WebSupport) {
  const { db } = deps;
  const weighing = async (visitor: Visitor, id: string) => {
    const principal = requireScope(visitor, 'competitions:write');
    const actor = { userId: principal.userId, role: principal.role };
    if (!id.startsWith('cmp_')) throw new NotFound('The competition');
    const row = await readCompetition(db, actor, id, deps.now());
    if (!isWeighmaster(row, actor))
      throw new HttpError(403, 'forbidden', 'Only this competition\u2019s weighmasters and admins weigh fish.');
    return { row, actor };
  };
  /** The page: the entry picker, or one entry's fish; a refused weigh-in shows again at its fish, with what was typed. */
  const weighInPage = async (visitor: Visitor, row: CompetitionRow, search: URLSearchParams, failed?: FailedWeighIn): Promise<Html> => {
    const entries = await readEntries(db, row.pk);
    const index = entries.findIndex((e) => e.id === search.get('entry'));
    const entry = entries[index];
    const next = entries[index + 1];
    const name = await speciesNamer(db);
    const locale = visitor.reader.locale;
    const o = { locale };
    const fish = entry
      ? await liveFish(db, row, (await db.get<{ pk: number }>('SELECT pk FROM competition_entries WHERE id = ?', entry.id))!.pk)
      : [];
    const refusalOf = (catchId: string): Refusal => (failed?.catch_id === catchId ? failed.refusal : noRefusal);
    const sent = (catchId: string, name: string): string | undefined => (failed?.catch_id === catchId ? failed.values[name] : undefined);
    return (
      <Layout title={m.competition_weigh_in_title({ name: row.name }, o)} visitor={visitor}>
        <h1>{m.competition_weigh_in({}, o)}</h1>
        <p>
          <a href={`/competitions/${row.id}`}>{row.name}</a>
        </p>
        {!entry && <EntryPicker row={row} entries={entries} query={(search.get('q') ?? '').slice(0, 100)} locale={locale} />}
        {entry && (
          <section id="weigh-entry">
            <h2>{entryName(entry, locale)}</h2>
            {fish.length === 0 && <p class="muted">{m.competition_no_fish_window({}, o)}</p>}
            {fish.map((f) => (
              <PostForm action={`/competitions/${row.id}/weigh-in`} csrf={visitor.csrf} class="card fish" id={`fish-${f.catch_id}`}>
                <FormProblems refusal={refusalOf(f.catch_id)} fields={['weight_kg', 'reason']} />
                <input type="hidden" name="entry" value={entry.id} />
                <input type="hidden" name="catch_id" value={f.catch_id} />
                <p>
                  <strong>{name(f.species)}</strong> ·{' '}
                  {f.reason === null ? m.competition_counts_points({ points: f.points }, o) : reasonWords[f.reason]({}, o)}
                </p>
                <label for={`kg-${f.catch_id}`}>{m.competition_weight_kg({}, o)}</label>
                <input
                  id={`kg-${f.catch_id}`}
                  name="weight_kg"
                  inputmode="decimal"
                  value={sent(f.catch_id, 'weight_kg') ?? String(f.weight_kg)}
                  required
                  {...problemAttributes(refusalOf(f.catch_id), `kg-${f.catch_id}`, ['weight_kg'])}
                />
                <FieldProblem refusal={refusalOf(f.catch_id)} id={`kg-${f.catch_id}`} fields={['weight_kg']} />
                <label for={`why-${f.catch_id}`}>{m.competition_reject_reason({}, o)}</label>
                <input
                  id={`why-${f.catch_id}`}
                  name="reason"
                  maxlength="500"
                  value={sent(f.catch_id, 'reason') ?? ''}
                  {...problemAttributes(refusalOf(f.catch_id), `why-${f.catch_id}`, ['reason'])}
                />
                <FieldProblem refusal={refusalOf(f.catch_id)} id={`why-${f.catch_id}`} fields={['reason']} />
                <button type="submit" name="decision" value="accepted">
                  {m.competition_accept({}, o)}
                </button>{' '}
                <button type="submit" name="decision" value="rejected" class="secondary">
                  {m.competition_reject({}, o)}
                </button>
              </PostForm>
            ))}
            <p>
              {next ? (
                <a href={`/competitions/${row.id}/weigh-in?entry=${next.id}`}>{m.competition_next({ name: entryName(next, locale) }, o)}</a>
              ) : (
                <a href={`/competitions/${row.id}/weigh-in`}>{m.competition_all_entries({}, o)}</a>
              )}
            </p>
          </section>
        )}
      </Layout>
    );
  };
  return pageRoutes(deps, web)
    .get('/competitions/:id/weigh-in', async ({ visitor, params, request, render }) => {
      const { row } = await weighing(visitor, params.id);
      return render(await weighInPage(visitor, row, new URL(request.url).searchParams));
    })
    .post('/competitions/:id/weigh-in', async ({ visitor, params, body, render }) => {
      const { row, actor } = await weighing(visitor, params.id);
      const catchId = formField(body, 'catch_id');
      const outcome = await attempt(() =>
        inLanguage(visitor.reader.locale, async () => {
          const reason = formField(body, 'reason').trim();
          const weight = formField(body, 'weight_kg').trim().replace(',', '.');
          const input: WeighInInput = {
            catch_id: catchId,
            weight_kg: weight === '' ? Number.NaN : Number(weight),
            decision: formField(body, 'decision') === 'rejected' ? 'rejected' : 'accepted',
            ...(reason ? { reason } : {}),
          };
          checkModel(WeighInCreate, input);
          await recordWeighIn(db, actor, row, input, deps.now());
        }),
      );
      const search = new URLSearchParams({ entry: formField(body, 'entry') });
      if ('value' in outcome) return redirect(`/competitions/${row.id}/weigh-in?${search}`);
      return render(await weighInPage(visitor, row, search, { catch_id: catchId, refusal: outcome.refusal, values: formStrings(body) }), {
        status: outcome.refusal.status,
      });
    });
}
