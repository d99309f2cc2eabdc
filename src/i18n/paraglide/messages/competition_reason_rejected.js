import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Reason_RejectedInputs */

const en_competition_reason_rejected = /** @type {(inputs: Competition_Reason_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rejected at the weigh-in`)
};

const es_competition_reason_rejected = /** @type {(inputs: Competition_Reason_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rechazada en el pesaje`)
};

const fr_competition_reason_rejected = /** @type {(inputs: Competition_Reason_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`refusé à la pesée`)
};

const it_competition_reason_rejected = /** @type {(inputs: Competition_Reason_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`scartato alla pesata`)
};

const pt_competition_reason_rejected = /** @type {(inputs: Competition_Reason_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rejeitado na pesagem`)
};

const el_competition_reason_rejected = /** @type {(inputs: Competition_Reason_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`απορρίφθηκε στη ζύγιση`)
};

const hr_competition_reason_rejected = /** @type {(inputs: Competition_Reason_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`odbijena na vaganju`)
};

/**
* | output |
* | --- |
* | "rejected at the weigh-in" |
*
* @param {Competition_Reason_RejectedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_reason_rejected = /** @type {((inputs?: Competition_Reason_RejectedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Reason_RejectedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_reason_rejected(inputs)
	if (locale === "fr") return fr_competition_reason_rejected(inputs)
	if (locale === "it") return it_competition_reason_rejected(inputs)
	if (locale === "pt") return pt_competition_reason_rejected(inputs)
	if (locale === "el") return el_competition_reason_rejected(inputs)
	if (locale === "hr") return hr_competition_reason_rejected(inputs)
	return en_competition_reason_rejected(inputs)
});