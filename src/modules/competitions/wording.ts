// The words pages use for a competition, in the page's language: its rules in plain words, the
// presets admins start from, its status, local times in the competition's zone, and each reason
// a fish does not count.
import type { Static } from '@sinclair/typebox';
import { sourceLanguage, type Language } from '../../i18n/locale';
import { HttpError } from '../../lib/problem';
import { ownValue } from '../../lib/records';
import { m } from '../../i18n/paraglide/messages.js';
import type { CompetitionRow } from './rows';
import type { Reason } from './scoring';
import type { CompetitionView } from './service';
import type { CompetitionCreate } from './model';

type RulesInput = NonNullable<Static<typeof CompetitionCreate>['rules']>;
/** A message of no values, said in a language. */
type Words = (inputs: Record<string, never>, options: { locale: Language }) => string;

export const presets = {
  cmas: {
    label: m.competition_preset_cmas,
    rules: { points_per_kg: 1000, fish_bonus: 100, species_bonus: 500, default_min_weight_kg: 0.5, default_max_count: 5 },
  },
  heaviest: { label: m.competition_preset_heaviest, rules: { points_per_kg: 1000, max_fish: 1 } },
  total: { label: m.competition_preset_total, rules: { points_per_kg: 1000 } },
} as const satisfies Record<string, { label: Words; rules: RulesInput }>;
type PresetName = keyof typeof presets;
export const isPreset = (name: string): name is PresetName => Object.hasOwn(presets, name);

export const statusWords: Record<CompetitionRow['status'], Words> = {
  draft: m.competition_status_draft,
  open: m.competition_status_open,
  running: m.competition_status_running,
  provisional: m.competition_status_provisional,
  final: m.competition_status_final,
  cancelled: m.competition_status_cancelled,
};

export const protestWords: Record<'open' | 'upheld' | 'dismissed', Words> = {
  open: m.competition_protest_open,
  upheld: m.competition_protest_upheld,
  dismissed: m.competition_protest_dismissed,
};

export const reasonWords: Record<Reason, Words> = {
  outside_area: m.competition_reason_outside_area,
  species_excluded: m.competition_reason_species_excluded,
  below_minimum: m.competition_reason_below_minimum,
  not_weighed: m.competition_reason_not_weighed,
  rejected: m.competition_reason_rejected,
  over_species_limit: m.competition_reason_over_species_limit,
  over_fish_limit: m.competition_reason_over_fish_limit,
};

/**
 * A competition's own refusals by their code, in words of every language. English keeps the
 * refusal's own message, which says more (the competition's status).
 */
const refusalWords: Record<string, Words> = {
  forbidden: m.competition_refused_forbidden,
  entries_closed: m.competition_refused_entries_closed,
  competition_started: m.competition_refused_started,
  competition_not_draft: m.competition_refused_not_draft,
  competition_not_provisional: m.competition_refused_not_provisional,
  competition_final: m.competition_refused_final,
  competition_cancelled: m.competition_refused_cancelled,
  protest_window_closed: m.competition_refused_protest_window_closed,
  protests_open: m.competition_refused_protests_open,
  protest_resolved: m.competition_refused_protest_resolved,
  conflict: m.competition_refused_changed,
};

/** `work` with the competition's refusals said in `locale` (a refusal of fields, or one it has no words for, as it is). */
export async function inLanguage<T>(locale: Language, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const words = error instanceof HttpError && !error.errors && locale !== sourceLanguage ? ownValue(refusalWords, error.code) : undefined;
    if (words) throw new HttpError((error as HttpError).status, (error as HttpError).code, words({}, { locale }));
    throw error;
  }
}

/** A weight in kilograms as `locale` writes numbers (competitions weigh in kilograms whatever the reader's units). */
export const kilos = (n: number, locale: Language): string => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(n)} kg`;

/** The rules as a list of sentences in `locale`. `speciesName` turns an sp_ id into its common name. */
export function rulesInWords(c: CompetitionView, speciesName: (id: string) => string, locale: Language): string[] {
  const o = { locale };
  const kg = (n: number) => kilos(n, locale);
  const r = c.rules;
  const lines: string[] = [];
  lines.push(r.points_per_kg === 1000 ? m.competition_rule_gram({}, o) : m.competition_rule_per_kg({ points: r.points_per_kg }, o));
  if (r.fish_bonus > 0) lines.push(m.competition_rule_fish_bonus({ points: r.fish_bonus }, o));
  if (r.species_bonus > 0) lines.push(m.competition_rule_species_bonus({ points: r.species_bonus }, o));
  if (r.default_min_weight_kg > 0) lines.push(m.competition_rule_min_weight({ weight: kg(r.default_min_weight_kg) }, o));
  if (r.default_max_count !== null) lines.push(m.competition_rule_max_count({ count: r.default_max_count }, o));
  if (r.max_fish !== null)
    lines.push(r.max_fish === 1 ? m.competition_rule_single_best({}, o) : m.competition_rule_best_fish({ count: r.max_fish }, o));
  for (const s of r.species) {
    const parts: string[] = [];
    if (s.fixed_points !== undefined) parts.push(m.competition_rule_fixed_points({ points: s.fixed_points }, o));
    if (s.min_weight_kg !== undefined) parts.push(m.competition_rule_counts_from({ weight: kg(s.min_weight_kg) }, o));
    if (s.max_count !== undefined) parts.push(m.competition_rule_at_most({ count: s.max_count }, o));
    lines.push(
      m.competition_rule_species(
        { species: speciesName(s.species), rules: parts.length > 0 ? parts.join('; ') : m.competition_rule_counts({}, o) },
        o,
      ),
    );
  }
  if (r.other_species === 'excluded') lines.push(m.competition_rule_listed_only({}, o));
  lines.push(c.weigh_in === 'required' ? m.competition_rule_weigh_in({}, o) : m.competition_rule_as_logged({}, o));
  if (c.area) lines.push(m.competition_rule_area({}, o));
  if (c.team_size > 1) lines.push(m.competition_rule_teams({ count: c.team_size }, o));
  lines.push(c.protest_hours > 0 ? m.competition_rule_provisional({ hours: c.protest_hours }, o) : m.competition_rule_final_at_end({}, o));
  return lines;
}

/** `2026-06-13 08:00` in the competition's zone. */
export function localTime(iso: string, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** When a competition runs, in its own zone: `2026-06-13 08:00 to 2026-06-13 14:00 (Europe/Madrid)`. */
export function competitionWhen(row: CompetitionRow, locale: Language): string {
  const at = (seconds: number) => localTime(new Date(seconds * 1000).toISOString(), row.time_zone);
  return m.competition_when({ start: at(row.starts_at), end: at(row.ends_at), zone: row.time_zone }, { locale });
}

/** A form's local `YYYY-MM-DDTHH:MM` in `zone` as an RFC 3339 UTC time; '' when it is not one. */
export function zonedToUtc(local: string, zone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return local;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    // The service refuses the zone by name; read as UTC meanwhile, the times are refused only for what is wrong with them.
    return zonedToUtc(local, 'UTC');
  }
  const wall = Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!, +match[4]!, +match[5]!);
  let guess = wall;
  // Twice: the offset at the first guess may differ from the offset at the answer (a DST change between).
  for (let i = 0; i < 2; i++) {
    const shown = localTime(new Date(guess).toISOString(), zone);
    const shownMs = Date.parse(`${shown.replace(' ', 'T')}:00Z`);
    guess += wall - shownMs;
  }
  return new Date(guess).toISOString().replace('.000Z', 'Z');
}
