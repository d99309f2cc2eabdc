import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Page_TitleInputs */

const en_notify_page_title = /** @type {(inputs: Notify_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

const es_notify_page_title = /** @type {(inputs: Notify_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificaciones`)
};

const fr_notify_page_title = /** @type {(inputs: Notify_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

const it_notify_page_title = /** @type {(inputs: Notify_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifiche`)
};

const pt_notify_page_title = /** @type {(inputs: Notify_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificações`)
};

const el_notify_page_title = /** @type {(inputs: Notify_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ειδοποιήσεις`)
};

const hr_notify_page_title = /** @type {(inputs: Notify_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obavijesti`)
};

/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Notify_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_page_title = /** @type {((inputs?: Notify_Page_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Page_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_page_title(inputs)
	if (locale === "fr") return fr_notify_page_title(inputs)
	if (locale === "it") return it_notify_page_title(inputs)
	if (locale === "pt") return pt_notify_page_title(inputs)
	if (locale === "el") return el_notify_page_title(inputs)
	if (locale === "hr") return hr_notify_page_title(inputs)
	return en_notify_page_title(inputs)
});