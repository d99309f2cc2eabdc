import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_Page_TitleInputs */

const en_offline_page_title = /** @type {(inputs: Offline_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline`)
};

const es_offline_page_title = /** @type {(inputs: Offline_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin conexión`)
};

const fr_offline_page_title = /** @type {(inputs: Offline_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hors ligne`)
};

const it_offline_page_title = /** @type {(inputs: Offline_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline`)
};

const pt_offline_page_title = /** @type {(inputs: Offline_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem sinal`)
};

const el_offline_page_title = /** @type {(inputs: Offline_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εκτός σύνδεσης`)
};

const hr_offline_page_title = /** @type {(inputs: Offline_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Izvan mreže`)
};

/**
* | output |
* | --- |
* | "Offline" |
*
* @param {Offline_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_page_title = /** @type {((inputs?: Offline_Page_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Page_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_page_title(inputs)
	if (locale === "fr") return fr_offline_page_title(inputs)
	if (locale === "it") return it_offline_page_title(inputs)
	if (locale === "pt") return pt_offline_page_title(inputs)
	if (locale === "el") return el_offline_page_title(inputs)
	if (locale === "hr") return hr_offline_page_title(inputs)
	return en_offline_page_title(inputs)
});