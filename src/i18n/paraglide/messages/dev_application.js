import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_ApplicationInputs */

const en_dev_application = /** @type {(inputs: Dev_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your application`)
};

const es_dev_application = /** @type {(inputs: Dev_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu solicitud`)
};

const fr_dev_application = /** @type {(inputs: Dev_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande`)
};

const it_dev_application = /** @type {(inputs: Dev_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tua richiesta`)
};

const pt_dev_application = /** @type {(inputs: Dev_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seu pedido`)
};

const el_dev_application = /** @type {(inputs: Dev_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η αίτησή σας`)
};

const hr_dev_application = /** @type {(inputs: Dev_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaš zahtjev`)
};

/**
* | output |
* | --- |
* | "Your application" |
*
* @param {Dev_ApplicationInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_application = /** @type {((inputs?: Dev_ApplicationInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_ApplicationInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_application(inputs)
	if (locale === "fr") return fr_dev_application(inputs)
	if (locale === "it") return it_dev_application(inputs)
	if (locale === "pt") return pt_dev_application(inputs)
	if (locale === "el") return el_dev_application(inputs)
	if (locale === "hr") return hr_dev_application(inputs)
	return en_dev_application(inputs)
});