import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Unread_OnlyInputs */

const en_notify_unread_only = /** @type {(inputs: Notify_Unread_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unread only`)
};

const es_notify_unread_only = /** @type {(inputs: Notify_Unread_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo sin leer`)
};

const fr_notify_unread_only = /** @type {(inputs: Notify_Unread_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non lues seulement`)
};

const it_notify_unread_only = /** @type {(inputs: Notify_Unread_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo non lette`)
};

const pt_notify_unread_only = /** @type {(inputs: Notify_Unread_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Só não lidas`)
};

const el_notify_unread_only = /** @type {(inputs: Notify_Unread_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Μόνο μη αναγνωσμένες`)
};

const hr_notify_unread_only = /** @type {(inputs: Notify_Unread_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Samo nepročitane`)
};

/**
* | output |
* | --- |
* | "Unread only" |
*
* @param {Notify_Unread_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_unread_only = /** @type {((inputs?: Notify_Unread_OnlyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unread_OnlyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_unread_only(inputs)
	if (locale === "fr") return fr_notify_unread_only(inputs)
	if (locale === "it") return it_notify_unread_only(inputs)
	if (locale === "pt") return pt_notify_unread_only(inputs)
	if (locale === "el") return el_notify_unread_only(inputs)
	if (locale === "hr") return hr_notify_unread_only(inputs)
	return en_notify_unread_only(inputs)
});