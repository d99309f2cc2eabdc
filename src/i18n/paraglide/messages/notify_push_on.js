import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Push_OnInputs */

const en_notify_push_on = /** @type {(inputs: Notify_Push_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn on notifications on this device`)
};

const es_notify_push_on = /** @type {(inputs: Notify_Push_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activar los avisos en este dispositivo`)
};

const fr_notify_push_on = /** @type {(inputs: Notify_Push_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activer les notifications sur cet appareil`)
};

const it_notify_push_on = /** @type {(inputs: Notify_Push_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attiva le notifiche su questo dispositivo`)
};

const pt_notify_push_on = /** @type {(inputs: Notify_Push_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ativar notificações neste dispositivo`)
};

const el_notify_push_on = /** @type {(inputs: Notify_Push_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ενεργοποίηση ειδοποιήσεων σε αυτή τη συσκευή`)
};

const hr_notify_push_on = /** @type {(inputs: Notify_Push_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uključi obavijesti na ovom uređaju`)
};

/**
* | output |
* | --- |
* | "Turn on notifications on this device" |
*
* @param {Notify_Push_OnInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_push_on = /** @type {((inputs?: Notify_Push_OnInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_OnInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_push_on(inputs)
	if (locale === "fr") return fr_notify_push_on(inputs)
	if (locale === "it") return it_notify_push_on(inputs)
	if (locale === "pt") return pt_notify_push_on(inputs)
	if (locale === "el") return el_notify_push_on(inputs)
	if (locale === "hr") return hr_notify_push_on(inputs)
	return en_notify_push_on(inputs)
});