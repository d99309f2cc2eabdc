import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_AllInputs */

const en_notify_all = /** @type {(inputs: Notify_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All`)
};

const es_notify_all = /** @type {(inputs: Notify_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas`)
};

const fr_notify_all = /** @type {(inputs: Notify_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes`)
};

const it_notify_all = /** @type {(inputs: Notify_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutte`)
};

const pt_notify_all = /** @type {(inputs: Notify_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas`)
};

const el_notify_all = /** @type {(inputs: Notify_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Όλες`)
};

const hr_notify_all = /** @type {(inputs: Notify_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sve`)
};

/**
* | output |
* | --- |
* | "All" |
*
* @param {Notify_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_all = /** @type {((inputs?: Notify_AllInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_AllInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_all(inputs)
	if (locale === "fr") return fr_notify_all(inputs)
	if (locale === "it") return it_notify_all(inputs)
	if (locale === "pt") return pt_notify_all(inputs)
	if (locale === "el") return el_notify_all(inputs)
	if (locale === "hr") return hr_notify_all(inputs)
	return en_notify_all(inputs)
});