import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Catch_Refused_TitleInputs */

const en_notify_catch_refused_title = /** @type {(inputs: Notify_Catch_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your catch was refused`)
};

const es_notify_catch_refused_title = /** @type {(inputs: Notify_Catch_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu captura fue rechazada`)
};

const fr_notify_catch_refused_title = /** @type {(inputs: Notify_Catch_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre prise a été refusée`)
};

const it_notify_catch_refused_title = /** @type {(inputs: Notify_Catch_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tua cattura è stata respinta`)
};

const pt_notify_catch_refused_title = /** @type {(inputs: Notify_Catch_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua captura foi recusada`)
};

const el_notify_catch_refused_title = /** @type {(inputs: Notify_Catch_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η ψαριά σας απορρίφθηκε`)
};

const hr_notify_catch_refused_title = /** @type {(inputs: Notify_Catch_Refused_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaš ulov je odbijen`)
};

/**
* | output |
* | --- |
* | "Your catch was refused" |
*
* @param {Notify_Catch_Refused_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_catch_refused_title = /** @type {((inputs?: Notify_Catch_Refused_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Catch_Refused_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_catch_refused_title(inputs)
	if (locale === "fr") return fr_notify_catch_refused_title(inputs)
	if (locale === "it") return it_notify_catch_refused_title(inputs)
	if (locale === "pt") return pt_notify_catch_refused_title(inputs)
	if (locale === "el") return el_notify_catch_refused_title(inputs)
	if (locale === "hr") return hr_notify_catch_refused_title(inputs)
	return en_notify_catch_refused_title(inputs)
});