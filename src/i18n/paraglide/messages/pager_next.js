import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pager_NextInputs */

const en_pager_next = /** @type {(inputs: Pager_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next →`)
};

const es_pager_next = /** @type {(inputs: Pager_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siguiente →`)
};

const fr_pager_next = /** @type {(inputs: Pager_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivante →`)
};

const it_pager_next = /** @type {(inputs: Pager_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Successiva →`)
};

const pt_pager_next = /** @type {(inputs: Pager_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Próxima →`)
};

const el_pager_next = /** @type {(inputs: Pager_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Επόμενη →`)
};

const hr_pager_next = /** @type {(inputs: Pager_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sljedeća →`)
};

/**
* | output |
* | --- |
* | "Next →" |
*
* @param {Pager_NextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const pager_next = /** @type {((inputs?: Pager_NextInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pager_NextInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pager_next(inputs)
	if (locale === "fr") return fr_pager_next(inputs)
	if (locale === "it") return it_pager_next(inputs)
	if (locale === "pt") return pt_pager_next(inputs)
	if (locale === "el") return el_pager_next(inputs)
	if (locale === "hr") return hr_pager_next(inputs)
	return en_pager_next(inputs)
});