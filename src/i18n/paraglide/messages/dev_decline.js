import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_DeclineInputs */

const en_dev_decline = /** @type {(inputs: Dev_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decline`)
};

const es_dev_decline = /** @type {(inputs: Dev_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazar`)
};

const fr_dev_decline = /** @type {(inputs: Dev_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refuser`)
};

const it_dev_decline = /** @type {(inputs: Dev_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rifiuta`)
};

const pt_dev_decline = /** @type {(inputs: Dev_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recusar`)
};

const el_dev_decline = /** @type {(inputs: Dev_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απόρριψη`)
};

const hr_dev_decline = /** @type {(inputs: Dev_DeclineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odbij`)
};

/**
* | output |
* | --- |
* | "Decline" |
*
* @param {Dev_DeclineInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_decline = /** @type {((inputs?: Dev_DeclineInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_DeclineInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_decline(inputs)
	if (locale === "fr") return fr_dev_decline(inputs)
	if (locale === "it") return it_dev_decline(inputs)
	if (locale === "pt") return pt_dev_decline(inputs)
	if (locale === "el") return el_dev_decline(inputs)
	if (locale === "hr") return hr_dev_decline(inputs)
	return en_dev_decline(inputs)
});