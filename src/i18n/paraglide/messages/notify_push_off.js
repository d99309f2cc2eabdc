import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Push_OffInputs */

const en_notify_push_off = /** @type {(inputs: Notify_Push_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn off notifications on this device`)
};

const es_notify_push_off = /** @type {(inputs: Notify_Push_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desactivar los avisos en este dispositivo`)
};

const fr_notify_push_off = /** @type {(inputs: Notify_Push_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désactiver les notifications sur cet appareil`)
};

const it_notify_push_off = /** @type {(inputs: Notify_Push_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disattiva le notifiche su questo dispositivo`)
};

const pt_notify_push_off = /** @type {(inputs: Notify_Push_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desativar notificações neste dispositivo`)
};

const el_notify_push_off = /** @type {(inputs: Notify_Push_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Απενεργοποίηση ειδοποιήσεων σε αυτή τη συσκευή`)
};

const hr_notify_push_off = /** @type {(inputs: Notify_Push_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Isključi obavijesti na ovom uređaju`)
};

/**
* | output |
* | --- |
* | "Turn off notifications on this device" |
*
* @param {Notify_Push_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_push_off = /** @type {((inputs?: Notify_Push_OffInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_OffInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_push_off(inputs)
	if (locale === "fr") return fr_notify_push_off(inputs)
	if (locale === "it") return it_notify_push_off(inputs)
	if (locale === "pt") return pt_notify_push_off(inputs)
	if (locale === "el") return el_notify_push_off(inputs)
	if (locale === "hr") return hr_notify_push_off(inputs)
	return en_notify_push_off(inputs)
});