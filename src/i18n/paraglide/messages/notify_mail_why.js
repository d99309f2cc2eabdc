import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown> }} Notify_Mail_WhyInputs */

const en_notify_mail_why = /** @type {(inputs: Notify_Mail_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You get this mail because of your choice for “${i?.kind}”.`)
};

const es_notify_mail_why = /** @type {(inputs: Notify_Mail_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recibes este correo por lo que elegiste para «${i?.kind}».`)
};

const fr_notify_mail_why = /** @type {(inputs: Notify_Mail_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous recevez ce message en raison de votre choix pour « ${i?.kind} ».`)
};

const it_notify_mail_why = /** @type {(inputs: Notify_Mail_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ricevi questa email per la scelta che hai fatto per «${i?.kind}».`)
};

const pt_notify_mail_why = /** @type {(inputs: Notify_Mail_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recebe este e-mail devido à sua escolha para «${i?.kind}».`)
};

const el_notify_mail_why = /** @type {(inputs: Notify_Mail_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Λαμβάνετε αυτό το μήνυμα λόγω της επιλογής σας για «${i?.kind}».`)
};

const hr_notify_mail_why = /** @type {(inputs: Notify_Mail_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ovu poruku primate zbog svog odabira za „${i?.kind}”.`)
};

/**
* | output |
* | --- |
* | "You get this mail because of your choice for “{kind}”." |
*
* @param {Notify_Mail_WhyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_mail_why = /** @type {((inputs: Notify_Mail_WhyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Mail_WhyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_mail_why(inputs)
	if (locale === "fr") return fr_notify_mail_why(inputs)
	if (locale === "it") return it_notify_mail_why(inputs)
	if (locale === "pt") return pt_notify_mail_why(inputs)
	if (locale === "el") return el_notify_mail_why(inputs)
	if (locale === "hr") return hr_notify_mail_why(inputs)
	return en_notify_mail_why(inputs)
});