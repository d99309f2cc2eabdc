import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Unsubscribe_Invalid_TitleInputs */

const en_notify_unsubscribe_invalid_title = /** @type {(inputs: Notify_Unsubscribe_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link not valid`)
};

const es_notify_unsubscribe_invalid_title = /** @type {(inputs: Notify_Unsubscribe_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace no válido`)
};

const fr_notify_unsubscribe_invalid_title = /** @type {(inputs: Notify_Unsubscribe_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien non valide`)
};

const it_notify_unsubscribe_invalid_title = /** @type {(inputs: Notify_Unsubscribe_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link non valido`)
};

const pt_notify_unsubscribe_invalid_title = /** @type {(inputs: Notify_Unsubscribe_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligação inválida`)
};

const el_notify_unsubscribe_invalid_title = /** @type {(inputs: Notify_Unsubscribe_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μη έγκυρος σύνδεσμος`)
};

const hr_notify_unsubscribe_invalid_title = /** @type {(inputs: Notify_Unsubscribe_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poveznica nije valjana`)
};

/**
* | output |
* | --- |
* | "Link not valid" |
*
* @param {Notify_Unsubscribe_Invalid_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_unsubscribe_invalid_title = /** @type {((inputs?: Notify_Unsubscribe_Invalid_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribe_Invalid_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_unsubscribe_invalid_title(inputs)
	if (locale === "fr") return fr_notify_unsubscribe_invalid_title(inputs)
	if (locale === "it") return it_notify_unsubscribe_invalid_title(inputs)
	if (locale === "pt") return pt_notify_unsubscribe_invalid_title(inputs)
	if (locale === "el") return el_notify_unsubscribe_invalid_title(inputs)
	if (locale === "hr") return hr_notify_unsubscribe_invalid_title(inputs)
	return en_notify_unsubscribe_invalid_title(inputs)
});