// The verification ladder: a verifier (or admin) moves a catch to any tier whose evidence
// rule the submitted evidence meets. History is append-only; the catch shows the latest.
import type { Sql } from '../../db/store';
import { newId } from '../../lib/ids';
import { HttpError, NotFound, type FieldError } from '../../lib/problem';
import type { Principal } from '../auth/service';
import { tiers, type Tier } from '../catches/model';
import {
  findCatch,
  presentCatch,
  presentVerification,
  verificationColumns,
  type CatchRecord,
  type VerificationRow,
  type VerificationView,
} from '../catches/service';
import { recordEvent } from '../events/service';
import { leaderboardEffects } from '../leaderboards/service';

export interface Evidence {
  photo_ids?: string[];
  weigh_photo_id?: string;
  measurement?: { weight_lbs?: number; length_in?: number; method?: string };
  scale_certified_on?: string;
  witness?: { name: string; contact?: string };
  note?: string;
}

export interface VerificationInput {
  tier: Tier;
  note?: string;
  evidence?: Evidence;
}

export class EvidenceInsufficient extends HttpError {
  constructor(tier: Tier, errors: FieldError[]) {
    super(422, 'evidence_insufficient', `The evidence does not meet the ${tier} rule.`, { errors });
  }
}

export class OwnCatch extends HttpError {
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
export function evidenceErrors(
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
    if (scaleDate === undefined) errors.push({ field: 'evidence.scale_certified_on', message: 'gold needs the date the scale was certified' });
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

export interface VerifyResult {
  record: CatchRecord;
  verification: VerificationView;
}

export async function verifyCatch(db: Sql, verifier: Principal, catchId: string, input: VerificationInput, now: number): Promise<VerifyResult> {
  return db.transaction(async (tx) => {
    const current = await findCatch(tx, catchId);
    if (!current) throw new NotFound('The catch');
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
    const record = (await findCatch(tx, catchId))!;
    await boards(now);
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
    return { record, verification: presentVerification(JSON.parse(record.verification!) as VerificationRow) };
  });
}

export async function listVerifications(db: Sql, catchId: string): Promise<VerificationView[]> {
  const record = await findCatch(db, catchId);
  if (!record) throw new NotFound('The catch');
  const rows = await db.all<VerificationRow>(
    `SELECT ${verificationColumns} FROM verifications v JOIN users vu ON vu.id = v.verifier_id WHERE v.catch_pk = ? ORDER BY v.pk`,
    record.pk,
  );
  return rows.map(presentVerification);
}
