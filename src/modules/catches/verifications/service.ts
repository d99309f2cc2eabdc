// The verification ladder: a verifier (or admin) moves a catch to any tier whose evidence
// rule the submitted evidence meets. History is append-only; the catch shows the latest.
import type { Static } from '@sinclair/typebox';
import type { Sql } from '../../../db/store';
import { newId } from '../../../lib/ids';
import { HttpError, NotFound, ValidationFailed, type FieldError } from '../../../lib/problem';
import type { Principal } from '../../../identity/credentials';
import { tiers, type Evidence as EvidenceModel, type Tier } from '../model';
import { seesCatch } from '../../../identity/catch-privacy';
import type { Viewer } from '../../../identity/person';
import { findCatch, findCatches, verificationColumns, type CatchRecord, type VerificationRow } from '../read';
import { presentCatch, presentVerification, visibleVerification, type VerificationView } from '../present';
import { recordEvent } from '../../events/service';
import { recordInternalEvent } from '../../events/service';
import { leaderboardEffects } from '../leaderboards/service';
import type { VerificationCreate } from './model';

export type Evidence = Static<typeof EvidenceModel>;

type VerificationInput = Static<typeof VerificationCreate>;

class EvidenceInsufficient extends HttpError {
  constructor(tier: Tier, errors: FieldError[]) {
    super(422, 'evidence_insufficient', `The evidence does not meet the ${tier} rule.`, { errors });
  }
}

class OwnCatch extends HttpError {
  constructor() {
    super(403, 'forbidden', 'Nobody verifies their own catch.');
  }
}

interface Person {
  email: string;
  display_name: string;
}

async function person(db: Sql, userId: string): Promise<Person> {
  return (await db.get<Person>('SELECT email, display_name FROM users WHERE id = ?', userId))!;
}

const fold = (text: string): string => text.trim().toLowerCase();

/** A real calendar date, not after today. */
function validCertificationDate(text: string, now: number): boolean {
  const ms = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(text) && ms / 1000 <= now;
}

/**
 * Every reason the evidence falls short of `tier`'s rule, one entry per missing item:
 * bronze = a photo of the fish; silver = a photo plus a measurement or a witness;
 * gold = a weighing photo, a certified scale, a disinterested witness, a freedive catch
 * (what IUSA/ESRA ask for a record). Cited photos must be this catch's; a witness must be
 * neither the diver nor the verifier, whatever the tier.
 */
function evidenceErrors(
  tier: Tier,
  evidence: Evidence,
  context: { catchPhotoIds: ReadonlySet<string>; diveType: string; diver: Person; verifier: Person; now: number },
): FieldError[] {
  const errors: FieldError[] = [];
  (evidence.photo_ids ?? []).forEach((id, i) => {
    if (!context.catchPhotoIds.has(id)) errors.push({ field: `evidence.photo_ids[${i}]`, message: 'is not a photo of this catch' });
  });
  const weighPhoto = evidence.weigh_photo_id;
  if (weighPhoto !== undefined && !context.catchPhotoIds.has(weighPhoto))
    errors.push({ field: 'evidence.weigh_photo_id', message: 'is not a photo of this catch' });
  const witness = evidence.witness;
  if (witness) {
    const said = [witness.name, witness.contact].filter((s): s is string => s !== undefined).map(fold);
    const parties = [context.diver, context.verifier].flatMap((p) => [p.email, p.display_name]).map(fold);
    if (said.some((s) => parties.includes(s)))
      errors.push({ field: 'evidence.witness', message: 'must be neither the diver nor the verifier' });
  }
  const scaleDate = evidence.scale_certified_on;
  if (scaleDate !== undefined && !validCertificationDate(scaleDate, context.now))
    errors.push({ field: 'evidence.scale_certified_on', message: 'must be a real date, not in the future' });

  // A cited photo of another catch is already reported above; only an absent photo is "missing".
  const citesPhoto = (evidence.photo_ids?.length ?? 0) > 0 || weighPhoto !== undefined;
  const hasMeasurement = evidence.measurement?.weight_lbs !== undefined || evidence.measurement?.length_in !== undefined;
  if ((tier === 'bronze' || tier === 'silver') && !citesPhoto)
    errors.push({ field: 'evidence.photo_ids', message: `${tier} needs a photo of the fish` });
  if (tier === 'silver' && !hasMeasurement && !witness)
    errors.push({ field: 'evidence.measurement', message: 'silver needs a measurement (weight_lbs or length_in) or a witness' });
  if (tier === 'gold') {
    if (weighPhoto === undefined) errors.push({ field: 'evidence.weigh_photo_id', message: 'gold needs a photo of the weighing' });
    if (scaleDate === undefined)
      errors.push({ field: 'evidence.scale_certified_on', message: 'gold needs the date the scale was certified' });
    if (!witness) errors.push({ field: 'evidence.witness', message: 'gold needs a disinterested witness' });
    if (context.diveType !== 'freedive')
      errors.push({ field: 'dive_type', message: 'gold needs a freedive catch: record keepers do not accept scuba catches' });
  }
  return errors;
}

/** Drops absent fields so the stored evidence is exactly what was given. */
function cleanEvidence(evidence: Evidence): Evidence {
  return JSON.parse(JSON.stringify(evidence));
}

/** A developer's sandbox catch is theirs alone: no verifier of the club sees it. */
class SandboxCatch extends HttpError {
  constructor() {
    super(409, 'sandbox_catch', 'A developer’s catch is a sandbox catch: the club’s verifiers do not grade it.');
  }
}

interface VerifyResult {
  record: CatchRecord;
  verification: VerificationView;
}

export async function verifyCatch(
  db: Sql,
  verifier: Principal,
  catchId: string,
  input: VerificationInput,
  now: number,
): Promise<VerifyResult> {
  return db.transaction(async (tx) => {
    const current = await findCatch(tx, catchId);
    if (!current || !seesCatch(verifier, current)) throw new NotFound('The catch');
    if (current.diver_id === verifier.userId) throw new OwnCatch();
    const evidence = cleanEvidence(input.evidence ?? {});
    const [photoRows, diver, verifierPerson] = await Promise.all([
      tx.all<{ id: string }>('SELECT id FROM photos WHERE catch_pk = ?', current.pk),
      person(tx, current.diver_id),
      person(tx, verifier.userId),
    ]);
    const errors = evidenceErrors(input.tier, evidence, {
      catchPhotoIds: new Set(photoRows.map((r) => r.id)),
      diveType: current.dive_type,
      diver,
      verifier: verifierPerson,
      now,
    });
    if (errors.length > 0) throw new EvidenceInsufficient(input.tier, errors);

    const tier = tiers.indexOf(input.tier);
    const boards = await leaderboardEffects(tx, current, { ...current, tier });
    await tx.run(
      'INSERT INTO verifications (id, catch_pk, verifier_id, tier, previous_tier, note, evidence, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      newId('ver'),
      current.pk,
      verifier.userId,
      tier,
      current.tier,
      input.note ?? null,
      JSON.stringify(evidence),
      now,
    );
    if (tier !== current.tier) await tx.run('UPDATE catches SET tier = ?, updated_at = ? WHERE pk = ?', tier, now, current.pk);
    // A decision answers the diver's open request, whatever the tier.
    await tx.run('DELETE FROM verification_requests WHERE catch_pk = ?', current.pk);
    const record = (await findCatch(tx, catchId))!;
    await boards(now);
    // Every decision, the tier kept or not, reaches the diver with its reason (the note).
    await recordInternalEvent(
      tx,
      {
        type: 'verification.decided',
        subjectUserId: current.diver_id,
        object: {
          catch: { id: record.id, diver_id: current.diver_id },
          tier: input.tier,
          previous_tier: tiers[current.tier],
          note: input.note ?? null,
        },
      },
      now,
    );
    if (tier !== current.tier)
      await recordEvent(
        tx,
        {
          type: 'catch.verified',
          subjectUserId: current.diver_id,
          object: presentCatch(record, null, []) as never,
          previous: { verification_tier: tiers[current.tier] },
        },
        now,
      );
    return { record, verification: presentVerification(record.verification!) };
  });
}

/** A catch's verifications as `viewer` may see them (the witness's contact: identity/catch-privacy.ts). */
export async function listVerifications(db: Sql, catchId: string, viewer: Viewer): Promise<VerificationView[]> {
  const record = await findCatch(db, catchId);
  if (!record || !seesCatch(viewer, record)) throw new NotFound('The catch');
  const rows = await db.all<VerificationRow>(
    `SELECT ${verificationColumns} FROM verifications v JOIN users vu ON vu.id = v.verifier_id WHERE v.catch_pk = ? ORDER BY v.pk`,
    record.pk,
  );
  return rows.map((row) => visibleVerification(presentVerification(row), viewer, record.diver_id));
}

// ---------------------------------------------------------------- requests and the queue

/** What a verifier must know to apply the ladder's rules to a catch. */
async function ladderContext(db: Sql, record: CatchRecord, verifierId: string, now: number) {
  const [photoRows, diver, verifier] = await Promise.all([
    db.all<{ id: string }>('SELECT id FROM photos WHERE catch_pk = ?', record.pk),
    person(db, record.diver_id),
    person(db, verifierId),
  ]);
  return { catchPhotoIds: new Set(photoRows.map((r) => r.id)), diveType: record.dive_type, diver, verifier, now };
}

/** For each tier, what the evidence still lacks (empty: the tier may be given). */
export async function ladderGaps(
  db: Sql,
  verifierId: string,
  record: CatchRecord,
  evidence: Evidence,
  now: number,
): Promise<Record<Tier, FieldError[]>> {
  const context = await ladderContext(db, record, verifierId, now);
  return Object.fromEntries(tiers.map((tier) => [tier, evidenceErrors(tier, evidence, context)])) as Record<Tier, FieldError[]>;
}

interface VerificationRequest {
  catchId: string;
  evidence: Evidence;
  note: string | null;
  requestedAt: number;
}

/**
 * The owner asks for a verifier's look, offering evidence (cited photos must be this
 * catch's; the ladder itself is applied by the verifier). Asking again replaces the offer.
 */
export async function requestVerification(
  db: Sql,
  diverId: string,
  catchId: string,
  offer: { evidence: Evidence; note: string | null },
  now: number,
): Promise<VerificationRequest> {
  return db.transaction(async (tx) => {
    const record = await findCatch(tx, catchId);
    if (!record || record.diver_id !== diverId) throw new NotFound('The catch');
    if (record.sandbox) throw new SandboxCatch();
    const evidence = cleanEvidence(offer.evidence);
    const photoIds = new Set((await tx.all<{ id: string }>('SELECT id FROM photos WHERE catch_pk = ?', record.pk)).map((r) => r.id));
    const cited = [...(evidence.photo_ids ?? []), ...(evidence.weigh_photo_id ? [evidence.weigh_photo_id] : [])];
    if (cited.some((id) => !photoIds.has(id)))
      throw new ValidationFailed([{ field: 'evidence.photo_ids', message: 'cite only photos of this catch' }]);
    await tx.run(
      `INSERT INTO verification_requests (catch_pk, evidence, note, requested_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (catch_pk) DO UPDATE SET evidence = excluded.evidence, note = excluded.note, requested_at = excluded.requested_at`,
      record.pk,
      JSON.stringify(evidence),
      offer.note,
      now,
    );
    await recordInternalEvent(
      tx,
      { type: 'verification.requested', subjectUserId: diverId, object: { catch: { id: record.id, diver_id: diverId }, note: offer.note } },
      now,
    );
    return { catchId, evidence, note: offer.note, requestedAt: now };
  });
}

export async function openRequest(db: Sql, catchId: string): Promise<VerificationRequest | null> {
  const row = await db.get<{ evidence: string; note: string | null; requested_at: number }>(
    'SELECT r.evidence, r.note, r.requested_at FROM verification_requests r JOIN catches c ON c.pk = r.catch_pk WHERE c.id = ?',
    catchId,
  );
  return row ? { catchId, evidence: JSON.parse(row.evidence) as Evidence, note: row.note, requestedAt: Number(row.requested_at) } : null;
}

export interface QueuePage {
  requests: (VerificationRequest & { record: CatchRecord })[];
  total: number;
}

/** Open requests, oldest first; a verifier's own catches are not theirs to grade and are left out. */
export async function reviewQueue(db: Sql, verifierId: string, page: number, perPage: number): Promise<QueuePage> {
  const rows = await db.all<{ id: string; evidence: string; note: string | null; requested_at: number }>(
    `SELECT c.id, r.evidence, r.note, r.requested_at FROM verification_requests r JOIN catches c ON c.pk = r.catch_pk
     WHERE c.diver_id <> ? ORDER BY r.requested_at, r.catch_pk LIMIT ? OFFSET ?`,
    verifierId,
    perPage,
    (page - 1) * perPage,
  );
  // Counted from the requests outward (a join lets the planner walk every catch instead).
  const total = await db.get<{ n: number }>(
    'SELECT count(*) AS n FROM verification_requests r WHERE (SELECT c.diver_id FROM catches c WHERE c.pk = r.catch_pk) <> ?',
    verifierId,
  );
  const records = await findCatches(
    db,
    rows.map((r) => r.id),
  );
  return {
    requests: rows.map((r) => ({
      catchId: r.id,
      evidence: JSON.parse(r.evidence) as Evidence,
      note: r.note,
      requestedAt: Number(r.requested_at),
      record: records.get(r.id)!,
    })),
    total: Number(total?.n ?? 0),
  };
}
