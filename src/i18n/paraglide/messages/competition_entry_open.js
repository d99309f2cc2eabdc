import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Entry_OpenInputs */

const en_competition_entry_open = /** @type {(inputs: Competition_Entry_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Divers enter themselves`)
};

const es_competition_entry_open = /** @type {(inputs: Competition_Entry_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada pescador se inscribe solo`)
};

const fr_competition_entry_open = /** @type {(inputs: Competition_Entry_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les chasseurs s’inscrivent eux-mêmes`)
};

const it_competition_entry_open = /** @type {(inputs: Competition_Entry_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I pescatori si iscrivono da soli`)
};

const pt_competition_entry_open = /** @type {(inputs: Competition_Entry_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada participante inscreve-se sozinho`)
};

const el_competition_entry_open = /** @type {(inputs: Competition_Entry_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οι ψαροντουφεκάδες δηλώνουν μόνοι τους`)
};

const hr_competition_entry_open = /** @type {(inputs: Competition_Entry_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ronioci se prijavljuju sami`)
};

/**
* | output |
* | --- |
* | "Divers enter themselves" |
*
* @param {Competition_Entry_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_entry_open = /** @type {((inputs?: Competition_Entry_OpenInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Entry_OpenInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_entry_open(inputs)
	if (locale === "fr") return fr_competition_entry_open(inputs)
	if (locale === "it") return it_competition_entry_open(inputs)
	if (locale === "pt") return pt_competition_entry_open(inputs)
	if (locale === "el") return el_competition_entry_open(inputs)
	if (locale === "hr") return hr_competition_entry_open(inputs)
	return en_competition_entry_open(inputs)
});