import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_CancelInputs */

const en_dev_cancel = /** @type {(inputs: Dev_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

const es_dev_cancel = /** @type {(inputs: Dev_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

const fr_dev_cancel = /** @type {(inputs: Dev_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler`)
};

const it_dev_cancel = /** @type {(inputs: Dev_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulla`)
};

const pt_dev_cancel = /** @type {(inputs: Dev_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

const el_dev_cancel = /** @type {(inputs: Dev_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ακύρωση`)
};

const hr_dev_cancel = /** @type {(inputs: Dev_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odustani`)
};

/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Dev_CancelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_cancel = /** @type {((inputs?: Dev_CancelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_CancelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_cancel(inputs)
	if (locale === "fr") return fr_dev_cancel(inputs)
	if (locale === "it") return it_dev_cancel(inputs)
	if (locale === "pt") return pt_dev_cancel(inputs)
	if (locale === "el") return el_dev_cancel(inputs)
	if (locale === "hr") return hr_dev_cancel(inputs)
	return en_dev_cancel(inputs)
});