// The account page's section of a person's units, time zone and language: each "as the club"
// (stored as null) or their own.
import type { Html } from '#jsx/jsx-runtime';
import type { FieldError } from '../../lib/problem';
import { PostForm, Problems, Select } from '../../web/components';
import { formField } from '../../web/kit/forms';
import type { Visitor } from '../../web/visitor';
import { languageNames } from '../../i18n/locale';
import { m } from '../../i18n/paraglide/messages.js';
import { chosenPreferences, preferenceNames, type Preferences } from '../../identity/preferences';
import { languages, timeZones, unitSystems, type Language } from '../../identity/club-settings';

const unitLabels = { metric: m.account_units_metric, imperial: m.account_units_imperial };

/** The choices a form sent: the empty value is "as the club" (null). */
export function preferencesOfForm(body: unknown): Preferences {
  const value = (name: string) => formField(body, name) || null;
  return { units: value('units'), time_zone: value('time_zone'), language: value('language') } as Preferences;
}

export function PreferencesSection({ visitor, errors }: { visitor: Visitor; errors: FieldError[] }): Html {
  const chosen = chosenPreferences(visitor.user!);
  const club = visitor.club;
  const o = { locale: visitor.reader.locale };
  const asClub = (shown: string) => ({ value: '', label: m.account_pref_as_club({ shown }, o) });
  const choices = {
    units: [asClub(unitLabels[club.units]({}, o)), ...unitSystems.map((u) => ({ value: u, label: unitLabels[u]({}, o) }))],
    time_zone: [asClub(club.time_zone), ...timeZones.map((z) => ({ value: z, label: z }))],
    language: [asClub(languageNames[club.language]), ...languages.map((l) => ({ value: l, label: languageNames[l as Language] }))],
  };
  const labels = { units: m.account_pref_units({}, o), time_zone: m.account_pref_time_zone({}, o), language: m.footer_language({}, o) };
  return (
    <section class="card" aria-labelledby="preferences-heading">
      <h2 id="preferences-heading">{m.account_pref_heading({}, o)}</h2>
      <Problems errors={errors} locale={o.locale} />
      <PostForm action="/account/preferences" csrf={visitor.csrf}>
        {preferenceNames.map((name) => (
          <>
            <label for={`pref-${name}`}>{labels[name]}</label>
            <Select id={`pref-${name}`} name={name} options={choices[name]} value={chosen[name] ?? ''} />
          </>
        ))}
        <p class="muted">{m.account_pref_note({}, o)}</p>
        <button type="submit">{m.account_save({}, o)}</button>
      </PostForm>
    </section>
  );
}
