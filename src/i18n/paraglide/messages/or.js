import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} OrInputs */

const en_or = /** @type {(inputs: OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or`)
};

const es_or = /** @type {(inputs: OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o`)
};

const fr_or = /** @type {(inputs: OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ou`)
};

const it_or = /** @type {(inputs: OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`oppure`)
};

const pt_or = /** @type {(inputs: OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ou`)
};

const el_or = /** @type {(inputs: OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ή`)
};

const hr_or = /** @type {(inputs: OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ili`)
};

/**
* | output |
* | --- |
* | "or" |
*
* @param {OrInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const or = /** @type {((inputs?: OrInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<OrInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_or(inputs)
	if (locale === "fr") return fr_or(inputs)
	if (locale === "it") return it_or(inputs)
	if (locale === "pt") return pt_or(inputs)
	if (locale === "el") return el_or(inputs)
	if (locale === "hr") return hr_or(inputs)
	return en_or(inputs)
});