import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_In_AppInputs */

const en_notify_in_app = /** @type {(inputs: Notify_In_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In the app`)
};

const es_notify_in_app = /** @type {(inputs: Notify_In_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En la aplicación`)
};

const fr_notify_in_app = /** @type {(inputs: Notify_In_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dans l’application`)
};

const it_notify_in_app = /** @type {(inputs: Notify_In_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nell’app`)
};

const pt_notify_in_app = /** @type {(inputs: Notify_In_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na aplicação`)
};

const el_notify_in_app = /** @type {(inputs: Notify_In_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Στην εφαρμογή`)
};

const hr_notify_in_app = /** @type {(inputs: Notify_In_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`U aplikaciji`)
};

/**
* | output |
* | --- |
* | "In the app" |
*
* @param {Notify_In_AppInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_in_app = /** @type {((inputs?: Notify_In_AppInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_In_AppInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_in_app(inputs)
	if (locale === "fr") return fr_notify_in_app(inputs)
	if (locale === "it") return it_notify_in_app(inputs)
	if (locale === "pt") return pt_notify_in_app(inputs)
	if (locale === "el") return el_notify_in_app(inputs)
	if (locale === "hr") return hr_notify_in_app(inputs)
	return en_notify_in_app(inputs)
});