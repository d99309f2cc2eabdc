import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Notify_Mail_StopInputs */

const en_notify_mail_stop = /** @type {(inputs: Notify_Mail_StopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To stop these mails (and only these): ${i?.link}`)
};

const es_notify_mail_stop = /** @type {(inputs: Notify_Mail_StopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para dejar de recibir estos correos (y solo estos): ${i?.link}`)
};

const fr_notify_mail_stop = /** @type {(inputs: Notify_Mail_StopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pour ne plus recevoir ces messages (et seulement ceux-ci) : ${i?.link}`)
};

const it_notify_mail_stop = /** @type {(inputs: Notify_Mail_StopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Per non ricevere più queste email (e solo queste): ${i?.link}`)
};

const pt_notify_mail_stop = /** @type {(inputs: Notify_Mail_StopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para deixar de receber estes e-mails (e só estes): ${i?.link}`)
};

const el_notify_mail_stop = /** @type {(inputs: Notify_Mail_StopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Για να σταματήσουν αυτά τα μηνύματα (και μόνο αυτά): ${i?.link}`)
};

const hr_notify_mail_stop = /** @type {(inputs: Notify_Mail_StopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Da prestanete primati ove poruke (i samo ove): ${i?.link}`)
};

/**
* | output |
* | --- |
* | "To stop these mails (and only these): {link}" |
*
* @param {Notify_Mail_StopInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_mail_stop = /** @type {((inputs: Notify_Mail_StopInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Mail_StopInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_mail_stop(inputs)
	if (locale === "fr") return fr_notify_mail_stop(inputs)
	if (locale === "it") return it_notify_mail_stop(inputs)
	if (locale === "pt") return pt_notify_mail_stop(inputs)
	if (locale === "el") return el_notify_mail_stop(inputs)
	if (locale === "hr") return hr_notify_mail_stop(inputs)
	return en_notify_mail_stop(inputs)
});