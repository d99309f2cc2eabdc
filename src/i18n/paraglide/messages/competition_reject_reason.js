import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Competition_Reject_ReasonInputs */

const en_competition_reject_reason = /** @type {(inputs: Competition_Reject_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason (when rejecting)`)
};

const es_competition_reject_reason = /** @type {(inputs: Competition_Reject_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo (si la rechazas)`)
};

const fr_competition_reject_reason = /** @type {(inputs: Competition_Reject_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motif (en cas de refus)`)
};

const it_competition_reject_reason = /** @type {(inputs: Competition_Reject_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo (se lo scarti)`)
};

const pt_competition_reject_reason = /** @type {(inputs: Competition_Reject_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo (se for rejeitado)`)
};

const el_competition_reject_reason = /** @type {(inputs: Competition_Reject_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αιτιολογία (σε απόρριψη)`)
};

const hr_competition_reject_reason = /** @type {(inputs: Competition_Reject_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Razlog (ako odbijate)`)
};

/**
* | output |
* | --- |
* | "Reason (when rejecting)" |
*
* @param {Competition_Reject_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_reject_reason = /** @type {((inputs?: Competition_Reject_ReasonInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Reject_ReasonInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_reject_reason(inputs)
	if (locale === "fr") return fr_competition_reject_reason(inputs)
	if (locale === "it") return it_competition_reject_reason(inputs)
	if (locale === "pt") return pt_competition_reject_reason(inputs)
	if (locale === "el") return el_competition_reject_reason(inputs)
	if (locale === "hr") return hr_competition_reject_reason(inputs)
	return en_competition_reject_reason(inputs)
});