// The verifier's pages: the queue of requests (oldest first) and one catch to grade, with its
// evidence and photos side by side, the ladder's rules and what each tier still lacks.
import { Elysia } from 'elysia';
import type { Html } from '#jsx/jsx-runtime';
import type { AppDeps } from '../../../app-deps';
import { isId } from '../../../lib/ids';
import { HttpError, NotFound, ValidationFailed, type FieldError } from '../../../lib/problem';
import { counted } from '../../../lib/text';
import { formatTime, Notice, Pager, Photo, photoPath, PostForm, Problems, TierBadge } from '../../../web/components';
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
import { EvidenceFields, evidenceOf, VerificationHistory } from './views';
import { tiers, type Tier } from '../model';
import { seesCatch } from '../../../identity/catch-privacy';
import { findCatch, photosFor } from '../read';
import { type CatchView, presentCatch } from '../present';
import { ladderGaps, listVerifications, openRequest, type QueuePage, reviewQueue, verifyCatch, type Evidence } from './service';

const ladderRules: Record<Exclude<Tier, 'unverified'>, string> = {
  bronze: 'a photo of the fish',
  silver: 'a photo, plus a measurement (weight or length) or a witness',
  gold: 'a photo of the weighing, the date the scale was certified, a witness who is neither diver nor verifier, and a freedive catch',
};

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

function QueueList({ queue, principal, reader }: { queue: QueuePage; principal: Principal; reader: Reader }): Html {
  return (
    <ul class="plain" id="queue">
      {queue.requests.map((r) => {
        const view = presentCatch(r.record, principal, []);
        return (
          <li>
            <a href={`/verify/${view.id}`}>{view.species}</a> <TierBadge tier={view.verification_tier} /> by {view.diver.display_name}
            <br />
            <span class="muted">asked {formatTime(toIso(r.requestedAt), reader.timeZone, reader.locale)}</span>
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
    const notice = noticeOf(request);
    return render(
      <Layout title="Verification queue" visitor={visitor}>
        {notice && <Notice>{notice}</Notice>}
        <h1>Waiting for review</h1>
        <p class="muted">{counted(queue.total, 'request')}, oldest first.</p>
        <QueueList queue={queue} principal={principal} reader={visitor.reader} />
        <Pager
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
function GradePhotos({ view, shown }: { view: CatchView; shown: Evidence }): Html {
  return (
    <section aria-label="Photos at full size" class="full">
      <h2>Photos</h2>
      {view.photos.length === 0 && <p class="muted">No photos.</p>}
      {view.photos.map((p, i) => (
        <Photo
          url={p.url}
          alt={`${view.species}, photo ${i + 1}`}
          width={p.width}
          height={p.height}
          caption={`Photo ${i + 1}${shown.weigh_photo_id === p.id ? ' (weighing)' : ''}`}
          full
        />
      ))}
    </section>
  );
}

/** A button per tier, with its rule and what the evidence still lacks for it. */
function GradeButtons({ gaps, own }: { gaps: Record<Tier, FieldError[]>; own: boolean }): Html {
  return (
    <ul class="plain">
      {(['bronze', 'silver', 'gold'] as const).map((tier) => (
        <li>
          <button type="submit" name="tier" value={tier} disabled={own}>
            Grade {tier}
          </button>
          <p class="muted">Needs {ladderRules[tier]}.</p>
          {gaps[tier].length === 0 ? (
            <p>The evidence above meets the {tier} rule.</p>
          ) : (
            <ul class="error" aria-label={`What ${tier} still lacks`}>
              {gaps[tier].map((gap) => (
                <li>{gap.message}</li>
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
    const view = presentCatch(record, principal, (await photosFor(db, [record.pk], photoPath)).get(record.pk) ?? []);
    const offer = await openRequest(db, catchId);
    const shown = evidence ?? offer?.evidence ?? {};
    const gaps = await ladderGaps(db, principal.userId, record, shown, deps.now());
    const own = record.diver_id === principal.userId;
    return (
      <Layout title={`Verify ${view.species}`} visitor={visitor}>
        {notice && <Notice>{notice}</Notice>}
        <h1>Verify: {view.species}</h1>
        <p>
          <CatchSummary view={view} reader={visitor.reader} link={false} /> by {view.diver.display_name} · {view.dive_type}
        </p>
        {own && <p class="error">This is your own catch: another verifier must grade it.</p>}
        {offer?.note && <p>Diver’s message: “{offer.note}”</p>}
        <div class="side">
          <GradePhotos view={view} shown={shown} />
          <section aria-label="Evidence and grading">
            <h2>Evidence</h2>
            <PostForm action={`/verify/${view.id}`} csrf={visitor.csrf} class="card">
              <Problems errors={errors} />
              <EvidenceFields view={view} evidence={shown} reader={visitor.reader} />
              <h2>Grade</h2>
              <GradeButtons gaps={gaps} own={own} />
              <label for="reason">Reason for refusing</label>
              <textarea id="reason" name="reason" maxlength="2000"></textarea>
              <button type="submit" name="tier" value="unverified" class="danger" disabled={own}>
                Refuse (stays or goes back to unverified)
              </button>
            </PostForm>
          </section>
        </div>
        <h2>History</h2>
        <VerificationHistory history={await listVerifications(db, view.id, principal)} reader={visitor.reader} />
      </Layout>
    );
  };

  return pageRoutes(deps, web)
    .get('/verify/:id', async ({ visitor, params, request, render }) => {
      const principal = requireScope(visitor, 'verifications:write');
      return render(await gradePage(visitor, principal, params.id, null, [], noticeOf(request)));
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
