import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Join_ApproveInputs */

const en_join_approve = /** @type {(inputs: Join_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approve`)
};

const es_join_approve = /** @type {(inputs: Join_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprobar`)
};

const fr_join_approve = /** @type {(inputs: Join_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valider`)
};

const it_join_approve = /** @type {(inputs: Join_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approva`)
};

const pt_join_approve = /** @type {(inputs: Join_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aprovar`)
};

const el_join_approve = /** @type {(inputs: Join_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Έγκριση`)
};

const hr_join_approve = /** @type {(inputs: Join_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odobri`)
};

/**
* | output |
* | --- |
* | "Approve" |
*
* @param {Join_ApproveInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const join_approve = /** @type {((inputs?: Join_ApproveInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Join_ApproveInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_join_approve(inputs)
	if (locale === "fr") return fr_join_approve(inputs)
	if (locale === "it") return it_join_approve(inputs)
	if (locale === "pt") return pt_join_approve(inputs)
	if (locale === "el") return el_join_approve(inputs)
	if (locale === "hr") return hr_join_approve(inputs)
	return en_join_approve(inputs)
});