import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Status_OpenInputs */

const en_competition_status_open = /** @type {(inputs: Competition_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open for entries`)
};

const es_competition_status_open = /** @type {(inputs: Competition_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscripciones abiertas`)
};

const fr_competition_status_open = /** @type {(inputs: Competition_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscriptions ouvertes`)
};

const it_competition_status_open = /** @type {(inputs: Competition_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iscrizioni aperte`)
};

const pt_competition_status_open = /** @type {(inputs: Competition_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrições abertas`)
};

const el_competition_status_open = /** @type {(inputs: Competition_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ανοιχτές δηλώσεις συμμετοχής`)
};

const hr_competition_status_open = /** @type {(inputs: Competition_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prijave su otvorene`)
};

/**
* | output |
* | --- |
* | "Open for entries" |
*
* @param {Competition_Status_OpenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_status_open = /** @type {((inputs?: Competition_Status_OpenInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Status_OpenInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_status_open(inputs)
	if (locale === "fr") return fr_competition_status_open(inputs)
	if (locale === "it") return it_competition_status_open(inputs)
	if (locale === "pt") return pt_competition_status_open(inputs)
	if (locale === "el") return el_competition_status_open(inputs)
	if (locale === "hr") return hr_competition_status_open(inputs)
	return en_competition_status_open(inputs)
});