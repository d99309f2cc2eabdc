// How pages show a species: its name in the reader's language where the data has one, the
// names of languages, and its photos with their author and licence (public page and the
// admin's catalogue).
import type { Html } from '#jsx/jsx-runtime';
import type { Language } from '../../../i18n/locale';
import { m } from '../../../i18n/paraglide/messages.js';
import { Photo } from '../../../web/components';
import { localName, type SpeciesDetail } from './read';

/**
 * The species' name in `locale` where its names hold one (the shipped data has French and
 * Spanish names for most species), else its English name; `lang` says which.
 */
export function nameIn(species: Pick<SpeciesDetail, 'common_name' | 'common_names'>, locale: Language): { name: string; lang: string } {
  const own = localName(species.common_names, locale);
  return own ? { name: own, lang: locale } : { name: species.common_name, lang: 'en' };
}

/** A catch view with its species named in the language of `names` (speciesNamesIn) where it has one. */
export const withLocalSpecies = <T extends { species: string; species_id: string }>(view: T, names: Map<string, string>): T => {
  const name = names.get(view.species_id);
  return name ? { ...view, species: name } : view;
};

/** A language code of the species data (`fr`, `la`, `zh`) as the reader's language names it. */
export function languageName(code: string, locale: Language): string {
  try {
    return new Intl.DisplayNames(locale, { type: 'language', fallback: 'code' }).of(code) ?? code;
  } catch {
    // A code Intl refuses (the data's own spelling mistake) is shown as it is.
    return code;
  }
}

export function SpeciesPhotos({ detail, locale }: { detail: SpeciesDetail; locale: Language }): Html {
  const o = { locale };
  const name = nameIn(detail, locale).name;
  return (
    <div class="photos">
      {detail.photos.map((p) => (
        <Photo
          url={p.url}
          alt={name}
          width={p.width}
          height={p.height}
          caption={`${p.author ?? m.species_unknown_author({}, o)} · ${p.license ?? m.species_no_licence({}, o)}`}
        />
      ))}
    </div>
  );
}
