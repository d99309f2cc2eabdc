import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Standing_ApprovedInputs */

const en_dev_standing_approved = /** @type {(inputs: Dev_Standing_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are an approved developer.`)
};

const es_dev_standing_approved = /** @type {(inputs: Dev_Standing_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eres un desarrollador aprobado.`)
};

const fr_dev_standing_approved = /** @type {(inputs: Dev_Standing_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre accès développeur est approuvé.`)
};

const it_dev_standing_approved = /** @type {(inputs: Dev_Standing_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il tuo accesso da sviluppatore è approvato.`)
};

const pt_dev_standing_approved = /** @type {(inputs: Dev_Standing_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu acesso de desenvolvedor está aprovado.`)
};

const el_dev_standing_approved = /** @type {(inputs: Dev_Standing_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η πρόσβασή σας ως προγραμματιστή έχει εγκριθεί.`)
};

const hr_dev_standing_approved = /** @type {(inputs: Dev_Standing_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaš pristup za programere je odobren.`)
};

/**
* | output |
* | --- |
* | "You are an approved developer." |
*
* @param {Dev_Standing_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_standing_approved = /** @type {((inputs?: Dev_Standing_ApprovedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Standing_ApprovedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_standing_approved(inputs)
	if (locale === "fr") return fr_dev_standing_approved(inputs)
	if (locale === "it") return it_dev_standing_approved(inputs)
	if (locale === "pt") return pt_dev_standing_approved(inputs)
	if (locale === "el") return el_dev_standing_approved(inputs)
	if (locale === "hr") return hr_dev_standing_approved(inputs)
	return en_dev_standing_approved(inputs)
});