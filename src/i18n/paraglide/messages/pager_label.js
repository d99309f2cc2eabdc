import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pager_LabelInputs */

const en_pager_label = /** @type {(inputs: Pager_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages`)
};

const es_pager_label = /** @type {(inputs: Pager_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas`)
};

const fr_pager_label = /** @type {(inputs: Pager_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages`)
};

const it_pager_label = /** @type {(inputs: Pager_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagine`)
};

const pt_pager_label = /** @type {(inputs: Pager_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas`)
};

const el_pager_label = /** @type {(inputs: Pager_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σελίδες`)
};

const hr_pager_label = /** @type {(inputs: Pager_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stranice`)
};

/**
* | output |
* | --- |
* | "Pages" |
*
* @param {Pager_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const pager_label = /** @type {((inputs?: Pager_LabelInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pager_LabelInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pager_label(inputs)
	if (locale === "fr") return fr_pager_label(inputs)
	if (locale === "it") return it_pager_label(inputs)
	if (locale === "pt") return pt_pager_label(inputs)
	if (locale === "el") return el_pager_label(inputs)
	if (locale === "hr") return hr_pager_label(inputs)
	return en_pager_label(inputs)
});