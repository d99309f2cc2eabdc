import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pager_PreviousInputs */

const en_pager_previous = /** @type {(inputs: Pager_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Previous`)
};

const es_pager_previous = /** @type {(inputs: Pager_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Anterior`)
};

const fr_pager_previous = /** @type {(inputs: Pager_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Précédente`)
};

const it_pager_previous = /** @type {(inputs: Pager_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Precedente`)
};

const pt_pager_previous = /** @type {(inputs: Pager_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Anterior`)
};

const el_pager_previous = /** @type {(inputs: Pager_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Προηγούμενη`)
};

const hr_pager_previous = /** @type {(inputs: Pager_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Prethodna`)
};

/**
* | output |
* | --- |
* | "← Previous" |
*
* @param {Pager_PreviousInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const pager_previous = /** @type {((inputs?: Pager_PreviousInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pager_PreviousInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pager_previous(inputs)
	if (locale === "fr") return fr_pager_previous(inputs)
	if (locale === "it") return it_pager_previous(inputs)
	if (locale === "pt") return pt_pager_previous(inputs)
	if (locale === "el") return el_pager_previous(inputs)
	if (locale === "hr") return hr_pager_previous(inputs)
	return en_pager_previous(inputs)
});