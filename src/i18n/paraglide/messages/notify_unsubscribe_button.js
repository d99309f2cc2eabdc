import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Unsubscribe_ButtonInputs */

const en_notify_unsubscribe_button = /** @type {(inputs: Notify_Unsubscribe_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop these mails`)
};

const es_notify_unsubscribe_button = /** @type {(inputs: Notify_Unsubscribe_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dejar de recibirlos`)
};

const fr_notify_unsubscribe_button = /** @type {(inputs: Notify_Unsubscribe_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ne plus les recevoir`)
};

const it_notify_unsubscribe_button = /** @type {(inputs: Notify_Unsubscribe_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non riceverle più`)
};

const pt_notify_unsubscribe_button = /** @type {(inputs: Notify_Unsubscribe_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deixar de os receber`)
};

const el_notify_unsubscribe_button = /** @type {(inputs: Notify_Unsubscribe_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Να σταματήσουν`)
};

const hr_notify_unsubscribe_button = /** @type {(inputs: Notify_Unsubscribe_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prestani ih slati`)
};

/**
* | output |
* | --- |
* | "Stop these mails" |
*
* @param {Notify_Unsubscribe_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_unsubscribe_button = /** @type {((inputs?: Notify_Unsubscribe_ButtonInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Unsubscribe_ButtonInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_unsubscribe_button(inputs)
	if (locale === "fr") return fr_notify_unsubscribe_button(inputs)
	if (locale === "it") return it_notify_unsubscribe_button(inputs)
	if (locale === "pt") return pt_notify_unsubscribe_button(inputs)
	if (locale === "el") return el_notify_unsubscribe_button(inputs)
	if (locale === "hr") return hr_notify_unsubscribe_button(inputs)
	return en_notify_unsubscribe_button(inputs)
});