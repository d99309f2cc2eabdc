import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Guide_Title_Paging_And_SearchInputs */

const en_guide_title_paging_and_search = /** @type {(inputs: Guide_Title_Paging_And_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paging and search`)
};

const es_guide_title_paging_and_search = /** @type {(inputs: Guide_Title_Paging_And_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paginación y búsqueda`)
};

const fr_guide_title_paging_and_search = /** @type {(inputs: Guide_Title_Paging_And_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagination et recherche`)
};

const it_guide_title_paging_and_search = /** @type {(inputs: Guide_Title_Paging_And_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paginazione e ricerca`)
};

const pt_guide_title_paging_and_search = /** @type {(inputs: Guide_Title_Paging_And_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paginação e pesquisa`)
};

const el_guide_title_paging_and_search = /** @type {(inputs: Guide_Title_Paging_And_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Σελιδοποίηση και αναζήτηση`)
};

const hr_guide_title_paging_and_search = /** @type {(inputs: Guide_Title_Paging_And_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Straničenje i pretraživanje`)
};

/**
* | output |
* | --- |
* | "Paging and search" |
*
* @param {Guide_Title_Paging_And_SearchInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const guide_title_paging_and_search = /** @type {((inputs?: Guide_Title_Paging_And_SearchInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Guide_Title_Paging_And_SearchInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_guide_title_paging_and_search(inputs)
	if (locale === "fr") return fr_guide_title_paging_and_search(inputs)
	if (locale === "it") return it_guide_title_paging_and_search(inputs)
	if (locale === "pt") return pt_guide_title_paging_and_search(inputs)
	if (locale === "el") return el_guide_title_paging_and_search(inputs)
	if (locale === "hr") return hr_guide_title_paging_and_search(inputs)
	return en_guide_title_paging_and_search(inputs)
});