import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Unsubscribe_TitleInputs */

const en_notify_unsubscribe_title = /** @type {(inputs: Notify_Unsubscribe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop these mails`)
};

const es_notify_unsubscribe_title = /** @type {(inputs: Notify_Unsubscribe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dejar de recibir estos correos`)
};

const fr_notify_unsubscribe_title = /** @type {(inputs: Notify_Unsubscribe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ne plus recevoir ces messages`)
};

const it_notify_unsubscribe_title = /** @type {(inputs: Notify_Unsubscribe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non ricevere più queste email`)
};

const pt_notify_unsubscribe_title = /** @type {(inputs: Notify_Unsubscribe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deixar de receber estes e-mails`)
};

const el_notify_unsubscribe_title = /** @type {(inputs: Notify_Unsubscribe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διακοπή αυτών των μηνυμάτων`)
};

const hr_notify_unsubscribe_title = /** @type {(inputs: Notify_Unsubscribe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prestanak ovih poruka`)
};

/**
* | output |
* | --- |
* | "Stop these mails" |
*
* @param {Notify_Unsubscribe_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_unsubscribe_title = /** @type {((inputs?: Notify_Unsubscribe_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribe_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_unsubscribe_title(inputs)
	if (locale === "fr") return fr_notify_unsubscribe_title(inputs)
	if (locale === "it") return it_notify_unsubscribe_title(inputs)
	if (locale === "pt") return pt_notify_unsubscribe_title(inputs)
	if (locale === "el") return el_notify_unsubscribe_title(inputs)
	if (locale === "hr") return hr_notify_unsubscribe_title(inputs)
	return en_notify_unsubscribe_title(inputs)
});