import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Applications_LinkInputs */

const en_dev_applications_link = /** @type {(inputs: Dev_Applications_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications waiting for a decision`)
};

const es_dev_applications_link = /** @type {(inputs: Dev_Applications_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitudes que esperan una decisión`)
};

const fr_dev_applications_link = /** @type {(inputs: Dev_Applications_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandes en attente de décision`)
};

const it_dev_applications_link = /** @type {(inputs: Dev_Applications_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Richieste in attesa di una decisione`)
};

const pt_dev_applications_link = /** @type {(inputs: Dev_Applications_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedidos que aguardam uma decisão`)
};

const el_dev_applications_link = /** @type {(inputs: Dev_Applications_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αιτήσεις που περιμένουν απόφαση`)
};

const hr_dev_applications_link = /** @type {(inputs: Dev_Applications_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahtjevi koji čekaju odluku`)
};

/**
* | output |
* | --- |
* | "Applications waiting for a decision" |
*
* @param {Dev_Applications_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_applications_link = /** @type {((inputs?: Dev_Applications_LinkInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Applications_LinkInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_applications_link(inputs)
	if (locale === "fr") return fr_dev_applications_link(inputs)
	if (locale === "it") return it_dev_applications_link(inputs)
	if (locale === "pt") return pt_dev_applications_link(inputs)
	if (locale === "el") return el_dev_applications_link(inputs)
	if (locale === "hr") return hr_dev_applications_link(inputs)
	return en_dev_applications_link(inputs)
});