import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_State_ApprovedInputs */

const en_dev_state_approved = /** @type {(inputs: Dev_State_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`approved`)
};

const es_dev_state_approved = /** @type {(inputs: Dev_State_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aprobada`)
};

const fr_dev_state_approved = /** @type {(inputs: Dev_State_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`approuvée`)
};

const it_dev_state_approved = /** @type {(inputs: Dev_State_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`approvata`)
};

const pt_dev_state_approved = /** @type {(inputs: Dev_State_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aprovado`)
};

const el_dev_state_approved = /** @type {(inputs: Dev_State_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`εγκρίθηκε`)
};

const hr_dev_state_approved = /** @type {(inputs: Dev_State_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`odobren`)
};

/**
* | output |
* | --- |
* | "approved" |
*
* @param {Dev_State_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_state_approved = /** @type {((inputs?: Dev_State_ApprovedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_State_ApprovedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_state_approved(inputs)
	if (locale === "fr") return fr_dev_state_approved(inputs)
	if (locale === "it") return it_dev_state_approved(inputs)
	if (locale === "pt") return pt_dev_state_approved(inputs)
	if (locale === "el") return el_dev_state_approved(inputs)
	if (locale === "hr") return hr_dev_state_approved(inputs)
	return en_dev_state_approved(inputs)
});