import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Your_NotificationsInputs */

const en_notify_your_notifications = /** @type {(inputs: Notify_Your_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your notifications`)
};

const es_notify_your_notifications = /** @type {(inputs: Notify_Your_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus notificaciones`)
};

const fr_notify_your_notifications = /** @type {(inputs: Notify_Your_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos notifications`)
};

const it_notify_your_notifications = /** @type {(inputs: Notify_Your_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le tue notifiche`)
};

const pt_notify_your_notifications = /** @type {(inputs: Notify_Your_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As suas notificações`)
};

const el_notify_your_notifications = /** @type {(inputs: Notify_Your_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Οι ειδοποιήσεις σας`)
};

const hr_notify_your_notifications = /** @type {(inputs: Notify_Your_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaše obavijesti`)
};

/**
* | output |
* | --- |
* | "Your notifications" |
*
* @param {Notify_Your_NotificationsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_your_notifications = /** @type {((inputs?: Notify_Your_NotificationsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Your_NotificationsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_your_notifications(inputs)
	if (locale === "fr") return fr_notify_your_notifications(inputs)
	if (locale === "it") return it_notify_your_notifications(inputs)
	if (locale === "pt") return pt_notify_your_notifications(inputs)
	if (locale === "el") return el_notify_your_notifications(inputs)
	if (locale === "hr") return hr_notify_your_notifications(inputs)
	return en_notify_your_notifications(inputs)
});