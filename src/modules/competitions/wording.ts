// The words pages use for a competition: its rules in plain words, the presets admins start
// from, local times in the competition's zone, and each reason a fish does not count.
import type { Static } from '@sinclair/typebox';
import type { Reason } from './scoring';
import type { CompetitionView } from './service';
import type { CompetitionCreate } from './model';

type RulesInput = NonNullable<Static<typeof CompetitionCreate>['rules']>;

export const presets = {
  cmas: {
    label: 'CMAS points',
    rules: { points_per_kg: 1000, fish_bonus: 100, species_bonus: 500, default_min_weight_kg: 0.5, default_max_count: 5 },
  },
  heaviest: { label: 'Heaviest fish', rules: { points_per_kg: 1000, max_fish: 1 } },
  total: { label: 'Total weight', rules: { points_per_kg: 1000 } },
} as const satisfies Record<string, { label: string; rules: RulesInput }>;
type PresetName = keyof typeof presets;
export const isPreset = (name: string): name is PresetName => Object.hasOwn(presets, name);

export const reasonWords: Record<Reason, string> = {
  outside_area: 'caught outside the competition area (or without a location)',
  species_excluded: 'this species does not count here',
  below_minimum: 'under the minimum weight',
  not_weighed: 'not weighed yet',
  rejected: 'rejected at the weigh-in',
  over_species_limit: 'over the limit for its species (better fish of it count)',
  over_fish_limit: 'over the limit of fish per entry (better fish count)',
};

const kg = (n: number): string => `${Number(n.toFixed(3))} kg`;

/** The rules as a list of sentences. `speciesName` turns an sp_ id into its common name. */
export function rulesInWords(c: CompetitionView, speciesName: (id: string) => string): string[] {
  const r = c.rules;
  const lines: string[] = [];
  lines.push(r.points_per_kg === 1000 ? 'A point for every gram a fish weighs.' : `${r.points_per_kg} points per kilogram a fish weighs.`);
  if (r.fish_bonus > 0) lines.push(`${r.fish_bonus} extra points for every fish that counts.`);
  if (r.species_bonus > 0) lines.push(`${r.species_bonus} extra points for every different species an entry counts.`);
  if (r.default_min_weight_kg > 0) lines.push(`Fish under ${kg(r.default_min_weight_kg)} do not count.`);
  if (r.default_max_count !== null) lines.push(`At most ${r.default_max_count} fish of each species count (the best ones).`);
  if (r.max_fish !== null)
    lines.push(r.max_fish === 1 ? 'Only each entry\u2019s single best fish counts.' : `Each entry\u2019s best ${r.max_fish} fish count.`);
  for (const s of r.species) {
    const parts: string[] = [];
    if (s.fixed_points !== undefined) parts.push(`scores ${s.fixed_points} points whatever it weighs`);
    if (s.min_weight_kg !== undefined) parts.push(`counts from ${kg(s.min_weight_kg)}`);
    if (s.max_count !== undefined) parts.push(`at most ${s.max_count} count`);
    lines.push(`${speciesName(s.species)}: ${parts.length > 0 ? parts.join('; ') : 'counts'}.`);
  }
  if (r.other_species === 'excluded') lines.push('Only the species listed count.');
  lines.push(
    c.weigh_in === 'required'
      ? 'A fish counts once the weighmaster has weighed and accepted it.'
      : 'Fish count as logged; no weigh-in needed.',
  );
  if (c.area) lines.push('Only fish caught inside the marked area count; a catch without a location does not.');
  if (c.team_size > 1) lines.push(`Teams of up to ${c.team_size}: the members\u2019 fish are pooled.`);
  lines.push(
    c.protest_hours > 0
      ? `Results are provisional for ${c.protest_hours} hour${c.protest_hours === 1 ? '' : 's'} after the end: entrants may protest, then they are final.`
      : 'Results are final at the end.',
  );
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
