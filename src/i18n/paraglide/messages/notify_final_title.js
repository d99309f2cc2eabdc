import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Final_TitleInputs */

const en_notify_final_title = /** @type {(inputs: Notify_Final_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final results are in`)
};

const es_notify_final_title = /** @type {(inputs: Notify_Final_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya están los resultados definitivos`)
};

const fr_notify_final_title = /** @type {(inputs: Notify_Final_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les résultats définitifs sont là`)
};

const it_notify_final_title = /** @type {(inputs: Notify_Final_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ecco i risultati definitivi`)
};

const pt_notify_final_title = /** @type {(inputs: Notify_Final_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Já há resultados finais`)
};

const el_notify_final_title = /** @type {(inputs: Notify_Final_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Βγήκαν τα τελικά αποτελέσματα`)
};

const hr_notify_final_title = /** @type {(inputs: Notify_Final_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konačni rezultati su objavljeni`)
};

/**
* | output |
* | --- |
* | "Final results are in" |
*
* @param {Notify_Final_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_final_title = /** @type {((inputs?: Notify_Final_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Final_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_final_title(inputs)
	if (locale === "fr") return fr_notify_final_title(inputs)
	if (locale === "it") return it_notify_final_title(inputs)
	if (locale === "pt") return pt_notify_final_title(inputs)
	if (locale === "el") return el_notify_final_title(inputs)
	if (locale === "hr") return hr_notify_final_title(inputs)
	return en_notify_final_title(inputs)
});