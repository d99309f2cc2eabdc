import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Refused_CancelledInputs */

const en_competition_refused_cancelled = /** @type {(inputs: Competition_Refused_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The competition is already cancelled.`)
};

const es_competition_refused_cancelled = /** @type {(inputs: Competition_Refused_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La competición ya está cancelada.`)
};

const fr_competition_refused_cancelled = /** @type {(inputs: Competition_Refused_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La compétition est déjà annulée.`)
};

const it_competition_refused_cancelled = /** @type {(inputs: Competition_Refused_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La gara è già annullata.`)
};

const pt_competition_refused_cancelled = /** @type {(inputs: Competition_Refused_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A competição já está cancelada.`)
};

const el_competition_refused_cancelled = /** @type {(inputs: Competition_Refused_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ο αγώνας έχει ήδη ακυρωθεί.`)
};

const hr_competition_refused_cancelled = /** @type {(inputs: Competition_Refused_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Natjecanje je već otkazano.`)
};

/**
* | output |
* | --- |
* | "The competition is already cancelled." |
*
* @param {Competition_Refused_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_refused_cancelled = /** @type {((inputs?: Competition_Refused_CancelledInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_CancelledInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_refused_cancelled(inputs)
	if (locale === "fr") return fr_competition_refused_cancelled(inputs)
	if (locale === "it") return it_competition_refused_cancelled(inputs)
	if (locale === "pt") return pt_competition_refused_cancelled(inputs)
	if (locale === "el") return el_competition_refused_cancelled(inputs)
	if (locale === "hr") return hr_competition_refused_cancelled(inputs)
	return en_competition_refused_cancelled(inputs)
});