import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Push_UnavailableInputs */

const en_notify_push_unavailable = /** @type {(inputs: Notify_Push_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Push is not available on this server.`)
};

const es_notify_push_unavailable = /** @type {(inputs: Notify_Push_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este servidor no puede enviar avisos a dispositivos.`)
};

const fr_notify_push_unavailable = /** @type {(inputs: Notify_Push_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce serveur ne peut pas envoyer de notifications aux appareils.`)
};

const it_notify_push_unavailable = /** @type {(inputs: Notify_Push_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo server non può inviare notifiche ai dispositivi.`)
};

const pt_notify_push_unavailable = /** @type {(inputs: Notify_Push_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este servidor não pode enviar notificações para dispositivos.`)
};

const el_notify_push_unavailable = /** @type {(inputs: Notify_Push_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Αυτός ο διακομιστής δεν μπορεί να στέλνει ειδοποιήσεις σε συσκευές.`)
};

const hr_notify_push_unavailable = /** @type {(inputs: Notify_Push_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ovaj poslužitelj ne može slati obavijesti na uređaje.`)
};

/**
* | output |
* | --- |
* | "Push is not available on this server." |
*
* @param {Notify_Push_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_push_unavailable = /** @type {((inputs?: Notify_Push_UnavailableInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_UnavailableInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_push_unavailable(inputs)
	if (locale === "fr") return fr_notify_push_unavailable(inputs)
	if (locale === "it") return it_notify_push_unavailable(inputs)
	if (locale === "pt") return pt_notify_push_unavailable(inputs)
	if (locale === "el") return el_notify_push_unavailable(inputs)
	if (locale === "hr") return hr_notify_push_unavailable(inputs)
	return en_notify_push_unavailable(inputs)
});