import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Provisional_TitleInputs */

const en_notify_provisional_title = /** @type {(inputs: Notify_Provisional_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Provisional results are up`)
};

const es_notify_provisional_title = /** @type {(inputs: Notify_Provisional_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya están los resultados provisionales`)
};

const fr_notify_provisional_title = /** @type {(inputs: Notify_Provisional_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les résultats provisoires sont en ligne`)
};

const it_notify_provisional_title = /** @type {(inputs: Notify_Provisional_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ecco i risultati provvisori`)
};

const pt_notify_provisional_title = /** @type {(inputs: Notify_Provisional_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Já há resultados provisórios`)
};

const el_notify_provisional_title = /** @type {(inputs: Notify_Provisional_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Βγήκαν τα προσωρινά αποτελέσματα`)
};

const hr_notify_provisional_title = /** @type {(inputs: Notify_Provisional_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privremeni rezultati su objavljeni`)
};

/**
* | output |
* | --- |
* | "Provisional results are up" |
*
* @param {Notify_Provisional_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_provisional_title = /** @type {((inputs?: Notify_Provisional_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Provisional_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_provisional_title(inputs)
	if (locale === "fr") return fr_notify_provisional_title(inputs)
	if (locale === "it") return it_notify_provisional_title(inputs)
	if (locale === "pt") return pt_notify_provisional_title(inputs)
	if (locale === "el") return el_notify_provisional_title(inputs)
	if (locale === "hr") return hr_notify_provisional_title(inputs)
	return en_notify_provisional_title(inputs)
});