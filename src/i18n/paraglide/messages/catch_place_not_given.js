import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catch_Place_Not_GivenInputs */

const en_catch_place_not_given = /** @type {(inputs: Catch_Place_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not given`)
};

const es_catch_place_not_given = /** @type {(inputs: Catch_Place_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sin indicar`)
};

const fr_catch_place_not_given = /** @type {(inputs: Catch_Place_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non indiqué`)
};

const it_catch_place_not_given = /** @type {(inputs: Catch_Place_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non indicato`)
};

const pt_catch_place_not_given = /** @type {(inputs: Catch_Place_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`não indicado`)
};

const el_catch_place_not_given = /** @type {(inputs: Catch_Place_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`δεν δόθηκε`)
};

const hr_catch_place_not_given = /** @type {(inputs: Catch_Place_Not_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nije navedeno`)
};

/**
* | output |
* | --- |
* | "not given" |
*
* @param {Catch_Place_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const catch_place_not_given = /** @type {((inputs?: Catch_Place_Not_GivenInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Catch_Place_Not_GivenInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_catch_place_not_given(inputs)
	if (locale === "fr") return fr_catch_place_not_given(inputs)
	if (locale === "it") return it_catch_place_not_given(inputs)
	if (locale === "pt") return pt_catch_place_not_given(inputs)
	if (locale === "el") return el_catch_place_not_given(inputs)
	if (locale === "hr") return hr_catch_place_not_given(inputs)
	return en_catch_place_not_given(inputs)
});