import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Notify_Mail_ChoicesInputs */

const en_notify_mail_choices = /** @type {(inputs: Notify_Mail_ChoicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`All your choices: ${i?.link}`)
};

const es_notify_mail_choices = /** @type {(inputs: Notify_Mail_ChoicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todas tus preferencias: ${i?.link}`)
};

const fr_notify_mail_choices = /** @type {(inputs: Notify_Mail_ChoicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tous vos choix : ${i?.link}`)
};

const it_notify_mail_choices = /** @type {(inputs: Notify_Mail_ChoicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tutte le tue scelte: ${i?.link}`)
};

const pt_notify_mail_choices = /** @type {(inputs: Notify_Mail_ChoicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todas as suas escolhas: ${i?.link}`)
};

const el_notify_mail_choices = /** @type {(inputs: Notify_Mail_ChoicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Όλες οι επιλογές σας: ${i?.link}`)
};

const hr_notify_mail_choices = /** @type {(inputs: Notify_Mail_ChoicesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Svi vaši odabiri: ${i?.link}`)
};

/**
* | output |
* | --- |
* | "All your choices: {link}" |
*
* @param {Notify_Mail_ChoicesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_mail_choices = /** @type {((inputs: Notify_Mail_ChoicesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Mail_ChoicesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_mail_choices(inputs)
	if (locale === "fr") return fr_notify_mail_choices(inputs)
	if (locale === "it") return it_notify_mail_choices(inputs)
	if (locale === "pt") return pt_notify_mail_choices(inputs)
	if (locale === "el") return el_notify_mail_choices(inputs)
	if (locale === "hr") return hr_notify_mail_choices(inputs)
	return en_notify_mail_choices(inputs)
});