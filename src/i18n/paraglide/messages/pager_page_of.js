import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ page: NonNullable<unknown>, last: NonNullable<unknown> }} Pager_Page_OfInputs */

const en_pager_page_of = /** @type {(inputs: Pager_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} of ${i?.last}`)
};

const es_pager_page_of = /** @type {(inputs: Pager_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Página ${i?.page} de ${i?.last}`)
};

const fr_pager_page_of = /** @type {(inputs: Pager_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} sur ${i?.last}`)
};

const it_pager_page_of = /** @type {(inputs: Pager_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pagina ${i?.page} di ${i?.last}`)
};

const pt_pager_page_of = /** @type {(inputs: Pager_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Página ${i?.page} de ${i?.last}`)
};

const el_pager_page_of = /** @type {(inputs: Pager_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Σελίδα ${i?.page} από ${i?.last}`)
};

const hr_pager_page_of = /** @type {(inputs: Pager_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stranica ${i?.page} od ${i?.last}`)
};

/**
* | output |
* | --- |
* | "Page {page} of {last}" |
*
* @param {Pager_Page_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const pager_page_of = /** @type {((inputs: Pager_Page_OfInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pager_Page_OfInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pager_page_of(inputs)
	if (locale === "fr") return fr_pager_page_of(inputs)
	if (locale === "it") return it_pager_page_of(inputs)
	if (locale === "pt") return pt_pager_page_of(inputs)
	if (locale === "el") return el_pager_page_of(inputs)
	if (locale === "hr") return hr_pager_page_of(inputs)
	return en_pager_page_of(inputs)
});