import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Reason_Not_WeighedInputs */

const en_competition_reason_not_weighed = /** @type {(inputs: Competition_Reason_Not_WeighedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not weighed yet`)
};

const es_competition_reason_not_weighed = /** @type {(inputs: Competition_Reason_Not_WeighedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aún sin pesar`)
};

const fr_competition_reason_not_weighed = /** @type {(inputs: Competition_Reason_Not_WeighedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pas encore pesé`)
};

const it_competition_reason_not_weighed = /** @type {(inputs: Competition_Reason_Not_WeighedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non ancora pesato`)
};

const pt_competition_reason_not_weighed = /** @type {(inputs: Competition_Reason_Not_WeighedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ainda não pesado`)
};

const el_competition_reason_not_weighed = /** @type {(inputs: Competition_Reason_Not_WeighedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`δεν έχει ζυγιστεί ακόμη`)
};

const hr_competition_reason_not_weighed = /** @type {(inputs: Competition_Reason_Not_WeighedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`još nije izvagana`)
};

/**
* | output |
* | --- |
* | "not weighed yet" |
*
* @param {Competition_Reason_Not_WeighedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_reason_not_weighed = /** @type {((inputs?: Competition_Reason_Not_WeighedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Reason_Not_WeighedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_reason_not_weighed(inputs)
	if (locale === "fr") return fr_competition_reason_not_weighed(inputs)
	if (locale === "it") return it_competition_reason_not_weighed(inputs)
	if (locale === "pt") return pt_competition_reason_not_weighed(inputs)
	if (locale === "el") return el_competition_reason_not_weighed(inputs)
	if (locale === "hr") return hr_competition_reason_not_weighed(inputs)
	return en_competition_reason_not_weighed(inputs)
});