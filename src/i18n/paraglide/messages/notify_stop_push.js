import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Stop_PushInputs */

const en_notify_stop_push = /** @type {(inputs: Notify_Stop_PushInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop push there`)
};

const es_notify_stop_push = /** @type {(inputs: Notify_Stop_PushInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dejar de avisar ahí`)
};

const fr_notify_stop_push = /** @type {(inputs: Notify_Stop_PushInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ne plus notifier cet appareil`)
};

const it_notify_stop_push = /** @type {(inputs: Notify_Stop_PushInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non inviare più notifiche lì`)
};

const pt_notify_stop_push = /** @type {(inputs: Notify_Stop_PushInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deixar de notificar aí`)
};

const el_notify_stop_push = /** @type {(inputs: Notify_Stop_PushInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Διακοπή ειδοποιήσεων εκεί`)
};

const hr_notify_stop_push = /** @type {(inputs: Notify_Stop_PushInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Više ne slati obavijesti tamo`)
};

/**
* | output |
* | --- |
* | "Stop push there" |
*
* @param {Notify_Stop_PushInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_stop_push = /** @type {((inputs?: Notify_Stop_PushInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Stop_PushInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_stop_push(inputs)
	if (locale === "fr") return fr_notify_stop_push(inputs)
	if (locale === "it") return it_notify_stop_push(inputs)
	if (locale === "pt") return pt_notify_stop_push(inputs)
	if (locale === "el") return el_notify_stop_push(inputs)
	if (locale === "hr") return hr_notify_stop_push(inputs)
	return en_notify_stop_push(inputs)
});