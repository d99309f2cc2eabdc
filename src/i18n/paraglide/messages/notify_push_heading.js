import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Push_HeadingInputs */

const en_notify_push_heading = /** @type {(inputs: Notify_Push_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Push to your devices`)
};

const es_notify_push_heading = /** @type {(inputs: Notify_Push_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avisos en tus dispositivos`)
};

const fr_notify_push_heading = /** @type {(inputs: Notify_Push_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications sur vos appareils`)
};

const it_notify_push_heading = /** @type {(inputs: Notify_Push_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifiche sui tuoi dispositivi`)
};

const pt_notify_push_heading = /** @type {(inputs: Notify_Push_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificações nos seus dispositivos`)
};

const el_notify_push_heading = /** @type {(inputs: Notify_Push_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ειδοποιήσεις στις συσκευές σας`)
};

const hr_notify_push_heading = /** @type {(inputs: Notify_Push_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obavijesti na vašim uređajima`)
};

/**
* | output |
* | --- |
* | "Push to your devices" |
*
* @param {Notify_Push_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_push_heading = /** @type {((inputs?: Notify_Push_HeadingInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_HeadingInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_push_heading(inputs)
	if (locale === "fr") return fr_notify_push_heading(inputs)
	if (locale === "it") return it_notify_push_heading(inputs)
	if (locale === "pt") return pt_notify_push_heading(inputs)
	if (locale === "el") return el_notify_push_heading(inputs)
	if (locale === "hr") return hr_notify_push_heading(inputs)
	return en_notify_push_heading(inputs)
});