// The account page's section of a person's units, time zone and language: each "as the club"
// (stored as null) or their own.
import type { Html } from '#jsx/jsx-runtime';
import type { FieldError } from '../../lib/problem';
import { PostForm, Problems, Select } from '../../web/components';
import { formField } from '../../web/kit/forms';
import type { Visitor } from '../../web/visitor';
import { languageNames } from '../../i18n/locale';
import { chosenPreferences, preferenceNames, type Preferences } from '../../identity/preferences';
import { languages, timeZones, unitSystems, type Language } from '../../identity/club-settings';

const unitLabels = { metric: 'Metric (kg, cm, m, °C)', imperial: 'Imperial (lb, in, ft, °F)' };

/** The choices a form sent: the empty value is "as the club" (null). */
export function preferencesOfForm(body: unknown): Preferences {
  const value = (name: string) => formField(body, name) || null;
  return { units: value('units'), time_zone: value('time_zone'), language: value('language') } as Preferences;
}

export function PreferencesSection({ visitor, errors }: { visitor: Visitor; errors: FieldError[] }): Html {
  const chosen = chosenPreferences(visitor.user!);
  const club = visitor.club;
  const asClub = (shown: string) => ({ value: '', label: `As the club (${shown})` });
  const choices = {
    units: [asClub(unitLabels[club.units]), ...unitSystems.map((u) => ({ value: u, label: unitLabels[u] }))],
    time_zone: [asClub(club.time_zone), ...timeZones.map((z) => ({ value: z, label: z }))],
    language: [asClub(languageNames[club.language]), ...languages.map((l) => ({ value: l, label: languageNames[l as Language] }))],
  };
  const labels = { units: 'Units', time_zone: 'Time zone', language: 'Language' };
  return (
    <section class="card" aria-labelledby="preferences-heading">
      <h2 id="preferences-heading">Units, time zone and language</h2>
      <Problems errors={errors} />
      <PostForm action="/account/preferences" csrf={visitor.csrf}>
        {preferenceNames.map((name) => (
          <>
            <label for={`pref-${name}`}>{labels[name]}</label>
            <Select id={`pref-${name}`} name={name} options={choices[name]} value={chosen[name] ?? ''} />
          </>
        ))}
        <p class="muted">Some pages are still in English; each follows your language once it is translated.</p>
        <button type="submit">Save</button>
      </PostForm>
    </section>
  );
}
