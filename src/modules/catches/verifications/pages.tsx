// The verifier's pages: the queue of requests (oldest first) and one catch to grade, with its
// evidence and photos side by side, the ladder's rules and what each tier still lacks.
import { Elysia } from 'elysia';
import type { Html } from '#jsx/jsx-runtime';
import type { AppDeps } from '../../../app-deps';
import { isId } from '../../../lib/ids';
import { HttpError, NotFound, ValidationFailed, type FieldError } from '../../../lib/problem';
import { formatTime, Notice, Pager, Photo, photoPath, PostForm, Problems, TierBadge, tierLabel } from '../../../web/components';
import { done, noticeOf, type NoticeCode } from '../../../web/kit/notices';
import { pageRoutes } from '../../../web';
import { formField, refusalOf } from '../../../web/kit/forms';
import { Layout } from '../../../web/layout';
import { redirect } from '../../../web/respond';
import type { WebSupport } from '../../../web/session';
import { requireScope, type Reader, type Visitor } from '../../../web/visitor';
import { toIso } from '../../../lib/time';
import { pageNumber } from '../../../web/kit/paging';
import type { Principal } from '../../../identity/credentials';
import { CatchSummary } from '../views/catch';
import { diveTypeName, EvidenceFields, evidenceOf, VerificationHistory } from './views';
import { m } from '../../../i18n/paraglide/messages.js';
import type { Language } from '../../../i18n/locale';

type Message = (inputs: Record<string, never>, options: { locale: Language }) => string;
import { tiers, type Tier } from '../model';
import { speciesNamesIn } from '../species/read';
import { withLocalSpecies } from '../species/views';
import { seesCatch } from '../../../identity/catch-privacy';
import { findCatch, photosFor } from '../read';
import { type CatchView, presentCatch } from '../present';
import { ladderGaps, listVerifications, openRequest, type QueuePage, reviewQueue, verifyCatch, type Evidence } from './service';

/** What each tier asks of the evidence, as a sentence. */
const ladderRules: Record<Exclude<Tier, 'unverified'>, Message> = {
  bronze: m.verify_needs_bronze,
  silver: m.verify_needs_silver,
  gold: m.verify_needs_gold,
};

/** The ladder's gaps (the service's words, the API's) as the grading page says them. */
const gapWords: Record<string, Message> = {
  'silver needs a measurement (weight_lbs or length_in) or a witness': m.verify_gap_measurement,
  'gold needs a photo of the weighing': m.verify_gap_weigh_photo,
  'gold needs the date the scale was certified': m.verify_gap_scale_date,
  'gold needs a disinterested witness': m.verify_gap_witness,
  'gold needs a freedive catch: record keepers do not accept scuba catches': m.verify_gap_freedive,
  'is not a photo of this catch': m.verify_gap_not_this_catch,
  'must be neither the diver nor the verifier': m.verify_gap_interested_witness,
  'must be a real date, not in the future': m.verify_gap_bad_date,
};

function gapText(gap: FieldError, tier: Tier, locale: Language): string {
  const o = { locale };
  if (gap.field === 'evidence.photo_ids' && gap.message.endsWith('needs a photo of the fish'))
    return m.verify_gap_photo({ tier: tierLabel(tier, locale) }, o);
  return Object.hasOwn(gapWords, gap.message) ? gapWords[gap.message]!({}, o) : gap.message;
}

/** Requests listed on one page of the queue. */
const queuePerPage = 20;

const gradedNotices: Record<Tier, NoticeCode> = {
  gold: 'graded-gold',
  silver: 'graded-silver',
  bronze: 'graded-bronze',
  unverified: 'grade-refused',
};

/** The verifier's queue, and one catch to grade. */
export function verificationPages(deps: AppDeps, web: WebSupport) {
  return new Elysia().use(queuePages(deps, web)).use(gradePages(deps, web));
}

function QueueList(props: { queue: QueuePage; principal: Principal; reader: Reader; names: Map<string, string> }): Html {
  const { queue, principal, reader } = props;
  return (
    <ul class="plain" id="queue">
      {queue.requests.map((r) => {
        const view = withLocalSpecies(presentCatch(r.record, principal, []), props.names);
        const o = { locale: reader.locale };
        return (
          <li>
            <a href={`/verify/${view.id}`}>{view.species}</a> <TierBadge tier={view.verification_tier} locale={reader.locale} />{' '}
            {m.species_by_diver({ diver: view.diver.display_name }, o)}
            <br />
            <span class="muted">{m.verify_asked({ time: formatTime(toIso(r.requestedAt), reader.timeZone, reader.locale) }, o)}</span>
          </li>
        );
      })}
    </ul>
  );
}

function queuePages(deps: AppDeps, web: WebSupport) {
  return pageRoutes(deps, web).get('/verify', async ({ visitor, request, render }) => {
    const principal = requireScope(visitor, 'verifications:write');
    const page = pageNumber(new URL(request.url).searchParams);
    const queue = await reviewQueue(deps.db, principal.userId, page, queuePerPage);
    const o = { locale: visitor.reader.locale };
    const notice = noticeOf(request, o.locale);
    return render(
      <Layout title={m.verify_queue_title({}, o)} visitor={visitor}>
        {notice && <Notice>{notice}</Notice>}
        <h1>{m.verify_waiting({}, o)}</h1>
        <p class="muted">{m.verify_requests({ count: queue.total }, o)}</p>
        <QueueList queue={queue} principal={principal} reader={visitor.reader} names={await speciesNamesIn(deps.db, o.locale)} />
        <Pager
          locale={o.locale}
          path="/verify"
          query={new URLSearchParams()}
          page={page}
          hasMore={page * queuePerPage < queue.total}
          total={queue.total}
          perPage={queuePerPage}
        />
      </Layout>,
    );
  });
}

/** The catch's photos at full size, the weighing one marked. */
function GradePhotos({ view, shown, locale }: { view: CatchView; shown: Evidence; locale: Language }): Html {
  const o = { locale };
  return (
    <section aria-label={m.verify_photos_full({}, o)} class="full">
      <h2>{m.verify_photos({}, o)}</h2>
      {view.photos.length === 0 && <p class="muted">{m.verify_no_photos({}, o)}</p>}
      {view.photos.map((p, i) => (
        <Photo
          url={p.url}
          alt={m.verify_photo_alt({ species: view.species, number: i + 1 }, o)}
          width={p.width}
          height={p.height}
          caption={
            shown.weigh_photo_id === p.id ? m.verify_photo_weighing({ number: i + 1 }, o) : m.verify_photo_number({ number: i + 1 }, o)
          }
          full
        />
      ))}
    </section>
  );
}

/** A button per tier, with its rule and what the evidence still lacks for it. */
function GradeButtons({ gaps, own, locale }: { gaps: Record<Tier, FieldError[]>; own: boolean; locale: Language }): Html {
  const o = { locale };
  return (
    <ul class="plain">
      {(['bronze', 'silver', 'gold'] as const).map((tier) => (
        <li>
          <button type="submit" name="tier" value={tier} disabled={own}>
            {m.verify_grade_as({ tier: tierLabel(tier, locale) }, o)}
          </button>
          <p class="muted">{ladderRules[tier]({}, o)}</p>
          {gaps[tier].length === 0 ? (
            <p>{m.verify_meets({ tier: tierLabel(tier, locale) }, o)}</p>
          ) : (
            <ul class="error" aria-label={m.verify_lacks({ tier: tierLabel(tier, locale) }, o)}>
              {gaps[tier].map((gap) => (
                <li>{gapText(gap, tier, locale)}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

function gradePages(deps: AppDeps, web: WebSupport) {
  const { db } = deps;

  const gradePage = async (
    visitor: Visitor,
    principal: Principal,
    catchId: string,
    evidence: Evidence | null,
    errors: FieldError[],
    notice: string | null = null,
  ) => {
    const record = isId('catch', catchId) ? await findCatch(db, catchId) : null;
    if (!record || !seesCatch(principal, record)) throw new NotFound('The catch');
    const view = withLocalSpecies(
      presentCatch(record, principal, (await photosFor(db, [record.pk], photoPath)).get(record.pk) ?? []),
      await speciesNamesIn(db, visitor.reader.locale),
    );
    const offer = await openRequest(db, catchId);
    const shown = evidence ?? offer?.evidence ?? {};
    const gaps = await ladderGaps(db, principal.userId, record, shown, deps.now());
    const own = record.diver_id === principal.userId;
    const { locale } = visitor.reader;
    const o = { locale };
    return (
      <Layout title={m.verify_title({ species: view.species }, o)} visitor={visitor}>
        {notice && <Notice>{notice}</Notice>}
        <h1>{m.verify_heading({ species: view.species }, o)}</h1>
        <p>
          <CatchSummary view={view} reader={visitor.reader} link={false} /> {m.species_by_diver({ diver: view.diver.display_name }, o)} ·{' '}
          {diveTypeName(view.dive_type, locale)}
        </p>
        {own && <p class="error">{m.verify_own_catch({}, o)}</p>}
        {offer?.note && <p>{m.verify_diver_message({ note: offer.note }, o)}</p>}
        <div class="side">
          <GradePhotos view={view} shown={shown} locale={locale} />
          <section aria-label={m.verify_evidence_and_grading({}, o)}>
            <h2>{m.verify_evidence({}, o)}</h2>
            <PostForm action={`/verify/${view.id}`} csrf={visitor.csrf} class="card">
              <Problems errors={errors} locale={locale} />
              <EvidenceFields view={view} evidence={shown} reader={visitor.reader} />
              <h2>{m.verify_grade({}, o)}</h2>
              <GradeButtons gaps={gaps} own={own} locale={locale} />
              <label for="reason">{m.verify_reason({}, o)}</label>
              <textarea id="reason" name="reason" maxlength="2000"></textarea>
              <button type="submit" name="tier" value="unverified" class="danger" disabled={own}>
                {m.verify_refuse({}, o)}
              </button>
            </PostForm>
          </section>
        </div>
        <h2>{m.verify_history({}, o)}</h2>
        <VerificationHistory history={await listVerifications(db, view.id, principal)} reader={visitor.reader} />
      </Layout>
    );
  };

  return pageRoutes(deps, web)
    .get('/verify/:id', async ({ visitor, params, request, render }) => {
      const principal = requireScope(visitor, 'verifications:write');
      return render(await gradePage(visitor, principal, params.id, null, [], noticeOf(request, visitor.reader.locale)));
    })
    .post('/verify/:id', async ({ visitor, params, body, render }) => {
      const principal = requireScope(visitor, 'verifications:write');
      const { evidence, errors } = evidenceOf(body, visitor.reader.units);
      const tier = (tiers as readonly string[]).includes(formField(body, 'tier')) ? (formField(body, 'tier') as Tier) : null;
      const reason = formField(body, 'reason').trim();
      try {
        if (!tier) throw new ValidationFailed([{ field: 'tier', message: 'press one of the grading buttons' }]);
        if (tier === 'unverified' && !reason) throw new ValidationFailed([{ field: 'reason', message: 'a refusal needs a reason' }]);
        if (errors.length > 0) throw new ValidationFailed(errors);
        if (!isId('catch', params.id)) throw new NotFound('The catch');
        await verifyCatch(db, principal, params.id, { tier, evidence, ...(reason ? { note: reason.slice(0, 2000) } : {}) }, deps.now());
        // On to the next request, saying what was done; the queue itself once nothing else waits.
        const next = (await reviewQueue(db, principal.userId, 1, 1)).requests[0];
        return redirect(done(next ? `/verify/${next.catchId}` : '/verify', gradedNotices[tier]));
      } catch (error) {
        // Only a refused form (422) comes back as the form; a catch that is gone is an error page.
        if (!(error instanceof HttpError) || error.status !== 422) throw error;
        return render(await gradePage(visitor, principal, params.id, evidence, refusalOf(error)!.errors), { status: 422 });
      }
    });
}
