import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_WhereInputs */

const en_catch_where = /** @type {(inputs: Catch_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where`)
};

const es_catch_where = /** @type {(inputs: Catch_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugar`)
};

const fr_catch_where = /** @type {(inputs: Catch_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu`)
};

const it_catch_where = /** @type {(inputs: Catch_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Luogo`)
};

const pt_catch_where = /** @type {(inputs: Catch_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local`)
};

const el_catch_where = /** @type {(inputs: Catch_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τοποθεσία`)
};

const hr_catch_where = /** @type {(inputs: Catch_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mjesto`)
};

/**
* | output |
* | --- |
* | "Where" |
*
* @param {Catch_WhereInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_where = /** @type {((inputs?: Catch_WhereInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_WhereInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_where(inputs)
	if (locale === "fr") return fr_catch_where(inputs)
	if (locale === "it") return it_catch_where(inputs)
	if (locale === "pt") return pt_catch_where(inputs)
	if (locale === "el") return el_catch_where(inputs)
	if (locale === "hr") return hr_catch_where(inputs)
	return en_catch_where(inputs)
});