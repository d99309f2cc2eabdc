import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown> }} Pager_PageInputs */

const en_pager_page = /** @type {(inputs: Pager_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page}`)
};

const es_pager_page = /** @type {(inputs: Pager_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Página ${i?.page}`)
};

const fr_pager_page = /** @type {(inputs: Pager_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page}`)
};

const it_pager_page = /** @type {(inputs: Pager_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pagina ${i?.page}`)
};

const pt_pager_page = /** @type {(inputs: Pager_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Página ${i?.page}`)
};

const el_pager_page = /** @type {(inputs: Pager_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Σελίδα ${i?.page}`)
};

const hr_pager_page = /** @type {(inputs: Pager_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stranica ${i?.page}`)
};

/**
* | output |
* | --- |
* | "Page {page}" |
*
* @param {Pager_PageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const pager_page = /** @type {((inputs: Pager_PageInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pager_PageInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pager_page(inputs)
	if (locale === "fr") return fr_pager_page(inputs)
	if (locale === "it") return it_pager_page(inputs)
	if (locale === "pt") return pt_pager_page(inputs)
	if (locale === "el") return el_pager_page(inputs)
	if (locale === "hr") return hr_pager_page(inputs)
	return en_pager_page(inputs)
});