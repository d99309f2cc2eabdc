import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Refused_Not_DraftInputs */

const en_competition_refused_not_draft = /** @type {(inputs: Competition_Refused_Not_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a draft is published.`)
};

const es_competition_refused_not_draft = /** @type {(inputs: Competition_Refused_Not_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo se publica un borrador.`)
};

const fr_competition_refused_not_draft = /** @type {(inputs: Competition_Refused_Not_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seul un brouillon se publie.`)
};

const it_competition_refused_not_draft = /** @type {(inputs: Competition_Refused_Not_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si pubblica solo una bozza.`)
};

const pt_competition_refused_not_draft = /** @type {(inputs: Competition_Refused_Not_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Só um rascunho é publicado.`)
};

const el_competition_refused_not_draft = /** @type {(inputs: Competition_Refused_Not_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Δημοσιεύεται μόνο ένα πρόχειρο.`)
};

const hr_competition_refused_not_draft = /** @type {(inputs: Competition_Refused_Not_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objavljuje se samo nacrt.`)
};

/**
* | output |
* | --- |
* | "Only a draft is published." |
*
* @param {Competition_Refused_Not_DraftInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_refused_not_draft = /** @type {((inputs?: Competition_Refused_Not_DraftInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Refused_Not_DraftInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_refused_not_draft(inputs)
	if (locale === "fr") return fr_competition_refused_not_draft(inputs)
	if (locale === "it") return it_competition_refused_not_draft(inputs)
	if (locale === "pt") return pt_competition_refused_not_draft(inputs)
	if (locale === "el") return el_competition_refused_not_draft(inputs)
	if (locale === "hr") return hr_competition_refused_not_draft(inputs)
	return en_competition_refused_not_draft(inputs)
});