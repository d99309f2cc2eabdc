import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Email_WeeklyInputs */

const en_notify_email_weekly = /** @type {(inputs: Notify_Email_WeeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weekly digest`)
};

const es_notify_email_weekly = /** @type {(inputs: Notify_Email_WeeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resumen semanal`)
};

const fr_notify_email_weekly = /** @type {(inputs: Notify_Email_WeeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résumé hebdomadaire`)
};

const it_notify_email_weekly = /** @type {(inputs: Notify_Email_WeeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riepilogo settimanale`)
};

const pt_notify_email_weekly = /** @type {(inputs: Notify_Email_WeeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resumo semanal`)
};

const el_notify_email_weekly = /** @type {(inputs: Notify_Email_WeeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Εβδομαδιαία σύνοψη`)
};

const hr_notify_email_weekly = /** @type {(inputs: Notify_Email_WeeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tjedni pregled`)
};

/**
* | output |
* | --- |
* | "Weekly digest" |
*
* @param {Notify_Email_WeeklyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_email_weekly = /** @type {((inputs?: Notify_Email_WeeklyInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Email_WeeklyInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_email_weekly(inputs)
	if (locale === "fr") return fr_notify_email_weekly(inputs)
	if (locale === "it") return it_notify_email_weekly(inputs)
	if (locale === "pt") return pt_notify_email_weekly(inputs)
	if (locale === "el") return el_notify_email_weekly(inputs)
	if (locale === "hr") return hr_notify_email_weekly(inputs)
	return en_notify_email_weekly(inputs)
});