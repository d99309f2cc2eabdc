import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} People_EnableInputs */

const en_people_enable = /** @type {(inputs: People_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enable`)
};

const es_people_enable = /** @type {(inputs: People_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activar`)
};

const fr_people_enable = /** @type {(inputs: People_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activer`)
};

const it_people_enable = /** @type {(inputs: People_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attiva`)
};

const pt_people_enable = /** @type {(inputs: People_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ativar`)
};

const el_people_enable = /** @type {(inputs: People_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ενεργοποίηση`)
};

const hr_people_enable = /** @type {(inputs: People_EnableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Omogući`)
};

/**
* | output |
* | --- |
* | "Enable" |
*
* @param {People_EnableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_enable = /** @type {((inputs?: People_EnableInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_EnableInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_enable(inputs)
	if (locale === "fr") return fr_people_enable(inputs)
	if (locale === "it") return it_people_enable(inputs)
	if (locale === "pt") return pt_people_enable(inputs)
	if (locale === "el") return el_people_enable(inputs)
	if (locale === "hr") return hr_people_enable(inputs)
	return en_people_enable(inputs)
});