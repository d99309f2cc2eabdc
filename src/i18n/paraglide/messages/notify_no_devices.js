import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_No_DevicesInputs */

const en_notify_no_devices = /** @type {(inputs: Notify_No_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No device receives push yet.`)
};

const es_notify_no_devices = /** @type {(inputs: Notify_No_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún dispositivo recibe avisos todavía.`)
};

const fr_notify_no_devices = /** @type {(inputs: Notify_No_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun appareil ne reçoit encore de notifications.`)
};

const it_notify_no_devices = /** @type {(inputs: Notify_No_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessun dispositivo riceve ancora notifiche.`)
};

const pt_notify_no_devices = /** @type {(inputs: Notify_No_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda nenhum dispositivo recebe notificações.`)
};

const el_notify_no_devices = /** @type {(inputs: Notify_No_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Καμία συσκευή δεν λαμβάνει ακόμη ειδοποιήσεις.`)
};

const hr_notify_no_devices = /** @type {(inputs: Notify_No_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Još nijedan uređaj ne prima obavijesti.`)
};

/**
* | output |
* | --- |
* | "No device receives push yet." |
*
* @param {Notify_No_DevicesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_no_devices = /** @type {((inputs?: Notify_No_DevicesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_No_DevicesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_no_devices(inputs)
	if (locale === "fr") return fr_notify_no_devices(inputs)
	if (locale === "it") return it_notify_no_devices(inputs)
	if (locale === "pt") return pt_notify_no_devices(inputs)
	if (locale === "el") return el_notify_no_devices(inputs)
	if (locale === "hr") return hr_notify_no_devices(inputs)
	return en_notify_no_devices(inputs)
});