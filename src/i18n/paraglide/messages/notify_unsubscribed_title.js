import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Unsubscribed_TitleInputs */

const en_notify_unsubscribed_title = /** @type {(inputs: Notify_Unsubscribed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribed`)
};

const es_notify_unsubscribed_title = /** @type {(inputs: Notify_Unsubscribed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baja confirmada`)
};

const fr_notify_unsubscribed_title = /** @type {(inputs: Notify_Unsubscribed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désabonnement confirmé`)
};

const it_notify_unsubscribed_title = /** @type {(inputs: Notify_Unsubscribed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disiscrizione confermata`)
};

const pt_notify_unsubscribed_title = /** @type {(inputs: Notify_Unsubscribed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscrição anulada`)
};

const el_notify_unsubscribed_title = /** @type {(inputs: Notify_Unsubscribed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Η διαγραφή έγινε`)
};

const hr_notify_unsubscribed_title = /** @type {(inputs: Notify_Unsubscribed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odjava potvrđena`)
};

/**
* | output |
* | --- |
* | "Unsubscribed" |
*
* @param {Notify_Unsubscribed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_unsubscribed_title = /** @type {((inputs?: Notify_Unsubscribed_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribed_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_unsubscribed_title(inputs)
	if (locale === "fr") return fr_notify_unsubscribed_title(inputs)
	if (locale === "it") return it_notify_unsubscribed_title(inputs)
	if (locale === "pt") return pt_notify_unsubscribed_title(inputs)
	if (locale === "el") return el_notify_unsubscribed_title(inputs)
	if (locale === "hr") return hr_notify_unsubscribed_title(inputs)
	return en_notify_unsubscribed_title(inputs)
});