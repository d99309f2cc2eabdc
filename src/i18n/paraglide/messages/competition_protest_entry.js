import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Protest_EntryInputs */

const en_competition_protest_entry = /** @type {(inputs: Competition_Protest_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About the entry`)
};

const es_competition_protest_entry = /** @type {(inputs: Competition_Protest_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sobre la inscripción`)
};

const fr_competition_protest_entry = /** @type {(inputs: Competition_Protest_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Au sujet de l’inscription`)
};

const it_competition_protest_entry = /** @type {(inputs: Competition_Protest_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riguardo all’iscrizione`)
};

const pt_competition_protest_entry = /** @type {(inputs: Competition_Protest_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sobre a inscrição`)
};

const el_competition_protest_entry = /** @type {(inputs: Competition_Protest_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Για τη συμμετοχή`)
};

const hr_competition_protest_entry = /** @type {(inputs: Competition_Protest_EntryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odnosi se na prijavu`)
};

/**
* | output |
* | --- |
* | "About the entry" |
*
* @param {Competition_Protest_EntryInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_protest_entry = /** @type {((inputs?: Competition_Protest_EntryInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Protest_EntryInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_protest_entry(inputs)
	if (locale === "fr") return fr_competition_protest_entry(inputs)
	if (locale === "it") return it_competition_protest_entry(inputs)
	if (locale === "pt") return pt_competition_protest_entry(inputs)
	if (locale === "el") return el_competition_protest_entry(inputs)
	if (locale === "hr") return hr_competition_protest_entry(inputs)
	return en_competition_protest_entry(inputs)
});