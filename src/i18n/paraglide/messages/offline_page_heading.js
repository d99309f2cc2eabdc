import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_Page_HeadingInputs */

const en_offline_page_heading = /** @type {(inputs: Offline_Page_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No signal, and this page is not on this phone`)
};

const es_offline_page_heading = /** @type {(inputs: Offline_Page_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin cobertura, y esta página no está en este teléfono`)
};

const fr_offline_page_heading = /** @type {(inputs: Offline_Page_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas de réseau, et cette page n’est pas sur ce téléphone`)
};

const it_offline_page_heading = /** @type {(inputs: Offline_Page_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niente campo, e questa pagina non è su questo telefono`)
};

const pt_offline_page_heading = /** @type {(inputs: Offline_Page_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem sinal, e esta página não está guardada neste aparelho`)
};

const el_offline_page_heading = /** @type {(inputs: Offline_Page_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Χωρίς σήμα, και αυτή η σελίδα δεν είναι αποθηκευμένη στο τηλέφωνο`)
};

const hr_offline_page_heading = /** @type {(inputs: Offline_Page_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nema signala, a ova stranica nije spremljena na telefonu`)
};

/**
* | output |
* | --- |
* | "No signal, and this page is not on this phone" |
*
* @param {Offline_Page_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_page_heading = /** @type {((inputs?: Offline_Page_HeadingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Page_HeadingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_page_heading(inputs)
	if (locale === "fr") return fr_offline_page_heading(inputs)
	if (locale === "it") return it_offline_page_heading(inputs)
	if (locale === "pt") return pt_offline_page_heading(inputs)
	if (locale === "el") return el_offline_page_heading(inputs)
	if (locale === "hr") return hr_offline_page_heading(inputs)
	return en_offline_page_heading(inputs)
});