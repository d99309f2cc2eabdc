import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Notifications_LinkInputs */

const en_account_notifications_link = /** @type {(inputs: Account_Notifications_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications: what reaches you`)
};

const es_account_notifications_link = /** @type {(inputs: Account_Notifications_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificaciones: qué te llega`)
};

const fr_account_notifications_link = /** @type {(inputs: Account_Notifications_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications : ce que vous recevez`)
};

const it_account_notifications_link = /** @type {(inputs: Account_Notifications_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifiche: cosa ti arriva`)
};

const pt_account_notifications_link = /** @type {(inputs: Account_Notifications_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notificações: o que lhe chega`)
};

const el_account_notifications_link = /** @type {(inputs: Account_Notifications_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ειδοποιήσεις: τι σας φτάνει`)
};

const hr_account_notifications_link = /** @type {(inputs: Account_Notifications_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obavijesti: što vam stiže`)
};

/**
* | output |
* | --- |
* | "Notifications: what reaches you" |
*
* @param {Account_Notifications_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_notifications_link = /** @type {((inputs?: Account_Notifications_LinkInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Notifications_LinkInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_notifications_link(inputs)
	if (locale === "fr") return fr_account_notifications_link(inputs)
	if (locale === "it") return it_account_notifications_link(inputs)
	if (locale === "pt") return pt_account_notifications_link(inputs)
	if (locale === "el") return el_account_notifications_link(inputs)
	if (locale === "hr") return hr_account_notifications_link(inputs)
	return en_account_notifications_link(inputs)
});